//! What the reader's screen and settings say of themselves (`matchMedia`): reduced motion, a
//! touch screen.

use wasm_bindgen::{JsCast, JsValue};

/// Whether a media query holds; `otherwise` when the browser cannot say.
fn matches(query: &str, otherwise: bool) -> bool {
    let Some(window) = web_sys::window() else {
        return otherwise;
    };
    let Ok(match_media) = js_sys::Reflect::get(&window, &"matchMedia".into()) else {
        return otherwise;
    };
    let Some(match_media) = match_media.dyn_ref::<js_sys::Function>() else {
        return otherwise;
    };
    match_media
        .call1(&window, &JsValue::from_str(query))
        .ok()
        .and_then(|m| js_sys::Reflect::get(&m, &"matches".into()).ok())
        .and_then(|m| m.as_bool())
        .unwrap_or(otherwise)
}

/// Whether the reader asked for reduced motion.
pub fn reduced_motion() -> bool {
    matches("(prefers-reduced-motion: reduce)", false)
}

/// Whether the screen's main pointer is a finger (a phone, a tablet).
pub fn touch_screen() -> bool {
    matches("(pointer: coarse)", false)
}
