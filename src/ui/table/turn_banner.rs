//! Whose turn it is and what they must do now. For a person it names the real next step (read
//! from the rules' legal actions) and holds that step's controls; it stays in view at the top
//! of the screen, in a slot of one height through the whole game (`.banner-slot`): a step's
//! controls appear in place, never in a new row that would push the board. At the end it gives
//! the result and the ways on.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::next_step::NextStep;
use crate::page::seats::SeatKind;
use crate::page::session::Session;
use crate::rules::{Expected, PlayerId, Step, Table};
use crate::ui::board::art::colour_mark;
use crate::ui::store::StoreHandle;
use crate::ui::table::screen_parts::screen_parts;
use crate::ui::table::thinking_bar::ThinkingBar;

/// A computer's step in words, from what the rules expect of it.
fn computer_words(lang: Lang, table: &Table) -> String {
    let w = lang.words();
    match (table.expected(), table.step()) {
        (Some(Expected::Place), _) => fill(
            w.place_domino,
            &[&table
                .domino_to_place()
                .map(|d| d.to_string())
                .unwrap_or_default()],
        ),
        (Some(Expected::Claim), Step::FirstClaims { .. }) => w.choose_first.into(),
        (Some(Expected::Claim), _) => w.claim_next.into(),
        (Some(Expected::Finish), _) | (None, _) => w.finish_turn.into(),
    }
}

/// Whose turn it is and what they do: a person's step, or a computer thinking; with the
/// kingdom a team builds and the deal of a Dynasty.
fn turn_line(store: &StoreHandle, session: &Session, p: PlayerId, step: Option<NextStep>) -> Html {
    let parts = screen_parts();
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let seat = &session.seats[p.index()];
    let (who, what) = match step {
        Some(step) => (seat.name.clone(), (parts.step_words)(store, step)),
        // A computer, or in a game by link a person whose move comes by link.
        None if seat.kind == SeatKind::Computer => (
            fill(w.computer_name, &[&seat.name]),
            computer_words(lang, table),
        ),
        None => (seat.name.clone(), computer_words(lang, table)),
    };
    // With teams, the kingdom the player builds (shared with their team-mate).
    let kingdom = table.rules().seats_of(table.kingdom_of(p)).nth(1).is_some().then(|| {
        let name = session.kingdom_name(table.kingdom_of(p));
        html! { <span class="banner__kingdom" data-team-kingdom={table.kingdom_of(p).0.to_string()}>{ fill(w.building_kingdom, &[&name]) }</span> }
    });
    let deals = table.rules().deals;
    let deal = (deals > 1).then(|| fill(w.deal_of, &[&(table.deal() + 1), &deals]));
    html! {
        <p class="banner__turn" data-to-move={p.0.to_string()}>
            { colour_mark(lang, seat.king_colour()) }
            <strong><bdi>{ who }</bdi></strong>{ fill(w.to_do, &[&"", &what]) }{ for kingdom }
            if let Some(t) = store.thinking.filter(|t| !t.for_hint && !t.pausing && session.played_here()) {
                <span class="banner__thinking" data-thinking="true">
                    { w.thinking }<ThinkingBar id={t.id} />
                </span>
            } else if seat.kind == SeatKind::Computer {
                <span class="banner__thinking">{ " …" }</span>
            }
            if let Some(deal) = deal { <span class="banner__deal">{ deal }</span> }
        </p>
    }
}

pub fn turn_banner(store: &StoreHandle) -> Html {
    let parts = screen_parts();
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let w = store.lang.words();
    // A puzzle answered: its verdict holds the banner, and the step is done.
    let answered = session
        .practice
        .as_ref()
        .is_some_and(|p| p.answer.is_some());
    let step = store
        .choices
        .next_step(table)
        .filter(|_| session.human_to_move() && !answered);
    let message = match table.to_move() {
        Some(_) if answered => (parts.practice_banner)(store),
        Some(p) => turn_line(store, session, p, step),
        None if session.played_here() => (parts.end_panel)(),
        None => {
            html! { <p class="banner__turn banner__turn--over" data-over="true">{ w.game_over }</p> }
        }
    };
    // While a game is played the banner sits in a slot of one height, whatever the step holds,
    // so that nothing below it moves; at the end, and in a replay (where nobody plays), it takes
    // the room its words need.
    let playing = table.to_move().is_some() && session.played_here();
    html! {
        <div class={classes!("banner-slot", (!playing).then_some("banner-slot--free"))}>
            <header class="banner" data-step={step.map(NextStep::name)}
                data-moves={session.game.history().len().to_string()}>
                { message }
                { for step.map(|step| (parts.step_controls)(store, step)) }
            </header>
        </div>
    }
}
