//! The guided first game offered on a first visit (`page::lesson::offered`): play it or not;
//! either way it is offered no more in this browser ("How to play" keeps the way to it).

use yew::prelude::*;

use crate::ui::storage::kept_switch::LESSON_SEEN;
use crate::ui::store::{Msg, StoreHandle};

pub fn lesson_offer(store: &StoreHandle) -> Html {
    if !store.offer_lesson {
        return Html::default();
    }
    let [title, what, play, decline] = store.lang.words().lesson_offer;
    let answer = |msg: fn() -> Msg| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| {
            LESSON_SEEN.remember(true);
            store.dispatch(msg())
        })
    };
    html! {
        <section class="lesson-offer" aria-labelledby="lesson-offer-title">
            <h2 id="lesson-offer-title" class="lesson-offer__title">{ title }</h2>
            <p class="lesson-offer__what">{ what }</p>
            <button type="button" class="lesson-offer__play" onclick={answer(|| Msg::Open("learn".into()))}>{ play }</button>
            <button type="button" class="lesson-offer__decline" onclick={answer(|| Msg::DeclineLesson)}>{ decline }</button>
        </section>
    }
}
