//! URL-safe base64 without padding (RFC 4648, section 5), the spelling of every key, signature,
//! chain value and sealed field of games by link. Written here rather than taken from the
//! `base64` crate, whose generic engine weighed about 5 KB of the page's wasm for these few
//! calls; a test checks both agree on every input. One spelling per value: `decode` refuses
//! padding, a length no bytes make, and bits left over past the last byte, so what it accepts
//! is exactly what `encode` writes.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in URL-safe base64, without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let bits = chunk
            .iter()
            .zip([16, 8, 0])
            .fold(0u32, |bits, (&byte, shift)| bits | u32::from(byte) << shift);
        // n bytes take n + 1 characters.
        for shift in [18, 12, 6, 0].into_iter().take(chunk.len() + 1) {
            text.push(char::from(ALPHABET[(bits >> shift) as usize & 63]));
        }
    }
    text
}

/// The six bits a character of the alphabet stands for.
fn sextet(c: u8) -> Option<u32> {
    let value = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(value.into())
}

/// The bytes `text` spells, or `None` if it is not the spelling `encode` gives any bytes.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut bytes = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut bits = 0u32;
        for (&c, shift) in chunk.iter().zip([18, 12, 6, 0]) {
            bits |= sextet(c)? << shift;
        }
        let count = chunk.len() - 1;
        // Bits past the last byte must be zero: otherwise two spellings would read the same.
        if bits & (0xFF_FFFF >> (8 * count)) != 0 {
            return None;
        }
        bytes.extend(
            [16, 8, 0]
                .into_iter()
                .take(count)
                .map(|s| (bits >> s) as u8),
        );
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};
    use crate::rules::Rng;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;

    #[test]
    fn writes_the_rfc_examples() {
        // RFC 4648, section 10, without padding.
        let pairs = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (bytes, text) in pairs {
            assert_eq!(encode(bytes.as_bytes()), text);
            assert_eq!(decode(text).as_deref(), Some(bytes.as_bytes()));
        }
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn refuses_every_other_spelling() {
        for text in [
            "Zg==", "Zm8=", "Z", "Zh", "Zm9", "Zm+v", "Zm/v", "Zm9v Yg", "Zm9vY", "é",
        ] {
            assert_eq!(decode(text), None, "{text}");
        }
    }

    /// The crate the project used before, on random bytes and on random text of the alphabet
    /// and a few characters outside it: the same text, and the same bytes or refusal.
    #[test]
    fn agrees_with_the_base64_crate() {
        let mut rng = Rng::new(48);
        for _ in 0..20_000 {
            let bytes: Vec<u8> = (0..rng.below(70)).map(|_| rng.next_u64() as u8).collect();
            let text = encode(&bytes);
            assert_eq!(text, URL_SAFE_NO_PAD.encode(&bytes));
            assert_eq!(decode(&text), Some(bytes));
            let spelled: String = (0..rng.below(12))
                .map(|_| char::from(b"AQgw-_9=+/ Zz"[rng.below(13)]))
                .collect();
            assert_eq!(
                decode(&spelled),
                URL_SAFE_NO_PAD.decode(&spelled).ok(),
                "{spelled}"
            );
        }
    }
}
