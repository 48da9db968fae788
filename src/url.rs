//! The scenario in the location hash: `#s=<base64url, no padding, of the acklab/1 JSON>`.

use acklab_sim::Scenario;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::errors::BrokenLink;

/// The hash fragment for a scenario, without the leading `#`. Never inlined: it is
/// called from several places, and each inlined copy costs the wasm bundle.
#[inline(never)]
pub fn encode(scenario: &Scenario) -> String {
    let json = serde_json::to_string(scenario).unwrap_or_default();
    format!("s={}", URL_SAFE_NO_PAD.encode(json.as_bytes()))
}

/// What a hash held.
#[derive(Debug, PartialEq)]
pub enum Decoded {
    /// No `s=` in the hash: start with the default scenario.
    Nothing,
    Scenario(Box<Scenario>),
    /// The hash had a scenario that cannot be used, and why.
    Broken(BrokenLink),
}

/// Reads `#s=…` (with or without the `#`); never panics on hostile input.
#[inline(never)]
pub fn decode(hash: &str) -> Decoded {
    let hash = hash.trim_start_matches('#');
    let Some(payload) = hash.split('&').find_map(|part| part.strip_prefix("s=")) else {
        return Decoded::Nothing;
    };
    let Ok(bytes) = URL_SAFE_NO_PAD.decode(payload.trim_end_matches('=')) else {
        return Decoded::Broken(BrokenLink::NotBase64);
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return Decoded::Broken(BrokenLink::NotUtf8);
    };
    match Scenario::from_json(&text) {
        Ok(scenario) => Decoded::Scenario(Box::new(scenario)),
        Err(error) => Decoded::Broken(BrokenLink::Invalid(error)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scenario_survives_the_hash() {
        let scenario = Scenario::example();
        assert_eq!(
            decode(&format!("#{}", encode(&scenario))),
            Decoded::Scenario(Box::new(scenario))
        );
    }

    #[test]
    fn hostile_hashes_are_refused_with_a_reason() {
        assert_eq!(decode(""), Decoded::Nothing);
        assert_eq!(decode("#lesson=1"), Decoded::Nothing);
        for hash in ["#s=%%%", "#s=_w", "#s=e30", "#s="] {
            assert!(matches!(decode(hash), Decoded::Broken(_)), "{hash}");
        }
    }
}
