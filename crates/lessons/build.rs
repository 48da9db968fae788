//! Embeds `lessons/course.json` and every lesson's files, so the CLI and the web app
//! carry the course without reading files at run time.

use std::fmt::Write as _;
use std::path::Path;

const LOCALES: [&str; 4] = ["en", "uk", "ru", "uz"];

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let course_path = root.join("course.json");
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed={}", course_path.display());
    let course = std::fs::read_to_string(&course_path).unwrap_or_else(|_| "[]".to_string());
    let ids: Vec<String> = serde_json_lite(&course);
    // The web app carries English only and fetches another locale's texts when the
    // learner picks it; the CLI and the tests carry them all.
    let embedded: &[&str] = if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        &LOCALES[..1]
    } else {
        &LOCALES
    };
    let mut code = String::from(
        "/// A locale and its text file.\npub type Text = (&'static str, &'static str);\n",
    );
    code.push_str("/// (id, lesson.json, texts), in course order.\n");
    code.push_str("pub static FILES: &[(&str, &str, &[Text])] = &[\n");
    for id in &ids {
        let dir = root.join(id);
        println!("cargo:rerun-if-changed={}", dir.display());
        let json = dir.join("lesson.json");
        let _ = write!(
            code,
            "    ({id:?}, include_str!({:?}), &[",
            json.display().to_string()
        );
        for locale in embedded {
            let text = dir.join(format!("{locale}.ftl"));
            println!("cargo:rerun-if-changed={}", text.display());
            if text.exists() {
                let _ = write!(
                    code,
                    "({locale:?}, include_str!({:?})), ",
                    text.display().to_string()
                );
            }
        }
        code.push_str("]),\n");
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("files.rs");
    if let Err(error) = std::fs::write(&out, code) {
        panic!("cannot write {}: {error}", out.display());
    }
}

/// The course file is a JSON array of lesson ids; a build script keeps its
/// dependencies to none, so this reads the strings between quotes.
fn serde_json_lite(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}
