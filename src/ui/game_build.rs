//! The start screen's way into the game's build without a reload: the page's loader
//! (`web/loader.js`, on a first visit) fetches and compiles the game's build while the start
//! screen is read (`prefetch`), and starts it in this page when the start screen hands over
//! (`open`): the start screen is closed first, then the game's build draws on the same body
//! and reads the hand-off from the tab, as it would after a reload. Where the loader offers
//! neither (or the game's files cannot be fetched), the page reloads, as it did before.

use std::cell::RefCell;

use gloo_timers::callback::Timeout;
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::ui::frame::reload;

thread_local! {
    /// What closes the start screen before the game's build draws on the body.
    static CLOSE_START: RefCell<Option<Box<dyn FnOnce()>>> = RefCell::new(None);
}

/// The loader's function `name` on `globalThis.kingdominoGame` (`web/loader.js`), called: its
/// promise.
fn call(name: &str) -> Option<Promise> {
    let loader = Reflect::get(&js_sys::global(), &JsValue::from_str("kingdominoGame")).ok()?;
    let function = Reflect::get(&loader, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    function.call0(&loader).ok()?.dyn_into::<Promise>().ok()
}

/// Says how to close the start screen when the game's build opens in its place.
pub fn when_opening_close(close: impl FnOnce() + 'static) {
    CLOSE_START.with(|slot| *slot.borrow_mut() = Some(Box::new(close)));
}

/// Fetches and compiles the game's build in the background; `then` runs once that is done or
/// has failed (at once where the loader offers no such thing).
pub fn prefetch(then: impl FnOnce() + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(fetched) = call("prefetch") {
            // Failed, the game's build is fetched again when opened (or the page reloads).
            let _ = JsFuture::from(fetched).await;
        }
        then();
    });
}

/// Opens the game's build in this page, after the current task (the start screen's reducer is
/// still running): the start screen closed, the game's build started (the loader reloads the
/// page if its files cannot be fetched); a reload where the loader offers no game build.
pub fn open() {
    Timeout::new(0, || {
        if let Some(close) = CLOSE_START.with(|slot| slot.borrow_mut().take()) {
            close();
        }
        if call("open").is_none() {
            reload();
        }
    })
    .forget();
}
