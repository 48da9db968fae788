//! The release bundle and its size budget (wasm + js + css, gzip -9).

use std::path::Path;
use std::process::{Command, Stdio};

use crate::{cmd, root, Result, StatusOk};

/// The whole bundle must stay under this many gzip bytes; set from measurement, see
/// docs/benchmarks.md.
pub const BUDGET_GZIP_BYTES: u64 = 330_000;
const DIST: &str = "dist-release";

pub fn build_release() -> Result<()> {
    cmd("trunk", &["build", "--release", "--dist", DIST]).status_ok()
}

fn gzip_size(path: &Path) -> Result<u64> {
    let output = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .stderr(Stdio::inherit())
        .output()?;
    if !output.status.success() {
        return Err(format!("gzip failed on {}", path.display()).into());
    }
    Ok(output.stdout.len() as u64)
}

/// Prints each file's raw and gzip size; with `enforce`, fails over budget.
pub fn report(enforce: bool) -> Result<()> {
    let mut total = 0;
    let mut entries: Vec<_> = std::fs::read_dir(root().join(DIST))?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        let counted = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| matches!(e, "wasm" | "js" | "css"));
        if !counted {
            continue;
        }
        let raw = std::fs::metadata(&path)?.len();
        let gzip = gzip_size(&path)?;
        total += gzip;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        println!("size: {name:<40} {raw:>9} bytes, {gzip:>8} gzip -9");
    }
    println!("size: total {total} gzip bytes (budget {BUDGET_GZIP_BYTES})");
    if enforce && total > BUDGET_GZIP_BYTES {
        return Err(format!(
            "bundle is {total} gzip bytes, over the budget of {BUDGET_GZIP_BYTES}"
        )
        .into());
    }
    Ok(())
}
