//! The timeline component's row cache and drawing, on recorded runs.

use std::rc::Rc;

use acklab_sim::Scenario;
use yew::html;

use super::{row_id, DrawnRows};
use crate::lanes::{Row, RowKind};
use crate::state::record;
use crate::view::SimView;

#[test]
fn a_row_is_drawn_again_when_it_stops_being_current_or_its_stretch_grows() {
    let row = |kind| Row {
        kind,
        y: 0,
        height: 20,
    };
    let tick = row(RowKind::Tick {
        tick: 7,
        events: Vec::new(),
        more: 0,
    });
    assert_ne!(
        row_id(&tick, 7),
        row_id(&tick, 8),
        "t=7 was current, now it is not"
    );
    assert_eq!(
        row_id(&tick, 8),
        row_id(&tick, 9),
        "a past tick stays the same"
    );
    let (short, long) = (
        row(RowKind::Quiet { from: 3, to: 5 }),
        row(RowKind::Quiet { from: 3, to: 6 }),
    );
    assert_ne!(
        row_id(&short, 9),
        row_id(&long, 9),
        "a quiet stretch that grew"
    );
}

#[test]
fn drawn_rows_are_kept_only_for_the_same_run_language_lanes_and_lines() {
    let scenario = Scenario::example();
    let recording = record(&scenario).expect("a test scenario fits the page");
    let (early, late) = (
        Rc::new(SimView::at(&recording, 2)),
        Rc::new(SimView::at(&recording, 5)),
    );
    let drawn = |view: &Rc<SimView>| DrawnRows {
        view: Some(view.clone()),
        locale: "en".into(),
        size: (90, 20),
        rows: vec![((2, 2, false), html! { <g /> })],
    };
    assert_eq!(
        drawn(&early).take_if_same(&late, "en", (90, 20)).len(),
        1,
        "a later tick of the same run"
    );
    assert!(
        drawn(&early).take_if_same(&late, "uk", (90, 20)).is_empty(),
        "another language"
    );
    assert!(
        drawn(&early)
            .take_if_same(&late, "en", (100, 20))
            .is_empty(),
        "wider lanes"
    );
    assert!(
        drawn(&early).take_if_same(&late, "en", (90, 44)).is_empty(),
        "taller lines (a touch screen)"
    );
    let rerun = Rc::new(SimView::at(&record(&scenario).expect("fits the page"), 5));
    assert!(
        drawn(&early)
            .take_if_same(&rerun, "en", (90, 20))
            .is_empty(),
        "the scenario recorded again"
    );
    assert!(
        DrawnRows::default()
            .take_if_same(&late, "en", (90, 20))
            .is_empty(),
        "the first render"
    );
}

/// The last lane's name, centred on its lane, fits inside the chart in every language,
/// even reckoned at 9 px a letter (a PNG may draw it in a wider font).
#[test]
fn the_last_lane_name_fits_in_the_chart() {
    for name in [
        "Payment service",
        "Платёжный сервис",
        "Платіжний сервіс",
        "Toʻlov xizmati",
    ] {
        let lanes: Vec<String> = ["Producer", "Broker", "Worker 1", "Database", name]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let lane = super::lane_width(&lanes);
        let width = super::chart_width(&lanes, lane);
        let centre = super::LEFT + 4 * lane + lane / 2;
        let half = name.chars().count() as u32 * 9 / 2;
        assert!(
            centre + half <= width,
            "{name}: {centre} + {half} > {width}"
        );
    }
}
