//! Invalid scenarios: each is refused with its own message naming the field at fault.
#![cfg(not(target_arch = "wasm32"))]

use acklab_sim::Scenario;

const BASE: &str = r#""format": "acklab/1", "messages": [{"id": "m1", "op": "create_order"}]"#;

fn scenario_text(extra: &str) -> String {
    format!("{{{BASE}, {extra}}}")
}

/// A scenario on a log, in the format that has one; `extra` may set the broker anew.
fn log_text(extra: &str) -> String {
    let base = r#""format": "acklab/2", "messages": [{"id": "m1", "op": "create_order"}]"#;
    if extra.contains(r#""broker""#) {
        format!("{{{base}, {extra}}}")
    } else {
        format!(r#"{{{base}, "broker": {{"kind": "log"}}, {extra}}}"#)
    }
}

/// (input, the field the error must name, words the message must contain)
fn cases() -> Vec<(String, &'static str, &'static str)> {
    let pipeline = r#""pipeline": ["receive", "apply", "ack"]"#;
    vec![
        ("{\"format\": ".to_string(), "", "malformed JSON"),
        ("[1, 2]".to_string(), "", "must be a JSON object"),
        // Floats where integers go: the web build finds the field by comparing
        // serde_json's "floating point `…`" with the value's own text (both are ryu's),
        // also where the document writes it otherwise (`1e20` is shown as `1e+20`).
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "deposit", "amount": 2.50}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].amount",
            "floating point",
        ),
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "deposit"}], "workers": 1e20, "pipeline": ["receive"]}"#.to_string(),
            "workers",
            "floating point",
        ),
        (
            r#"["acklab/1", 0, [{"id": "m1", "op": "deposit"}], ["receive"]]"#.to_string(),
            "",
            "must be a JSON object",
        ),
        (
            scenario_text(r#""pipeline": "receive""#),
            "pipeline",
            "invalid type",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "workers": "two""#),
            "workers",
            "invalid type",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "colour": 1"#),
            "colour",
            "unknown field",
        ),
        (
            format!(
                r#"{{"format": "acklab/1", "messages": [{{"id": "m1", "op": "refund"}}], {pipeline}}}"#
            ),
            "messages[0].op",
            "unknown variant `refund`",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "fly"]"#),
            "pipeline[1]",
            "unknown variant `fly`",
        ),
        (
            scenario_text(&format!(r#"{pipeline}, "faults": [{{"kind": "meteor"}}]"#)),
            "faults[0].kind",
            "unknown variant `meteor`",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "broker": [20, 5, true]"#),
            "broker",
            "must be an object",
        ),
        (
            r#"{"format": "acklab/1", "messages": [["m1", "deposit"]], "pipeline": ["receive"]}"#
                .to_string(),
            "messages[0]",
            "must be an object",
        ),
        (
            scenario_text(r#""pipeline": ["apply", "receive"]"#),
            "pipeline",
            "must start with receive",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "apply", "apply"]"#),
            "pipeline",
            "appears twice",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "apply", "commit"]"#),
            "pipeline",
            "commit has no begin",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "begin", "apply"]"#),
            "pipeline",
            "begin has no commit",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "commit", "apply", "begin"]"#),
            "pipeline",
            "commit comes before begin",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "record_dedup", "check_dedup"]"#),
            "pipeline",
            "before check_dedup",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "faults": [{{"kind": "lose_ack", "message": "m9"}}]"#
            )),
            "faults[0].message",
            "\"m9\"",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "faults": [{{"kind": "crash", "after": "commit", "message": "m1"}}]"#
            )),
            "faults[0].after",
            "no commit step",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "faults": [{{"kind": "lose_payment_response", "message": "m1"}}]"#
            )),
            "faults[0].message",
            "not a charge",
        ),
        (
            scenario_text(&format!(r#"{pipeline}, "workers": 9"#)),
            "workers",
            "between 1 and 8",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "broker": {{"visibility_timeout": 0}}"#
            )),
            "broker.visibility_timeout",
            "between",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "retry": {{"backoff": 10, "max_backoff": 5}}"#
            )),
            "retry.max_backoff",
            "between 10",
        ),
        (
            scenario_text(&format!(
                r#"{pipeline}, "faults": [{{"kind": "stall", "after": "apply", "message": "m1", "ticks": 0}}]"#
            )),
            "faults[0].ticks",
            "between 1",
        ),
        (
            format!(
                r#"{{"format": "acklab/3", "messages": [{{"id": "m1", "op": "deposit"}}], {pipeline}}}"#
            ),
            "format",
            "acklab/1",
        ),
        (
            format!(r#"{{"format": "acklab/1", "messages": [], {pipeline}}}"#),
            "messages",
            "between 1 and 1000",
        ),
        (
            format!(
                r#"{{"format": "acklab/1", "messages": [{{"id": "a", "op": "deposit"}}, {{"id": "a", "op": "deposit"}}], {pipeline}}}"#
            ),
            "messages[1].id",
            "used twice",
        ),
        (
            format!(
                r#"{{"format": "acklab/1", "messages": [{{"id": "a", "op": "create_order", "amount": 5}}], {pipeline}}}"#
            ),
            "messages[0].amount",
            "only deposit and charge",
        ),
        (
            format!(
                r#"{{"format": "acklab/1", "messages": [{{"id": "a b", "op": "deposit"}}], {pipeline}}}"#
            ),
            "messages[0].id",
            "letters, digits",
        ),
        (
            r#"{"messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["receive"]}"#.to_string(),
            "",
            "missing field `format`",
        ),
        (
            format!("{{{BASE}, {pipeline}}} trailing"),
            "",
            "malformed JSON",
        ),
        // Part 2: the log broker.
        (
            scenario_text(r#""pipeline": ["poll", "apply"], "broker": {"kind": "log"}"#),
            "broker.kind",
            "acklab/2",
        ),
        (
            log_text(r#""pipeline": ["receive", "apply"]"#),
            "pipeline",
            "the step receive needs a broker of kind queue",
        ),
        (
            log_text(r#""pipeline": ["apply", "commit_offset"]"#),
            "pipeline",
            "must start with poll",
        ),
        (
            log_text(r#""pipeline": ["poll", "apply"], "faults": [{"kind": "lose_ack", "message": "m1"}]"#),
            "faults[0].kind",
            "a lose_ack fault needs a broker of kind queue",
        ),
        (
            log_text(r#""pipeline": ["poll", "apply", "commit_offset", "begin", "commit"], "consumer": {"max_poll_records": 2}"#),
            "pipeline",
            "commit_offset comes right after poll",
        ),
        (
            log_text(r#""pipeline": ["poll", "apply"], "consumer": {"max_poll_records": 11}"#),
            "consumer.max_poll_records",
            "between 1 and 10",
        ),
        (
            log_text(r#""pipeline": ["poll", "apply"], "broker": {"kind": "log", "partitions": 9}"#),
            "broker.partitions",
            "between 1 and 8",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "deposit", "partition": 1}], "pipeline": ["poll"], "broker": {"kind": "log"}}"#.to_string(),
            "messages[0].partition",
            "between 0 and 0",
        ),
        // Part 2: Kafka transactions.
        (
            log_text(r#""pipeline": ["poll", "begin_tx", "apply", "commit_offset"]"#),
            "pipeline",
            "needs begin_tx and then commit_tx",
        ),
        (
            log_text(r#""pipeline": ["poll", "apply", "commit_offset", "commit_tx", "begin_tx"]"#),
            "pipeline",
            "needs begin_tx and then commit_tx",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "emit"}], "pipeline": ["receive", "begin_tx", "apply", "commit_tx"]}"#.to_string(),
            "pipeline",
            "the step begin_tx needs a broker of kind log",
        ),
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "emit"}], "pipeline": ["receive", "apply"]}"#.to_string(),
            "messages[0].op",
            "acklab/2",
        ),
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["receive", "apply"], "downstream": {"isolation": "read_uncommitted"}}"#.to_string(),
            "downstream",
            "acklab/2",
        ),
        // Part 2: order and versions.
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "set_status", "version": 2}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].version",
            "acklab/2",
        ),
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "upsert"}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].op",
            "acklab/2",
        ),
        (
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["receive", "check_version"]}"#.to_string(),
            "pipeline",
            "acklab/2",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "deposit", "status": "paid"}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].status",
            "only a set_status message has a status",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "set_status", "status": "Paid!"}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].status",
            "lowercase letters",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "set_status", "key": "o", "version": 1}, {"id": "m2", "op": "set_status", "key": "o"}], "pipeline": ["receive"]}"#.to_string(),
            "messages[1].version",
            "some status updates of the order \"o\" have a version",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "set_status"}], "pipeline": ["receive", "check_version", "apply"]}"#.to_string(),
            "messages[0].version",
            "every set_status message needs a version",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "set_status", "version": 1}], "pipeline": ["receive", "apply", "check_version"]}"#.to_string(),
            "pipeline",
            "check_version comes after apply",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "set_status", "version": 1000000001}], "pipeline": ["receive"]}"#.to_string(),
            "messages[0].version",
            "between 0 and 1000000000",
        ),
        // The producer's side (acklab/2).
        (
            scenario_text(r#""pipeline": ["receive"], "producer": {"pipeline": ["write", "publish"]}"#),
            "producer.pipeline",
            "acklab/2",
        ),
        (
            source_text(r#""relay": [["read_outbox", "publish", "mark_sent"], 2]"#),
            "relay",
            "must be an object",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write", "publish", "write"]}"#),
            "producer.pipeline",
            "the step write appears twice",
        ),
        (
            source_text(r#""producer": {"pipeline": ["begin", "write", "publish"]}"#),
            "producer.pipeline",
            "begin has no commit",
        ),
        (
            source_text(r#""producer": {"pipeline": ["commit", "write", "begin"]}"#),
            "producer.pipeline",
            "commit comes before begin",
        ),
        (
            source_text(r#""producer": {"pipeline": ["send"]}"#),
            "producer.pipeline[0]",
            "unknown variant",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write_outbox"]}, "relay": {"pipeline": ["publish", "read_outbox", "mark_sent"]}"#),
            "relay.pipeline",
            "starts with read_outbox",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write_outbox"]}, "relay": {"pipeline": ["read_outbox", "publish"]}"#),
            "relay.pipeline",
            "starts with read_outbox",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write_outbox"]}, "relay": {"interval": 0}"#),
            "relay.interval",
            "between 1 and 100000",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write", "publish"]}, "faults": [{"kind": "crash_producer", "after": "commit", "message": "m1"}]"#),
            "faults[0].after",
            "the producer has no commit step",
        ),
        (
            source_text(r#""producer": {"pipeline": ["write", "publish"]}, "faults": [{"kind": "crash_relay", "after": "publish", "message": "m1"}]"#),
            "faults[0]",
            "the producer has no write_outbox step",
        ),
    ]
}

/// Time and load (acklab/2): TTLs, the outage, the capacity, a redrive.
fn time_and_load_cases() -> Vec<(String, &'static str, &'static str)> {
    vec![
        (
            scenario_text(r#""pipeline": ["receive"], "dedup": {"store": "table", "ttl": 5}"#),
            "dedup.ttl",
            "acklab/2",
        ),
        (
            source_text(r#""dedup": {"store": "table", "ttl": 0}"#),
            "dedup.ttl",
            "between 1 and 100000",
        ),
        (
            source_text(r#""payment": {"key_ttl": 0}"#),
            "payment.key_ttl",
            "between 1 and 100000",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "producer": {"messages_per_tick": 4}"#),
            "producer.messages_per_tick",
            "acklab/2",
        ),
        (
            source_text(r#""producer": {"messages_per_tick": 101}"#),
            "producer.messages_per_tick",
            "between 1 and 100",
        ),
        (
            source_text(
                r#""producer": {"messages_per_tick": 2, "pipeline": ["write", "publish"]}"#,
            ),
            "producer.messages_per_tick",
            "between 1 and 1",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "broker": {"message_ttl": 4}"#),
            "broker.message_ttl",
            "acklab/2",
        ),
        (
            source_text(r#""broker": {"message_ttl": 0}"#),
            "broker.message_ttl",
            "between 1 and 100000",
        ),
        (
            log_text(r#""pipeline": ["poll"], "broker": {"kind": "log", "message_ttl": 4}"#),
            "broker.message_ttl",
            "not simulated",
        ),
        (
            scenario_text(r#""pipeline": ["receive", "record_attempt", "apply", "record_result", "ack"]"#),
            "pipeline",
            "acklab/2",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "charge"}], "pipeline": ["receive", "record_attempt", "apply", "ack"]}"#.to_string(),
            "pipeline",
            "record_attempt and record_result go together",
        ),
        (
            r#"{"format": "acklab/2", "messages": [{"id": "m1", "op": "charge"}], "pipeline": ["receive", "apply", "record_attempt", "record_result", "ack"]}"#.to_string(),
            "pipeline",
            "the attempt before apply",
        ),
        (
            source_text(r#""payment": {"capacity": 0}"#),
            "payment.capacity",
            "between 1 and 1000",
        ),
        (
            source_text(r#""payment": {"outage": {"from": 10, "to": 10}}"#),
            "payment.outage.to",
            "between 11 and 100000",
        ),
        (
            source_text(r#""payment": {"outage": {"from": 10}}"#),
            "payment.outage",
            "missing field",
        ),
        (
            scenario_text(r#""pipeline": ["receive"], "faults": [{"kind": "redrive", "at": 5}]"#),
            "faults[0]",
            "acklab/2",
        ),
        (
            source_text(r#""faults": [{"kind": "redrive", "at": 100001}]"#),
            "faults[0].at",
            "between 0 and 100000",
        ),
        (
            log_text(r#""pipeline": ["poll"], "faults": [{"kind": "redrive", "at": 5}]"#),
            "faults[0].kind",
            "redrive",
        ),
    ]
}

/// A queue scenario in the format of the producer's side; `extra` adds the rest.
fn source_text(extra: &str) -> String {
    let base = r#""format": "acklab/2", "messages": [{"id": "m1", "op": "create_order"}], "pipeline": ["receive", "apply", "ack"]"#;
    format!("{{{base}, {extra}}}")
}

#[test]
fn every_invalid_scenario_gets_its_own_message() {
    let mut failures = Vec::new();
    for (input, field, words) in cases().into_iter().chain(time_and_load_cases()) {
        match Scenario::from_json(&input) {
            Ok(_) => failures.push(format!("accepted: {input}")),
            Err(error) => {
                let text = error.to_string();
                if error.field != field || !text.contains(words) {
                    failures.push(format!("{input}\n  got field `{}`: {text}\n  wanted field `{field}` and \"{words}\"", error.field));
                }
                // The web app finds the field after parsing: it must name the same one.
                match Scenario::from_json_as_on_the_web(&input) {
                    Err(web) if web == error => {}
                    web => failures.push(format!("{input}\n  web: {web:?}\n  cli: {error:?}")),
                }
                if text.contains('\n') {
                    failures.push(format!("more than one line: {text}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn defaults_fill_everything_but_the_required_fields() {
    let scenario =
        Scenario::from_json(&scenario_text(r#""pipeline": ["receive", "apply", "ack"]"#))
            .expect("valid");
    assert_eq!(scenario.seed, 0);
    assert_eq!(scenario.workers, 1);
    assert_eq!(scenario.dedup.store, acklab_sim::DedupStore::None);
    assert!(scenario.dedup.unique);
    assert_eq!(scenario.broker.visibility_timeout, 20);
    assert_eq!(scenario.broker.max_deliveries, 5);
    assert!(scenario.broker.durable);
    assert!(
        !scenario.producer.retry && scenario.producer.stable_ids && !scenario.producer.idempotent
    );
    assert_eq!(scenario.messages[0].amount(), 100);
    assert_eq!(scenario.retry.cap(), 60);
    let slow = Scenario::from_json(&scenario_text(
        r#""pipeline": ["receive"], "retry": {"backoff": 100}"#,
    ))
    .expect("valid");
    assert_eq!(
        slow.retry.cap(),
        100,
        "an absent cap never undercuts the first backoff"
    );
}

#[test]
fn a_scenario_survives_a_round_trip_through_json() {
    let example = Scenario::example();
    let again = Scenario::from_json(&example.to_json()).expect("the example is valid");
    assert_eq!(example, again);
}

/// serde's errors are read back into kinds the app can word in any language, not left
/// as English text.
#[test]
fn parser_errors_become_kinds_with_their_arguments() {
    use acklab_sim::ErrorKind;
    let kind = |text: &str| Scenario::from_json(text).expect_err("invalid").kind;
    let pipeline = r#""pipeline": ["receive"]"#;
    assert!(matches!(
        kind("{\"format\": "),
        ErrorKind::MalformedJson { line: 1, .. }
    ));
    assert!(matches!(
        kind(&scenario_text(&format!(r#"{pipeline}, "colour": 1"#))),
        ErrorKind::UnknownField { name, expected } if name == "colour" && expected.len() == 14
    ));
    assert!(matches!(
        kind(&scenario_text(r#""pipeline": ["receive", "fly"]"#)),
        ErrorKind::UnknownVariant { name, expected } if name == "fly" && expected.len() == 14
    ));
    assert!(matches!(
        kind(&scenario_text(&format!(r#"{pipeline}, "workers": "two""#))),
        ErrorKind::WrongType { expected, invalid_value: false, .. } if expected == "u32"
    ));
    assert!(matches!(
        kind(&scenario_text(&format!(r#"{pipeline}, "seed": -1"#))),
        ErrorKind::WrongType { got, invalid_value: true, .. } if got == "integer `-1`"
    ));
    assert!(matches!(
        kind(r#"{"messages": [], "pipeline": []}"#),
        ErrorKind::MissingField { name } if name == "format"
    ));
}

/// Switching a scenario between a queue and a log (the app's broker setting) keeps it
/// valid: the steps and the faults follow, the format becomes acklab/2 for a log.
#[test]
fn a_scenario_switches_broker_and_stays_valid() {
    use acklab_sim::{BrokerKind, Step};
    let mut scenario = Scenario::example();
    scenario.faults = vec![
        acklab_sim::Fault::Crash {
            after: Step::Ack,
            message: "m1".into(),
            delivery: 1,
        },
        acklab_sim::Fault::LoseAck {
            message: "m2".into(),
            delivery: 1,
        },
    ];
    let log = scenario.on_broker(BrokerKind::Log);
    log.validate().expect("valid on a log");
    assert_eq!(log.format, acklab_sim::FORMAT_2);
    assert_eq!(log.pipeline.first(), Some(&Step::Poll));
    assert_eq!(log.pipeline.last(), Some(&Step::CommitOffset));
    assert_eq!(log.faults.len(), 1, "the lost ack has no place on a log");
    let mut with_tx = log.clone();
    with_tx.pipeline.insert(1, Step::BeginTx);
    with_tx.pipeline.push(Step::CommitTx);
    with_tx.faults.push(acklab_sim::Fault::Crash {
        after: Step::BeginTx,
        message: "m3".into(),
        delivery: 1,
    });
    with_tx.validate().expect("a transaction on a log");
    let queue = with_tx.on_broker(BrokerKind::Queue);
    queue.validate().expect("valid on a queue again");
    assert_eq!(queue.pipeline, scenario.pipeline);
    assert_eq!(queue.faults.len(), 1);
}

/// A new arrangement of the consumer's lines carries the faults tied to a step: a
/// reorder keeps a crash or a stall on its line number, a removed line takes the faults
/// after it away, and faults tied to no step stay.
#[test]
fn faults_follow_the_lines_when_the_pipeline_changes() {
    use acklab_sim::{Fault, Step};
    let mut scenario = Scenario::example();
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    let stall = |after| Fault::Stall {
        after,
        message: "m1".into(),
        delivery: 1,
        ticks: 5,
    };
    let lost_ack = Fault::LoseAck {
        message: "m2".into(),
        delivery: 1,
    };
    scenario.faults = vec![stall(Step::Apply), lost_ack.clone()];
    let reordered = scenario.with_pipeline(vec![Step::Receive, Step::Ack, Step::Apply]);
    assert_eq!(reordered.faults, vec![stall(Step::Ack), lost_ack.clone()]);
    let shorter = scenario.with_pipeline(vec![Step::Receive, Step::Ack]);
    assert_eq!(shorter.faults, vec![lost_ack]);
    assert_eq!(shorter.pipeline, vec![Step::Receive, Step::Ack]);
}

/// Another consumer beside this one (the app's compare view) keeps every fault whose
/// step it has, where it is, and drops the others: no fault moves by line number.
#[test]
fn another_consumer_keeps_the_faults_whose_step_it_has() {
    use acklab_sim::{Fault, Step};
    let mut scenario = Scenario::example();
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    let crash = |after| Fault::Crash {
        after,
        message: "m1".into(),
        delivery: 1,
    };
    scenario.faults = vec![crash(Step::Apply), crash(Step::Ack)];
    let reordered = scenario.with_other_consumer(&[Step::Receive, Step::Ack, Step::Apply]);
    assert_eq!(reordered.faults, scenario.faults);
    let without_ack = scenario.with_other_consumer(&[Step::Receive, Step::Apply]);
    assert_eq!(without_ack.faults, vec![crash(Step::Apply)]);
    assert_eq!(without_ack.pipeline, vec![Step::Receive, Step::Apply]);
}
