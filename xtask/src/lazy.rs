//! Scripts fetched on first use rather than on the first load (static/files.js, the Files
//! menu's saving and pictures). Their names do not change from build to build, so the
//! release page names each with its content's version, `files.js?v=<hash>`, in a meta
//! element that static/page.js reads: neither the browser's cache nor the offline one
//! (static/sw.js) ever hands a page the script of another build.

use std::path::Path;

use crate::Result;

/// The meta element's name, read by static/page.js.
const META: &str = "acklab-files";
/// The on-demand script that the meta element names.
const SCRIPT: &str = "files.js";

/// FNV-1a, 64 bits: enough to tell builds apart, and no dependency.
fn version_of(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in bytes {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The page with the meta element naming `address` before its title.
fn with_meta(page: &str, address: &str) -> Result<String> {
    let title = page
        .find("<title>")
        .ok_or("the built page has no <title> to put the files script's version before")?;
    let meta = format!("<meta name={META} content=\"{address}\">");
    Ok(format!("{}{meta}{}", &page[..title], &page[title..]))
}

/// Writes the on-demand script's versioned address into the built page.
pub fn name_versions(dist: &Path) -> Result<()> {
    let script = std::fs::read(dist.join(SCRIPT))
        .map_err(|e| format!("{SCRIPT} is missing from the build: {e}"))?;
    let address = format!("{SCRIPT}?v={}", version_of(&script));
    let page_path = dist.join("index.html");
    let page = std::fs::read_to_string(&page_path)?;
    std::fs::write(&page_path, with_meta(&page, &address)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_follows_the_content_and_lands_before_the_title() {
        assert_ne!(version_of(b"a"), version_of(b"b"));
        assert_eq!(version_of(b"a"), version_of(b"a"));
        let page = with_meta(
            "<head><meta charset=utf-8><title>AckLab</title>",
            "files.js?v=1",
        )
        .expect("a page with a title");
        assert_eq!(
            page,
            "<head><meta charset=utf-8><meta name=acklab-files content=\"files.js?v=1\"><title>AckLab</title>"
        );
        assert!(with_meta("<head></head>", "files.js?v=1").is_err());
    }
}
