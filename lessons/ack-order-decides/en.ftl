title = Where the ack sits decides the guarantee
narrative = The explorer tries every single crash point and lost ack on this consumer and reports the strongest promise it keeps.
task = Open What could go wrong? and run the explorer, then move ack below apply and run it again.
question = Which guarantee does receive, ack, apply give?
takeaway = With one worker and a producer that publishes each message once, ack before the work can lose a message but never applies it twice, and ack after the work can apply it twice but never loses it: the order of two lines picks the semantics. Those conditions matter. With a second worker, a stall past the visibility timeout gets the message delivered again even after an early ack, and a producer that retries can put a second copy in the queue: then ack-first duplicates too.
