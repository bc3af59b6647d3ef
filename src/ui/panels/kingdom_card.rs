//! A kingdom's postcard at the end of a game: its button, and what goes on it gathered here
//! (`page::kingdom_card::card_facts`). The rest is fetched the first time a person asks, so that
//! the page's first load carries none of it (`ui/keepsakes.rs`): `web/postcard.js` (each
//! terrain's drawing as the style shows it, the PNG drawn on a canvas, the picture and its two
//! files shown under the button, the share sheet) and the keepsakes' build it imports, which lays
//! the card out and writes its SVG (`src/bin/keepsake.rs`).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::fill;
use crate::page::kingdom_card::{card_facts, persons_kingdom};
use crate::rules::KingdomId;
use crate::ui::keepsakes::call;
use crate::ui::store::{today, Msg, Notice, StoreHandle};
use crate::wire::plain_bytes;

/// The postcard's button; once made, the picture and its files follow it.
pub fn postcard_maker(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let kingdom = persons_kingdom(session);
    let make = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| {
            // The picture goes in the postcard's own box, after the button.
            let place = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|button| button.parent_element());
            let store = store.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if make(&store, kingdom, place).await.is_none() {
                    let w = store.lang.words();
                    store.dispatch(Msg::Notice(Notice::problem(w.postcard_failed)));
                }
            });
        })
    };
    html! {
        <div class="postcard">
            <button class="postcard__make" onclick={make}>{ store.lang.words().postcard_make }</button>
        </div>
    }
}

/// Has the keepsakes' build write the postcard of `kingdom` and the browser draw and show it in
/// `place`; `None` when either could not be fetched or draw it.
async fn make(
    store: &StoreHandle,
    kingdom: KingdomId,
    place: Option<web_sys::Element>,
) -> Option<()> {
    let place = place?;
    let session = store.session.as_ref()?;
    let w = store.lang.words();
    let facts = card_facts(session, kingdom, store.lang, &today().to_string());
    let facts = js_sys::Uint8Array::from(&plain_bytes(&facts)[..]);
    let alt = fill(w.postcard_alt, &[&session.kingdom_name(kingdom)]);
    let words = js_sys::Array::of3(&alt.into(), &w.postcard_png.into(), &w.postcard_svg.into());
    call("card", &[place.into(), facts.into(), words.into()]).await
}
