//! The full setup's form as its controls edit it: the value or the box a control's event carries,
//! and the edit applied to the form (`page/setup_form.rs`, which keeps the options the chosen
//! table allows).

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub use crate::page::setup_form::Form;

/// A change to the form, made from the event of the control that changed.
pub type FormEdit = dyn Fn(&mut Form, &Event);

pub fn input_value(e: &Event) -> String {
    let target = e.target().expect("event target");
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        input.value()
    } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        select.value()
    } else {
        String::new()
    }
}

pub fn checked(e: &Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

/// A callback that applies `f` to the form with the control's event, then keeps the options
/// the table allows (the player counts, the Mighty Duel, bonuses beside quests, teams).
pub fn edit(form: &UseStateHandle<Form>, f: Box<FormEdit>) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let mut next = (*form).clone();
        let players_before = next.players;
        f(&mut next, &e);
        next.keep_allowed(players_before);
        form.set(next);
    })
}
