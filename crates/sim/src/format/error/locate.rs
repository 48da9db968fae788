//! Finds the field a serde error is about in the parsed document, from what the error
//! names (the unknown field, the value of the wrong type). The web app reads scenarios
//! this way instead of tracking the path while parsing (`serde_path_to_error` cost the
//! bundle 2.75 KB gzip); the native build keeps it, and tests check that both name the
//! same field for every invalid case of `tests/validation.rs` and for fuzzed documents.

use serde_json::Value;

use super::ErrorKind;

/// One step into a document: an object's key or an array's index.
#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

/// The path of the field `kind` is about (`""` for the whole document), if one is found.
/// Several values can fit what the error names (two arrays where a number was
/// expected). serde reads in document order and stops at the first value that fails,
/// so removing a value after the culprit leaves the error as it was, and removing the
/// culprit changes it: the culprit is the last candidate whose removal changes it.
/// (Removing one before it could change the error too, by making a field go missing.)
/// Going from the end also tries children before the parent that holds them. Only an
/// invalid document pays for these trials, and only in the web app.
pub fn path_of(
    kind: &ErrorKind,
    document: &Value,
    parse: &dyn Fn(&Value) -> Option<ErrorKind>,
) -> Option<String> {
    let mut candidates = Vec::new();
    visit(document, &mut Vec::new(), &mut |path, value| {
        if is_culprit(kind, value) {
            let mut candidate = path.to_vec();
            // An unknown field's path ends with the field itself.
            if let ErrorKind::UnknownField { name, .. } = kind {
                candidate.push(Step::Key(name.clone()));
            }
            candidates.push(candidate);
        }
    });
    // Removals that leave the error as it was are kept, so that of two values failing
    // the same way, the first is found once the second is gone.
    let mut trial = document.clone();
    let culprit = candidates
        .iter()
        .rev()
        .find(|path| {
            let mut next = trial.clone();
            let changed = remove(&mut next, path) && parse(&next).as_ref() != Some(kind);
            trial = next;
            changed
        })
        .or(candidates.first())?;
    Some(render(culprit))
}

/// Calls `see` on every value in document order (objects' keys sorted), parents first.
fn visit(value: &Value, path: &mut Vec<Step>, see: &mut dyn FnMut(&[Step], &Value)) {
    see(path, value);
    match value {
        Value::Object(fields) => {
            for (key, field) in fields {
                path.push(Step::Key(key.clone()));
                visit(field, path, see);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                path.push(Step::Index(index));
                visit(item, path, see);
                path.pop();
            }
        }
        _ => {}
    }
}

/// Removes the value at `path` from its object or array; false for the whole document.
fn remove(document: &mut Value, path: &[Step]) -> bool {
    let Some((last, parents)) = path.split_last() else {
        return false;
    };
    let mut node = document;
    for step in parents {
        let next = match (step, node) {
            (Step::Key(key), Value::Object(fields)) => fields.get_mut(key),
            (Step::Index(index), Value::Array(items)) => items.get_mut(*index),
            (Step::Key(_) | Step::Index(_), _) => None,
        };
        let Some(next) = next else { return false };
        node = next;
    }
    match (last, node) {
        (Step::Key(key), Value::Object(fields)) => fields.remove(key).is_some(),
        (Step::Index(index), Value::Array(items)) if *index < items.len() => {
            items.remove(*index);
            true
        }
        (Step::Key(_) | Step::Index(_), _) => false,
    }
}

/// `messages[0].op`, as serde_path_to_error writes paths.
fn render(path: &[Step]) -> String {
    let mut text = String::new();
    for step in path {
        match step {
            Step::Key(key) if text.is_empty() => text.push_str(key),
            Step::Key(key) => {
                text.push('.');
                text.push_str(key);
            }
            Step::Index(index) => text.push_str(&format!("[{index}]")),
        }
    }
    text
}

fn is_culprit(kind: &ErrorKind, value: &Value) -> bool {
    match kind {
        ErrorKind::UnknownField { name, .. } => {
            value.as_object().is_some_and(|o| o.contains_key(name))
        }
        // A name, or a map whose one key is the name (serde's form of a variant with data).
        ErrorKind::UnknownVariant { name, .. } => {
            value.as_str() == Some(name)
                || value
                    .as_object()
                    .is_some_and(|o| o.len() == 1 && o.contains_key(name))
        }
        // The document itself comes first, so it is the answer when no removal of an
        // object inside it changes the error.
        ErrorKind::MissingField { name } => {
            value.as_object().is_some_and(|o| !o.contains_key(name))
        }
        ErrorKind::WrongType { got, .. } => describes(got, value),
        // The rest name no value this search could match: text that is not JSON, a key
        // written twice, or a rule about meaning, which validation reports with its path.
        ErrorKind::MalformedJson { .. }
        | ErrorKind::DocumentNotObject { .. }
        | ErrorKind::NotObject { .. }
        | ErrorKind::DuplicateField { .. }
        | ErrorKind::WrongFormat { .. }
        | ErrorKind::BadId { .. }
        | ErrorKind::IdUsedTwice { .. }
        | ErrorKind::AmountNotAllowed { .. }
        | ErrorKind::MessageCount { .. }
        | ErrorKind::MustStartWithReceive
        | ErrorKind::StepTwice { .. }
        | ErrorKind::BeginWithoutCommit
        | ErrorKind::CommitWithoutBegin
        | ErrorKind::CommitBeforeBegin
        | ErrorKind::RecordBeforeCheck
        | ErrorKind::OutOfRange { .. }
        | ErrorKind::TooManyFaults { .. }
        | ErrorKind::UnknownMessage { .. }
        | ErrorKind::StepNotInPipeline { .. }
        | ErrorKind::NotACharge { .. }
        | ErrorKind::NeedsFormatTwo
        | ErrorKind::MustStartWithPoll
        | ErrorKind::StepNeedsBroker { .. }
        | ErrorKind::FaultNeedsBroker { .. }
        | ErrorKind::LikeNeedsQueue
        | ErrorKind::FaultNotLike { .. }
        | ErrorKind::NotSimulatedYet
        | ErrorKind::OnlyForSetStatus
        | ErrorKind::BadStatus { .. }
        | ErrorKind::VersionsMixed { .. }
        | ErrorKind::VersionNeeded
        | ErrorKind::VersionCheckAfterApply
        | ErrorKind::OperationStepsMisplaced
        | ErrorKind::BatchCommitPlace
        | ErrorKind::PollIntervalTooShort { .. }
        | ErrorKind::TxStepsUnpaired
        | ErrorKind::StepNameTwice { .. }
        | ErrorKind::NotInStagePipeline { .. }
        | ErrorKind::RelayPipelineShape
        | ErrorKind::Other { .. } => false,
    }
}

/// Whether serde's description of a value (`string "two"`, `integer `5``) is `value`.
fn describes(got: &str, value: &Value) -> bool {
    let quoted = |prefix: &str| got.strip_prefix(prefix).and_then(|r| r.strip_suffix('`'));
    match value {
        Value::String(text) => got.strip_prefix("string ") == Some(&format!("{text:?}")),
        Value::Number(number) => [quoted("integer `"), quoted("floating point `")]
            .into_iter()
            .flatten()
            // serde_json writes a float in its errors as its `Number` writes it (ryu's
            // shortest form, `1e+20`), so the texts compare; no parsing back (a float
            // parser is 4 KB of the web build).
            .any(|shown| shown == number.to_string()),
        Value::Bool(flag) => quoted("boolean `") == Some(if *flag { "true" } else { "false" }),
        Value::Array(_) => got == "sequence",
        Value::Object(_) => got == "map",
        Value::Null => got == "null" || got == "unit value",
    }
}
