//! Splits the app's WebAssembly into the first load and chunks fetched on first use
//! (issue 31), after Trunk's release build. Functions marked `#[wasm_split(name)]`
//! (src/chunks.rs) are the entries of the chunks: `wasm_split_cli_support` moves each
//! one, and all code only it reaches, out of the module, and writes the loader script the
//! main module imports them through. Trunk cannot do this step between its linking and
//! wasm-bindgen, so it is done again here from the linked module Trunk's cargo left in
//! Cargo's target directory (linked with `--emit-relocs`, see size.rs): split,
//! wasm-bindgen with the exports the chunks need, wasm-opt with the page's own
//! parameters (index.html), and Trunk's two files replaced by the result under their
//! names.
//!
//! Every file written carries the hash in Trunk's name of the module (its content
//! follows from the linked module), so neither the browser's cache nor the offline one
//! can hand a page a chunk of another build; the page names the chunks in a meta element
//! that the service worker reads to keep them for offline use.

use std::path::{Path, PathBuf};

use crate::{cmd, root, Result, StatusOk};

/// The meta element listing the chunks for the service worker (static/sw.js).
const META: &str = "acklab-chunks";

/// Trunk's files of the app's module in the built site: the glue and the module.
struct TrunkFiles {
    /// The hash in both names (`acklab-web-<hash>.js`).
    hash: String,
    glue: PathBuf,
    module: PathBuf,
}

fn trunk_files(dist: &Path) -> Result<TrunkFiles> {
    let mut hashes: Vec<String> = std::fs::read_dir(dist)?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter_map(|name| {
            name.strip_prefix("acklab-web-")?
                .strip_suffix("_bg.wasm")
                .map(str::to_owned)
        })
        .collect();
    let hash = match hashes.len() {
        1 => hashes.remove(0),
        found => {
            return Err(format!("split: expected one acklab-web-*_bg.wasm, found {found}").into())
        }
    };
    Ok(TrunkFiles {
        glue: dist.join(format!("acklab-web-{hash}.js")),
        module: dist.join(format!("acklab-web-{hash}_bg.wasm")),
        hash,
    })
}

/// The linked module Trunk's cargo wrote, before wasm-bindgen, in the target directory
/// Cargo reports (`cargo metadata`), which follows `CARGO_TARGET_DIR`,
/// `CARGO_BUILD_TARGET_DIR` and `build.target-dir` exactly as the build did.
fn linked_module() -> Result<PathBuf> {
    let output = cmd(
        "cargo",
        &[
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ],
    )
    .stderr(std::process::Stdio::inherit())
    .output()?;
    if !output.status.success() {
        return Err("split: cargo metadata failed".into());
    }
    let target = target_directory(&output.stdout)?;
    Ok(target.join("wasm32-unknown-unknown/release/acklab-web.wasm"))
}

/// The `target_directory` of `cargo metadata`'s answer.
fn target_directory(metadata: &[u8]) -> Result<PathBuf> {
    let metadata: serde_json::Value = serde_json::from_slice(metadata)
        .map_err(|e| format!("split: cargo metadata's answer does not parse: {e}"))?;
    let target = metadata["target_directory"]
        .as_str()
        .ok_or("split: cargo metadata names no target directory")?;
    Ok(PathBuf::from(target))
}

/// The wasm-opt parameters index.html gives the app's module, so that the split build
/// is optimised exactly as Trunk would have.
fn page_wasm_opt_params(page: &str) -> Result<Vec<String>> {
    let link = page
        .split("<link")
        .find(|tag| tag.contains("data-bin=\"acklab-web\""))
        .ok_or("split: index.html has no rust link for acklab-web")?;
    let level = attribute(link, "data-wasm-opt").unwrap_or("s");
    let mut params = vec![format!("-O{level}")];
    if let Some(more) = attribute(link, "data-wasm-opt-params") {
        params.extend(more.split_whitespace().map(str::to_owned));
    }
    Ok(params)
}

/// The value of `name="…"` in an HTML tag's text.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!("{name}=\""))? + name.len() + 2;
    let length = tag[start..].find('"')?;
    Some(&tag[start..start + length])
}

/// Whether the linked module has a split point: an import from the macro's placeholder.
fn has_split_points(wasm: &[u8]) -> bool {
    wasm.windows(PLACEHOLDER.len())
        .any(|window| window == PLACEHOLDER)
}
const PLACEHOLDER: &[u8] = b"__wasm_split_placeholder__";

/// Splits the app's module in the built site, in place; a module without split points
/// is left as Trunk built it.
pub fn apply(dist: &Path) -> Result<()> {
    let linked_path = linked_module()?;
    let linked = std::fs::read(&linked_path)
        .map_err(|e| format!("split: cannot read {}: {e}", linked_path.display()))?;
    if !has_split_points(&linked) {
        println!("split: the app's module has no split point; left whole");
        return Ok(());
    }
    let trunk = trunk_files(dist)?;
    let work = root().join("target/acklab-split");
    if work.exists() {
        std::fs::remove_dir_all(&work)?;
    }
    std::fs::create_dir_all(&work)?;
    let loader = format!("acklab-split-{}.js", trunk.hash);
    let main_split = work.join("main.wasm");
    let glue_name = format!("acklab-web-{}.js", trunk.hash);
    let main_module = format!("./{glue_name}");
    let link_name = format!("./{loader}");
    let split = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&linked);
        options.output_dir = &work;
        options.main_out_path = &main_split;
        options.main_module = &main_module;
        options.link_name = &link_name;
        options
    })
    .map_err(|e| format!("split: {e}"))?;
    bindgen(&work, &main_split, &trunk)?;
    let page = std::fs::read_to_string(root().join("index.html"))?;
    let params = page_wasm_opt_params(&page)?;
    optimise(
        &work.join(format!("acklab-web-{}_bg.wasm", trunk.hash)),
        &trunk.module,
        &params,
    )?;
    std::fs::copy(work.join(&glue_name), &trunk.glue)?;
    let mut script = std::fs::read_to_string(work.join(&loader))?;
    let mut chunks = Vec::new();
    for chunk in &split.split_modules {
        let stem = chunk
            .file_stem()
            .ok_or("split: a chunk without a name")?
            .to_string_lossy()
            .into_owned();
        let name = format!("acklab-split-{stem}-{}.wasm", trunk.hash);
        optimise(chunk, &dist.join(&name), &["-Oz".to_owned()])?;
        let written = format!("\"./{stem}.wasm\"");
        if script.matches(&written).count() != 1 {
            return Err(format!("split: the loader does not name {written} once").into());
        }
        script = script.replace(&written, &format!("\"./{name}\""));
        chunks.push(name);
    }
    std::fs::write(dist.join(&loader), script)?;
    chunks.push(loader);
    name_chunks(&dist.join("index.html"), &chunks)?;
    println!(
        "split: {} chunk(s): {}",
        chunks.len() - 1,
        chunks.join(", ")
    );
    Ok(())
}

/// wasm-bindgen on the split main module, as Trunk runs it, keeping the exports the
/// chunks import and the names the loader finds them by.
fn bindgen(work: &Path, main_split: &Path, trunk: &TrunkFiles) -> Result<()> {
    let out_dir = format!("--out-dir={}", work.display());
    let out_name = format!("--out-name=acklab-web-{}", trunk.hash);
    let input = main_split.to_string_lossy();
    cmd(
        "wasm-bindgen",
        &[
            "--target=web",
            &out_dir,
            &out_name,
            "--no-typescript",
            "--keep-lld-exports",
            "--no-demangle",
            &input,
        ],
    )
    .status_ok()
}

fn optimise(input: &Path, output: &Path, params: &[String]) -> Result<()> {
    let input = input.to_string_lossy();
    let output = output.to_string_lossy();
    let mut args: Vec<&str> = vec![&input, "-o", &output];
    args.extend(params.iter().map(String::as_str));
    cmd("wasm-opt", &args).status_ok()
}

/// Names the chunks in a meta element before the page's title, for the service worker.
fn name_chunks(page_path: &Path, chunks: &[String]) -> Result<()> {
    let page = std::fs::read_to_string(page_path)?;
    let title = page
        .find("<title>")
        .ok_or("split: the built page has no <title> to put the chunks before")?;
    let meta = format!("<meta name={META} content=\"{}\">", chunks.join(" "));
    std::fs::write(
        page_path,
        format!("{}{meta}{}", &page[..title], &page[title..]),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_target_directory_is_cargos() {
        let answer = br#"{"packages": [], "target_directory": "/elsewhere/t", "version": 1}"#;
        let found = target_directory(answer).ok();
        assert_eq!(found, Some(PathBuf::from("/elsewhere/t")));
        assert!(target_directory(br#"{"version": 1}"#).is_err());
        assert!(target_directory(b"not json").is_err());
    }

    #[test]
    fn the_page_gives_the_modules_optimisation() {
        let page = r#"<link data-trunk rel="rust" data-bin="acklab-web" data-wasm-opt="z" data-wasm-opt-params="--converge -Oz" />
<link data-trunk rel="rust" data-bin="acklab-explorer" data-wasm-opt="s" />"#;
        assert_eq!(
            page_wasm_opt_params(page).expect("the app's link"),
            ["-Oz", "--converge", "-Oz"]
        );
        assert!(page_wasm_opt_params("<link data-bin=\"other\">").is_err());
    }
}
