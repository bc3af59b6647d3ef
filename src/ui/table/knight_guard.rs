//! Queendomino's tax, in the turn banner: the person to move drags a knight onto the domino just
//! placed (the coins it would bring show before the drop), or presses a button per square.

use yew::prelude::*;

use crate::i18n::fill;
use crate::page::choices::act;
use crate::rules::{PlayerId, Pos, Table};
use crate::ui::board::pieces::knight;
use crate::ui::board::pointer::use_drag;
use crate::ui::store::{use_store, Msg, StoreHandle};

/// The coins a knight would bring at `at` for the player to move, as the rules count them.
pub fn tax_preview(table: &Table, player: PlayerId, at: Pos) -> u32 {
    let kingdom = table.kingdom_of(player);
    table
        .queendomino()
        .map_or(0, |q| q.tax_preview(kingdom, table.kingdom(kingdom), at))
}

/// A button that sends a knight to collect at `at`, with the coins it would bring.
fn tax_button(
    store: &StoreHandle,
    table: &Table,
    me: PlayerId,
    at: Pos,
    colour: &'static str,
) -> Html {
    let (lang, w) = (store.lang, store.lang.words());
    let store = store.clone();
    let coins = tax_preview(table, me, at);
    let onclick = Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(act::tax(at))));
    // The square's terrain tells the two halves apart on the button; the full sentence (which
    // square) is its label.
    let gain = lang.plural(w.coins_gain, coins.into());
    let label = fill(w.tax_button, &[&lang.square(at.row, at.col), &gain]);
    let terrain = table
        .seat_kingdom(me)
        .square(at)
        .map_or("", |s| lang.terrain_title(s.terrain));
    html! {
        <button class="estate__tax" {onclick} aria-label={label.clone()} title={label}
            data-tax-row={at.row.to_string()} data-tax-col={at.col.to_string()}>
            { knight(colour) }{ format!(" {terrain}: {gain}") }
        </button>
    }
}

#[function_component(KnightGuard)]
pub fn knight_guard() -> Html {
    let store = use_store();
    // A drag carries the square the knight is over, if any.
    let drag = use_drag::<Option<Pos>>();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let (Some(me), true) = (table.to_move(), session.human_to_move()) else {
        return html! {};
    };
    let taxes = &store.choices.taxes;
    if taxes.is_empty() {
        return html! {};
    }
    // The knight wears its kingdom's colour.
    let colour = session.kingdom_seat(table.kingdom_of(me)).css_colour();
    let tax_buttons = store
        .choices
        .distinct_taxes(table.seat_kingdom(me))
        .into_iter()
        .map(|at| tax_button(&store, table, me, at, colour));
    let knight = {
        let player = me;
        let handlers = {
            let store = store.clone();
            drag.onto_square("[data-knight-hand]", player, move |at| {
                store.dispatch(Msg::Play(act::tax(at)))
            })
        };
        let floating = drag.current().map(|d| {
            let label = match d.load {
                Some(at) if taxes.contains(&at) => lang.plural(w.coins_gain, tax_preview(table, player, at).into()),
                Some(_) => w.only_new_domino.to_string(),
                None => String::new(),
            };
            html! {
                <span key="float" class="estate__float" style={format!("left: {}px; top: {}px", d.x, d.y)} data-tax-preview={label.clone()}>
                    { knight(colour) }{ " " }{ label }
                </span>
            }
        });
        html! {
            <div class="estate__guard">
                <span key="knight" class="estate__knight" data-knight-hand="true" title={w.knight_title}
                    onpointerdown={handlers.down} onpointermove={handlers.moved}
                    onpointerup={handlers.up} onpointercancel={handlers.cancel}>{ knight(colour) }</span>
                <span key="help" class="estate__tax-help">{ w.tax_help }</span>
                { for floating }
            </div>
        }
    };
    html! {
        <div class="estate__tax-step">
            { knight }
            <div class="estate__actions">{ for tax_buttons }</div>
        </div>
    }
}
