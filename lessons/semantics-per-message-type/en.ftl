title = Choose the semantics per message type
narrative = Telemetry, such as a sensor's latest reading, can afford to lose a sample; payments cannot. This consumer acks first and never retries.
task = Run the explorer and decide whether you would use this consumer for telemetry, and for payments.
question = Which guarantee does it give?
takeaway = At-most-once is cheap and fine where a lost message costs little. Spend dedup, transactions and idempotency keys where a loss or a duplicate costs money.
