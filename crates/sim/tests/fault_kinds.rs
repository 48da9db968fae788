//! Fault kinds: each named as the format writes it, with the fields its faults have,
//! and a first-try fault of each kind that the validator accepts.

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
    for (index, kind) in FaultKind::ALL.into_iter().enumerate() {
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
