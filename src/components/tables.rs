//! The database and the payment service as tables, as the core marks them: a row that
//! repeats its message's effect lights up as a duplicate; an effect the finished run
//! never produced shows as a missing ("ghost") row. This file only draws.

use std::rc::Rc;

use acklab_sim::{
    ApplyError, Message, Op, OperationStatus, RecordState, RowMark, RowValue, Scenario, Step,
    TableRow,
};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct TablesProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
}

/// Each table shows at most this many rows: duplicates and ghosts first, then the
/// latest ones.
const TABLE_ROWS: usize = 40;

/// Whether a row is drawn marked (and kept when a long table is cut).
fn marked(row: &TableRow) -> bool {
    matches!(
        row.mark,
        RowMark::Duplicate | RowMark::Missing | RowMark::Stale | RowMark::Invisible
    )
}

/// The rows a long table keeps: the marked ones, then the latest.
fn kept(rows: &[TableRow]) -> (Vec<TableRow>, usize) {
    let hidden = rows.len().saturating_sub(TABLE_ROWS);
    if hidden == 0 {
        return (rows.to_vec(), 0);
    }
    let (mut kept, plain): (Vec<TableRow>, Vec<TableRow>) = rows.iter().partition(|r| marked(r));
    let room = TABLE_ROWS.saturating_sub(kept.len());
    kept.extend(plain.iter().skip(plain.len().saturating_sub(room)));
    kept.truncate(TABLE_ROWS);
    (kept, hidden)
}

/// A status in words: with its order and version when the scenario names them.
fn status_text(message: &Message, version: u64) -> String {
    match (&message.key, message.version) {
        (_, Some(_)) => format!("{}: {} (v{version})", message.key(), message.status()),
        (Some(key), None) => format!("{key}: {}", message.status()),
        (None, None) => message.status().to_string(),
    }
}

/// A row's value in words.
fn value_text(view: &SimView, message: Option<&Message>, value: RowValue) -> String {
    match value {
        RowValue::Order { number } => format!("#{number}"),
        RowValue::Deposit { amount } => format!("+{amount}"),
        RowValue::Status { version } => message.map_or(String::new(), |m| status_text(m, version)),
        RowValue::Upserted => message.map_or(String::new(), |m| m.key().to_string()),
        RowValue::Processed { copy } => view
            .copies()
            .get(copy as usize)
            .map(|c| c.wire_id.clone())
            .unwrap_or_default(),
        RowValue::Charge { amount } => amount.to_string(),
        RowValue::Output { state } => tr(match state {
            RecordState::Committed => "record-committed",
            RecordState::Aborted => "record-aborted",
            RecordState::Open => "record-open",
        }),
        RowValue::Operation {
            status,
            attempts,
            last_error,
        } => operation_text(status, attempts, last_error),
        RowValue::EmailQueued { sent } => tr(if sent { "outbox-yes" } else { "outbox-no" }),
        RowValue::Email { relay } => tr(if relay {
            "email-by-relay"
        } else {
            "email-by-worker"
        }),
        RowValue::Nothing => "—".to_string(),
    }
}

fn row_view(view: &SimView, scenario: &Scenario, row: &TableRow) -> Html {
    let (class, mark) = match row.mark {
        RowMark::Duplicate => ("duplicate", format!(" ⚠ {}", tr("duplicate-row"))),
        RowMark::Missing => ("ghost", format!(" ◌ {}", tr("ghost-row"))),
        RowMark::Stale => ("stale", format!(" ↶ {}", tr("stale-row"))),
        RowMark::Invisible => ("invisible", format!(" ∅ {}", tr("invisible-row"))),
        RowMark::First | RowMark::Repeat => ("", String::new()),
    };
    let message = scenario.messages.get(row.message);
    let id = message.map(|m| m.id.as_str());
    html! {
        <tr class={class}>
            <td>{ value_text(view, message, row.value) }</td>
            <td>{ id.unwrap_or_default() }{ mark }</td>
        </tr>
    }
}

fn table(
    view: &SimView,
    scenario: &Scenario,
    title: &str,
    value: String,
    rows: &[TableRow],
) -> Html {
    let (rows, hidden) = kept(rows);
    let more = (hidden > 0).then(|| tr_args("more-rows", &[("count", (hidden as u64).into())]));
    html! {
        <table class="data">
            <caption>{ title }</caption>
            <thead><tr><th scope="col">{ value }</th><th scope="col">{ tr("from-message") }</th></tr></thead>
            <tbody>
                if rows.is_empty() {
                    <tr><td colspan="2" class="muted">{ tr("empty") }</td></tr>
                }
                { for rows.iter().map(|row| row_view(view, scenario, row)) }
            </tbody>
            if let Some(more) = more {
                <tfoot><tr><td colspan="2" class="muted">{ more }</td></tr></tfoot>
            }
        </table>
    }
}

/// The producer's database at this tick: the orders it committed and its outbox, each
/// row with its sent flag (`acklab/2`).
fn source_tables(view: &SimView, scenario: &Scenario) -> Html {
    let source = view.source();
    let id = |message: usize| scenario.messages.get(message).map_or("", |m| m.id.as_str());
    let orders: Vec<&str> = (0..scenario.messages.len())
        .filter(|&m| source.order_committed(m))
        .map(id)
        .collect();
    let empty = |columns: &'static str| html! { <tr><td colspan={columns} class="muted">{ tr("empty") }</td></tr> };
    html! {
        <>
            <table class="data">
                <caption>{ tr("source-orders") }</caption>
                <thead><tr><th scope="col">{ tr("from-message") }</th></tr></thead>
                <tbody>
                    if orders.is_empty() { { empty("1") } }
                    { for orders.iter().take(TABLE_ROWS).map(|m| html! { <tr><td>{ *m }</td></tr> }) }
                </tbody>
            </table>
            <table class="data">
                <caption>{ tr("outbox-table") }</caption>
                <thead><tr><th scope="col">{ tr("from-message") }</th><th scope="col">{ tr("outbox-sent") }</th></tr></thead>
                <tbody>
                    if source.outbox.is_empty() { { empty("2") } }
                    { for source.outbox.iter().take(TABLE_ROWS).map(|row| html! {
                        <tr><td>{ id(row.message) }</td><td>{ if row.sent { tr("outbox-yes") } else { tr("outbox-no") } }</td></tr>
                    }) }
                </tbody>
            </table>
        </>
    }
}

/// A row of the operations table: its status as the database stores it (the values
/// are code: pending, succeeded, failed), the attempts, and the last error's code.
fn operation_text(
    status: OperationStatus,
    attempts: u32,
    last_error: Option<ApplyError>,
) -> String {
    let mut text = format!("{} ({attempts})", status.name());
    if let Some(error) = last_error {
        text.push_str(&format!(", {}", error.name()));
    }
    text
}

#[function_component(Tables)]
pub fn tables(props: &TablesProps) -> Html {
    let (view, scenario) = (&*props.view, &*props.scenario);
    let tables = &view.tables;
    let balance_title = format!("{}: {}", tr("balance"), tables.balance);
    html! {
        <section class="panel tables" aria-labelledby="data-title">
            <h2 id="data-title" tabindex="-1">{ tr("data-title") }</h2>
            <div class="table-grid">
                { table(view, scenario, &tr("orders"), tr("order-number"), &tables.orders) }
                { table(view, scenario, &balance_title, tr("amount"), &tables.deposits) }
                { table(view, scenario, &tr("statuses"), tr("status"), &tables.statuses) }
                { table(view, scenario, &tr("processed-messages"), "id".to_string(), &tables.processed) }
                { table(view, scenario, &tr("charges"), tr("amount"), &tables.charges) }
                if scenario.messages.iter().any(|m| m.op == Op::SendEmail) {
                    if scenario.consumer.email_outbox {
                        { table(view, scenario, &tr("email-outbox"), tr("outbox-sent"), &tables.email_outbox) }
                    }
                    { table(view, scenario, &tr("emails-sent"), tr("email-sent-by"), &tables.emails) }
                }
                if scenario.pipeline.contains(&Step::RecordAttempt) {
                    { table(view, scenario, &tr("operations-table"), tr("operation-state"), &tables.operations) }
                }
                if scenario.messages.iter().any(|m| m.op == Op::Emit) {
                    { table(view, scenario, &tr("output-topic"), tr("record-state"), &tables.output) }
                }
                if scenario.producer.pipeline.is_some() {
                    { source_tables(view, scenario) }
                }
            </div>
        </section>
    }
}
