title = Work first, then ack
narrative = Now the consumer creates the order first and acks afterwards. The worker crashes after the insert but before the ack.
task = Press Run to end and watch the orders table.
question = What becomes of the order of m1?
takeaway = Without an ack the broker delivers the message again after the visibility timeout. Nothing is lost, but the work is done twice: at-least-once.
