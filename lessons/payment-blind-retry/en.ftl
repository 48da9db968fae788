title = A lost payment response
narrative = The payment service charges the card, but its answer is lost. The consumer cannot tell whether the charge happened, so the message is retried.
task = Run it and look at the card charges.
question = What is the verdict for the charge of p1?
takeaway = An uncertain outcome is neither success nor failure. Retrying blindly repeats a side effect outside your system.
