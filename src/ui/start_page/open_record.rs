//! The start page's form that opens a pasted game record or link. Its field keeps what is typed
//! (the page reads it when the form is sent), so the form holds no state and draws with the
//! start page.

use wasm_bindgen::JsCast;
use web_sys::{HtmlFormElement, HtmlInputElement};
use yew::prelude::*;

use crate::ui::store::{Msg, StoreHandle};

pub fn open_record(store: &StoreHandle) -> Html {
    let w = store.lang.words();
    let onsubmit = {
        let store = store.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let form: HtmlFormElement = e.target_unchecked_into();
            let typed = form
                .query_selector("input[name=open]")
                .ok()
                .flatten()
                .map(|input| input.unchecked_into::<HtmlInputElement>().value());
            store.dispatch(Msg::Open(typed.unwrap_or_default()));
        })
    };
    html! {
        <form class="setup__open" {onsubmit}>
            <label>{ w.open_label }
                <input name="open" placeholder={w.open_placeholder} />
            </label>
            <button type="submit" class="setup__open-button">{ w.open }</button>
        </form>
    }
}
