title = Work first, then commit the offset
narrative = Now the consumer of the Kafka-like log does the work first and commits the offset afterwards. It crashes while it handles m2, a deposit: after the balance changed, before the commit. The group waits for the crashed worker until its session times out, then hands the partition out again from the last committed offset.
task = Press Run to end and follow m2 in the timeline and in the balance.
question = What happens to the deposit of m2?
takeaway = Work before the commit never skips a record, but a crash before the commit makes the group read it again from the committed offset: at-least-once. A deposit applied twice doubles the money, so the consumer also needs a way to recognise a record it has already handled; the lessons after this one show how.
