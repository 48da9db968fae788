//! Why a scenario was refused, as data: the field path and a kind with its arguments.
//! The CLI prints the English sentence (`Display`); the app renders the same kind in
//! the learner's language.

mod display;
mod line;
mod locate;
mod parse;

use line::english_list;

use crate::format::broker_kind::BrokerKind;
use crate::format::broker_like::BrokerLike;
use crate::format::fault::FaultKind;
use crate::format::message::Op;
use crate::format::step::Step;

/// A scenario that cannot be simulated: the JSON path of the offending field (like
/// `faults[2].after`, empty for the whole document) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub field: String,
    pub kind: ErrorKind,
}

/// Every way a scenario can be refused. The arguments are what a message needs; the
/// words live in `Display` (English) and in the app's message files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text is not JSON; `detail` is the parser's own short reason.
    MalformedJson {
        line: usize,
        column: usize,
        detail: String,
    },
    /// The document itself is not a JSON object.
    DocumentNotObject {
        got: JsonKind,
    },
    /// A field that must hold an object holds something else.
    NotObject {
        got: JsonKind,
    },
    /// A value of the wrong type or out of its type's range, as the parser words it
    /// (`got` like `string "2"`, `expected` like `u32`).
    WrongType {
        got: String,
        expected: String,
        /// serde calls a value of the right type but out of range "invalid value".
        invalid_value: bool,
    },
    MissingField {
        name: String,
    },
    DuplicateField {
        name: String,
    },
    UnknownField {
        name: String,
        expected: Vec<String>,
    },
    UnknownVariant {
        name: String,
        expected: Vec<String>,
    },
    WrongFormat {
        expected: String,
        got: String,
    },
    BadId {
        max_len: usize,
        got: String,
    },
    IdUsedTwice {
        id: String,
    },
    AmountNotAllowed {
        op: Op,
    },
    MessageCount {
        max: usize,
        got: usize,
    },
    MustStartWithReceive,
    StepTwice {
        step: Step,
    },
    BeginWithoutCommit,
    CommitWithoutBegin,
    CommitBeforeBegin,
    RecordBeforeCheck,
    OutOfRange {
        low: u64,
        high: u64,
        got: u64,
    },
    TooManyFaults {
        max: usize,
        got: usize,
    },
    UnknownMessage {
        message: String,
    },
    StepNotInPipeline {
        step: Step,
    },
    NotACharge {
        message: String,
    },
    /// A part-2 field (the log broker and beyond) in a document that says `acklab/1`.
    NeedsFormatTwo,
    /// A log's pipeline must start with `poll`.
    MustStartWithPoll,
    /// A step of the other broker: `receive`/`ack` on a log, `poll`/`commit_offset` on a
    /// queue.
    StepNeedsBroker {
        step: Step,
        broker: BrokerKind,
    },
    /// A fault that cannot happen on this broker.
    FaultNeedsBroker {
        fault: FaultKind,
        broker: BrokerKind,
    },
    /// `broker.like` names a queue's flavour, and a log has none.
    LikeNeedsQueue,
    /// A fault that a broker of this flavour does not produce.
    FaultNotLike {
        fault: FaultKind,
        like: BrokerLike,
    },
    /// A setting the simulator accepts in the format but does not simulate yet.
    NotSimulatedYet,
    /// `status` or `version` on a message that is not a `set_status`.
    OnlyForSetStatus,
    BadStatus {
        max_len: usize,
        got: String,
    },
    /// Some status updates of one order carry a version and some do not.
    VersionsMixed {
        key: String,
    },
    /// `check_version` is in the pipeline and a status update has no version.
    VersionNeeded,
    VersionCheckAfterApply,
    /// `record_attempt` and `record_result` come as a pair: the attempt before `apply`,
    /// the result after it.
    OperationStepsMisplaced,
    /// With more than one record per poll, `commit_offset` is somewhere in the middle.
    BatchCommitPlace,
    /// `consumer.max_poll_interval` is no longer than one poll's records take to
    /// process without a fault (`least` is the shortest allowed): every member would be
    /// removed at every poll.
    PollIntervalTooShort {
        least: u64,
    },
    /// `begin_tx` without `commit_tx`, or the other way round, or in the wrong order.
    TxStepsUnpaired,
    /// A step of the producer's or the relay's pipeline appears twice (`acklab/2`).
    StepNameTwice {
        step: &'static str,
    },
    /// A fault names a step that `stage` ("producer") does not have (`acklab/2`).
    NotInStagePipeline {
        stage: &'static str,
        step: &'static str,
    },
    /// The relay's pipeline is not `read_outbox` then `publish` and `mark_sent`.
    RelayPipelineShape,
    /// Anything else the parser reported, in its own words.
    Other {
        text: String,
    },
}

/// What a JSON value is, for "must be an object, got an array".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonKind {
    Null,
    Boolean,
    Number,
    String,
    Array,
    Object,
}

impl JsonKind {
    pub fn of(value: &serde_json::Value) -> JsonKind {
        use serde_json::Value;
        match value {
            Value::Null => JsonKind::Null,
            Value::Bool(_) => JsonKind::Boolean,
            Value::Number(_) => JsonKind::Number,
            Value::String(_) => JsonKind::String,
            Value::Array(_) => JsonKind::Array,
            Value::Object(_) => JsonKind::Object,
        }
    }

    /// The key the app's message files use, and the English words.
    pub fn name(self) -> &'static str {
        match self {
            JsonKind::Null => "null",
            JsonKind::Boolean => "boolean",
            JsonKind::Number => "number",
            JsonKind::String => "string",
            JsonKind::Array => "array",
            JsonKind::Object => "object",
        }
    }

    fn english(self) -> &'static str {
        match self {
            JsonKind::Null => "null",
            JsonKind::Boolean => "a boolean",
            JsonKind::Number => "a number",
            JsonKind::String => "a string",
            JsonKind::Array => "an array",
            JsonKind::Object => "an object",
        }
    }

    /// Reads the kind from the parser's wording of a value or a type (`string "2"`,
    /// `integer \`-1\``, `u32`, `a boolean`); `None` when it names none of them.
    pub fn from_parser_words(words: &str) -> Option<JsonKind> {
        let first = words
            .trim_start_matches("a ")
            .trim_start_matches("an ")
            .split([' ', '`'])
            .next()
            .unwrap_or("");
        let kind = match first {
            "null" | "unit" => JsonKind::Null,
            "boolean" | "bool" => JsonKind::Boolean,
            "integer" | "floating" | "u8" | "u16" | "u32" | "u64" | "i64" | "f64" => {
                JsonKind::Number
            }
            "string" | "str" | "char" | "character" => JsonKind::String,
            "sequence" | "array" => JsonKind::Array,
            "map" | "struct" => JsonKind::Object,
            _ => return None,
        };
        Some(kind)
    }
}

impl ScenarioError {
    pub fn new(field: impl Into<String>, kind: ErrorKind) -> Self {
        ScenarioError {
            field: field.into(),
            kind,
        }
    }

    /// The English sentence, without the field path.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl ErrorKind {
    /// A name the app's message files use for this kind (`error-<name>`).
    pub fn name(&self) -> &'static str {
        use ErrorKind::*;
        match self {
            MalformedJson { .. } => "malformed-json",
            DocumentNotObject { .. } => "document-not-object",
            NotObject { .. } => "not-object",
            WrongType { .. } => "wrong-type",
            MissingField { .. } => "missing-field",
            DuplicateField { .. } => "duplicate-field",
            UnknownField { .. } => "unknown-field",
            UnknownVariant { .. } => "unknown-variant",
            WrongFormat { .. } => "wrong-format",
            BadId { .. } => "bad-id",
            IdUsedTwice { .. } => "id-used-twice",
            AmountNotAllowed { .. } => "amount-not-allowed",
            MessageCount { .. } => "message-count",
            MustStartWithReceive => "must-start-with-receive",
            StepTwice { .. } => "step-twice",
            BeginWithoutCommit => "begin-without-commit",
            CommitWithoutBegin => "commit-without-begin",
            CommitBeforeBegin => "commit-before-begin",
            RecordBeforeCheck => "record-before-check",
            OutOfRange { .. } => "out-of-range",
            TooManyFaults { .. } => "too-many-faults",
            UnknownMessage { .. } => "unknown-message",
            StepNotInPipeline { .. } => "step-not-in-pipeline",
            NotACharge { .. } => "not-a-charge",
            NeedsFormatTwo => "needs-format-two",
            MustStartWithPoll => "must-start-with-poll",
            StepNeedsBroker { .. } => "step-needs-broker",
            FaultNeedsBroker { .. } => "fault-needs-broker",
            LikeNeedsQueue => "like-needs-queue",
            FaultNotLike { .. } => "fault-not-like",
            NotSimulatedYet => "not-simulated-yet",
            OnlyForSetStatus => "only-for-set-status",
            BadStatus { .. } => "bad-status",
            VersionsMixed { .. } => "versions-mixed",
            VersionNeeded => "version-needed",
            VersionCheckAfterApply => "version-check-after-apply",
            OperationStepsMisplaced => "operation-steps-misplaced",
            BatchCommitPlace => "batch-commit-place",
            PollIntervalTooShort { .. } => "poll-interval-too-short",
            TxStepsUnpaired => "tx-steps-unpaired",
            StepNameTwice { .. } => "step-twice",
            NotInStagePipeline { .. } => "not-in-stage-pipeline",
            RelayPipelineShape => "relay-pipeline-shape",
            Other { .. } => "other",
        }
    }
}

impl ErrorKind {
    /// The words of a kind read back from serde's messages, as serde says them; None
    /// for every other kind. Kept apart from `Display` so that the web app, which
    /// checks its reading of serde's messages against these words, does not carry the
    /// English of every other error.
    pub(crate) fn parser_words(&self) -> Option<String> {
        use ErrorKind::*;
        Some(match self {
            WrongType {
                got,
                expected,
                invalid_value,
            } => {
                let what = if *invalid_value { "value" } else { "type" };
                format!("invalid {what}: {got}, expected {expected}")
            }
            MissingField { name } => format!("missing field `{name}`"),
            DuplicateField { name } => format!("duplicate field `{name}`"),
            UnknownField { name, expected } if expected.is_empty() => {
                format!("unknown field `{name}`, there are no fields")
            }
            UnknownField { name, expected } => {
                format!("unknown field `{name}`, {}", english_list(expected))
            }
            UnknownVariant { name, expected } if expected.is_empty() => {
                format!("unknown variant `{name}`, there are no variants")
            }
            UnknownVariant { name, expected } => {
                format!("unknown variant `{name}`, {}", english_list(expected))
            }
            MalformedJson { .. }
            | DocumentNotObject { .. }
            | NotObject { .. }
            | WrongFormat { .. }
            | BadId { .. }
            | IdUsedTwice { .. }
            | AmountNotAllowed { .. }
            | MessageCount { .. }
            | MustStartWithReceive
            | StepTwice { .. }
            | BeginWithoutCommit
            | CommitWithoutBegin
            | CommitBeforeBegin
            | RecordBeforeCheck
            | OutOfRange { .. }
            | TooManyFaults { .. }
            | UnknownMessage { .. }
            | StepNotInPipeline { .. }
            | NotACharge { .. }
            | NeedsFormatTwo
            | MustStartWithPoll
            | StepNeedsBroker { .. }
            | FaultNeedsBroker { .. }
            | LikeNeedsQueue
            | FaultNotLike { .. }
            | NotSimulatedYet
            | OnlyForSetStatus
            | BadStatus { .. }
            | VersionsMixed { .. }
            | VersionNeeded
            | VersionCheckAfterApply
            | OperationStepsMisplaced
            | BatchCommitPlace
            | PollIntervalTooShort { .. }
            | TxStepsUnpaired
            | StepNameTwice { .. }
            | NotInStagePipeline { .. }
            | RelayPipelineShape
            | Other { .. } => return None,
        })
    }
}

impl std::error::Error for ScenarioError {}

#[cfg(feature = "english")]
pub use line::{printable, LINE_CHARS};
pub use line::{quoted, QUOTED_CHARS};
