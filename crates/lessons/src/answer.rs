//! A lesson's question and its answers, typed: the question is about one message (its
//! answers are outcomes) or about the guarantee the explorer derives (its answers are
//! guarantees). Lesson files keep writing them as words ("m2", "lost",
//! "at-least-once"); reading a file turns a word that is neither into a clear error.

use acklab_sim::{Guarantee, Outcome};
use serde::{Deserialize, Serialize};

/// What a lesson's question asks about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The outcome of the message with this id.
    Message(String),
    /// The guarantee the explorer derives for the lesson's consumer.
    Guarantee,
}

/// One answer to a lesson's question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Outcome(Outcome),
    Guarantee(Guarantee),
}

impl Answer {
    /// The answer as lesson files and the messages to a course page write it.
    pub fn name(self) -> &'static str {
        match self {
            Answer::Outcome(outcome) => outcome.name(),
            Answer::Guarantee(guarantee) => guarantee.name(),
        }
    }

    /// Reads an answer to a question about `subject`.
    fn read(subject: &Subject, word: &str) -> Result<Answer, String> {
        let found = match subject {
            Subject::Message(_) => Outcome::ALL
                .into_iter()
                .find(|o| o.name() == word)
                .map(Answer::Outcome),
            Subject::Guarantee => Guarantee::ALL
                .into_iter()
                .find(|g| g.name() == word)
                .map(Answer::Guarantee),
        };
        found.ok_or_else(|| match subject {
            Subject::Message(id) => {
                format!("{word:?} is not an outcome (the question is about {id})")
            }
            Subject::Guarantee => format!("{word:?} is not a guarantee"),
        })
    }
}

/// The multiple-choice question asked before the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "PredictionFile", into = "PredictionFile")]
pub struct Prediction {
    pub about: Subject,
    pub choices: Vec<Answer>,
    pub answer: Answer,
}

/// The question as a lesson file writes it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PredictionFile {
    /// A message id, or `guarantee`.
    about: String,
    choices: Vec<String>,
    answer: String,
}

impl TryFrom<PredictionFile> for Prediction {
    type Error = String;

    fn try_from(file: PredictionFile) -> Result<Prediction, String> {
        let about = match file.about.as_str() {
            "guarantee" => Subject::Guarantee,
            id => Subject::Message(id.to_string()),
        };
        let choices = file
            .choices
            .iter()
            .map(|choice| Answer::read(&about, choice))
            .collect::<Result<Vec<_>, _>>()?;
        let answer = Answer::read(&about, &file.answer)?;
        Ok(Prediction {
            about,
            choices,
            answer,
        })
    }
}

impl From<Prediction> for PredictionFile {
    fn from(prediction: Prediction) -> PredictionFile {
        PredictionFile {
            about: match prediction.about {
                Subject::Message(id) => id,
                Subject::Guarantee => "guarantee".to_string(),
            },
            choices: prediction
                .choices
                .iter()
                .map(|c| c.name().to_string())
                .collect(),
            answer: prediction.answer.name().to_string(),
        }
    }
}
