title = Ack first, then work
narrative = This consumer tells the broker a message is done the moment it arrives, and only then creates the order. The worker crashes right after the ack.
task = Look at the crash point on line 2, then press Run to end.
question = What happens to the order of m1?
takeaway = An ack before the work makes the broker forget the message. A crash in between loses it for good: at-most-once.
