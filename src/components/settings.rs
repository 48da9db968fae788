//! Settings beside the editor: each message's operation, the dedup store, workers,
//! broker, producer, payment and retry policy. Every change is a whole edited
//! scenario; the reducer refuses an invalid one and says why.

use std::rc::Rc;

use acklab_sim::{BrokerLike, DedupStore, Message, Op, Scenario};
use yew::prelude::*;

use crate::components::bulk::{bulk_view, Bulk, BULK_FROM};
use crate::components::settings_broker::{like_select, log_fieldset};
use crate::i18n::{tr, tr_args};

#[derive(Properties, PartialEq, Clone)]
pub struct SettingsProps {
    pub scenario: Rc<Scenario>,
    pub on_edit: Callback<Scenario>,
    /// Unfolded; folded by default so that the run's results sit near the controls.
    pub open: bool,
    pub on_toggle: Callback<bool>,
    /// A lesson's question is open: the settings wait for the prediction (they can
    /// still be unfolded and read).
    #[prop_or_default]
    pub locked: bool,
}

/// Messages listed with their operation; a long scenario shows only the first ones.
const MESSAGE_ROWS: usize = 50;

pub fn target_value(event: &Event) -> String {
    let target = event.target();
    if let Some(input) = target
        .clone()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
    {
        return if input.type_() == "checkbox" {
            input.checked().to_string()
        } else {
            input.value()
        };
    }
    target
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// A callback that edits a copy of the scenario with the control's new value.
pub(super) fn editor(
    props: &SettingsProps,
    change: impl Fn(&mut Scenario, &str) + 'static,
) -> Callback<Event> {
    let (scenario, on_edit) = (props.scenario.clone(), props.on_edit.clone());
    Callback::from(move |event: Event| {
        let mut next = (*scenario).clone();
        change(&mut next, &target_value(&event));
        on_edit.emit(next);
    })
}

/// Whether the `<details>` a toggle event came from is unfolded now.
pub fn is_open(event: &Event) -> bool {
    event
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|details| details.has_attribute("open"))
}

pub(super) fn checkbox(label: String, checked: bool, onchange: Callback<Event>) -> Html {
    html! { <label class="check"><input type="checkbox" {checked} {onchange} />{ " " }{ label }</label> }
}

pub(super) fn number(
    label: String,
    value: u64,
    min: u64,
    max: u64,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label class="field">{ label }
            <input type="number" min={min.to_string()} max={max.to_string()} value={value.to_string()} {onchange} />
        </label>
    }
}

/// The e-mail outbox is an `acklab/2` setting (so is `send_email` itself).
fn set_email_outbox(s: &mut Scenario, v: &str) {
    s.consumer.email_outbox = v == "true";
    if s.consumer.email_outbox {
        s.format = acklab_sim::FORMAT_2.to_string();
    }
}

/// A message TTL is an `acklab/2` setting, so setting one moves the scenario to that
/// format; 0 means none.
fn set_message_ttl(s: &mut Scenario, v: &str) {
    s.broker.message_ttl = Some(parsed(v)).filter(|t| *t > 0);
    if s.broker.message_ttl.is_some() {
        s.format = acklab_sim::FORMAT_2.to_string();
    }
}

/// More than one message per tick is an `acklab/2` setting, so asking for a burst
/// moves the scenario to that format; one per tick is the default and is left out.
fn set_messages_per_tick(s: &mut Scenario, v: &str) {
    s.producer.messages_per_tick = Some(parsed_u32(v)).filter(|n| *n != 1);
    if s.producer.messages_per_tick.is_some() {
        s.format = acklab_sim::FORMAT_2.to_string();
    }
}

/// A number field; a value that does not parse becomes 0 and the reducer refuses it.
pub(super) fn parsed(value: &str) -> u64 {
    value.trim().parse().unwrap_or(0)
}

/// A number for a u32 field; one too large becomes the largest, which validation
/// then refuses with its range, instead of wrapping around.
pub(super) fn parsed_u32(value: &str) -> u32 {
    u32::try_from(parsed(value)).unwrap_or(u32::MAX)
}

/// One message's row: its operation to choose, and its remove button (the faults that
/// name it go with it).
fn message_row(props: &SettingsProps, index: usize, message: &Message) -> Html {
    let onchange = editor(props, move |s, v| {
        if let Some(op) = s.ops_offered().iter().find(|op| op.name() == v) {
            let message = &mut s.messages[index];
            message.op = *op;
            message.amount = None;
            message.status = None;
            message.version = None;
        }
    });
    let remove = {
        let (scenario, on_edit) = (props.scenario.clone(), props.on_edit.clone());
        Callback::from(move |_: MouseEvent| {
            on_edit.emit(scenario.without_message(index));
        })
    };
    html! {
        <li>
            <label>{ &message.id }{ " " }
                <select {onchange}>{ for props.scenario.ops_offered().iter().map(|op| html! {
                    <option value={op.name()} selected={*op == message.op}>{ tr(&crate::keys::op(*op)) }</option>
                }) }</select>
            </label>
            <button class="small" aria-label={tr_args("remove-message", &[("id", message.id.clone().into())])}
                disabled={props.scenario.messages.len() == 1} onclick={remove}>{ "✕" }</button>
        </li>
    }
}

fn message_rows(
    props: &SettingsProps,
    bulk: &UseStateHandle<Bulk>,
    each_open: &UseStateHandle<bool>,
) -> Html {
    // A long scenario is edited in bulk; its one-menu-per-message list is folded away,
    // and drawn only while unfolded (fifty menus of options each cost the first frame
    // of a large link hundreds of elements).
    let many = props.scenario.messages.len() > BULK_FROM;
    let ontoggle = {
        let each_open = each_open.clone();
        Callback::from(move |event: Event| each_open.set(is_open(&event)))
    };
    let hidden = props.scenario.messages.len().saturating_sub(MESSAGE_ROWS);
    let rows = props
        .scenario
        .messages
        .iter()
        .enumerate()
        .take(MESSAGE_ROWS);
    let rows = rows.map(|(index, message)| message_row(props, index, message));
    let add = {
        let (scenario, on_edit) = (props.scenario.clone(), props.on_edit.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = (*scenario).clone();
            let number = (1..)
                .find(|n| next.message_index(&format!("m{n}")).is_none())
                .unwrap_or(1);
            next.messages
                .push(Message::new(&format!("m{number}"), Op::CreateOrder));
            on_edit.emit(next);
        })
    };
    let list = (!many || **each_open).then(|| {
        html! { <>
            <ul class="plain">{ for rows }</ul>
            if hidden > 0 {
                <p class="muted">{ tr_args("more-rows", &[("count", (hidden as u64).into())]) }</p>
            }
        </> }
    });
    html! {
        <fieldset><legend>{ tr("messages-title") }</legend>
            if many {
                { bulk_view(&props.scenario, bulk, &props.on_edit) }
                <details open={**each_open} {ontoggle}><summary>{ tr("each-message") }</summary>{ list }</details>
            } else {
                { list }
            }
            <button class="small" onclick={add}>{ tr("add-message") }</button>
        </fieldset>
    }
}

/// Where the dedup steps remember ids, and how.
fn dedup_fieldset(props: &SettingsProps) -> Html {
    let s = &props.scenario;
    let store = editor(props, |s, v| {
        s.dedup.store = match v {
            "memory" => DedupStore::Memory,
            "table" => DedupStore::Table,
            _ => DedupStore::None,
        };
    });
    let stores = [
        (DedupStore::None, "none"),
        (DedupStore::Memory, "memory"),
        (DedupStore::Table, "table"),
    ];
    html! {
        <fieldset><legend>{ tr("dedup-store") }</legend>
            <select aria-label={tr("dedup-store")} onchange={store}>{ for stores.iter().map(|(value, name)| html! {
                <option value={*name} selected={s.dedup.store == *value}>{ tr(&format!("dedup-{name}")) }</option>
            }) }</select>
            { checkbox(tr("dedup-unique"), s.dedup.unique, editor(props, |s, v| s.dedup.unique = v == "true")) }
            if s.messages.iter().any(|m| m.op == Op::SendEmail) {
                { checkbox(tr("email-outbox-setting"), s.consumer.email_outbox, editor(props, set_email_outbox)) }
            }
        </fieldset>
    }
}

/// The broker's, the producer's, the payment service's and the retries' settings.
fn service_fieldsets(props: &SettingsProps) -> Html {
    let s = &props.scenario;
    // RabbitMQ's counterpart of the visibility timeout is its consumer timeout.
    let timeout = match s.broker.like {
        BrokerLike::Sqs => "visibility-timeout",
        BrokerLike::Rabbitmq => "consumer-timeout",
    };
    let no_delay = !s.broker.like.delays_retries();
    html! {
        <>
            <fieldset><legend>{ tr("broker") }</legend>
                { like_select(props) }
                { number(tr("workers"), u64::from(s.workers), 1, 8, editor(props, |s, v| s.workers = parsed_u32(v))) }
                { number(tr(timeout), s.broker.visibility_timeout, 1, 1000, editor(props, |s, v| s.broker.visibility_timeout = parsed(v))) }
                { number(tr("max-deliveries"), u64::from(s.broker.max_deliveries), 1, 100, editor(props, |s, v| s.broker.max_deliveries = parsed_u32(v))) }
                if s.broker.kind.simulates_message_ttl() {
                    { number(tr("message-ttl"), s.broker.message_ttl.unwrap_or(0), 0, 100_000, editor(props, set_message_ttl)) }
                }
                { checkbox(tr("broker-durable"), s.broker.durable, editor(props, |s, v| s.broker.durable = v == "true")) }
            </fieldset>
            <fieldset><legend>{ tr("producer") }</legend>
                { checkbox(tr("producer-orders-service"), s.producer.pipeline.is_some(), editor(props, |s, v| *s = s.with_orders_service(v == "true"))) }
                { checkbox(tr("producer-retry"), s.producer.retry, editor(props, |s, v| s.producer.retry = v == "true")) }
                { checkbox(tr("producer-stable-ids"), s.producer.stable_ids, editor(props, |s, v| s.producer.stable_ids = v == "true")) }
                { checkbox(tr("producer-idempotent"), s.producer.idempotent, editor(props, |s, v| s.producer.idempotent = v == "true")) }
                if s.producer.idempotent && !s.broker.drops_repeated_sequences() {
                    <p class="muted">{ tr("producer-idempotent-rabbitmq-note") }</p>
                }
                { number(tr("producer-messages-per-tick"), u64::from(s.producer.messages_per_tick.unwrap_or(1)), 1, 100, editor(props, set_messages_per_tick)) }
            </fieldset>
            <fieldset><legend>{ tr("charges") }</legend>
                { checkbox(tr("payment-key"), s.payment.idempotency_key, editor(props, |s, v| s.payment.idempotency_key = v == "true")) }
                { checkbox(tr("payment-reconcile"), s.payment.reconcile, editor(props, |s, v| s.payment.reconcile = v == "true")) }
            </fieldset>
            <fieldset><legend>{ tr("retry-title") }</legend>
                if no_delay {
                    <p class="muted">{ tr("retry-rabbitmq-note") }</p>
                }
                { number(tr("retry-backoff"), s.retry.backoff, 0, 1000, editor(props, |s, v| s.retry.backoff = parsed(v))) }
                { number(tr("retry-multiplier"), s.retry.multiplier, 1, 10, editor(props, |s, v| s.retry.multiplier = parsed(v))) }
                { number(tr("retry-max-backoff"), s.retry.cap(), 0, 100_000, editor(props, |s, v| s.retry.max_backoff = Some(parsed(v)))) }
                { checkbox(tr("retry-jitter"), s.retry.jitter, editor(props, |s, v| s.retry.jitter = v == "true")) }
            </fieldset>
        </>
    }
}

/// The fields' properties: the panel's, and the state the fields keep between foldings,
/// which the fold owns (components::settings_panel), since the fields themselves are
/// dropped while folded.
#[derive(Properties, PartialEq, Clone)]
pub struct SettingsFieldsProps {
    pub settings: SettingsProps,
    /// The bulk form's range and operation.
    pub bulk: UseStateHandle<Bulk>,
    /// The one-menu-per-message list is unfolded.
    pub each_open: UseStateHandle<bool>,
}

/// The unfolded panel's fields, drawn from their chunk (src/chunks.rs) the first time
/// the settings are unfolded (components::settings_panel draws the fold).
#[function_component(SettingsFields)]
pub fn settings_fields(fields: &SettingsFieldsProps) -> Html {
    let props = &fields.settings;
    html! { <>
        { crate::components::editor::locked_note(props.locked) }
        <fieldset class="edits" disabled={props.locked}>
        { message_rows(props, &fields.bulk, &fields.each_open) }
        { dedup_fieldset(props) }
        { log_fieldset(props) }
        { service_fieldsets(props) }
        </fieldset>
    </> }
}

/// The fields drawn from their chunk: the only place that names them.
pub fn draw(props: &SettingsFieldsProps) -> Html {
    html! { <SettingsFields ..props.clone() /> }
}
