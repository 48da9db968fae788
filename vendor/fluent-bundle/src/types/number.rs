use std::borrow::Cow;
use std::default::Default;
use std::str::FromStr;

use intl_pluralrules::operands::PluralOperands;

use crate::args::FluentArgs;
use crate::types::FluentValue;

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberType {
    #[default]
    Cardinal,
    Ordinal,
}

impl From<&str> for FluentNumberType {
    fn from(input: &str) -> Self {
        match input {
            "cardinal" => Self::Cardinal,
            "ordinal" => Self::Ordinal,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberStyle {
    #[default]
    Decimal,
    Currency,
    Percent,
}

impl From<&str> for FluentNumberStyle {
    fn from(input: &str) -> Self {
        match input {
            "decimal" => Self::Decimal,
            "currency" => Self::Currency,
            "percent" => Self::Percent,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
pub enum FluentNumberCurrencyDisplayStyle {
    #[default]
    Symbol,
    Code,
    Name,
}

impl From<&str> for FluentNumberCurrencyDisplayStyle {
    fn from(input: &str) -> Self {
        match input {
            "symbol" => Self::Symbol,
            "code" => Self::Code,
            "name" => Self::Name,
            _ => Self::default(),
        }
    }
}

#[derive(Clone, Debug, Eq, Hash, PartialEq)]
pub struct FluentNumberOptions {
    pub r#type: FluentNumberType,
    pub style: FluentNumberStyle,
    pub currency: Option<String>,
    pub currency_display: FluentNumberCurrencyDisplayStyle,
    pub use_grouping: bool,
    pub minimum_integer_digits: Option<usize>,
    pub minimum_fraction_digits: Option<usize>,
    pub maximum_fraction_digits: Option<usize>,
    pub minimum_significant_digits: Option<usize>,
    pub maximum_significant_digits: Option<usize>,
}

impl Default for FluentNumberOptions {
    fn default() -> Self {
        Self {
            r#type: Default::default(),
            style: Default::default(),
            currency: None,
            currency_display: Default::default(),
            use_grouping: true,
            minimum_integer_digits: None,
            minimum_fraction_digits: None,
            maximum_fraction_digits: None,
            minimum_significant_digits: None,
            maximum_significant_digits: None,
        }
    }
}

impl FluentNumberOptions {
    pub fn merge(&mut self, opts: &FluentArgs) {
        for (key, value) in opts.iter() {
            match (key, value) {
                ("type", FluentValue::String(n)) => {
                    self.r#type = n.as_ref().into();
                }
                ("style", FluentValue::String(n)) => {
                    self.style = n.as_ref().into();
                }
                ("currency", FluentValue::String(n)) => {
                    self.currency = Some(n.to_string());
                }
                ("currencyDisplay", FluentValue::String(n)) => {
                    self.currency_display = n.as_ref().into();
                }
                ("useGrouping", FluentValue::String(n)) => {
                    self.use_grouping = n != "false";
                }
                ("minimumIntegerDigits", FluentValue::Number(n)) => {
                    self.minimum_integer_digits = Some(n.into());
                }
                ("minimumFractionDigits", FluentValue::Number(n)) => {
                    self.minimum_fraction_digits = Some(n.into());
                }
                ("maximumFractionDigits", FluentValue::Number(n)) => {
                    self.maximum_fraction_digits = Some(n.into());
                }
                ("minimumSignificantDigits", FluentValue::Number(n)) => {
                    self.minimum_significant_digits = Some(n.into());
                }
                ("maximumSignificantDigits", FluentValue::Number(n)) => {
                    self.maximum_significant_digits = Some(n.into());
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FluentNumber {
    pub value: f64,
    pub options: FluentNumberOptions,
}

impl FluentNumber {
    pub const fn new(value: f64, options: FluentNumberOptions) -> Self {
        Self { value, options }
    }

    pub fn as_string(&self) -> Cow<'static, str> {
        // AckLab: written without `f64`'s `Display`, whose shortest-and-exact float
        // printing (Grisu and Dragon4 with their tables) is most of what this crate
        // costs a web bundle that only ever formats whole numbers.
        let mut val = decimal(self.value);
        if let Some(minfd) = self.options.minimum_fraction_digits {
            if let Some(pos) = val.find('.') {
                let frac_num = val.len() - pos - 1;
                let missing = minfd.saturating_sub(frac_num);
                val = format!("{}{}", val, "0".repeat(missing));
            } else {
                val = format!("{}.{}", val, "0".repeat(minfd));
            }
        }
        val.into()
    }
}

/// The largest magnitude below which every whole `f64` is exact.
const EXACT_WHOLE: f64 = 9_007_199_254_740_992.0;

/// A number in decimal: a whole number in full, a fraction with up to nine digits
/// (trailing zeros dropped), "NaN" and "inf" as `f64` writes them, and a magnitude
/// too large to be exact with its whole part only. (AckLab)
/// The plural operands of a number with a fraction (or too large to be exact), from the
/// digits `decimal` writes: it drops trailing zeros, so `v` equals `w` and `f` equals `t`.
fn fraction_operands(value: f64) -> PluralOperands {
    let text = decimal(value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |part: &str| {
        part.bytes().filter(u8::is_ascii_digit).fold(0u64, |n, b| {
            n.saturating_mul(10).saturating_add(u64::from(b - b'0'))
        })
    };
    PluralOperands {
        n: value.abs(),
        i: digits(whole),
        v: fraction.len(),
        w: fraction.len(),
        f: digits(fraction),
        t: digits(fraction),
    }
}

fn decimal(value: f64) -> String {
    if value.is_nan() {
        return "NaN".to_string();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    let sign = if value < 0.0 { "-" } else { "" };
    let magnitude = value.abs();
    if magnitude >= EXACT_WHOLE {
        return format!("{sign}{}", magnitude as u64);
    }
    let whole = magnitude.trunc();
    let mut fraction = ((magnitude - whole) * 1e9).round() as u64;
    let mut whole = whole as u64;
    if fraction >= 1_000_000_000 {
        whole += 1;
        fraction -= 1_000_000_000;
    }
    if fraction == 0 {
        let sign = if whole == 0 { "" } else { sign };
        return format!("{sign}{whole}");
    }
    let digits = format!("{fraction:09}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

/// A number literal that is not `-?digits(.digits)?`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseNumberError;

impl FromStr for FluentNumber {
    type Err = ParseNumberError;

    /// AckLab: Fluent's number literals (`-?[0-9]+(\.[0-9]+)?`) read digit by digit
    /// rather than by `f64::from_str`, whose exact float parsing was 4 KB of the web
    /// bundle for the few whole-number literals of our messages. A fraction's value may
    /// differ from the exact parse in its last bit, which no plural rule can see.
    fn from_str(input: &str) -> Result<Self, Self::Err> {
        let unsigned = input.strip_prefix('-').unwrap_or(input);
        let (whole, fraction) = match unsigned.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
            None => (unsigned, None),
        };
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || !fraction.map_or(true, digits) {
            return Err(ParseNumberError);
        }
        let value = |part: &str| part.bytes().fold(0.0, |n, b| n * 10.0 + f64::from(b - b'0'));
        let mut n = value(whole);
        if let Some(fraction) = fraction {
            n += value(fraction) / 10f64.powi(fraction.len() as i32);
        }
        let opts = FluentNumberOptions {
            minimum_fraction_digits: fraction.map(str::len),
            ..Default::default()
        };
        Ok(Self::new(if input.starts_with('-') { -n } else { n }, opts))
    }
}

impl From<FluentNumber> for FluentValue<'_> {
    fn from(input: FluentNumber) -> Self {
        FluentValue::Number(input)
    }
}

macro_rules! from_num {
    ($num:ty) => {
        impl From<$num> for FluentNumber {
            fn from(n: $num) -> Self {
                Self {
                    value: n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<&$num> for FluentNumber {
            fn from(n: &$num) -> Self {
                Self {
                    value: *n as f64,
                    options: FluentNumberOptions::default(),
                }
            }
        }
        impl From<FluentNumber> for $num {
            fn from(input: FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<&FluentNumber> for $num {
            fn from(input: &FluentNumber) -> Self {
                input.value as $num
            }
        }
        impl From<$num> for FluentValue<'_> {
            fn from(n: $num) -> Self {
                FluentValue::Number(n.into())
            }
        }
        impl From<&$num> for FluentValue<'_> {
            fn from(n: &$num) -> Self {
                FluentValue::Number(n.into())
            }
        }
    };
    ($($num:ty)+) => {
        $(from_num!($num);)+
    };
}

impl From<&FluentNumber> for PluralOperands {
    fn from(input: &FluentNumber) -> Self {
        // AckLab: a whole number goes in as an integer and any other as `decimal`'s
        // digits, so that neither `f64`'s `Display` (which the float conversion would
        // call) nor its parser (which reading the text back would call) is needed.
        let value = input.value;
        let mut operands = if value.fract() == 0.0 && value.abs() < EXACT_WHOLE {
            // Operands hold the absolute value; through u64, as isize is 32 bits in wasm.
            PluralOperands::from(value.abs() as u64)
        } else {
            fraction_operands(value)
        };
        if let Some(mfd) = input.options.minimum_fraction_digits {
            if mfd > operands.v {
                operands.f *= 10_u64.pow(mfd as u32 - operands.v as u32);
                operands.v = mfd;
            }
        }
        // XXX: Add support for other options.
        operands
    }
}

from_num!(i8 i16 i32 i64 i128 isize);
from_num!(u8 u16 u32 u64 u128 usize);
from_num!(f32 f64);

#[cfg(test)]
mod tests {
    use crate::types::FluentValue;

    /// AckLab: number literals read digit by digit, as `f64::from_str` read them.
    #[test]
    fn literals_read_as_with_the_float_parser() {
        use super::FluentNumber;
        use std::str::FromStr;
        for text in ["0", "7", "-12", "3.25", "-0.5", "10.00"] {
            let ours = FluentNumber::from_str(text).expect("a number");
            assert_eq!(ours.value, f64::from_str(text).expect("a float"), "{text}");
            let fraction = text.split_once('.').map(|(_, f)| f.len());
            assert_eq!(ours.options.minimum_fraction_digits, fraction, "{text}");
        }
        for text in ["", "-", "1.", ".5", "1e3", "one", "1.2.3", "+1"] {
            assert!(FluentNumber::from_str(text).is_err(), "{text}");
        }
    }

    /// AckLab: a fraction's plural operands, as CLDR defines them.
    #[test]
    fn a_fraction_has_its_operands() {
        let operands = intl_pluralrules::operands::PluralOperands::from(&super::FluentNumber::from(-2.25));
        assert_eq!((operands.i, operands.v, operands.w, operands.f, operands.t), (2, 2, 2, 25, 25));
        assert_eq!(operands.n, 2.25);
    }

    #[test]
    fn value_from_copy_ref() {
        let x = 1i16;
        let y = &x;
        let z: FluentValue = y.into();
        assert_eq!(z, FluentValue::try_number("1"));
    }
}
