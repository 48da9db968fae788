//! Why a status update ends `out_of_order`: it reached the order, and later an older
//! update of the same order was written over it.

use super::{Cause, Context};
use crate::format::scenario::{Op, Step};
use crate::trace::EventKind;

/// The version of message `index`: the one it carries, or its place in the publish
/// order (the rule of `OrderBook`).
fn version_of(context: &Context, index: usize) -> u64 {
    let message = &context.scenario.messages[index];
    message.version.unwrap_or(index as u64 + 1)
}

/// The update's own last write (if it was written rather than skipped as not newer),
/// then the older update that overwrote it, then why the consumer let it.
pub(super) fn explain_out_of_order(context: &Context) -> Vec<Cause> {
    let mut causes = Vec::new();
    let applied = context.find(|k| matches!(k, EventKind::EffectCommitted { .. }));
    if let Some(&event) = applied.last() {
        if let EventKind::EffectCommitted { worker, .. } = context.trace[event].kind {
            causes.push(Cause::EffectApplied {
                event,
                worker,
                nth: applied.len() as u32,
                op: Op::SetStatus,
                order: None,
            });
        }
    }
    let reached = applied
        .last()
        .copied()
        .or_else(|| context.first(|k| matches!(k, EventKind::VersionSkipped { .. })));
    if let Some(overwrite) = older_write_after(context, reached.unwrap_or(0)) {
        causes.push(overwrite);
    }
    causes.push(if context.scenario.pipeline.contains(&Step::CheckVersion) {
        Cause::VersionCheckRace
    } else {
        Cause::NoVersionCheck
    });
    causes
}

/// The first committed status of an older update of the same order after `from`.
fn older_write_after(context: &Context, from: usize) -> Option<Cause> {
    let messages = &context.scenario.messages;
    let key = messages[context.message].key();
    let version = version_of(context, context.message);
    context
        .trace
        .iter()
        .enumerate()
        .skip(from)
        .find_map(|(event, entry)| {
            let EventKind::EffectCommitted {
                worker,
                copy,
                op: Op::SetStatus,
                ..
            } = entry.kind
            else {
                return None;
            };
            let other = context.copies[copy as usize].message;
            let older = version_of(context, other);
            let same_order = other != context.message && messages[other].key() == key;
            (same_order && older < version).then(|| Cause::OverwrittenByOlder {
                event,
                worker,
                older: messages[other].id.clone(),
                older_version: older,
                older_status: messages[other].status().to_string(),
                version,
                versioned: messages[other].version.is_some()
                    && messages[context.message].version.is_some(),
            })
        })
}
