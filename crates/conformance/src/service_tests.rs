//! The stand-ins for the payment and mail services and the operator's redrive, without
//! services: when the payment service refuses a call, how a redriven message's
//! deliveries are numbered, and which scenarios with a charge, an e-mail or a redrive
//! are replayed.

use std::cell::Cell;

use acklab_sim::{
    ApplyError, BrokerKind, BrokerLike, Fault, Message, Op, Outage, ProducerStep, Scenario, Step,
};

use crate::real::payment::{refuses, CallsAt};
use crate::real::worker::Renumbering;
use crate::select::{reproducible, reproducible_on_log};

fn charging(pipeline: Vec<Step>) -> Scenario {
    let mut scenario = Scenario::example();
    scenario.messages = vec![
        Message::new("p1", Op::Charge),
        Message::new("p2", Op::Charge),
    ];
    scenario.faults.clear();
    scenario.pipeline = pipeline;
    scenario
}

#[test]
fn the_payment_service_refuses_in_its_outage_and_beyond_its_capacity_per_tick() {
    let mut scenario = charging(vec![Step::Receive, Step::Apply, Step::Ack]);
    scenario.payment.outage = Some(Outage { from: 2, to: 4 });
    scenario.payment.capacity = Some(2);
    let calls = Cell::new(CallsAt::default());
    let at = |tick| refuses(&scenario, &calls, tick);
    assert_eq!(at(1), None);
    assert_eq!(at(1), None);
    assert_eq!(at(1), Some(ApplyError::PaymentOverloaded));
    // A refused call is not counted: the next tick has its whole capacity.
    assert_eq!(at(2), Some(ApplyError::PaymentOutage));
    assert_eq!(at(3), Some(ApplyError::PaymentOutage));
    assert_eq!(at(4), None);
    assert_eq!(at(4), None);
    assert_eq!(at(4), Some(ApplyError::PaymentOverloaded));
    assert_eq!(at(5), None);
}

#[test]
fn charges_are_replayed_on_both_worlds_and_e_mails_on_a_queue() {
    let plain = charging(vec![Step::Receive, Step::Apply, Step::Ack]);
    assert_eq!(reproducible(&plain, BrokerLike::Rabbitmq), Ok(()));
    assert_eq!(reproducible(&plain, BrokerLike::Sqs), Ok(()));
    let mut mail = plain.clone();
    mail.messages = vec![Message::new("w1", Op::SendEmail)];
    mail.consumer.email_outbox = true;
    assert_eq!(reproducible(&mail, BrokerLike::Sqs), Ok(()));
    let mut log = plain.on_broker(BrokerKind::Log);
    log.pipeline = vec![Step::Poll, Step::Apply, Step::CommitOffset];
    assert_eq!(reproducible_on_log(&log), Ok(()));
    // A status look-up takes a tick of its own, which the log's worker does not replay.
    let mut reconciles = log.clone();
    reconciles.payment.reconcile = true;
    assert!(reproducible_on_log(&reconciles).is_err());
    let mut mail_on_log = log;
    mail_on_log.messages = vec![Message::new("w1", Op::SendEmail)];
    assert!(reproducible_on_log(&mail_on_log).is_err());
}

#[test]
fn operation_rows_inside_a_transaction_are_not_replayed() {
    let outside = charging(vec![
        Step::Receive,
        Step::RecordAttempt,
        Step::Apply,
        Step::RecordResult,
        Step::Ack,
    ]);
    assert_eq!(reproducible(&outside, BrokerLike::Rabbitmq), Ok(()));
    let inside = charging(vec![
        Step::Receive,
        Step::Begin,
        Step::RecordAttempt,
        Step::Apply,
        Step::Commit,
        Step::Ack,
    ]);
    assert!(reproducible(&inside, BrokerLike::Rabbitmq).is_err());
}

#[test]
fn on_sqs_a_retry_delay_against_payment_windows_is_not_replayed() {
    let mut storm = charging(vec![Step::Receive, Step::Apply, Step::Ack]);
    storm.payment.capacity = Some(2);
    storm.retry.backoff = 0;
    assert_eq!(reproducible(&storm, BrokerLike::Sqs), Ok(()));
    storm.retry.backoff = 2;
    assert!(reproducible(&storm, BrokerLike::Sqs).is_err());
    // RabbitMQ puts a failed message back at once: no delay to round.
    assert_eq!(reproducible(&storm, BrokerLike::Rabbitmq), Ok(()));
}

#[test]
fn a_redriven_message_goes_on_with_the_simulators_delivery_numbers() {
    let mut numbers = Renumbering::default();
    assert_eq!(numbers.delivered("d1", 1), 1);
    assert_eq!(numbers.delivered("d1", 2), 2);
    assert_eq!(numbers.delivered("d2", 1), 1);
    numbers.redriven("d1");
    // The broker counts the message sent again from 1.
    assert_eq!(numbers.delivered("d1", 1), 3);
    assert_eq!(numbers.delivered("d1", 2), 4);
    assert_eq!(numbers.delivered("d2", 2), 2);
}

#[test]
fn a_redrive_is_replayed_on_a_queue_without_the_orders_services_pipeline() {
    let mut redrive = charging(vec![Step::Receive, Step::Apply, Step::Ack]);
    redrive.messages = vec![Message::new("d1", Op::CreateOrder)];
    redrive.faults = vec![Fault::Redrive { at: 20 }];
    assert_eq!(reproducible(&redrive, BrokerLike::Rabbitmq), Ok(()));
    assert_eq!(reproducible(&redrive, BrokerLike::Sqs), Ok(()));
    let mut beside = redrive.clone();
    beside.producer.pipeline = Some(vec![ProducerStep::Publish]);
    assert!(reproducible(&beside, BrokerLike::Rabbitmq).is_err());
}

#[test]
fn on_sqs_a_redrive_must_come_after_the_dead_letter_reaches_its_queue() {
    let all = crate::select::all_scenarios().unwrap_or_default();
    let (_, fixed) = all
        .into_iter()
        .find(|(name, _)| name == "corpus redrive_of_a_fixed_message_applies_it")
        .expect("the corpus has the scenario");
    // m1 is dead-lettered at tick 13 in the simulator; the redrive at 40 finds it.
    assert_eq!(reproducible(&fixed, BrokerLike::Sqs), Ok(()));
    let mut early = fixed;
    early.faults.retain(|f| !matches!(f, Fault::Redrive { .. }));
    early.faults.push(Fault::Redrive { at: 14 });
    // On SQS its retry delay, in whole seconds, is not over by then.
    let said = reproducible(&early, BrokerLike::Sqs)
        .err()
        .unwrap_or_default();
    assert!(
        said.contains("before SQS has the message dead-lettered"),
        "{said:?}"
    );
    assert_eq!(reproducible(&early, BrokerLike::Rabbitmq), Ok(()));
}
