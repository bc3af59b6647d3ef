//! Marks the document while the page is scrolled from its top (`data-scrolled` on `<html>`): a
//! desktop's banner shows its ways back to the lines and to the builders only then, since at the
//! top every step's targets are in view (`tests/browser/stage.test.mjs`).

use yew::prelude::*;

use super::window_listener::use_window_listener;

#[hook]
pub fn use_scrolled_mark() {
    use_window_listener(
        "scroll",
        Callback::from(|_: web_sys::Event| {
            let Some(window) = web_sys::window() else {
                return;
            };
            let scrolled = window.scroll_y().unwrap_or(0.0) > 0.0;
            let Some(html) = window.document().and_then(|d| d.document_element()) else {
                return;
            };
            if html.has_attribute("data-scrolled") != scrolled {
                let _ = match scrolled {
                    true => html.set_attribute("data-scrolled", ""),
                    false => html.remove_attribute("data-scrolled"),
                };
            }
        }),
    );
}
