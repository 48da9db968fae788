//! What the app tells the learner in a notice or a confirmation, kept as data: which
//! message and with what arguments. The reducer decides which notice; the page words it
//! in the active language when it draws it, so the state reads no message file and a
//! notice on screen follows a change of language.

use std::rc::Rc;

use acklab_sim::ScenarioError;

use crate::deck::BrokenDeck;
use crate::errors::{broken_deck_text, broken_link_text, error_text, BrokenLink};
use crate::i18n::{tr, tr_args, Arg};

#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// One of our messages, by its key, with its arguments.
    Says(&'static str, Vec<(&'static str, Arg)>),
    /// One of our messages whose `reason` is another notice, worded first.
    Because(&'static str, Rc<Notice>),
    /// A scenario the core refused: the field at fault and why.
    Invalid(ScenarioError),
    /// A link whose scenario cannot be opened.
    BrokenLink(BrokenLink),
    /// A deck link that cannot be opened.
    BrokenDeck(Rc<BrokenDeck>),
}

impl Notice {
    /// A message without arguments.
    pub fn says(key: &'static str) -> Notice {
        Notice::Says(key, Vec::new())
    }

    /// A message with its `reason` worded by `reason`.
    pub fn because(key: &'static str, reason: Notice) -> Notice {
        Notice::Because(key, Rc::new(reason))
    }

    /// The notice in the active language.
    pub fn text(&self) -> String {
        match self {
            Notice::Says(key, args) if args.is_empty() => tr(key),
            Notice::Says(key, args) => tr_args(key, args),
            Notice::Because(key, reason) => tr_args(key, &[("reason", reason.text().into())]),
            Notice::Invalid(error) => error_text(error),
            Notice::BrokenLink(broken) => broken_link_text(broken),
            Notice::BrokenDeck(broken) => broken_deck_text(broken),
        }
    }
}
