//! The gallery of the kingdoms built in this browser, on the start page when it holds any: each
//! finished game's postcard (`page::kingdom_gallery`), drawn by the keepsakes' build once opened
//! (`ui/keepsakes.rs`). The page's build draws it; a browser that keeps one is not a first visit
//! (`web/loader.js`), so the start screen's build carries none of it.

use yew::prelude::*;

use crate::i18n::fill;
use crate::page::kingdom_gallery::count;
use crate::ui::keepsakes::call;
use crate::ui::storage::gallery_keep;
use crate::ui::store::{use_store, Msg, Notice};

#[function_component(KingdomGallery)]
pub fn kingdom_gallery() -> Html {
    let store = use_store();
    let kept = use_state(gallery_keep::kept);
    let kingdoms = count(&kept);
    if kingdoms == 0 {
        return html! {};
    }
    let w = store.lang.words();
    let show = {
        let (store, kept) = (store.clone(), kept.clone());
        Callback::from(move |e: Event| {
            // The browser's side draws the pictures in the gallery, once it is open.
            let Some(gallery) = e.target() else {
                return;
            };
            let (store, text) = (store.clone(), (*kept).clone());
            wasm_bindgen_futures::spawn_local(async move {
                if call("gallery", &[gallery.into(), text.into()])
                    .await
                    .is_none()
                {
                    let w = store.lang.words();
                    store.dispatch(Msg::Notice(Notice::problem(w.postcard_failed)));
                }
            });
        })
    };
    html! {
        <details class="gallery" ontoggle={show}>
            <summary>{ fill(w.gallery_title, &[&kingdoms]) }</summary>
            <p class="gallery__about">{ w.gallery_about }</p>
            <div class="gallery__pictures"></div>
        </details>
    }
}
