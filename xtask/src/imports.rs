//! Shortens the names under which the app's WebAssembly imports its JavaScript
//! functions, after Trunk and the minifier. wasm-bindgen names each import after the
//! function and a hash (`__wbg_setAttribute_f75317b2b5cabfb4`), and each of the 163
//! names is written twice, once in the module's import section and once in the glue's
//! table of functions: hex digits that gzip cannot shrink, about 5 KB of the first load.
//! Here they become `_0`, `_1`, … and the module's name `_`, in both files; the rest of
//! the glue is copied as it is, and every other section of the module as it is, only
//! its length written again.

use std::path::Path;

use crate::Result;

/// The name every shortened import gets its functions from in the glue.
const SHORT_MODULE: &str = "_";

/// Shortens the imports of the app's module (`acklab-web-<hash>_bg.wasm`) and its glue
/// (`acklab-web-<hash>.js`) in the built site, in place.
pub fn shorten(dist: &Path) -> Result<()> {
    let names: Vec<String> = std::fs::read_dir(dist)?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("acklab-web-"))
        .collect();
    let one = |suffix: &str| -> Result<String> {
        let found: Vec<&String> = names.iter().filter(|n| n.ends_with(suffix)).collect();
        match found.as_slice() {
            [name] => Ok(name.to_string()),
            _ => Err(format!(
                "imports: expected one acklab-web-*{suffix} in the site, found {}",
                found.len()
            )
            .into()),
        }
    };
    let (wasm_name, glue_name) = (one("_bg.wasm")?, one(".js")?);
    let wasm = std::fs::read(dist.join(&wasm_name))?;
    let glue = std::fs::read_to_string(dist.join(&glue_name))?;
    let (wasm, module, renames) = rename_imports(&wasm)?;
    let glue = rename_in_glue(&glue, &module, &renames)
        .map_err(|e| format!("imports: {glue_name}: {e}"))?;
    std::fs::write(dist.join(&wasm_name), wasm)?;
    std::fs::write(dist.join(&glue_name), glue)?;
    println!(
        "imports: {} import names shortened in {wasm_name} and {glue_name}",
        renames.len()
    );
    Ok(())
}

/// The short name of the `index`-th import: `_0` … `_9`, `_a` … `_z`, `_10`, …
fn short_name(index: usize) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut digits = Vec::new();
    let mut rest = index;
    loop {
        digits.push(DIGITS[rest % 36]);
        rest /= 36;
        if rest == 0 {
            break;
        }
    }
    digits.reverse();
    format!("_{}", String::from_utf8_lossy(&digits))
}

/// A WebAssembly module read from its bytes, one step at a time.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8> {
        let byte = *self
            .bytes
            .get(self.at)
            .ok_or("imports: the module ends early")?;
        self.at += 1;
        Ok(byte)
    }

    /// An unsigned LEB128 number, at most 32 bits.
    fn number(&mut self) -> Result<u32> {
        let mut value: u64 = 0;
        for shift in (0..35).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return u32::try_from(value).map_err(|_| "imports: a number over 32 bits".into());
            }
        }
        Err("imports: a number over 32 bits".into())
    }

    fn take(&mut self, length: usize) -> Result<&'a [u8]> {
        let end = self
            .at
            .checked_add(length)
            .filter(|&end| end <= self.bytes.len());
        let end = end.ok_or("imports: the module ends early")?;
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn name(&mut self) -> Result<&'a str> {
        let length = self.number()? as usize;
        std::str::from_utf8(self.take(length)?).map_err(|_| "imports: a name is not UTF-8".into())
    }

    /// Skips what an import brings in (a function, table, memory, global or tag).
    fn skip_import_kind(&mut self) -> Result<()> {
        match self.byte()? {
            0x00 => self.number().map(drop),
            0x01 => {
                self.byte()?;
                self.skip_limits()
            }
            0x02 => self.skip_limits(),
            0x03 => self.take(2).map(drop),
            0x04 => {
                self.byte()?;
                self.number().map(drop)
            }
            kind => Err(format!("imports: unknown import kind {kind:#x}").into()),
        }
    }

    fn skip_limits(&mut self) -> Result<()> {
        let flags = self.byte()?;
        self.number()?;
        if flags & 1 == 1 {
            self.number()?;
        }
        Ok(())
    }
}

fn write_number(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn write_name(out: &mut Vec<u8>, name: &str) {
    write_number(out, name.len() as u32);
    out.extend_from_slice(name.as_bytes());
}

/// Bytes with renamed imports, the glue's module name, and each (old, new) function name.
type Renamed = (Vec<u8>, String, Vec<(String, String)>);

/// The module with the imports from the glue (the module named `./<name>_bg.js`)
/// renamed: (the new bytes, the glue's module name, each (old, new) function name).
fn rename_imports(wasm: &[u8]) -> Result<Renamed> {
    if wasm.get(..8) != Some(b"\0asm\x01\0\0\0".as_slice()) {
        return Err("imports: not a WebAssembly module (version 1)".into());
    }
    let mut reader = Reader { bytes: wasm, at: 8 };
    let mut out = wasm[..8].to_vec();
    let mut found = None;
    while reader.at < wasm.len() {
        let id = reader.byte()?;
        let length = reader.number()? as usize;
        let body = reader.take(length)?;
        let body = if id == 2 {
            let (body, module, renames) = rename_import_section(body)?;
            found = Some((module, renames));
            body
        } else {
            body.to_vec()
        };
        out.push(id);
        write_number(&mut out, body.len() as u32);
        out.extend_from_slice(&body);
    }
    let (module, renames) = found.ok_or("imports: the module imports nothing")?;
    Ok((out, module, renames))
}

fn rename_import_section(body: &[u8]) -> Result<Renamed> {
    let mut reader = Reader { bytes: body, at: 0 };
    let count = reader.number()?;
    let mut out = Vec::with_capacity(body.len());
    write_number(&mut out, count);
    let mut module = None::<String>;
    let mut renames: Vec<(String, String)> = Vec::new();
    for _ in 0..count {
        let (from, field) = (reader.name()?, reader.name()?);
        let kind_start = reader.at;
        reader.skip_import_kind()?;
        let glue = from.starts_with("./") && from.ends_with("_bg.js");
        if glue && module.get_or_insert_with(|| from.to_string()) != from {
            return Err(format!("imports: two glue modules, {from} and {module:?}").into());
        }
        if glue {
            let short = match renames.iter().find(|(old, _)| old == field) {
                Some((_, short)) => short.clone(),
                None => {
                    let short = short_name(renames.len());
                    renames.push((field.to_string(), short.clone()));
                    short
                }
            };
            write_name(&mut out, SHORT_MODULE);
            write_name(&mut out, &short);
        } else {
            write_name(&mut out, from);
            write_name(&mut out, field);
        }
        out.extend_from_slice(&body[kind_start..reader.at]);
    }
    if reader.at != body.len() {
        return Err("imports: the import section has bytes after its imports".into());
    }
    let module = module.ok_or("imports: no import from the glue")?;
    Ok((out, module, renames))
}

/// Whether a byte can be part of a JavaScript identifier (ASCII).
fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$'
}

/// Where `name` occurs in `text` as a whole identifier.
fn occurrences(text: &str, name: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    text.match_indices(name)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = at.checked_sub(1).map(|i| bytes[i]);
            let after = bytes.get(at + name.len()).copied();
            !before.is_some_and(is_name_byte) && !after.is_some_and(is_name_byte)
        })
        .collect()
}

/// The glue with its table of functions keyed by the short names and handed to the
/// module under the short module name. Each old name must be a key of the table
/// exactly once; anything else means the glue changed shape, and the build stops.
fn rename_in_glue(glue: &str, module: &str, renames: &[(String, String)]) -> Result<String> {
    let mut edits: Vec<(usize, usize, &str)> = Vec::new();
    for (old, new) in renames {
        match occurrences(glue, old).as_slice() {
            [at] if glue[at + old.len()..].starts_with(':') => edits.push((*at, old.len(), new)),
            found => {
                return Err(format!(
                    "{old} is a key of the glue's table {} times, not once",
                    found.len()
                )
                .into())
            }
        }
    }
    let key = format!("\"{module}\":");
    match glue.match_indices(&key).collect::<Vec<_>>().as_slice() {
        [(at, _)] => edits.push((*at, key.len() - 1, SHORT_MODULE)),
        found => {
            return Err(format!("the module {key} is named {} times, not once", found.len()).into())
        }
    }
    edits.sort_unstable();
    let mut out = String::with_capacity(glue.len());
    let mut copied = 0;
    for (at, length, new) in edits {
        out.push_str(&glue[copied..at]);
        out.push_str(new);
        copied = at + length;
    }
    out.push_str(&glue[copied..]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module importing two glue functions and a memory from elsewhere.
    fn module() -> Vec<u8> {
        let mut section = Vec::new();
        write_number(&mut section, 3);
        for field in ["__wbg_log_0123456789abcdef", "__wbg_now_fedcba9876543210"] {
            write_name(&mut section, "./acklab-web_bg.js");
            write_name(&mut section, field);
            section.extend_from_slice(&[0x00, 0x01]);
        }
        write_name(&mut section, "env");
        write_name(&mut section, "memory");
        section.extend_from_slice(&[0x02, 0x01, 0x01, 0x10]);
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        wasm.push(2);
        write_number(&mut wasm, section.len() as u32);
        wasm.extend_from_slice(&section);
        wasm.extend_from_slice(&[10, 1, 0]);
        wasm
    }

    #[test]
    fn glue_imports_get_short_names_in_both_files() {
        let (wasm, module, renames) = rename_imports(&module()).expect("a module");
        assert_eq!(module, "./acklab-web_bg.js");
        assert_eq!(renames.len(), 2);
        assert_eq!(
            (renames[1].0.as_str(), renames[1].1.as_str()),
            ("__wbg_now_fedcba9876543210", "_1")
        );
        assert!(
            rename_imports(&wasm).is_err(),
            "the renamed module imports nothing from a glue module"
        );
        let text = String::from_utf8_lossy(&wasm);
        assert!(text.contains("_1") && text.contains("memory") && !text.contains("__wbg_"));
        assert!(
            wasm.ends_with(&[10, 1, 0]),
            "the sections after the imports are copied"
        );
        let glue = r#"const e={__proto__:null,__wbg_log_0123456789abcdef:function(x){console.log(x)},__wbg_now_fedcba9876543210:function(){return Date.now()}};return{__proto__:null,"./acklab-web_bg.js":e}"#;
        let renamed = rename_in_glue(glue, &module, &renames).expect("the glue");
        assert_eq!(
            renamed,
            r#"const e={__proto__:null,_0:function(x){console.log(x)},_1:function(){return Date.now()}};return{__proto__:null,_:e}"#
        );
    }

    #[test]
    fn a_glue_of_another_shape_stops_the_build() {
        let (_, module, renames) = rename_imports(&module()).expect("a module");
        let glue = r#"return{"./acklab-web_bg.js":{__wbg_log_0123456789abcdef:f}}"#;
        let error = rename_in_glue(glue, &module, &renames).expect_err("one import missing");
        assert!(
            error.to_string().contains("__wbg_now_fedcba9876543210"),
            "{error}"
        );
        assert!(rename_imports(b"not wasm").is_err());
    }

    #[test]
    fn short_names_count_in_base_36() {
        let names: Vec<String> = [0, 9, 10, 35, 36, 1295]
            .into_iter()
            .map(short_name)
            .collect();
        assert_eq!(names, ["_0", "_9", "_a", "_z", "_10", "_zz"]);
    }
}
