//! A kingdom named the way the table knows it: each builder's colour mark, then their names
//! ("Ann & Ben" when team-mates share it), isolated from the text around them. A drawing, not a
//! component: it has no state, and the screens that name kingdoms read the store anyway.

use yew::prelude::*;

use crate::rules::KingdomId;
use crate::ui::board::art::colour_mark;
use crate::ui::store::Store;

pub fn kingdom_label(store: &Store, kingdom: KingdomId) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let marks = session
        .table()
        .rules()
        .seats_of(kingdom)
        .map(|p| colour_mark(store.lang, session.seats[p.index()].king_colour()));
    html! { <>{ for marks }<bdi>{ session.kingdom_name(kingdom) }</bdi></> }
}
