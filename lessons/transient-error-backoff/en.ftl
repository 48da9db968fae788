title = Transient errors deserve a retry
narrative = m1 fails twice, then succeeds, like a database that was briefly unreachable. Each retry waits longer, with random jitter.
task = Run it and read the retry times on the timeline.
question = How does m1 end?
takeaway = Transient errors heal with time: retry with exponential backoff, and add jitter so that many consumers do not retry in lockstep.
