//! A deck: scenarios a teacher prepares in advance, each with a title and a short note,
//! shared as one link (`#deck=<base64url of the deck's JSON>&slide=<n>`) and flipped
//! through in class with PageDown and PageUp (what presentation clickers send). Pure:
//! the format and the address, tested natively.

use acklab_sim::{Scenario, ScenarioError};
use serde::{Deserialize, Serialize};

/// One slide: a scenario with a title and a note for the class.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slide {
    pub title: String,
    #[serde(default)]
    pub note: String,
    pub scenario: Scenario,
}

/// The slides in the order they are shown.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    pub slides: Vec<Slide>,
}

/// Why a deck link cannot be used.
#[derive(Debug, PartialEq)]
pub enum BrokenDeck {
    NotBase64,
    NotUtf8,
    /// The deck's own shape is wrong; the start of the parser's words (English, and
    /// quoting the link's text) goes after the learner's sentence, escaped and cut.
    Shape(String),
    /// A deck without slides.
    NoSlides,
    /// A slide's scenario is invalid: its number (from 1) and why.
    Slide(usize, ScenarioError),
}

/// What the hash holds about a deck: nothing, a deck and the slide shown (from 0), or
/// a broken deck.
pub fn decode(hash: &str) -> Result<Option<(Deck, usize)>, BrokenDeck> {
    let parts = || hash.trim_start_matches('#').split('&');
    let Some(payload) = parts().find_map(|p| p.strip_prefix("deck=")) else {
        return Ok(None);
    };
    let bytes = crate::base64url::decode(payload).ok_or(BrokenDeck::NotBase64)?;
    let text = String::from_utf8(bytes).map_err(|_| BrokenDeck::NotUtf8)?;
    let deck = parse(&text)?;
    let slide = parts()
        .find_map(|p| p.strip_prefix("slide="))
        .and_then(|n| n.parse::<usize>().ok())
        .map_or(0, |n| n.saturating_sub(1))
        .min(deck.slides.len().saturating_sub(1));
    Ok(Some((deck, slide)))
}

/// Reads a deck's JSON (through `serde_json::Value`, as the app reads scenarios) and
/// checks every slide's scenario.
fn parse(text: &str) -> Result<Deck, BrokenDeck> {
    let shape = |e: serde_json::Error| BrokenDeck::Shape(e.to_string());
    let value: serde_json::Value = serde_json::from_str(text).map_err(shape)?;
    let deck = Deck::deserialize(&value).map_err(shape)?;
    if deck.slides.is_empty() {
        return Err(BrokenDeck::NoSlides);
    }
    for (index, slide) in deck.slides.iter().enumerate() {
        slide
            .scenario
            .validate()
            .map_err(|e| BrokenDeck::Slide(index + 1, e))?;
    }
    Ok(deck)
}

/// The hash's deck part, without `#` or the scenario: `deck=…&slide=<n from 1>`.
pub fn encode(deck: &Deck, slide: usize) -> String {
    let json = serde_json::to_string(deck).unwrap_or_default();
    format!(
        "deck={}&slide={}",
        crate::base64url::encode(json.as_bytes()),
        slide + 1
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(titles: &[&str]) -> Deck {
        Deck {
            slides: titles
                .iter()
                .map(|title| Slide {
                    title: title.to_string(),
                    note: format!("about {title}"),
                    scenario: Scenario::example(),
                })
                .collect(),
        }
    }

    #[test]
    fn a_deck_and_its_slide_survive_the_hash() {
        let three = deck(&["ack first", "work first", "the inbox"]);
        let hash = format!("#{}&s=whatever", encode(&three, 1));
        assert_eq!(decode(&hash), Ok(Some((three, 1))));
        assert_eq!(decode("#s=e30"), Ok(None));
    }

    #[test]
    fn a_slide_number_out_of_range_shows_the_nearest_slide() {
        let two = deck(&["a", "b"]);
        let hash = encode(&two, 0).replace("slide=1", "slide=9");
        assert_eq!(decode(&hash), Ok(Some((two.clone(), 1))));
        let hash = encode(&two, 0).replace("slide=1", "slide=x");
        assert_eq!(decode(&hash), Ok(Some((two, 0))));
    }

    #[test]
    fn broken_decks_are_refused_with_a_reason() {
        assert_eq!(decode("#deck=%%"), Err(BrokenDeck::NotBase64));
        let empty = crate::base64url::encode(br#"{"slides": []}"#);
        assert_eq!(decode(&format!("deck={empty}")), Err(BrokenDeck::NoSlides));
        // An unknown field whose name carries a terminal escape, as a hostile link could.
        let unknown = crate::base64url::encode(br#"{"slides": [], "x\u001b[2J": 1}"#);
        assert!(matches!(
            decode(&format!("deck={unknown}")),
            Err(BrokenDeck::Shape(_))
        ));
        let mut bad = deck(&["a", "b"]);
        bad.slides[1].scenario.pipeline.clear();
        let hash =
            crate::base64url::encode(serde_json::to_string(&bad).unwrap_or_default().as_bytes());
        assert!(matches!(
            decode(&format!("deck={hash}")),
            Err(BrokenDeck::Slide(2, _))
        ));
    }
}
