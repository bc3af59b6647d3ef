//! The domino a person must place: drag it onto the kingdom (mouse, touch or pen), or use the
//! keyboard and clicks on the board.

use web_sys::{MouseEvent, WheelEvent};
use yew::prelude::*;

use crate::page::interaction::first_half_at;
use crate::rules::{Dir, PlayerId, Pos};
use crate::ui::board::domino_tile::DominoTile;
use crate::ui::board::pointer::{half_of, square_at, use_drag, Drag, DragHandlers};
use crate::ui::store::{use_store, Msg, StoreHandle};

#[function_component(Hand)]
pub fn hand() -> Html {
    let store = use_store();
    // What a drag carries: which half of the domino was grabbed (the square under the pointer
    // holds it).
    let drag = use_drag::<u8>();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (Some(domino), Some(player)) = (table.domino_to_place(), table.to_move()) else {
        return html! {};
    };
    if !session.human_to_move() {
        return html! {};
    }
    let dir = store.interaction.dir;
    let handlers = dragging(&store, &drag, player, dir);
    let (onwheel, oncontextmenu) = rotating(&store);

    // Off the board the domino follows the pointer; over it the board shows where it would go.
    let dragging = drag.current();
    let floating = dragging.filter(|_| store.interaction.target.is_none()).map(|d| {
        html! {
            <div key="float" class="hand__float" style={format!("left: {}px; top: {}px", d.x, d.y)}>
                <DominoTile {domino} {dir} />
            </div>
        }
    });
    html! {
        <div class="hand">
            // The key keeps this element (which holds the pointer capture) across renders.
            <div key="domino" class={classes!("hand__domino", dragging.is_some().then_some("hand__domino--dragging"))}
                data-hand-domino={domino.number.to_string()}
                data-hand-domino-id={domino.to_string()}
                title={store.lang.words().hand_title}
                onpointerdown={handlers.down} onpointermove={handlers.moved} onpointerup={handlers.up}
                onpointercancel={handlers.cancel} {onwheel} {oncontextmenu}>
                <DominoTile {domino} {dir} />
            </div>
            { for floating }
        </div>
    }
}

/// The wheel and a right click turn the domino.
fn rotating(store: &StoreHandle) -> (Callback<WheelEvent>, Callback<MouseEvent>) {
    let rotate = {
        let store = store.clone();
        move || store.dispatch(Msg::Rotate)
    };
    let onwheel = {
        let rotate = rotate.clone();
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            rotate();
        })
    };
    let oncontextmenu = Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        rotate();
    });
    (onwheel, oncontextmenu)
}

/// The domino dragged by either half: over the board it aims at where it would go, let go
/// there it is laid; anywhere else it aims at nothing.
fn dragging(store: &StoreHandle, drag: &Drag<u8>, player: PlayerId, dir: Dir) -> DragHandlers {
    let first_from = move |pos: Pos, half: u8| first_half_at(pos, half, dir);
    let (store, over_store) = (store.clone(), store.clone());
    let cancel_store = store.clone();
    drag.handlers(
        "[data-hand-domino]",
        |e| (e.button() == 0).then(|| half_of(e)),
        move |d| {
            let target = square_at(d.x, d.y, player).and_then(|p| first_from(p, d.load));
            if target != over_store.interaction.target {
                over_store.dispatch(Msg::Target(target));
            }
            d.load
        },
        move |d, e| match square_at(e.client_x(), e.client_y(), player)
            .and_then(|p| first_from(p, d.load))
        {
            Some(first) => store.dispatch(Msg::PlaceAt(first)),
            None => store.dispatch(Msg::Target(None)),
        },
        move || cancel_store.dispatch(Msg::Target(None)),
    )
}
