title = Commit, then publish: the event can vanish
narrative = The orders service saves each order in its own database and then publishes an event for the services downstream. It commits the order of m1 and crashes before the publish. The consumer is idempotent (it records each message id in the same transaction as its change), so duplicates are not the trouble here.
task = Read the fault in the Faults panel: the producer crashes right after commit for m1. Press Run to end and read the event log.
question = What becomes of m1?
takeaway = Saving to the database and then publishing is a dual write: two systems and no transaction around both. A crash between the two leaves an order that exists but was never announced, lost for everyone downstream. A retry cannot help when the process that should retry is gone.
