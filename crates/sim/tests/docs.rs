//! The scenario format's page says what the code does: its complete example parses,
//! runs and explores to the figures the page states.
#![cfg(not(target_arch = "wasm32"))]

use acklab_sim::{explore, run, ExploreOptions, Outcome, Scenario};

fn page() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/scenario-format.md");
    std::fs::read_to_string(path).expect("docs/scenario-format.md is readable")
}

/// The text between the first "```json" after `heading` and the fence that closes it.
fn first_json_after(page: &str, heading: &str) -> String {
    let section = &page[page.find(heading).expect("the heading exists")..];
    let start = section.find("```json").expect("a JSON example") + "```json".len();
    let end = section[start..].find("```").expect("a closing fence");
    section[start..start + end].to_string()
}

/// The number right before `words` in the page, like 51 in "from 51 schedules".
fn number_before(page: &str, words: &str) -> u32 {
    let at = page.find(words).expect("the sentence exists");
    let digits: String = page[..at]
        .trim_end()
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .chars()
        .rev()
        .collect::<String>()
        .parse()
        .expect("a number")
}

#[test]
fn the_complete_example_does_what_the_page_says() {
    let page = page();
    let scenario = Scenario::from_json(&first_json_after(&page, "## A complete example"))
        .expect("the example is valid");
    assert!(run(&scenario)
        .messages
        .iter()
        .all(|m| m.outcome == Outcome::Ok && m.applied == 1 && m.deliveries == 1));
    let exploration = explore(&scenario, ExploreOptions::default());
    assert_eq!(exploration.guarantee.name(), "exactly-once");
    assert_eq!(
        exploration.schedules,
        number_before(&page, "schedules. If you leave out"),
        "docs/scenario-format.md states another schedule count than the explorer runs"
    );
    // The text output's example later on says the same number.
    let flat = page.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(
        exploration.schedules,
        number_before(&flat, "schedules tried"),
        "the text output's example states another schedule count"
    );
}
