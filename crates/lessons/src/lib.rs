//! The guided lessons. Each lesson is data: `lessons/<id>/lesson.json` (its scenario,
//! the outcome the simulator must produce, and the prediction question's choices and
//! answer) and one Fluent text file per locale (`title`, `narrative`, `task`,
//! `question`, `takeaway`). `check` runs every lesson through the core, so a lesson can
//! never teach something the simulator does not do.

use std::collections::BTreeMap;

use acklab_sim::{explore, Engine, ExploreOptions, MessageVerdict, Outcome, Scenario};
use serde::{Deserialize, Serialize};

mod answer;
mod checked;
mod glossary;

pub use answer::{Answer, Prediction, Subject};
pub use checked::RealSystem;

#[cfg(not(target_arch = "wasm32"))]
pub use glossary::glossary;
pub use glossary::{first_appearances, markdown as glossary_markdown, parse_glossary, Term};

mod files {
    include!(concat!(env!("OUT_DIR"), "/files.rs"));
}

pub use files::CONTENT_VERSION;

mod locales;

/// The locales every lesson must be written in: every shipped locale.
pub use locales::{LOCALES, SHIPPED};
/// The messages every lesson text file must define.
pub const TEXT_KEYS: [&str; 5] = ["title", "narrative", "task", "question", "takeaway"];

/// What the simulator must produce for the lesson's scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Per-message outcomes of a run.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub outcomes: BTreeMap<String, Outcome>,
    /// The explorer's derived guarantee (`exactly-once`, `at-least-once`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guarantee: Option<String>,
}

// The web app neither reads what a lesson expects (the tests check it natively) nor
// rejects a key it does not know (the same tests reject it): that keeps the expectation's
// parser out of the wasm bundle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), serde(deny_unknown_fields))]
pub struct Lesson {
    pub id: String,
    pub concepts: Vec<String>,
    pub scenario: Scenario,
    #[cfg_attr(target_arch = "wasm32", serde(skip_deserializing))]
    pub expect: Expect,
    pub prediction: Prediction,
    /// Glossary terms that first appear in this lesson (ids in `lessons/glossary.json`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<String>,
    /// The lesson depends on how the simulated broker behaves, so it links the note
    /// that compares the model with RabbitMQ, SQS and Kafka.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub broker_rules: bool,
    /// The real systems on which the lesson's scenario, as written, ends with the same
    /// verdicts, as `cargo xtask conformance` checked; the lesson says so under its
    /// takeaway.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agrees_with: Vec<RealSystem>,
    /// The lesson's texts per locale (Fluent source), filled from the text files.
    #[serde(skip)]
    pub texts: BTreeMap<String, String>,
    /// Read from its file; false for the web app's stand-in of a lesson whose file has
    /// not been fetched yet (its id and title only), which never opens.
    #[serde(skip)]
    pub loaded: bool,
}

impl Lesson {
    /// A single-line text of the lesson in a locale (falls back to English).
    pub fn text(&self, locale: &str, key: &str) -> Option<String> {
        let source = self.texts.get(locale).or_else(|| self.texts.get("en"))?;
        let prefix = format!("{key} = ");
        source
            .lines()
            .find_map(|line| line.strip_prefix(&prefix))
            .map(|t| t.trim().to_string())
    }

    /// Every text of the lesson in a locale, joined: for finding what it mentions.
    pub fn all_text(&self, locale: &str) -> String {
        TEXT_KEYS
            .iter()
            .filter_map(|key| self.text(locale, key))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The lessons' ids in course order, without parsing the lessons.
pub fn lesson_ids() -> impl Iterator<Item = &'static str> {
    files::FILES.iter().map(|(id, _, _)| *id)
}

/// Reads a JSON file of ours. Natively straight from the text, so that an error says
/// its line; in the web app through `serde_json::Value`, as the app reads scenarios, so
/// that the bundle carries one copy of each type's reading code, not two (8 KB gzip).
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    #[cfg(target_arch = "wasm32")]
    {
        T::deserialize(&serde_json::from_str::<serde_json::Value>(text)?)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        serde_json::from_str(text)
    }
}

/// The whole course in order, parsed and validated (not yet checked), from the files
/// built in (natively; the web app fetches them: see `course_with`).
pub fn course() -> Result<Vec<Lesson>, String> {
    files::FILES
        .iter()
        .map(|(id, json, texts)| lesson_from(id, json, texts))
        .collect()
}

/// The course with each lesson's file as `file_of` gives it (the web app's fetched
/// files). A lesson whose file is not there, or does not read, is a stand-in with its
/// built-in texts (its title) and `loaded` false.
pub fn course_with(file_of: impl Fn(&str) -> Option<String>) -> Vec<Lesson> {
    files::FILES
        .iter()
        .map(|(id, _, texts)| {
            let read = file_of(id).and_then(|json| lesson_from(id, &json, texts).ok());
            read.unwrap_or_else(|| Lesson::stand_in(id, texts))
        })
        .collect()
}

fn texts_of(texts: &[files::Text]) -> BTreeMap<String, String> {
    // Inserted one by one: `collect` into a map sorts a vector first, and that stable
    // sort is 3 KB of the web bundle for a handful of languages.
    let mut map = BTreeMap::new();
    for (language, text) in texts {
        map.insert(language.to_string(), text.to_string());
    }
    map
}

fn lesson_from(id: &str, json: &str, texts: &[files::Text]) -> Result<Lesson, String> {
    let mut lesson: Lesson = parse(json).map_err(|e| format!("lessons/{id}/lesson.json: {e}"))?;
    if lesson.id != id {
        return Err(format!("lessons/{id}/lesson.json: its id is {}", lesson.id));
    }
    // The course's scenarios are ours and the tests validate each of them; the web app
    // skips it, which keeps every error's English out of its bundle.
    #[cfg(not(target_arch = "wasm32"))]
    lesson
        .scenario
        .validate()
        .map_err(|e| format!("lessons/{id}: {e}"))?;
    lesson.texts = texts_of(texts);
    lesson.loaded = true;
    Ok(lesson)
}

impl Lesson {
    /// A lesson known by its id and built-in texts only, until its file is read.
    fn stand_in(id: &str, texts: &[files::Text]) -> Lesson {
        Lesson {
            id: id.to_string(),
            concepts: Vec::new(),
            scenario: Scenario::example(),
            expect: Expect::default(),
            prediction: Prediction {
                about: Subject::Guarantee,
                choices: Vec::new(),
                answer: Answer::Guarantee(acklab_sim::Guarantee::ExactlyOnce),
            },
            terms: Vec::new(),
            broker_rules: false,
            agrees_with: Vec::new(),
            texts: texts_of(texts),
            loaded: false,
        }
    }
}

/// Every message's outcome at the end of the lesson's run.
fn final_verdicts(scenario: &Scenario) -> Vec<MessageVerdict> {
    let mut engine = Engine::new(scenario);
    engine.run();
    engine.verdicts_without_causes()
}

/// What the simulator says the answer to the lesson's question is (None: the question
/// names a message the scenario lacks).
pub fn simulated_answer(lesson: &Lesson) -> Option<Answer> {
    match &lesson.prediction.about {
        Subject::Guarantee => Some(Answer::Guarantee(
            explore(&lesson.scenario, ExploreOptions::default()).guarantee,
        )),
        Subject::Message(id) => final_verdicts(&lesson.scenario)
            .iter()
            .find(|m| &m.id == id)
            .map(|m| Answer::Outcome(m.outcome)),
    }
}

/// Every way the lesson disagrees with the simulator or is incomplete.
pub fn check(lesson: &Lesson) -> Vec<String> {
    let mut problems = Vec::new();
    let verdicts = final_verdicts(&lesson.scenario);
    for (id, want) in &lesson.expect.outcomes {
        match verdicts.iter().find(|m| &m.id == id) {
            Some(got) if got.outcome == *want => {}
            Some(got) => problems.push(format!(
                "{id} is {}, the lesson expects {}",
                got.outcome.name(),
                want.name()
            )),
            None => problems.push(format!(
                "the lesson expects a message {id} the scenario lacks"
            )),
        }
    }
    if let Some(want) = &lesson.expect.guarantee {
        let got = explore(&lesson.scenario, ExploreOptions::default()).guarantee;
        if got.name() != want {
            problems.push(format!(
                "the explorer derives {}, the lesson expects {want}",
                got.name()
            ));
        }
    }
    let prediction = &lesson.prediction;
    let answer = prediction.answer.name();
    if !prediction.choices.contains(&prediction.answer) {
        problems.push(format!("the answer {answer} is not among the choices"));
    }
    match simulated_answer(lesson) {
        Some(simulated) if simulated == prediction.answer => {}
        Some(simulated) => problems.push(format!(
            "the answer marked correct is {answer}, the simulator says {}",
            simulated.name()
        )),
        None => problems.push("the question is about a message the scenario lacks".into()),
    }
    for key in TEXT_KEYS {
        if lesson.text("en", key).is_none() {
            problems.push(format!("the English text has no {key}"));
        }
    }
    problems
        .into_iter()
        .map(|p| format!("{}: {p}", lesson.id))
        .collect()
}

#[cfg(test)]
mod tests;
