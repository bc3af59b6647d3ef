//! Buttons for what the pointer cannot say: rotate, show where it fits, discard, undo, leave.

use yew::prelude::*;

use super::save;
use super::store::{Msg, StoreHandle};
use crate::rules::Action;

#[function_component(Controls)]
pub fn controls() -> Html {
    let store = use_context::<StoreHandle>().expect("store context");
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let placing = table.domino_to_place().is_some() && session.human_to_move();
    let mut actions = Vec::new();
    table.legal_actions(&mut actions);
    let must_discard = placing && actions == [Action::Discard];
    let send = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(msg()))
    };
    let place_here = store.target.filter(|_| placing).map(|pos| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::PlaceAt(pos)))
    });
    let new_game = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            save::clear();
            store.dispatch(Msg::Quit);
        })
    };
    html! {
        <nav class="controls" aria-label="Game controls">
            if placing && !must_discard {
                <button class="controls__rotate" onclick={send(|| Msg::Rotate)} title="Rotate (R, mouse wheel or right click)">{ "Rotate ⟳" }</button>
                <button class="controls__fits" aria-pressed={store.show_fits.to_string()} onclick={send(|| Msg::ToggleFits)}>
                    { if store.show_fits { "Hide where it fits" } else { "Show where it fits" } }
                </button>
                if let Some(onclick) = place_here {
                    <button class="controls__place" {onclick}>{ "Place here" }</button>
                }
            }
            if must_discard {
                <button class="controls__discard" onclick={send(|| Msg::Play(Action::Discard))}>
                    { "Discard: this domino fits nowhere" }
                </button>
            }
            <button class="controls__undo" disabled={!session.can_undo()} onclick={send(|| Msg::Undo)}>{ "Undo" }</button>
            <button class="controls__new" onclick={new_game}>{ "New game" }</button>
        </nav>
    }
}
