//! The deck "To practise" on the start page: the puzzles of the person's mistakes due today,
//! the way into the first, and how the deck has gone (`page::practice_deck`).

use yew::prelude::*;

use crate::i18n::fill;
use crate::ui::storage::deck_keep;
use crate::ui::store::{today, Msg, StoreHandle};

pub fn practice_offer(store: &StoreHandle) -> Html {
    let deck = deck_keep::load();
    if deck.cards().is_empty() {
        return Html::default();
    }
    let w = store.lang.words();
    let day = today();
    let first = deck.due(day).next().map(|c| format!("puzzle={}", c.puzzle));
    let due = deck.due(day).count();
    let tally = deck.tally();
    let when = match (&first, deck.next_due(day)) {
        (Some(_), _) => fill(w.deck_due, &[&due]),
        (None, Some(next)) => fill(w.deck_later, &[&next]),
        (None, None) => w.practice_done.to_string(),
    };
    let open = first.map(|link| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Open(link.clone())))
    });
    html! {
        <section class="deck" aria-labelledby="deck-title" data-due={due.to_string()}>
            <h2 id="deck-title" class="deck__title">{ w.deck_title }</h2>
            <p class="deck__when">{ when }</p>
            if let Some(open) = open {
                <button type="button" class="deck__start" onclick={open}>{ w.deck_start }</button>
            }
            if tally.answered > 0 {
                <p class="deck__tally" data-first-time={tally.first_time.to_string()}>
                    { fill(w.deck_tally, &[&tally.first_time, &tally.answered, &tally.learned]) }
                </p>
            }
            <p class="deck__about">{ w.deck_about }</p>
        </section>
    }
}
