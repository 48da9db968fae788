//! The state checker's invariants of the producer's side (`acklab/2`), recounted from
//! the trace: which orders and outbox rows committed, which rows were marked sent, and
//! which messages are phantoms.

use crate::engine::Engine;
use crate::format::scenario::ProducerStep;
use crate::judge::verdict::{MessageVerdict, Outcome};
use crate::trace::{EventKind, Role, SourceFact};

/// Per message: the trace shows why it never needed a copy at the broker. The
/// producer crashed on its request, the relay marked its row sent, nothing in the
/// producer's pipeline sends, or its request or outbox row is not done yet.
pub(crate) fn ended_at_source(engine: &Engine) -> Vec<bool> {
    let messages = engine.scenario.messages.len();
    let Some(pipeline) = engine.scenario.producer.pipeline.as_deref() else {
        return vec![false; messages];
    };
    let sends =
        pipeline.contains(&ProducerStep::Publish) || pipeline.contains(&ProducerStep::WriteOutbox);
    let mut ended = vec![!sends; messages];
    for entry in ended.iter_mut().skip(engine.producer.request) {
        *entry = true;
    }
    for event in &engine.trace {
        if let EventKind::ProducerCrashed { message, .. }
        | EventKind::OutboxMarkedSent { message } = event.kind
        {
            ended[message] = true;
        }
    }
    for row in engine.source.outbox.iter().filter(|row| !row.sent) {
        ended[row.message] = true;
    }
    ended
}

/// The producer's database agrees with the trace, and a message is a phantom exactly
/// when it was applied although the trace shows no commit of its order.
pub(crate) fn check_source(
    engine: &Engine,
    verdicts: &[MessageVerdict],
    violations: &mut Vec<String>,
) {
    let Some(pipeline) = engine.scenario.producer.pipeline.as_deref() else {
        return;
    };
    let mut committed = vec![false; verdicts.len()];
    let (mut rows, mut sent) = (0usize, vec![false; verdicts.len()]);
    for event in &engine.trace {
        match event.kind.role() {
            Role::Source(SourceFact::Committed {
                message,
                order,
                outbox,
            }) => {
                committed[message] |= order;
                rows += usize::from(outbox);
            }
            Role::Source(SourceFact::MarkedSent { message }) => sent[message] = true,
            Role::Settles(..)
            | Role::OffsetCommit(_)
            | Role::Effect(_)
            | Role::Holding(_)
            | Role::StatusSkipped(_)
            | Role::Other => {}
        }
    }
    let source = &engine.source;
    if rows != source.outbox.len() {
        violations.push(format!(
            "the trace commits {rows} outbox rows, the outbox holds {}",
            source.outbox.len()
        ));
    }
    for row in &source.outbox {
        if row.sent != sent[row.message] {
            violations.push(format!(
                "{}: the outbox says sent {}, the trace {}",
                verdicts[row.message].id, row.sent, sent[row.message]
            ));
        }
    }
    let writes = pipeline.contains(&ProducerStep::Write);
    for (message, verdict) in verdicts.iter().enumerate() {
        if committed[message] != source.order_committed(message) {
            violations.push(format!(
                "{}: the trace says its order committed: {}, the producer's database: {}",
                verdict.id,
                committed[message],
                source.order_committed(message)
            ));
        }
        let phantom = writes && !committed[message] && verdict.applied > 0;
        if phantom != (verdict.outcome == Outcome::Phantom) {
            violations.push(format!(
                "{}: a phantom by the trace: {phantom}, by the verdict: {:?}",
                verdict.id, verdict.outcome
            ));
        }
    }
}
