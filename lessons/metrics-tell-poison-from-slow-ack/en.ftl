title = Reading the metrics
narrative = Two things go wrong in this run. m1 is a poison message: its processing fails every time. The worker that takes m2 commits it and then freezes before its ack for longer than the visibility timeout, so the broker delivers m2 again.
task = Press Run to end and read the Metrics panel: redeliveries, dead-lettered and duplicates detected.
question = What becomes of m1?
takeaway = Redeliveries that end in the dead-letter queue point at a poison message. Redeliveries that the dedup store catches as duplicates, with nothing dead-lettered, point at a consumer that acks too late: the work was done, only the ack came after the visibility timeout.
