title = A poison record blocks its partition
narrative = A Kafka consumer reads one partition in order. The record p1 is poison: applying it fails every time. The consumer's error handler polls it again, up to 3 times, and then gives up. There is no dead-letter topic to put it in, so the consumer stops at p1. The deposits m2 and m3 come after it in the same partition.
task = Press Run to end. Watch the polls of p1 in the event log, then look at what happens to m2 and m3.
question = What becomes of the deposit m2, right behind p1?
takeaway = A log is read in order, so one record that always fails holds up everything after it in its partition: head-of-line blocking. (Here the consumer stops after 3 polls so that the run ends; a real one would keep failing on p1.) With a dead-letter topic the consumer writes p1 there, commits past it and goes on: m2 and m3 are processed, and p1 waits in the topic for someone to look at it.
