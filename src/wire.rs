//! The compact binary form of what the page and its computer players' worker send each other
//! (the requests, the answers, a game module's state inside a view): postcard, written and read
//! by the same build, never kept.
//!
//! Why postcard and not gloo-worker's default, bincode: an error of postcard's is one of a few
//! named kinds and never formats serde's message, so no build carries the formatting of every
//! value a message could hold (floating-point numbers and the like: 11 KiB gzip of the worker
//! and as much of the page, docs/performance.md). What it cannot read is refused all the same;
//! the reason a person reads is the protocol's own (`worker_protocol.rs`).

use serde::de::DeserializeOwned;
use serde::Serialize;

/// Why bytes are not a value of the type asked for.
pub type WireError = postcard::Error;

/// `value` in bytes.
pub fn to_bytes<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, WireError> {
    postcard::to_allocvec(value)
}

/// Plain data (a message, a request) in bytes, which always writes. Its panic is in our words:
/// `expect` would carry postcard's names for its errors into every build.
pub fn plain_bytes<T: Serialize + ?Sized>(value: &T) -> Vec<u8> {
    to_bytes(value).unwrap_or_else(|_| panic!("plain data always writes"))
}

/// The value `bytes` hold, and nothing after it: one form for one value.
pub fn from_bytes<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, WireError> {
    match postcard::take_from_bytes(bytes)? {
        (value, []) => Ok(value),
        _ => Err(postcard::Error::SerdeDeCustom),
    }
}

/// Why bytes were refused, in a few words a person may read. postcard's own messages (its
/// `Display`) are not used: writing them would carry every one of them into each build.
pub fn describe(error: &WireError) -> &'static str {
    match error {
        postcard::Error::DeserializeUnexpectedEnd => "the bytes end too soon",
        postcard::Error::SerdeDeCustom => "more bytes follow, or a value is not one of its kind",
        _ => "the bytes do not spell a value of this kind",
    }
}

/// The value `bytes` begin with (what follows left unread).
pub fn first_of<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, WireError> {
    postcard::take_from_bytes(bytes).map(|(value, _)| value)
}

/// gloo-worker's messages in this form, both ways (the page's bridge and the worker's
/// registrar both name it).
#[cfg(target_arch = "wasm32")]
pub struct Wire;

#[cfg(target_arch = "wasm32")]
impl gloo_worker::Codec for Wire {
    fn encode<I: Serialize>(input: I) -> wasm_bindgen::JsValue {
        let bytes = plain_bytes(&input);
        js_sys::Uint8Array::from(bytes.as_slice()).into()
    }

    fn decode<O: for<'de> serde::Deserialize<'de>>(input: wasm_bindgen::JsValue) -> O {
        // gloo-worker's own envelope around our messages: what is inside is read and checked
        // by `Incoming::read`, which never fails, so only a message that is not this build's
        // envelope at all stops here (in our words, as `plain_bytes`).
        let bytes = js_sys::Uint8Array::from(input).to_vec();
        from_bytes(&bytes).unwrap_or_else(|_| panic!("a message of this build's worker protocol"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_reads_back_and_nothing_may_follow_it() {
        let value = (7u32, String::from("seven"), vec![1.5f64, -2.0]);
        let bytes = to_bytes(&value).unwrap();
        assert_eq!(
            from_bytes::<(u32, String, Vec<f64>)>(&bytes).unwrap(),
            value
        );
        let mut longer = bytes.clone();
        longer.push(0);
        let after = from_bytes::<(u32, String, Vec<f64>)>(&longer).unwrap_err();
        assert_eq!(
            describe(&after),
            "more bytes follow, or a value is not one of its kind"
        );
        assert_eq!(first_of::<u32>(&longer).unwrap(), 7);
        let short = from_bytes::<(u32, String, Vec<f64>)>(&bytes[..bytes.len() - 1]).unwrap_err();
        assert_eq!(describe(&short), "the bytes end too soon");
        let bad = from_bytes::<bool>(&[2]).unwrap_err();
        assert_eq!(
            describe(&bad),
            "the bytes do not spell a value of this kind"
        );
    }
}
