//! Fuzz-style robustness: random bytes, random JSON and random mutations of a valid
//! scenario go through the parser and, when accepted, the engine. Nothing may panic.
#![cfg(not(target_arch = "wasm32"))]

use acklab_sim::{explore, run, ExploreOptions, Scenario};
use proptest::prelude::*;
use serde::Deserialize;
use serde_json::Value;

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z_]{0,12}".prop_map(Value::String),
        prop::sample::select(vec![
            "receive", "ack", "apply", "crash", "charge", "acklab/1", "m1", "table"
        ])
        .prop_map(|s| Value::String(s.to_string())),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,12}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Replaces the value at one path of the example scenario's JSON; the path's numbers
/// pick keys and indices modulo the node's size, and it stops at a leaf.
fn mutate(mut document: Value, path: &[usize], replacement: Value) -> Value {
    replace_at(&mut document, path, replacement);
    document
}

fn replace_at(node: &mut Value, path: &[usize], replacement: Value) {
    let Some((&step, rest)) = path.split_first() else {
        *node = replacement;
        return;
    };
    let key = match &*node {
        Value::Object(map) if !map.is_empty() => map.keys().nth(step % map.len()).cloned(),
        _ => None,
    };
    let index = match &*node {
        Value::Array(items) if !items.is_empty() => Some(step % items.len()),
        _ => None,
    };
    match (key, index) {
        (Some(key), _) => replace_at(&mut node[key.as_str()], rest, replacement),
        (None, Some(index)) => replace_at(&mut node[index], rest, replacement),
        (None, None) => *node = replacement,
    }
}

fn example_with_everything() -> Value {
    serde_json::json!({
        "format": "acklab/1", "seed": 7,
        "messages": [{"id": "m1", "op": "create_order"}, {"id": "m2", "op": "deposit", "amount": 100},
                     {"id": "m3", "op": "set_status"}, {"id": "m4", "op": "charge", "amount": 100}],
        "pipeline": ["receive", "begin", "check_dedup", "apply", "record_dedup", "commit", "ack"],
        "dedup": {"store": "table", "unique": true}, "workers": 2,
        "broker": {"visibility_timeout": 20, "max_deliveries": 5, "durable": true},
        "producer": {"retry": true, "stable_ids": true, "idempotent": false},
        "payment": {"idempotency_key": false, "reconcile": false},
        "retry": {"backoff": 2, "multiplier": 2, "max_backoff": 60, "jitter": true},
        "faults": [{"kind": "crash", "after": "apply", "message": "m1", "delivery": 1},
                   {"kind": "lose_ack", "message": "m1", "delivery": 1},
                   {"kind": "lose_publish_confirm", "message": "m1"},
                   {"kind": "lose_payment_response", "message": "m4", "delivery": 1},
                   {"kind": "stall", "after": "check_dedup", "message": "m1", "delivery": 1, "ticks": 50},
                   {"kind": "poison", "message": "m2"},
                   {"kind": "transient", "message": "m3", "failures": 2},
                   {"kind": "broker_crash", "at": 5}]
    })
}

/// The web app reads faults its own way (`Fault::from_document`): it must accept
/// exactly the faults the derived reading accepts, and read them alike. (Of two
/// problems in one fault, the two may name a different one first.)
fn faults_read_alike(text: &str) {
    let Ok(document) = serde_json::from_str::<Value>(text) else {
        return;
    };
    let Some(Value::Array(faults)) = document.get("faults") else {
        return;
    };
    for fault in faults {
        let derived = acklab_sim::Fault::deserialize(fault);
        let web = acklab_sim::Fault::from_document(fault);
        match (&derived, &web) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{fault}"),
            (Err(_), Err(_)) => {}
            _ => panic!("{fault}\nderived: {derived:?}\nweb: {web:?}"),
        }
    }
}

fn parse_and_run(text: &str) {
    faults_read_alike(text);
    let parsed = Scenario::from_json(text);
    // The web app accepts exactly what the CLI accepts. Reading from the parsed document
    // words a few errors differently (a map where a name is expected); when both say
    // the same, they name the same field, or the web one inside it (serde_path_to_error
    // stops at a fault: its kind tag makes serde buffer the fault's fields).
    match (Scenario::from_json_as_on_the_web(text), &parsed) {
        (Ok(web), Ok(cli)) => assert_eq!(&web, cli, "{text}"),
        (Err(web), Err(cli)) if web.kind == cli.kind => assert!(
            web.field.starts_with(&cli.field),
            "{text}\nweb: {web:?}\ncli: {cli:?}"
        ),
        (Err(_), Err(_)) => {}
        (web, cli) => panic!("{text}\nweb: {web:?}\ncli: {cli:?}"),
    }
    if let Ok(scenario) = parsed {
        let report = run(&scenario);
        assert!(
            report.violations.is_empty(),
            "seed {}: {:?}",
            scenario.seed,
            report.violations
        );
    }
}

#[test]
fn the_full_example_is_valid_and_explorable() {
    let text = example_with_everything().to_string();
    let scenario = Scenario::from_json(&text).expect("the issue's example is valid");
    assert!(run(&scenario).violations.is_empty());
    let exploration = explore(&scenario, ExploreOptions::default());
    assert!(exploration.schedules > 100);
}

/// A fault object made of the format's own names: a kind (or a stray one) and any of
/// the fields some kind has, with plausible or odd values.
fn fault_value() -> impl Strategy<Value = Value> {
    let mut names = acklab_sim::FaultKind::NAMES.to_vec();
    names.push("meteor");
    let kinds = prop::sample::select(names);
    let field = prop::sample::select(vec![
        "after",
        "message",
        "delivery",
        "ticks",
        "permanent",
        "failures",
        "at",
        "kind",
        "extra",
    ]);
    let value = prop_oneof![
        Just(Value::from("apply")),
        Just(Value::from("m1")),
        Just(Value::from(2)),
        Just(Value::from(true)),
        Just(Value::Null),
        Just(Value::from(-1)),
    ];
    (
        kinds,
        prop::option::of(Just(())),
        prop::collection::btree_map(field, value, 0..6),
    )
        .prop_map(|(kind, with_kind, fields)| {
            let mut object: serde_json::Map<String, Value> = fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            if with_kind.is_some() {
                object.insert("kind".into(), Value::from(kind));
            }
            Value::Object(object)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_web_reads_every_fault_as_the_cli_does(fault in fault_value()) {
        faults_read_alike(&serde_json::json!({ "faults": [fault] }).to_string());
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        parse_and_run(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_json_never_panics(value in json_value()) {
        parse_and_run(&value.to_string());
    }

    #[test]
    fn mutated_scenarios_never_panic(path in prop::collection::vec(any::<usize>(), 0..4), replacement in json_value()) {
        parse_and_run(&mutate(example_with_everything(), &path, replacement).to_string());
    }
}
