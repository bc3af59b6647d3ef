//! The controls of the person's next step, in the turn banner beside its sentence: the domino to
//! drag with rotate and "where it fits", the discard, the giant, the footsteps, the knight and
//! the end of the turn. The banner stays in view, so whatever it names can be reached.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::lesson::Teach;
use crate::page::next_step::{NextStep, Then};
use crate::rules::Action;
use crate::ui::replay::jump_bar::show;
use crate::ui::store::{Msg, StoreHandle};
use crate::ui::table::footsteps::footsteps;
use crate::ui::table::giant_hand::GiantHand;
use crate::ui::table::hand::Hand;
use crate::ui::table::knight_guard::KnightGuard;

/// The person's step in words: what to do and how (with a finger on a `touch` screen).
pub fn step_words(lang: Lang, touch: bool, step: NextStep) -> String {
    let w = lang.words();
    let said = w.gestures(touch);
    let may = |options: Vec<&str>, then: Then| {
        let template = match then {
            Then::Claim => w.step_may_then_claim,
            Then::EndTurn => w.step_may_then_end,
        };
        fill(template, &[&lang.alternatives(&options)])
    };
    match step {
        NextStep::ChooseFirst => said.step_choose_first.into(),
        NextStep::Claim => said.step_claim.into(),
        NextStep::Place(d) => fill(said.step_place, &[&d]),
        NextStep::Discard(d) => fill(w.step_discard, &[&d]),
        NextStep::PlaceGiant => said.step_giant.into(),
        NextStep::Footsteps(then) => may(vec![w.step_options[0]], then),
        NextStep::Queendomino {
            tax,
            build,
            dragon,
            then,
        } => {
            let offered = [(tax, 1), (build, 2), (dragon, 3)];
            let options = offered
                .iter()
                .filter(|(on, _)| *on)
                .map(|&(_, i)| w.step_options[i])
                .collect();
            may(options, then)
        }
        NextStep::EndTurn => w.step_end_turn.into(),
    }
}

/// Placing: the domino in hand, turning it, where it fits, and placing it at the square picked.
fn placing(store: &StoreHandle) -> Html {
    let w = store.lang.words();
    let send = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(msg()))
    };
    let target = store.interaction.target;
    let place_here = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(pos) = target {
                store.dispatch(Msg::PlaceAt(pos))
            }
        })
    };
    html! {
        <>
            <Hand />
            // The guided game shows the button its lesson names.
            <button class={classes!("controls__rotate", (store.teaching() == Some(Teach::Rotate)).then_some("controls--glow"))}
                onclick={send(|| Msg::Rotate)} title={w.rotate_title}>{ w.rotate }</button>
            <button class="controls__fits" aria-pressed={store.interaction.show_fits.to_string()} onclick={send(|| Msg::ToggleFits)}>
                { if store.interaction.show_fits { w.hide_fits } else { w.show_fits } }
            </button>
            // Always there, hidden until a square is picked: it appears in place.
            <button class={classes!("controls__place", target.is_none().then_some("controls__place--waiting"))}
                disabled={target.is_none()} onclick={place_here}>{ w.place_here }</button>
        </>
    }
}

/// The controls of `step` for the person to move.
pub fn step_controls(store: &StoreHandle, step: NextStep) -> Html {
    let w = store.lang.words();
    let send = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(msg()))
    };
    let end_turn = html! {
        <button class="estate__end-turn" onclick={send(|| Msg::Play(Action::EndTurn))}>{ w.end_turn }</button>
    };
    let then_end = |then: Then| (then == Then::EndTurn).then(|| end_turn.clone());
    // On a phone the lines are above the kingdom: one tap brings them back for the claim.
    let to_lines = html! {
        <button class="banner__to-lines" onclick={Callback::from(|_: MouseEvent| show(".draft"))}>
            { w.to_lines }
        </button>
    };
    let then_claim = |then: Then| (then == Then::Claim).then(|| to_lines.clone());
    let controls = match step {
        NextStep::Place(_) => placing(store),
        NextStep::Discard(_) => html! {
            <>
                <Hand />
                <button class={classes!("controls__discard", (store.teaching() == Some(Teach::Discard)).then_some("controls--glow"))}
                    onclick={send(|| Msg::Play(Action::Discard))}>
                    { w.discard_nowhere }
                </button>
            </>
        },
        NextStep::PlaceGiant => html! { <GiantHand /> },
        NextStep::Footsteps(then) => {
            html! { <>{ footsteps(store) }{ for then_end(then) }{ for then_claim(then) }</> }
        }
        NextStep::Queendomino {
            tax,
            build,
            dragon,
            then,
        } => html! {
            <>
                if tax { <KnightGuard /> }
                // On a phone the builders board is below the kingdom: one tap brings it up.
                if build || dragon {
                    <button class="banner__to-builders" onclick={Callback::from(|_: MouseEvent| show(".builders"))}>
                        { w.to_builders }
                    </button>
                }
                { for then_end(then) }
                { for then_claim(then) }
            </>
        },
        NextStep::EndTurn => end_turn,
        NextStep::ChooseFirst | NextStep::Claim => to_lines,
    };
    html! { <div class="banner__controls" data-step-controls={step.name()}>{ controls }</div> }
}
