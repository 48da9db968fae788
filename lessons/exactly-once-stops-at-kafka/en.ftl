title = Exactly-once stops at Kafka's edge
narrative = The same consumer with its Kafka transaction, and the same crash after commit_offset, which only adds the offset to the transaction, and before commit_tx. This time the log holds two records: e1 asks for an output record, d1 for a deposit into the database.
task = Press Run to end and compare e1 in the output topic with d1 in the balance.
question = What happens to the deposit of d1?
takeaway = A Kafka transaction covers what Kafka stores: the output records and the consumer's offsets. The deposit went to the database, which the abort cannot undo, and d1 was read again: the balance is 200 instead of 100. Kafka's exactly-once ends at its boundary; for the database the consumer still needs a dedup record in the same database transaction as the change.
