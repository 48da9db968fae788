title = A queue may deliver twice with nothing broken
narrative = No worker crashes, no ack is lost. The queue here behaves like an SQS standard queue, which promises at-least-once delivery: now and then it hands a message out a second time for reasons of its own. AckLab shows it as the broker making m1 visible again right after its first delivery, so the second worker takes it while the first is still working.
task = Run it and find the two deposits on the timeline.
question = What becomes of the 50 that m1 deposits?
takeaway = At-least-once means a second copy can come even when every part of the system works. RabbitMQ and SQS FIFO queues do not repeat a message this way, but they redeliver after failures, so design for it anyway: keep a dedup record under a unique key in the same transaction as the change, or make the change idempotent.
