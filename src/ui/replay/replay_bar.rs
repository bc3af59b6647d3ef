//! Stepping back and forth through a game; the boards and the score sheet follow. Watching the
//! last round of a game in play, it plays by itself, move after move (a button pauses it), and
//! one button goes back to the game.

use gloo_timers::callback::Timeout;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::fill;

use crate::ui::store::{use_store, Msg, StoreHandle};

/// How long each move of the last round shows when it plays by itself.
const STEP_MS: u32 = 1200;

#[function_component(ReplayBar)]
pub fn replay_bar() -> Html {
    let store = use_store();
    let (at, last) = store
        .session
        .as_ref()
        .and_then(|s| Some((s.game.history().len(), s.replay.as_ref()?.actions.len())))
        .unwrap_or_default();
    let playing = use_playing_the_round(&store, at, last);
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    if session.played_here() {
        return html! {};
    }
    let by_link = session.dealt_together.is_some();
    let seek = |to: usize| {
        let (store, playing) = (store.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            playing.set(false);
            store.dispatch(Msg::SeekReplay(to))
        })
    };
    let onslide = {
        let (store, playing) = (store.clone(), playing.clone());
        Callback::from(move |e: InputEvent| {
            playing.set(false);
            let input: HtmlInputElement = e.target_unchecked_into();
            if let Ok(to) = input.value().parse() {
                store.dispatch(Msg::SeekReplay(to));
            }
        })
    };
    let w = store.lang.words();
    html! {
        <nav class="replay" aria-label={w.replay}>
            <button class="replay__first" disabled={at == 0} onclick={seek(0)} aria-label={w.first_move}>{ step_icon(true, true) }</button>
            <button class="replay__back" disabled={at == 0} onclick={seek(at.saturating_sub(1))} aria-label={w.back_one}>{ step_icon(false, true) }</button>
            <span class="replay__position" data-replay-at={at.to_string()} data-replay-last={last.to_string()}>
                { fill(w.action_of, &[&at, &last]) }
            </span>
            <button class="replay__forward" disabled={at == last} onclick={seek(at + 1)} aria-label={w.forward_one}>{ step_icon(false, false) }</button>
            <button class="replay__last" disabled={at == last} onclick={seek(last)} aria-label={w.last_move}>{ step_icon(true, false) }</button>
            <input class="replay__slider" type="range" min="0" max={last.to_string()} value={at.to_string()}
                aria-label={w.position_in_game} oninput={onslide} />
            { ways_out(&store, &playing, at == last, by_link) }
        </nav>
    }
}

/// Watching the last round plays it by itself, move after move, until paused or moved by hand;
/// each time the last round is asked for, it plays from the start. Whether it plays.
#[hook]
fn use_playing_the_round(store: &StoreHandle, at: usize, last: usize) -> UseStateHandle<bool> {
    let playing = use_state(|| true);
    let watching_round = store.live.is_some();
    {
        let playing = playing.clone();
        use_effect_with(watching_round, move |_| playing.set(true));
    }
    {
        let store = store.clone();
        let on = watching_round && *playing && at < last;
        use_effect_with((at, on), move |&(at, on)| {
            let step =
                on.then(|| Timeout::new(STEP_MS, move || store.dispatch(Msg::SeekReplay(at + 1))));
            move || drop(step)
        });
    }
    playing
}

/// The ways out of the replay: for the last round of a game in play, pause and back to it as it
/// was; for a whole replay, play on from the position shown (not by link), or leave.
fn ways_out(
    store: &StoreHandle,
    playing: &UseStateHandle<bool>,
    at_last: bool,
    by_link: bool,
) -> Html {
    let onpause = {
        let playing = playing.clone();
        Callback::from(move |_: MouseEvent| playing.set(!*playing))
    };
    let play_on = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::PlayFromHere))
    };
    let quit = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Quit))
    };
    let back_to_game = store.live.is_some().then(|| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::BackToGame))
    });
    let w = store.lang.words();
    html! {
        <>
        // The last round of a game in play: back to it as it was. A whole replay: play on
        // from the position shown, or leave.
        if let Some(onclick) = back_to_game {
            <button class="replay__pause" aria-pressed={(!**playing).to_string()} disabled={at_last} onclick={onpause}>
                { if **playing { w.pause } else { w.play } }
            </button>
            <button class="replay__back-to-game" {onclick}>{ w.back_to_game }</button>
        } else {
            if !by_link { <button class="replay__play-on" onclick={play_on}>{ w.play_on }</button> }
            <button class="replay__leave" onclick={quit}>{ w.leave }</button>
        }
        </>
    }
}

/// A step button's arrow, drawn (some fonts have no ⏮ or ⏭, which then show as empty boxes):
/// `to_end`, to the first or last move (a bar beside the arrow) rather than one step.
fn step_icon(to_end: bool, back: bool) -> Html {
    // Drawn pointing forward; a step back is its mirror image.
    let flip = back.then_some("scale(-1 1) translate(-16 0)");
    html! {
        <svg class="replay__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <g transform={flip}>
                <path d="M3 2.5 L12 8 L3 13.5 Z" fill="currentColor" />
                if to_end { <rect x="12" y="2.5" width="2" height="11" fill="currentColor" /> }
            </g>
        </svg>
    }
}
