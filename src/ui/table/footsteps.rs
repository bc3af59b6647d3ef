//! Age of Giants, in the turn banner: a domino with footsteps lets the person send one of their
//! giants to another kingdom, a button per giant and kingdom.

use yew::prelude::*;

use crate::i18n::fill;
use crate::page::choices::act;
use crate::ui::store::{Msg, StoreHandle};

pub fn footsteps(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    if !session.human_to_move() {
        return html! {};
    }
    let (lang, w) = (store.lang, store.lang.words());
    let buttons = store.choices.sends.iter().map(|&(from, to)| {
        let store = store.clone();
        let onclick =
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(act::send(from, to))));
        html! {
            <button class="giants__send" {onclick}
                data-send-row={from.row.to_string()} data-send-col={from.col.to_string()} data-send-to={to.0.to_string()}>
                { fill(w.send_giant, &[&lang.square(from.row, from.col), &session.kingdom_name(to)]) }
            </button>
        }
    });
    html! { <div class="giants__footsteps">{ for buttons }</div> }
}
