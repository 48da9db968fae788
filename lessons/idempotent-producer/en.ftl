title = The idempotent producer
narrative = The producer loses the broker's confirm and publishes again. This consumer has no dedup at all, but the producer sends a producer id and a sequence number.
task = Run it, then turn the idempotent producer off and run it again.
question = How does m1 end?
takeaway = With a sequence number the broker itself drops the repeated publish, so the duplicate never reaches the queue.
