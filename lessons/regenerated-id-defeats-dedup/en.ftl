title = A new id on retry defeats dedup
narrative = Same consumer, same lost confirm, but this producer gives the retried message a fresh id.
task = Run it and compare the ids in processed_messages.
question = How does m1 end?
takeaway = Dedup can only recognise what it has seen. An id must be chosen once, before the first send, and kept on every retry.
