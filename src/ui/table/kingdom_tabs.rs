//! One button a kingdom, to show any kingdom large: on a phone the others are one tap away.

use yew::prelude::*;

use crate::rules::KingdomId;
use crate::ui::board::kingdom_label::KingdomLabel;
use crate::ui::store::use_store;

#[derive(Properties, PartialEq)]
pub struct KingdomTabsProps {
    /// The kingdom shown large.
    pub shown: KingdomId,
    /// The kingdom of the player to move (or the person's), which the large board returns to.
    pub home: KingdomId,
    pub onpick: Callback<KingdomId>,
}

#[function_component(KingdomTabs)]
pub fn kingdom_tabs(props: &KingdomTabsProps) -> Html {
    let store = use_store();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let rules = session.table().rules();
    let tabs = rules.kingdom_ids().map(|k| {
        let onclick = {
            let onpick = props.onpick.clone();
            Callback::from(move |_: MouseEvent| onpick.emit(k))
        };
        html! {
            <button type="button" class={classes!("tabs__tab", (k == props.home).then_some("tabs__tab--home"))}
                aria-pressed={(k == props.shown).to_string()} data-view-kingdom={k.0.to_string()}
                {onclick}>
                <KingdomLabel kingdom={k} />
            </button>
        }
    });
    html! {
        <nav class="tabs" aria-label={store.lang.words().show_kingdom}>{ for tabs }</nav>
    }
}
