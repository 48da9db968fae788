title = A poison message goes to the dead-letter queue
narrative = m1 fails every time it is processed. Retries are bounded: five deliveries at most, with a growing backoff between them.
task = Run it and watch the deliveries of m1.
question = Where does m1 end up?
takeaway = A message that can never succeed must not be retried forever. In a queue it does not hold up the others (m2 went straight past it), but every attempt costs a worker and a wait. Bounded retries park it in the dead-letter queue, where a person can inspect it, then redrive or discard it. A Kafka partition is read in order, so there a consumer that keeps retrying such a record holds up every record behind it, as the next lesson shows.
