title = A permanent error is not retried
narrative = m1 fails with an error the consumer recognises as permanent, such as a malformed order that no retry will ever fix.
task = Run it and count the deliveries of m1. Then compare with the poison message lesson, where the error was not recognised.
question = Where does m1 end up?
takeaway = Retrying only helps with transient errors. An error known to be permanent goes to the dead-letter queue at once, without spending the retries.
