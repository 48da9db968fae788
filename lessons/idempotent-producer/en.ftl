title = The idempotent producer
narrative = The producer loses the broker's confirm and publishes again. This consumer has no dedup at all, but the producer sends a producer id and a sequence number.
task = Run it, then turn the idempotent producer off in Settings and run it again. Finally turn it back on and run the explorer.
question = How does m1 end?
takeaway = With a sequence number the broker itself drops the repeated publish, so the duplicate never reaches the queue. Know its limits: it recognises only the client library's own retry of the same record, within one producer session. When the application sends a message again, with a new id or even the same one, that is a new record, and the broker stores it. And it does nothing for the consumer: on this very scenario the explorer still finds a crash after apply that doubles the order, so it says at-least-once.
