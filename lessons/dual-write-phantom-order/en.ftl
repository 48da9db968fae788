title = Publish, then commit: an order that never existed
narrative = This time the orders service publishes the event first and commits its transaction afterwards. It crashes between the two: its database rolls the order of m1 back, but the event is already with the broker.
task = Press Run to end and read the verdict for m1.
question = What becomes of m1?
takeaway = Publishing before the commit announces a change that can still roll back. The consumer then acts on an order the source never kept: a phantom. Swapping the two steps back only trades this for the lost event of the previous lesson.
