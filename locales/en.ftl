# AckLab, English. Keys are grouped by the part of the screen that shows them.

app-title = AckLab
app-tagline = Arrange a message consumer, break it on purpose, and watch orders, balances and card charges come out right, vanish or double.
copy-link = Copy link
language = Language
link-copied = Link copied to the clipboard.
link-copy-failed = Copy the address from the address bar: the browser refused the clipboard.
dismiss = Dismiss
broken-link = This link's scenario could not be opened ({ $reason }). The default scenario is loaded instead.
texts-not-loaded = The texts in { $language } could not be loaded, so AckLab shows English. Check the connection and pick the language again.

## The consumer editor
editor-title = Consumer
editor-help = Click the circle beside a line to crash the worker right after it. To change the order, drag a line or use its ↑ ↓ ✕ buttons (they show on the line you point at or focus).
editor-invalid = This order cannot run: { $reason }
line-label = Line { $number }: { $code }
crash-after = Crash { $message } (delivery { $delivery }) after { $step }
move-up = Move up
move-down = Move down
remove-line = Remove line
add-step = Add { $step }
palette-title = Add a step
crash-target = Crash points apply to
crash-target-message = Message
crash-target-delivery = Delivery
crash-target-summary = Crash points: { $message }, delivery { $delivery }

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
op-set_status = set the status
op-charge = charge the card
dedup-store = Dedup store
dedup-none = none
dedup-memory = worker memory
dedup-table = processed_messages table
dedup-unique = Unique constraint on the id
workers = Workers
visibility-timeout = Visibility timeout (ticks)
consumer-timeout = Consumer timeout (ticks)
broker-like = Behaves like
broker-like-sqs = Amazon SQS
broker-like-rabbitmq = RabbitMQ 3.x
retry-rabbitmq-note = RabbitMQ has no retry delay of its own: a nacked message goes back to the head of the queue at once, so the backoff below is not used. A delay needs a wait queue with a message TTL and a dead-letter exchange.
max-deliveries = Max deliveries
message-ttl = Message TTL: dead-letter a message that waited this long (ticks, 0 = never)
broker-durable = Durable broker
producer-retry = Producer retries without a confirm
producer-stable-ids = Retries keep the message id
producer-idempotent = Idempotent producer
producer-idempotent-rabbitmq-note = RabbitMQ keeps no producer sequence numbers: on this queue a repeated publish is stored like any other, and only the consumer's deduplication can drop it.
producer-messages-per-tick = Messages published per tick
payment-key = Payment idempotency key
payment-reconcile = Check the charge's status before charging
retry-backoff = Retry backoff (ticks)
retry-title = Retries (on a queue only)
retry-multiplier = Backoff multiplier
retry-max-backoff = Longest backoff (ticks)
retry-jitter = Jitter

## Faults
faults-title = Faults
fault-add = Add fault
fault-cannot-happen-here = This fault cannot happen in this scenario at the message and delivery chosen above.
fault-remove = Remove fault
fault-kind = Kind
fault-none = No faults: everything goes right.
faults-show-all = { $count ->
    [one] Show { $count } more fault
   *[other] Show { $count } more faults
}
fault-crash = crash { $message } after { $step } (delivery { $delivery })
fault-lose_ack = lose the ack of { $message } (delivery { $delivery })
fault-lose_publish_confirm = lose the publish confirm of { $message }
fault-lose_payment_response = lose the payment response for { $message } (delivery { $delivery })
fault-stall = stall { $message } after { $step } for { $ticks } ticks (delivery { $delivery })
fault-poison = { $message } is a poison message
fault-transient = { $message } fails { $failures } times
fault-broker_crash = crash the broker at tick { $at }
faults-show-fewer = Show fewer faults

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
consumer-timeout-in = consumer timeout in { $ticks ->
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
jump-nav = Go to
orders = Orders
order-number = Order
from-message = From message
balance = Balance
processed-messages = processed_messages
charges = Card charges
operations-table = operations
operation-state = status (attempts), last error
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
why = Why
outcome-ok = ok
outcome-lost = lost
outcome-duplicated = duplicated
outcome-dead_lettered = dead-lettered
outcome-pending = pending
jump-to = Jump to t={ $tick }

## Explorer
explorer-title = What could go wrong?
explore = Explore every single fault
guarantee = Guarantee: { $name }
explored = { $schedules ->
    [one] { $schedules } schedule
   *[other] { $schedules } schedules
}: { $lost } lose a message, { $duplicated } duplicate one, { $parked } park one in the DLQ.
guarantee-meaning = The explorer tried { $pairs ->
    [true] every single fault and every pair of faults
    [stopped-true] single faults and pairs of faults, as many as its bound allowed
    [stopped-false] single faults, as many as its bound allowed
   *[false] every single fault
}: { $schedules ->
    [one] { $schedules } schedule
   *[other] { $schedules } schedules
}, counting the scenario as written. In them { $guarantee ->
    [exactly-once] no message was lost or duplicated
    [at-least-once] no message was lost, but some were duplicated
    [at-most-once] no message was duplicated, but some were lost
   *[none] messages were both lost and duplicated
}. The guarantee promises nothing beyond these schedules.
explored-truncated = The explorer stopped after { $schedules } schedules: some were not tried.
parked-note = Parked is not lost: a message in the dead-letter queue (DLQ) waits until someone inspects it and redrives or discards it. It does not change the guarantee.
explorer-help = Each cell adds one fault to the scenario. Click a cell to replay it.
explore-pairs = Explore every pair of faults too
explore-progress-label = Explorer progress
explore-progress = Schedules run: { $done } of { $total }
explore-cancel = Cancel
explore-failed = The explorer could not run: { $reason }
explore-unavailable = its files could not be loaded (are you offline?)
explore-crashed = it stopped with an error (a bug in AckLab; please report it)
explorer-pairs-note = The matrix shows single faults only; the pairs are in the counts above.
explorer-legend = ✔ ok · ✖ lost · ×2 duplicated · ‖ parked in the DLQ
outcome-parked = parked
fault-point = Fault

## Why a scenario cannot be used. $field is the path of the field at fault in the
## scenario's JSON, such as faults[0].after; step names are the consumer's code words.
error-at = { $field }: { $message }
error-malformed-json = the text is not valid JSON (line { $line }, column { $column }: { $detail })
error-document-not-object = a scenario must be a JSON object, not { $got }
error-not-object = must be an object, not { $got }
error-wrong-type = must be { $expected }, not { $got }
error-invalid-value = { $value } is not allowed here: it must be { $expected }
error-missing-field = the field “{ $name }” is missing
error-duplicate-field = the field “{ $name }” appears twice
error-unknown-field = there is no field “{ $name }” here; the fields are: { $expected }
error-unknown-variant = “{ $name }” is not a known value here; the values are: { $expected }
error-wrong-format = must be “{ $expected }”, not “{ $got }”
error-bad-id = an id is 1 to { $max } letters, digits or the characters _ - . : and “{ $got }” is not
error-id-used-twice = the id “{ $id }” is used twice
error-amount-not-allowed = only a deposit or a card charge has an amount, not “{ $op }”
error-message-count = a scenario holds 1 to { $max } messages, this one holds { $got }
error-must-start-with-receive = must start with receive: a consumer cannot work on a message it has not received
error-step-twice = the step { $step } appears twice
error-begin-without-commit = begin has no commit: the transaction would never end
error-commit-without-begin = commit has no begin: there is no transaction to commit
error-commit-before-begin = commit comes before begin
error-record-before-check = record_dedup comes before check_dedup: every message would look like a duplicate of itself
error-out-of-range = must be between { $low } and { $high }, not { $got }
error-too-many-faults = a scenario holds at most { $max } faults, this one holds { $got }
error-unknown-message = names the message “{ $message }”, which the scenario does not have
error-step-not-in-pipeline = the consumer has no { $step } step
error-not-a-charge = “{ $message }” is not a card charge, so it never calls the payment service
error-other = { $text }
json-null = null
json-boolean = true or false
json-number = a number
json-string = a text
json-array = a list
json-object = an object
json-unknown = { $words }
broken-base64 = the link's scenario is not valid base64url
broken-utf8 = the link's scenario is not UTF-8 text

## Events
events-title = Events
no-events = Nothing has happened yet. Press Play.

## Explanations: one message per kind of cause. $tick is the tick of the event the
## cause points at; workers count from 1.
cause-effect-applied = { $op ->
    [create_order] { $nth ->
        [1] worker { $worker } created order #{ $order } at t={ $tick }
       *[other] worker { $worker } created a second order, #{ $order }, at t={ $tick }
    }
    [deposit] worker { $worker } added { $amount } to the balance{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
    [set_status] worker { $worker } set the order status to { $status }{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
    [upsert] worker { $worker } wrote the order{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
    [send_email] worker { $worker } sent the e-mail{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
    [emit] worker { $worker } wrote the output record{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
   *[charge] the payment service charged the card { $amount }{ $nth ->
        [1] {""}
       *[other] {" "}again
    } at t={ $tick }
}
cause-crashed = { $next ->
    [none] worker { $worker } crashed at t={ $tick }, after { $after }, its last step
   *[other] worker { $worker } crashed at t={ $tick }, after { $after } and before { $next }
}
cause-ack-lost = { $broker_down ->
    [true] the ack from worker { $worker } failed at t={ $tick }: the broker was down
   *[false] the ack from worker { $worker } was lost at t={ $tick }
}
cause-stalled = worker { $worker } froze for { $ticks } ticks at t={ $tick }, past the broker's timeout
cause-visibility-expired = the visibility timeout ran out at t={ $tick } with no ack, so the broker took the message back
cause-channel-closed = worker { $worker }'s channel closed at t={ $tick } ({ $reason ->
    [worker_crashed] the worker's process died
    [ack_lost] the connection dropped with the ack
   *[consumer_timeout] the consumer timeout ran out
}), so the broker took the message back at once
cause-apply-failed = apply failed at t={ $tick } ({ $error ->
    [poison] a poison message, failing every time
    [poison_permanent] a permanent error
    [payment_outage] the payment service was down
    [payment_overloaded] the payment service was over its capacity
   *[transient] a transient error
})
cause-payment-response-lost = the card was charged but the answer was lost at t={ $tick }, so worker { $worker } could not tell it had paid
cause-broker-requeued = the broker crashed at t={ $tick } and put the unacked message back in the queue
cause-redelivered = redelivered at t={ $tick } to worker { $worker } (delivery { $delivery })
cause-fault-struck = { $fault ->
    [duplicate_delivery] with nothing failed, the broker handed the message out again at t={ $tick }
   *[other] a { $fault } fault struck at t={ $tick }
}
cause-republished = { $new_id ->
    [none] the producer got no confirm at t={ $tick } and published again: a second copy in the queue
   *[other] the producer got no confirm at t={ $tick } and published again under a new id, { $new_id }
}
cause-no-dedup-store = there is no dedup store, so nothing remembers which ids were processed
cause-no-dedup-check = the consumer never checks whether it already processed the id
cause-no-dedup-record = the consumer never records the processed id
cause-new-id-not-recognised = the copy carries a new id ({ $new_id }), so neither a dedup record nor an idempotency key can recognise it
cause-dedup-memory-forgotten = worker { $worker }'s in-memory dedup set was emptied when it restarted at t={ $tick }
cause-dedup-memory-per-worker = the dedup set lives in each worker's memory, and another worker took the copy
cause-dedup-not-in-same-transaction = the dedup record was not committed in the same transaction as the change
cause-check-then-insert-race = both deliveries checked the dedup table before either had committed its record
cause-no-unique-constraint = with no unique constraint, the second insert of the id succeeded
cause-charge-outside-transaction = the card charge is a call to another system, outside any database transaction: nothing in the database can undo it, and no record of the attempt was committed before the call to stop a second one
cause-email-sent-directly = the consumer sent the e-mail itself, outside the database transaction: nothing can take an e-mail back, and the mail service has no idempotency key, so the next delivery sent it again
cause-no-idempotency-key = the payment call carried no idempotency key, so the service charged again
cause-status-check-race = both deliveries asked for the charge's status before either charge was taken
cause-acked-before-effect = worker { $worker } acked the message at t={ $tick }, before its effect was committed
cause-abandoned-after-ack = the consumer gave up at t={ $tick } after it had acked
cause-not-redelivered = the broker never redelivers an acked message, so the effect never happened
cause-skipped-as-duplicate = worker { $worker } found the id already recorded at t={ $tick } and skipped the message as a duplicate
cause-dropped-by-broker = the broker crashed at t={ $tick } and, not being durable, lost the message
cause-publish-gave-up = { $attempts ->
    [1] the producer published while the broker was down and, not retrying, gave up at t={ $tick }
   *[other] the producer published { $attempts } times while the broker was down, then gave up at t={ $tick }
}
cause-no-apply-step = the pipeline has no apply step, so nothing is ever applied
cause-dead-lettered = { $reason ->
    [expired] it waited in the queue longer than the queue's message TTL, and the broker moved it to the dead-letter queue at t={ $tick }
    [permanent_error] the consumer rejected it as a permanent error, without a retry, and the broker moved it to the dead-letter queue at t={ $tick }
   *[max_deliveries] after { $deliveries ->
        [one] { $deliveries } delivery
       *[other] { $deliveries } deliveries
    }, the most the broker allows, the broker moved it to the dead-letter queue at t={ $tick }
}
cause-parked-needs-attention = it is parked there, not lost: it waits until someone inspects it and redrives or discards it
cause-never-applied = the effect was never applied

## The event log: one message per kind of trace event. $id is the message copy's id,
## $worker counts from 1.
event-published = { $id } published (attempt { $attempt })
event-publish-rejected = publish of { $message } refused: the broker is down
event-publish-confirm-lost = the confirm for { $id } was lost
event-duplicate-publish-dropped = the broker dropped a repeated publish of { $message }
event-publish-gave-up = the producer gave up on { $message }
event-delivered = { $id } delivered to worker { $worker } (delivery { $delivery })
event-step-done = worker { $worker }: { $step } done for { $id }
event-dedup-hit = worker { $worker } found { $id } already processed
event-dedup-recorded = worker { $worker } recorded { $id } as processed
event-dedup-wait = worker { $worker } waits for worker { $holder }'s insert of { $id }
event-dedup-conflict = the unique constraint refused { $id } for worker { $worker }
event-applied = worker { $worker } applied { $id }
event-effect-committed = { $id }'s change committed by worker { $worker }
event-committed = worker { $worker } committed
event-rolled-back = worker { $worker } rolled back { $discarded } writes
event-charged = card charged for { $id }
event-charge-replayed = the payment service replayed the first charge for { $id }
event-charge-found-by-status = the payment service says { $id } is already charged
event-charge-not-found-by-status = the payment service knows no charge for { $id }
event-operation-recorded = worker { $worker } wrote the operation row of { $id }: status { $status }, attempts { $attempts }
event-operation-already-done = worker { $worker } found the operation of { $id } succeeded already, so it does not call the service again
event-payment-response-lost = the payment answer for { $id } was lost
event-apply-failed = apply of { $id } failed ({ $error ->
    [payment_outage] the payment service is down
    [payment_overloaded] the payment service is over its capacity
   *[other] { $error }
})
event-acked = { $id } acked by worker { $worker }
event-ack-ignored = the broker ignored worker { $worker }'s ack of { $id }
event-ack-lost = worker { $worker }'s ack of { $id } was lost
event-ack-stale = worker { $worker }'s ack of { $id } was for delivery { $delivery }, which is no longer the current one: the broker keeps the message
event-channel-closed = { $reason ->
    [worker_crashed] worker { $worker } crashed and its connection closed: the broker took { $id } back at once
    [ack_lost] worker { $worker }'s connection dropped, and the ack with it: the broker took { $id } back at once
   *[consumer_timeout] worker { $worker } held { $id } past the consumer timeout: the broker closed its channel and took the message back
}
event-abandoned = worker { $worker } abandoned { $id }
event-finished = worker { $worker } finished { $id }
event-crashed = worker { $worker } crashed after { $after }
event-restarted = worker { $worker } restarted
event-stalled = worker { $worker } stalls for { $ticks } ticks
event-visibility-expired = { $id } is visible again (delivery { $delivery } timed out)
event-fault-struck = { $fault ->
    [duplicate_delivery] { $id } made visible again with nothing failed (after delivery { $delivery })
   *[other] a { $fault } fault struck { $id } (delivery { $delivery })
}
event-retry-scheduled = { $id } will be retried at t={ $ready_at }
event-dead-lettered = { $id } moved to the dead-letter queue
event-broker-crashed = the broker crashed
event-copy-dropped = the broker lost { $id }
event-copy-requeued = the broker put { $id } back in the queue
event-broker-restarted = the broker is back

## Rows of the explorer's matrix.
point-crash = crash after { $step } (delivery { $delivery })
point-stall = stall { $ticks } after { $step } (delivery { $delivery })
point-lose-ack = lose ack (delivery { $delivery })
point-lose-payment-response = lose payment response (delivery { $delivery })
point-lose-publish-confirm = lose publish confirm
point-broker-crash = broker crash at t={ $at }
point-poison = poison
point-transient = transient error

## The timeline
timeline-title = Timeline
timeline-help = One lane per component, one row per tick. Arrows are publishes, deliveries, acks (offset commits on a log), database writes and charges; ✖ is a crash or a loss. Point at, focus or tap an event to read it under the chart; a click or a tap jumps there.
timeline-scrolls = The chart is wider than a phone's screen: swipe it sideways to see every lane.
database = Database
payments = Payment service
offer-lose_ack = Lose the ack of { $id }
offer-lose_publish_confirm = Lose the publish confirm of { $id }
offer-lose_payment_response = Lose the payment response for { $id }
timeline-inject = Turn into a fault:
explore-too-big = The explorer runs on scenarios of up to { $limit } messages; remove some messages to explore.
more-copies = … and { $count } more
more-rows = { $count ->
    [one] and { $count } more row, not shown
   *[other] and { $count } more rows, not shown
}
crash-needs-valid-order = Fix the order of the lines first: a crash point needs a consumer that can run.
broken-link-kept = This link's scenario could not be opened ({ $reason }). Nothing was changed.
broken-link-lesson = This link's scenario could not be opened ({ $reason }). The lesson opens with its own scenario.

## The fault menu
kind-lose_ack = lose the ack
kind-lose_publish_confirm = lose the publish confirm
kind-lose_payment_response = lose the payment response
kind-stall = stall past the broker's timeout
kind-poison = poison message
kind-transient = transient error (fails twice)
kind-broker_crash = crash the broker now

## Lessons
lessons-title = Lessons
lessons-done = { $done } of { $total } lessons done
choose-lesson = Lesson
start-lesson = Start the lesson
back-to-own-scenario = Back to my scenario
lesson-of = Lesson { $number } of { $total }
lesson-task = Your task:
check-answer = Lock in my answer
skip-question = Skip the question
predict-first = Answer first: the run unlocks once you have made your prediction.
edits-after-prediction = The lesson's question comes first: these change once you have answered it or skipped it.
now-run = Now press Play or Run to end and watch what happens.
answer-right = Right: the simulator agrees with you.
answer-wrong = Not quite: the simulator says { $answer }.
answer-skipped = The simulator says { $answer }.
try-yourself = Try it yourself: change the order, the settings or the faults, and run again.
lesson-agrees-rabbitmq = The same verdicts come out on RabbitMQ 3.10 with PostgreSQL 15: checked by the conformance suite.
lesson-agrees-rabbitmq-and-sqs = The same verdicts come out on RabbitMQ 3.10 and on moto, an SQS emulator, each with PostgreSQL 15: checked by the conformance suite.
lesson-agrees-sqs = The same verdicts come out on moto, an SQS emulator, with PostgreSQL 15: checked by the conformance suite.
lesson-agrees-kafka = The same verdicts come out on tansu, a Kafka-compatible broker, with PostgreSQL 15: checked by the conformance suite.
lesson-agrees-payment-stand-in = The broker and the database in that run were real; its payment service, like the simulator's, was a stand-in of ours (there, a table reached on a connection outside the worker's transaction).
lesson-agrees-mail-stand-in = The broker and the database in that run were real; its mail service, like the simulator's, was a stand-in of ours (there, a table reached on a connection outside the worker's transaction).
next-lesson = Next lesson
close-lesson = Close the lesson
guarantee-none = none

## Reference: the glossary and the rules of the simulated broker
glossary = Glossary
close-reference = Close
lesson-terms = New terms in this lesson:
broker-rules-link = How this broker behaves


## Every screen: editing, the timeline, the ledger and the explorer
line-running = Worker { $number } runs this line next
add-transaction = Add begin … commit
undo = Undo
redo = Redo
undo-keys = Undo the last edit (Ctrl+Z)
redo-keys = Redo the edit you undid (Ctrl+Shift+Z)
dedup-needs-store = The dedup steps need somewhere to keep the ids they have seen, and the dedup store is set to none.
use-dedup-table = Keep the ids in a database table
in-glossary = In the glossary
guarantee-defined = { $guarantee ->
    [exactly-once] Exactly-once: each message takes effect once, however many times it is delivered.
    [at-least-once] At-least-once: no message is lost, but a message can take effect more than once.
    [at-most-once] At-most-once: no message takes effect twice, but a message can be lost.
   *[none] No guarantee: a message can be lost, and a message can take effect twice.
}
replayed = Replayed this cell: { $outcome }. The verdict and the timeline show the run.
now-explore = This question is about the guarantee: run What could go wrong? (the explorer) and read what it derives.
quiet-ticks = … { $count } quiet ticks (t={ $from }–{ $to }): nothing happened …
timeline-hidden = The timeline draws its last 30 rows; of the first { $ticks } ticks it keeps only the first 10 with a crash or a loss. Scrub back to see the rest.
timeline-more = { $count ->
    [one] +{ $count } more event at this tick, not drawn
   *[other] +{ $count } more events at this tick, not drawn
}
summary-start = t=0: the run has just started and no message has finished yet. Press Step to go on one tick, or Run to end.
why-of = Why { $id } ended so
ledger-show-wrong = Show only the messages that went wrong
ledger-show-all = Show all { $count } messages
bulk-help = { $count } messages: give a range of them and the operation they all get. Positions count from 1.
bulk-first = From message
bulk-last = to message
bulk-apply = Set these messages
each-message = Each message on its own
reference-loading = Loading the texts of this page…
reference-not-loaded = The texts of this page could not be loaded. Check the connection and open it again.
lesson-not-loaded = The texts of this lesson could not be loaded. Check the connection and start it again.
show-more = Show { $count } more
bulk-empty = The range is empty: the first position must not be after the last.
present = Present
present-key = Presenter mode: large type, the run on one screen (key P)
present-leave = Leave presenter mode (P)
help-button = Keys (?)
help-title = Keyboard shortcuts
help-note = No key acts while you type in a field; Space and the arrows leave a focused button or line alone.
key-play = Play or pause
key-step = One tick forward
key-step-back = One tick back
key-reset = Back to t=0
key-end = Run to the end
key-speed = Faster or slower
key-present = Presenter mode on or off
key-full-screen = Fill the screen, or stop filling it
key-undo = Undo or redo an edit
key-move-line = Move the focused line of the consumer up or down
key-help = Show or close this list

# A course page's frame (?embed, ?lock).
open-in-acklab = Open in AckLab
locked-refused = This copy of AckLab only plays the run: the course page locked its changes. Open it in AckLab to change it.
embed-unknown-panels = The address names panels that do not exist: { $names }. The panels are consumer, faults, settings, system, verdict, timeline, tables, metrics, explorer, events and lesson.

# The Files menu (static/files.js does the reading and writing).
files-menu = Menu
files-save = Save the scenario (.acklab.json)
files-open = Open a scenario file…
files-timeline-svg = The timeline to the tick on screen, as SVG
files-timeline-png = The timeline to the tick on screen, as PNG (2×, for slides)
files-drop = Or drop an .acklab.json file on the page.
files-not-loaded = The menu's saving tools could not be fetched (is the connection down?). Choose the item again to try once more.
part-waiting = Loading this part of AckLab…
part-failed = This part of AckLab could not be fetched (is the connection down?).
part-retry = Try again
update-ready = A new version of AckLab is ready.
update-reload = Reload
import-refused = This file's scenario could not be opened ({ $reason }). Nothing was changed.

# Decks: prepared scenarios flipped through in class.
key-slides = The next or the previous slide of a deck (a presentation clicker sends these)
files-deck = Add this scenario to a deck…
deck-title = Deck
deck-keys = PageDown and PageUp flip the slides
deck-previous = Previous
deck-next = Next
deck-edit = Edit the deck
deck-slide-of = Slide { $number } of { $total }:
deck-editor-title = Deck
deck-help = A deck is scenarios prepared for a class, each with a title and a note. Add the scenario on screen as a slide, then copy the link: it holds the whole deck. In class, PageDown and PageUp flip the slides.
deck-slide-title = Title
deck-slide-note = Note for the class
deck-add = Add the scenario on screen as a slide
deck-close = Close the deck
deck-closed = { $count ->
    [one] The deck of { $count } slide is closed.
   *[other] The deck of { $count } slides is closed.
}
deck-reopen = Reopen the deck
deck-done = Done
deck-move-up = Move “{ $title }” up
deck-move-down = Move “{ $title }” down
deck-remove = Remove “{ $title }”
deck-untitled = Slide { $number }
deck-broken = This link's deck could not be opened ({ $reason }).
deck-broken-slide = slide { $number }: { $reason }
deck-broken-shape = the link's deck is not a list of slides, each with a title, an optional note and a scenario: { $detail }
deck-no-slides = the link's deck has no slides

# Two consumers side by side.
compare-button = Compare
compare-button-help = Pin this consumer as B and compare the one you edit with it, on the same messages, faults and settings
compare-title = Two consumers compared
compare-close = Stop comparing
compare-help = A is the consumer you edit, B the one you pinned. Both get the same messages, settings and faults (a fault after a line B does not have is left out), and one set of controls plays both.
compare-a = A: the consumer you edit
compare-b = B: the pinned consumer
compare-same = So far both consumers give every message the same outcome.
compare-differ = { $count ->
    [one] One message ends differently:
   *[other] { $count } messages end differently:
}
compare-refused = These lines cannot be compared ({ $reason }).

# The Embed dialog.
files-embed = Embed in a course page…
embed-title = Embed in a course page
embed-help = Paste this into a course page: a compact AckLab with the scenario on screen, in this language, with the panels you pick. The lines under the frame size it to the app.
embed-help-lesson = Paste this into a course page: a compact AckLab on the lesson on screen, in this language, with the panels you pick; the frame stays on the lesson. The lines under the frame size it to the app.
embed-panels = Panels
embed-lock = Locked: the run plays, but nothing can be changed
embed-code = The code for the course page
embed-copy = Copy the code
embed-preview = Preview
snippet-copied = The code is copied to the clipboard.
snippet-copy-failed = The browser refused the clipboard: select the code and copy it.
files-results-png = The verdict and the tables as PNG (2×)
broken-deflated = the link's compressed scenario could not be unpacked (a cut-off link, or a browser without CompressionStream)

## The log broker (format acklab/2): offsets, partitions, the consumer group.
fault-lose_commit = lose the offset commit after { $message } (poll { $delivery })
kind-lose_commit = lose the offset commit
point-lose-commit = lose offset commit (poll { $delivery })
offer-lose_commit = Lose the offset commit after { $id }
error-needs-format-two = belongs to format acklab/2: say "format": "acklab/2" to use it
error-must-start-with-poll = must start with poll: a consumer of a log works only on records it has polled
error-step-needs-broker = the step { $step } needs a broker of kind { $broker }
error-fault-needs-broker = a { $fault } fault needs a broker of kind { $broker }
error-like-needs-queue = names which queue broker to behave like, and a log has none
error-fault-not-like = a { $fault } fault does not happen on a broker like { $like }
error-not-simulated-yet = is part of the format but not simulated yet
cause-committed-past = { $auto ->
    [true] the auto-commit timer of worker { $worker }
   *[other] worker { $worker }
} committed offset { $offset } in partition { $partition } at t={ $tick }, past record { $record }, whose effect had not been applied
cause-polled-again = polled again at t={ $tick } by worker { $worker } (poll { $poll })
cause-not-read-again = the group resumes a partition from its committed offset, so nothing read the record again
cause-removed-from-group = at t={ $tick } the group removed worker { $worker }: it had not polled again within max_poll_interval ({ $interval } { $interval ->
    [one] tick
   *[other] ticks
}), so its partition went to another worker, which read on from the committed offset, while worker { $worker } went on with the record it had (a zombie)
cause-commit-refused = at t={ $tick } the group refused the offset commit of worker { $worker } (in Kafka, a CommitFailedException): a removed member cannot commit, but what it had written stayed written
cause-resumed-past = { $worker ->
    [none] at t={ $tick } partition { $partition } was left without a consumer, at the committed offset { $offset }
   *[other] at t={ $tick } partition { $partition } went to worker { $worker }, which started at the committed offset { $offset }, so the record was never read again
}
event-offset-committed = worker { $worker } committed offset { $offset } in partition { $partition } after { $id }
event-offset-auto-committed = worker { $worker }'s client auto-committed offset { $offset } in partition { $partition }
event-offset-commit-lost = worker { $worker }'s commit of offset { $offset } in partition { $partition } was lost
event-offset-commit-rejected = the group refused worker { $worker }'s commit of offset { $offset }: it had removed the worker from the group, and partition { $partition } has moved to another worker
event-session-expired = the group stopped waiting for worker { $worker }
event-poll-interval-exceeded = worker { $worker } did not poll again within max_poll_interval: the group removed it and gave its partitions to others; the worker does not know yet and goes on
event-partition-assigned = { $worker ->
    [none] partition { $partition } has no consumer left (committed offset { $offset })
   *[other] partition { $partition } goes to worker { $worker }, from offset { $offset }
}
event-partition-revoked = worker { $worker } gives up partition { $partition } at its poll, as the rebalance asked (generation { $generation })

## Order and versions (format acklab/2): status updates, check_version, upsert.
op-upsert = upsert the order (insert or update by key)
outcome-out_of_order = out of order
stale-row = older than the status it replaced
event-version-skipped = worker { $worker } skipped { $id }: the order already has version { $stored }
cause-overwritten-by-older = at t={ $tick } worker { $worker } wrote { $older }, an older update ({ $versioned ->
    [true] version { $older_version } < { $version }
   *[other] sent first
}), and the status went back to { $older_status }
cause-no-version-check = the consumer writes the status without comparing versions (no check_version)
cause-version-check-race = the older update passed check_version before the newer status was committed
error-only-for-set-status = only a set_status message has a status or a version
error-bad-status = a status is 1 to { $max } lowercase letters, digits or _ characters, and “{ $got }” is not
error-versions-mixed = some status updates of the order “{ $key }” have a version and some do not: give each one a version, or none
error-version-needed = check_version compares versions: every set_status message needs a version
error-version-check-after-apply = check_version comes after apply: the status would be written before it is checked
error-operation-steps-misplaced = record_attempt and record_result go together, the attempt before apply and the result after it
summary-out-of-order = { $count } out of order
explored-out-of-order = { $schedules ->
    [one] In 1 schedule an older status update overwrote a newer one: every update took effect, but in the wrong order. The guarantee above counts losses and duplicates only.
   *[other] In { $schedules } schedules an older status update overwrote a newer one: every update took effect, but in the wrong order. The guarantee above counts losses and duplicates only.
}
error-batch-commit-place = with more than one record per poll, commit_offset comes right after poll (the whole batch) or last (after the batch)
error-poll-interval-too-short = consumer.max_poll_interval must be at least { $least } ticks: one poll's records take longer than that to process with no fault, so every member would be removed at every poll and the records replayed again and again
cause-crashed-later-in-poll = worker { $worker } crashed at t={ $tick } on { $record }, later in the same poll, before the offset commit that would have covered this record
cause-crashed-earlier-in-poll = worker { $worker } crashed at t={ $tick } on { $record }, earlier in the same poll, so this record was never processed
cause-offset-commit-lost = at t={ $tick } the commit of offset { $offset } in partition { $partition } by worker { $worker } was lost, so the committed offset stayed before this record
cause-crashed-on-later-record = worker { $worker } crashed at t={ $tick } on { $record }, before a later commit covered this record
cause-parked-in-dead-letter-topic = { $reason ->
    [permanent_error] as a permanent error, without a retry
   *[max_deliveries] after { $deliveries ->
        [one] { $deliveries } poll
       *[other] { $deliveries } polls
    }, the most the consumer allows
}, worker { $worker } wrote it to the dead-letter topic at t={ $tick } and committed past it
cause-partition-blocked = at t={ $tick } worker { $worker } gave up on the record at offset { $offset } of partition { $partition } after { $deliveries ->
    [one] { $deliveries } poll
   *[other] { $deliveries } polls
}; without a dead-letter topic nobody reads partition { $partition } past it
cause-waits-behind = this record waits in the partition behind { $record }, which blocks it
event-dead-letter-topic-written = worker { $worker } wrote { $id } to the dead-letter topic
event-partition-blocked = worker { $worker } gave up on { $id }: partition { $partition } is blocked at offset { $offset }
error-tx-steps-unpaired = a Kafka transaction needs begin_tx and then commit_tx, both in the pipeline
cause-emit-outside-kafka-transaction = the output record is written outside a Kafka transaction, so it stays although the offset after it was never committed
cause-reads-uncommitted = the downstream reader reads uncommitted records (read_uncommitted), so it also counts the record of the aborted transaction
cause-outside-kafka-transaction = the Kafka transaction covers the output records and the offset, not the database or the card: aborting it does not undo this effect
op-emit = emit an output record
event-output-written = worker { $worker } wrote an output record for { $id }{ $in_transaction ->
    [true] {" "}inside its Kafka transaction
   *[other] {""}
}
event-kafka-tx-committed = worker { $worker }'s Kafka transaction committed ({ $records } output records)
event-kafka-tx-aborted = worker { $worker }'s Kafka transaction aborted{ $fenced ->
    [true] {" "}because the group refused its offset commit (the partition had moved)
   *[other] {""}
} ({ $records } output records never visible to read_committed)
output-topic = Output topic
invisible-row = not seen by a read_committed reader (its transaction is open or aborted)
record-state = Transaction
record-committed = committed
record-aborted = aborted
record-open = open
partition-head = { $worker ->
    [none] Partition { $partition } · no consumer
   *[other] Partition { $partition } · worker { $worker }
}
partition-offsets = committed offset { $committed } · next poll at { $position }
broker-kind = Broker type
broker-kind-queue = a queue (RabbitMQ, SQS)
broker-kind-log = a log (Kafka)
partitions = Partitions
session-timeout = Session timeout (ticks)
max-poll-records = Records per poll
auto-commit = Auto-commit every (ticks, 0 = off)
max-poll-interval = Remove a member that does not poll again within (ticks, 0 = never)
dead-letter-topic = Dead-letter topic for records that keep failing
isolation = The output topic's reader reads uncommitted records too (read_uncommitted, a Kafka consumer's default)
log-key = A record drawn dashed is committed; one with a blue frame is polled, not committed yet; a plain one is not polled yet; an orange frame marks a record the consumer gave up on, which blocks its partition.
partition-revoking = revoking: goes to worker { $worker } at its owner's next poll (a crashed owner's: when its session expires)
group-generation = Consumer group generation: { $generation }
member-removed = Worker { $worker } is out of the group (it did not poll within max_poll_interval): it still works on its record, but the group refuses its commits until it polls again and rejoins.
log-key-lost = A thick frame with ✗ marks a record that is committed although its effect never happened: the group will not read it again.
log-record-lost = committed, but its effect never happened

# What a bug that stopped the app shows (static/page.js draws it).
crash-title = AckLab stopped on an error of its own.
crash-body = Your scenario is still in the address bar. Copy the details for a bug report, or start again with the default scenario.
crash-copy = Copy the details
crash-copied = Copied
crash-reload = Reload with the default scenario
run-too-long-reason = its run passes { $events } events by tick { $tick }, more than this page can show; on the command line, acklab run runs it whole
run-too-long = This change was not made: { $reason }. Fewer messages, fewer deliveries per message or fewer workers make the run shorter.

## The producer's side (acklab/2): the orders service, its outbox and the relay.
outcome-phantom = phantom
summary-phantom = { $count } phantom
fault-crash_producer = crash the producer after { $step } for { $message }
fault-crash_relay = crash the outbox relay after { $step } on { $message }
kind-crash_producer = crash the producer
kind-crash_relay = crash the outbox relay
point-crash-producer = crash the producer after { $step }
point-crash-relay = crash the relay after { $step }
event-producer-step-done = the producer did { $step } for { $message }
event-source-committed = { $order ->
    [true] { $outbox ->
        [true] the order { $message } and its outbox row committed
       *[false] the order { $message } committed
    }
   *[false] { $outbox ->
        [true] the outbox row of { $message } committed
       *[false] the producer committed nothing for { $message }
    }
}
event-producer-crashed = the producer crashed after { $after } for { $message } (uncommitted rows rolled back: { $discarded })
event-producer-restarted = the producer restarted
event-outbox-read = the relay read the outbox row of { $message }
event-outbox-marked-sent = the relay marked the outbox row of { $message } sent
event-relay-crashed = the relay crashed after { $after } on { $message }
event-relay-restarted = the relay restarted
cause-producer-crashed = { $discarded ->
    [0] the producer crashed at t={ $tick }, right after { $after }
    [one] the producer crashed at t={ $tick }, right after { $after }, and its open transaction rolled back, discarding { $discarded } row
   *[other] the producer crashed at t={ $tick }, right after { $after }, and its open transaction rolled back, discarding { $discarded } rows
}
cause-published-before-commit = the producer published the event at t={ $tick }, before its transaction committed
cause-committed-not-published = the order was committed, but the publish after the commit never ran: the database and the broker are two separate writes with no transaction around both (a dual write); an outbox row written in the same transaction closes that gap
cause-published-before-write = the producer published the event at t={ $tick }, before it wrote the order, and the write never came: without a transaction each write stands alone (a dual write)
cause-written-not-published = the order was written (without a transaction, each write commits on its own), but the publish after it never ran: the database and the broker are two separate writes (a dual write); an outbox row written in one transaction with the order closes that gap
cause-outbox-row-not-written = the order was committed without its outbox row: the pipeline writes the row apart from the order's transaction, and it was never written, so the relay had nothing to publish; write the row in the order's transaction
cause-relay-published-row-without-order = the relay published the event at t={ $tick }, from an outbox row committed without its order: the pipeline writes the row and the order apart, and the order never came
cause-relay-crashed = the outbox relay crashed at t={ $tick }, right after { $after }
cause-marked-sent-before-publish = the relay marked the row sent at t={ $tick } before publishing it, so no later poll takes it again
cause-no-publish-step = the producer neither publishes nor writes an outbox row, so nothing is ever sent
cause-relay-republished = the relay published the row again at t={ $tick }, because it had not been marked sent
error-not-in-stage-pipeline = the producer has no { $step } step
error-relay-pipeline-shape = the relay starts with read_outbox, then has publish and mark_sent in either order

## Time and load (acklab/2): expiring dedup records and keys, redrive, outages.
event-dedup-expired = worker { $worker } found { $id }'s dedup record from t={ $written }, expired, so it goes ahead
event-copy-redriven = an operator redrove { $id } from the dead-letter queue
fault-redrive = redrive the dead-letter queue at tick { $at }
fault-duplicate_delivery = the broker hands { $message } out again (after delivery { $delivery })
kind-redrive = redrive the dead-letter queue now
point-redrive = redrive at t={ $at }
kind-duplicate_delivery = deliver it twice, with nothing failed
point-duplicate-delivery = duplicate delivery (delivery { $delivery })
cause-dedup-expired = at t={ $tick } the dedup record had expired (dedup.ttl is { $ttl } ticks), so the copy looked new
cause-idempotency-key-expired = the payment service had forgotten the idempotency key (payment.key_ttl is { $ttl } ticks), so it charged again
cause-redriven = at t={ $tick } an operator redrove the dead-letter queue, and the copy went back to the queue

## The explorer's smallest examples and phantoms.
explored-phantom = { $schedules ->
    [one] In 1 schedule the consumer applied an order that never committed at the source (a phantom). The guarantee above counts losses and duplicates only.
   *[other] In { $schedules } schedules the consumer applied an order that never committed at the source (a phantom). The guarantee above counts losses and duplicates only.
}
explorer-examples-title = The smallest example of each
explorer-example = { $outcome }: { $message }; { $faults }
explorer-example-as-written = the scenario as written
explorer-example-open-short = Open
explorer-example-open = Open the example: { $outcome }, { $message }

## The metrics panel: what an operator would watch, counted by the core per tick.
metrics-title = Metrics
metrics-help = { $width ->
    [1] Each chart counts per tick over the whole run; the vertical line marks the tick on screen.
   *[other] Each point of a chart counts { $width } ticks of the whole run; the vertical line marks the tick on screen.
}
metric-deliveries = Deliveries
metric-redeliveries = redeliveries among them
metric-acks = Acks
metric-offset-commits = Offset commits
metric-in-flight = Deliveries in flight
metric-dead-lettered = Dead-lettered
metric-duplicates-detected = Duplicates detected
metric-payment-calls = Payment calls
metric-payment-failures = refused
metric-consumer-lag = Consumer lag (records not yet committed)
metric-count-summary = { $total } in all; the most at one point: { $peak } (t={ $at }); now { $now }
metric-level-summary = the most at one point: { $peak } (t={ $at }); now { $now }
metrics-always-zero = Always 0 in this run: { $names }.

## The producer's panel and its tables (acklab/2).
producer-title = Producer: the orders service
producer-help = What the orders service does for each message, one at a time. Drag lines or press Alt+Up / Alt+Down on one. The gutter crashes the service after that line, for the message chosen above the consumer's lines.
relay-title = Outbox relay
relay-help = Publishes the committed rows of the outbox, oldest first. It must read a row first; publish and mark_sent may come in either order.
producer-crash-after = Crash the producer after { $step } for { $message }
relay-crash-after = Crash the relay after { $step } on { $message }
producer-palette = Steps to add to the producer
source-orders = Orders at the source (committed)
outbox-table = Outbox
outbox-sent = Sent
outbox-yes = yes
outbox-no = not yet
producer-orders-service = The producer is an orders service with its own database (acklab/2)

## The consumer's e-mails (send_email, consumer.email_outbox).
op-send_email = send an e-mail
email-outbox = E-mail outbox
emails-sent = E-mails sent
email-sent-by = sent by
email-by-worker = the worker
email-by-relay = the relay
email-outbox-setting = Send e-mails through an outbox table (a relay sends each committed row)
event-email-sent = { $relay ->
    [true] the mail relay sent the e-mail for { $id }
   *[other] worker { $worker } sent the e-mail for { $id }
}
