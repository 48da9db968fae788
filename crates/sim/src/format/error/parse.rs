//! Reading serde's errors back into data: serde words each error in fixed English
//! phrases, and a kind is kept only where its `Display` gives the same words back.

use super::{ErrorKind, ScenarioError};

impl ScenarioError {
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn from_serde(error: serde_path_to_error::Error<serde_json::Error>) -> Self {
        let path = error.path().to_string();
        let inner = error.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return Self::from_json(&inner);
        }
        let field = if path == "." { String::new() } else { path };
        let text = without_position(&inner);
        let kind = ErrorKind::from_parser(&text);
        // Read back into data only where the English comes out word for word the same:
        // the CLI's line is a contract.
        let kind = if kind.parser_words().as_deref() == Some(text.as_str()) {
            kind
        } else {
            ErrorKind::Other { text }
        };
        ScenarioError::new(field, kind)
    }

    pub(crate) fn from_json(error: &serde_json::Error) -> Self {
        ScenarioError::new(
            "",
            ErrorKind::MalformedJson {
                line: error.line(),
                column: error.column(),
                detail: without_position(error),
            },
        )
    }
}

/// serde_json appends " at line L column C"; the path or the position says where.
fn without_position(error: &serde_json::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(cut) => text[..cut].to_string(),
        None => text,
    }
}

/// The names in serde's "expected one of `a`, `b`" or "expected `a` or `b`".
fn backquoted(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

impl ErrorKind {
    /// Reads serde's fixed wordings back into data; anything else stays as text.
    pub(super) fn from_parser(text: &str) -> ErrorKind {
        let name_and_rest = |prefix: &str| {
            let rest = text.strip_prefix(prefix)?;
            let (name, rest) = rest.split_once('`')?;
            Some((name.to_string(), rest.to_string()))
        };
        if let Some((name, rest)) = name_and_rest("unknown field `") {
            let expected = backquoted(&rest);
            return ErrorKind::UnknownField { name, expected };
        }
        if let Some((name, rest)) = name_and_rest("unknown variant `") {
            let expected = backquoted(&rest);
            return ErrorKind::UnknownVariant { name, expected };
        }
        if let Some((name, _)) = name_and_rest("missing field `") {
            return ErrorKind::MissingField { name };
        }
        if let Some((name, _)) = name_and_rest("duplicate field `") {
            return ErrorKind::DuplicateField { name };
        }
        for (prefix, invalid_value) in [("invalid type: ", false), ("invalid value: ", true)] {
            if let Some((got, expected)) = text
                .strip_prefix(prefix)
                .and_then(|rest| rest.rsplit_once(", expected "))
            {
                return ErrorKind::WrongType {
                    got: got.to_string(),
                    expected: expected.to_string(),
                    invalid_value,
                };
            }
        }
        ErrorKind::Other {
            text: text.to_string(),
        }
    }
}

impl ScenarioError {
    /// An error from reading the typed scenario out of the parsed document (the web
    /// app), with the path found in the document.
    pub(crate) fn from_value_error(
        error: &serde_json::Error,
        document: &serde_json::Value,
        parse: &dyn Fn(&serde_json::Value) -> Option<ErrorKind>,
    ) -> Self {
        let kind = ErrorKind::of_value_error(error);
        let field = super::locate::path_of(&kind, document, parse).unwrap_or_default();
        ScenarioError::new(field, kind)
    }
}

impl ErrorKind {
    /// The kind of an error from reading a typed value out of a parsed document.
    pub(crate) fn of_value_error(error: &serde_json::Error) -> ErrorKind {
        let text = without_position(error);
        let kind = ErrorKind::from_parser(&text);
        if kind.parser_words().as_deref() == Some(text.as_str()) {
            kind
        } else {
            ErrorKind::Other { text }
        }
    }
}
