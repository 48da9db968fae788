//! Fault kinds: each named as the format writes it, with the fields its faults have,
//! and a first-try fault of each kind that the validator accepts.

mod common;

use acklab_sim::{
    BrokerKind, ErrorKind, Fault, FaultKind, FaultSpot, Op, ProducerStep, Scenario, Step, FORMAT_2,
};

/// The same scenario on a log: `poll` for `receive`, `commit_offset` for `ack`.
fn on_a_log(scenario: &Scenario) -> Scenario {
    let mut log = scenario.clone();
    log.format = FORMAT_2.to_string();
    log.broker.kind = BrokerKind::Log;
    log.pipeline = Step::ON_A_LOG.to_vec();
    log
}

/// A kind's name is the tag its faults are written with, and reads back as it.
#[test]
fn each_kind_is_named_as_the_format_writes_it() {
    let mut scenario = Scenario::example();
    scenario.messages[0].op = Op::Charge;
    // A producer with every step, so that its crash and its relay's have a place.
    scenario.format = FORMAT_2.to_string();
    scenario.producer.pipeline = Some(ProducerStep::ALL.to_vec());
    let spot = FaultSpot {
        message: 0,
        delivery: 1,
        tick: 3,
    };
    for (index, &kind) in FaultKind::ALL.iter().enumerate() {
        assert_eq!(kind as usize, index);
        assert_eq!(FaultKind::from_name(kind.name()), Some(kind));
        let fault = Fault::of_kind(kind, &scenario, spot).expect("message 0 exists");
        assert_eq!(fault.kind(), kind);
        let written = serde_json::to_value(&fault).expect("a fault serialises");
        assert_eq!(written["kind"], kind.name());
        let keys: Vec<&str> = written
            .as_object()
            .map(|o| {
                o.keys()
                    .map(String::as_str)
                    .filter(|k| *k != "kind")
                    .collect()
            })
            .unwrap_or_default();
        assert!(
            keys.iter().all(|k| kind.fields().contains(k)),
            "{kind:?}: {keys:?}"
        );
        // Each kind is accepted on the brokers it works on and refused on the other.
        for broker in [scenario.clone(), on_a_log(&scenario)] {
            let mut with_fault = broker.clone();
            with_fault.faults.push(fault.clone());
            let works = kind.works_on(broker.broker.kind);
            if !works {
                // Said in the newer format, so that the broker is the only reason left.
                with_fault.format = FORMAT_2.to_string();
            }
            let result = with_fault.validate().map_err(|e| e.kind);
            if works {
                assert_eq!(result, Ok(()), "{kind:?} on {:?}", broker.broker.kind);
            } else {
                assert!(
                    matches!(result, Err(ErrorKind::FaultNeedsBroker { fault, .. }) if fault == kind),
                    "{kind:?} on {:?}: {result:?}",
                    broker.broker.kind
                );
            }
        }
    }
    assert_eq!(FaultKind::from_name("meteor"), None);
    assert_eq!(
        Fault::of_kind(
            FaultKind::LoseAck,
            &scenario,
            FaultSpot { message: 9, ..spot }
        ),
        None
    );
}

/// What the playground's fault menu offers is what the scenario can take: a kind of the
/// second part moves an `acklab/1` scenario to `acklab/2` (and it still validates), and
/// a lost payment response needs a card charge at the target.
#[test]
fn a_fault_of_a_kind_is_added_only_where_it_can_happen() {
    use acklab_sim::{FaultKind, FaultSpot, Message, Op, Scenario};
    let mut scenario = Scenario::example();
    scenario.messages = vec![
        Message::new("m1", Op::CreateOrder),
        Message::new("m2", Op::Charge),
    ];
    assert_eq!(scenario.format, "acklab/1");
    let at = |message| FaultSpot {
        message,
        delivery: 1,
        tick: 3,
    };
    let redriven = scenario
        .with_fault_of_kind(FaultKind::Redrive, at(0))
        .expect("a redrive is offered on a queue");
    assert_eq!(redriven.format, "acklab/2");
    assert!(redriven.validate().is_ok());
    assert!(scenario
        .with_fault_of_kind(FaultKind::LosePaymentResponse, at(0))
        .is_none());
    let lost = scenario
        .with_fault_of_kind(FaultKind::LosePaymentResponse, at(1))
        .expect("m2 charges a card");
    assert_eq!(
        lost.format, "acklab/1",
        "a part-one kind leaves the format alone"
    );
    assert!(
        scenario
            .with_fault_of_kind(FaultKind::LoseCommit, at(0))
            .is_none(),
        "a queue has no offset to commit"
    );
}

/// The format gate follows each kind's descriptor: a kind of `Since::One` is accepted in
/// an `acklab/1` document and one of `Since::Two` is refused there, at its own path.
#[test]
fn each_kind_is_gated_by_the_format_its_descriptor_names() {
    use acklab_sim::{Needs, Since};
    let mut scenario = Scenario::example();
    scenario.messages[0].op = Op::Charge;
    let spot = FaultSpot {
        message: 0,
        delivery: 1,
        tick: 3,
    };
    let mut checked = 0;
    for &kind in FaultKind::ALL {
        // A log, a producer's pipeline and an outbox need `acklab/2` of their own, so
        // only the kinds a plain queue can take say anything about the gate.
        if kind.info().needs != Needs::Nothing || !kind.works_on(BrokerKind::Queue) {
            continue;
        }
        let mut with_fault = scenario.clone();
        with_fault
            .faults
            .push(Fault::of_kind(kind, &scenario, spot).expect("message 0 exists"));
        let result = with_fault.validate().map_err(|e| (e.kind, e.field));
        match kind.info().since {
            Since::One => assert_eq!(result, Ok(()), "{kind:?}"),
            Since::Two => assert_eq!(
                result,
                Err((ErrorKind::NeedsFormatTwo, "faults[0]".to_string())),
                "{kind:?}"
            ),
        }
        with_fault.format = FORMAT_2.to_string();
        assert_eq!(
            with_fault.validate().map_err(|e| e.kind),
            Ok(()),
            "{kind:?}"
        );
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} kinds were checked");
}

/// What the timeline offers against a recorded event is a fault of a kind the
/// descriptor marks as offered, and it strikes that very event: run again with it, the
/// trace is the same up to the event and differs at it or right after it (a lost ack
/// replaces the ack; a lost confirm follows the publish). Every offered kind is offered
/// somewhere in the corpus.
#[test]
fn the_timeline_offers_faults_that_fire_at_the_event_they_are_offered_on() {
    use std::collections::BTreeSet;
    let mut offered = BTreeSet::new();
    for (name, scenario) in common::corpus() {
        let mut engine = acklab_sim::Engine::new(&scenario);
        engine.run();
        for (index, event) in engine.trace().iter().enumerate() {
            let Some(fault) = Fault::against(engine.trace(), index, &scenario, engine.copies())
            else {
                continue;
            };
            let kind = fault.kind();
            assert!(kind.info().offered_on_timeline, "{name}: {kind:?}");
            let moment = event.kind.fault_moment().expect("an offer has a moment");
            assert_eq!(
                fault.when(),
                acklab_sim::When::At(moment),
                "{name}: {event:?}"
            );
            offered.insert(kind.name());
            {
                let mut with_fault = scenario.clone();
                with_fault.faults.push(fault.clone());
                let mut again = acklab_sim::Engine::new(&with_fault);
                again.run();
                let differs = engine
                    .trace()
                    .iter()
                    .zip(again.trace())
                    .position(|(before, after)| before.kind != after.kind);
                let at = index;
                assert!(
                    differs == Some(at) || differs == Some(at + 1),
                    "{name}: {fault:?} against event {at} changed the trace at {differs:?}"
                );
            }
        }
    }
    let expected: BTreeSet<&str> = FaultKind::ALL
        .iter()
        .filter(|kind| kind.info().offered_on_timeline)
        .map(|kind| kind.name())
        .collect();
    assert_eq!(offered, expected);
}

/// The scenario's rules for a fault (`check_fields`, `Fault::of_kind`) know each field by
/// its name: a kind with a field they do not know would go unchecked, so every field
/// of every kind must be one of theirs.
#[test]
fn every_field_of_every_kind_is_one_the_rules_check() {
    const KNOWN: [&str; 7] = [
        "after",
        "message",
        "delivery",
        "ticks",
        "permanent",
        "failures",
        "at",
    ];
    for &kind in FaultKind::ALL {
        for field in kind.fields() {
            assert!(KNOWN.contains(field), "{kind:?}: {field}");
        }
    }
}
