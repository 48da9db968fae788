//! The engine's side of the consumer: it lends the consumer's turn the components its
//! workers talk to and carries out the effects the turn returns, in order, when it ends.

use super::consumer::Turn;
use super::Engine;

impl Engine {
    /// Gives the consumer its turn: `act` runs with the workers and the components
    /// they talk to, and the effects it asked for are carried out in order after it.
    pub(crate) fn consumer_turn(&mut self, act: impl FnOnce(&mut Turn<'_>)) {
        let mut turn = Turn {
            scenario: &self.scenario,
            now: self.now,
            workers: &mut self.consumer.workers,
            broker: &mut self.broker,
            database: &mut self.database,
            payment: &mut self.payment,
            output: &mut self.output,
            mail: &mut self.mail,
            faults: &mut self.faults,
            copies: &mut self.copies,
            copy_keys: &self.copy_keys,
            orders: &self.orders,
            skipped_as_stale: &mut self.skipped_as_stale,
            rng: &mut self.rng,
            group: &self.group,
            effects: Vec::new(),
        };
        act(&mut turn);
        let effects = turn.effects;
        self.carry_out(effects);
    }
}
