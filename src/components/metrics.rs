//! The metrics panel: a small chart of each of the core's metrics over the whole run,
//! with the tick on screen marked, so that a retry storm, a pile of redeliveries or a
//! growing lag shows at a glance. The core counts (`Recording::metrics`); this draws.

use std::rc::Rc;

use acklab_sim::{BrokerKind, Metrics, Recording};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};

#[derive(Properties)]
pub struct MetricsProps {
    pub recording: Rc<Recording>,
    pub tick: u64,
    /// The broker's kind: on a log acks are offset commits, and there is a consumer lag.
    pub kind: BrokerKind,
}

/// A recording is compared by identity: the state makes a new one for every change.
impl PartialEq for MetricsProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.recording, &other.recording)
            && self.tick == other.tick
            && self.kind == other.kind
    }
}

/// A recording as a memo's key, compared by identity.
#[derive(Clone)]
struct Run(Rc<Recording>);

impl PartialEq for Run {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// One chart: its message key, its series, a second series drawn over it (dashed),
/// and whether it counts events (a total means something) or is a level.
struct Chart<'a> {
    key: &'static str,
    values: &'a [u32],
    over: Option<(&'static str, &'a [u32])>,
    counts: bool,
}

fn charts(m: &Metrics, kind: BrokerKind) -> Vec<Chart<'_>> {
    let chart = |key, values, over, counts| Chart {
        key,
        values,
        over,
        counts,
    };
    let acks = match kind {
        BrokerKind::Queue => "metric-acks",
        BrokerKind::Log => "metric-offset-commits",
    };
    let mut all = vec![
        chart(
            "metric-deliveries",
            &m.deliveries[..],
            Some(("metric-redeliveries", &m.redeliveries[..])),
            true,
        ),
        chart(acks, &m.acks, None, true),
        chart("metric-in-flight", &m.in_flight, None, false),
        chart("metric-dead-lettered", &m.dead_lettered, None, true),
        chart(
            "metric-duplicates-detected",
            &m.duplicates_detected,
            None,
            true,
        ),
        chart(
            "metric-payment-calls",
            &m.payment_calls,
            Some(("metric-payment-failures", &m.payment_failures[..])),
            true,
        ),
    ];
    match kind {
        BrokerKind::Queue => {}
        BrokerKind::Log => all.push(chart("metric-consumer-lag", &m.consumer_lag, None, false)),
    }
    all
}

/// The chart's height in the SVG's own units: a value is drawn in whole units, so
/// that no float is ever formatted (Rust's float printing would cost the bundle 10 KB).
const HEIGHT: u64 = 200;

/// A step line through the values, scaled to a box `values.len()` wide and `HEIGHT`
/// high, the peak a tenth below the top.
fn path(values: &[u32], peak: u32) -> String {
    let y = |v: u32| HEIGHT - u64::from(v) * (HEIGHT * 9 / 10) / u64::from(peak.max(1));
    let mut d = format!("M0 {}", y(values.first().copied().unwrap_or(0)));
    for (x, v) in values.iter().enumerate() {
        d.push_str(&format!("H{x}V{}", y(*v)));
    }
    d.push_str(&format!("H{}", values.len()));
    d
}

/// The chart's words: its peak and when, its total for counts, and its value now.
fn summary(chart: &Chart, width: u64, now: usize) -> String {
    let (at, peak) =
        chart.values.iter().enumerate().fold(
            (0, 0),
            |best, (i, &v)| if v > best.1 { (i, v) } else { best },
        );
    let value = chart.values.get(now).copied().unwrap_or(0);
    let total: u64 = chart.values.iter().map(|&v| u64::from(v)).sum();
    let args = [
        ("peak", u64::from(peak).into()),
        ("at", (at as u64 * width).into()),
        ("now", u64::from(value).into()),
        ("total", total.into()),
    ];
    let key = if chart.counts {
        "metric-count-summary"
    } else {
        "metric-level-summary"
    };
    format!("{}: {}", tr(chart.key), tr_args(key, &args))
}

fn chart_view(chart: &Chart, width: u64, now: usize) -> Html {
    let peak = chart
        .values
        .iter()
        .chain(chart.over.iter().flat_map(|o| o.1))
        .copied()
        .max()
        .unwrap_or(0);
    let text = summary(chart, width, now);
    let over = chart.over.map(|(key, values)| {
        (
            format!(
                "{}: {}",
                tr(key),
                values.iter().map(|&v| u64::from(v)).sum::<u64>()
            ),
            path(values, peak),
        )
    });
    let wide = chart.values.len().max(1);
    html! {
        <figure class="metric">
            <figcaption>{ &text }if let Some((words, _)) = &over { <span class="over">{ " · " }{ words }</span> }</figcaption>
            <svg viewBox={format!("0 0 {wide} {HEIGHT}")} preserveAspectRatio="none" role="img" aria-label={text.clone()}>
                <path class="series" d={path(chart.values, peak)} />
                if let Some((_, d)) = over { <path class="series over" d={d} /> }
                <line class="now" x1={now.to_string()} x2={now.to_string()} y1="0" y2={HEIGHT.to_string()} />
            </svg>
        </figure>
    }
}

#[function_component(MetricsPanel)]
pub fn metrics_panel(props: &MetricsProps) -> Html {
    let metrics = use_memo(Run(props.recording.clone()), |run| run.0.metrics());
    let width = metrics.tick_width.max(1);
    let now = (props.tick / width) as usize;
    let all = charts(&metrics, props.kind);
    let (shown, quiet): (Vec<&Chart>, Vec<&Chart>) = all.iter().partition(|c| {
        c.values
            .iter()
            .chain(c.over.iter().flat_map(|o| o.1))
            .any(|&v| v > 0)
    });
    let quiet: Vec<String> = quiet.iter().map(|c| tr(c.key)).collect();
    html! {
        <section class="panel metrics" aria-labelledby="metrics-title">
            <h2 id="metrics-title">{ tr("metrics-title") }</h2>
            <p class="help">{ tr_args("metrics-help", &[("width", width.into())]) }</p>
            { for shown.iter().map(|c| chart_view(c, width, now)) }
            if !quiet.is_empty() {
                <p class="muted">{ tr_args("metrics-always-zero", &[("names", quiet.join(", ").into())]) }</p>
            }
        </section>
    }
}
