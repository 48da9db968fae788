//! Base64url without padding (RFC 4648 §5), the alphabet of share links. Written here
//! because the `base64` crate's engines cost the bundle more than the whole codec;
//! the tests check it against that crate on random bytes.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The bytes in base64url, without `=` padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // A chunk of k bytes gives k + 1 characters.
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

fn value(c: u8) -> Option<u32> {
    let v = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(v))
}

/// The bytes a base64url text (without padding) stands for; None if it is not one:
/// a character outside the alphabet, a length no encoding has, or stray low bits in
/// the last character (which `encode` never writes).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        let kept = chunk.len() - 1;
        if bytes[kept..].iter().any(|&b| b != 0) && chunk.len() < 4 {
            return None;
        }
        out.extend_from_slice(&bytes[..kept]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine as _;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn encodes_as_the_base64_crate_does(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
            prop_assert_eq!(super::encode(&bytes), URL_SAFE_NO_PAD.encode(&bytes));
        }

        #[test]
        fn decodes_what_the_base64_crate_decodes_and_refuses_the_rest(text in "[A-Za-z0-9_+/=-]{0,40}") {
            prop_assert_eq!(super::decode(&text), URL_SAFE_NO_PAD.decode(&text).ok(), "{}", text);
        }
    }

    #[test]
    fn round_trips() {
        for bytes in [
            &b""[..],
            b"f",
            b"fo",
            b"foo",
            b"foob",
            b"fooba",
            b"foobar",
            &[0xff, 0xfe, 0x00],
        ] {
            assert_eq!(super::decode(&super::encode(bytes)).as_deref(), Some(bytes));
        }
    }
}
