//! The app in a course page's frame, as the address asks: `?embed` drops the page
//! header and shows only the panels `?panels=` names, `?lock` leaves playback only (no
//! edits, no lesson switching), and with `?embed` a `?lesson=` pins that one lesson.
//! Pure: read from the query string, tested natively.

use crate::state::LessonProgress;
use crate::url::{has_flag, param};

/// A panel a course author can show or leave out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Consumer,
    Faults,
    Settings,
    System,
    Verdict,
    Timeline,
    Tables,
    Explorer,
    Events,
    Lesson,
    Metrics,
}

/// Each panel's name in `?panels=`, in the app's order.
pub const NAMES: [(&str, Panel); 11] = [
    ("consumer", Panel::Consumer),
    ("faults", Panel::Faults),
    ("settings", Panel::Settings),
    ("system", Panel::System),
    ("verdict", Panel::Verdict),
    ("timeline", Panel::Timeline),
    ("tables", Panel::Tables),
    ("metrics", Panel::Metrics),
    ("explorer", Panel::Explorer),
    ("events", Panel::Events),
    ("lesson", Panel::Lesson),
];

/// The set of panels on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown(u16);

impl Shown {
    pub const ALL: Shown = Shown(u16::MAX);

    pub fn has(self, panel: Panel) -> bool {
        self.0 & (1 << panel as u16) != 0
    }

    fn with(self, panel: Panel) -> Shown {
        Shown(self.0 | (1 << panel as u16))
    }

    /// The set with `panel` shown if it was hidden, hidden if it was shown.
    pub fn toggled(self, panel: Panel) -> Shown {
        Shown(self.0 ^ (1 << panel as u16))
    }

    fn of(panels: &[Panel]) -> Shown {
        panels
            .iter()
            .fold(Shown(0), |shown, panel| shown.with(*panel))
    }
}

/// What the address asks of the app's frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// `?embed`: no page header, a link to the full app instead.
    pub embed: bool,
    /// `?lock`: playback only.
    pub lock: bool,
    /// `?embed&lesson=`: the lesson cannot be closed or left for another.
    pub lesson_pinned: bool,
    pub shown: Shown,
    /// Names in `?panels=` that are not panels, so that the author can be told.
    pub unknown_panels: Vec<String>,
    /// The query of the full app for the same language and lesson (see `full_app_query`).
    pub full_app_query: String,
}

/// Reads `?embed`, `?lock`, `?panels=` and `?lesson=` from the query string.
pub fn frame(query: &str) -> Frame {
    let embed = has_flag(query, "embed");
    let lesson = param(query, "lesson").is_some_and(|id| !id.is_empty());
    let mut unknown_panels = Vec::new();
    let shown = match param(query, "panels").filter(|_| embed) {
        Some(list) => list.split(',').filter(|name| !name.is_empty()).fold(
            Shown(0),
            |shown, name| match NAMES.iter().find(|(n, _)| *n == name) {
                Some((_, panel)) => shown.with(*panel),
                None => {
                    unknown_panels.push(name.to_string());
                    shown
                }
            },
        ),
        // A frame is small: what the consumer does and what comes of it, and the
        // lesson if the address names one (not the course's picker).
        None if embed => Shown::of(&[
            Panel::Consumer,
            Panel::System,
            Panel::Verdict,
            Panel::Timeline,
            if lesson {
                Panel::Lesson
            } else {
                Panel::Verdict
            },
        ]),
        None => Shown::ALL,
    };
    Frame {
        embed,
        lock: has_flag(query, "lock"),
        lesson_pinned: embed && lesson,
        shown,
        unknown_panels,
        full_app_query: full_app_query(query),
    }
}

/// The query of the full app for the same language and lesson: the frame's own
/// parameters dropped, for the "Open in AckLab" link.
pub fn full_app_query(query: &str) -> String {
    let kept: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .filter(|p| !["embed", "lock", "panels"].iter().any(|n| has_flag(p, n)))
        .collect();
    if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    }
}

/// The address of the app in a course page's frame: embedded, in `locale`, with the
/// panels `shown` (in the app's order), locked or not, on a lesson or on a scenario
/// (`hash`, without `#`). `base` is the app's own address, without query or hash.
pub fn embed_address(
    base: &str,
    locale: &str,
    lesson: Option<&str>,
    shown: Shown,
    lock: bool,
    hash: &str,
) -> String {
    let panels: Vec<&str> = NAMES
        .iter()
        .filter(|(_, panel)| shown.has(*panel))
        .map(|(name, _)| *name)
        .collect();
    let mut query = format!("?embed&lang={locale}&panels={}", panels.join(","));
    if lock {
        query += "&lock";
    }
    match lesson {
        Some(id) => format!("{base}{query}&lesson={id}"),
        None => format!("{base}{query}#{hash}"),
    }
}

/// The snippet a course author pastes: the frame, and the lines that size it to the
/// app's height (the README's host page, shortened).
pub fn snippet(address: &str) -> String {
    format!(
        r#"<iframe id="acklab" title="AckLab" src="{}" width="100%" height="600" style="border: 0"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"></iframe>
<script>
  addEventListener('message', (event) => {{
    const frame = document.getElementById('acklab');
    if (event.source === frame.contentWindow && event.data.type === 'acklab:height') frame.style.height = event.data.height + 'px';
  }});
</script>"#,
        address.replace('&', "&amp;").replace('"', "&quot;")
    )
}

/// What a framing course page is told about the open lesson (shapes in the README):
/// `acklab:lesson-answered` once the prediction is locked in (`answer` is null if the
/// learner skipped it), `acklab:lesson-completed` once the run has graded it.
pub fn lesson_message(lesson: &str, progress: &LessonProgress) -> Option<String> {
    let json = |text: Option<&str>| serde_json::to_string(&text).unwrap_or_default();
    let (id, answer) = (json(Some(lesson)), json(progress.choice.map(|c| c.name())));
    if !progress.committed {
        return None;
    }
    Some(match &progress.simulated {
        None => format!(r#"{{"type":"acklab:lesson-answered","lesson":{id},"answer":{answer}}}"#),
        Some(simulated) => format!(
            r#"{{"type":"acklab:lesson-completed","lesson":{id},"answer":{answer},"correct":{},"expected":{}}}"#,
            progress.choice == Some(*simulated),
            json(Some(simulated.name()))
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_dialogs_address_opens_the_frame_it_describes() {
        let shown = Shown::of(&[Panel::Verdict, Panel::Consumer, Panel::Timeline]);
        let address = embed_address(
            "https://x/acklab/",
            "uk",
            Some("ack-first"),
            shown,
            true,
            "s=e30",
        );
        assert_eq!(
            address,
            "https://x/acklab/?embed&lang=uk&panels=consumer,verdict,timeline&lock&lesson=ack-first"
        );
        let query = address.split_once('?').map(|(_, q)| q).unwrap_or_default();
        let read = frame(query);
        assert!(read.embed && read.lock && read.lesson_pinned && read.unknown_panels.is_empty());
        assert_eq!(read.shown, shown);
        let scenario = embed_address(
            "/",
            "en",
            None,
            shown.toggled(Panel::Verdict),
            false,
            "s=e30",
        );
        assert!(
            scenario.ends_with("&panels=consumer,timeline#s=e30"),
            "{scenario}"
        );
        let html = snippet(&address);
        assert!(
            html.contains("src=\"https://x/acklab/?embed&amp;lang=uk&amp;panels="),
            "{html}"
        );
        assert!(html.contains("acklab:height"));
    }

    #[test]
    fn a_course_page_hears_the_answer_then_the_grade() {
        let mut progress = LessonProgress {
            index: 0,
            choice: Some(acklab_lessons::Answer::Outcome(acklab_sim::Outcome::Lost)),
            committed: false,
            simulated: None,
        };
        assert_eq!(
            lesson_message("ack-first", &progress),
            None,
            "nothing before the answer"
        );
        progress.committed = true;
        let answered: serde_json::Value =
            serde_json::from_str(&lesson_message("ack-first", &progress).unwrap_or_default())
                .expect("JSON");
        assert_eq!(
            answered,
            serde_json::json!({"type": "acklab:lesson-answered", "lesson": "ack-first", "answer": "lost"})
        );
        progress.simulated = Some(acklab_lessons::Answer::Outcome(
            acklab_sim::Outcome::Duplicated,
        ));
        let graded: serde_json::Value =
            serde_json::from_str(&lesson_message("ack-first", &progress).unwrap_or_default())
                .expect("JSON");
        assert_eq!(graded["type"], "acklab:lesson-completed");
        assert_eq!(graded["correct"], false);
        assert_eq!(graded["expected"], "duplicated");
        progress.choice = None;
        let skipped = lesson_message("ack-first", &progress).unwrap_or_default();
        assert!(
            skipped.contains(r#""answer":null,"correct":false"#),
            "{skipped}"
        );
    }

    #[test]
    fn the_full_app_shows_everything_and_locks_nothing() {
        let frame = frame("lang=uk&lesson=ack-first-loses");
        assert!(!frame.embed && !frame.lock && !frame.lesson_pinned);
        assert_eq!(frame.shown, Shown::ALL);
    }

    #[test]
    fn an_embed_shows_the_default_panels_or_the_named_ones() {
        let default = frame("?embed");
        assert!(default.embed && !default.lesson_pinned);
        assert!(default.shown.has(Panel::Verdict) && !default.shown.has(Panel::Explorer));
        assert!(
            !default.shown.has(Panel::Lesson),
            "no course picker in a small frame"
        );
        assert!(frame("embed&lesson=x").shown.has(Panel::Lesson));
        let chosen = frame("embed&panels=verdict,timeline,explorer,bogus&lock");
        assert!(chosen.lock);
        assert!(chosen.shown.has(Panel::Explorer) && !chosen.shown.has(Panel::Consumer));
        assert_eq!(chosen.unknown_panels, vec!["bogus".to_string()]);
    }

    #[test]
    fn a_lesson_is_pinned_only_in_an_embed() {
        assert!(frame("embed=1&lesson=x").lesson_pinned);
        assert!(!frame("lesson=x").lesson_pinned);
        assert!(!frame("embed&lesson=").lesson_pinned);
        assert!(!frame("embedded&locked").embed && !frame("locked").lock);
    }

    #[test]
    fn the_full_app_link_keeps_the_language_and_the_lesson() {
        assert_eq!(
            full_app_query("?embed&lang=ru&panels=verdict&lock&lesson=x"),
            "?lang=ru&lesson=x"
        );
        assert_eq!(full_app_query("embed"), "");
    }
}
