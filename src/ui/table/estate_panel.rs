//! Queendomino holdings at a glance: coins, knights (placed and in the guard), towers and the
//! Queen, one row a kingdom.

use yew::prelude::*;

use crate::i18n::fill;
use crate::ui::board::art::queen;
use crate::ui::board::kingdom_label::kingdom_label;
use crate::ui::store::StoreHandle;

pub fn estate_panel(store: &StoreHandle) -> Html {
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let w = store.lang.words();
    let Some(q) = table.queendomino() else {
        return html! {};
    };
    let me = table.to_move();

    // One row a kingdom: team-mates share their coins, knights and towers.
    let mine = me.map(|p| table.kingdom_of(p));
    let rows = table.rules().kingdom_ids().map(|k| {
        let e = q.estate(k);
        html! {
            <tr class={classes!("estate__row", (mine == Some(k)).then_some("estate__row--to-move"))}>
                <td>{ kingdom_label(store, k) }
                    if q.queen() == Some(k) { <span class="estate__queen" data-queen={k.0.to_string()} title={w.hosts_queen}>{ queen(store.lang) }</span> }
                </td>
                <td data-coins-kingdom={k.0.to_string()}>{ e.coins }</td>
                <td data-knights-kingdom={k.0.to_string()}>{ fill(w.knights_cell, &[&e.knights.len(), &e.knights_in_hand]) }</td>
                <td data-towers-kingdom={k.0.to_string()}>{ e.towers }</td>
            </tr>
        }
    });

    html! {
        <section class="estate" aria-label={w.estate}>
            <table class="estate__table">
                <thead><tr><th>{ if table.rules().kingdoms < table.rules().seats { w.col_kingdom } else { w.col_player } }</th><th>{ w.col_coins }</th><th title={w.knights_title}>{ w.col_knights }</th><th>{ w.col_towers }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </section>
    }
}
