title = Commit the offset first, then work
narrative = This consumer reads a log, as a Kafka consumer does: it polls a record, at once commits the offset after it, and only then creates the order. A committed offset tells the consumer group that every record before it is done. The worker crashes right after committing past m2.
task = Look at the crash point on line 2, then press Run to end. When the group gives the partition out again, see which offset the reading starts from.
question = What happens to the order of m2?
takeaway = A committed offset says that every record before it was handled. Commit before the work, and a crash in between skips the record for good: at-most-once, like an ack before the work on a queue.
