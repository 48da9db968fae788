//! Messages edited in bulk, for scenarios too long for one menu per message: give a
//! range of messages (by position, from 1) and the operation they all get. A view
//! function the settings' fields call, with its state kept by the settings' fold.

use acklab_sim::{Op, Scenario};
use yew::prelude::*;

use crate::components::settings::target_value;
use crate::i18n::{tr, tr_args};

/// Scenarios with more messages than this get the bulk form, and their list of
/// per-message menus is folded away.
pub const BULK_FROM: usize = 12;

/// The form's values: first and last position (from 1; a last beyond the scenario
/// means its end, so the range follows a scenario that grows) and the operation.
#[derive(Clone, Copy, PartialEq)]
pub struct Bulk {
    pub first: usize,
    pub last: usize,
    pub op: Op,
}

impl Bulk {
    /// The form's first values: "to the last message" until the learner types a
    /// position, so that the range follows a scenario that grows.
    pub fn whole() -> Self {
        Bulk {
            first: 1,
            last: usize::MAX,
            op: Op::Deposit,
        }
    }
}

/// The scenario with messages `first..=last` (from 1, clamped) given `op`.
pub fn applied(scenario: &Scenario, bulk: Bulk) -> Scenario {
    let mut next = scenario.clone();
    let last = bulk.last.min(next.messages.len());
    for message in next
        .messages
        .iter_mut()
        .take(last)
        .skip(bulk.first.max(1) - 1)
    {
        if message.op != bulk.op {
            message.op = bulk.op;
            // An amount belongs to a deposit or a charge, a status and a version to a
            // status update; the defaults are used.
            message.amount = None;
            message.status = None;
            message.version = None;
        }
    }
    next
}

pub fn bulk_view(
    scenario: &Scenario,
    bulk: &UseStateHandle<Bulk>,
    on_edit: &Callback<Scenario>,
) -> Html {
    let count = scenario.messages.len();
    let set = |change: fn(&mut Bulk, &str)| {
        let bulk = bulk.clone();
        Callback::from(move |event: Event| {
            let mut next = *bulk;
            change(&mut next, &target_value(&event));
            bulk.set(next);
        })
    };
    let empty = bulk.first.max(1) > bulk.last.min(count);
    let apply = {
        let (scenario, bulk, on_edit) = (scenario.clone(), **bulk, on_edit.clone());
        Callback::from(move |_: MouseEvent| on_edit.emit(applied(&scenario, bulk)))
    };
    html! {
        <div class="bulk">
            <p class="help">{ tr_args("bulk-help", &[("count", (count as u64).into())]) }</p>
            <p class="target">
                <label class="pair">{ tr("bulk-first") }<input type="number" min="1" max={count.to_string()} value={bulk.first.to_string()}
                    onchange={set(|b, v| b.first = v.trim().parse().unwrap_or(1))} /></label>
                <label class="pair">{ tr("bulk-last") }<input type="number" min="1" max={count.to_string()} value={bulk.last.min(count).to_string()}
                    onchange={set(|b, v| b.last = v.trim().parse().unwrap_or(1))} /></label>
                <label class="pair">{ tr("operation") }<select onchange={set(|b, v| b.op = Op::ALL_PART_TWO.iter().copied().find(|op| op.name() == v).unwrap_or(b.op))}>
                    { for scenario.ops_offered().iter().map(|op| html! { <option value={op.name()} selected={*op == bulk.op}>{ tr(&crate::keys::op(*op)) }</option> }) }
                </select></label>
                <button aria-disabled={empty.to_string()} onclick={if empty { Callback::noop() } else { apply }}>{ tr("bulk-apply") }</button>
            </p>
            if empty { <p class="invalid">{ tr("bulk-empty") }</p> }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_of_messages_gets_one_operation_and_loses_an_amount_it_cannot_have() {
        let mut scenario = Scenario::example();
        scenario.messages = (1..=20)
            .map(|n| acklab_sim::Message {
                amount: Some(5),
                ..acklab_sim::Message::new(&format!("m{n}"), Op::Deposit)
            })
            .collect();
        let next = applied(
            &scenario,
            Bulk {
                first: 3,
                last: 30,
                op: Op::SetStatus,
            },
        );
        assert!(next.messages[..2]
            .iter()
            .all(|m| m.op == Op::Deposit && m.amount == Some(5)));
        assert!(next.messages[2..]
            .iter()
            .all(|m| m.op == Op::SetStatus && m.amount.is_none()));
        assert_eq!(next.validate(), Ok(()));
        let same = applied(
            &scenario,
            Bulk {
                first: 0,
                last: 1,
                op: Op::Deposit,
            },
        );
        assert_eq!(
            same, scenario,
            "an operation a message has already keeps its amount"
        );
    }
}
