//! The faults of the scenario: which message and delivery the gutter's crash points
//! target, the list of faults, and a menu to add the other kinds.

use std::rc::Rc;

use acklab_sim::{Fault, Scenario, Step};
use yew::prelude::*;

use crate::components::settings::target_value;

use crate::components::target::{target_view, TargetView};
use crate::i18n::{tr, tr_args, Arg};
use crate::state::FaultTarget;

#[derive(Properties, PartialEq)]
pub struct FaultsProps {
    pub scenario: Rc<Scenario>,
    pub target: FaultTarget,
    pub tick: u64,
    pub on_target: Callback<FaultTarget>,
    pub on_edit: Callback<Scenario>,
}

/// The fault kinds the menu offers: all but the crash, whose points come from the gutter.
pub const KINDS: &[&str] = acklab_sim::FAULT_KINDS.split_at(1).1;

/// A fault in words, for the list.
pub fn describe(fault: &Fault) -> String {
    let mut args: Vec<(&str, Arg)> = vec![("message", fault.message().unwrap_or("").into())];
    match fault {
        Fault::Crash {
            after, delivery, ..
        }
        | Fault::Stall {
            after, delivery, ..
        } => {
            args.push(("step", after.name().into()));
            args.push(("delivery", u64::from(*delivery).into()));
        }
        Fault::LoseAck { delivery, .. } | Fault::LosePaymentResponse { delivery, .. } => {
            args.push(("delivery", u64::from(*delivery).into()))
        }
        _ => {}
    }
    match fault {
        Fault::Stall { ticks, .. } => args.push(("ticks", (*ticks).into())),
        Fault::Transient { failures, .. } => args.push(("failures", u64::from(*failures).into())),
        Fault::BrokerCrash { at } => args.push(("at", (*at).into())),
        _ => {}
    }
    tr_args(&format!("fault-{}", fault.kind_name()), &args)
}

/// The fault of `kind` for the target message and delivery.
fn make(kind: &str, scenario: &Scenario, target: FaultTarget, tick: u64) -> Option<Fault> {
    let message = scenario.messages.get(target.message)?.id.clone();
    let delivery = target.delivery;
    let after = scenario
        .pipeline
        .iter()
        .copied()
        .find(|s| *s == Step::Apply)
        .unwrap_or(Step::Receive);
    Some(match kind {
        "lose_ack" => Fault::LoseAck { message, delivery },
        "lose_publish_confirm" => Fault::LosePublishConfirm { message },
        "lose_payment_response" => Fault::LosePaymentResponse { message, delivery },
        "stall" => Fault::Stall {
            after,
            message,
            delivery,
            ticks: scenario.broker.visibility_timeout + 1,
        },
        "poison" => Fault::Poison {
            message,
            permanent: false,
        },
        "transient" => Fault::Transient {
            message,
            failures: 2,
        },
        _ => Fault::BrokerCrash { at: tick },
    })
}

#[function_component(Faults)]
pub fn faults(props: &FaultsProps) -> Html {
    let kind = use_state(|| KINDS[0].to_string());
    let target = props.target;
    let on_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| kind.set(target_value(&e)))
    };
    let add = {
        let (scenario, on_edit, kind, tick) = (
            props.scenario.clone(),
            props.on_edit.clone(),
            kind.clone(),
            props.tick,
        );
        Callback::from(move |_: MouseEvent| {
            let mut next = (*scenario).clone();
            next.faults.extend(make(&kind, &scenario, target, tick));
            on_edit.emit(next);
        })
    };
    let list = props.scenario.faults.iter().enumerate().map(|(index, fault)| {
        let (scenario, on_edit) = (props.scenario.clone(), props.on_edit.clone());
        let remove = Callback::from(move |_: MouseEvent| {
            let mut next = (*scenario).clone();
            next.faults.remove(index);
            on_edit.emit(next);
        });
        html! { <li>{ describe(fault) }{ " " }<button class="small" aria-label={tr("fault-remove")} onclick={remove}>{ "✕" }</button></li> }
    });
    html! {
        <section class="panel faults" aria-labelledby="faults-title">
            <h2 id="faults-title">{ tr("faults-title") }</h2>
            { target_view(TargetView { messages: &props.scenario.messages, max_deliveries: props.scenario.broker.max_deliveries,
                target, on_target: props.on_target.clone() }) }
            if props.scenario.faults.is_empty() { <p class="muted">{ tr("fault-none") }</p> }
            <ul class="plain">{ for list }</ul>
            <p>
                <label>{ tr("fault-kind") }{ " " }<select onchange={on_kind}>
                    { for KINDS.iter().map(|k| html! { <option value={*k} selected={*k == kind.as_str()}>{ tr(&format!("kind-{k}")) }</option> }) }
                </select></label>{ " " }
                <button onclick={add}>{ tr("fault-add") }</button>
            </p>
        </section>
    }
}
