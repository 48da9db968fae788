//! The database and the payment service as tables. A row whose message already has one
//! lights up as a duplicate; an expected effect that never came shows as a ghost row.

use std::rc::Rc;

use acklab_sim::{Op, Outcome, Scenario, Write};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct TablesProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
}

/// One row: its cells, and whether it repeats an earlier row's message.
struct Row {
    cells: Vec<String>,
    duplicate: bool,
    ghost: bool,
}

/// Each table shows at most this many rows: duplicates and ghosts first, then the
/// latest ones.
const TABLE_ROWS: usize = 40;

fn table(title: &str, headers: &[String], mut rows: Vec<Row>) -> Html {
    let hidden = rows.len().saturating_sub(TABLE_ROWS);
    if hidden > 0 {
        let (mut marked, plain): (Vec<Row>, Vec<Row>) =
            rows.into_iter().partition(|r| r.duplicate || r.ghost);
        let room = TABLE_ROWS.saturating_sub(marked.len());
        let skip = plain.len().saturating_sub(room);
        marked.extend(plain.into_iter().skip(skip));
        marked.truncate(TABLE_ROWS);
        rows = marked;
    }
    let more = (hidden > 0).then(|| tr_args("more-rows", &[("count", (hidden as u64).into())]));
    html! {
        <table class="data">
            <caption>{ title }</caption>
            <thead><tr>{ for headers.iter().map(|h| html! { <th scope="col">{ h }</th> }) }</tr></thead>
            <tbody>
                if rows.is_empty() {
                    <tr><td colspan={headers.len().to_string()} class="muted">{ tr("empty") }</td></tr>
                }
                { for rows.into_iter().map(|row| {
                    let mark = if row.duplicate { format!(" ⚠ {}", tr("duplicate-row")) }
                        else if row.ghost { format!(" ◌ {}", tr("ghost-row")) } else { String::new() };
                    let count = row.cells.len();
                    html! {
                        <tr class={classes!(row.duplicate.then_some("duplicate"), row.ghost.then_some("ghost"))}>
                            { for row.cells.into_iter().enumerate().map(|(i, c)| html! {
                                <td>{ c }{ if i + 1 == count { mark.clone() } else { String::new() } }</td>
                            }) }
                        </tr>
                    }
                }) }
            </tbody>
            if let Some(more) = more {
                <tfoot><tr><td colspan={headers.len().to_string()} class="muted">{ more }</td></tr></tfoot>
            }
        </table>
    }
}

/// Rows of committed writes of one table, marking repeats of a message.
fn rows_of(
    view: &SimView,
    scenario: &Scenario,
    pick: impl Fn(&Write) -> Option<Vec<String>>,
) -> Vec<Row> {
    let mut seen = Vec::new();
    view.database()
        .committed
        .iter()
        .filter_map(|write| {
            let cells = pick(write)?;
            let message = view.copies().get(write.copy() as usize)?.message;
            let duplicate = seen.contains(&message);
            seen.push(message);
            let id = scenario
                .messages
                .get(message)
                .map(|m| m.id.clone())
                .unwrap_or_default();
            Some(Row {
                cells: [cells, vec![id]].concat(),
                duplicate,
                ghost: false,
            })
        })
        .collect()
}

/// Ghost rows for messages of `op` that the finished run lost.
fn ghosts(view: &SimView, scenario: &Scenario, op: Op, width: usize) -> Vec<Row> {
    if !view.finished {
        return Vec::new();
    }
    scenario
        .messages
        .iter()
        .zip(&view.verdicts)
        .filter(|(m, v)| m.op == op && v.outcome == Outcome::Lost)
        .map(|(m, _)| Row {
            cells: [vec!["—".to_string(); width], vec![m.id.clone()]].concat(),
            duplicate: false,
            ghost: true,
        })
        .collect()
}

#[function_component(Tables)]
pub fn tables(props: &TablesProps) -> Html {
    let (view, scenario) = (&props.view, &props.scenario);
    let from = tr("from-message");
    let mut orders = rows_of(view, scenario, |w| match w {
        Write::Order { number, .. } => Some(vec![format!("#{number}")]),
        _ => None,
    });
    orders.extend(ghosts(view, scenario, Op::CreateOrder, 1));
    let mut deposits = rows_of(view, scenario, |w| match w {
        Write::Deposit { amount, .. } => Some(vec![format!("+{amount}")]),
        _ => None,
    });
    deposits.extend(ghosts(view, scenario, Op::Deposit, 1));
    // Setting a status again is idempotent: a repeated row is not a duplicate effect.
    let mut statuses = rows_of(view, scenario, |w| {
        matches!(w, Write::Status { .. }).then(|| vec!["paid".to_string()])
    });
    statuses.iter_mut().for_each(|row| row.duplicate = false);
    let processed = rows_of(view, scenario, |w| match w {
        Write::Processed { copy, .. } => Some(vec![view
            .copies()
            .get(*copy as usize)
            .map(|c| c.wire_id.clone())
            .unwrap_or_default()]),
        _ => None,
    });
    let mut seen = Vec::new();
    let mut charges: Vec<Row> = view
        .payment()
        .charges
        .iter()
        .filter_map(|charge| {
            let message = view.copies().get(charge.copy as usize)?.message;
            let duplicate = seen.contains(&message);
            seen.push(message);
            Some(Row {
                cells: vec![
                    charge.amount.to_string(),
                    scenario.messages[message].id.clone(),
                ],
                duplicate,
                ghost: false,
            })
        })
        .collect();
    charges.extend(ghosts(view, scenario, Op::Charge, 1));
    let balance_title = format!("{}: {}", tr("balance"), view.database().balance());
    html! {
        <section class="panel tables" aria-labelledby="data-title">
            <h2 id="data-title">{ tr("data-title") }</h2>
            <div class="table-grid">
                { table(&tr("orders"), &[tr("order-number"), from.clone()], orders) }
                { table(&balance_title, &[tr("amount"), from.clone()], deposits) }
                { table(&tr("statuses"), &[tr("status"), from.clone()], statuses) }
                { table(&tr("processed-messages"), &["id".to_string(), from.clone()], processed) }
                { table(&tr("charges"), &[tr("amount"), from], charges) }
            </div>
        </section>
    }
}
