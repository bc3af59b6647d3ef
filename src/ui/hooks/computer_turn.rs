//! Runs the store's questions to the worker (`Store::pause`, `Store::ask`): starts the worker
//! when a question is coming (`Store::awaits_computer`), waits out a computer seat's pause,
//! sends the question, and cancels it in the worker once the store no longer asks it (an
//! answer, undo, a new game, a move made).

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::page::store::Ask;
use crate::ui::store::{Msg, StoreHandle};
use crate::ui::workers::ai_client::AiClient;

#[hook]
pub fn use_computer_turn(store: &StoreHandle, ai: &Rc<AiClient>) {
    let warm = ai.clone();
    use_effect_with(store.awaits_computer(), move |&coming| {
        if coming {
            warm.start();
        }
    });
    let dispatcher = store.dispatcher();
    use_effect_with(store.pause(), move |pause| {
        let timeout =
            pause.map(|(id, ms)| Timeout::new(ms, move || dispatcher.emit(Msg::PauseOver(id))));
        move || drop(timeout)
    });
    let (store, ai) = (store.clone(), ai.clone());
    use_effect_with(store.asked(), move |id| {
        match store.ask() {
            Some(Ask::Move {
                id,
                view,
                level,
                budget,
            }) => ai.think(id, view, level, budget),
            Some(Ask::Alone {
                id,
                view,
                level,
                budget,
                seed,
            }) => ai.think_alone(id, view, level, budget, seed),
            None => {}
        }
        let (id, ai) = (*id, ai.clone());
        move || id.into_iter().for_each(|id| ai.cancel(id))
    });
}
