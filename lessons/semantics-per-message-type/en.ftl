title = Choose the semantics per message type
narrative = Not every message is worth the same care. Think of page views: each message adds 1 to a view counter (the simulator shows it as a deposit of 1 to the balance). Missing one view costs little; charging a customer twice costs real money. This consumer acks before it works: once the broker has its ack, nothing brings the message back.
task = Run the explorer and decide whether you would use this consumer for a view counter, and for payments.
question = Which guarantee does it give?
takeaway = At-most-once is cheap and fine where a lost message costs little and a double count would mislead. Spend dedup, transactions and idempotency keys where a loss or a duplicate costs money.
