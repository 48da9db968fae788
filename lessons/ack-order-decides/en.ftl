title = Where the ack sits decides the guarantee
narrative = The explorer tries every single crash point and lost ack on this consumer and reports the strongest promise it keeps.
task = Open What could go wrong? and run the explorer, then move ack below apply and run it again.
question = Which guarantee does receive, ack, apply give?
takeaway = Under four conditions (one worker, a durable broker, a producer that publishes each message once, and acks whose answer the consumer waits for: see How this broker behaves), ack before the work can lose a message but never applies it twice, and ack after the work can apply it twice but never loses it: the order of two lines picks the semantics. The conditions matter. With a second worker, a worker that stalls between receive and its ack for longer than the visibility timeout lets another worker take the same message, and a producer that retries can put a second copy in the queue: then ack-first duplicates too.
