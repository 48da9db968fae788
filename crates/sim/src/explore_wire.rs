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
    pub fn from_wire(text: &str) -> Result<Exploration, String> {
        let value: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let Value::Object(object) = value else {
            return Err("not an object".into());
        };
        if object.get("format").and_then(Value::as_str) != Some(EXPLORATION_WIRE_FORMAT) {
            return Err("another format".into());
        }
        let name = object.get("guarantee").and_then(Value::as_str);
        let guarantee = Guarantee::ALL
            .into_iter()
            .find(|g| Some(g.name()) == name)
            .ok_or("no guarantee")?;
        let count = |field: &str| -> Result<u32, String> {
            let number = object.get(field).and_then(Value::as_u64);
            number
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| format!("no {field}"))
        };
        let flag = |field: &str| object.get(field).and_then(Value::as_bool).unwrap_or(false);
        let parked = count("parked")?;
        let results = match object.get("cells") {
            Some(Value::Array(cells)) => cells.iter().map(cell).collect::<Result<_, _>>()?,
            _ => return Err("no cells".into()),
        };
        Ok(Exploration {
            guarantee,
            scope: if flag("pairs") {
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
            truncated: flag("truncated"),
            examples: Vec::new(),
            results,
        })
    }
}

/// One single-fault schedule read back.
fn cell(value: &Value) -> Result<ScheduleResult, String> {
    let object: &Map<String, Value> = value.as_object().ok_or("a cell is not an object")?;
    let fault = object.get("fault").ok_or("a cell has no fault")?;
    let fault = Fault::from_document(fault).map_err(|e| e.to_string())?;
    let outcomes = match object.get("outcomes") {
        Some(Value::Array(names)) => names
            .iter()
            .map(|name| {
                Outcome::ALL
                    .into_iter()
                    .find(|o| Some(o.name()) == name.as_str())
                    .ok_or("an unknown outcome")
            })
            .collect::<Result<Vec<_>, _>>()?,
        _ => return Err("a cell has no outcomes".into()),
    };
    let count = |outcome: Outcome| outcomes.iter().filter(|o| **o == outcome).count() as u32;
    Ok(ScheduleResult {
        added: vec![fault],
        lost: count(Outcome::Lost),
        duplicated: count(Outcome::Duplicated),
        parked: count(Outcome::DeadLettered),
        out_of_order: count(Outcome::OutOfOrder),
        outcomes,
        violations: Vec::new(),
    })
}
