title = The dedup record must commit with the change
narrative = Here the order is committed first and the id is recorded afterwards, on its own. The worker crashes between the two.
task = Run it, then move processed.insert above db.commit and run it again.
question = How does m1 end as written?
takeaway = If the change and the dedup record commit separately, a crash between them leaves a change that dedup does not know about.
