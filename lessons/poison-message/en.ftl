title = A poison message goes to the dead-letter queue
narrative = m1 fails every time it is processed. Retries are bounded: five deliveries at most, with a growing backoff between them.
task = Run it and watch the deliveries of m1.
question = Where does m1 end up?
takeaway = A message that can never succeed must not block the queue forever. Bounded retries park it in a dead-letter queue for a person to inspect.
