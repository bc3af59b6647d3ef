//! On a phone, one column holds everything: a row of buttons under the kingdom brings each part
//! of the table into view in one tap (the builders, the coins, the quests, the scores, the
//! moves). Wider screens show them side by side and hide the row.

use yew::prelude::*;

use crate::ui::store::StoreHandle;

/// Scrolls the first element matching `selector` into view.
pub fn show(selector: &str) {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = found {
        element.scroll_into_view();
    }
}

pub fn jump_bar(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let w = store.lang.words();
    let queendomino = table.queendomino().is_some();
    let quests = table.rules().bonuses.quests[0].is_some() || table.giants().is_some();
    let parts: Vec<(&'static str, &'static str)> = [
        (queendomino, w.builders, ".builders"),
        (queendomino, w.estate, ".estate"),
        (quests, w.quests, ".giants"),
        (true, w.scores, ".sheet"),
        (!store.log.moves.is_empty(), w.log_label, ".log"),
    ]
    .into_iter()
    .filter(|(shown, _, _)| *shown)
    .map(|(_, name, selector)| (name, selector))
    .collect();
    html! {
        <nav class="jump" aria-label={w.jump_label}>
            { for parts.into_iter().map(|(name, selector)| html! {
                <button type="button" class="jump__to" data-jump={selector}
                    onclick={Callback::from(move |_: MouseEvent| show(selector))}>{ name }</button>
            }) }
        </nav>
    }
}
