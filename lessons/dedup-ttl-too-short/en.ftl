title = A dedup record that expires too soon
narrative = A dedup table is usually cleaned up after a while. Here each of its rows lives 10 ticks (its TTL). Worker 1 commits m1 and then freezes for 30 ticks before its ack, so the visibility timeout runs out and worker 2 gets m1 again.
task = Press Run to end and find the moment worker 2 checks the dedup table.
question = What becomes of m1?
takeaway = A dedup record protects only while it exists. Keep it longer than the latest a copy can still come: past the visibility timeout, the whole retry and backoff window, and a redrive of the dead-letter queue, which can come days later.
