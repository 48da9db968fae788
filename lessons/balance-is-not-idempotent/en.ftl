title = Adding to a balance twice is not
narrative = Same consumer, same crash, but the message adds 100 to a balance.
task = Run it and read the balance.
question = What is the verdict for m1?
takeaway = balance += 100 is not idempotent: every extra delivery adds money. At-least-once delivery needs idempotent processing.
