//! A puzzle of the deck "To practise" at the table: the question, the answer being weighed,
//! then the verdict with the Expert's best (drawn on the board as the review draws it) and the
//! next puzzle due today (the card moves on in the deck: `ui/hooks/practised.rs`).

use yew::prelude::*;

use crate::i18n::fill;
use crate::page::review_words::judged_words;
use crate::review::{fixed, MoveReview, NOISE};
use crate::ui::replay::review_panel::grade_name;
use crate::ui::storage::deck_keep;
use crate::ui::store::{today, Msg, StoreHandle};

pub fn practice_panel(store: &StoreHandle) -> Html {
    let (Some(practice), Some(session)) = (store.practice(), store.session.as_ref()) else {
        return Html::default();
    };
    let (lang, w) = (store.lang, store.lang.words());
    let judged = practice
        .verdict
        .as_ref()
        .map(|v| judged_words(lang, session, &MoveReview::of(practice.at, &v.weighed)));
    html! {
        <section class="practice" aria-labelledby="practice-title" data-practice={practice.puzzle.clone()}>
            <h2 id="practice-title" class="practice__title">{ w.practice_title }</h2>
            <p class="practice__ask">{ fill(w.practice_ask, &[&(practice.at + 1)]) }</p>
            if let Some(words) = judged {
                <p class="review__played">{ words.played }</p>
                if let Some(best) = words.best { <p class="review__best">{ best }</p> }
                if let Some(why) = words.why { <p class="review__why">{ why }</p> }
            }
        </section>
    }
}

/// The banner once the answer is given (it holds the step until then): the answer being
/// weighed, then the verdict and the way to the next puzzle.
pub fn practice_banner(store: &StoreHandle) -> Html {
    let Some(practice) = store.practice() else {
        return Html::default();
    };
    let (lang, w) = (store.lang, store.lang.words());
    let Some(verdict) = &practice.verdict else {
        return html! { <p class="banner__turn practice__weighing" role="status">{ w.practice_weighing }</p> };
    };
    let said = match verdict.is_right() {
        true => fill(w.practice_right, &[&fixed(NOISE, 0)]),
        false => fill(w.practice_wrong, &[&fixed(verdict.given_up, 1)]),
    };
    html! {
        <>
            <p class="banner__turn practice__verdict" role="status" data-right={verdict.is_right().to_string()}
                data-grade={verdict.grade.key()} data-given-up={fixed(verdict.given_up, 2)}>
                <span class={classes!("review__grade", format!("review__grade--{}", verdict.grade.key()))}>{ grade_name(lang, verdict.grade) }</span>
                { " " }{ said }
            </p>
            <div class="banner__controls">{ next_puzzle(store, &practice.puzzle) }</div>
        </>
    }
}

/// The next puzzle due today, or that none is.
fn next_puzzle(store: &StoreHandle, current: &str) -> Html {
    let w = store.lang.words();
    let deck = deck_keep::load();
    let day = today();
    let mut due = deck.due(day).filter(|c| c.puzzle != current);
    let Some(next) = due.next() else {
        return html! { <p class="practice__done">{ w.practice_done }</p> };
    };
    let left = 1 + due.count();
    let open = {
        let (store, link) = (store.clone(), format!("puzzle={}", next.puzzle));
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Open(link.clone())))
    };
    html! {
        <button type="button" class="practice__next" onclick={open}>{ fill(w.practice_next, &[&left]) }</button>
    }
}
