//! The messages for the player: why a move was refused, or what went wrong with a link or a
//! save, each a sentence saying what happened and what to do, with the technical detail on
//! request. Several can show at once (a bad link and a bad save). They float over the foot of
//! the screen rather than push the page: the board never moves under a finger.

use yew::prelude::*;

use crate::ui::store::{Msg, NoticeKind, StoreHandle};
use crate::ui::update;

pub fn notice_bar(store: &StoreHandle) -> Html {
    let w = store.lang.words();
    let notices = store.notices.iter().enumerate().map(|(i, notice)| {
        let kind = match notice.kind {
            NoticeKind::Refused => "refused",
            NoticeKind::Problem => "problem",
        };
        let dismiss = {
            let store = store.clone();
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Dismiss(i)))
        };
        html! {
            <div class={classes!("notice", format!("notice--{kind}"))} role="alert" data-notice={kind}>
                <span class="notice__text">{ &notice.text }</span>
                if let Some(detail) = &notice.detail {
                    <details class="notice__detail">
                        <summary>{ w.details }</summary>
                        <code>{ detail }</code>
                    </details>
                }
                <button class="notice__close" onclick={dismiss} aria-label={w.dismiss}>{ "×" }</button>
            </div>
        }
    });
    let update = store.update_ready.then(|| {
        html! {
            <div class="notice notice--update" role="status" data-update-ready="true">
                <span class="notice__text">{ w.update_ready }</span>
                <button class="notice__reload" onclick={Callback::from(|_: MouseEvent| update::reload_into_new_version())}>
                    { w.update_reload }
                </button>
            </div>
        }
    });
    html! { <div class="notices">{ for update }{ for notices }</div> }
}
