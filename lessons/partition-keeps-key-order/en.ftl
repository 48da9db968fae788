title = One key, one partition, one order
narrative = The same pause, now on a log with two partitions, as in Kafka, and two workers. The producer gives every record its order as the key, so m1 and m2 (both order-7) land in one partition and m3 (order-8) in the other. The worker that owns order-7's partition pauses for 3 ticks after polling m1.
task = Press Run to end. Watch what the other worker does during the pause, and when m2 is polled.
question = What is the verdict for m2?
takeaway = A partition is read by one member of the group at a time, in offset order, so records with the same key are handled in the order they were written, pause or not. Across partitions there is no order: order-8 went ahead in parallel. A producer that keys records by something else, or spreads them over partitions round-robin, puts one order's updates in different partitions and loses this order.
