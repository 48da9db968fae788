//! The CLI contract as outside tests use it: arguments, JSON shapes and exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const SCENARIO: &str = r#"{"format": "acklab/1",
  "messages": [{"id": "m1", "op": "create_order"}, {"id": "m2", "op": "deposit"}],
  "pipeline": ["receive", "ack", "apply"],
  "faults": [{"kind": "crash", "after": "ack", "message": "m1"}]}"#;

fn acklab(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acklab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("acklab starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin written");
    child.wait_with_output().expect("acklab finishes")
}

fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

#[test]
fn run_json_reports_each_message_in_scenario_order() {
    let output = acklab(&["run", "-", "--json"], SCENARIO);
    assert_eq!(output.status.code(), Some(0));
    let report = json(&output);
    let messages = report["messages"].as_array().expect("messages array");
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[0]["id"], "m1");
    assert_eq!(messages[0]["op"], "create_order");
    assert_eq!(messages[0]["applied"], 0);
    assert_eq!(messages[0]["outcome"], "lost");
    assert_eq!(messages[0]["deliveries"], 1);
    assert!(messages[0]["explanation"]
        .as_str()
        .is_some_and(|t| t.contains("after ack and before apply")));
    assert_eq!(messages[1]["outcome"], "ok");
    assert!(messages[1]["explanation"].is_null());
    assert_eq!(report["totals"]["lost"], 1);
    assert!(report["trace"].as_array().is_some_and(|t| !t.is_empty()));
}

#[test]
fn run_reads_a_file_and_prints_a_table() {
    let path = std::env::temp_dir().join(format!("acklab-cli-test-{}.json", std::process::id()));
    std::fs::write(&path, SCENARIO).expect("temp file written");
    let output = acklab(&["run", path.to_str().expect("utf-8 path")], "");
    std::fs::remove_file(&path).ok();
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("m1") && text.contains("LOST"), "{text}");
    assert!(text.contains("1 ok, 1 lost"), "{text}");
}

#[test]
fn explore_json_derives_the_guarantee() {
    let output = acklab(
        &["explore", "-", "--json"],
        &SCENARIO.replace(r#""faults""#, r#""unused_faults""#),
    );
    assert_eq!(output.status.code(), Some(2), "unknown field is refused");
    let clean = r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "create_order"}], "pipeline": ["receive", "ack", "apply"]}"#;
    let report = json(&acklab(&["explore", "-", "--json"], clean));
    assert_eq!(report["guarantee"], "at-most-once");
    assert!(report["schedules"].as_u64().is_some_and(|n| n > 1));
    assert!(report["lost"].as_u64().is_some_and(|n| n > 0));
    assert_eq!(report["duplicated"], 0);
    assert_eq!(report["examples"][0]["outcome"], "lost");
    assert_eq!(report["parked"], 0);
    assert_eq!(report["scope"], "single_faults");
    let pairs = json(&acklab(&["explore", "-", "--json", "--pairs"], clean));
    assert!(pairs["schedules"].as_u64() > report["schedules"].as_u64());
    assert_eq!(pairs["scope"], "single_faults_and_pairs");
}

#[test]
fn explore_text_states_the_guarantee_with_its_scope() {
    let clean = r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "create_order"}], "pipeline": ["receive", "ack", "apply"]}"#;
    let single = acklab(&["explore", "-"], clean);
    let text = String::from_utf8_lossy(&single.stdout);
    let schedules = json(&acklab(&["explore", "-", "--json"], clean))["schedules"].clone();
    assert!(
        text.starts_with(&format!(
            "guarantee: at-most-once: in the {schedules} schedules tried (as written and with every single fault), none was duplicated, some were lost"
        )),
        "{text}"
    );
    let pairs = acklab(&["explore", "-", "--pairs"], clean);
    assert!(
        String::from_utf8_lossy(&pairs.stdout).contains("with every single fault and every pair)"),
        "pairs widen the scope"
    );
}

#[test]
fn bad_input_and_bad_usage_exit_2_with_one_line() {
    let cases: [(&[&str], &str); 6] = [
        (&["run", "-"], "{not json"),
        (
            &["run", "-"],
            r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "create_order"}], "pipeline": ["apply"]}"#,
        ),
        (&["run", "/no/such/file.json"], ""),
        (&["fly"], ""),
        (&["run"], ""),
        (&["explore", "-", "--bogus"], ""),
    ];
    for (args, stdin) in cases {
        let output = acklab(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_exits_0() {
    let output = acklab(&["--help"], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("explore"));
}

#[test]
fn lessons_list_json_gives_ids_concepts_and_titles_in_course_order() {
    let output = acklab(&["lessons", "list", "--json"], "");
    assert_eq!(output.status.code(), Some(0));
    let lessons = json(&output);
    let lessons = lessons.as_array().expect("an array");
    assert!(lessons.len() >= 16);
    assert_eq!(lessons[0]["id"], "ack-first-loses");
    assert!(lessons[0]["concepts"]
        .as_array()
        .is_some_and(|c| !c.is_empty()));
    for locale in acklab_lessons::LOCALES {
        assert!(lessons[0]["titles"].get(locale).is_some(), "{locale}");
    }
    assert!(lessons[0]["titles"]["en"]
        .as_str()
        .is_some_and(|t| !t.is_empty()));
}

#[test]
fn lessons_check_passes() {
    let output = acklab(&["lessons", "check"], "");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("agree with the simulator"));
}

/// A reader that stops early (`acklab run --json … | head -c 10`) closes the pipe: the
/// command stops writing and exits 0, without a panic on stderr.
#[test]
fn a_reader_that_stops_early_is_not_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_acklab"))
        .args(["run", "--json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("acklab starts");
    // Closing our end of its output before it writes makes its write fail.
    drop(child.stdout.take());
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(SCENARIO.as_bytes())
        .expect("stdin written");
    let output = child.wait_with_output().expect("acklab finishes");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(output.status.code(), Some(0), "{stderr}");
}

/// A file larger than any scenario is refused before it is read whole: `/dev/zero`
/// never ends, and must not be read until memory runs out.
#[test]
fn an_endless_or_huge_input_is_refused_in_one_line() {
    let output = acklab(&["run", "/dev/zero"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("larger than 1000000 bytes"), "{stderr}");
}

/// Some Windows editors start a UTF-8 file with a byte-order mark.
#[test]
fn a_byte_order_mark_is_accepted() {
    let output = acklab(&["run", "--json", "-"], &format!("\u{feff}{SCENARIO}"));
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(json(&output)["messages"].as_array().map(Vec::len), Some(2));
}
