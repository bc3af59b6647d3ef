//! The computer seats' turns, thought in the worker: after a short, visible pause at one screen;
//! exactly as in every other browser for a game by link (its seed, its iterations, no kept
//! tree); and a question withdrawn (undo, new game, a move made) cancelled in the worker too.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::ai::Budget;
use crate::by_link::COMPUTER_ITERATIONS;
use crate::ui::store::{Msg, StoreHandle};
use crate::ui::workers::ai_client::AiClient;

#[hook]
pub fn use_computer_turn(store: &StoreHandle, ai: &Rc<AiClient>) {
    let turn = store
        .session
        .as_ref()
        .filter(|s| s.computer_to_move() && store.thinking.is_none())
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    let (store_now, ai_now) = (store.clone(), ai.clone());
    use_effect_with(turn, move |turn| {
        let timeout = turn.and_then(|_| {
            let session = store_now.session.clone()?;
            let player = session.table().to_move()?;
            let seat = session.seats[player.index()].clone();
            Some(Timeout::new(session.pace.pause_ms(seat.level), move || {
                let id = ai_now.next_id();
                store_now.dispatch(Msg::Thinking {
                    id,
                    for_hint: false,
                });
                let view = session.game.view(Some(player));
                ai_now.think(id, view, seat.level, session.pace.budget());
            }))
        });
        move || drop(timeout)
    });
    use_by_link_search(store, ai);
    use_withdrawn_cancelled(store, ai);
}

/// A game by link's computer seats, and the computer moves of a link to check.
#[hook]
fn use_by_link_search(store: &StoreHandle, ai: &Rc<AiClient>) {
    let job = store
        .by_link
        .as_ref()
        .filter(|_| store.thinking.is_none())
        .and_then(|t| t.computer_job())
        .map(|job| (job.index, job.played.is_some()));
    let (store, ai) = (store.clone(), ai.clone());
    use_effect_with(job, move |job| {
        let job = job.and_then(|_| store.by_link.as_ref()?.computer_job());
        if let Some(job) = job {
            let id = ai.next_id();
            store.dispatch(Msg::Thinking {
                id,
                for_hint: false,
            });
            let budget = Budget::iterations(COMPUTER_ITERATIONS);
            ai.think_alone(id, job.view, job.level, budget, job.seed);
        }
    });
}

/// A question withdrawn is cancelled in the worker too.
#[hook]
fn use_withdrawn_cancelled(store: &StoreHandle, ai: &Rc<AiClient>) {
    let ai = ai.clone();
    let last = use_mut_ref(|| None::<u32>);
    use_effect_with(store.thinking.map(|t| t.id), move |id| {
        if let Some(old) = last.replace(*id) {
            if Some(old) != *id {
                ai.cancel(old);
            }
        }
    });
}
