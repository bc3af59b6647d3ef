//! Stepping back and forth through a game; the boards and the score sheet follow.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::fill;

use super::store::{use_store, Msg};

#[function_component(ReplayBar)]
pub fn replay_bar() -> Html {
    let store = use_store();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let Some(record) = session.replay.as_ref() else {
        return html! {};
    };
    let at = session.game.history().len();
    let last = record.actions.len();
    let seek = |to: usize| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::SeekReplay(to)))
    };
    let onslide = {
        let store = store.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            if let Ok(to) = input.value().parse() {
                store.dispatch(Msg::SeekReplay(to));
            }
        })
    };
    let play_on = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::PlayFromHere))
    };
    let quit = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Quit))
    };
    let w = store.lang.words();
    html! {
        <nav class="replay" aria-label={w.replay}>
            <button class="replay__first" disabled={at == 0} onclick={seek(0)} aria-label={w.first_move}>{ "⏮" }</button>
            <button class="replay__back" disabled={at == 0} onclick={seek(at.saturating_sub(1))} aria-label={w.back_one}>{ "◀" }</button>
            <span class="replay__position" data-replay-at={at.to_string()} data-replay-last={last.to_string()}>
                { fill(w.action_of, &[&at, &last]) }
            </span>
            <button class="replay__forward" disabled={at == last} onclick={seek(at + 1)} aria-label={w.forward_one}>{ "▶" }</button>
            <button class="replay__last" disabled={at == last} onclick={seek(last)} aria-label={w.last_move}>{ "⏭" }</button>
            <input class="replay__slider" type="range" min="0" max={last.to_string()} value={at.to_string()}
                aria-label={w.position_in_game} oninput={onslide} />
            <button class="replay__play-on" onclick={play_on}>{ w.play_on }</button>
            <button class="replay__leave" onclick={quit}>{ w.leave }</button>
        </nav>
    }
}
