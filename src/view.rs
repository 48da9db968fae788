//! What the screen shows at one tick: the core re-run up to that tick. The UI draws
//! this and never decides an outcome itself.

use acklab_sim::{
    Broker, CopyInfo, Database, Engine, MessageVerdict, PaymentService, Scenario, Totals,
    TraceEvent, Worker,
};

#[derive(Clone, Debug)]
pub struct SimView {
    pub tick: u64,
    pub copies: Vec<CopyInfo>,
    pub broker: Broker,
    pub workers: Vec<Worker>,
    pub database: Database,
    pub payment: PaymentService,
    pub verdicts: Vec<MessageVerdict>,
    pub totals: Totals,
    /// The trace up to this tick.
    pub trace: Vec<TraceEvent>,
    pub finished: bool,
}

impl PartialEq for SimView {
    /// Two views of the same run at the same tick are the same view.
    fn eq(&self, other: &Self) -> bool {
        self.tick == other.tick
            && self.trace.len() == other.trace.len()
            && self.copies == other.copies
    }
}

impl SimView {
    /// Re-runs the deterministic core to `tick`: cheap, and makes stepping back instant.
    pub fn at(scenario: &Scenario, tick: u64) -> SimView {
        let mut engine = Engine::new(scenario);
        engine.run_to(tick);
        // The checker's invariants are the test suite's business; the view skips them.
        let verdicts = engine.verdicts();
        SimView {
            tick,
            totals: engine.totals(&verdicts),
            verdicts,
            copies: engine.copies().to_vec(),
            broker: engine.broker().clone(),
            workers: engine.workers().to_vec(),
            database: engine.database().clone(),
            payment: engine.payment().clone(),
            trace: engine.trace().to_vec(),
            finished: engine.is_finished(),
        }
    }
}
