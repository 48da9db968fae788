//! A setting added after `acklab/1` is refused in an `acklab/1` document: its rule in
//! `first_part_two_field` or `first_source_field` says it needs `acklab/2`. The fields of
//! the first format are frozen below (it never changes); every other field serde knows
//! must be refused there for some value a learner could write, or this fails and names it.

mod common;

use acklab_sim::{
    BrokerConfig, ConsumerConfig, DedupConfig, DownstreamConfig, ErrorKind, PaymentConfig,
    ProducerConfig, RelayConfig, RetryPolicy, Scenario,
};
use common::serde_names::names;
use serde_json::{json, Value};

/// Each settings object's path in a document, and the fields it had in `acklab/1`.
fn objects() -> Vec<(&'static str, Vec<&'static str>, &'static [&'static str])> {
    vec![
        (
            "broker",
            names::<BrokerConfig>(),
            &["durable", "max_deliveries", "visibility_timeout"],
        ),
        ("dedup", names::<DedupConfig>(), &["store", "unique"]),
        (
            "producer",
            names::<ProducerConfig>(),
            &["idempotent", "retry", "stable_ids"],
        ),
        (
            "payment",
            names::<PaymentConfig>(),
            &["idempotency_key", "reconcile"],
        ),
        (
            "retry",
            names::<RetryPolicy>(),
            &["backoff", "jitter", "max_backoff", "multiplier"],
        ),
        ("consumer", names::<ConsumerConfig>(), &[]),
        ("downstream", names::<DownstreamConfig>(), &[]),
        ("relay", names::<RelayConfig>(), &[]),
    ]
}

/// Values a learner might write for a setting, of the types settings have.
fn candidates() -> Vec<Value> {
    vec![
        json!(7),
        json!(3),
        json!(true),
        json!("log"),
        json!("rabbitmq"),
        json!("read_uncommitted"),
        json!({ "from": 1, "to": 3 }),
        json!(["begin", "write", "commit", "publish"]),
        json!(["read_outbox", "mark_sent", "publish"]),
    ]
}

/// Whether `document` with `object.field = value` is refused as needing `acklab/2`.
fn needs_format_two(document: &Value, object: &str, field: &str, value: &Value) -> bool {
    let mut edited = document.clone();
    edited[object][field] = value.clone();
    let text = edited.to_string();
    matches!(Scenario::from_json(&text), Err(e) if e.kind == ErrorKind::NeedsFormatTwo)
}

/// The first example document, with every settings object present.
fn first_format_document() -> Value {
    let mut document: Value = serde_json::from_str(&Scenario::example().to_json())
        .unwrap_or_else(|e| panic!("the example reads back: {e}"));
    assert_eq!(
        document["format"], "acklab/1",
        "the example is a first-format document"
    );
    for (object, _, _) in objects() {
        if document.get(object).is_none() {
            document[object] = json!({});
        }
    }
    document
}

/// The frozen list holds only what `acklab/1` accepts: none of its fields is refused.
#[test]
fn the_first_format_fields_are_accepted_there() {
    let document = first_format_document();
    for (object, fields, first_format) in objects() {
        for field in first_format {
            assert!(
                fields.contains(field),
                "{object}.{field} is not a field any more"
            );
            let refused = candidates()
                .iter()
                .any(|value| needs_format_two(&document, object, field, value));
            assert!(
                !refused,
                "{object}.{field} needs acklab/2, so it is not a first-format field"
            );
        }
    }
}

#[test]
fn every_setting_after_format_one_needs_format_two() {
    let document = first_format_document();
    let mut ungated = Vec::new();
    for (object, fields, first_format) in objects() {
        assert!(!fields.is_empty(), "{object}: serde named no field");
        for field in fields.iter().filter(|f| !first_format.contains(f)) {
            let refused = candidates()
                .iter()
                .any(|value| needs_format_two(&document, object, field, value));
            if !refused {
                ungated.push(format!("{object}.{field}"));
            }
        }
    }
    assert!(
        ungated.is_empty(),
        "accepted in an acklab/1 document with every value tried: {ungated:?}; give each its \
         acklab/2 rule (validate_log.rs, validate_source.rs) or, if it was in acklab/1, list it"
    );
}
