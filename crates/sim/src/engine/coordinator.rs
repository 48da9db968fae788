//! The consumer group's coordinator on a log, an actor: it decides who is a member,
//! when a member is given up (its session expired, or a poll came too late) and where
//! the partitions go. Its bookkeeping (members, generations, owners, committed offsets)
//! is the broker's log (`world/log_broker.rs`), as Kafka's coordinator keeps it in the
//! broker: the engine lends it the broker with each input and carries out the events
//! and timers it returns (`source_side.rs`). It never touches a worker, the trace or
//! the queue of inputs.

use crate::engine::effect::Effect;
use crate::engine::input::Input;
use crate::format::scenario::BrokerConfig;
use crate::trace::{EventKind, WorkerId};
use crate::world::broker::Broker;
use crate::world::log_broker::{Assignment, Commit, Member};

/// What the coordinator hears of the group's members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GroupInput {
    /// The run starts: the partitions are handed out to the first members.
    Start,
    /// A member's process crashed in its life `epoch`; the group waits for it until
    /// its session times out.
    Crashed { worker: WorkerId, epoch: u32 },
    /// The session of `member` timed out. `back` is the worker's new life if it has
    /// restarted meanwhile: it joins in that life.
    SessionExpired {
        member: Member,
        back: Option<Member>,
    },
    /// `max_poll_interval` after a poll of `member`; `still_on_that_poll` when the
    /// worker has not polled since and is neither idle nor down.
    PollDeadline {
        member: Member,
        still_on_that_poll: bool,
    },
    /// A worker that is not a member asks to join, in its life `member` (it restarted,
    /// or polls after the group removed it).
    Join { member: Member },
    /// `member` is at its poll: it gives up the partitions a rebalance took from it.
    Poll { member: Member },
}

/// The group coordinator's rules, with the two settings they read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GroupCoordinator {
    session_timeout_ticks: u64,
    /// The consumer clients auto-commit: a member commits its position in a partition
    /// before it gives that partition up.
    commits_before_hand_over: bool,
}

impl GroupCoordinator {
    pub(crate) fn new(broker: &BrokerConfig, auto_commit: Option<u64>) -> Self {
        GroupCoordinator {
            session_timeout_ticks: broker.session_timeout,
            commits_before_hand_over: auto_commit.is_some(),
        }
    }

    /// Reacts to `input` at `now` on the log of `broker` (which must be a log).
    pub(crate) fn react(&self, broker: &mut Broker, input: GroupInput, now: u64) -> Vec<Effect> {
        let mut effects = Vec::new();
        match input {
            GroupInput::Start => rebalance(broker, &mut effects),
            GroupInput::Crashed { worker, epoch } => effects.push(Effect::Schedule {
                at: now + self.session_timeout_ticks,
                input: Input::SessionExpired { worker, epoch },
            }),
            GroupInput::SessionExpired { member, back } => {
                if !broker.log().is_member(member) {
                    return effects;
                }
                broker.log_mut().leave(member.worker);
                let worker = member.worker;
                effects.push(Effect::Record(EventKind::SessionExpired { worker }));
                if let Some(back) = back {
                    broker.log_mut().join(back);
                }
                rebalance(broker, &mut effects);
            }
            GroupInput::PollDeadline {
                member,
                still_on_that_poll,
            } => {
                if !still_on_that_poll || !broker.log().is_member(member) {
                    return effects;
                }
                broker.log_mut().leave(member.worker);
                let worker = member.worker;
                effects.push(Effect::Record(EventKind::PollIntervalExceeded { worker }));
                rebalance(broker, &mut effects);
            }
            GroupInput::Join { member } => {
                if broker.log().members[member.worker as usize].is_some() {
                    return effects;
                }
                broker.log_mut().join(member);
                rebalance(broker, &mut effects);
            }
            GroupInput::Poll { member } => self.hand_over(broker, member, &mut effects),
        }
        effects
    }

    /// A polling member gives up the partitions a rebalance took from it: each goes to
    /// its new owner now.
    fn hand_over(&self, broker: &mut Broker, member: Member, effects: &mut Vec<Effect>) {
        // With auto-commit on, a Kafka client commits its position before it gives a
        // partition up (the Java client before it rejoins, librdkafka when partitions
        // are removed), so the new owner does not redo what it finished.
        if self.commits_before_hand_over {
            commit_before_hand_over(broker, member, effects);
        }
        for moved in broker.log_hand_over(member) {
            effects.push(Effect::Record(EventKind::PartitionRevoked {
                partition: moved.partition,
                worker: member.worker,
                generation: moved.generation,
            }));
            effects.push(assigned(moved));
        }
    }
}

fn rebalance(broker: &mut Broker, effects: &mut Vec<Effect>) {
    effects.extend(broker.log_rebalance().into_iter().map(assigned));
}

/// Auto-commits `member`'s position in each partition it is about to give up.
fn commit_before_hand_over(broker: &mut Broker, member: Member, effects: &mut Vec<Effect>) {
    let revoking = |partition: u32| {
        broker.log().partitions[partition as usize]
            .revoking
            .is_some()
    };
    let leaving: Vec<(u32, u64)> = broker
        .log_uncommitted()
        .into_iter()
        .filter(|&(owner, partition, _)| owner == member && revoking(partition))
        .map(|(_, partition, offset)| (partition, offset))
        .collect();
    for (partition, offset) in leaving {
        if broker.log_commit(member, partition, offset) == Commit::Moved {
            effects.push(Effect::Record(EventKind::OffsetAutoCommitted {
                worker: member.worker,
                partition,
                offset,
            }));
        }
    }
}

fn assigned(moved: Assignment) -> Effect {
    Effect::Record(EventKind::PartitionAssigned {
        partition: moved.partition,
        worker: moved.worker,
        offset: moved.offset,
        generation: moved.generation,
    })
}
