//! The named fields of a core event or cause, read through their `Serialize` impl, so
//! that each kind's Fluent message gets its arguments without the app listing every
//! kind's fields. The fields are collected as they are serialised, without building a
//! JSON value: that keeps `serde_json`'s value machinery out of the wasm bundle.

use std::fmt;

use serde::ser::{self, Impossible, Serialize, SerializeStruct, Serializer};

use crate::i18n::Arg;

/// One field's value: the core's events and causes carry only these.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    Number(f64),
    Text(String),
    Bool(bool),
    /// An absent optional value.
    Nothing,
}

/// The fields of an internally tagged enum value (the tag among them, as text), in
/// declaration order. A field of another shape (a list, a map) is left out.
pub fn fields<T: Serialize>(value: &T) -> Vec<(&'static str, Field)> {
    let mut found = Vec::new();
    let _ = value.serialize(Fields(&mut found));
    found
}

/// What a caller makes of one field on its way to a Fluent message.
pub enum FieldArg {
    /// This argument, under the field's name.
    As(Arg),
    /// This argument, under another name.
    Named(&'static str, Arg),
    /// Not an argument.
    Skip,
}

/// The one bridge from a core value (an event, a cause) to a Fluent message: the field
/// `tag` names the message, `<prefix>-<tag with - for _>`, and every other field is an
/// argument of its name: numbers and texts as they are, a flag as "true" or "false", an
/// absent value as "none", and workers counted from 1, as the learner counts them.
/// `special` turns a field the caller knows more about into something else (a copy's
/// number into its id); it returns None for the fields it leaves alone.
pub fn fluent_message<T: Serialize>(
    value: &T,
    (tag, prefix): (&str, &str),
    special: impl Fn(&str, &Field) -> Option<FieldArg>,
) -> (String, Vec<(String, Arg)>) {
    let mut key = String::new();
    let mut args = Vec::new();
    for (name, field) in fields(value) {
        if name == tag {
            if let Field::Text(text) = &field {
                key = format!("{prefix}-{}", text.replace('_', "-"));
            }
            continue;
        }
        let (name, arg) = match (special(name, &field), field) {
            (Some(FieldArg::Skip), _) => continue,
            (Some(FieldArg::Named(other, arg)), _) => (other, arg),
            (Some(FieldArg::As(arg)), _) => (name, arg),
            (None, Field::Number(n)) if matches!(name, "worker" | "holder") => {
                (name, Arg::Number(n + 1.0))
            }
            (None, Field::Number(n)) => (name, Arg::Number(n)),
            (None, Field::Text(text)) => (name, Arg::Text(text)),
            (None, Field::Bool(flag)) => (name, Arg::Text(flag.to_string())),
            (None, Field::Nothing) => (name, Arg::Text("none".into())),
        };
        args.push((name.to_string(), arg));
    }
    (key, args)
}

/// A shape these serializers do not take.
#[derive(Debug)]
pub struct Unsupported;

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a flat field")
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Unsupported
    }
}

struct Fields<'a>(&'a mut Vec<(&'static str, Field)>);

impl SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Unsupported;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        if let Ok(field) = value.serialize(Scalar) {
            self.0.push((key, field));
        }
        Ok(())
    }

    fn end(self) -> Result<(), Unsupported> {
        Ok(())
    }
}

/// Every shape but a struct is refused; the macro keeps the list short.
macro_rules! refuse {
    ($($name:ident($($arg:ty),*)),* $(,)?) => {
        $(fn $name(self, $(_: $arg),*) -> Result<Self::Ok, Unsupported> { Err(Unsupported) })*
    };
}

/// The compound shapes neither serializer takes (lists, maps, tuples, variants with
/// fields), refused alike by both.
macro_rules! refuse_compound {
    () => {
        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<Self::Ok, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Unsupported> {
            Err(Unsupported)
        }
        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant, Unsupported> {
            Err(Unsupported)
        }
    };
}

impl<'a> Serializer for Fields<'a> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Impossible<(), Unsupported>;
    type SerializeTuple = Impossible<(), Unsupported>;
    type SerializeTupleStruct = Impossible<(), Unsupported>;
    type SerializeTupleVariant = Impossible<(), Unsupported>;
    type SerializeMap = Impossible<(), Unsupported>;
    type SerializeStruct = Self;
    type SerializeStructVariant = Impossible<(), Unsupported>;

    refuse_compound!();

    refuse!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
        serialize_unit_variant(&'static str, u32, &'static str),
    );

    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<(), Unsupported> {
        Err(Unsupported)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Unsupported> {
        Ok(self)
    }
}

/// One field's value, if it is a number, a word, a truth value or nothing.
struct Scalar;

impl Serializer for Scalar {
    type Ok = Field;
    type Error = Unsupported;
    type SerializeSeq = Impossible<Field, Unsupported>;
    type SerializeTuple = Impossible<Field, Unsupported>;
    type SerializeTupleStruct = Impossible<Field, Unsupported>;
    type SerializeTupleVariant = Impossible<Field, Unsupported>;
    type SerializeMap = Impossible<Field, Unsupported>;
    type SerializeStruct = Impossible<Field, Unsupported>;
    type SerializeStructVariant = Impossible<Field, Unsupported>;

    refuse_compound!();

    fn serialize_bool(self, v: bool) -> Result<Field, Unsupported> {
        Ok(Field::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_i16(self, v: i16) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_i32(self, v: i32) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_i64(self, v: i64) -> Result<Field, Unsupported> {
        Ok(Field::Number(v as f64))
    }
    fn serialize_u8(self, v: u8) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_u16(self, v: u16) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_u32(self, v: u32) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_u64(self, v: u64) -> Result<Field, Unsupported> {
        Ok(Field::Number(v as f64))
    }
    fn serialize_f32(self, v: f32) -> Result<Field, Unsupported> {
        Ok(Field::Number(v.into()))
    }
    fn serialize_f64(self, v: f64) -> Result<Field, Unsupported> {
        Ok(Field::Number(v))
    }
    fn serialize_char(self, v: char) -> Result<Field, Unsupported> {
        Ok(Field::Text(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Field, Unsupported> {
        Ok(Field::Text(v.to_string()))
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Field, Unsupported> {
        Err(Unsupported)
    }
    fn serialize_none(self) -> Result<Field, Unsupported> {
        Ok(Field::Nothing)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<Field, Unsupported> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Field, Unsupported> {
        Ok(Field::Nothing)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<Field, Unsupported> {
        Ok(Field::Nothing)
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<Field, Unsupported> {
        Ok(Field::Text(variant.to_string()))
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<Field, Unsupported> {
        value.serialize(self)
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, Unsupported> {
        Err(Unsupported)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use acklab_sim::{EventKind, Step};

    #[test]
    fn an_event_gives_its_tag_and_its_scalar_fields_in_order() {
        let event = EventKind::StepDone {
            worker: 1,
            copy: 3,
            delivery: 2,
            step: Step::CheckDedup,
        };
        let found = fields(&event);
        assert_eq!(
            found.first(),
            Some(&("kind", Field::Text("step_done".into())))
        );
        assert!(found.contains(&("worker", Field::Number(1.0))));
        assert!(found.contains(&("step", Field::Text("check_dedup".into()))));
        // The same names and values as the event's JSON, the CLI's contract.
        let json = serde_json::to_value(&event).expect("serialises");
        assert_eq!(found.len(), json.as_object().map_or(0, |o| o.len()));
    }
}
