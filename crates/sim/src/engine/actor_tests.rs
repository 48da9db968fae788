//! The producer and the relay are actors: these tests drive them alone, with no engine,
//! broker or trace, and read what they ask for.

use crate::engine::effect::Effect;
use crate::engine::producer::Producer;
use crate::engine::relay::{Relay, RelaySight};
use crate::engine::{Input, WORKER_RESTART_TICKS};
use crate::format::scenario::{ProducerStep, RelayStep};
use crate::trace::EventKind;
use crate::world::source::OutboxRow;

const TRANSACTION: [ProducerStep; 4] = [
    ProducerStep::Begin,
    ProducerStep::Write,
    ProducerStep::WriteOutbox,
    ProducerStep::Commit,
];

fn step_done(message: usize, step: ProducerStep) -> Effect {
    Effect::Record(EventKind::ProducerStepDone { message, step })
}

#[test]
fn a_transaction_commits_both_rows_at_its_commit_and_the_next_request_follows() {
    let mut producer = Producer::default();
    let mut effects = Vec::new();
    for _ in 0..TRANSACTION.len() {
        let turn = producer.step(&TRANSACTION, 2).expect("a step to take");
        effects.extend(turn.effects.iter().cloned());
        let after = producer.after_step(&turn, false, (TRANSACTION.len(), 2), 7);
        assert_eq!(
            after,
            vec![Effect::Schedule {
                at: 8,
                input: Input::ProducerStep
            }]
        );
    }
    let committed = Effect::CommitSource {
        message: 0,
        order: true,
        outbox: true,
    };
    let expected = vec![
        step_done(0, ProducerStep::Begin),
        step_done(0, ProducerStep::Write),
        step_done(0, ProducerStep::WriteOutbox),
        committed,
    ];
    assert_eq!(effects, expected);
    assert_eq!(producer.request, 1);
}

#[test]
fn a_crash_inside_the_transaction_discards_its_rows_and_drops_the_request() {
    let mut producer = Producer::default();
    let sizes = (TRANSACTION.len(), 2);
    let begin = producer.step(&TRANSACTION, 2).expect("begin");
    assert!(producer.after_step(&begin, false, sizes, 0).len() == 1);
    let write = producer.step(&TRANSACTION, 2).expect("write");
    let after = producer.after_step(&write, true, sizes, 1);
    let crashed = EventKind::ProducerCrashed {
        message: 0,
        after: ProducerStep::Write,
        discarded: 1,
    };
    let restart = Effect::Schedule {
        at: 1 + WORKER_RESTART_TICKS,
        input: Input::ProducerRestart,
    };
    let dropped = Effect::DropRequest { message: 0 };
    assert_eq!(after, vec![Effect::Record(crashed), dropped, restart]);
    assert_eq!(producer.request, 1, "the next request is in hand");
    let next = producer.step(&TRANSACTION, 2).expect("the next request");
    assert_eq!(next.effects, vec![step_done(1, ProducerStep::Begin)]);
}

#[test]
fn without_a_transaction_each_write_commits_on_its_own() {
    let mut producer = Producer::default();
    let pipeline = [ProducerStep::Write, ProducerStep::Publish];
    let write = producer.step(&pipeline, 1).expect("write");
    let commit = Effect::CommitSource {
        message: 0,
        order: true,
        outbox: false,
    };
    assert_eq!(
        write.effects,
        vec![step_done(0, ProducerStep::Write), commit]
    );
    producer.after_step(&write, false, (2, 1), 0);
    let publish = producer.step(&pipeline, 1).expect("publish");
    assert_eq!(publish.effects, vec![Effect::Publish { message: 0 }]);
    assert!(producer.after_step(&publish, false, (2, 1), 1).is_empty());
    assert!(
        producer.step(&pipeline, 1).is_none(),
        "every request is over"
    );
}

const RELAY: [RelayStep; 3] = [
    RelayStep::ReadOutbox,
    RelayStep::Publish,
    RelayStep::MarkSent,
];

fn sight(outbox: &[OutboxRow], requests_left: bool) -> RelaySight<'_> {
    RelaySight {
        pipeline: &RELAY,
        interval: 4,
        outbox,
        requests_left,
    }
}

#[test]
fn an_unconfirmed_publish_leaves_the_row_for_the_next_poll_which_sends_it_again() {
    let outbox = [OutboxRow {
        message: 0,
        sent: false,
    }];
    let mut relay = Relay::new(1);
    let sight = sight(&outbox, false);
    let read = relay.step(&sight, 0);
    assert_eq!(read.taken, Some((0, RelayStep::ReadOutbox)));
    relay.after_step((0, RelayStep::ReadOutbox), (true, false), (3, 4), 0);
    let publish = relay.step(&sight, 1);
    let first = Effect::PublishRow {
        message: 0,
        attempt: 1,
    };
    assert_eq!(publish.effects, vec![first]);
    let after = relay.after_step((0, RelayStep::Publish), (false, false), (3, 4), 1);
    let poll = Effect::Schedule {
        at: 5,
        input: Input::RelayStep,
    };
    assert_eq!(after, vec![poll]);
    assert_eq!(relay.row, None, "the row is let go unsent");
    relay.step(&sight, 5);
    relay.after_step((0, RelayStep::ReadOutbox), (true, false), (3, 4), 5);
    let again = relay.step(&sight, 6);
    let second = Effect::PublishRow {
        message: 0,
        attempt: 2,
    };
    assert_eq!(again.effects, vec![second]);
}

#[test]
fn an_empty_outbox_is_polled_again_only_while_rows_can_still_come() {
    let mut relay = Relay::new(1);
    let waiting = relay.step(&sight(&[], true), 3);
    let poll = Effect::Schedule {
        at: 7,
        input: Input::RelayStep,
    };
    assert_eq!(waiting.effects, vec![poll]);
    assert_eq!(waiting.taken, None);
    let done = relay.step(&sight(&[], false), 3);
    assert!(done.effects.is_empty() && done.taken.is_none());
}
