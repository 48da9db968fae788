title = Work first, then ack
narrative = Now the consumer creates the order first and acks afterwards. The worker crashes after the insert but before the ack.
task = Press Run to end and watch the orders table.
question = What becomes of the order of m1?
takeaway = Without an ack the broker delivers the message again. Nothing is lost, but the work is done twice: at-least-once. This broker delivers again when the visibility timeout runs out, as Amazon SQS does; RabbitMQ requeues as soon as the consumer's channel or connection closes, and Kafka replays from the last committed offset.
