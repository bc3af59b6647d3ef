//! The start page's games by link kept in this browser: each with its players, whose turn it
//! is and its moves, opened at the latest position known; and the export of every game with
//! its secret to a file, imported in another browser (`by_link_files`).

use yew::prelude::*;

use std::rc::Rc;

use crate::by_link::{Awaited, GameByLink, Position, Seat as LinkSeat};
use crate::i18n::rules_words::game_name;
use crate::i18n::Lang;
use crate::page::move_log::LoggedMove;
use crate::page::seats::Seat;
use crate::page::session::Session;
use crate::page::table_by_link::seats_of;
use crate::rules::Game;
use crate::ui::by_link::by_link_files::use_by_link_files;
use crate::ui::isolated::{fill_html, fill_isolated};
use crate::ui::storage::by_link_keep;
use crate::ui::store::{use_store, Msg};

#[derive(Properties, PartialEq)]
pub struct YourGamesProps {
    /// The list at the top of the start page (when there are games), or the import alone at its
    /// foot (when there are none): a first visit is not greeted by a file picker.
    pub top: bool,
}

#[function_component(YourGames)]
pub fn your_games(props: &YourGamesProps) -> Html {
    let store = use_store();
    let (lang, w) = (store.lang, store.lang.words());
    // Read when the start page shows, and again after an import (which says so in a notice:
    // the list at the top and the import at the foot both read again).
    let refresh = use_state(|| 0u32);
    let games = use_memo((*refresh, store.notices.len()), |_| by_link_keep::all());
    let rows = games.iter().filter_map(|kept| {
        let game = kept.game()?;
        let position = game.check_moves().ok()?;
        let text = row_text(&game, &position, lang)?;
        let last = position
            .game
            .as_ref()
            .and_then(|g| last_move(g, seats_of(&game, kept.seat, lang), lang));
        let onclick = {
            let (store, link) = (store.clone(), kept.link.clone());
            Callback::from(move |_: MouseEvent| store.dispatch(Msg::Open(link.clone())))
        };
        Some(html! {
            <li class="setup__saved" data-by-link-game={game.record.setup.seed.to_string()}>
                <p>{ text }</p>
                if let Some(last) = last { <p class="setup__last-move">{ last }</p> }
                <button class="setup__resume-button" {onclick}>{ w.open_it }</button>
            </li>
        })
    });
    let rows: Vec<Html> = rows.collect();
    let any = !rows.is_empty();
    let on_imported = {
        let refresh = refresh.clone();
        Callback::from(move |()| refresh.set(*refresh + 1))
    };
    // One of the two lists shows the import: it takes a file the start screen handed over.
    let files = use_by_link_files(any, on_imported, props.top == any);
    // Opened for a file handed over, which then asks its passphrase here.
    let opened = use_state(|| store.import_handed.is_some());
    match (props.top, any) {
        (true, true) => html! {
            <section class="setup__by-link-games" aria-label={w.your_games}>
                <h2 class="setup__subtitle">{ w.your_games }</h2>
                <ul class="setup__saved-list">{ for rows }</ul>
                { files }
            </section>
        },
        (false, false) => html! {
            <details class="setup__details setup__by-link-games" open={*opened}>
                <summary>{ w.your_games }</summary>
                { files }
            </details>
        },
        _ => html! {},
    }
}

/// The game's last move in a sentence, as the move log says it.
fn last_move(game: &Game, seats: Vec<Seat>, lang: Lang) -> Option<String> {
    let (seat, action) = game.played().last()?;
    let mut before = game.at_start();
    let earlier = game.history().len() - 1;
    for &a in &game.history()[..earlier] {
        before.play(a).ok()?;
    }
    let logged = LoggedMove::of(seat, action, before.table(), game.table());
    let session = Session {
        game: Rc::new(game.clone()),
        undo: Vec::new(),
        seats,
        pace: Default::default(),
        replay: None,
        dealt_together: None,
        waiting_for_link: false,
        lesson: None,
        practice: None,
    };
    logged.sentence(lang, &session)
}

/// A game's line: the game, who plays (names isolated), whose turn it is, how many moves.
fn row_text(game: &GameByLink, position: &Position, lang: Lang) -> Option<Html> {
    let w = lang.words();
    let names: Vec<String> = game
        .seats
        .iter()
        .map(|s| match s {
            LinkSeat::Person { name, .. } => name.clone(),
            LinkSeat::Computer(level) => lang.level(*level).to_string(),
        })
        .collect();
    let state = match game.awaited(position) {
        Awaited::Move(seat) => fill_isolated(w.your_game_turn, &[&names[seat]]),
        Awaited::Over => html! { { w.your_game_over } },
        Awaited::Join(_) | Awaited::Reveal(_) => html! { { w.your_game_waits } },
    };
    let rules = game.record.setup.rules().ok()?;
    let names = lang.list(&names.iter().map(String::as_str).collect::<Vec<_>>());
    Some(fill_html(
        w.your_game_row,
        &[
            html! { { game_name(&rules, lang) } },
            html! { <bdi>{ names }</bdi> },
            state,
            html! { { game.record.actions.len() } },
        ],
    ))
}
