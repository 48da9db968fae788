//! The documents the fuzzer tries: the corpus and lesson scenarios, changed in one of
//! the ways a broken file or a hand-edited link changes them.

use oorandom::Rand64;
use serde_json::Value;

/// Picks one of `n` (n > 0).
fn pick(rng: &mut Rand64, n: usize) -> usize {
    rng.rand_range(0..n.max(1) as u64) as usize
}

/// Text a learner could paste or a broken tool could write: unicode, controls, bidi
/// overrides, markup, very long runs.
fn odd_string(rng: &mut Rand64) -> String {
    let pieces = [
        "m1",
        "\n",
        "\0",
        "\u{1b}[2J",
        "\u{202e}",
        "\u{2066}",
        "ж",
        "😀",
        "<b>",
        "\"",
        "\\",
        "acklab/2",
        "",
        "poll",
        " ",
        "\u{feff}",
    ];
    let mut text = String::new();
    for _ in 0..pick(rng, 6) + 1 {
        text.push_str(pieces[pick(rng, pieces.len())]);
    }
    if pick(rng, 8) == 0 {
        text.push_str(&"x".repeat(pick(rng, 3000)));
    }
    text
}

/// A value of some JSON type, often not the type the field wants.
fn odd_value(rng: &mut Rand64) -> Value {
    match pick(rng, 10) {
        0 => Value::Null,
        1 => Value::Bool(pick(rng, 2) == 0),
        2 => Value::from(-1),
        3 => Value::from(u64::MAX),
        4 => Value::from(i64::MIN),
        5 => Value::from(1e308),
        6 => Value::from(pick(rng, 2000) as u64),
        7 => Value::String(odd_string(rng)),
        8 => Value::Array(vec![Value::Null; pick(rng, 3)]),
        _ => serde_json::json!({ "kind": odd_string(rng) }),
    }
}

/// A random node of `value`, reached by walking down from the root.
fn node<'a>(rng: &mut Rand64, value: &'a mut Value) -> &'a mut Value {
    let len = match &*value {
        Value::Object(map) => map.len(),
        Value::Array(items) => items.len(),
        _ => 0,
    };
    if len == 0 || pick(rng, 4) == 0 {
        return value;
    }
    let index = pick(rng, len);
    let key = match &*value {
        Value::Object(map) => map.keys().nth(index).cloned(),
        _ => None,
    };
    match (key, value) {
        // Indexing an object by one of its own keys finds that member.
        (Some(key), value) => node(rng, &mut value[key.as_str()]),
        (None, Value::Array(items)) => node(rng, &mut items[index]),
        (None, other) => other,
    }
}

/// One changed document, as text.
pub fn mutated(rng: &mut Rand64, seeds: &[Value]) -> String {
    let mut document = seeds[pick(rng, seeds.len())].clone();
    match pick(rng, 10) {
        0 => return String::new(),
        1 => return flip_bytes(rng, &document.to_string()),
        2 => {
            let target = node(rng, &mut document);
            if let Value::Object(map) = target {
                if let Some(key) = map.keys().nth(pick(rng, map.len().max(1))).cloned() {
                    map.remove(&key);
                }
            }
        }
        3 => *node(rng, &mut document) = odd_value(rng),
        4 => *node(rng, &mut document) = Value::String(odd_string(rng)),
        5 => {
            let target = node(rng, &mut document);
            let mut nested = target.take();
            for _ in 0..pick(rng, 300) {
                nested = Value::Array(vec![nested]);
            }
            *target = nested;
        }
        6 => return duplicate_key(rng, &document.to_string()),
        7 => grow_messages(rng, &mut document),
        8 => {
            let target = node(rng, &mut document);
            if let Value::Object(map) = target {
                map.insert(odd_string(rng), odd_value(rng));
            }
        }
        _ => *node(rng, &mut document) = odd_value(rng),
    }
    document.to_string()
}

/// The text with a few bytes changed (the result may not be UTF-8: it is read lossily).
fn flip_bytes(rng: &mut Rand64, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..pick(rng, 4) + 1 {
        if bytes.is_empty() {
            break;
        }
        let at = pick(rng, bytes.len());
        bytes[at] = rng.rand_range(0..256) as u8;
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The text with one of its keys written twice.
fn duplicate_key(rng: &mut Rand64, text: &str) -> String {
    let keys = ["\"format\":\"acklab/1\",", "\"workers\":2,", "\"seed\":1,"];
    let key = keys[pick(rng, keys.len())];
    text.replacen('{', &format!("{{{key}"), 1)
}

/// More messages than the scenario had, up to past the cap.
fn grow_messages(rng: &mut Rand64, document: &mut Value) {
    let Some(Value::Array(messages)) = document.get_mut("messages") else {
        return;
    };
    let Some(first) = messages.first().cloned() else {
        return;
    };
    let target = [10, 100, 1001][pick(rng, 3)];
    for index in messages.len()..target {
        let mut message = first.clone();
        if let Some(object) = message.as_object_mut() {
            object.insert("id".into(), Value::String(format!("g{index}")));
        }
        messages.push(message);
    }
}
