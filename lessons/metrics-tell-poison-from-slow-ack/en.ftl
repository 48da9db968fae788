title = Reading the metrics
narrative = Two things go wrong in this run. m1 is a poison message: its processing fails every time. The worker that takes m2 commits it and then freezes before its ack for longer than the visibility timeout, so the broker delivers m2 again.
task = Press Run to end and read the Metrics panel: redeliveries, dead-lettered and duplicates detected.
question = What becomes of m1?
takeaway = Redeliveries that end in the dead-letter queue mean that processing kept failing: one message failing while the others go through points at a poison message, many failing at the same time at a dependency that is down. Redeliveries that the dedup store catches as duplicates mean that the work was committed but no ack reached the broker in time: an ack that came after the visibility timeout, as here (a slow consumer), a crash between the commit and the ack, or a lost ack.
