//! The buttons that stay through a game: the Expert's hint, undo and a new game. (Each step's own controls are in the turn banner.)

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::session::Session;
use crate::page::study;
use crate::rules::queendomino::SPOT_COSTS;
use crate::rules::{Action, GiantsAction, QueendominoAction};
use crate::ui::sound;
use crate::ui::storage::kept_switch::{self, KeptSwitch};
use crate::ui::store::{use_store, Msg};

#[function_component(Controls)]
pub fn controls() -> Html {
    let store = use_store();
    // An embed reads no storage: its sound stays off.
    let embed = store.embed;
    let sound_on = use_state(|| !embed && sound::enabled());
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let send = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(msg()))
    };
    let hint = (session.human_to_move() && store.thinking.is_none()).then(|| send(|| Msg::Hint));
    let (lang, w) = (store.lang, store.lang.words());
    // The guided game's move glows without the Expert's words.
    let hint_text = (!store.in_lesson())
        .then_some(store.interaction.hint)
        .flatten()
        .map(|h| hint_words(session, lang, h));
    // A new game leaves this one saved, to resume from the start page.
    let new_game = send(|| Msg::Quit);
    html! {
        <nav class="controls" aria-label={w.controls}>
            // No help from outside in a game among friends by link.
            if session.human_to_move() && study::help_allowed(session) {
                <button class="controls__hint" disabled={hint.is_none()} onclick={hint.unwrap_or_default()}>
                    { if store.thinking.is_some_and(|t| t.for_hint) { w.thinking_button } else { w.hint } }
                </button>
            }
            // (At the end, the banner offers the rematch, the replay and a new game.)
            if session.played_here() && !session.table().is_over() {
                // A move sent by link is not taken back, nor one in the deal of the day.
                if study::help_allowed(session) {
                    <button class="controls__undo" disabled={!session.can_undo()} onclick={send(|| Msg::Undo)}>{ w.undo }</button>
                }
                <button class="controls__new" onclick={new_game}>{ w.new_game }</button>
            }
            if study::help_allowed(session) && !session.table().is_over() {
                { study_toggle(&store) }
            }
            if let Some(text) = hint_text {
                <p class="controls__hint-text" data-hint="true">{ text }</p>
            }
            { sound_switch(&sound_on, w.sound) }
        </nav>
    }
}

/// The Expert's hint in words: where to place, which domino to claim, which tax, building or
/// giant's move.
fn hint_words(session: &Session, lang: Lang, hint: Action) -> String {
    let (table, w) = (session.table(), lang.words());
    // A building on the builders board, by its spot.
    let building_at = |spot: u8| {
        table
            .queendomino()
            .and_then(|q| q.builders_board().spots[usize::from(spot)])
            .map_or("", |b| lang.building(b.kind()))
    };
    match hint {
        Action::Place(_) => w.hint_place.to_string(),
        Action::Claim(d) => fill(w.hint_claim, &[&d]),
        Action::Discard => w.hint_discard.to_string(),
        Action::Queendomino(QueendominoAction::Tax(at)) => {
            fill(w.hint_tax, &[&lang.square(at.row, at.col)])
        }
        Action::Queendomino(QueendominoAction::Build { spot, at }) => fill(
            w.hint_build,
            &[
                &building_at(spot),
                &SPOT_COSTS[usize::from(spot)],
                &lang.square(at.row, at.col),
            ],
        ),
        Action::Queendomino(QueendominoAction::Dragon { spot }) => {
            fill(w.hint_dragon, &[&building_at(spot)])
        }
        Action::EndTurn => w.hint_end_turn.to_string(),
        Action::Extra(e) => fill(w.extra_part, &[&e.module]),
        Action::Giants(GiantsAction::Cover(at)) => {
            fill(w.hint_cover, &[&lang.square(at.row, at.col)])
        }
        Action::Giants(GiantsAction::Send { from, to }) => fill(
            w.hint_send,
            &[&lang.square(from.row, from.col), &session.kingdom_name(to)],
        ),
    }
}

/// The sound's switch, off until turned on, remembered in this browser.
fn sound_switch(on: &UseStateHandle<bool>, label: &'static str) -> Html {
    let onchange = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            let checked = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked();
            sound::remember(checked);
            on.set(checked);
        })
    };
    html! {
        <label class="controls__sound">
            <input type="checkbox" name="sound" checked={**on} {onchange} />{ label }
        </label>
    }
}

/// Study's switch and the drafting lens's, and while they are on, what they show (or that Study
/// is weighing).
fn study_toggle(store: &crate::ui::store::StoreHandle) -> Html {
    let w = store.lang.words();
    let onchange = switched(store, &kept_switch::STUDY, Msg::SetStudy);
    let weighing = store.study
        && store
            .session
            .as_ref()
            .and_then(study::due)
            .is_some_and(|at| {
                store
                    .studied
                    .as_ref()
                    .is_none_or(|s| s.at != at || s.weighed.is_none())
            });
    html! {
        <div class="study">
            <label class="study__toggle">
                <input type="checkbox" class="study__switch" checked={store.study} {onchange} />
                { w.study_toggle }
            </label>
            // The lens's switch beside it, on the same row.
            { lens_switch(store) }
            if store.study {
                <p class="study__help">{ w.study_help }</p>
            }
            if store.lens {
                <p class="study__help">{ w.lens_help }</p>
            }
            if weighing {
                <p class="study__weighing" aria-live="polite">{ w.study_weighing }</p>
            }
        </div>
    }
}

/// The drafting lens's switch, remembered in this browser.
fn lens_switch(store: &crate::ui::store::StoreHandle) -> Html {
    let onchange = switched(store, &kept_switch::LENS, Msg::SetLens);
    html! {
        <label class="study__toggle">
            <input type="checkbox" class="lens__switch" checked={store.lens} {onchange} />
            { store.lang.words().lens_toggle }
        </label>
    }
}

/// A switch's change: remembered in this browser under its key, and told to the store.
fn switched(
    store: &crate::ui::store::StoreHandle,
    kept: &'static KeptSwitch,
    msg: fn(bool) -> Msg,
) -> Callback<Event> {
    let store = store.clone();
    Callback::from(move |e: Event| {
        let on = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .checked();
        kept.remember(on);
        store.dispatch(msg(on));
    })
}
