title = Dedup in memory dies with the process
narrative = This consumer remembers processed ids in a set inside the worker process. It crashes after the commit, before the ack.
task = Run it and watch the worker restart.
question = How does m1 end?
takeaway = A restart empties the process's memory, and the redelivered message looks new. The dedup record must be as durable as the change.
