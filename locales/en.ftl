# AckLab, English. Keys are grouped by the part of the screen that shows them.

app-title = AckLab
app-tagline = Arrange a message consumer, break it on purpose, and watch orders, balances and card charges come out right, vanish or double.
copy-link = Copy link
link-copied = Link copied to the clipboard.
link-copy-failed = Copy the address from the address bar: the browser refused the clipboard.
dismiss = Dismiss
broken-link = This link's scenario could not be opened ({ $reason }). The default scenario is loaded instead.

## The consumer editor
editor-title = Consumer
editor-help = Drag lines, or focus one and press Alt+Up / Alt+Down. Click the gutter to crash the worker after that line.
editor-invalid = This order cannot run: { $reason }
line-label = Line { $number }: { $code }
crash-after = Crash after { $step }
move-up = Move up
move-down = Move down
remove-line = Remove line
add-step = Add { $step }
palette-title = Add a step
crash-target = Crash points apply to
crash-target-message = Message
crash-target-delivery = Delivery

## Playback
play = Play
pause = Pause
step = Step
step-back = Step back
run-to-end = Run to end
reset = Reset
speed = Speed
timeline-position = Tick { $tick } of { $end }
scrubber = Time

## Settings
settings-title = Settings
messages-title = Messages
add-message = Add a message
remove-message = Remove { $id }
op-create_order = create order
op-deposit = deposit
op-set_status = set status = paid
op-charge = charge the card
dedup-store = Dedup store
dedup-none = none
dedup-memory = worker memory
dedup-table = processed_messages table
dedup-unique = Unique constraint on the id
workers = Workers
visibility-timeout = Visibility timeout (ticks)
max-deliveries = Max deliveries
broker-durable = Durable broker
producer-retry = Producer retries without a confirm
producer-stable-ids = Retries keep the message id
producer-idempotent = Idempotent producer
payment-key = Payment idempotency key
payment-reconcile = Check the charge's status before charging
retry-backoff = Retry backoff (ticks)
retry-multiplier = Backoff multiplier
retry-jitter = Jitter

## Faults
faults-title = Faults
fault-add = Add fault
fault-remove = Remove fault
fault-kind = Kind
fault-none = No faults: everything goes right.
fault-crash = crash { $message } after { $step } (delivery { $delivery })
fault-lose_ack = lose the ack of { $message } (delivery { $delivery })
fault-lose_publish_confirm = lose the publish confirm of { $message }
fault-lose_payment_response = lose the payment response for { $message } (delivery { $delivery })
fault-stall = stall { $message } after { $step } for { $ticks } ticks (delivery { $delivery })
fault-poison = { $message } is a poison message
fault-transient = { $message } fails { $failures } times
fault-broker_crash = crash the broker at tick { $at }

## The system
system-title = System
producer = Producer
broker = Broker
ready = Ready
in-flight = In flight
dead-letters = Dead letters
delayed = Waiting to retry
visible-in = visible again in { $ticks ->
    [one] { $ticks } tick
   *[other] { $ticks } ticks
}
worker-name = Worker { $number }
worker-idle = idle
worker-down = crashed, back at t={ $tick }
worker-busy = { $id } (delivery { $delivery }): next { $step }
worker-waiting = waiting for worker { $holder }
worker-stalled = stalled until t={ $tick }
empty = empty

## Data
data-title = Data
orders = Orders
order-number = Order
from-message = From message
balance = Balance
processed-messages = processed_messages
charges = Card charges
statuses = Order status
duplicate-row = duplicate
ghost-row = expected, never came
amount = Amount
status = Status

## Verdict
verdict-title = Verdict
summary-all-ok = all ok
summary-lost = { $count } lost
summary-duplicated = { $count } duplicated
summary-dead-lettered = { $count } dead-lettered
summary-pending = { $count } pending
message = Message
operation = Operation
applied = Applied
outcome = Outcome
deliveries = Deliveries
outcome-ok = ok
outcome-lost = lost
outcome-duplicated = duplicated
outcome-dead_lettered = dead-lettered
outcome-pending = pending
jump-to = Jump to { $tick }

## Explorer
explorer-title = What could go wrong?
explore = Explore every single fault
guarantee = Guarantee: { $name }
explored = { $schedules ->
    [one] { $schedules } schedule
   *[other] { $schedules } schedules
}: { $lost } lose a message, { $duplicated } duplicate one.
explorer-help = Each cell adds one fault to the scenario. Click a cell to replay it.
fault-point = Fault

## Events
events-title = Events
no-events = Nothing has happened yet. Press Play.
