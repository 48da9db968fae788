//! The CLI's English sentence for each error (`Display`), one arm per kind.

use std::fmt;

use super::{ErrorKind, ScenarioError};

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ErrorKind::*;
        match self {
            MalformedJson {
                line,
                column,
                detail,
            } => write!(f, "malformed JSON at line {line}, column {column}: {detail}"),
            DocumentNotObject { got } => {
                write!(f, "a scenario must be a JSON object, got {}", got.english())
            }
            NotObject { got } => write!(f, "must be an object, got {}", got.english()),
            WrongType { .. }
            | MissingField { .. }
            | DuplicateField { .. }
            | UnknownField { .. }
            | UnknownVariant { .. } => f.write_str(&self.parser_words().unwrap_or_default()),
            WrongFormat { expected, got } => write!(f, "must be \"{expected}\", got \"{got}\""),
            BadId { max_len, got } => write!(
                f,
                "must be 1 to {max_len} letters, digits or _-.: characters, got \"{got}\""
            ),
            IdUsedTwice { id } => write!(f, "the id \"{id}\" is used twice"),
            AmountNotAllowed { op } => write!(
                f,
                "only deposit and charge take an amount, not {}",
                op.name()
            ),
            MessageCount { max, got } => {
                write!(f, "must hold between 1 and {max} messages, got {got}")
            }
            MustStartWithReceive => write!(
                f,
                "must start with receive: a consumer cannot work on a message it has not received"
            ),
            StepTwice { step } => write!(f, "the step {} appears twice", step.name()),
            StepNameTwice { step } => write!(f, "the step {step} appears twice"),
            NotInStagePipeline { stage, step } => write!(f, "the {stage} has no {step} step"),
            RelayPipelineShape => write!(
                f,
                "the relay starts with read_outbox, then has publish and mark_sent in either order"
            ),
            BeginWithoutCommit => write!(f, "begin has no commit: the transaction would never end"),
            CommitWithoutBegin => {
                write!(f, "commit has no begin: there is no transaction to commit")
            }
            CommitBeforeBegin => write!(f, "commit comes before begin"),
            RecordBeforeCheck => write!(
                f,
                "record_dedup comes before check_dedup: every message would look like a duplicate of itself"
            ),
            OutOfRange { low, high, got } => {
                write!(f, "must be between {low} and {high}, got {got}")
            }
            TooManyFaults { max, got } => write!(f, "must hold at most {max} faults, got {got}"),
            UnknownMessage { message } => write!(
                f,
                "names the message \"{message}\", which the scenario does not have"
            ),
            StepNotInPipeline { step } => write!(f, "the pipeline has no {} step", step.name()),
            NotACharge { message } => write!(
                f,
                "\"{message}\" is not a charge, so it never calls the payment service"
            ),
            NeedsFormatTwo => write!(
                f,
                "belongs to format acklab/2: say \"format\": \"acklab/2\" to use it"
            ),
            MustStartWithPoll => write!(
                f,
                "must start with poll: a consumer of a log works only on records it has polled"
            ),
            StepNeedsBroker { step, broker } => write!(
                f,
                "the step {} needs a broker of kind {}",
                step.name(),
                broker.name()
            ),
            FaultNeedsBroker { fault, broker } => write!(
                f,
                "a {} fault needs a broker of kind {}",
                fault.name(),
                broker.name()
            ),
            LikeNeedsQueue => write!(
                f,
                "names which queue broker to behave like, and a log has none"
            ),
            FaultNotLike { fault, like } => write!(
                f,
                "a {} fault does not happen on a broker like {}",
                fault.name(),
                like.name()
            ),
            NotSimulatedYet => write!(f, "is part of the format but not simulated yet"),
            OnlyForSetStatus => write!(f, "only a set_status message has a status or a version"),
            BadStatus { max_len, got } => write!(
                f,
                "a status is 1 to {max_len} lowercase letters, digits or _ characters, got \"{got}\""
            ),
            VersionsMixed { key } => write!(
                f,
                "some status updates of the order \"{key}\" have a version and some do not: give each one a version, or none"
            ),
            VersionNeeded => write!(
                f,
                "check_version compares versions: every set_status message needs a version"
            ),
            VersionCheckAfterApply => write!(
                f,
                "check_version comes after apply: the status would be written before it is checked"
            ),
            OperationStepsMisplaced => write!(
                f,
                "record_attempt and record_result go together, the attempt before apply and the result after it"
            ),
            TxStepsUnpaired => write!(
                f,
                "a Kafka transaction needs begin_tx and then commit_tx, both in the pipeline"
            ),
            BatchCommitPlace => write!(
                f,
                "with more than one record per poll, commit_offset comes right after poll (the whole batch) or last (after the batch)"
            ),
            PollIntervalTooShort { least } => write!(
                f,
                "consumer.max_poll_interval must be at least {least} ticks: one poll's records take longer than that to process with no fault, so every member would be removed at every poll and the records replayed again and again"
            ),
            Other { text } => write!(f, "{text}"),
        }
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "invalid scenario: {}", self.kind)
        } else {
            write!(f, "invalid scenario: {}: {}", self.field, self.kind)
        }
    }
}
