//! Embeds `lessons/course.json` and every lesson's files, so the CLI and the tests carry
//! the course without reading files at run time; the web app gets each lesson's id and
//! English title, and fetches the rest when a lesson first opens.

use std::fmt::Write as _;
use std::path::Path;

include!("src/locales.rs");

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let course_path = root.join("course.json");
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed={}", course_path.display());
    let course = std::fs::read_to_string(&course_path).unwrap_or_else(|_| "[]".to_string());
    let ids: Vec<String> = serde_json_lite(&course);
    // The web app carries only each lesson's English title (for the course menu) and
    // fetches a lesson's texts when a learner opens one; the CLI and the tests carry
    // every text of every locale.
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    let embedded: &[&str] = if web { &[] } else { &LOCALES };
    let mut code = String::from(
        "/// A locale and its text file.\npub type Text = (&'static str, &'static str);\n",
    );
    code.push_str("/// (id, lesson.json, texts), in course order.\n");
    code.push_str("pub static FILES: &[(&str, &str, &[Text])] = &[\n");
    for id in &ids {
        let dir = root.join(id);
        println!("cargo:rerun-if-changed={}", dir.display());
        let json = dir.join("lesson.json");
        // The web app fetches a lesson's file when a lesson first opens.
        let json = if web {
            "\"\"".to_string()
        } else {
            format!("include_str!({:?})", json.display().to_string())
        };
        let _ = write!(code, "    ({id:?}, {json}, &[");
        if web {
            let english = std::fs::read_to_string(dir.join("en.ftl")).unwrap_or_default();
            let title = english
                .lines()
                .find(|line| line.starts_with("title = "))
                .unwrap_or_default();
            let _ = write!(code, "(\"en\", {:?}), ", format!("{title}\n"));
        }
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
    let _ = writeln!(
        code,
        "/// A digest of every lesson and locale file, for fetching them afresh after a change.\npub const CONTENT_VERSION: &str = \"{:016x}\";",
        content_digest(&root, &root.join("../locales"))
    );
    let out = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("files.rs");
    if let Err(error) = std::fs::write(&out, code) {
        panic!("cannot write {}: {error}", out.display());
    }
}

/// FNV-1a over the names and bytes of the files under the given folders, in a fixed
/// order: it changes whenever a text the web app fetches changes.
fn content_digest(lessons: &Path, locales: &Path) -> u64 {
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut files = Vec::new();
    collect(lessons, &mut files);
    collect(locales, &mut files);
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        let bytes = std::fs::read(&file).unwrap_or_default();
        for byte in name.unwrap_or_default().bytes().chain(bytes) {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(|e| e.ok()).map(|e| e.path()) {
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
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
