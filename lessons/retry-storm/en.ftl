title = A retry storm
narrative = The payment service is down from t=2 to t=13. Four workers charge cards, and each failed charge is retried at once, with no wait.
task = Press Run to end and look at the Metrics panel: payment calls, and the refused ones over them. Then in Settings set Retry backoff to 2 and Backoff multiplier to 2, turn Jitter on, and run again.
question = What becomes of p2?
takeaway = Retries with no wait turn an outage into a storm: the struggling service gets the most calls exactly when it can answer none, and each message caught by the outage uses up its deliveries within a few ticks and ends in the dead-letter queue. Exponential backoff spreads each message's retries out, so they outlast the outage. Jitter keeps clients that failed at the same moment from retrying in lock-step; here the charges came a tick apart, so it has little to break up.
