//! How many times components that read the page's state have drawn: a test hook
//! (`window.__kingdominoRenders()`) for the benchmark that counts what a progress tick or a
//! move redraws (`tests/browser/redraws.mjs`). Counting is an integer increment per draw.

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;

thread_local! {
    static RENDERS: Cell<u32> = const { Cell::new(0) };
}

/// One component drew.
pub fn count() {
    RENDERS.with(|r| r.set(r.get().wrapping_add(1)));
}

/// Puts `window.__kingdominoRenders()` on the page, returning the count so far.
pub fn expose() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let read = Closure::<dyn Fn() -> u32>::new(|| RENDERS.with(Cell::get));
    let _ = js_sys::Reflect::set(
        &window,
        &JsValue::from_str("__kingdominoRenders"),
        read.as_ref(),
    );
    read.forget();
}
