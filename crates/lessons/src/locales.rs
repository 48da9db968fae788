// The locales AckLab ships, in one list: the web app's language menu and its message
// files, the lessons' text files, the glossary and the CLI all read it, and the build
// script includes this file to embed the lessons' texts. (Plain comments: the build
// script includes it where inner doc comments are not allowed.)

/// Each shipped locale: its code and the language's name in itself. English first: it
/// is the fallback.
pub const SHIPPED: [(&str, &str); 4] = [
    ("en", "English"),
    ("uk", "Українська"),
    ("ru", "Русский"),
    ("uz", "Oʻzbekcha"),
];

/// The shipped locales' codes, in the same order.
pub const LOCALES: [&str; 4] = [SHIPPED[0].0, SHIPPED[1].0, SHIPPED[2].0, SHIPPED[3].0];
