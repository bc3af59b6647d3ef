//! Queendomino's builders board: six buildings for sale with their prices, the pile, and the
//! Dragon. A person builds by dragging a building onto a free town square (or clicking it, then
//! the square), and bribes the Dragon with a confirmation.

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::i18n::{fill, Lang, Words};

use crate::page::choices::act;
use crate::page::session::Session;
use crate::rules::queendomino::{self, SPOT_COSTS};
use crate::rules::{BuildingId, PlayerId};
use crate::ui::board::art::dragon;
use crate::ui::board::building_tile::BuildingTile;
use crate::ui::board::pointer::{square_at, use_drag, Drag, DragHandlers};
use crate::ui::store::{use_store, Msg, StoreHandle};

#[function_component(BuildersBoard)]
pub fn builders_board() -> Html {
    let store = use_store();
    // A drag carries the spot of the building being moved.
    let drag = use_drag::<u8>();
    use_effect_with(store.interaction.confirm_dragon, |asked| {
        if asked.is_some() {
            nearest_into_view(".builders__confirm");
        }
    });
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let Some(q) = table.queendomino() else {
        return html! {};
    };
    let board = q.builders_board();
    let person = session.human_to_move();
    let me = table.to_move();
    let host = me.is_some_and(|p| q.queen() == Some(table.kingdom_of(p)));

    let ends = store.choices.dragon_ends().filter(|_| person);
    // Asked beside the Burn pressed, where the eye already is.
    let mut confirm = store.interaction.confirm_dragon.and_then(|spot| {
        let building = board.spots[spot as usize]?;
        Some(dragon_confirm(
            &store,
            spot,
            building,
            ends.map(|i| w.dragon_ends[i]),
            lang,
        ))
    });
    let spots = (0..board.spots.len() as u8).map(|spot| {
        let asked = confirm
            .take_if(|_| store.interaction.confirm_dragon == Some(spot))
            .unwrap_or_default();
        spot_item(&store, session, &drag, spot, host, asked)
    });
    // The keyboard's (and a click's) way to build: a button per free town square.
    let build_buttons = match store.interaction.selected_spot.filter(|_| person) {
        Some(spot) => build_here(&store, spot, board.spots[usize::from(spot)], lang),
        None => Vec::new(),
    };
    // A building floats under the pointer only while a person builds.
    let floating = drag.current().filter(|_| person).and_then(|d| {
        let building = board.spots[usize::from(d.load)]?;
        Some(floating(building, d.x, d.y))
    });
    html! {
        <section class="builders" aria-label={w.builders_board}>
            { title(board, w) }
            <ol class="builders__spots">{ for spots }</ol>
            if store.interaction.selected_spot.is_some() {
                <p class="builders__help">{ w.gestures(store.touch).click_town }</p>
                <div class="builders__targets">{ for build_buttons }</div>
            }
            // Always present, so that the tiles keep their elements (and the pointer) mid-drag.
            <div class="builders__float-layer">{ for floating }</div>
        </section>
    }
}

/// Scrolls the Dragon's question into view if any of it is out (a Burn at the foot of the
/// screen), and not otherwise: `scrollIntoView({block: "nearest"})`.
fn nearest_into_view(selector: &str) {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    let Some(element) = found else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(scroll) = js_sys::Reflect::get(&element, &"scrollIntoView".into()) {
        let scroll: &js_sys::Function = wasm_bindgen::JsCast::unchecked_ref(&scroll);
        let _ = scroll.call1(&element, &options);
    }
}

/// A building carried under the pointer.
fn floating(building: BuildingId, x: i32, y: i32) -> Html {
    html! {
        <span key="float" class="builders__float" style={format!("left: {x}px; top: {y}px")}>
            <BuildingTile {building} compact=true />
        </span>
    }
}

/// A spot of the board: its price and its building (to pick, drag or burn, `asked` the Dragon's
/// question when its Burn was pressed), or nothing left.
fn spot_item(
    store: &StoreHandle,
    session: &Session,
    drag: &Drag<u8>,
    spot: u8,
    host: bool,
    asked: Html,
) -> Html {
    let w = store.lang.words();
    let me = session.table().to_move();
    let Some(board) = session.table().queendomino().map(|q| q.builders_board()) else {
        return html! {};
    };
    let (building, price) = (board.spots[usize::from(spot)], board.cost(spot, host));
    let person = session.human_to_move();
    let buildable = person && store.choices.can_build(spot);
    let selected = store.interaction.selected_spot == Some(spot);
    let (onclick, onkeydown, drag_handlers) = match buildable {
        true => {
            let picks = picking(store, drag, spot, selected, me);
            (Some(picks.click), Some(picks.key), Some(picks.drag))
        }
        false => (None, None, None),
    };
    let (onpointerdown, onpointermove, onpointerup, onpointercancel) = match drag_handlers {
        Some(h) => (Some(h.down), Some(h.moved), Some(h.up), Some(h.cancel)),
        None => (None, None, None, None),
    };
    let burn = (person && store.choices.burns.contains(&spot)).then(|| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::AskDragon(Some(spot))))
    });
    html! {
        <li class={classes!("builders__spot", buildable.then_some("builders__spot--buildable"), selected.then_some("builders__spot--selected"))}
            data-spot={spot.to_string()} data-price={price.to_string()}>
            <span class="builders__price" title={fill(w.costs, &[&price, &SPOT_COSTS[usize::from(spot)]])}>{ price }</span>
            if let Some(b) = building {
                <span class="builders__tile" data-building-spot={spot.to_string()}
                    data-buildable={buildable.then_some("true")}
                    role={buildable.then_some("button")} tabindex={buildable.then_some("0")}
                    aria-pressed={buildable.then(|| selected.to_string())}
                    {onclick} {onkeydown} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
                    <BuildingTile building={b} />
                </span>
                if let Some(onclick) = burn {
                    <button class="builders__burn" {onclick} title={w.burn_title}>{ w.burn }</button>
                }
                { asked }
            } else {
                <span class="builders__empty">{ "—" }</span>
            }
        </li>
    }
}

/// How a person picks a building for sale: a click (or Enter or Space) picks it, or drops it when
/// picked; a drag lays it on the town square where it is let go.
struct Picking {
    click: Callback<MouseEvent>,
    key: Callback<KeyboardEvent>,
    drag: DragHandlers,
}

fn picking(
    store: &StoreHandle,
    drag: &Drag<u8>,
    spot: u8,
    selected: bool,
    me: Option<PlayerId>,
) -> Picking {
    let toggle = if selected { None } else { Some(spot) };
    // A click from a pointer was handled when it was let go (below): handling it again here
    // would undo it. This one is for clicks with no pointer (assistive tools: no detail).
    let click = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| {
            if e.detail() == 0 {
                store.dispatch(Msg::SelectSpot(toggle))
            }
        })
    };
    let dragged = {
        let store = store.clone();
        drag.handlers(
            "[data-building-spot]",
            move |_| Some(spot),
            |d| d.load,
            move |d, e| {
                let Some(p) = me else { return };
                match square_at(e.client_x(), e.client_y(), p) {
                    Some(at) => store.dispatch(Msg::Play(act::build(d.load, at))),
                    None => {
                        // A click without moving picks (or drops) the building instead.
                        let moved = (e.client_x() - d.x).abs() + (e.client_y() - d.y).abs();
                        if moved < 6 {
                            store.dispatch(Msg::SelectSpot(toggle));
                        }
                    }
                }
            },
            || {},
        )
    };
    // The keyboard picks a building as a click does: Enter or Space on the focused tile.
    let key = {
        let store = store.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                store.dispatch(Msg::SelectSpot(toggle))
            }
        })
    };
    Picking {
        click,
        key,
        drag: dragged,
    }
}

/// Bribing the Dragon asks first, saying what it ends: the tax and the building still open this
/// turn.
fn dragon_confirm(
    store: &StoreHandle,
    spot: u8,
    building: BuildingId,
    ends: Option<&'static str>,
    lang: Lang,
) -> Html {
    let w = lang.words();
    let yes = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(act::burn(spot))))
    };
    let no = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Msg::AskDragon(None)))
    };
    html! {
        <div class="builders__confirm" role="dialog" aria-label={w.bribe_dragon}>
            { fill(w.burn_confirm, &[&lang.building(building.kind())]) }
            if let Some(ends) = ends { <strong class="builders__confirm-ends" data-dragon-ends="true">{ " " }{ ends }</strong> }
            <button class="builders__confirm-yes" onclick={yes}>{ w.burn_it }</button>
            <button onclick={no}>{ w.keep_it }</button>
        </div>
    }
}

/// A button per town square the building on `spot` may go to.
fn build_here(
    store: &StoreHandle,
    spot: u8,
    building: Option<BuildingId>,
    lang: Lang,
) -> Vec<Html> {
    let w = lang.words();
    let name = building.map_or("", |b| lang.building(b.kind()));
    let squares = store.choices.builds.iter().filter(|&&(s, _)| s == spot);
    squares
        .map(|&(_, at)| {
            let store = store.clone();
            let onclick =
                Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(act::build(spot, at))));
            html! {
                <button class="builders__build-here" {onclick} data-build-row={at.row.to_string()} data-build-col={at.col.to_string()}>
                    { fill(w.build_on, &[&name, &lang.square(at.row, at.col)]) }
                </button>
            }
        })
        .collect()
}

/// The board's title: the buildings left in the pile, and where the Dragon is.
fn title(board: &queendomino::BuildersBoard, w: &Words) -> Html {
    html! {
    <h3 class="builders__title">{ w.builders }
            <span class="builders__pile" data-building-pile={board.pile_len.to_string()}>{ fill(w.in_the_pile, &[&board.pile_len]) }</span>
            <span class="builders__dragon" data-dragon={if board.dragon_used { "used" } else { "cave" }}>
                { dragon(board.dragon_used) }
                { if board.dragon_used { w.dragon_flown } else { w.dragon_waits } }
            </span>
        </h3>
        }
}
