title = Ask the provider before charging again
narrative = The payment answer is lost again, and there is still no idempotency key. But before it charges, this consumer asks the payment service whether a charge for this message already exists.
task = Run it and find the status check on the timeline. Then add a second worker and run the explorer.
question = What is the verdict for the charge of p1?
takeaway = Reconciling turns an uncertain outcome into a known one. Between the question and the charge, though, a second delivery can slip in: only an idempotency key closes that race.
