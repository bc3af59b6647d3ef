//! Whose turn it is and what they must do, with the deal's seed so it can be replayed.

use yew::prelude::*;

use super::thinking_bar::ThinkingBar;

use super::art::ColourMark;

use super::store::use_store;
use crate::i18n::fill;
use crate::rules::{Expected, Step};

#[function_component(TurnBanner)]
pub fn turn_banner() -> Html {
    let store = use_store();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let setup = table.setup();
    let w = store.lang.words();
    let message = match (table.to_move(), table.expected()) {
        (Some(p), Some(expected)) => {
            let seat = &session.seats[p.index()];
            let what = match (expected, table.step()) {
                (Expected::Place, _) => fill(
                    w.place_domino,
                    &[&table
                        .domino_to_place()
                        .map(|d| d.to_string())
                        .unwrap_or_default()],
                ),
                (Expected::Claim, Step::FirstClaims { .. }) => w.choose_first.into(),
                (Expected::Claim, _) => w.claim_next.into(),
                (Expected::Finish, _) => w.finish_turn.into(),
            };
            let who = if seat.is_human() {
                seat.name.clone()
            } else {
                fill(w.computer_name, &[&seat.name])
            };
            // With teams, the kingdom the player builds (shared with their team-mate).
            let kingdom = table.rules().seats_of(table.kingdom_of(p)).nth(1).is_some().then(|| {
                let name = session.kingdom_name(table.kingdom_of(p));
                html! { <span class="banner__kingdom" data-team-kingdom={table.kingdom_of(p).0.to_string()}>{ fill(w.building_kingdom, &[&name]) }</span> }
            });
            html! {
                <p class="banner__turn" data-to-move={p.0.to_string()}>
                    <ColourMark colour={seat.king_colour()} />
                    <strong>{ who }</strong>{ fill(w.to_do, &[&"", &what]) }{ for kingdom }
                    if let Some(t) = store.thinking.filter(|t| !t.for_hint) {
                        <span class="banner__thinking" data-thinking="true">
                            { w.thinking }<ThinkingBar id={t.id} />
                        </span>
                    } else if !seat.is_human() {
                        <span class="banner__thinking">{ " …" }</span>
                    }
                </p>
            }
        }
        _ => {
            html! { <p class="banner__turn banner__turn--over" data-over="true">{ w.game_over }</p> }
        }
    };
    let deals = table.rules().deals;
    let deal = (deals > 1).then(|| fill(w.deal_of, &[&(table.deal() + 1), &deals]));
    html! {
        <header class="banner">
            { message }
            <p class="banner__meta">
                { fill(w.seed_n, &[&setup.seed]) }{ deal.unwrap_or_default() }
            </p>
        </header>
    }
}
