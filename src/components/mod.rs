//! One component per file; each takes an `XxxProps` with `Callback` props.

pub mod bulk;
pub mod compare;
pub mod controls;
pub mod deck;
pub mod editor;
pub mod embed_dialog;
pub mod events;
pub mod explorer;
pub mod explorer_answer;
pub mod explorer_examples;
pub mod faults;
pub mod files;
pub mod help;
pub mod language;
pub mod lazy;
pub mod lesson;
pub mod line;
pub mod metrics;
pub mod partitions;
pub mod producer;
pub mod reference;
pub mod settings;
pub mod settings_broker;
pub mod settings_panel;
pub mod system;
pub mod tables;
pub mod target;
pub mod timeline;
pub mod verdict;

/// What names a panel: its heading, and in a comparison also its side's heading
/// ("Verdict, B: the pinned consumer"), so that each landmark's name is its own.
pub fn labelled_by(title: &str, side: &str) -> String {
    if side.is_empty() {
        title.to_string()
    } else {
        format!("{title}{side} compare{side}")
    }
}
