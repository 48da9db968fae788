title = The relay repeats itself
narrative = The relay publishes the outbox row of m1 and crashes before it marks the row sent. Back a few ticks later, it finds the row still unsent and publishes it again, under the same id. This consumer does not deduplicate: it applies every copy it receives.
task = Press Run to end and count the orders the consumer created.
question = What becomes of m1?
takeaway = The outbox gives at-least-once from the source, not exactly-once: a relay crash between publishing and marking the row sent sends the event twice. An effect that happens exactly once takes both halves: the outbox at the producer and an idempotent consumer at the other end, which drops the second copy by its id.
