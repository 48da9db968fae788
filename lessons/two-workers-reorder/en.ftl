title = Two workers, two updates, the wrong order
narrative = Order-7 gets two updates again, paid and then shipped, this time without versions, and two workers take messages from one queue. Worker 1 receives m1 first but pauses for 3 ticks before writing; meanwhile worker 2 receives m2 and writes shipped. No crash, no redelivery.
task = Press Run to end and compare the order of the two writes in the timeline with the order in which they were published.
question = What is the verdict for m2?
takeaway = A queue hands messages out oldest first, but several workers finish them in any order: a pause, a slow query or a garbage-collection stop is enough. SQS standard queues do not even promise the order of delivery. Keep one order's updates with one consumer at a time (an SQS FIFO message group, a Kafka partition keyed by the order), or give them versions and check them.
