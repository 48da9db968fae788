//! The state checker: invariants every run must satisfy, kept apart from the system they
//! check. It recounts from the trace what the components claim in their state, so a bug
//! in one is caught by the other. An empty result means the run is sound.

use crate::engine::Engine;
use crate::format::scenario::Op;
use crate::judge::verdict::{MessageVerdict, Outcome};
use crate::trace::{CopyId, Effect, EventKind, Role, Settling};
use crate::world::broker::Store;

/// Every violated invariant, in words; empty when all hold.
pub fn check(engine: &Engine, verdicts: &[MessageVerdict]) -> Vec<String> {
    let mut violations = Vec::new();
    check_applied(engine, verdicts, &mut violations);
    check_copies(engine, &mut violations);
    check_messages(engine, verdicts, &mut violations);
    check_tables(engine, verdicts, &mut violations);
    check_offsets(engine, &mut violations);
    check_statuses(engine, verdicts, &mut violations);
    crate::judge::checker_source::check_source(engine, verdicts, &mut violations);
    violations
}

/// The copy a status update reached, and whether it was written (a skip as not newer
/// reaches the order without writing).
fn status_reached(kind: &EventKind) -> Option<(CopyId, bool)> {
    match kind.role() {
        Role::Effect(Effect {
            copy,
            op: Some(Op::SetStatus),
            ..
        }) => Some((copy, true)),
        Role::StatusSkipped(copy) => Some((copy, false)),
        Role::Effect(_)
        | Role::Settles(..)
        | Role::OffsetCommit(_)
        | Role::Holding(_)
        | Role::Source(_)
        | Role::Other => None,
    }
}

/// Each order's final status recounted from the trace (the last committed update of
/// its key) is the database's, and a status update is `out_of_order` exactly when it
/// reached the order (written, or skipped as not newer) and is newer than that status.
fn check_statuses(engine: &Engine, verdicts: &[MessageVerdict], violations: &mut Vec<String>) {
    let orders = &engine.orders;
    let mut last: Vec<Option<usize>> = vec![None; orders.keys()];
    let mut reached = vec![false; verdicts.len()];
    for event in &engine.trace {
        let Some((copy, written)) = status_reached(&event.kind) else {
            continue;
        };
        let message = engine.copies[copy as usize].message;
        if written {
            last[orders.of_message(message).key as usize] = Some(message);
        }
        reached[message] = true;
    }
    let finals = engine.database.final_statuses(orders.keys());
    for (key, (counted, stored)) in last.iter().zip(&finals).enumerate() {
        let stored = stored.map(|w| engine.copies[w.copy() as usize].message);
        if *counted != stored {
            violations.push(format!(
                "order key {key}: the trace's last status is from message {counted:?}, the database's from {stored:?}"
            ));
        }
    }
    for (message, verdict) in verdicts.iter().enumerate() {
        let order = orders.of_message(message);
        let final_version = last[order.key as usize].map_or(0, |m| orders.of_message(m).version);
        let expected = reached[message] && final_version < order.version;
        if expected != (verdict.outcome == Outcome::OutOfOrder) {
            violations.push(format!(
                "{}: out of order by the trace: {expected}, by the verdict: {:?}",
                verdict.id, verdict.outcome
            ));
        }
    }
}

/// On a log, each partition's committed offset recounted from the trace: the highest
/// offset a commit (by the step or by the timer) set. Empty on a queue.
fn committed_offsets(engine: &Engine) -> Vec<u64> {
    let mut committed = vec![0u64; partition_count(engine)];
    for (_, partition, offset) in commits(engine) {
        let entry = &mut committed[partition as usize];
        *entry = (*entry).max(offset);
    }
    committed
}

/// How many partitions the broker has: none on a queue.
fn partition_count(engine: &Engine) -> usize {
    match &engine.broker.store {
        Store::Queue(_) => 0,
        Store::Log(log) => log.partitions.len(),
    }
}

/// Every offset commit the trace shows (by the step or by the timer), as (tick,
/// partition, offset).
fn commits(engine: &Engine) -> impl Iterator<Item = (u64, u32, u64)> + '_ {
    engine.trace.iter().filter_map(|event| {
        let commit = event.kind.offset_commit()?;
        Some((event.tick, commit.partition, commit.offset))
    })
}

/// Whether the trace shows the group committing past `copy` (a record of a log).
fn committed_past(engine: &Engine, committed: &[u64], copy: usize) -> bool {
    engine.copies[copy]
        .place
        .is_some_and(|place| place.offset < committed[place.partition as usize])
}

/// On a log: every recorded commit moves its partition's committed offset forward
/// (one that would not is not recorded), and the broker's committed offsets are the
/// trace's.
fn check_offsets(engine: &Engine, violations: &mut Vec<String>) {
    let log = match &engine.broker.store {
        // A queue commits no offsets: there is nothing to check.
        Store::Queue(_) => return,
        Store::Log(log) => log,
    };
    let mut running = vec![0u64; log.partitions.len()];
    for (tick, partition, offset) in commits(engine) {
        let before = running[partition as usize];
        if offset <= before {
            violations.push(format!(
                "t={tick}: a commit in partition {partition} did not move it forward ({before} to {offset})"
            ));
        }
        running[partition as usize] = before.max(offset);
    }
    for (index, partition) in log.partitions.iter().enumerate() {
        if partition.committed != running[index] {
            violations.push(format!(
                "partition {index}: the broker says committed {}, the trace {}",
                partition.committed, running[index]
            ));
        }
    }
}

/// The verdict's applied count equals the effects the trace shows.
fn check_applied(engine: &Engine, verdicts: &[MessageVerdict], violations: &mut Vec<String>) {
    let mut counted = vec![0u32; verdicts.len()];
    for event in &engine.trace {
        if let EventKind::EffectCommitted { copy, .. }
        | EventKind::Charged { copy, .. }
        | EventKind::EmailSent { copy, .. } = event.kind
        {
            counted[engine.copies[copy as usize].message] += 1;
        }
    }
    for (verdict, counted) in verdicts.iter().zip(counted) {
        if verdict.applied != counted {
            violations.push(format!(
                "{}: state says applied {} times, trace says {counted}",
                verdict.id, verdict.applied
            ));
        }
    }
}

/// Conservation: every copy the broker accepted ends acked, dead-lettered or dropped
/// exactly once, or is still held by the broker. On a log a record ends when the
/// group commits past it (processed or not) or the consumer parks it in the
/// dead-letter topic, and is held while it is still ahead (behind a blocked record too).
fn check_copies(engine: &Engine, violations: &mut Vec<String>) {
    let copies = engine.copies.len();
    let mut published = vec![0u32; copies];
    let committed = committed_offsets(engine);
    let mut endings: Vec<u32> = (0..copies)
        .map(|copy| u32::from(committed_past(engine, &committed, copy)))
        .collect();
    for event in &engine.trace {
        if let EventKind::Published { copy, .. } = event.kind {
            published[copy as usize] += 1;
        }
        let Some((copy, settling)) = event.kind.settles() else {
            continue;
        };
        let ending = &mut endings[copy as usize];
        match settling {
            Settling::Acked | Settling::DeadLettered | Settling::Dropped => *ending += 1,
            // Parked in the dead-letter topic: ended, whether or not the handler's
            // commit past it went through (counted once).
            Settling::ParkedInTopic => *ending = (*ending).max(1),
            // A redrive takes a parked copy back: its ending is undone.
            Settling::Redriven => *ending = ending.saturating_sub(1),
        }
    }
    for copy in 0..copies {
        let id = &engine.copies[copy].wire_id;
        if published[copy] != 1 {
            violations.push(format!(
                "copy {copy} ({id}) was published {} times",
                published[copy]
            ));
        }
        let held = engine.broker.copies[copy].state.is_held();
        match (endings[copy], held) {
            (0, true) | (1, false) => {}
            (0, false) => violations.push(format!(
                "copy {copy} ({id}) vanished from the broker without a trace"
            )),
            (n, _) => violations.push(format!("copy {copy} ({id}) ended {n} times (held: {held})")),
        }
    }
}

/// Every message is accounted for: published, still being published, or given up on;
/// and a lost message has a cause in the trace. One pass over the copies and one over
/// the trace, so a run of a thousand messages is checked in linear time.
fn check_messages(engine: &Engine, verdicts: &[MessageVerdict], violations: &mut Vec<String>) {
    let mut has_copies = vec![false; verdicts.len()];
    for info in &engine.copies {
        has_copies[info.message] = true;
    }
    let mut gave_up = vec![false; verdicts.len()];
    let mut ended = vec![false; verdicts.len()];
    let committed = committed_offsets(engine);
    for copy in (0..engine.copies.len()).filter(|&c| committed_past(engine, &committed, c)) {
        ended[engine.copies[copy].message] = true;
    }
    // On the producer's side a message may never reach the broker for a reason of its
    // own: the producer crashed on its request, the relay marked its row sent first,
    // nothing in the producer sends, or its request or row is still to come.
    let at_source = crate::judge::checker_source::ended_at_source(engine);
    for event in &engine.trace {
        if let EventKind::PublishGaveUp { message, .. } = event.kind {
            gave_up[message] = true;
        }
        match event.kind.settles() {
            Some((copy, Settling::Acked | Settling::Dropped)) => {
                ended[engine.copies[copy as usize].message] = true;
            }
            Some((_, Settling::DeadLettered | Settling::ParkedInTopic | Settling::Redriven))
            | None => {}
        }
    }
    for (message, verdict) in verdicts.iter().enumerate() {
        let (copies, gave_up) = (has_copies[message], gave_up[message] || at_source[message]);
        if !copies && !gave_up && engine.publishes_pending[message] == 0 {
            violations.push(format!("{}: never published, never given up", verdict.id));
        }
        let explained = ended[message] || (gave_up && !copies);
        if verdict.outcome == Outcome::Lost && !explained {
            violations.push(format!(
                "{}: lost, but no copy was acked or dropped",
                verdict.id
            ));
        }
    }
}

/// The tables agree with the per-message counts.
fn check_tables(engine: &Engine, verdicts: &[MessageVerdict], violations: &mut Vec<String>) {
    let scenario = &engine.scenario;
    let sum = |op: Op, weight: &dyn Fn(usize) -> u64| -> u64 {
        verdicts
            .iter()
            .enumerate()
            .filter(|(i, _)| scenario.messages[*i].op == op)
            .map(|(i, v)| u64::from(v.applied) * weight(i))
            .sum()
    };
    let orders = u64::from(engine.database.order_rows());
    let expected_orders = sum(Op::CreateOrder, &|_| 1) + upserted_keys(engine, verdicts);
    if orders != expected_orders {
        violations.push(format!(
            "orders table has {orders} rows, verdicts say {expected_orders}"
        ));
    }
    let expected_balance = sum(Op::Deposit, &|i| scenario.messages[i].amount());
    if engine.database.balance() != expected_balance {
        violations.push(format!(
            "balance is {}, verdicts say {expected_balance}",
            engine.database.balance()
        ));
    }
    let charges = engine.payment.charges.len() as u64;
    if charges != sum(Op::Charge, &|_| 1) {
        violations.push(format!(
            "{charges} charges taken, verdicts say {}",
            sum(Op::Charge, &|_| 1)
        ));
    }
}

/// How many distinct orders the applied upserts name: each is one row.
fn upserted_keys(engine: &Engine, verdicts: &[MessageVerdict]) -> u64 {
    let mut keys: Vec<u32> = verdicts
        .iter()
        .enumerate()
        .filter(|(i, v)| engine.scenario.messages[*i].op == Op::Upsert && v.applied > 0)
        .map(|(i, _)| engine.orders.of_message(i).key)
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys.len() as u64
}

#[cfg(test)]
mod tests {
    use super::check;
    use crate::engine::Engine;
    use crate::format::scenario::Scenario;
    use crate::world::broker::CopyState;
    use crate::world::database::Write;

    /// The checker must notice when the state and the trace disagree; otherwise the
    /// property tests that rely on it could never fail.
    #[test]
    fn a_tampered_run_is_caught() {
        let scenario = Scenario::example();
        let mut engine = Engine::new(&scenario);
        engine.run();
        assert!(check(&engine, &engine.verdicts()).is_empty());

        engine.database.committed.push(Write::Deposit {
            copy: 1,
            amount: 100,
        });
        let violations = check(&engine, &engine.verdicts());
        assert!(
            violations.iter().any(|v| v.contains("trace says 1")),
            "{violations:?}"
        );

        engine.database.committed.pop();
        engine.broker.copies[0].state = CopyState::Ready;
        let violations = check(&engine, &engine.verdicts());
        assert!(
            violations.iter().any(|v| v.contains("ended 1 times")),
            "{violations:?}"
        );

        engine.broker.copies[0].state = CopyState::Acked;
        engine
            .trace
            .retain(|e| !matches!(e.kind, crate::trace::EventKind::Acked { copy: 0, .. }));
        let violations = check(&engine, &engine.verdicts());
        assert!(
            violations.iter().any(|v| v.contains("vanished")),
            "{violations:?}"
        );
    }
}
