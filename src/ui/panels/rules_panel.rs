//! "The rules of this game": what the table is playing by, in the sentences of
//! `i18n/rules_words.rs`.

use yew::prelude::*;

use crate::i18n::rules_words::rule_lines;
use crate::ui::store::Store;

/// The panel for the store's game (none without one).
pub fn rules_panel(store: &Store) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let lines = rule_lines(session.table().rules(), store.lang);
    html! {
        <details class="rules" data-rules="true">
            <summary>{ store.lang.words().rules_title }</summary>
            <ul>{ for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
        </details>
    }
}
