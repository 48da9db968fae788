title = A unique constraint closes the race
narrative = The same race, but processed_messages has a unique constraint on the id.
task = Run it and find the refused insert on the timeline.
question = How does m1 end?
takeaway = The database refuses the second insert of the same id, the late transaction rolls back, and the change is not repeated.
