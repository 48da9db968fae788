//! A guided lesson: the story, the task, a prediction to make before the run unlocks,
//! and after the run the grade against what the simulator did, with the takeaway.
//! Without an open lesson it offers the course.

use std::rc::Rc;

use acklab_lessons::{Answer, Lesson, RealSystem, Term};
use acklab_sim::{Guarantee, Op};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::state::{LessonProgress, Reference};

#[derive(Properties)]
pub struct LessonProps {
    pub course: Rc<Vec<Lesson>>,
    pub progress: Option<LessonProgress>,
    pub done: Rc<Vec<String>>,
    pub locale: String,
    pub on_open: Callback<usize>,
    pub on_choose: Callback<Answer>,
    pub on_commit: Callback<()>,
    pub on_close: Callback<()>,
    pub glossary: Rc<Vec<Term>>,
    /// Opens the glossary at a term, or the note on how the broker behaves.
    pub on_reference: Callback<Reference>,
    /// The question is about the guarantee: the explorer's run answers it.
    pub explorer_graded: bool,
    /// A course page's frame holds this lesson: no Next, no Close.
    #[prop_or_default]
    pub pinned: bool,
    /// After the lessons: brings back the scenario the learner had before them.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
}

/// The course and the glossary are compared by identity: the app state makes new ones
/// when texts arrive, and comparing them by content took 1.4 KB of the bundle.
impl PartialEq for LessonProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.course, &other.course)
            && Rc::ptr_eq(&self.glossary, &other.glossary)
            && self.progress == other.progress
            && self.done == other.done
            && self.locale == other.locale
            && self.on_open == other.on_open
            && self.on_choose == other.on_choose
            && self.on_commit == other.on_commit
            && self.on_close == other.on_close
            && self.on_reference == other.on_reference
            && self.explorer_graded == other.explorer_graded
            && self.pinned == other.pinned
            && self.on_back == other.on_back
    }
}

/// The note on the broker's rules where the lesson leans on them, and the terms this
/// lesson introduces, each a link into the glossary. The terms show once the answer is
/// in, so that a term such as "at-most-once" does not give the answer away.
fn lesson_links(props: &LessonProps, lesson: &Lesson, answered: bool) -> Html {
    let terms = lesson.terms.iter().filter_map(|id| {
        let term = props.glossary.iter().find(|t| &t.id == id)?;
        let reference = Reference::Glossary(Some(id.clone()));
        let onclick = props.on_reference.reform(move |_: MouseEvent| reference.clone());
        Some(html! { <><button class="link" {onclick}>{ term.name(&props.locale) }</button>{ " " }</> })
    });
    let rules = lesson.broker_rules.then(|| {
        let onclick = props
            .on_reference
            .reform(|_: MouseEvent| Reference::BrokerRules);
        html! { <p><button class="link" {onclick}>{ tr("broker-rules-link") }</button></p> }
    });
    html! {
        <>
            if answered && !lesson.terms.is_empty() { <p class="terms">{ tr("lesson-terms") }{ " " }{ for terms }</p> }
            { rules.unwrap_or_default() }
        </>
    }
}

/// A choice in words: an outcome in the learner's language, or a guarantee's name.
fn choice_label(choice: Answer) -> String {
    match choice {
        Answer::Outcome(outcome) => tr(&crate::keys::outcome(outcome)),
        // The guarantee names are terms learners meet in docs; "none" is a word.
        Answer::Guarantee(Guarantee::None) => tr("guarantee-none"),
        Answer::Guarantee(guarantee) => guarantee.name().to_string(),
    }
}

fn course_picker(props: &LessonProps, chosen: UseStateHandle<usize>) -> Html {
    let pick = {
        let chosen = chosen.clone();
        Callback::from(move |event: Event| {
            let value = event
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
                .and_then(|s| s.value().parse().ok());
            chosen.set(value.unwrap_or(0));
        })
    };
    let start = props.on_open.reform({
        let chosen = *chosen;
        move |_: MouseEvent| chosen
    });
    let total = props.course.len() as u64;
    html! {
        <section class="panel lessons" aria-labelledby="lessons-title">
            <h2 id="lessons-title">{ tr("lessons-title") }</h2>
            <span class="muted">{ tr_args("lessons-done", &[("done", (props.done.len() as u64).into()), ("total", total.into())]) }</span>
            <label class="pair">{ tr("choose-lesson") }{ " " }
                <select onchange={pick}>{ for props.course.iter().enumerate().map(|(i, lesson)| {
                    let mark = if props.done.contains(&lesson.id) { "✔ " } else { "" };
                    let title = lesson.text(&props.locale, "title").unwrap_or_default();
                    html! { <option value={i.to_string()} selected={i == *chosen}>{ format!("{mark}{}. {title}", i + 1) }</option> }
                }) }</select>
            </label>
            <button class="primary" onclick={start}>{ tr("start-lesson") }</button>
            if let Some(back) = &props.on_back {
                { " " }<button onclick={back.reform(|_: MouseEvent| ())}>{ tr("back-to-own-scenario") }</button>
            }
        </section>
    }
}

/// The grade once the run has answered: the learner's choice against the simulator's,
/// and the lesson's takeaway.
fn grade_view(
    choice: Option<Answer>,
    simulated: Answer,
    takeaway: String,
    checked: Vec<&'static str>,
) -> Html {
    let right = choice == Some(simulated);
    let answer = || [("answer", choice_label(simulated).into())];
    let (mark, verdict) = match (choice, right) {
        (None, _) => ("• ", tr_args("answer-skipped", &answer())),
        (Some(_), true) => ("✔ ", tr("answer-right")),
        (Some(_), false) => ("✖ ", tr_args("answer-wrong", &answer())),
    };
    // Not role=status: the verdict summary stays the page's one status region.
    html! { <div class={classes!("grade", right.then_some("right"))} aria-live="polite">
        <p><strong>{ mark }{ verdict }</strong></p>
        <p>{ takeaway }</p>
        { for checked.into_iter().map(|line| html! { <p class="muted">{ tr(line) }</p> }) }
        <p class="muted">{ tr("try-yourself") }</p>
    </div> }
}

/// The lines that say on which real systems the lesson's verdicts were checked, if
/// any: a lesson is on a queue or on a log, so they name the queue brokers or Kafka.
/// A lesson that charges a card or sends an e-mail says that service was a stand-in
/// there too.
fn agreement(lesson: &Lesson) -> Vec<&'static str> {
    let has = |op: Op| lesson.scenario.messages.iter().any(|m| m.op == op);
    let Some(systems) = systems_agreeing(&lesson.agrees_with) else {
        return Vec::new();
    };
    let payment = has(Op::Charge).then_some("lesson-agrees-payment-stand-in");
    let mail = has(Op::SendEmail).then_some("lesson-agrees-mail-stand-in");
    [Some(systems), payment, mail]
        .into_iter()
        .flatten()
        .collect()
}

fn systems_agreeing(agrees_with: &[RealSystem]) -> Option<&'static str> {
    let on = |system| agrees_with.contains(&system);
    match (
        on(RealSystem::Rabbitmq),
        on(RealSystem::Sqs),
        on(RealSystem::Kafka),
    ) {
        (_, _, true) => Some("lesson-agrees-kafka"),
        (true, true, false) => Some("lesson-agrees-rabbitmq-and-sqs"),
        (true, false, false) => Some("lesson-agrees-rabbitmq"),
        (false, true, false) => Some("lesson-agrees-sqs"),
        (false, false, false) => None,
    }
}

#[function_component(LessonPanel)]
pub fn lesson_panel(props: &LessonProps) -> Html {
    let chosen = use_state(|| 0usize);
    let picker = course_picker(props, chosen);
    let Some(progress) = &props.progress else {
        return picker;
    };
    let Some(lesson) = props.course.get(progress.index) else {
        return picker;
    };
    let text = |key: &str| lesson.text(&props.locale, key).unwrap_or_default();
    let choices = lesson.prediction.choices.iter().map(|choice| {
        let checked = progress.choice == Some(*choice);
        let onchange = props.on_choose.reform({ let choice = *choice; move |_: Event| choice });
        html! { <label class="choice"><input type="radio" name="prediction" {checked} disabled={progress.committed} {onchange} />{ " " }{ choice_label(*choice) }</label> }
    });
    let commit = props.on_commit.reform(|_: MouseEvent| ());
    let close = props.on_close.reform(|_: MouseEvent| ());
    let next = props.on_open.reform({
        let index = progress.index + 1;
        move |_: MouseEvent| index
    });
    let has_next = progress.index + 1 < props.course.len();
    let position = tr_args(
        "lesson-of",
        &[
            ("number", (progress.index as u64 + 1).into()),
            ("total", (props.course.len() as u64).into()),
        ],
    );
    let grade = progress.simulated.map(|simulated| {
        let checked = agreement(lesson);
        grade_view(progress.choice, simulated, text("takeaway"), checked)
    });
    html! {
        <section class="panel lesson" aria-labelledby="lesson-title">
            <p class="muted">{ position }</p>
            <h2 id="lesson-title">{ text("title") }</h2>
            <p>{ text("narrative") }</p>
            <p><strong>{ tr("lesson-task") }{ " " }</strong>{ text("task") }</p>
            <fieldset class="prediction">
                <legend>{ text("question") }</legend>
                { for choices }
                if !progress.committed {
                    <p>
                        <button class="primary" disabled={progress.choice.is_none()} onclick={commit.clone()}>{ tr("check-answer") }</button>{ " " }
                        <button onclick={commit}>{ tr("skip-question") }</button>
                    </p>
                    <p class="muted">{ tr("predict-first") }</p>
                } else if progress.simulated.is_none() {
                    <p class="muted">{ tr(if props.explorer_graded { "now-explore" } else { "now-run" }) }</p>
                }
            </fieldset>
            { grade.unwrap_or_default() }
            { lesson_links(props, lesson, progress.committed) }
            if !props.pinned {
                <p>
                    if has_next { <button onclick={next}>{ tr("next-lesson") }</button>{ " " } }
                    <button onclick={close}>{ tr("close-lesson") }</button>
                </p>
            }
        </section>
    }
}
