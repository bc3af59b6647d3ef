//! Worker messages travel as JSON text: the same encoding the native protocol tests use.

use gloo_worker::Codec;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

pub struct JsonCodec;

impl Codec for JsonCodec {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).expect("worker messages are plain data"))
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().expect("worker messages are text");
        serde_json::from_str(&text).expect("worker messages follow the protocol")
    }
}
