//! What the page itself shows of the state: the document's language, a new screen from its top,
//! a link pasted into the address bar, and R to rotate; and offline play and updates.

use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::window_listener::use_window_listener;
use crate::ui::store::{Msg, StoreHandle};
use crate::ui::{frame, language, update};

#[hook]
pub fn use_page_effects(store: &StoreHandle) {
    // The document says which language the page speaks (for screen readers too).
    use_effect_with(store.lang, |&lang| language::apply(lang));

    // A new screen starts at its top, not where the last one was scrolled to.
    let screen_kind = (store.viewer.is_some(), store.session.is_some());
    use_effect_with(screen_kind, |_| {
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });

    // A link pasted into the address bar of an open page.
    let dispatcher = store.dispatcher();
    use_window_listener(
        "hashchange",
        Callback::from(move |_: web_sys::Event| dispatcher.emit(Msg::Open(frame::fragment()))),
    );

    // R rotates the domino in hand wherever the focus is, except while typing.
    let dispatcher = store.dispatcher();
    use_window_listener(
        "keydown",
        Callback::from(move |e: KeyboardEvent| {
            let typing = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                });
            if !typing && (e.key() == "r" || e.key() == "R") && !e.ctrl_key() && !e.meta_key() {
                dispatcher.emit(Msg::Rotate);
            }
        }),
    );
}

/// Offline play and updates, from the first time `wanted` (not inside other pages: an embed
/// stores nothing). Each build first fetches what it needs itself: the offline copy the service
/// worker fetches would otherwise share a slow link with it.
#[hook]
pub fn use_offline_copy(store: &StoreHandle, wanted: bool) {
    let registered = use_mut_ref(|| false);
    let dispatcher = store.dispatcher();
    use_effect_with(!store.embed && wanted, move |&now| {
        if now && !registered.replace(true) {
            update::register(Callback::from(move |()| dispatcher.emit(Msg::UpdateReady)));
            update::when_first_controlled(Callback::from(|()| {
                wasm_bindgen_futures::spawn_local(language::keep_offline())
            }));
        }
    });
}
