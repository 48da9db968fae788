//! The order of turns, on a paused clock and without services.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::future::Future;

use super::{Next, Party, Turns};
use crate::real::clock::Clock;

fn on_paused_clock<F: Future>(future: F) -> F::Output {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .start_paused(true)
        .build();
    match runtime {
        Ok(runtime) => runtime.block_on(future),
        Err(e) => panic!("no runtime: {e}"),
    }
}

#[test]
fn the_publisher_goes_first_and_the_lowest_idle_worker_takes_a_message() {
    let turns = Turns::new(Clock::unpaced(), Some(0), 2);
    let queue = RefCell::new(VecDeque::new());
    let log = RefCell::new(Vec::new());
    let publisher = async {
        for (index, next) in [(0, Next::At(1)), (1, Next::Leave)] {
            let tick = turns.wait(Party::Publisher).await;
            queue.borrow_mut().push_back(index);
            log.borrow_mut().push(format!("t{tick} publish m{index}"));
            turns.end(Party::Publisher, next, false).await;
        }
    };
    let worker = |number| {
        let (turns, queue, log) = (&turns, &queue, &log);
        async move {
            let party = Party::Worker(number);
            let mut tick = turns.wait(party).await;
            loop {
                let got = queue.borrow_mut().pop_front();
                let Some(index) = got else {
                    assert!(tick < 10, "worker {number} never got a message");
                    turns.end(party, Next::Idle, false).await;
                    tick = turns.wait(party).await;
                    continue;
                };
                log.borrow_mut()
                    .push(format!("t{tick} w{number} got m{index}"));
                turns.end(party, Next::At(tick + 1), false).await;
                let tick = turns.wait(party).await;
                log.borrow_mut()
                    .push(format!("t{tick} w{number} done m{index}"));
                turns.end(party, Next::Leave, false).await;
                return;
            }
        }
    };
    on_paused_clock(async { tokio::join!(publisher, worker(0), worker(1)) });
    assert_eq!(
        log.into_inner(),
        [
            "t0 publish m0",
            "t0 w0 got m0",
            "t1 publish m1",
            "t1 w1 got m1",
            "t1 w0 done m0",
            "t2 w1 done m1",
        ]
    );
}

#[test]
fn a_turn_waiting_for_a_lock_is_given_up_until_the_holder_lets_go() {
    let turns = Turns::new(Clock::unpaced(), None, 2);
    let (release, released) = tokio::sync::oneshot::channel::<()>();
    let log = RefCell::new(Vec::new());
    let waiter = async {
        let party = Party::Worker(0);
        turns.wait(party).await;
        let waiting = async {
            let _ = released.await;
        };
        let ((), held) = turns.act(party, waiting, || async { true }).await;
        assert!(!held, "the turn was kept while waiting");
        let tick = turns.wait(party).await;
        log.borrow_mut().push(format!("t{tick} w0 goes on"));
        turns.end(party, Next::Leave, false).await;
    };
    let holder = async {
        let party = Party::Worker(1);
        let tick = turns.wait(party).await;
        log.borrow_mut().push(format!("t{tick} w1 lets go"));
        let _ = release.send(());
        // A turn that released a lock waits for the waiter to take its place.
        turns.settle().await;
        turns.end(party, Next::At(tick + 1), false).await;
        let tick = turns.wait(party).await;
        log.borrow_mut().push(format!("t{tick} w1 goes on"));
        turns.end(party, Next::Leave, false).await;
    };
    on_paused_clock(async { tokio::join!(waiter, holder) });
    assert_eq!(
        log.into_inner(),
        ["t0 w1 lets go", "t1 w0 goes on", "t1 w1 goes on"]
    );
}

#[test]
fn a_message_handed_back_goes_to_the_lowest_numbered_idle_worker() {
    let turns = Turns::new(Clock::unpaced(), Some(0), 2);
    let queue = RefCell::new(VecDeque::new());
    let log = RefCell::new(Vec::new());
    let publisher = async {
        for (index, next) in [(0, Next::At(1)), (1, Next::Leave)] {
            turns.wait(Party::Publisher).await;
            queue.borrow_mut().push_back(index);
            turns.end(Party::Publisher, next, false).await;
        }
    };
    // Worker 0 is done with m0 the tick after it got it; worker 1 hands m1 back the
    // tick after it got it, when worker 0 is idle.
    let worker = |number: usize| {
        let (turns, queue, log) = (&turns, &queue, &log);
        async move {
            let party = Party::Worker(number);
            let mut handled = 0;
            let mut tick = turns.wait(party).await;
            while tick < 6 {
                let got = queue.borrow_mut().pop_front();
                let Some(index) = got else {
                    turns.end(party, Next::Idle, false).await;
                    tick = turns.wait(party).await;
                    continue;
                };
                log.borrow_mut()
                    .push(format!("t{tick} w{number} got m{index}"));
                turns.end(party, Next::At(tick + 1), false).await;
                turns.wait(party).await;
                handled += 1;
                let hand_back = number == 1 && handled == 1;
                if hand_back {
                    queue.borrow_mut().push_front(index);
                }
                turns.end(party, Next::Idle, hand_back).await;
                tick = turns.wait(party).await;
            }
            turns.end(party, Next::Leave, false).await;
        }
    };
    on_paused_clock(async { tokio::join!(publisher, worker(0), worker(1)) });
    assert_eq!(
        log.into_inner(),
        ["t0 w0 got m0", "t1 w1 got m1", "t2 w0 got m1"]
    );
}
