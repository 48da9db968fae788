//! A scenario read from its JSON (checked for shape, typed, validated, every error
//! naming the field at fault) and written back. Above the scenario's types and the
//! checks, which it puts together.

use crate::format::error::{ErrorKind, ScenarioError};
use crate::format::scenario::Scenario;

impl Scenario {
    /// The largest scenario document accepted, in bytes (`limits.rs`).
    pub const MAX_DOCUMENT_BYTES: usize = crate::format::limits::MAX_DOCUMENT_BYTES;

    /// Parses and validates a scenario; every error names the field at fault. A leading
    /// byte-order mark (some Windows editors write one) is skipped.
    pub fn from_json(text: &str) -> Result<Scenario, ScenarioError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let document: serde_json::Value =
            serde_json::from_str(text).map_err(|e| ScenarioError::from_json(&e))?;
        crate::format::validate::check_shape(&document)?;
        let scenario = Self::typed(text, &document)?;
        scenario.validate()?;
        Ok(scenario)
    }

    /// The typed scenario, natively with serde's exact path to the field at fault.
    #[cfg(not(target_arch = "wasm32"))]
    fn typed(text: &str, _document: &serde_json::Value) -> Result<Scenario, ScenarioError> {
        let mut de = serde_json::Deserializer::from_str(text);
        let scenario: Scenario =
            serde_path_to_error::deserialize(&mut de).map_err(ScenarioError::from_serde)?;
        de.end().map_err(|e| ScenarioError::from_json(&e))?;
        Ok(scenario)
    }

    /// The typed scenario in the web app, read from the parsed document; the path to
    /// the field at fault is found in the document from what the error names.
    #[cfg(target_arch = "wasm32")]
    fn typed(_text: &str, document: &serde_json::Value) -> Result<Scenario, ScenarioError> {
        Self::located(document)
    }

    fn located(document: &serde_json::Value) -> Result<Scenario, ScenarioError> {
        use serde::Deserialize;
        let parse = |document: &serde_json::Value| {
            Scenario::deserialize(document)
                .err()
                .map(|e| ErrorKind::of_value_error(&e))
        };
        Scenario::deserialize(document)
            .map_err(|e| ScenarioError::from_value_error(&e, document, &parse))
    }

    /// Parses as the web app does (the path found after the fact), so that native tests
    /// can check it names the same field as the CLI.
    #[doc(hidden)]
    pub fn from_json_as_on_the_web(text: &str) -> Result<Scenario, ScenarioError> {
        let document: serde_json::Value =
            serde_json::from_str(text).map_err(|e| ScenarioError::from_json(&e))?;
        crate::format::validate::check_shape(&document)?;
        let scenario = Self::located(&document)?;
        scenario.validate()?;
        Ok(scenario)
    }

    /// The scenario as pretty JSON, in the format it says (`acklab/1` or `acklab/2`).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
