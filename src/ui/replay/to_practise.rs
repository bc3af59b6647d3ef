//! A review complete puts the person's Mistakes and Blunders in the deck "To practise"
//! (`page::practice`: whose, and which positions).

use std::rc::Rc;

use yew::prelude::*;

use crate::page::practice::{persons, puzzles_of};
use crate::page::review_run::ReviewState;
use crate::rules::Game;
use crate::ui::storage::deck_keep;
use crate::ui::store::{today, StoreHandle};

/// Once the review of the replayed game `whole` is complete, its puzzles go in the deck (a
/// puzzle there already is not added again).
#[hook]
pub fn use_mistakes_to_practise(
    store: &StoreHandle,
    state: &UseReducerHandle<ReviewState>,
    whole: &Rc<Option<(String, Game)>>,
) {
    let name = whole.as_ref().as_ref().map(|(n, _)| n.clone());
    let complete = name.is_some() && state.is_complete();
    let (store, state, whole) = (store.clone(), state.clone(), whole.clone());
    use_effect_with((name, complete), move |(_, complete)| {
        let Some((name, game)) = whole.as_ref().as_ref().filter(|_| *complete) else {
            return;
        };
        let (Some(review), Some(session)) = (state.of(name), store.session.as_ref()) else {
            return;
        };
        let puzzles = puzzles_of(game, review, &persons(&session.seats));
        deck_keep::add(&puzzles, today());
    });
}
