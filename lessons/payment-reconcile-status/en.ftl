title = Ask the provider before charging again
narrative = The payment answer is lost again, and there is still no idempotency key. But every charge call carries the message id as a reference the payment service stores with the charge, and before it charges, this consumer asks the service whether a charge with that reference already exists.
task = Run it and find the status check on the timeline. Then add a second worker and run the explorer.
question = What is the verdict for the charge of p1?
takeaway = Reconciling turns an uncertain outcome into a known one. Between the question and the charge, though, a second delivery can slip in and charge again. An idempotency key closes that race at the provider; so does a payment-attempt row committed under a unique key before the call, which stops a second worker from calling at all.
