//! Sharing a game: a link that opens it at this point, and its record as text.

use yew::prelude::*;

use crate::notation::{GameRecord, Link};
use crate::ui::copied::use_copier;
use crate::ui::store::use_store;

#[function_component(SharePanel)]
pub fn share_panel() -> Html {
    let store = use_store();
    let open = use_state(|| false);
    let copier = use_copier();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let record = session
        .replay
        .clone()
        .unwrap_or_else(|| GameRecord::of(&session.game));
    let link = if !session.played_here() {
        Link::Replay {
            record: record.clone(),
            review: false,
        }
    } else {
        Link::Game {
            record: record.clone(),
            seats: Some(session.seats.iter().map(|s| s.spec()).collect()),
        }
    };
    let address = format!("{}#{}", crate::ui::frame::page_address(), link);
    let toggle = {
        let open = open.clone();
        let (address, copy) = (address.clone(), copier.copy.clone());
        Callback::from(move |_: MouseEvent| {
            if !*open {
                copy.emit(address.clone());
            }
            open.set(!*open);
        })
    };
    let w = store.lang.words();
    html! {
        <div class="share">
            <button class="share__button" onclick={toggle}>{ if *open { w.hide_link } else { w.copy_link } }</button>
            { copier.note(w) }
            if *open {
                <div class="share__panel">
                    <label>{ w.link_label }
                        <input class="share__link" readonly=true value={address.clone()} data-share-link={address} />
                    </label>
                    <label>{ w.record_label }
                        <textarea class="share__record" readonly=true rows="3" data-export={record.to_string()} value={record.to_string()} />
                    </label>
                </div>
            }
        </div>
    }
}
