//! One button a kingdom, to show any kingdom large: on a phone the others are one tap away.

use yew::prelude::*;

use crate::rules::KingdomId;
use crate::ui::board::kingdom_label::kingdom_label;
use crate::ui::store::Store;

/// The tabs, `shown` the kingdom shown large and `home` the kingdom of the player to move (or
/// the person's), which the large board returns to; `onpick` hears the kingdom picked.
pub fn kingdom_tabs(
    store: &Store,
    shown: KingdomId,
    home: KingdomId,
    onpick: &Callback<KingdomId>,
) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let rules = session.table().rules();
    let tabs = rules.kingdom_ids().map(|k| {
        let onclick = {
            let onpick = onpick.clone();
            Callback::from(move |_: MouseEvent| onpick.emit(k))
        };
        html! {
            <button type="button" class={classes!("tabs__tab", (k == home).then_some("tabs__tab--home"))}
                aria-pressed={(k == shown).to_string()} data-view-kingdom={k.0.to_string()}
                {onclick}>
                { kingdom_label(store, k) }
            </button>
        }
    });
    html! {
        <nav class="tabs" aria-label={store.lang.words().show_kingdom}>{ for tabs }</nav>
    }
}
