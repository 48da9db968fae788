//! One component per file; each takes an `XxxProps` with `Callback` props.

pub mod bulk;
pub mod compare;
pub mod controls;
pub mod deck;
pub mod editor;
pub mod embed_dialog;
pub mod events;
pub mod explorer;
pub mod faults;
pub mod files;
pub mod help;
pub mod language;
pub mod lesson;
pub mod line;
pub mod reference;
pub mod settings;
pub mod system;
pub mod tables;
pub mod target;
pub mod timeline;
pub mod verdict;
