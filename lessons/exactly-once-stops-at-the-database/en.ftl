title = Exactly-once stops at the transaction boundary
narrative = The same idempotent consumer, but one message charges a card. The charge happens inside apply, yet the card is not part of the database transaction.
task = Run the explorer, then give the payment an idempotency key and run it again.
question = Which guarantee does this consumer give?
takeaway = Exactly-once holds only for what commits in the same transaction as the dedup record. Anything outside needs its own idempotency.
