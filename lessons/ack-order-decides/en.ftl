title = Where the ack sits decides the guarantee
narrative = The explorer tries every single crash point and lost ack on this consumer and reports the strongest promise it keeps.
task = Open What could go wrong? and run the explorer, then move ack below apply and run it again.
question = Which guarantee does receive, ack, apply give?
takeaway = Ack before the work: losses, never duplicates. Ack after the work: duplicates, never losses. The order of two lines picks the semantics.
