//! The names serde's derive gives an enum's variants or a struct's fields, read by a
//! deserializer that only listens for them and then stops. Rust cannot enumerate a type's
//! variants or fields; this lets a test compare them with the lists we keep by hand.

use serde::de::{self, Deserialize, Deserializer, Visitor};

/// What the listener heard: the names passed to `deserialize_enum` or `deserialize_struct`.
struct Listen<'a>(&'a mut &'static [&'static str]);

impl<'de> Deserializer<'de> for Listen<'_> {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom(
            "only an enum or a struct is listened for",
        ))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = variants;
        Err(de::Error::custom("listened"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = fields;
        Err(de::Error::custom("listened"))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
        identifier ignored_any
    }
}

/// The variant names of an enum, or the field names of a struct, sorted.
pub fn names<T: for<'de> Deserialize<'de>>() -> Vec<&'static str> {
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(Listen(&mut names));
    let mut names = names.to_vec();
    names.sort_unstable();
    names
}
