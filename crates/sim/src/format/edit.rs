//! Edits of a scenario that the app and the CLI make on the learner's behalf, each a
//! rewrite that keeps the scenario valid: the other broker, an orders service of its
//! own, a fault of a kind at a spot (its parameters from `fault_rules.rs`), and the
//! rule that faults follow what they name: a consumer's or a stage's lines, a crash
//! point toggled, a message removed.

use crate::format::fault::{Fault, FaultKind, FaultSpot};
use crate::format::scenario::{
    BrokerKind, BrokerLike, ProducerStep, RelayStep, Scenario, Step, FORMAT_2,
};

/// A stage of the orders service's side whose lines the learner arranges: the service's
/// own steps or the outbox relay's.
pub trait SourceStage: Copy + PartialEq {
    /// The stage's lines in `scenario`.
    fn steps(scenario: &Scenario) -> Vec<Self>;
    /// Writes the stage's lines into `scenario`.
    fn set(scenario: &mut Scenario, steps: Vec<Self>);
    /// The step a crash of this stage comes after, for a fault that is one.
    fn crashed_after(fault: &Fault) -> Option<Self>;
}

impl SourceStage for ProducerStep {
    fn steps(scenario: &Scenario) -> Vec<Self> {
        scenario.producer.pipeline.clone().unwrap_or_default()
    }
    fn set(scenario: &mut Scenario, steps: Vec<Self>) {
        scenario.producer.pipeline = Some(steps);
    }
    fn crashed_after(fault: &Fault) -> Option<Self> {
        match fault {
            Fault::CrashProducer { after, .. } => Some(*after),
            _ => None,
        }
    }
}

impl SourceStage for RelayStep {
    fn steps(scenario: &Scenario) -> Vec<Self> {
        scenario.relay.pipeline.clone()
    }
    fn set(scenario: &mut Scenario, steps: Vec<Self>) {
        scenario.relay.pipeline = steps;
    }
    fn crashed_after(fault: &Fault) -> Option<Self> {
        match fault {
            Fault::CrashRelay { after, .. } => Some(*after),
            _ => None,
        }
    }
}

impl Scenario {
    /// The same scenario on the other kind of broker, as the app's settings switch it:
    /// `receive` and `poll`, `ack` and `commit_offset` trade places, the Kafka
    /// transaction's steps leave a queue, and so do the faults the new broker cannot
    /// have. A log needs `acklab/2`; a queue keeps the format it had.
    pub fn on_broker(&self, kind: BrokerKind) -> Scenario {
        let swap = |step: Step| match (kind, step) {
            (BrokerKind::Log, Step::Receive) => Step::Poll,
            (BrokerKind::Log, Step::Ack) => Step::CommitOffset,
            (BrokerKind::Queue, Step::Poll) => Step::Receive,
            (BrokerKind::Queue, Step::CommitOffset) => Step::Ack,
            (_, step) => step,
        };
        let mut next = self.clone();
        next.broker.kind = kind;
        // A flavour is a queue's: a log is always like Kafka.
        if kind == BrokerKind::Log {
            next.broker.like = BrokerLike::default();
        }
        next.pipeline = self.pipeline.iter().map(|&s| swap(s)).collect();
        next.pipeline
            .retain(|s| s.only_on().is_none_or(|only| only == kind));
        next.faults.retain(|fault| fault.kind().works_on(kind));
        for after in next.faults.iter_mut().filter_map(Fault::after_step_mut) {
            *after = swap(*after);
        }
        // A crash or a stall after a step the pipeline no longer has goes with it.
        let pipeline = next.pipeline.clone();
        next.faults.retain(|fault| {
            fault
                .after_step()
                .is_none_or(|after| pipeline.contains(&after))
        });
        if kind == BrokerKind::Log {
            next.format = FORMAT_2.to_string();
        }
        next
    }

    /// The scenario on a queue that behaves like `like`: the faults that broker does not
    /// produce go, and a flavour other than the default needs `acklab/2`.
    pub fn like_broker(&self, like: BrokerLike) -> Scenario {
        let mut next = self.clone();
        next.broker.like = like;
        next.faults.retain(|fault| fault.kind().happens_like(like));
        if !like.is_default() {
            next.format = FORMAT_2.to_string();
        }
        next
    }

    /// The scenario with the consumer's pipeline `draft`. Faults tied to a step follow
    /// the edit: when the lines are only reordered, a crash point stays on its line
    /// number, like a breakpoint in the gutter; when a line is removed, the faults after
    /// it go with it.
    pub fn with_pipeline(&self, draft: Vec<Step>) -> Scenario {
        let old = &self.pipeline;
        let reordered = old.len() == draft.len() && old.iter().all(|s| draft.contains(s));
        let place = |after: Step| -> Option<Step> {
            if reordered {
                old.iter().position(|s| *s == after).map(|p| draft[p])
            } else {
                draft.contains(&after).then_some(after)
            }
        };
        let mut next = self.clone();
        next.faults
            .retain_mut(|fault| match fault.after_step_mut() {
                Some(after) => place(*after).map(|moved| *after = moved).is_some(),
                None => true,
            });
        next.pipeline = draft;
        next
    }

    /// The same scenario with another consumer's lines, to compare the two: the same
    /// messages, settings and faults, except a fault after a step that consumer lacks.
    /// Unlike `with_pipeline`, no fault moves by line number: the other consumer is not
    /// an edit of this one, so a crash stays after the step it names.
    pub fn with_other_consumer(&self, pipeline: &[Step]) -> Scenario {
        let mut next = self.clone();
        next.faults.retain(|fault| {
            fault
                .after_step()
                .is_none_or(|after| pipeline.contains(&after))
        });
        next.pipeline = pipeline.to_vec();
        next
    }

    /// The scenario with an orders service of its own (`on`: a pipeline that commits the
    /// order and then publishes, a dual write to begin with, in `acklab/2`) or with the
    /// producer that just publishes; the producer's and relay's crashes go with it.
    pub fn with_orders_service(&self, on: bool) -> Scenario {
        let mut next = self.clone();
        if on {
            next.format = FORMAT_2.to_string();
            next.producer.pipeline = Some(vec![
                ProducerStep::Begin,
                ProducerStep::Write,
                ProducerStep::Commit,
                ProducerStep::Publish,
            ]);
        } else {
            next.producer.pipeline = None;
            next.faults.retain(|fault| {
                !matches!(
                    fault,
                    Fault::CrashProducer { .. } | Fault::CrashRelay { .. }
                )
            });
        }
        next
    }

    /// The scenario with a fault of `kind` added at `spot`, when the scenario can take
    /// it there; None when it cannot (no card charge to lose the answer of, no such
    /// step). A kind of the second part moves an `acklab/1` scenario to `acklab/2`: every
    /// part-two field is at its default there, so the scenario means what it meant.
    pub fn with_fault_of_kind(&self, kind: FaultKind, spot: FaultSpot) -> Option<Scenario> {
        if !kind.offered_in(self) {
            return None;
        }
        let mut next = self.clone();
        next.faults.push(Fault::of_kind(kind, self, spot)?);
        if next.validate().is_err() {
            next.format = FORMAT_2.to_string();
        }
        next.validate().ok().map(|()| next)
    }

    /// The scenario with a stage's lines `draft`. A crash after a step stays after that
    /// step wherever it moves, and goes when the step leaves; without an outbox there
    /// is no relay, so no relay crash either.
    pub fn with_stage_steps<S: SourceStage>(&self, draft: Vec<S>) -> Scenario {
        let mut next = self.clone();
        next.faults
            .retain(|fault| S::crashed_after(fault).is_none_or(|after| draft.contains(&after)));
        S::set(&mut next, draft);
        if !ProducerStep::steps(&next).contains(&ProducerStep::WriteOutbox) {
            next.faults
                .retain(|fault| RelayStep::crashed_after(fault).is_none());
        }
        next
    }

    /// The scenario with the producer's `adding` steps, each put before the first step
    /// that comes after it in the full pipeline (`ProducerStep::ALL`), or last; the
    /// learner's order of the steps present is kept, and a step present is not added
    /// again. The palette adds `begin` and `commit` together this way.
    pub fn with_producer_steps_added(&self, adding: &[ProducerStep]) -> Scenario {
        let rank = |step: &ProducerStep| ProducerStep::ALL.iter().position(|s| s == step);
        let mut steps = ProducerStep::steps(self);
        for step in adding
            .iter()
            .filter(|s| !ProducerStep::steps(self).contains(s))
        {
            let at = steps
                .iter()
                .position(|s| rank(s) > rank(step))
                .unwrap_or(steps.len());
            steps.insert(at, *step);
        }
        self.with_stage_steps(steps)
    }

    /// The scenario with `fault` added, or taken away when it has it already (a crash
    /// point toggled in a gutter).
    pub fn with_fault_toggled(&self, fault: Fault) -> Scenario {
        let mut next = self.clone();
        match next.faults.iter().position(|f| *f == fault) {
            Some(at) => drop(next.faults.remove(at)),
            None => next.faults.push(fault),
        }
        next
    }

    /// The scenario without its message at `index`, and without the faults naming it.
    pub fn without_message(&self, index: usize) -> Scenario {
        let mut next = self.clone();
        if index < next.messages.len() {
            let id = next.messages.remove(index).id;
            next.faults.retain(|f| f.message() != Some(id.as_str()));
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use crate::format::scenario::{Fault, ProducerStep, RelayStep, Scenario, FORMAT_2};

    /// Turning the orders service on gives a valid `acklab/2` dual write; turning it
    /// off takes its crashes away and leaves a valid scenario.
    #[test]
    fn the_orders_service_turns_on_and_off_valid() {
        let on = Scenario::example().with_orders_service(true);
        assert_eq!(on.format, FORMAT_2);
        assert_eq!(on.validate(), Ok(()));
        let mut crashed = on.clone();
        crashed.faults.push(Fault::CrashProducer {
            after: ProducerStep::Commit,
            message: "m1".into(),
        });
        assert_eq!(crashed.validate(), Ok(()));
        let off = crashed.with_orders_service(false);
        assert!(off.producer.pipeline.is_none() && off.faults.is_empty());
        assert_eq!(off.validate(), Ok(()));
    }

    fn crash_producer(after: ProducerStep) -> Fault {
        Fault::CrashProducer {
            after,
            message: "m1".into(),
        }
    }

    /// A producer's crash stays after its step when the lines are reordered, and goes
    /// when its step is removed; without the outbox the relay's crash goes too.
    #[test]
    fn a_stage_crash_follows_its_step() {
        use ProducerStep::*;
        let mut scenario = Scenario::example().with_orders_service(true);
        scenario.faults.push(crash_producer(Publish));
        let moved = scenario.with_stage_steps(vec![Begin, Write, Publish, Commit]);
        assert_eq!(moved.faults, vec![crash_producer(Publish)]);
        let removed = scenario.with_stage_steps(vec![Begin, Write, Commit]);
        assert!(removed.faults.is_empty(), "{:?}", removed.faults);
        let mut outbox = scenario.with_stage_steps(vec![Begin, Write, WriteOutbox, Commit]);
        outbox.faults = vec![Fault::CrashRelay {
            after: RelayStep::Publish,
            message: "m1".into(),
        }];
        let relay_kept = outbox.with_stage_steps(vec![RelayStep::ReadOutbox, RelayStep::Publish]);
        assert_eq!(relay_kept.faults, outbox.faults);
        let relay_step_gone =
            outbox.with_stage_steps(vec![RelayStep::ReadOutbox, RelayStep::MarkSent]);
        assert!(
            relay_step_gone.faults.is_empty(),
            "{:?}",
            relay_step_gone.faults
        );
        let no_outbox = outbox.with_stage_steps(vec![Begin, Write, Commit]);
        assert!(no_outbox.faults.is_empty(), "{:?}", no_outbox.faults);
    }

    /// An added producer step goes before the first step that follows it in the full
    /// pipeline, and a step present is not added twice.
    #[test]
    fn an_added_producer_step_goes_where_it_belongs() {
        use ProducerStep::*;
        let scenario = Scenario::example()
            .with_orders_service(true)
            .with_stage_steps(vec![Write, Publish]);
        let transaction = scenario.with_producer_steps_added(&[Begin, Commit]);
        assert_eq!(
            transaction.producer.pipeline,
            Some(vec![Begin, Write, Commit, Publish])
        );
        let reordered = scenario.with_stage_steps(vec![Publish, Write]);
        let outbox = reordered.with_producer_steps_added(&[WriteOutbox, Write]);
        assert_eq!(
            outbox.producer.pipeline,
            Some(vec![WriteOutbox, Publish, Write])
        );
    }

    /// Toggling a crash point adds it, and toggling it again takes it away.
    #[test]
    fn a_toggled_fault_comes_and_goes() {
        let scenario = Scenario::example().with_orders_service(true);
        let crash = crash_producer(ProducerStep::Commit);
        let on = scenario.with_fault_toggled(crash.clone());
        assert_eq!(on.faults, vec![crash.clone()]);
        assert_eq!(on.with_fault_toggled(crash).faults, scenario.faults);
    }

    /// A removed message takes the faults naming it away and leaves the others.
    #[test]
    fn a_removed_message_takes_its_faults() {
        let mut scenario = Scenario::example().with_orders_service(true);
        let second = scenario.messages[1].id.clone();
        scenario.faults = vec![
            crash_producer(ProducerStep::Commit),
            Fault::CrashProducer {
                after: ProducerStep::Commit,
                message: second.clone(),
            },
        ];
        let without = scenario.without_message(0);
        assert_eq!(without.messages[0].id, second);
        assert_eq!(without.faults, scenario.faults[1..].to_vec());
        assert_eq!(without.validate(), Ok(()));
        assert_eq!(scenario.without_message(99), scenario);
    }
}
