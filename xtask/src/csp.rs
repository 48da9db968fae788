//! The release page's Content-Security-Policy, written into `dist-release/index.html`
//! after Trunk has built and minified it: the policy must name the hash of every inline
//! script and style exactly as the page carries them (Trunk writes the WebAssembly's
//! loader as an inline module script), so it can only be computed from the built page.

use std::path::Path;

use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::Result;

/// Where the page announces its policy; what follows it in the page is under it.
const META_NAME: &str = "http-equiv=Content-Security-Policy";

/// The policy for a page whose inline scripts and styles have these `'sha256-…'`
/// sources. WebAssembly needs `'wasm-unsafe-eval'` to compile; the timeline's PNG is
/// drawn from a `data:` image. `frame-ancestors` is ignored in a meta tag: a host sets
/// it as a header (README).
pub fn policy(scripts: &[String], styles: &[String]) -> String {
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{}; style-src 'self'{}; \
         img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
         form-action 'none'",
        sources(scripts),
        sources(styles)
    )
}

fn sources(hashes: &[String]) -> String {
    hashes.iter().map(|h| format!(" '{h}'")).collect()
}

/// The `sha256-…` source of an inline element's text.
fn hash(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    format!(
        "sha256-{}",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// The texts of the page's elements named `tag` that carry their content inline
/// (a script with a `src` attribute is a file, covered by `'self'`).
fn inline_texts<'a>(page: &'a str, tag: &str) -> Result<Vec<&'a str>> {
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut texts = Vec::new();
    let mut rest = page;
    while let Some(start) = rest.find(&open) {
        let after = &rest[start + open.len()..];
        let tag_end = after
            .find('>')
            .ok_or_else(|| format!("an unclosed <{tag}> tag in the built page"))?;
        let attributes = &after[..tag_end];
        let body = &after[tag_end + 1..];
        let body_end = body
            .find(&close)
            .ok_or_else(|| format!("a <{tag}> without {close} in the built page"))?;
        if !attributes.contains("src=") {
            texts.push(&body[..body_end]);
        }
        rest = &body[body_end + close.len()..];
    }
    Ok(texts)
}

/// The page with its policy: a meta tag before the first script, style or stylesheet.
pub fn with_policy(page: &str) -> Result<String> {
    if page.contains(META_NAME) {
        return Err("the built page already has a Content-Security-Policy".into());
    }
    let scripts: Vec<String> = inline_texts(page, "script")?
        .into_iter()
        .map(hash)
        .collect();
    let styles: Vec<String> = inline_texts(page, "style")?.into_iter().map(hash).collect();
    let meta = format!(
        "<meta {META_NAME} content=\"{}\">",
        policy(&scripts, &styles)
    );
    let first = ["<script", "<style", "<link"]
        .iter()
        .filter_map(|tag| page.find(tag))
        .min()
        .ok_or("the built page has no script, style or link")?;
    Ok(format!("{}{meta}{}", &page[..first], &page[first..]))
}

/// Writes the policy into the built page in `dist`.
pub fn add_to(dist: &Path) -> Result<()> {
    let path = dist.join("index.html");
    let page = std::fs::read_to_string(&path)?;
    std::fs::write(&path, with_policy(&page)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_inline_script_and_style_is_hashed_and_files_are_not() {
        let page = "<meta charset=utf-8><link rel=stylesheet href=a.css>\
                    <script type=module>init()</script><script src=page.js defer></script>\
                    <style>#boot{opacity:0}</style><body></body>";
        let out = with_policy(page).expect("a policy");
        let meta_at = out.find("<meta http-equiv").expect("the meta tag");
        assert!(meta_at < out.find("<link").expect("the link"));
        assert!(out.contains(&format!(
            "script-src 'self' 'wasm-unsafe-eval' '{}';",
            hash("init()")
        )));
        assert!(out.contains(&format!("style-src 'self' '{}';", hash("#boot{opacity:0}"))));
        assert!(
            !out.contains(&hash("")),
            "a script file is not hashed as inline text"
        );
        assert!(with_policy(&out).is_err(), "a second policy is refused");
    }

    #[test]
    fn the_hash_is_the_one_browsers_compute() {
        // The CSP example of an inline script: base64 of SHA-256 of `alert('Hello, world.');`.
        assert_eq!(
            hash("alert('Hello, world.');"),
            "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="
        );
    }
}
