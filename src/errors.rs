//! Why a scenario or a link cannot be used, in the learner's language: the core's error
//! kind and its arguments, worded by the active locale's message file.

use acklab_sim::{ErrorKind, JsonKind, ScenarioError};

use crate::i18n::{tr, tr_args, Arg};

/// Why a link's scenario could not be opened.
#[derive(Clone, Debug, PartialEq)]
pub enum BrokenLink {
    NotBase64,
    /// A deflated scenario (`s=z1.…`) the browser could not inflate.
    NotDeflated,
    NotUtf8,
    Invalid(ScenarioError),
}

/// The whole error: the field at fault (a path in the JSON, kept as written), then why.
pub fn error_text(error: &ScenarioError) -> String {
    let message = kind_text(&error.kind);
    if error.field.is_empty() {
        message
    } else {
        tr_args(
            "error-at",
            &[("field", user(&error.field)), ("message", message.into())],
        )
    }
}

/// Why a deck link cannot be used, in the learner's language; a wrong shape adds the
/// start of the parser's words, escaped and cut as every quoted piece of a link is.
pub fn broken_deck_text(broken: &crate::deck::BrokenDeck) -> String {
    use crate::deck::BrokenDeck;
    match broken {
        BrokenDeck::NotBase64 => tr("broken-base64"),
        BrokenDeck::NotUtf8 => tr("broken-utf8"),
        BrokenDeck::Shape(words) => tr_args("deck-broken-shape", &[("detail", user(words))]),
        BrokenDeck::NoSlides => tr("deck-no-slides"),
        BrokenDeck::Slide(number, error) => tr_args(
            "deck-broken-slide",
            &[
                ("number", (*number as u64).into()),
                ("reason", error_text(error).into()),
            ],
        ),
    }
}

pub fn broken_link_text(broken: &BrokenLink) -> String {
    match broken {
        BrokenLink::NotBase64 => tr("broken-base64"),
        BrokenLink::NotDeflated => tr("broken-deflated"),
        BrokenLink::NotUtf8 => tr("broken-utf8"),
        BrokenLink::Invalid(error) => error_text(error),
    }
}

/// A JSON type in words ("a number"); the parser's own words when it names none.
fn kind_words(words: &str) -> String {
    match JsonKind::from_parser_words(words) {
        Some(kind) => tr(&format!("json-{}", kind.name())),
        None => tr_args("json-unknown", &[("words", user(words))]),
    }
}

/// Text taken from the scenario or the link, as a message shows it: escaped and short
/// (a link of a megabyte must not become a notice of a megabyte).
fn user(text: &str) -> Arg {
    acklab_sim::quoted(text).into()
}

/// The value inside the parser's words: `-1` from "integer `-1`", `2` from
/// `string "2"`; the words themselves when they quote nothing.
fn quoted_value(words: &str) -> String {
    let inner = |quote: char| {
        let start = words.find(quote)? + 1;
        let end = words.rfind(quote)?;
        (end > start).then(|| words[start..end].to_string())
    };
    inner('`')
        .or_else(|| inner('"'))
        .unwrap_or_else(|| words.to_string())
}

fn list(names: &[String]) -> String {
    if names.is_empty() {
        "—".to_string()
    } else {
        names.join(", ")
    }
}

fn number(n: usize) -> Arg {
    (n as u64).into()
}

/// The sentence for an error kind, without the field.
pub fn kind_text(kind: &ErrorKind) -> String {
    use ErrorKind::*;
    let args: Vec<(&str, Arg)> = match kind {
        MalformedJson {
            line,
            column,
            detail,
        } => vec![
            ("line", number(*line)),
            ("column", number(*column)),
            ("detail", detail.as_str().into()),
        ],
        DocumentNotObject { got } | NotObject { got } => {
            vec![("got", tr(&format!("json-{}", got.name())).into())]
        }
        WrongType {
            got,
            expected,
            invalid_value: true,
        } => {
            return tr_args(
                "error-invalid-value",
                &[
                    ("value", user(&quoted_value(got))),
                    ("expected", kind_words(expected).into()),
                ],
            );
        }
        WrongType { got, expected, .. } => vec![
            ("got", kind_words(got).into()),
            ("expected", kind_words(expected).into()),
        ],
        MissingField { name } | DuplicateField { name } => vec![("name", user(name))],
        UnknownField { name, expected } | UnknownVariant { name, expected } => {
            vec![("name", user(name)), ("expected", list(expected).into())]
        }
        WrongFormat { expected, got } => {
            vec![("expected", expected.as_str().into()), ("got", user(got))]
        }
        BadId { max_len, got } | BadStatus { max_len, got } => {
            vec![("max", number(*max_len)), ("got", user(got))]
        }
        VersionsMixed { key } => vec![("key", user(key))],
        IdUsedTwice { id } => vec![("id", user(id))],
        AmountNotAllowed { op } => vec![("op", tr(&crate::keys::op(*op)).into())],
        MessageCount { max, got } | TooManyFaults { max, got } => {
            vec![("max", number(*max)), ("got", number(*got))]
        }
        StepTwice { step } | StepNotInPipeline { step } => vec![("step", step.name().into())],
        OutOfRange { low, high, got } => vec![
            ("low", (*low).into()),
            ("high", (*high).into()),
            ("got", (*got).into()),
        ],
        UnknownMessage { message } | NotACharge { message } => {
            vec![("message", user(message))]
        }
        Other { text } => vec![("text", user(text))],
        StepNeedsBroker { step, broker } => {
            vec![
                ("step", step.name().into()),
                ("broker", broker.name().into()),
            ]
        }
        FaultNeedsBroker { fault, broker } => {
            vec![
                ("fault", fault.name().into()),
                ("broker", broker.name().into()),
            ]
        }
        FaultNotLike { fault, like } => {
            vec![("fault", fault.name().into()), ("like", like.name().into())]
        }
        PollIntervalTooShort { least } => vec![("least", (*least).into())],
        OnlyForSetStatus
        | VersionNeeded
        | VersionCheckAfterApply
        | OperationStepsMisplaced
        | BatchCommitPlace
        | TxStepsUnpaired
        | RelayPipelineShape => Vec::new(),
        StepNameTwice { step } | NotInStagePipeline { step, .. } => vec![("step", (*step).into())],
        NeedsFormatTwo | MustStartWithPoll | NotSimulatedYet | MustStartWithReceive
        | LikeNeedsQueue | BeginWithoutCommit | CommitWithoutBegin | CommitBeforeBegin
        | RecordBeforeCheck => Vec::new(),
    };
    tr_args(&format!("error-{}", kind.name()), &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use acklab_sim::{Op, Scenario, Step};

    /// One error of every kind, as the core makes them.
    fn samples() -> Vec<ErrorKind> {
        use ErrorKind::*;
        let text = |s: &str| s.to_string();
        vec![
            MalformedJson {
                line: 1,
                column: 3,
                detail: text("expected value"),
            },
            DocumentNotObject {
                got: JsonKind::Array,
            },
            NotObject {
                got: JsonKind::Number,
            },
            WrongType {
                got: text("integer `-1`"),
                expected: text("u64"),
                invalid_value: true,
            },
            MissingField {
                name: text("pipeline"),
            },
            DuplicateField {
                name: text("format"),
            },
            UnknownField {
                name: text("colour"),
                expected: vec![text("format"), text("seed")],
            },
            UnknownVariant {
                name: text("fly"),
                expected: vec![text("receive")],
            },
            WrongFormat {
                expected: text("acklab/1"),
                got: text("acklab/9"),
            },
            BadId {
                max_len: 64,
                got: text("m 1"),
            },
            IdUsedTwice { id: text("m1") },
            AmountNotAllowed { op: Op::SetStatus },
            MessageCount { max: 1000, got: 0 },
            MustStartWithReceive,
            StepTwice { step: Step::Apply },
            BeginWithoutCommit,
            CommitWithoutBegin,
            CommitBeforeBegin,
            RecordBeforeCheck,
            OutOfRange {
                low: 1,
                high: 8,
                got: 9,
            },
            TooManyFaults {
                max: 1000,
                got: 1001,
            },
            UnknownMessage {
                message: text("m9"),
            },
            StepNotInPipeline { step: Step::Commit },
            NotACharge {
                message: text("m1"),
            },
            Other { text: text("odd") },
            NeedsFormatTwo,
            MustStartWithPoll,
            StepNeedsBroker {
                step: Step::Poll,
                broker: acklab_sim::BrokerKind::Log,
            },
            FaultNeedsBroker {
                fault: acklab_sim::FaultKind::LoseAck,
                broker: acklab_sim::BrokerKind::Queue,
            },
            NotSimulatedYet,
            OnlyForSetStatus,
            BadStatus {
                max_len: 16,
                got: text("Paid!"),
            },
            VersionsMixed {
                key: text("order-7"),
            },
            VersionNeeded,
            VersionCheckAfterApply,
            BatchCommitPlace,
            TxStepsUnpaired,
            StepNameTwice { step: "write" },
            NotInStagePipeline {
                stage: "producer",
                step: "write_outbox",
            },
            RelayPipelineShape,
            PollIntervalTooShort { least: 4 },
            OperationStepsMisplaced,
            LikeNeedsQueue,
            FaultNotLike {
                fault: acklab_sim::FaultKind::DuplicateDelivery,
                like: acklab_sim::BrokerLike::Rabbitmq,
            },
        ]
    }

    /// The kind's place in the list; the match has no wildcard, so a new kind cannot
    /// compile without a place, and the test below then asks for its sample.
    fn ordinal(kind: &ErrorKind) -> usize {
        use ErrorKind::*;
        match kind {
            MalformedJson { .. } => 0,
            DocumentNotObject { .. } => 1,
            NotObject { .. } => 2,
            WrongType { .. } => 3,
            MissingField { .. } => 4,
            DuplicateField { .. } => 5,
            UnknownField { .. } => 6,
            UnknownVariant { .. } => 7,
            WrongFormat { .. } => 8,
            BadId { .. } => 9,
            IdUsedTwice { .. } => 10,
            AmountNotAllowed { .. } => 11,
            MessageCount { .. } => 12,
            MustStartWithReceive => 13,
            StepTwice { .. } => 14,
            BeginWithoutCommit => 15,
            CommitWithoutBegin => 16,
            CommitBeforeBegin => 17,
            RecordBeforeCheck => 18,
            OutOfRange { .. } => 19,
            TooManyFaults { .. } => 20,
            UnknownMessage { .. } => 21,
            StepNotInPipeline { .. } => 22,
            NotACharge { .. } => 23,
            Other { .. } => 24,
            NeedsFormatTwo => 25,
            MustStartWithPoll => 26,
            StepNeedsBroker { .. } => 27,
            FaultNeedsBroker { .. } => 28,
            NotSimulatedYet => 29,
            OnlyForSetStatus => 30,
            BadStatus { .. } => 31,
            VersionsMixed { .. } => 32,
            VersionNeeded => 33,
            VersionCheckAfterApply => 34,
            BatchCommitPlace => 35,
            TxStepsUnpaired => 36,
            StepNameTwice { .. } => 37,
            NotInStagePipeline { .. } => 38,
            RelayPipelineShape => 39,
            PollIntervalTooShort { .. } => 40,
            OperationStepsMisplaced => 41,
            LikeNeedsQueue => 42,
            FaultNotLike { .. } => 43,
        }
    }

    #[test]
    fn every_error_kind_has_words_in_every_locale() {
        let ordinals: Vec<usize> = samples().iter().map(ordinal).collect();
        assert_eq!(
            ordinals,
            (0..44).collect::<Vec<_>>(),
            "one sample per kind, in order"
        );
        for (code, _) in crate::i18n::shipped() {
            crate::i18n::activate(code);
            for kind in samples() {
                let text = kind_text(&kind);
                assert!(
                    !text.starts_with("error-") && !text.contains("json-"),
                    "{code}: {} has no message: {text}",
                    kind.name()
                );
            }
        }
        crate::i18n::activate("en");
    }

    #[test]
    fn a_value_out_of_its_type_is_quoted_and_a_wrong_type_is_named() {
        crate::i18n::activate("en");
        let negative = Scenario::from_json(
            r#"{"format": "acklab/1", "seed": -1, "messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["receive"]}"#,
        )
        .expect_err("invalid");
        assert_eq!(
            error_text(&negative),
            "seed: -1 is not allowed here: it must be a number"
        );
        let text = Scenario::from_json(
            r#"{"format": "acklab/1", "workers": "2", "messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["receive"]}"#,
        )
        .expect_err("invalid");
        assert_eq!(error_text(&text), "workers: must be a number, not a text");
    }

    #[test]
    fn an_error_speaks_the_active_language_and_keeps_its_field() {
        let error = Scenario::from_json(
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "deposit"}], "pipeline": ["apply", "receive"]}"#,
        )
        .expect_err("invalid");
        crate::i18n::activate("en");
        let english = error_text(&error);
        assert!(
            english.starts_with("pipeline: must start with receive"),
            "{english}"
        );
        for code in acklab_lessons::LOCALES.into_iter().skip(1) {
            crate::i18n::activate(code);
            let text = error_text(&error);
            assert!(
                text.starts_with("pipeline: ") && text != english,
                "{code}: {text}"
            );
        }
        crate::i18n::activate("en");
    }
}
