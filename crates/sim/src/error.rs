//! Why a scenario was refused: one clear sentence that names the field at fault.

use std::fmt;

/// A scenario that cannot be simulated, with the field path (like `faults[2].after`)
/// and a message a learner can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    /// The JSON path of the offending field; empty for the whole document.
    pub field: String,
    pub message: String,
}

impl ScenarioError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        ScenarioError {
            field: field.into(),
            message: message.into(),
        }
    }

    pub(crate) fn from_serde(error: serde_path_to_error::Error<serde_json::Error>) -> Self {
        let path = error.path().to_string();
        let inner = error.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return Self::from_json(&inner);
        }
        // serde_json appends " at line L column C"; the path already says where.
        let text = inner.to_string();
        let text = match text.rfind(" at line ") {
            Some(cut) => text[..cut].to_string(),
            None => text,
        };
        let field = if path == "." { String::new() } else { path };
        ScenarioError::new(field, text)
    }

    pub(crate) fn from_json(error: &serde_json::Error) -> Self {
        ScenarioError::new(
            "",
            format!(
                "malformed JSON at line {}, column {}: {}",
                error.line(),
                error.column(),
                json_reason(error)
            ),
        )
    }
}

fn json_reason(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "invalid scenario: {}", self.message)
        } else {
            write!(f, "invalid scenario: {}: {}", self.field, self.message)
        }
    }
}

impl std::error::Error for ScenarioError {}
