title = Transient errors deserve a retry
narrative = m1 fails twice, then succeeds, like a database that was briefly unreachable. After each failure the consumer sends a nack, and the broker holds the message back before the retry; each wait is twice as long as the one before.
task = Run it and read the retry times on the timeline: the retry comes 3 ticks after the first failure and 6 ticks after the second. Then turn Jitter on in Settings and run it again.
question = How does m1 end?
takeaway = Transient errors heal with time: retry after a wait that grows with each failure (exponential backoff). Jitter draws each wait at random between 0 and that value, so one wait can come out shorter than the one before; what it buys is that many consumers failing at once do not all retry at the same moment.
