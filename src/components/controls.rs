//! Playback: play, pause, step, step back, run to end, reset, speed and a scrubber.
//! Accessible names are the English words tests outside this repo look for.

use yew::prelude::*;

use crate::i18n::{tr, tr_args};

/// What a playback control asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Play,
    Pause,
    Step,
    StepBack,
    RunToEnd,
    Reset,
    Scrub(u64),
    Speed(u32),
}

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// A lesson's question is still open: time cannot move yet.
    #[prop_or_default]
    pub locked: bool,
    pub tick: u64,
    pub end_tick: u64,
    pub playing: bool,
    pub speed: u32,
    pub on_command: Callback<Command>,
}

/// The speeds the menu offers, in ticks per second; + and − step through them.
pub const SPEEDS: [u32; 4] = [2, 4, 10, 25];

fn input_value(event: &Event) -> Option<u64> {
    let target = event.target()?;
    let input: web_sys::HtmlInputElement = wasm_bindgen::JsCast::dyn_into(target).ok()?;
    input.value().parse().ok()
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let send = |command: Command| props.on_command.reform(move |_: MouseEvent| command);
    let button = |key: &str, command: Command, disabled: bool| {
        // aria-disabled, not disabled: a pressed button that becomes unavailable keeps
        // the keyboard focus instead of dropping it to the page.
        // Not primary: on the first screen the one primary action is the lesson's Start.
        let class = classes!("control");
        html! { <button {class} aria-label={tr(key)} aria-disabled={disabled.to_string()} onclick={send(command)}>{ tr(key) }</button> }
    };
    let at_end = props.tick >= props.end_tick;
    let scrub = props
        .on_command
        .reform(|event: InputEvent| Command::Scrub(input_value(&event).unwrap_or(0)));
    let speed = props.on_command.reform(|event: Event| {
        let value = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
            .and_then(|s| s.value().parse().ok());
        Command::Speed(value.unwrap_or(4))
    });
    html! {
        <section class="panel controls" aria-label={tr("scrubber")}>
            <div class="buttons">
                if props.playing {
                    { button("pause", Command::Pause, false) }
                } else {
                    { button("play", Command::Play, props.locked) }
                }
                { button("step-back", Command::StepBack, props.tick == 0) }
                { button("step", Command::Step, at_end || props.locked) }
                { button("run-to-end", Command::RunToEnd, at_end || props.locked) }
                { button("reset", Command::Reset, props.tick == 0) }
                <label class="speed"><span class="speed-word">{ tr("speed") }</span>{" "}
                    <select onchange={speed}>
                        { for SPEEDS.iter().map(|s| html! {
                            <option value={s.to_string()} selected={*s == props.speed}>{ format!("{s}×") }</option>
                        }) }
                    </select>
                </label>
            </div>
            <label class="scrubber">
                <span>{ tr_args("timeline-position", &[("tick", props.tick.into()), ("end", props.end_tick.into())]) }</span>
                <input type="range" min="0" max={props.end_tick.to_string()} value={props.tick.to_string()}
                    aria-label={tr("scrubber")} oninput={scrub} />
            </label>
        </section>
    }
}
