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
        let text = input.as_string().unwrap_or_default();
        serde_json::from_str(&text).unwrap_or_else(|e| {
            // The worker reads `Incoming`, which takes any value and carries the reason on to
            // an answer; the page reads only what its own worker wrote.
            serde_json::from_value(serde_json::Value::String(format!("not JSON: {e}")))
                .expect("only the worker's requests can be anything")
        })
    }
}
