title = A version check keeps the newest status
narrative = The same two updates of order-7, now each with a version: m1 is version 1, m2 is version 2. The consumer has a new line, check_version: it reads the version stored with the order's status and skips an update that is not newer. The worker crashes after writing m1 again, and m1 comes back after m2.
task = Look at line 2, then press Run to end and find the event where the worker skips m1.
question = What is the verdict for m2 now?
takeaway = A version check compares each update with the version stored next to the status and skips one that is not newer, so a late or repeated old update changes nothing. It needs the producer to number each order's updates in the order they happen. With several workers the check and the write must be one step: in a real database, write the status with a conditional update (WHERE version < the new one), or lock the row first.
