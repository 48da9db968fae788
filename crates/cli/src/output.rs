//! What `acklab` prints: JSON for machines, a table and sentences for instructors.

use acklab_sim::{english, Exploration, Guarantee, Outcome, RunReport, Scenario, Scope};
use serde_json::{json, Value};

fn explanation(scenario: &Scenario, report: &RunReport, index: usize) -> Option<String> {
    let causes = &report.messages[index].causes;
    (!causes.is_empty()).then(|| english::render(causes, scenario, &report.trace, index))
}

/// The `run --json` object: messages in scenario order, totals and the trace.
pub fn run_json(scenario: &Scenario, report: &RunReport, with_metrics: bool) -> String {
    let messages: Vec<Value> = report
        .messages
        .iter()
        .enumerate()
        .map(|(index, verdict)| {
            json!({
                "id": verdict.id,
                "op": verdict.op,
                "applied": verdict.applied,
                "outcome": verdict.outcome,
                "deliveries": verdict.deliveries,
                "explanation": explanation(scenario, report, index),
                "causes": verdict.causes,
            })
        })
        .collect();
    let value = json!({
        "format": acklab_sim::FORMAT,
        "seed": scenario.seed,
        "messages": messages,
        "totals": report.totals,
        "end_tick": report.end_tick,
        "finished": report.finished,
        "copies": report.copies,
        "trace": report.trace,
        "violations": report.violations,
    });
    let mut value = value;
    if with_metrics {
        let kind = scenario.broker.kind;
        let metrics = acklab_sim::Metrics::of(&report.trace, &report.copies, report.end_tick, kind);
        value["metrics"] = json!(metrics);
    }
    value.to_string()
}

/// The human view of `run`: one row per message, then the explanations.
pub fn run_table(scenario: &Scenario, report: &RunReport) -> String {
    let width = report
        .messages
        .iter()
        .map(|m| m.id.len())
        .max()
        .unwrap_or(2)
        .max(7);
    let mut lines = vec![format!(
        "{:<width$}  {:<13} {:>7}  {:>10}  outcome",
        "message", "op", "applied", "deliveries"
    )];
    for verdict in &report.messages {
        lines.push(format!(
            "{:<width$}  {:<13} {:>7}  {:>10}  {}",
            verdict.id,
            verdict.op.name(),
            verdict.applied,
            verdict.deliveries,
            outcome_label(verdict.outcome)
        ));
    }
    let totals = &report.totals;
    lines.push(String::new());
    if totals.out_of_order > 0 {
        let (count, them) = match totals.out_of_order {
            1 => ("1 status update".to_string(), "it"),
            n => (format!("{n} status updates"), "them"),
        };
        lines.push(format!(
            "{count} out of order: an older update overwrote {them}"
        ));
    }
    if totals.phantom > 0 {
        let (count, were) = match totals.phantom {
            1 => ("1 message".to_string(), "was"),
            n => (format!("{n} messages"), "were"),
        };
        lines.push(format!(
            "{count} phantom: applied downstream, although {were} never committed at the source"
        ));
    }
    lines.push(format!(
        "{} ok, {} lost, {} duplicated, {} dead-lettered, {} pending; orders {}, balance {}, charges {}; ended at t={}",
        totals.ok,
        totals.lost,
        totals.duplicated,
        totals.dead_lettered,
        totals.pending,
        totals.orders,
        totals.balance,
        totals.charges,
        report.end_tick
    ));
    for (index, verdict) in report.messages.iter().enumerate() {
        if let Some(text) = explanation(scenario, report, index) {
            lines.push(format!(
                "{} {}: {text}",
                verdict.id,
                outcome_label(verdict.outcome)
            ));
        }
    }
    for violation in &report.violations {
        lines.push(format!("BUG (invariant violated): {violation}"));
    }
    lines.join("\n")
}

/// An outcome as the table says it: in capitals when the core says it needs attention
/// (`Outcome::needs_attention`, as the ledger's "went wrong" reads it).
fn outcome_label(outcome: Outcome) -> String {
    let words = match outcome {
        Outcome::Ok => "ok",
        Outcome::Lost => "lost",
        Outcome::Duplicated => "duplicated",
        Outcome::DeadLettered => "dead-lettered",
        Outcome::Pending => "pending",
        Outcome::OutOfOrder => "out of order",
        Outcome::Phantom => "phantom",
    };
    if outcome.needs_attention() {
        words.to_uppercase()
    } else {
        words.to_string()
    }
}

pub fn explore_json(exploration: &Exploration) -> String {
    serde_json::to_string(exploration)
        .unwrap_or_else(|e| json!({ "error": e.to_string() }).to_string())
}

/// The guarantee with the schedules it was derived from: it holds within them, no
/// further.
fn guarantee_line(exploration: &Exploration) -> String {
    let meaning = match exploration.guarantee {
        Guarantee::ExactlyOnce => "no message was lost or duplicated",
        Guarantee::AtLeastOnce => "none was lost, some were duplicated",
        Guarantee::AtMostOnce => "none was duplicated, some were lost",
        Guarantee::None => "messages were both lost and duplicated",
    };
    let tried = match exploration.scope {
        Scope::SingleFaults => "as written and with every single fault",
        Scope::SingleFaultsAndPairs => "as written, with every single fault and every pair",
    };
    let stopped = if exploration.truncated {
        ", stopped early"
    } else {
        ""
    };
    format!(
        "guarantee: {}: in the {} schedules tried ({tried}{stopped}), {meaning}",
        exploration.guarantee.name(),
        exploration.schedules
    )
}

pub fn explore_text(exploration: &Exploration) -> String {
    let mut lines = vec![
        guarantee_line(exploration),
        format!(
            "{} schedules{}: {} lose a message, {} duplicate one, {} park one in the dead-letter queue",
            exploration.schedules,
            if exploration.truncated {
                " (truncated)"
            } else {
                ""
            },
            exploration.lost,
            exploration.duplicated,
            exploration.parked
        ),
    ];
    if exploration.parked > 0 {
        lines.push(
            "parked is not lost: a parked message waits until someone inspects it and redrives or discards it"
                .to_string(),
        );
    }
    if exploration.out_of_order > 0 {
        lines.push(format!(
            "{} schedules leave an order's status older than its newest update (out of order)",
            exploration.out_of_order
        ));
    }
    if exploration.phantom > 0 {
        lines.push(format!(
            "{} schedules apply an order that never committed at the source (phantom); the guarantee above counts losses and duplicates only",
            exploration.phantom
        ));
    }
    if exploration.violations > 0 {
        lines.push(format!(
            "BUG: {} schedules broke an invariant of the simulator",
            exploration.violations
        ));
    }
    for example in &exploration.examples {
        let faults: Vec<String> = example
            .added
            .iter()
            .map(|f| serde_json::to_string(f).unwrap_or_default())
            .collect();
        lines.push(format!(
            "example ({}): {} with {}: {}",
            example.outcome.name(),
            example.message,
            if faults.is_empty() {
                "the scenario's own faults".to_string()
            } else {
                faults.join(", ")
            },
            example.explanation
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::outcome_label;
    use acklab_sim::Outcome;

    /// What needs attention is in capitals, a parked message included; the rest is not.
    #[test]
    fn an_outcome_is_in_capitals_when_it_needs_attention() {
        let labels: Vec<String> = Outcome::ALL.iter().map(|o| outcome_label(*o)).collect();
        assert_eq!(
            labels,
            [
                "ok",
                "LOST",
                "DUPLICATED",
                "DEAD-LETTERED",
                "pending",
                "OUT OF ORDER",
                "PHANTOM"
            ]
        );
    }
}
