//! The web app's reading of a fault. The derived reading of an internally tagged enum
//! buffers every fault and cost the bundle 7.9 KB gzip; the web app reads from a parsed
//! document anyway, so it takes the `kind` out and reads the rest as that kind's
//! fields. Natively the derived reading stays (the CLI's words are a contract); the
//! fuzz tests check that both read every fault alike.

use serde::de::Error;
use serde::Deserialize;
use serde_json::Value;

use super::{first_delivery, Fault, FaultKind, Moment};

/// Every field a fault of any kind may have, with the defaults the format gives.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Fields {
    /// A consumer's, the producer's or the relay's step, read as the kind says.
    pub(crate) after: Option<Value>,
    pub(crate) message: Option<String>,
    #[serde(default = "first_delivery")]
    pub(crate) delivery: u32,
    pub(crate) ticks: Option<u64>,
    #[serde(default)]
    pub(crate) permanent: bool,
    pub(crate) failures: Option<u32>,
    pub(crate) at: Option<u64>,
}

impl Fields {
    /// The fields of a fault on `message` with none but the format's defaults.
    pub(crate) fn of_message(message: String) -> Fields {
        Fields {
            after: None,
            message: Some(message),
            delivery: first_delivery(),
            ticks: None,
            permanent: false,
            failures: None,
            at: None,
        }
    }

    /// The fields a fault striking at `moment` has: the moment's delivery and the step
    /// just done.
    pub(super) fn at_moment(message: String, moment: Moment) -> Fields {
        let (delivery, after) = moment.parts();
        Fields {
            after,
            delivery: delivery.unwrap_or_else(first_delivery),
            ..Fields::of_message(message)
        }
    }
}

/// A JSON value as serde's errors name it ("integer `5`", "null").
fn unexpected(value: &Value) -> serde::de::Unexpected<'_> {
    use serde::de::Unexpected;
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(flag) => Unexpected::Bool(*flag),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Unexpected::Unsigned(u),
            (None, Some(i)) => Unexpected::Signed(i),
            _ => Unexpected::Float(n.as_f64().unwrap_or_default()),
        },
        Value::String(text) => Unexpected::Str(text),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// A field the kind needs, or serde's "missing field" error.
pub(super) fn need<T>(value: Option<T>, name: &'static str) -> Result<T, serde_json::Error> {
    value.ok_or_else(|| serde_json::Error::missing_field(name))
}

/// The `after` field, read as a step of the kind's pipeline.
pub(super) fn step<T: serde::de::DeserializeOwned>(
    value: Option<&Value>,
) -> Result<T, serde_json::Error> {
    T::deserialize(need(value, "after")?)
}

impl Fault {
    /// Reads one fault from a parsed document, as the web app does.
    #[doc(hidden)]
    pub fn from_document(value: &Value) -> Result<Fault, serde_json::Error> {
        let Value::Object(object) = value else {
            return Err(Error::custom(
                "invalid type: not a map, expected internally tagged enum Fault",
            ));
        };
        let mut object = object.clone();
        let kind = match object.remove("kind") {
            Some(Value::String(kind)) => kind,
            Some(other) => {
                return Err(Error::invalid_type(
                    unexpected(&other),
                    &"variant identifier",
                ))
            }
            None => return Err(Error::missing_field("kind")),
        };
        let Some(kind) = FaultKind::from_name(&kind) else {
            return Err(Error::unknown_variant(&kind, FaultKind::NAMES));
        };
        let fields = kind.fields();
        if let Some(extra) = object.keys().find(|key| !fields.contains(&key.as_str())) {
            return Err(Error::unknown_field(extra, fields));
        }
        Fault::build(kind, Fields::deserialize(&Value::Object(object))?)
    }
}

#[cfg(target_arch = "wasm32")]
impl<'de> Deserialize<'de> for Fault {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Fault, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Fault::from_document(&value).map_err(D::Error::custom)
    }
}
