title = A permanent error is not retried
narrative = m1 fails with an error the consumer recognises as permanent, such as a malformed order that no retry will ever fix.
task = Run it and count the deliveries of m1. Then compare with the poison message lesson, where the error was not recognised.
question = Where does m1 end up?
takeaway = Retrying helps only with transient errors. When the consumer knows an error is permanent, it rejects the message without a retry and the broker moves it to the dead-letter queue at once. In RabbitMQ that is a reject without requeue, routed by a dead-letter exchange; Amazon SQS has no reject, so there the consumer sends such a message to the dead-letter queue itself.
