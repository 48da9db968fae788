//! The broker's settings in the settings panel: its kind (queue or log) with a log's
//! partitions, group and client settings, and which real broker a queue behaves like.

use acklab_sim::{BrokerKind, BrokerLike, Isolation, Op, Scenario};
use yew::prelude::*;

use crate::components::settings::{checkbox, editor, number, parsed, parsed_u32, SettingsProps};
use crate::i18n::tr;

/// A setting of the log's fieldset. One function sets them all, so that every field's
/// callback is the same closure type (a closure each cost the bundle 1.7 KB gzip).
#[derive(Clone, Copy)]
enum LogField {
    Kind,
    Partitions,
    SessionTimeout,
    MaxPollRecords,
    AutoCommit,
    MaxPollInterval,
    DeadLetterTopic,
    Isolation,
}

fn set_log_field(s: &mut Scenario, field: LogField, v: &str) {
    match field {
        LogField::Kind => {
            let kind = if v == "log" {
                BrokerKind::Log
            } else {
                BrokerKind::Queue
            };
            *s = s.on_broker(kind);
        }
        LogField::Partitions => s.broker.partitions = parsed_u32(v),
        LogField::SessionTimeout => s.broker.session_timeout = parsed(v),
        LogField::MaxPollRecords => s.consumer.max_poll_records = parsed_u32(v),
        LogField::AutoCommit => s.consumer.auto_commit = Some(parsed(v)).filter(|t| *t > 0),
        LogField::MaxPollInterval => {
            s.consumer.max_poll_interval = Some(parsed(v)).filter(|t| *t > 0);
        }
        LogField::DeadLetterTopic => s.consumer.dead_letter_topic = v == "true",
        LogField::Isolation => {
            s.downstream.isolation = if v == "true" {
                Isolation::ReadUncommitted
            } else {
                Isolation::ReadCommitted
            };
        }
    }
}

/// The broker's kind and, on a log, its partitions, the group's session timeout and the
/// consumer client's settings; the downstream reader's isolation when something emits.
pub(super) fn log_fieldset(props: &SettingsProps) -> Html {
    let s = &props.scenario;
    let set = |field: LogField| editor(props, move |s, v| set_log_field(s, field, v));
    let log = s.broker.kind == BrokerKind::Log;
    let emits = s.messages.iter().any(|m| m.op == Op::Emit);
    let auto_commit = s.consumer.auto_commit.unwrap_or(0);
    let max_poll_interval = s.consumer.max_poll_interval.unwrap_or(0);
    let option = |value: &'static str, label: String, selected: bool| {
        html! { <option {value} {selected}>{ label }</option> }
    };
    html! {
        <fieldset><legend>{ tr("broker-kind") }</legend>
            <select aria-label={tr("broker-kind")} onchange={set(LogField::Kind)}>
                { option("queue", tr("broker-kind-queue"), !log) }
                { option("log", tr("broker-kind-log"), log) }
            </select>
            if log {
                { number(tr("partitions"), u64::from(s.broker.partitions), 1, 8, set(LogField::Partitions)) }
                { number(tr("session-timeout"), s.broker.session_timeout, 1, 1000, set(LogField::SessionTimeout)) }
                { number(tr("max-poll-records"), u64::from(s.consumer.max_poll_records), 1, 10, set(LogField::MaxPollRecords)) }
                { number(tr("auto-commit"), auto_commit, 0, 1000, set(LogField::AutoCommit)) }
                { number(tr("max-poll-interval"), max_poll_interval, 0, 1000, set(LogField::MaxPollInterval)) }
                { checkbox(tr("dead-letter-topic"), s.consumer.dead_letter_topic, set(LogField::DeadLetterTopic)) }
            }
            if emits {
                { checkbox(tr("isolation"), !s.downstream.isolation.is_read_committed(), set(LogField::Isolation)) }
            }
        </fieldset>
    }
}

/// Which real broker a queue behaves like; a log has no such choice.
pub(super) fn like_select(props: &SettingsProps) -> Html {
    if props.scenario.broker.kind != BrokerKind::Queue {
        return Html::default();
    }
    let current = props.scenario.broker.like;
    let onchange = editor(props, |s, v| {
        if let Some(like) = BrokerLike::from_name(v) {
            *s = s.like_broker(like);
        }
    });
    html! {
        <label class="field">{ tr("broker-like") }
            <select {onchange}>{ for BrokerLike::ALL.iter().map(|like| html! {
                <option value={like.name()} selected={*like == current}>{ tr(&format!("broker-like-{}", like.name())) }</option>
            }) }</select>
        </label>
    }
}
