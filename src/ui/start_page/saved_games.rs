//! The start page's list of the games in progress in this browser, the most recent first, each
//! to resume (a finished one to look at) or to forget. A game left for a new one is here too.

use yew::prelude::*;

use crate::i18n::fill;
use crate::i18n::rules_words::game_name;
use crate::ui::storage::save;
use crate::ui::store::{Msg, StoreHandle};

pub fn saved_games(store: &StoreHandle) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    if store.saved.is_empty() {
        return html! {};
    }
    let rows = store.saved.iter().map(|saved| {
        let onresume = {
            let (store, slot) = (store.clone(), saved.slot.clone());
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Resume(slot.clone())))
        };
        let ondiscard = {
            let (store, slot) = (store.clone(), saved.slot.clone());
            Callback::from(move |_: MouseEvent| {
                save::forget(&slot);
                store.dispatch(Msg::Forget(slot.clone()))
            })
        };
        let names: Vec<&str> = saved.seats.iter().map(|s| s.name.as_str()).collect();
        let over = saved.game.table().is_over();
        let state = if over {
            w.saved_finished
        } else {
            w.saved_in_progress
        };
        html! {
            <li class="setup__saved" key={saved.slot.clone()} data-saved-slot={saved.slot.clone()}>
                <p>{ fill(state, &[&game_name(saved.game.table().rules(), lang), &lang.list(&names)]) }</p>
                <button class="setup__resume-button" onclick={onresume}>{ if over { w.look_at_it } else { w.resume_it } }</button>
                <button onclick={ondiscard}>{ w.forget_it }</button>
            </li>
        }
    });
    html! {
        <section class="setup__resume" aria-label={w.saved_game}>
            <ul class="setup__saved-list">{ for rows }</ul>
        </section>
    }
}
