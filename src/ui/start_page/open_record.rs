//! The start page's form that opens a pasted game record or link.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::store::{use_store, Msg};

#[function_component(OpenRecord)]
pub fn open_record() -> Html {
    let store = use_store();
    let w = store.lang.words();
    let opening = use_state(String::new);
    let set_opening = {
        let opening = opening.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            opening.set(input.value());
        })
    };
    let onsubmit = {
        let opening = opening.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store.dispatch(Msg::Open((*opening).clone()));
        })
    };
    html! {
        <form class="setup__open" {onsubmit}>
            <label>{ w.open_label }
                <input name="open" value={(*opening).clone()} placeholder={w.open_placeholder}
                    oninput={set_opening} />
            </label>
            <button type="submit" class="setup__open-button">{ w.open }</button>
        </form>
    }
}
