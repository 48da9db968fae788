//! The group coordinator is an actor: these tests drive it alone, on a broker's log of
//! two partitions and two workers, with no engine, worker or trace, and read what it
//! answers.

use crate::engine::coordinator::{GroupCoordinator, GroupInput};
use crate::engine::effect::Effect;
use crate::engine::Input;
use crate::format::broker_kind::BrokerKind;
use crate::format::scenario::BrokerConfig;
use crate::trace::EventKind;
use crate::world::broker::Broker;
use crate::world::log_broker::Member;

const SESSION_TIMEOUT_TICKS: u64 = 20;

fn started() -> (GroupCoordinator, Broker) {
    let config = BrokerConfig {
        kind: BrokerKind::Log,
        partitions: 2,
        session_timeout: SESSION_TIMEOUT_TICKS,
        ..BrokerConfig::default()
    };
    let coordinator = GroupCoordinator::new(&config, None);
    let mut broker = Broker::new(config, 2);
    let effects = coordinator.react(&mut broker, GroupInput::Start, 0);
    assert_eq!(effects, [assigned(0, Some(0), 1), assigned(1, Some(1), 1)]);
    (coordinator, broker)
}

fn assigned(partition: u32, worker: Option<u32>, generation: u32) -> Effect {
    Effect::Record(EventKind::PartitionAssigned {
        partition,
        worker,
        offset: 0,
        generation,
    })
}

const FIRST_LIFE: Member = Member {
    worker: 1,
    epoch: 0,
};

#[test]
fn a_crash_starts_the_session_timer_and_changes_nothing_yet() {
    let (coordinator, mut broker) = started();
    let crashed = GroupInput::Crashed {
        worker: 1,
        epoch: 0,
    };
    let effects = coordinator.react(&mut broker, crashed, 7);
    let expires = Input::SessionExpired {
        worker: 1,
        epoch: 0,
    };
    let at = 7 + SESSION_TIMEOUT_TICKS;
    assert_eq!(effects, [Effect::Schedule { at, input: expires }]);
    assert!(broker.log().is_member(FIRST_LIFE));
}

#[test]
fn an_expired_session_hands_the_partition_over_or_to_the_worker_back_in_a_new_life() {
    let (coordinator, mut broker) = started();
    let expired = GroupInput::SessionExpired {
        member: FIRST_LIFE,
        back: None,
    };
    let effects = coordinator.react(&mut broker, expired, 20);
    let gone = Effect::Record(EventKind::SessionExpired { worker: 1 });
    assert_eq!(effects, [gone.clone(), assigned(1, Some(0), 2)]);
    // Told again, about a life that is no longer a member, the group does nothing.
    assert!(coordinator.react(&mut broker, expired, 21).is_empty());

    let (coordinator, mut broker) = started();
    let back = Member {
        worker: 1,
        epoch: 1,
    };
    let expired = GroupInput::SessionExpired {
        member: FIRST_LIFE,
        back: Some(back),
    };
    let effects = coordinator.react(&mut broker, expired, 20);
    // The worker's new life takes its partition back at once: it moves, with a new
    // generation, to the same worker.
    assert_eq!(effects, [gone, assigned(1, Some(1), 2)]);
    assert!(broker.log().is_member(back));
}

#[test]
fn a_late_poll_removes_the_member_and_its_partition_moves_when_it_polls_again() {
    let (coordinator, mut broker) = started();
    let in_time = GroupInput::PollDeadline {
        member: FIRST_LIFE,
        still_on_that_poll: false,
    };
    assert!(coordinator.react(&mut broker, in_time, 30).is_empty());
    let late = GroupInput::PollDeadline {
        member: FIRST_LIFE,
        still_on_that_poll: true,
    };
    let effects = coordinator.react(&mut broker, late, 30);
    let exceeded = Effect::Record(EventKind::PollIntervalExceeded { worker: 1 });
    assert_eq!(effects, [exceeded, assigned(1, Some(0), 2)]);
    // It polls again and joins; the rebalance only marks worker 0's partition, which
    // it gives up at its own next poll.
    let join = GroupInput::Join { member: FIRST_LIFE };
    assert!(coordinator.react(&mut broker, join, 31).is_empty());
    assert!(coordinator.react(&mut broker, join, 31).is_empty());
    let poll = GroupInput::Poll {
        member: Member {
            worker: 0,
            epoch: 0,
        },
    };
    let revoked = Effect::Record(EventKind::PartitionRevoked {
        partition: 1,
        worker: 0,
        generation: 3,
    });
    let effects = coordinator.react(&mut broker, poll, 32);
    assert_eq!(effects, [revoked, assigned(1, Some(1), 3)]);
}
