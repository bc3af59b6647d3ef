//! Buttons for what the pointer cannot say: rotate, show where it fits, discard, undo, leave.

use yew::prelude::*;

use super::ai_client::AiClient;
use super::save;
use super::store::{Msg, StoreHandle};
use crate::ai::Level;
use crate::rules::queendomino::SPOT_COSTS;
use crate::rules::{Action, GiantsAction, QueendominoAction};

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
    let place_here = store.interaction.target.filter(|_| placing).map(|pos| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::PlaceAt(pos)))
    });
    let ai = use_context::<std::rc::Rc<AiClient>>().expect("AI context");
    let hint = (session.human_to_move() && store.thinking.is_none()).then(|| {
        let store = store.clone();
        let game = session.game.clone();
        let pace = session.pace;
        Callback::from(move |_: MouseEvent| {
            let Some(me) = game.table().to_move() else {
                return;
            };
            let id = ai.next_id();
            store.dispatch(Msg::Thinking { id, for_hint: true });
            ai.think(id, game.view(Some(me)), Level::Expert, pace.budget());
        })
    });
    let hint_text = store.interaction.hint.map(|h| match h {
        Action::Place(_) => "Hint: the Expert would place it where the board glows.".to_string(),
        Action::Claim(d) => format!("Hint: the Expert would claim domino {d}."),
        Action::Discard => "Hint: discard it.".to_string(),
        Action::Queendomino(QueendominoAction::Tax(at)) => format!(
            "Hint: tax with a knight at row {}, column {}.",
            at.row, at.col
        ),
        Action::Queendomino(QueendominoAction::Build { spot, at }) => format!(
            "Hint: build from spot {} (price {}) on row {}, column {}.",
            spot + 1,
            SPOT_COSTS[spot as usize],
            at.row,
            at.col
        ),
        Action::Queendomino(QueendominoAction::Dragon { spot }) => format!(
            "Hint: bribe the Dragon to burn the building on spot {}.",
            spot + 1
        ),
        Action::EndTurn => "Hint: end the turn.".to_string(),
        Action::Giants(GiantsAction::Cover(at)) => format!(
            "Hint: put the giant on the crown at row {}, column {}.",
            at.row, at.col
        ),
        Action::Giants(GiantsAction::Send { from, to }) => format!(
            "Hint: send the giant at row {}, column {} to {}.",
            from.row,
            from.col,
            session.kingdom_name(to)
        ),
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
                <button class="controls__fits" aria-pressed={store.interaction.show_fits.to_string()} onclick={send(|| Msg::ToggleFits)}>
                    { if store.interaction.show_fits { "Hide where it fits" } else { "Show where it fits" } }
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
            if session.human_to_move() {
                <button class="controls__hint" disabled={hint.is_none()} onclick={hint.unwrap_or_default()}>
                    { if store.thinking.is_some_and(|t| t.for_hint) { "Thinking…" } else { "Hint" } }
                </button>
            }
            if session.replay.is_none() {
                <button class="controls__undo" disabled={!session.can_undo()} onclick={send(|| Msg::Undo)}>{ "Undo" }</button>
                if session.table().is_over() {
                    <button class="controls__replay" onclick={send(|| Msg::StartReplay)}>{ "Watch the replay" }</button>
                }
                <button class="controls__new" onclick={new_game}>{ "New game" }</button>
            }
            if let Some(text) = hint_text {
                <p class="controls__hint-text" data-hint="true">{ text }</p>
            }
        </nav>
    }
}
