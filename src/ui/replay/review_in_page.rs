//! The Expert's review in an embedded replay of a finished game: its title and the button that
//! starts it, which opens the replay in the page's build, in the same frame, with the review
//! started (`Msg::ReviewInPage`, a `&review` link): the review, its workers and its panel weigh
//! on the page's build alone, not on every reader of a blog's replay.

use yew::prelude::*;

use crate::ui::store::{use_store, Msg};

#[function_component(ReviewInPage)]
pub fn review_in_page() -> Html {
    let store = use_store();
    let record = store
        .session
        .as_ref()
        .and_then(|s| s.replay.as_ref())
        .map(|r| r.to_string());
    // Whether the page would review it (the game replayed to its end, once per game).
    let reviewable = {
        let store = store.clone();
        use_memo(record, move |_| {
            store.hand_off(&Msg::ReviewInPage).is_some()
        })
    };
    if !*reviewable {
        return html! {};
    }
    let w = store.lang.words();
    let onclick = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::ReviewInPage))
    };
    html! {
        <section class="review" aria-label={w.review_title}>
            <h2 class="review__title">{ w.review_title }</h2>
            <button class="review__start" {onclick}>{ w.review_start }</button>
        </section>
    }
}
