//! Component tests in headless Chromium (wasm-bindgen-test): each component is mounted
//! on its own with props, driven through the DOM, and its callbacks observed.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use acklab::components::controls::{Command, Controls, ControlsProps};
use acklab::components::editor::{Editor, EditorProps};
use acklab::components::reference::{ReferencePanel, ReferenceProps, BROKER_RULES};
use acklab::state::{FaultTarget, Reference};
use acklab_sim::{Message, Op, Scenario, Step};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A place on the page for one component, with the English messages installed (the web
/// app fetches them at start-up; here they are read from the file it fetches).
fn mount_point() -> web_sys::Element {
    if !acklab::i18n::is_available("en") {
        let messages = include_str!("../locales/en.ftl").to_string();
        let lessons = Vec::new();
        acklab::i18n::install("en", acklab::i18n::FetchedTexts { messages, lessons });
        acklab::i18n::activate("en");
    }
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let host = document.create_element("div").expect("a div");
    document
        .body()
        .expect("a body")
        .append_child(&host)
        .expect("attached");
    host
}

/// Remembers every value a callback was called with.
fn recorder<T: 'static>() -> (Callback<T>, Rc<RefCell<Vec<T>>>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    (
        Callback::from(move |value| sink.borrow_mut().push(value)),
        seen,
    )
}

fn click(host: &web_sys::Element, selector: &str) {
    let element = host
        .query_selector(selector)
        .ok()
        .flatten()
        .expect(selector);
    element
        .dyn_into::<web_sys::HtmlElement>()
        .expect("an HTML element")
        .click();
}

#[wasm_bindgen_test]
async fn the_editor_shows_code_and_emits_moves_and_crash_points() {
    let host = mount_point();
    let (on_draft, drafts) = recorder::<Vec<Step>>();
    let (on_toggle_crash, crashes) = recorder::<Step>();
    let (on_use_table, tables) = recorder::<()>();
    let mut one_deposit = Scenario::example();
    one_deposit.faults.clear();
    one_deposit.broker.max_deliveries = 5;
    one_deposit.messages = vec![Message::new("m1", Op::Deposit)];
    let props = EditorProps {
        draft: vec![Step::Receive, Step::Apply, Step::Ack],
        error: Some("pipeline: must start with receive".into()),
        scenario: Rc::new(one_deposit),
        target: FaultTarget {
            message: 0,
            delivery: 1,
        },
        running: vec![(1, Step::Apply)],
        store_missing: true,
        can_undo: false,
        can_redo: false,
        on_draft,
        on_toggle_crash,
        on_target: Callback::noop(),
        on_use_table,
        on_undo: Callback::noop(),
        on_redo: Callback::noop(),
        locked: false,
    };
    yew::Renderer::<Editor>::with_root_and_props(host.clone(), props).render();
    yew::scheduler::flush().await;
    let text = host.text_content().unwrap_or_default();
    assert!(text.contains("balance += msg.amount"), "{text}");
    assert!(text.contains("must start with receive"), "{text}");
    click(&host, "#line-ack button[aria-label='Move up']");
    assert_eq!(
        drafts.borrow().last(),
        Some(&vec![Step::Receive, Step::Ack, Step::Apply])
    );
    click(&host, "#line-apply .gutter");
    assert_eq!(crashes.borrow().as_slice(), &[Step::Apply]);
    // The gutter names the message it crashes.
    let gutter = host.query_selector("#line-apply .gutter").ok().flatten();
    let name = gutter.and_then(|g| g.get_attribute("aria-label"));
    assert_eq!(name.as_deref(), Some("Crash m1 (delivery 1) after apply"));
    // Worker 1 is about to run apply: its line says so.
    assert!(host
        .query_selector("#line-apply.is-running")
        .ok()
        .flatten()
        .is_some());
    assert!(host
        .query_selector("#line-ack.is-running")
        .ok()
        .flatten()
        .is_none());
    click(&host, "button.chip");
    assert_eq!(
        drafts.borrow().last(),
        Some(&vec![
            Step::Receive,
            Step::Begin,
            Step::Apply,
            Step::Commit,
            Step::Ack
        ]),
        "the first chip adds begin and commit around apply"
    );
    click(&host, ".offer button");
    assert_eq!(
        tables.borrow().len(),
        1,
        "the offer switches the store to a table"
    );
}

/// Mounts the playback controls at tick 3 of 10 and records their commands.
async fn mount_controls(
    locked: bool,
    playing: bool,
) -> (web_sys::Element, Rc<RefCell<Vec<Command>>>) {
    let host = mount_point();
    let (on_command, commands) = recorder::<Command>();
    let props = ControlsProps {
        locked,
        tick: 3,
        end_tick: 10,
        playing,
        speed: 4,
        on_command,
    };
    yew::Renderer::<Controls>::with_root_and_props(host.clone(), props).render();
    yew::scheduler::flush().await;
    (host, commands)
}

#[wasm_bindgen_test]
async fn the_controls_have_their_names_and_send_commands() {
    let (host, commands) = mount_controls(false, false).await;
    for name in ["Play", "Step", "Step back", "Run to end", "Reset"] {
        assert!(
            host.query_selector(&format!("button[aria-label='{name}']"))
                .ok()
                .flatten()
                .is_some(),
            "{name}"
        );
    }
    click(&host, "button[aria-label='Step back']");
    click(&host, "button[aria-label='Run to end']");
    assert_eq!(
        commands.borrow().as_slice(),
        &[Command::StepBack, Command::RunToEnd]
    );
}

#[wasm_bindgen_test]
async fn while_playing_the_first_control_is_pause() {
    let (host, commands) = mount_controls(false, true).await;
    assert!(host
        .query_selector("button[aria-label='Play']")
        .ok()
        .flatten()
        .is_none());
    click(&host, "button[aria-label='Pause']");
    assert_eq!(commands.borrow().as_slice(), &[Command::Pause]);
}

#[wasm_bindgen_test]
async fn locked_controls_say_so_while_a_prediction_is_pending() {
    let (host, _) = mount_controls(true, false).await;
    for name in ["Play", "Step", "Run to end"] {
        let button = host
            .query_selector(&format!("button[aria-label='{name}']"))
            .ok()
            .flatten()
            .expect(name);
        assert_eq!(
            button.get_attribute("aria-disabled").as_deref(),
            Some("true"),
            "{name}"
        );
    }
}

/// Mounts a reference page and records what it asks for.
async fn mount_reference(
    reference: Reference,
) -> (
    web_sys::Element,
    Rc<RefCell<Vec<Reference>>>,
    Rc<RefCell<Vec<()>>>,
) {
    let host = mount_point();
    let (on_open, opened) = recorder::<Reference>();
    let (on_close, closed) = recorder::<()>();
    // The app fetches these when a reference page first opens.
    acklab::i18n::install_reference("en", include_str!("../locales/en-reference.ftl").into());
    let props = ReferenceProps {
        reference,
        // The web app fetches the glossary; here it is read from the file it fetches.
        glossary: Rc::new(
            acklab_lessons::parse_glossary(include_str!("../lessons/glossary.json"))
                .expect("the glossary loads"),
        ),
        locale: "en".into(),
        on_open,
        on_close,
        ready: true,
    };
    yew::Renderer::<ReferencePanel>::with_root_and_props(host.clone(), props).render();
    yew::scheduler::flush().await;
    (host, opened, closed)
}

#[wasm_bindgen_test]
async fn the_glossary_marks_the_asked_for_term_and_names_it_in_every_language() {
    let (host, opened, closed) =
        mount_reference(Reference::Glossary(Some("visibility-timeout".into()))).await;
    let current = host
        .query_selector(".term.current dt")
        .ok()
        .flatten()
        .expect("the asked-for term is marked");
    assert_eq!(current.id(), "term-visibility-timeout");
    let text = host.text_content().unwrap_or_default();
    for language in ["English:", "Українська:", "Русский:", "Oʻzbekcha:"] {
        assert!(text.contains(language), "{language}");
    }
    click(&host, ".reference-actions button.link");
    assert_eq!(opened.borrow().as_slice(), &[Reference::BrokerRules]);
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Escape");
    init.set_bubbles(true);
    let escape = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("an event");
    current.dispatch_event(&escape).expect("dispatched");
    assert_eq!(closed.borrow().len(), 1, "Escape closes the page");
}

#[wasm_bindgen_test]
async fn the_broker_rules_name_each_rule_and_the_real_brokers() {
    let (host, _, _) = mount_reference(Reference::BrokerRules).await;
    assert_eq!(
        host.query_selector_all("h3")
            .map(|l| l.length())
            .unwrap_or(0) as usize,
        BROKER_RULES.len()
    );
    // Each rule compares the model with at least one real broker by name.
    let rules = host.query_selector_all("h3 + p").expect("rules");
    assert_eq!(rules.length() as usize, BROKER_RULES.len());
    for index in 0..rules.length() {
        let text = rules
            .item(index)
            .and_then(|rule| rule.text_content())
            .unwrap_or_default();
        assert!(
            ["RabbitMQ", "SQS", "Kafka"]
                .iter()
                .any(|b| text.contains(b)),
            "rule {index} names no real broker: {text}"
        );
    }
}

/// Resolves in a later task (a zero-delay timer), after the timers queued before it.
async fn next_task() {
    let promise = wasm_bindgen_futures::js_sys::Promise::new(&mut |resolve, _| {
        let window = web_sys::window().expect("a window");
        window.set_timeout_with_callback(&resolve).expect("a timer");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("the timer fired");
}

/// The tick the timeline marks as the current one.
fn timeline_now(host: &web_sys::Element) -> String {
    host.query_selector(".timeline text.tick.now")
        .ok()
        .flatten()
        .and_then(|t| t.text_content())
        .unwrap_or_default()
}

/// Mounts the timeline at a tick a quarter into the scenario's run, moves it to its
/// last, and says which tick it marks at once and which a task later, and which tick
/// it was moved to.
async fn timeline_moved(scenario: Scenario) -> (String, String, String) {
    use acklab::components::timeline::{Timeline, TimelineProps};
    use acklab::view::SimView;
    let host = mount_point();
    let scenario = Rc::new(scenario);
    let recording = acklab_sim::Recording::new(
        std::sync::Arc::new((*scenario).clone()),
        acklab_sim::CHECKPOINT_TICKS,
    );
    let ticks: Vec<u64> = recording.trace().iter().map(|e| e.tick).collect();
    let (first, second) = (ticks[ticks.len() / 4], ticks[ticks.len() - 1]);
    assert!(first < second);
    let props = |tick: u64| TimelineProps {
        view: Rc::new(SimView::at(&recording, tick)),
        scenario: scenario.clone(),
        playing: false,
        on_jump: Callback::noop(),
        on_add_fault: Callback::noop(),
        side: AttrValue::default(),
    };
    let mut app =
        yew::Renderer::<Timeline>::with_root_and_props(host.clone(), props(first)).render();
    yew::scheduler::flush().await;
    assert_eq!(timeline_now(&host), format!("t={first}"));
    app.update(props(second));
    yew::scheduler::flush().await;
    let at_once = timeline_now(&host);
    next_task().await;
    yew::scheduler::flush().await;
    let later = timeline_now(&host);
    app.destroy();
    (at_once, later, format!("t={second}"))
}

#[wasm_bindgen_test]
async fn a_crowded_runs_timeline_is_drawn_a_task_later_a_small_ones_at_once() {
    let large = Scenario::from_json(include_str!("../e2e/large.acklab.json"))
        .expect("the large test scenario");
    let (at_once, later, moved_to) = timeline_moved(large).await;
    assert_ne!(at_once, moved_to, "crowded: the old tick at once");
    assert_eq!(later, moved_to, "crowded: the new tick a task later");
    let (at_once, later, moved_to) = timeline_moved(Scenario::example()).await;
    assert_eq!(
        (&at_once, &later),
        (&moved_to, &moved_to),
        "small: the new tick at once"
    );
}
