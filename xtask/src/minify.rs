//! Minifies the release build's scripts with terser (npm), after Trunk: Trunk's own
//! minifier fails on wasm-bindgen's glue ("Failed to minify JS") and leaves it whole,
//! 48 KB of it. The glue is an ES module (its top-level names are its own); the
//! others are classic scripts whose top-level names other scripts use (`wasm_bindgen`
//! in the explorer's worker, the page's functions), so those names are kept.

use std::path::Path;

use crate::{cmd, root, Result, StatusOk};

/// Whether a built script is an ES module: the app's glue (`acklab-web-<hash>.js`) and
/// the chunks' loader (`acklab-split-<hash>.js`, crate::split).
fn is_module(name: &str) -> bool {
    name.starts_with("acklab-web-") || name.starts_with("acklab-split-")
}

/// Minifies every script at the top of the built site in place.
pub fn scripts(dist: &Path) -> Result<()> {
    let terser = root().join("node_modules/terser/bin/terser");
    let mut names: Vec<String> = std::fs::read_dir(dist)?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".js"))
        .collect();
    names.sort();
    for name in names {
        let path = dist.join(&name);
        let path = path.to_string_lossy();
        let mut args = vec![path.as_ref(), "--compress", "--mangle", "-o", path.as_ref()];
        if is_module(&name) {
            args.push("--module");
        }
        let mut command = cmd("node", &[&terser.to_string_lossy()]);
        command.args(&args);
        command
            .status_ok()
            .map_err(|e| format!("terser on {name}: {e}"))?;
    }
    Ok(())
}
