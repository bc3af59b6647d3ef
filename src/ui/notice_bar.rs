//! The one-line message: why a move was refused, or what went wrong with a save.

use yew::prelude::*;

use super::store::{Msg, NoticeKind, StoreHandle};

#[function_component(NoticeBar)]
pub fn notice_bar() -> Html {
    let store = use_context::<StoreHandle>().expect("store context");
    let Some(notice) = store.notice.clone() else {
        return html! {};
    };
    let kind = match notice.kind {
        NoticeKind::Refused => "refused",
        NoticeKind::Problem => "problem",
    };
    let dismiss = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Dismiss))
    };
    html! {
        <div class={classes!("notice", format!("notice--{kind}"))} role="alert" data-notice={kind}>
            <span class="notice__text">{ notice.text }</span>
            <button class="notice__close" onclick={dismiss} aria-label={store.lang.words().dismiss}>{ "×" }</button>
        </div>
    }
}
