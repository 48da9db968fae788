title = Setting a status twice is harmless
narrative = This message sets an order's status to paid. The worker crashes after the update and before the ack, so the message is delivered again.
task = Run it and count how many times the status was set.
question = What is the verdict for m1?
takeaway = Setting a value is idempotent: doing it twice leaves the same state. Redelivery cannot hurt such an operation.
