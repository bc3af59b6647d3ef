//! Copying a link to the clipboard, and saying that it was copied: "Copied" shows for a moment
//! where the person pressed, and is announced (the browser may refuse: then the link stays on
//! screen to select, and nothing claims it was copied).

use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::i18n::Words;

/// How long "Copied" shows.
const SHOWN_MS: u32 = 2000;

/// What a copy button needs: whether it just copied, and the callback that copies a text.
#[derive(Clone)]
pub struct Copier {
    pub copied: bool,
    pub copy: Callback<String>,
}

impl Copier {
    /// "Copied" beside the button for a moment, announced; empty the rest of the time.
    pub fn note(&self, w: &Words) -> Html {
        html! {
            <span class="copied" role="status" data-copied={self.copied.then_some("true")}>
                { if self.copied { w.copied } else { "" } }
            </span>
        }
    }
}

#[hook]
pub fn use_copier() -> Copier {
    let copied = use_state(|| false);
    let copy = {
        let copied = copied.clone();
        Callback::from(move |text: String| {
            let copied = copied.clone();
            write(&text, move || {
                copied.set(true);
                let copied = copied.clone();
                Timeout::new(SHOWN_MS, move || copied.set(false)).forget();
            });
        })
    };
    Copier {
        copied: *copied,
        copy,
    }
}

/// Puts text on the clipboard where the browser allows it (secure pages), and calls `done` once
/// it is there; else nothing happens and the text stays selectable on screen.
pub fn write(text: &str, done: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")) else {
        return;
    };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")) else {
        return;
    };
    let Some(write) = write.dyn_ref::<js_sys::Function>() else {
        return;
    };
    let Ok(promise) = write.call1(&clipboard, &JsValue::from_str(text)) else {
        return;
    };
    let promise = js_sys::Promise::resolve(&promise);
    wasm_bindgen_futures::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
            done();
        }
    });
}
