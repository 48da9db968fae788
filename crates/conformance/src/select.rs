//! Which scenarios the harness replays: every lesson and corpus scenario, and for each
//! either a reason it cannot be reproduced on a real system (yet) or none.

use std::path::Path;
use std::time::Duration;

use acklab_sim::{
    BrokerKind, BrokerLike, ConsumerConfig, DeadLetterReason, DedupStore, EventKind, Fault,
    FaultKind, Op, ProducerStep, Scenario, Step,
};

use crate::real::clock::MOST_WORKERS;
use crate::real::clock::RABBITMQ_CONSUMER_TIMEOUT;
use crate::real::consumer_timeout::rabbit_timing;
use crate::real::sqs::sqs_timing;
use crate::SCENARIO_LIMIT;

/// Every lesson's scenario (by lesson id) and every corpus scenario (by file name).
pub fn all_scenarios() -> Result<Vec<(String, Scenario)>, String> {
    let mut all: Vec<(String, Scenario)> = acklab_lessons::course()?
        .into_iter()
        .map(|lesson| (format!("lesson {}", lesson.id), lesson.scenario))
        .collect();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../sim/tests/scenarios");
    let entries = std::fs::read_dir(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let mut files: Vec<_> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            let name = path.to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expect.json")
        })
        .collect();
    files.sort();
    for path in files {
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let scenario =
            Scenario::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        all.push((format!("corpus {}", stem.unwrap_or_default()), scenario));
    }
    Ok(all)
}

/// Whether the harness can replay the scenario on a broker like `like` with PostgreSQL,
/// or why not.
pub fn reproducible(scenario: &Scenario, like: BrokerLike) -> Result<(), String> {
    if scenario.broker.kind == BrokerKind::Log {
        return Err("a log (Kafka) scenario: replayed on Kafka, not on a queue".into());
    }
    if scenario.workers > MOST_WORKERS {
        return Err(format!(
            "{} workers; the harness replays at most {MOST_WORKERS}",
            scenario.workers
        ));
    }
    if scenario.dedup.ttl.is_some() && scenario.dedup.store != DedupStore::Table {
        return Err("a dedup TTL on a store other than the table; not replayed yet".into());
    }
    if scenario.broker.message_ttl.is_some() && like == BrokerLike::Sqs {
        return Err(
            "a message TTL: SQS keeps a message for the queue's retention period \
                    (60 s at least) and then deletes it, without dead-lettering it"
                .into(),
        );
    }
    let payment = &scenario.payment;
    let windows = payment.capacity.is_some() || payment.outage.is_some();
    if like == BrokerLike::Sqs && windows && scenario.retry.backoff > 0 {
        return Err(
            "a retry delay against the payment service's outage or per-tick capacity: \
                    SQS delays a message by whole seconds, which land the retries at \
                    other ticks than the simulator's"
                .into(),
        );
    }
    if let Some(message) = scenario.messages.iter().find(|m| !supported_op(m.op)) {
        return Err(format!(
            "operation {} is not replayed yet",
            message.op.name()
        ));
    }
    if let Some(step) = scenario.pipeline.iter().find(|s| !supported_step(**s)) {
        return Err(format!("step {} is not replayed yet", step.name()));
    }
    operations_outside_transactions(scenario)?;
    // The e-mail outbox is the one consumer setting of a queue's.
    let consumer = ConsumerConfig {
        email_outbox: false,
        ..scenario.consumer
    };
    if !consumer.is_default() || !scenario.downstream.is_default() {
        return Err("consumer or downstream settings of part 2 are not replayed yet".into());
    }
    let tick = match like {
        // The broker's lag, measured when the suite runs, lengthens ticks a little.
        BrokerLike::Rabbitmq => rabbit_timing(scenario, RABBITMQ_CONSUMER_TIMEOUT)?,
        BrokerLike::Sqs => Some(sqs_timing(scenario)?.0),
    };
    if let Some(tick) = tick {
        fits_real_time(scenario, like, tick)?;
        if like == BrokerLike::Sqs {
            redrive_finds_the_dead_letters(scenario, tick)?;
        }
    }
    scenario.faults.iter().try_for_each(fault_reproducible)?;
    producer_reproducible(scenario, like)
}

/// The operations table's rows are each committed at once, as the simulator writes
/// them: a run writes them on the worker's session, so never inside its transaction.
fn operations_outside_transactions(scenario: &Scenario) -> Result<(), String> {
    let mut open = false;
    for &step in &scenario.pipeline {
        let records = matches!(step, Step::RecordAttempt | Step::RecordResult);
        if records && open {
            return Err(format!(
                "step {} inside a transaction is not replayed yet",
                step.name()
            ));
        }
        open = (open || step == Step::Begin) && step != Step::Commit;
    }
    Ok(())
}

/// On SQS a message whose last delivery failed reaches the dead-letter queue only
/// after its retry delay, rounded up to whole seconds, at the next receive (the queue's
/// redrive policy moves it), where the simulator dead-letters it at once: a redrive
/// must come late enough to find it there.
fn redrive_finds_the_dead_letters(scenario: &Scenario, tick: Duration) -> Result<(), String> {
    let Some(redrive) = scenario.faults.iter().find_map(|fault| {
        let Fault::Redrive { at } = fault else {
            return None;
        };
        Some(*at)
    }) else {
        return Ok(());
    };
    let tick_ms = tick.as_millis().max(1);
    let report = acklab_sim::run(&scenario.like_broker(BrokerLike::Sqs));
    for event in report.trace.iter().filter(|e| e.tick < redrive) {
        let EventKind::DeadLettered {
            deliveries, reason, ..
        } = event.kind
        else {
            continue;
        };
        if reason != DeadLetterReason::MaxDeliveries {
            continue;
        }
        let delay_ms = tick_ms * u128::from(scenario.retry.backoff_ticks(deliveries));
        let delay_ticks = delay_ms.div_ceil(1000) * 1000 / tick_ms + 1;
        let there_by = u128::from(event.tick) + delay_ticks + 1;
        if u128::from(redrive) < there_by {
            return Err(format!(
                "a redrive at tick {redrive}, before SQS has the message dead-lettered at tick \
                 {} there (its retry delay is whole seconds)",
                event.tick
            ));
        }
    }
    Ok(())
}

/// What of the producer's side a real broker of the queue world cannot do, or the
/// harness does not replay.
fn producer_reproducible(scenario: &Scenario, like: BrokerLike) -> Result<(), String> {
    let loses_confirm = scenario
        .faults
        .iter()
        .any(|f| f.kind() == FaultKind::LosePublishConfirm);
    if scenario.producer.idempotent && loses_confirm && like.drops_repeated_sequences() {
        return Err(
            "the SQS flavour drops an idempotent producer's repeat as Kafka does; \
                    an SQS standard queue keeps no sequence numbers and stores it"
                .into(),
        );
    }
    let publishes = scenario
        .producer
        .pipeline
        .as_ref()
        .is_some_and(|pipeline| pipeline.contains(&ProducerStep::Publish));
    if publishes && loses_confirm {
        return Err(
            "a lost confirm of the orders service's own publish is not replayed yet".into(),
        );
    }
    let redrives = scenario
        .faults
        .iter()
        .any(|f| f.kind() == FaultKind::Redrive);
    if redrives && scenario.producer.pipeline.is_some() {
        return Err("a redrive beside the orders service's pipeline is not replayed yet".into());
    }
    Ok(())
}

/// A run paced in real time (every SQS run, a RabbitMQ run with a stall) has ticks
/// `tick` long: its retry delays must not be drawn at random, and its run must end
/// well within the time limit.
fn fits_real_time(scenario: &Scenario, like: BrokerLike, tick: Duration) -> Result<(), String> {
    if scenario.retry.jitter {
        return Err("a retry delay drawn at random (jitter)".into());
    }
    let ticks = acklab_sim::run(&scenario.like_broker(like)).end_tick;
    let real = tick * u32::try_from(ticks).unwrap_or(u32::MAX);
    if real > SCENARIO_LIMIT / 2 {
        return Err(format!(
            "{ticks} ticks of {} ms each take longer than half the time limit",
            tick.as_millis()
        ));
    }
    Ok(())
}

/// Whether the harness can replay the scenario on the Kafka-compatible broker with
/// PostgreSQL, or why not: one worker on one partition, and no timer of the client's.
pub fn reproducible_on_log(scenario: &Scenario) -> Result<(), String> {
    if scenario.broker.kind != BrokerKind::Log {
        return Err("a queue scenario: replayed on RabbitMQ and SQS".into());
    }
    if scenario.workers > 1 || scenario.broker.partitions > 1 {
        return Err(format!(
            "{} workers on {} partitions: the group's rebalances on Kafka are not replayed yet",
            scenario.workers, scenario.broker.partitions
        ));
    }
    if scenario.payment.reconcile {
        return Err("a charge's status look-up on a log is not replayed yet".into());
    }
    if scenario.consumer.max_poll_interval.is_some() {
        return Err("a member's max_poll_interval, with one worker; not replayed yet".into());
    }
    if scenario.consumer.email_outbox
        || scenario.dedup.ttl.is_some()
        || scenario.producer.pipeline.is_some()
    {
        return Err(
            "an e-mail outbox, a TTL or a producer's pipeline on a log; not replayed yet".into(),
        );
    }
    if let Some(message) = scenario
        .messages
        .iter()
        .find(|m| !supported_op(m.op) && m.op != Op::Emit || m.op == Op::SendEmail)
    {
        return Err(format!(
            "operation {} is not replayed yet",
            message.op.name()
        ));
    }
    let on_log = |s: Step| {
        supported_step(s)
            && !matches!(
                s,
                Step::Receive | Step::Ack | Step::RecordAttempt | Step::RecordResult
            )
            || matches!(
                s,
                Step::Poll | Step::CommitOffset | Step::BeginTx | Step::CommitTx
            )
    };
    if let Some(step) = scenario.pipeline.iter().find(|s| !on_log(**s)) {
        return Err(format!("step {} is not replayed yet", step.name()));
    }
    scenario.faults.iter().try_for_each(log_fault_reproducible)
}

fn log_fault_reproducible(fault: &Fault) -> Result<(), String> {
    match fault {
        // With one worker and no client timer, a stall only moves the next step later.
        Fault::Crash { .. }
        | Fault::Poison { .. }
        | Fault::Transient { .. }
        | Fault::Stall { .. }
        | Fault::LoseCommit { .. } => Ok(()),
        Fault::LosePublishConfirm { .. } => {
            Err("a lost publish confirm on a log is not replayed yet".into())
        }
        // The payment service's answer is dropped on its way to the worker.
        Fault::LosePaymentResponse { .. } => Ok(()),
        Fault::Redrive { .. } => Err("an operator's redrive on a log is not replayed yet".into()),
        Fault::LoseAck { .. }
        | Fault::CrashProducer { .. }
        | Fault::CrashRelay { .. }
        | Fault::BrokerCrash { .. }
        | Fault::DuplicateDelivery { .. } => fault_reproducible(fault),
    }
}

fn supported_op(op: Op) -> bool {
    matches!(
        op,
        Op::CreateOrder | Op::Deposit | Op::SetStatus | Op::Upsert | Op::Charge | Op::SendEmail
    )
}

fn supported_step(step: Step) -> bool {
    matches!(
        step,
        Step::Receive
            | Step::Begin
            | Step::CheckDedup
            | Step::Apply
            | Step::RecordDedup
            | Step::Commit
            | Step::Ack
            | Step::CheckVersion
            | Step::RecordAttempt
            | Step::RecordResult
    )
}

fn fault_reproducible(fault: &Fault) -> Result<(), String> {
    let reason = match fault {
        // A stall is the worker sleeping on the paced clock, past the visibility or
        // consumer timeout or not, as the simulator's does.
        Fault::Crash { .. }
        | Fault::LoseAck { .. }
        | Fault::Poison { .. }
        | Fault::Transient { .. }
        | Fault::Stall { .. }
        // The orders service's and the relay's processes die as a worker's does.
        | Fault::CrashProducer { .. }
        | Fault::CrashRelay { .. }
        // The payment service's answer is dropped on its way to the worker.
        | Fault::LosePaymentResponse { .. }
        // The publisher moves the dead letters back at the tick, as an operator would.
        | Fault::Redrive { .. } => return Ok(()),
        Fault::BrokerCrash { .. } => {
            "a broker crash at a given tick: a real broker has no tick-exact crash"
        }
        Fault::LosePublishConfirm { .. } => return Ok(()),
        Fault::DuplicateDelivery { .. } => {
            "a duplicate delivery without a failure cannot be forced on a real broker"
        }
        Fault::LoseCommit { .. } => "a lost offset commit, a fault of the log world",
    };
    Err(reason.into())
}
