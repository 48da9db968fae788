title = Check, then insert: a race between workers
narrative = Two workers, and a processed_messages table without a unique constraint. Worker 1 checks the id, then freezes longer than the visibility timeout, and worker 2 gets the same message.
task = Run it and follow both workers on the timeline.
question = How does m1 end?
takeaway = Both workers saw no record when they checked. A SELECT followed by an INSERT is not atomic.
