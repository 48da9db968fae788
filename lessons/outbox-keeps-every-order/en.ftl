title = The transactional outbox
narrative = Now the service writes the event into an outbox table in the same transaction as the order, and a separate relay publishes the committed rows of the outbox. The service crashes right after the commit of m1, as in the first of these lessons.
task = Press Run to end and follow the relay in the event log: it reads the outbox, publishes the row and marks it sent.
question = What becomes of m1?
takeaway = The order and its event commit together or not at all, so every committed order is published sooner or later and a rolled-back one never is. The relay publishes at least once: it may send a row again, as the next lesson shows.
