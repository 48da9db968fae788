title = Setting a status twice is harmless
narrative = This message sets an order's status to paid. The worker crashes after the update and before the ack, so the message is delivered again.
task = Run it and count how many times the status was set.
question = What is the verdict for m1?
takeaway = Setting a value is idempotent: applying the same update twice leaves the same state, so redelivering it does no harm. Idempotent does not mean safe in any order, though: an older status update that arrives after a newer one still overwrites it. Guarding against that takes a version number on each update: later lessons show the problem and the guard.
