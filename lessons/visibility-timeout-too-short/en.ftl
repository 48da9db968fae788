title = A visibility timeout shorter than the work
narrative = The broker gives a consumer 3 ticks to ack. This one is slow: it needs 5 ticks before it even starts the work.
task = Run it, then raise the visibility timeout in Settings and run it again.
question = How does m1 end with a timeout of 3?
takeaway = When the work outlasts the visibility timeout, the broker hands the message to another worker while the first is still busy.
