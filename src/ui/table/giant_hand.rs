//! Age of Giants, in the turn banner: the giant waiting for one of the person's crowns, to drag
//! onto a glowing square (the board says whether it may go there before the drop).

use yew::prelude::*;

use crate::page::choices::act;
use crate::rules::Pos;
use crate::ui::board::art::giant;
use crate::ui::board::pointer::use_drag;
use crate::ui::store::{use_store, Msg};

#[function_component(GiantHand)]
pub fn giant_hand() -> Html {
    let store = use_store();
    // A drag carries the square the giant is over, if any.
    let drag = use_drag::<Option<Pos>>();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let w = store.lang.words();
    let (Some(player), true) = (table.to_move(), session.human_to_move()) else {
        return html! {};
    };
    let covers = &store.choices.covers;
    if covers.is_empty() {
        return html! {};
    }
    let handlers = {
        let store = store.clone();
        drag.onto_square("[data-giant-hand]", player, move |at| {
            store.dispatch(Msg::Play(act::cover(at)))
        })
    };
    let floating = drag.current().map(|d| {
        let label = match d.load {
            Some(at) if covers.contains(&at) => w.covers_this_crown,
            Some(_) => w.only_on_crown,
            None => "",
        };
        html! {
            <span key="float" class="giants__float" style={format!("left: {}px; top: {}px", d.x, d.y)} data-giant-preview={label}>
                { giant() }{ label }
            </span>
        }
    });
    html! {
        <div class="giants__hand">
            // The key keeps this element (which holds the pointer capture) across renders.
            <span key="giant" class="giants__token" data-giant-hand="true"
                title={w.giant_title}
                onpointerdown={handlers.down} onpointermove={handlers.moved}
                onpointerup={handlers.up} onpointercancel={handlers.cancel}>{ giant() }</span>
            { for floating }
        </div>
    }
}
