title = The inbox pattern
narrative = Check the id, apply the change, record the id, all in one transaction, then ack. The explorer tries every crash point and lost ack.
task = Run the explorer.
question = Which guarantee does this consumer give for its database changes?
takeaway = Redelivery still happens, but every extra delivery finds its id committed together with the change: the effect happens exactly once.
