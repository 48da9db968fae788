title = Auto-commit commits what was polled
narrative = This consumer of a Kafka-like log never commits an offset itself: its client commits the position of its last poll every 2 ticks, in the background (auto-commit). The deposit m2 is slow: the worker stalls for 4 ticks after polling it, then crashes before the deposit is made.
task = Press Run to end and look for the auto-commit arrows in the timeline while m2 is stalled.
question = What happens to the deposit of m2?
takeaway = Auto-commit commits what was polled, not what was processed: a crash after such a commit and before the work loses the record. Kafka's Java client commits inside the next poll, so a loop that finishes each record before polling again is safe; a client that commits in the background, or work handed to other threads, is not.
