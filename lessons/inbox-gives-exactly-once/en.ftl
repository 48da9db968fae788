title = An idempotent consumer: the dedup record in the same transaction
narrative = Check the id, apply the change, record the id, all in one transaction, then ack. The explorer tries every crash point and lost ack. (This is not yet a transactional inbox: that pattern first stores the message in an inbox table and acks, then processes it from there.)
task = Run the explorer.
question = Which guarantee does this consumer give for its database changes?
takeaway = Redelivery still happens, but every extra delivery finds its id committed together with the change: the effect on the database happens exactly once.
