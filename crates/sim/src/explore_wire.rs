//! An exploration as the web app's explorer worker hands it to the page: the counts,
//! the guarantee with its scope, and the single-fault schedules the matrix draws (each
//! added fault and every message's outcome). Pair schedules are counted, not sent: the
//! matrix shows single faults only, and a pairs sweep holds tens of thousands. The
//! examples are not sent either: the app does not show them (the CLI does).
//!
//! The page reads it from a parsed document, like a scenario's faults
//! (`Fault::from_document`), so that the bundle carries no derived reading of an
//! `Exploration`.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::explore::{Exploration, Guarantee, ScheduleResult, Scope};
use crate::scenario::Fault;
use crate::verdict::Outcome;

/// The wire form's version: the page refuses an answer of another form (a worker
/// cached from an older build).
pub const EXPLORATION_WIRE_FORMAT: &str = "acklab-exploration/1";

#[derive(Serialize)]
struct Cell<'a> {
    fault: &'a Fault,
    outcomes: Vec<&'static str>,
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
    violations: u32,
    truncated: bool,
    cells: Vec<Cell<'a>>,
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
            violations: self.violations,
            truncated: self.truncated,
            cells,
        };
        serde_json::to_string(&wire).unwrap_or_default()
    }

    /// Reads the wire form back: the same counts, guarantee and scope, and one result
    /// per single-fault schedule (its counts recounted from its outcomes); no examples.
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
            violations: count("violations")?,
            truncated: flag("truncated")?,
            examples: Vec::new(),
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
        .map(|name| {
            Outcome::ALL
                .into_iter()
                .find(|o| Some(o.name()) == name.as_str())
        })
        .collect::<Option<Vec<_>>>()?;
    let count = |outcome: Outcome| outcomes.iter().filter(|o| **o == outcome).count() as u32;
    Some(ScheduleResult {
        added: vec![fault],
        lost: count(Outcome::Lost),
        duplicated: count(Outcome::Duplicated),
        parked: count(Outcome::DeadLettered),
        out_of_order: count(Outcome::OutOfOrder),
        outcomes,
        violations: Vec::new(),
    })
}
