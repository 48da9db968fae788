title = A lost ack looks like a crash
narrative = Nothing crashes here. The consumer does its work and acks, but the ack never reaches the broker.
task = Run it and follow the timeline after the lost ack.
question = What happens to the order of m1?
takeaway = The broker cannot tell a lost ack from a dead consumer, so it delivers again. Processing must survive a second delivery.
