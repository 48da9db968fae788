title = Dedup needs a stable id
narrative = The producer never hears the broker's confirm and publishes m1 again, so the queue holds two copies. The consumer records every processed id in a table.
task = Run it and look at processed_messages.
question = How does m1 end?
takeaway = The copy carries the same id, so the dedup check recognises it and skips it.
