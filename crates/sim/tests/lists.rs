//! The core's lists of every variant (`Outcome::ALL`, `Op::ALL_PART_TWO`, …) hold every
//! variant. Rust cannot enumerate an enum, so a new variant that no list names would
//! compile; serde's derive can, and these tests compare the lists with its names.

use acklab_sim::{Op, Outcome, ProducerStep, RelayStep};
use serde::de::{self, Deserialize, Deserializer, Visitor};

/// The names serde's derive gives the variants of `T`, read by a deserializer that only
/// listens for the enum's variants and then stops.
fn variant_names<T: for<'de> Deserialize<'de>>() -> Vec<&'static str> {
    struct Listen<'a>(&'a mut &'static [&'static str]);
    impl<'de> Deserializer<'de> for Listen<'_> {
        type Error = de::value::Error;

        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(de::Error::custom("only an enum is listened for"))
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

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map
            struct identifier ignored_any
        }
    }
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(Listen(&mut names));
    let mut names = names.to_vec();
    names.sort_unstable();
    names
}

/// The serde names of `list`, sorted.
fn names_of<T: serde::Serialize>(list: &[T]) -> Vec<String> {
    let mut names: Vec<String> = list
        .iter()
        .map(|item| match serde_json::to_value(item) {
            Ok(serde_json::Value::String(name)) => name,
            other => panic!("a unit variant is written as its name, not {other:?}"),
        })
        .collect();
    names.sort_unstable();
    names
}

#[test]
fn outcome_all_lists_every_outcome_once() {
    assert_eq!(names_of(&Outcome::ALL), variant_names::<Outcome>());
}

#[test]
fn op_all_part_two_lists_every_operation_once() {
    assert_eq!(names_of(&Op::ALL_PART_TWO), variant_names::<Op>());
}

#[test]
fn the_producer_and_relay_lists_hold_every_step() {
    assert_eq!(
        names_of(&ProducerStep::ALL),
        variant_names::<ProducerStep>()
    );
    assert_eq!(names_of(&RelayStep::ALL), variant_names::<RelayStep>());
}
