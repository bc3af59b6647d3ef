//! Queendomino holdings at a glance: coins, knights (placed and in the guard), towers and the
//! Queen. The person to move taxes by dragging a knight onto the domino just placed (the coins
//! it would bring show before the drop) or with the buttons.

use yew::prelude::*;

use super::kingdom_label::KingdomLabel;
use super::pointer::use_drag;
use super::store::{use_store, Msg};
use crate::i18n::fill;
use crate::rules::{Action, PlayerId, Pos, QueendominoAction, Table};

/// The coins a knight would bring at `at` for the player to move, as the rules count them.
pub fn tax_preview(table: &Table, player: PlayerId, at: Pos) -> u32 {
    let kingdom = table.kingdom_of(player);
    table
        .queendomino()
        .map_or(0, |q| q.tax_preview(kingdom, table.kingdom(kingdom), at))
}

#[function_component(EstatePanel)]
pub fn estate_panel() -> Html {
    let store = use_store();
    // A drag carries the square the knight is over, if any.
    let drag = use_drag::<Option<Pos>>();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let Some(q) = table.queendomino() else {
        return html! {};
    };
    let mut legal = Vec::new();
    table.legal_actions(&mut legal);
    let person = session.human_to_move();
    let me = table.to_move();
    let taxes: Vec<Pos> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Queendomino(QueendominoAction::Tax(at)) if person => Some(*at),
            _ => None,
        })
        .collect();

    // One row a kingdom: team-mates share their coins, knights and towers.
    let mine = me.map(|p| table.kingdom_of(p));
    let rows = table.rules().kingdom_ids().map(|k| {
        let e = q.estate(k);
        html! {
            <tr class={classes!("estate__row", (mine == Some(k)).then_some("estate__row--to-move"))}>
                <td><KingdomLabel kingdom={k} />
                    if q.queen() == Some(k) { <span class="estate__queen" data-queen={k.0.to_string()} title={w.hosts_queen}>{ " ♛" }</span> }
                </td>
                <td data-coins-kingdom={k.0.to_string()}>{ e.coins }</td>
                <td data-knights-kingdom={k.0.to_string()}>{ format!("{} + {}", e.knights.len(), e.knights_in_hand) }</td>
                <td data-towers-kingdom={k.0.to_string()}>{ e.towers }</td>
            </tr>
        }
    });

    let tax_buttons = taxes.iter().map(|&at| {
        let store = store.clone();
        let coins = me.map_or(0, |p| tax_preview(table, p, at));
        let onclick = Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(Action::Queendomino(QueendominoAction::Tax(at)))));
        html! {
            <button class="estate__tax" {onclick} data-tax-row={at.row.to_string()} data-tax-col={at.col.to_string()}>
                { fill(w.tax_button, &[&lang.square(at.row, at.col), &lang.plural(w.coins_gain, coins.into())]) }
            </button>
        }
    });
    let knight = (!taxes.is_empty()).then(|| {
        let player = me.expect("someone taxes");
        let handlers = {
            let store = store.clone();
            drag.onto_square("[data-knight-hand]", player, move |at| {
                let tax = QueendominoAction::Tax(at);
                store.dispatch(Msg::Play(Action::Queendomino(tax)))
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
                    { "♞ " }{ label }
                </span>
            }
        });
        html! {
            <div class="estate__guard">
                <span key="knight" class="estate__knight" data-knight-hand="true" title={w.knight_title}
                    onpointerdown={handlers.down} onpointermove={handlers.moved}
                    onpointerup={handlers.up} onpointercancel={handlers.cancel}>{ "♞" }</span>
                <span key="help">{ w.tax_help }</span>
                { for floating }
            </div>
        }
    });
    let end_turn = (person && legal.contains(&Action::EndTurn)).then(|| {
        let store = store.clone();
        let onclick =
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Play(Action::EndTurn)));
        html! { <button class="estate__end-turn" {onclick}>{ w.end_turn }</button> }
    });
    html! {
        <section class="estate" aria-label={w.estate}>
            <table class="estate__table">
                <thead><tr><th>{ if table.rules().kingdoms < table.rules().seats { w.col_kingdom } else { w.col_player } }</th><th>{ w.col_coins }</th><th title={w.knights_title}>{ w.col_knights }</th><th>{ w.col_towers }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            { for knight }
            <div class="estate__actions">{ for tax_buttons }{ for end_turn }</div>
        </section>
    }
}
