title = An old update overwrites a new one
narrative = Two messages update the same order, order-7: m1 sets its status to paid, and m2, published after it, sets it to shipped. The worker crashes after writing m1's status and before the ack. While m1 waits out its visibility timeout (as in SQS), the worker comes back and handles m2. Then the broker delivers m1 again.
task = Press Run to end and read the order status table from top to bottom.
question = What is the verdict for m2, the newer update?
takeaway = Setting a status is idempotent, yet a late redelivery of an older update still overwrites a newer one: order-7 ends paid, not shipped. Redeliveries, retries and parallel workers all change the order in which a consumer sees messages, so the consumer needs a way to tell which update is newer. The next lesson gives it one.
