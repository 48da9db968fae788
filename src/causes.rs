//! The core's causal explanations in the active locale. Each `Cause` becomes the Fluent
//! message `cause-<kind>`, with the cause's fields as arguments (workers counted from
//! 1, the tick of the event it points at as `$tick`), so translators choose the words
//! and the grammar, and the sub-cases are Fluent selectors.

use acklab_sim::{Cause, Scenario, TraceEvent};

use crate::fields::{fluent_message, Field, FieldArg};
use crate::i18n::tr_args;

/// One cause as a sentence; `message` is the index of the message it explains.
pub fn cause_text(
    cause: &Cause,
    scenario: &Scenario,
    trace: &[TraceEvent],
    message: usize,
) -> String {
    // A cause's `event` points into the trace: its tick is what the sentence says.
    let (key, mut args) = fluent_message(cause, ("cause", "cause"), |name, field| {
        match (name, field) {
            ("event", Field::Number(n)) => {
                let tick = trace.get(*n as usize).map_or(0, |e| e.tick);
                Some(FieldArg::Named("tick", tick.into()))
            }
            _ => None,
        }
    });
    if let Some(message) = scenario.messages.get(message) {
        args.push(("amount".into(), message.amount().into()));
        args.push(("status".into(), message.status().to_string().into()));
    }
    let key = if key.is_empty() {
        "cause-never-applied".to_string()
    } else {
        key
    };
    tr_args(&key, &args)
}

#[cfg(test)]
mod tests {
    use super::cause_text;
    use acklab_sim::{english, run, Scenario};

    /// Every cause the corpus produces reads in English exactly as the core's own
    /// English renderer says it: the Fluent messages cover every kind and sub-case.
    #[test]
    fn english_messages_match_the_core_renderer_on_the_whole_corpus() {
        crate::i18n::activate("en");
        let mut compared = 0;
        for (name, scenario) in crate::corpus() {
            let report = run(&scenario);
            for (index, verdict) in report.messages.iter().enumerate() {
                for cause in &verdict.causes {
                    let ours = cause_text(cause, &scenario, &report.trace, index);
                    let core = english::render(
                        std::slice::from_ref(cause),
                        &scenario,
                        &report.trace,
                        index,
                    );
                    assert_eq!(ours, core, "{name}: {cause:?}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 30, "only {compared} causes compared");
    }

    /// Every kind of cause, corpus or not, has an English message with all its
    /// arguments filled in.
    #[test]
    fn every_kind_of_cause_has_a_complete_message() {
        use acklab_sim::{ApplyError, Cause as C, DeadLetterReason, Op, Step};
        crate::i18n::activate("en");
        let scenario = Scenario::example();
        let all = vec![
            C::EffectApplied {
                event: 0,
                worker: 0,
                nth: 1,
                op: Op::Deposit,
                order: None,
            },
            C::Crashed {
                event: 0,
                worker: 0,
                after: Step::Ack,
                next: None,
            },
            C::AckLost {
                event: 0,
                worker: 0,
                broker_down: true,
            },
            C::Stalled {
                event: 0,
                worker: 1,
                ticks: 30,
            },
            C::VisibilityExpired { event: 0 },
            C::ChannelClosed {
                event: 0,
                worker: 0,
                reason: acklab_sim::ChannelCloseCause::ConsumerTimeout,
            },
            C::ApplyFailed {
                event: 0,
                worker: 0,
                error: ApplyError::Transient,
            },
            C::PaymentResponseLost {
                event: 0,
                worker: 0,
            },
            C::BrokerRequeued { event: 0 },
            C::Redelivered {
                event: 0,
                worker: 1,
                delivery: 2,
            },
            C::Republished {
                event: 0,
                new_id: Some("m1~2".into()),
            },
            C::NoDedupStore,
            C::NoDedupCheck,
            C::NoDedupRecord,
            C::NewIdNotRecognised {
                new_id: "m1~2".into(),
            },
            C::DedupMemoryForgotten {
                event: 0,
                worker: 0,
            },
            C::DedupMemoryPerWorker,
            C::DedupNotInSameTransaction,
            C::CheckThenInsertRace,
            C::NoUniqueConstraint,
            C::ChargeOutsideTransaction,
            C::EmailSentDirectly,
            C::NoIdempotencyKey,
            C::StatusCheckRace,
            C::AckedBeforeEffect {
                event: 0,
                worker: 0,
            },
            C::AbandonedAfterAck { event: 0 },
            C::NotRedelivered,
            C::SkippedAsDuplicate {
                event: 0,
                worker: 0,
            },
            C::DroppedByBroker { event: 0 },
            C::PublishGaveUp {
                event: 0,
                attempts: 3,
            },
            C::NoApplyStep,
            C::DeadLettered {
                event: 0,
                deliveries: 1,
                reason: DeadLetterReason::MaxDeliveries,
            },
            C::DeadLettered {
                event: 0,
                deliveries: 0,
                reason: DeadLetterReason::Expired,
            },
            C::ParkedNeedsAttention,
            C::NeverApplied,
            C::CommittedPast {
                event: 0,
                worker: 0,
                partition: 1,
                offset: 3,
                record: 2,
                auto: true,
            },
            C::CommittedPast {
                event: 0,
                worker: 1,
                partition: 0,
                offset: 3,
                record: 2,
                auto: false,
            },
            C::PolledAgain {
                event: 0,
                worker: 0,
                poll: 2,
            },
            C::NotReadAgain,
            C::ResumedPast {
                event: 0,
                worker: Some(1),
                partition: 0,
                offset: 3,
            },
            C::ResumedPast {
                event: 0,
                worker: None,
                partition: 0,
                offset: 3,
            },
            C::OffsetCommitLost {
                event: 0,
                worker: 0,
                partition: 0,
                offset: 1,
            },
            C::CrashedEarlierInPoll {
                event: 0,
                worker: 0,
                record: "d2".into(),
            },
            C::PublishedBeforeCommit { event: 0 },
            C::PublishedBeforeWrite { event: 0 },
            C::CommittedNotPublished,
            C::WrittenNotPublished,
            C::OutboxRowNotWritten,
            C::RelayPublishedRowWithoutOrder { event: 0 },
            C::CrashedOnLaterRecord {
                event: 0,
                worker: 0,
                record: "m2".into(),
            },
            C::RemovedFromGroup {
                event: 0,
                worker: 0,
                interval: 1,
            },
            C::RemovedFromGroup {
                event: 0,
                worker: 1,
                interval: 4,
            },
            C::CommitRefused {
                event: 0,
                worker: 0,
            },
        ];
        let all = all
            .into_iter()
            .chain([true, false].map(|versioned| C::OverwrittenByOlder {
                event: 0,
                worker: 0,
                older: "m1".into(),
                older_version: 1,
                older_status: "paid".into(),
                version: 2,
                versioned,
            }))
            // A fault with no cause of its own reads in its kind's words, any kind.
            .chain(
                acklab_sim::FaultKind::ALL
                    .iter()
                    .map(|&fault| C::FaultStruck {
                        event: 0,
                        fault,
                        delivery: 1,
                    }),
            );
        let trace = [acklab_sim::TraceEvent {
            tick: 7,
            kind: acklab_sim::EventKind::BrokerRestarted,
        }];
        for cause in all {
            let text = cause_text(&cause, &scenario, &trace, 0);
            assert!(
                !text.starts_with("cause-") && !text.contains('{') && !text.is_empty(),
                "{cause:?}: {text}"
            );
            let core = english::render(std::slice::from_ref(&cause), &scenario, &trace, 0);
            assert_eq!(text, core, "{cause:?}");
        }
    }
}
