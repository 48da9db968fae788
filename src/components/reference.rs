//! Reference pages the learner can open from anywhere: the glossary (each term in the
//! four languages, with what it means) and how the simulated broker behaves compared
//! with RabbitMQ, Amazon SQS and Kafka.

use std::rc::Rc;

use acklab_lessons::Term;
use yew::prelude::*;

use crate::i18n::{shipped, tr};
use crate::state::Reference;

#[derive(Properties, PartialEq, Clone)]
pub struct ReferenceProps {
    pub reference: Reference,
    pub glossary: Rc<Vec<Term>>,
    pub locale: String,
    pub on_open: Callback<Reference>,
    pub on_close: Callback<()>,
    /// The reference texts have arrived (they are fetched when a page first opens).
    pub ready: bool,
}

/// The rules of the simulated broker, in reading order: the keys `rule-<name>` and
/// `rule-<name>-title`.
pub const BROKER_RULES: [&str; 8] = [
    "redelivery",
    "failure",
    "dead-letter",
    "ack",
    "order",
    "durability",
    "producer",
    "log",
];

fn glossary(props: &ReferenceProps, current: Option<&str>) -> Html {
    let terms = props.glossary.iter().map(|term| {
        // Every language's word for the term, so a learner can match the course's
        // words with what they read elsewhere.
        let names: Vec<String> = shipped()
            .map(|(code, language)| format!("{language}: {}", term.name(code)))
            .collect();
        let class = classes!("term", (current == Some(term.id.as_str())).then_some("current"));
        html! {
            <div {class}>
                <dt id={format!("term-{}", term.id)} tabindex="-1">{ term.name(&props.locale) }</dt>
                <dd>{ tr(&term.about_key()) }<br /><small class="muted">{ names.join(" · ") }</small></dd>
            </div>
        }
    });
    html! {
        <>
            <h2 id="reference-title" tabindex="-1">{ tr("glossary") }</h2>
            <p class="help">{ tr("glossary-intro") }</p>
            <dl class="glossary">{ for terms }</dl>
        </>
    }
}

fn broker_rules() -> Html {
    let rules = BROKER_RULES.iter().map(|rule| {
        html! {
            <>
                <h3>{ tr(&format!("rule-{rule}-title")) }</h3>
                <p>{ tr(&format!("rule-{rule}")) }</p>
            </>
        }
    });
    html! {
        <>
            <h2 id="reference-title" tabindex="-1">{ tr("broker-rules-link") }</h2>
            <p class="help">{ tr("broker-rules-intro") }</p>
            { for rules }
        </>
    }
}

#[function_component(ReferencePanel)]
pub fn reference_panel(props: &ReferenceProps) -> Html {
    // Its chunk may arrive after its texts (src/chunks.rs): the page then takes the focus
    // as it appears, which the shell's hook, run while it was loading, could not give it.
    {
        let (reference, ready) = (props.reference.clone(), props.ready);
        use_effect_with((), move |_| {
            if ready {
                crate::browser::focus_reference(&reference);
            }
        });
    }
    let close = props.on_close.reform(|_: MouseEvent| ());
    let on_keydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                on_close.emit(());
            }
        })
    };
    let (body, other, other_label) = match &props.reference {
        _ if !props.ready => (
            html! { <>
                <h2 id="reference-title" tabindex="-1">{ tr(if matches!(props.reference, Reference::BrokerRules) { "broker-rules-link" } else { "glossary" }) }</h2>
                <p class="muted" role="status">{ tr("reference-loading") }</p>
            </> },
            Reference::Glossary(None),
            String::new(),
        ),
        Reference::Glossary(term) => (
            glossary(props, term.as_deref()),
            Reference::BrokerRules,
            tr("broker-rules-link"),
        ),
        Reference::BrokerRules => (broker_rules(), Reference::Glossary(None), tr("glossary")),
    };
    let open_other = props.on_open.reform(move |_: MouseEvent| other.clone());
    html! {
        <section class="panel reference" aria-labelledby="reference-title" onkeydown={on_keydown}>
            <p class="reference-actions">
                if props.ready { <button class="link" onclick={open_other}>{ other_label }</button> } else { <span></span> }
                <button onclick={close}>{ tr("close-reference") }</button>
            </p>
            { body }
        </section>
    }
}

/// The panel drawn from its chunk (src/chunks.rs): the only place that names it, so that
/// its code is fetched when a reference page is first opened.
pub fn draw(props: &ReferenceProps) -> Html {
    html! { <ReferencePanel ..props.clone() /> }
}
