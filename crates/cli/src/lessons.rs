//! `acklab lessons list` and `acklab lessons check`.

use acklab_lessons::{check, course, LOCALES};
use serde_json::{json, Map, Value};

use crate::LessonsAction;

pub fn execute(action: LessonsAction) -> Result<String, String> {
    let lessons = course()?;
    match action {
        LessonsAction::List { json } => {
            if json {
                let list: Vec<Value> = lessons
                    .iter()
                    .map(|lesson| {
                        let titles: Map<String, Value> = LOCALES
                            .iter()
                            .map(|l| {
                                (
                                    l.to_string(),
                                    json!(lesson.text(l, "title").unwrap_or_default()),
                                )
                            })
                            .collect();
                        json!({ "id": lesson.id, "concepts": lesson.concepts, "titles": titles })
                    })
                    .collect();
                return Ok(Value::Array(list).to_string());
            }
            let lines: Vec<String> = lessons
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    format!(
                        "{:>2}. {:<36} {}",
                        i + 1,
                        l.id,
                        l.text("en", "title").unwrap_or_default()
                    )
                })
                .collect();
            Ok(lines.join("\n"))
        }
        LessonsAction::Check => {
            let problems: Vec<String> = lessons.iter().flat_map(check).collect();
            if problems.is_empty() {
                return Ok(format!(
                    "{} lessons agree with the simulator",
                    lessons.len()
                ));
            }
            // A lesson that disagrees with the simulator is a failed check (exit 1), not
            // invalid input (exit 2).
            for problem in &problems {
                eprintln!("acklab: {problem}");
            }
            std::process::exit(1);
        }
    }
}
