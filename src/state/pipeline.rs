//! Editing the consumer's lines: where an added step goes, and how faults tied to a
//! step follow the learner's edit.

use acklab_sim::Step;

/// The draft with `step` added where it can run, so that one click gives a working
/// consumer: `receive` first, `ack` last, `check_dedup` just before `apply`,
/// `record_dedup` just after it, and a transaction (`begin` … `commit`) around the
/// dedup steps and `apply`. Adding `begin` or `commit` adds the other half of the
/// pair when it is missing, because either alone is refused.
pub fn inserted(draft: &[Step], step: Step) -> Vec<Step> {
    let mut next: Vec<Step> = draft.iter().copied().filter(|s| *s != step).collect();
    let pair = pair_of(step);
    place(&mut next, step);
    if let Some(other) = pair.filter(|other| !next.contains(other)) {
        place(&mut next, other);
    }
    next
}

/// The draft without a step; begin and commit go together, as they came, since either
/// alone is refused.
pub fn without(draft: &[Step], step: Step) -> Vec<Step> {
    let pair = pair_of(step);
    draft
        .iter()
        .copied()
        .filter(|s| *s != step && Some(*s) != pair)
        .collect()
}

/// The other half of a transaction's pair: `begin` and `commit` go together.
fn pair_of(step: Step) -> Option<Step> {
    match step {
        Step::Begin => Some(Step::Commit),
        Step::Commit => Some(Step::Begin),
        Step::Receive
        | Step::CheckDedup
        | Step::Apply
        | Step::RecordDedup
        | Step::Ack
        | Step::Poll
        | Step::CommitOffset
        | Step::CheckVersion
        | Step::BeginTx
        | Step::CommitTx
        | Step::RecordAttempt
        | Step::RecordResult => None,
    }
}

fn position(draft: &[Step], step: Step) -> Option<usize> {
    draft.iter().position(|s| *s == step)
}

/// The first of `steps` present in the draft.
fn first_of(draft: &[Step], steps: &[Step]) -> Option<usize> {
    steps.iter().find_map(|s| position(draft, *s))
}

/// The last of `steps` present in the draft.
fn last_of(draft: &[Step], steps: &[Step]) -> Option<usize> {
    draft.iter().rposition(|s| steps.contains(s))
}

fn place(draft: &mut Vec<Step>, step: Step) {
    let end = draft.len();
    let after = |at: Option<usize>| at.map_or(end, |p| p + 1);
    let index = match step {
        Step::Receive | Step::Poll => 0,
        Step::Ack | Step::CommitOffset => end,
        // A Kafka transaction opens right after the poll and closes last, around the
        // offset commit.
        Step::BeginTx => after(position(draft, Step::Poll)),
        Step::CommitTx => end,
        Step::Begin => first_of(
            draft,
            &[
                Step::CheckDedup,
                Step::Apply,
                Step::RecordDedup,
                Step::Ack,
                Step::CommitOffset,
            ],
        )
        .unwrap_or(end),
        // The operation's row goes just around the external call.
        Step::RecordAttempt => position(draft, Step::Apply).unwrap_or(end),
        Step::RecordResult => after(position(draft, Step::Apply)),
        Step::CheckDedup | Step::CheckVersion => first_of(
            draft,
            &[
                Step::Apply,
                Step::RecordDedup,
                Step::Commit,
                Step::Ack,
                Step::CommitOffset,
            ],
        )
        .unwrap_or(end),
        Step::Apply => first_of(
            draft,
            &[
                Step::RecordDedup,
                Step::Commit,
                Step::Ack,
                Step::CommitOffset,
            ],
        )
        .unwrap_or(end),
        Step::RecordDedup => after(last_of(
            draft,
            &[
                Step::Receive,
                Step::Poll,
                Step::Begin,
                Step::CheckDedup,
                Step::Apply,
            ],
        )),
        Step::Commit => {
            let inside = last_of(
                draft,
                &[
                    Step::Begin,
                    Step::CheckDedup,
                    Step::Apply,
                    Step::RecordDedup,
                ],
            );
            after(inside)
        }
    };
    draft.insert(index.min(end), step);
}

#[cfg(test)]
mod tests {
    use super::*;
    use Step::*;

    #[test]
    fn each_added_step_lands_where_it_can_run() {
        let start = [Receive, Apply, Ack];
        assert_eq!(
            inserted(&start, CheckDedup),
            [Receive, CheckDedup, Apply, Ack]
        );
        assert_eq!(
            inserted(&start, RecordDedup),
            [Receive, Apply, RecordDedup, Ack]
        );
        assert_eq!(
            inserted(&start, Begin),
            [Receive, Begin, Apply, Commit, Ack]
        );
        assert_eq!(
            inserted(&start, Commit),
            [Receive, Begin, Apply, Commit, Ack]
        );
        assert_eq!(inserted(&[Apply, Ack], Receive), [Receive, Apply, Ack]);
        assert_eq!(inserted(&[Receive, Ack, Apply], Ack), [Receive, Apply, Ack]);
    }

    #[test]
    fn removing_begin_or_commit_removes_the_pair() {
        let inbox = [Receive, Begin, CheckDedup, Apply, RecordDedup, Commit, Ack];
        let plain = [Receive, CheckDedup, Apply, RecordDedup, Ack];
        assert_eq!(without(&inbox, Begin), plain);
        assert_eq!(without(&inbox, Commit), plain);
        assert_eq!(
            without(&inbox, CheckDedup),
            [Receive, Begin, Apply, RecordDedup, Commit, Ack]
        );
    }

    #[test]
    fn the_inbox_is_three_additions_in_any_order() {
        let inbox = [Receive, Begin, CheckDedup, Apply, RecordDedup, Commit, Ack];
        let orders = [
            [Begin, CheckDedup, RecordDedup],
            [CheckDedup, RecordDedup, Begin],
            [RecordDedup, Begin, CheckDedup],
            [CheckDedup, Begin, RecordDedup],
        ];
        for order in orders {
            let mut draft = vec![Receive, Apply, Ack];
            for step in order {
                draft = inserted(&draft, step);
            }
            assert_eq!(draft, inbox, "added in the order {order:?}");
        }
    }

    #[test]
    fn an_ack_first_consumer_keeps_its_ack_first() {
        let draft = inserted(&[Receive, Ack, Apply], CheckDedup);
        assert_eq!(draft, [Receive, Ack, CheckDedup, Apply]);
        let draft = inserted(&draft, Begin);
        assert_eq!(draft, [Receive, Ack, Begin, CheckDedup, Apply, Commit]);
    }
}
