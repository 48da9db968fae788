title = A crash mid-batch replays the whole batch
narrative = This Kafka consumer polls up to 5 records at a time (max.poll.records), applies each, and commits the offset once, after the last record of the poll. While it works on the order m0, deposits d1 to d5 pile up in the partition, so its next poll returns all five. It crashes right after the deposit of d3.
task = Press Run to end. In the event log, find the poll that hands over five records and the commit after them; then count the deposits in the balance.
question = What happens to the deposit of d1, the first record of the batch?
takeaway = A poll's offsets are committed once, at its end, so a crash anywhere in the batch sends the group back to the offset before the batch: d1 and d2, finished before the crash, are processed again with d3. A bigger batch means fewer commits but more to replay. Committing after each record narrows the window; only a guard against repeats closes it.
