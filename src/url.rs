//! The scenario in the location hash: `#s=<base64url, no padding, of the acklab/1 JSON>`.
//! Share links are shorter than that: once the app has written an address,
//! `static/page.js` replaces a long scenario by its deflated form (`s=z1.<base64url of
//! the JSON, raw deflate>`, `z1.` being the form's version) and inflates such a link
//! back to the first form before the app reads it. Links made before open unchanged.

use acklab_sim::Scenario;

use crate::embed::Frame;
use crate::errors::BrokenLink;

/// What the address's query asks for, read in this one place: the lesson
/// (`?lesson=`), the language (`?lang=`), presenter mode (`?present`) and the frame's
/// options (`?embed`, `?panels=`, `?lock`).
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    pub lesson: Option<String>,
    pub lang: Option<String>,
    pub present: bool,
    pub frame: Frame,
}

impl Route {
    /// Reads a query (with or without its `?`); anything it does not know is ignored.
    pub fn parse(query: &str) -> Route {
        Route {
            lesson: param(query, "lesson")
                .filter(|id| !id.is_empty())
                .map(str::to_string),
            lang: param(query, "lang").map(str::to_string),
            present: has_flag(query, "present"),
            frame: crate::embed::frame(query),
        }
    }
}

/// Whether the query has a flag such as `embed` (bare, or with any value).
pub(crate) fn has_flag(query: &str, name: &str) -> bool {
    query.trim_start_matches('?').split('&').any(|p| {
        p == name
            || p.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with('='))
    })
}

pub(crate) fn param<'a>(query: &'a str, name: &str) -> Option<&'a str> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|p| p.strip_prefix(name)?.strip_prefix('='))
}

/// The hash fragment for a scenario, without the leading `#`. Never inlined: it is
/// called from several places, and each inlined copy costs the wasm bundle.
#[inline(never)]
pub fn encode(scenario: &Scenario) -> String {
    let json = serde_json::to_string(scenario).unwrap_or_default();
    format!("s={}", crate::base64url::encode(json.as_bytes()))
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
    // Still deflated here: the browser could not inflate it.
    if payload.starts_with("z1.") {
        return Decoded::Broken(BrokenLink::NotDeflated);
    }
    let Some(bytes) = crate::base64url::decode(payload.trim_end_matches('=')) else {
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

/// The second consumer of a comparison in the hash: `b=receive,apply,ack`; `None`
/// without one, and without a line the app knows (such a link is read as no comparison).
pub fn decode_compare(hash: &str) -> Option<Vec<acklab_sim::Step>> {
    let names = hash
        .trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix("b="))?;
    names
        .split(',')
        .map(|name| acklab_sim::Step::ALL.into_iter().find(|s| s.name() == name))
        .collect()
}

/// The hash part for a second consumer's lines.
pub fn encode_compare(pipeline: &[acklab_sim::Step]) -> String {
    let names: Vec<&str> = pipeline.iter().map(|s| s.name()).collect();
    format!("b={}", names.join(","))
}

/// The address to share: a deck's link opens at its first slide, whichever slide is
/// on screen (the address bar keeps the slide, so that a reload in class stays on it).
/// Any other link takes the tick on screen with it (`t=`), so that the one who opens
/// it sees the moment the sender was looking at.
pub fn shared_link(href: &str, tick: u64) -> String {
    let (page, fragment) = href.split_once('#').unwrap_or((href, ""));
    let is_deck = fragment.split('&').any(|part| part.starts_with("deck="));
    let mut parts: Vec<String> = fragment
        .split('&')
        .filter(|part| !part.is_empty() && !part.starts_with("t="))
        .map(|part| match part.strip_prefix("slide=") {
            Some(_) if is_deck => "slide=1".to_string(),
            Some(_) | None => part.to_string(),
        })
        .collect();
    if tick > 0 && !is_deck {
        parts.push(format!("t={tick}"));
    }
    if parts.is_empty() {
        return page.to_string();
    }
    format!("{page}#{}", parts.join("&"))
}

/// The tick a shared link was at (`t=`), if it says one a number can be read from.
pub fn decode_tick(hash: &str) -> Option<u64> {
    hash.trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix("t="))?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The query is read in one place, into one value: every part the app uses.
    #[test]
    fn a_query_is_read_into_a_route() {
        let route =
            Route::parse("?lesson=ack-first-loses&lang=uk&present&embed&panels=verdict,nope&lock");
        assert_eq!(route.lesson.as_deref(), Some("ack-first-loses"));
        assert_eq!(route.lang.as_deref(), Some("uk"));
        assert!(route.present && route.frame.embed && route.frame.lock);
        assert_eq!(route.frame.unknown_panels, vec!["nope".to_string()]);
        assert_eq!(
            route.frame.full_app_query,
            "?lesson=ack-first-loses&lang=uk&present"
        );
        let plain = Route::parse("");
        assert_eq!(
            (plain.lesson, plain.lang, plain.present),
            (None, None, false)
        );
        assert!(!plain.frame.embed);
        // An empty lesson names none; an unknown parameter is ignored.
        assert_eq!(Route::parse("lesson=&x=1").lesson, None);
    }

    #[test]
    fn a_scenario_survives_the_hash() {
        let scenario = Scenario::example();
        assert_eq!(
            decode(&format!("#{}", encode(&scenario))),
            Decoded::Scenario(Box::new(scenario))
        );
    }

    #[test]
    fn a_scenario_the_browser_could_not_inflate_is_refused_with_its_reason() {
        assert_eq!(
            decode("#s=z1.AAAA"),
            Decoded::Broken(BrokenLink::NotDeflated)
        );
    }

    #[test]
    fn a_second_consumer_survives_the_hash() {
        use acklab_sim::Step;
        let lines = vec![Step::Receive, Step::Apply, Step::Ack];
        let hash = format!("#s=e30&{}", encode_compare(&lines));
        assert_eq!(decode_compare(&hash), Some(lines));
        assert_eq!(decode_compare("#s=e30&b=receive,fly"), None);
        assert_eq!(decode_compare("#s=e30"), None);
    }

    #[test]
    fn hostile_hashes_are_refused_with_a_reason() {
        assert_eq!(decode(""), Decoded::Nothing);
        assert_eq!(decode("#lesson=1"), Decoded::Nothing);
        for hash in ["#s=%%%", "#s=_w", "#s=e30", "#s="] {
            assert!(matches!(decode(hash), Decoded::Broken(_)), "{hash}");
        }
    }

    #[test]
    fn a_shared_deck_link_opens_at_its_first_slide() {
        use super::shared_link;
        assert_eq!(
            shared_link("https://x/?lang=uk#deck=abc&slide=3&t=2", 8),
            "https://x/?lang=uk#deck=abc&slide=1"
        );
        assert_eq!(shared_link("https://x/#s=abc", 0), "https://x/#s=abc");
        assert_eq!(shared_link("https://x/", 0), "https://x/");
    }

    /// The tick on screen goes with the link, replacing one the address had; a link
    /// opened with a tick that is not a number is read without one.
    #[test]
    fn a_shared_link_keeps_the_tick_on_screen() {
        assert_eq!(shared_link("https://x/#s=abc", 17), "https://x/#s=abc&t=17");
        assert_eq!(
            shared_link("https://x/#s=abc&t=4", 9),
            "https://x/#s=abc&t=9"
        );
        assert_eq!(shared_link("https://x/#s=abc&t=4", 0), "https://x/#s=abc");
        assert_eq!(
            shared_link("https://x/?lesson=a", 3),
            "https://x/?lesson=a#t=3"
        );
        assert_eq!(decode_tick("#s=abc&t=17"), Some(17));
        assert_eq!(decode_tick("#t=-1&s=abc"), None);
        assert_eq!(decode_tick("#s=abc"), None);
        assert_eq!(decode_tick("#s=t=5"), None);
    }
}
