title = An idempotency key for the payment
narrative = The same lost response, but every charge call carries the message id as an idempotency key, and the service honours it.
task = Run it and find the replayed charge on the timeline.
question = What is the verdict for the charge of p1?
takeaway = With a key the provider returns the first result instead of charging again. Reconciling, that is asking for the key's status, also settles an uncertain outcome.
