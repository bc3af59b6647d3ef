//! The start screen's own build's "Your games" at its foot: the import of a file of games by
//! link, whose file is read here and handed to the page's build (`Msg::ImportByLink`), which
//! opens it (asking its passphrase when sealed) and keeps its games. Games by link, their
//! checks and their cryptography stay out of the first visit's bytes; a browser that keeps any
//! loads the page's build at once (`web/loader.js`).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::file_text::read_text;
use crate::ui::store::{use_store, Msg};

#[function_component(ImportHandOff)]
pub fn import_hand_off() -> Html {
    let store = use_store();
    let w = store.lang.words();
    let onpick = Callback::from(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let store = store.clone();
        // A file that cannot be read is handed over empty: the page says it cannot be imported.
        read_text(file, move |text| {
            store.dispatch(Msg::ImportByLink(text.unwrap_or_default()))
        });
    });
    html! {
        <details class="setup__details setup__by-link-games">
            <summary>{ w.your_games }</summary>
            <div class="setup__by-link-files">
                <label class="setup__import">{ w.by_link_import }{ " " }
                    <input type="file" accept="application/json,.json" onchange={onpick} />
                </label>
            </div>
        </details>
    }
}
