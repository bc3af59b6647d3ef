//! A polite live region that tells screen readers every move as it happens, the computer's
//! included ("Red placed domino 23: lake and forest, 1 crown, +4 points"), and the end of the
//! game with the winner. Visually hidden.

use yew::prelude::*;

use super::session::Session;
use super::store::use_store;
use crate::i18n::{fill, Lang};
use crate::rules::{Action, Domino, GiantsAction, QueendominoAction, Table};

/// "lake and forest, 1 crown".
pub fn domino_words(lang: Lang, domino: &Domino) -> String {
    let w = lang.words();
    let [a, b] = domino.halves;
    let terrains = fill(
        w.halves,
        &[&lang.terrain(a.terrain), &lang.terrain(b.terrain)],
    );
    let crowns = u64::from(a.crowns + b.crowns);
    let crowns = if crowns == 0 {
        w.no_crown.to_string()
    } else {
        lang.plural(w.crowns_label, crowns)
    };
    format!("{terrains}, {crowns}")
}

/// The sentence for the last action of `game`, given the game just before it.
fn last_move(lang: Lang, session: &Session, before: &Table) -> Option<String> {
    let w = lang.words();
    let (seat, action) = session.game.played().last()?;
    let after = session.table();
    let who = &session.seats[seat.index()].name;
    let kingdom = after.kingdom_of(seat);
    let estate = |t: &Table| t.queendomino().map(|q| q.estate(kingdom).clone());
    Some(match action {
        Action::Claim(d) => fill(w.a_claimed, &[who, &d, &domino_words(lang, d.domino())]),
        Action::Place(_) => {
            let (d, _) = *after.kingdom(kingdom).placed().last()?;
            let gain = i64::from(after.scores()[kingdom].total)
                - i64::from(before.scores()[kingdom].total);
            let points = lang.plural(w.a_points, gain.unsigned_abs());
            let points = if gain < 0 {
                points.replacen('+', "-", 1)
            } else {
                points
            };
            fill(
                w.a_placed,
                &[who, &d, &domino_words(lang, d.domino()), &points],
            )
        }
        Action::Discard => {
            let d = before.domino_to_place()?;
            fill(w.a_discarded, &[who, &d])
        }
        Action::Queendomino(QueendominoAction::Tax(_)) => {
            let gained = estate(after)?.coins.saturating_sub(estate(before)?.coins);
            fill(w.a_taxed, &[who, &lang.plural(w.coins_gain, gained.into())])
        }
        Action::Queendomino(QueendominoAction::Build { at, .. }) => {
            let building = estate(after)?.building_at(at)?;
            fill(w.a_built, &[who, &lang.building(building.kind())])
        }
        Action::Queendomino(QueendominoAction::Dragon { spot }) => {
            let board = before.queendomino()?.builders_board();
            let building = board.spots[usize::from(spot)]?;
            fill(w.a_dragon, &[who, &lang.building(building.kind())])
        }
        Action::EndTurn => fill(w.a_end_turn, &[who]),
        // A game module in the making has no sentences of its own yet.
        Action::Extra(_) => return None,
        Action::Giants(GiantsAction::Cover(at)) => {
            // The giant covers a crown of the kingdom it waited for, not always the mover's.
            let (covered, _) = before.giants()?.waiting()?;
            fill(
                w.a_giant,
                &[&session.kingdom_name(covered), &lang.square(at.row, at.col)],
            )
        }
        Action::Giants(GiantsAction::Send { to, .. }) => {
            fill(w.a_sent, &[who, &session.kingdom_name(to)])
        }
    })
}

/// The end of the game and who won.
fn result(lang: Lang, session: &Session) -> String {
    let w = lang.words();
    let outcome = session.table().outcome();
    let names: Vec<String> = outcome
        .winners()
        .iter()
        .map(|&k| session.kingdom_name(k))
        .collect();
    let verdict = match names.as_slice() {
        [one] => fill(w.wins, &[one]),
        _ => fill(w.shared_victory, &[&lang.list(&names)]),
    };
    format!("{} {verdict}", w.game_over)
}

/// What the announcer remembers between renders: the table after the move it last spoke of,
/// and what it said.
#[derive(Default)]
struct Spoken {
    moves: usize,
    table: Option<Table>,
    text: String,
}

#[function_component(Announcer)]
pub fn announcer() -> Html {
    let store = use_store();
    // Kept across renders: the table one move back is the one remembered, so nothing is
    // replayed (the page re-renders often while a computer thinks).
    let spoken = use_mut_ref(Spoken::default);
    let Some(session) = store.session.as_ref().filter(|s| s.replay.is_none()) else {
        *spoken.borrow_mut() = Spoken::default();
        return html! { <p class="sr-only" aria-live="polite"></p> };
    };
    let moves = session.game.history().len();
    let mut memory = spoken.borrow_mut();
    if memory.moves != moves || memory.table.is_none() {
        let one_more = memory.moves + 1 == moves;
        let mut text = match memory.table.as_ref().filter(|_| one_more) {
            Some(before) => last_move(store.lang, session, before).unwrap_or_default(),
            None => String::new(),
        };
        if session.table().is_over() {
            text = format!("{text} {}", result(store.lang, session));
        }
        *memory = Spoken {
            moves,
            table: Some(session.table().clone()),
            text,
        };
    }
    html! { <p class="sr-only" aria-live="polite" data-announce="true">{ memory.text.clone() }</p> }
}
