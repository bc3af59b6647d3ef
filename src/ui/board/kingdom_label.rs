//! A kingdom named the way the table knows it: each builder's colour mark, then their names
//! ("Ann & Ben" when team-mates share it), isolated from the text around them.

use yew::prelude::*;

use crate::rules::KingdomId;
use crate::ui::board::art::colour_mark;
use crate::ui::store::use_store;

#[derive(Properties, PartialEq)]
pub struct KingdomLabelProps {
    pub kingdom: KingdomId,
}

#[function_component(KingdomLabel)]
pub fn kingdom_label(props: &KingdomLabelProps) -> Html {
    let store = use_store();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let marks = session
        .table()
        .rules()
        .seats_of(props.kingdom)
        .map(|p| colour_mark(store.lang, session.seats[p.index()].king_colour()));
    html! { <>{ for marks }<bdi>{ session.kingdom_name(props.kingdom) }</bdi></> }
}
