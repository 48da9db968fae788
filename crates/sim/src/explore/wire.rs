//! An exploration as the web app's explorer worker hands it to the page: the counts,
//! the guarantee with its scope, and the single-fault schedules the matrix draws (each
//! added fault and every message's outcome). Pair schedules are counted, not sent: the
//! matrix shows single faults only, and a pairs sweep holds tens of thousands. Each
//! kind of trouble's smallest example goes with its outcome, message and faults (the
//! app opens it with one click), not its explanation (the app replays it).
//!
//! The page reads it from a parsed document, like a scenario's faults
//! (`Fault::from_document`), so that the bundle carries no derived reading of an
//! `Exploration`.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::explore::{Example, Exploration, Guarantee, ScheduleResult, Scope};
use crate::format::scenario::Fault;
use crate::judge::verdict::Outcome;

/// The wire form's version: the page refuses an answer of another form (a worker
/// cached from an older build).
pub const EXPLORATION_WIRE_FORMAT: &str = "acklab-exploration/2";

#[derive(Serialize)]
struct Cell<'a> {
    fault: &'a Fault,
    outcomes: Vec<&'static str>,
}

#[derive(Serialize)]
struct WireExample<'a> {
    outcome: &'static str,
    message: &'a str,
    added: &'a [Fault],
    faults: &'a [Fault],
}

#[derive(Serialize)]
struct Wire<'a> {
    format: &'static str,
    guarantee: &'static str,
    pairs: bool,
    schedules: u32,
    lost: u32,
    duplicated: u32,
    parked: u32,
    out_of_order: u32,
    phantom: u32,
    violations: u32,
    truncated: bool,
    cells: Vec<Cell<'a>>,
    examples: Vec<WireExample<'a>>,
}

impl Exploration {
    /// The wire form (JSON) of this exploration.
    pub fn to_wire(&self) -> String {
        let cells = self
            .results
            .iter()
            .filter(|r| r.added.len() == 1)
            .map(|r| Cell {
                fault: &r.added[0],
                outcomes: r.outcomes.iter().map(|o| o.name()).collect(),
            })
            .collect();
        let wire = Wire {
            format: EXPLORATION_WIRE_FORMAT,
            guarantee: self.guarantee.name(),
            pairs: self.scope == Scope::SingleFaultsAndPairs,
            schedules: self.schedules,
            lost: self.lost,
            duplicated: self.duplicated,
            parked: self.parked,
            out_of_order: self.out_of_order,
            phantom: self.phantom,
            violations: self.violations,
            truncated: self.truncated,
            cells,
            examples: self
                .examples
                .iter()
                .map(|e| WireExample {
                    outcome: e.outcome.name(),
                    message: &e.message,
                    added: &e.added,
                    faults: &e.faults,
                })
                .collect(),
        };
        serde_json::to_string(&wire).unwrap_or_default()
    }

    /// Reads the wire form back: the same counts, guarantee and scope, one result per
    /// single-fault schedule (its counts recounted from its outcomes), and the examples
    /// without their explanations.
    /// `None` for anything else (a worker of another build): the page says only that
    /// the explorer failed, so no reason is kept.
    pub fn from_wire(text: &str) -> Option<Exploration> {
        let value: Value = serde_json::from_str(text).ok()?;
        let object = value.as_object()?;
        if object.get("format").and_then(Value::as_str) != Some(EXPLORATION_WIRE_FORMAT) {
            return None;
        }
        let name = object.get("guarantee").and_then(Value::as_str);
        let guarantee = Guarantee::ALL
            .into_iter()
            .find(|g| Some(g.name()) == name)?;
        let count = |field: &str| {
            let number = object.get(field).and_then(Value::as_u64)?;
            u32::try_from(number).ok()
        };
        let flag = |field: &str| object.get(field).and_then(Value::as_bool);
        let parked = count("parked")?;
        let cells = object.get("cells")?.as_array()?;
        let results = cells.iter().map(cell).collect::<Option<_>>()?;
        let examples = object.get("examples")?.as_array()?;
        let examples = examples.iter().map(example).collect::<Option<_>>()?;
        Some(Exploration {
            guarantee,
            scope: if flag("pairs")? {
                Scope::SingleFaultsAndPairs
            } else {
                Scope::SingleFaults
            },
            schedules: count("schedules")?,
            lost: count("lost")?,
            duplicated: count("duplicated")?,
            parked,
            dead_lettered: parked,
            out_of_order: count("out_of_order")?,
            phantom: count("phantom")?,
            violations: count("violations")?,
            truncated: flag("truncated")?,
            examples,
            results,
        })
    }
}

/// One single-fault schedule read back.
fn cell(value: &Value) -> Option<ScheduleResult> {
    let object: &Map<String, Value> = value.as_object()?;
    let fault = Fault::from_document(object.get("fault")?).ok()?;
    let outcomes = object
        .get("outcomes")?
        .as_array()?
        .iter()
        .map(|name| outcome_named(name.as_str()))
        .collect::<Option<Vec<_>>>()?;
    let count = |outcome: Outcome| outcomes.iter().filter(|o| **o == outcome).count() as u32;
    Some(ScheduleResult {
        added: vec![fault],
        lost: count(Outcome::Lost),
        duplicated: count(Outcome::Duplicated),
        parked: count(Outcome::DeadLettered),
        out_of_order: count(Outcome::OutOfOrder),
        phantom: count(Outcome::Phantom),
        outcomes,
        violations: Vec::new(),
    })
}

fn outcome_named(name: Option<&str>) -> Option<Outcome> {
    Outcome::ALL.into_iter().find(|o| Some(o.name()) == name)
}

fn faults(value: Option<&Value>) -> Option<Vec<Fault>> {
    let items = value?.as_array()?.iter();
    items.map(|f| Fault::from_document(f).ok()).collect()
}

/// One example read back, without its explanation.
fn example(value: &Value) -> Option<Example> {
    let object: &Map<String, Value> = value.as_object()?;
    Some(Example {
        outcome: outcome_named(object.get("outcome")?.as_str())?,
        message: object.get("message")?.as_str()?.to_string(),
        added: faults(object.get("added"))?,
        faults: faults(object.get("faults"))?,
        #[cfg(feature = "english")]
        explanation: String::new(),
        causes: Vec::new(),
    })
}
