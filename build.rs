//! The explorer worker's version, `ACKLAB_EXPLORER_VERSION`: a hash of every file its
//! build reads (the core's sources, the worker's own, its loader script, the locked
//! dependencies). The worker's files keep one name from build to build, so the page
//! asks for them with this version in the address (src/explorer_worker.rs): a browser
//! or the offline cache never hands a page the worker of another build.

use std::path::{Path, PathBuf};

const SOURCES: [&str; 8] = [
    "crates/sim/src",
    "crates/sim/Cargo.toml",
    "src/bin/explorer.rs",
    "static/explorer.js",
    "Cargo.lock",
    // The release profile, the worker's wasm-opt options and the minifier.
    "Cargo.toml",
    "index.html",
    "xtask/src/minify.rs",
];

/// Every file under a path, in a stable order.
fn files(path: &Path, found: &mut Vec<PathBuf>) {
    match std::fs::read_dir(path) {
        Ok(entries) => {
            let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
            paths.sort();
            for path in paths {
                files(&path, found);
            }
        }
        Err(_) => found.push(path.to_path_buf()),
    }
}

fn main() {
    // FNV-1a, 64 bits: enough to tell builds apart, and no dependency.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for source in SOURCES {
        println!("cargo:rerun-if-changed={source}");
        let mut found = Vec::new();
        files(Path::new(source), &mut found);
        for file in found {
            let bytes = std::fs::read(&file).unwrap_or_default();
            let name = file.to_string_lossy().into_owned().into_bytes();
            for byte in name.into_iter().chain(bytes) {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    println!("cargo:rustc-env=ACKLAB_EXPLORER_VERSION={hash:016x}");
    // The split release build (`acklab_split`, xtask/src/size.rs) links the page's module
    // with its relocations, which the splitter reads (xtask/src/split.rs). The explorer's
    // worker is not split: with them, wasm-opt could not shrink it.
    if std::env::var_os("CARGO_CFG_ACKLAB_SPLIT").is_some() {
        println!("cargo:rustc-link-arg-bin=acklab-web=--emit-relocs");
    }
}
