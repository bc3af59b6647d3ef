//! The drafting lens drawn (`page::draft_lens` decides what it shows): under a domino of the
//! lines, each kingdom's mark with what the domino would add to it; below the lines, the
//! dominoes nobody has seen, by terrain, with their crowns.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::draft_lens::{self, DominoWorth, Unseen};
use crate::page::session::Session;
use crate::rules::DominoId;
use crate::ui::board::art::{colour_mark, crowns};
use crate::ui::store::Store;

/// The lens drawn for the draft line: a row under each domino of the lines, and the tally. (A
/// part of the page's screen, `screen_parts.rs`: an embedded replay's build carries none of it.)
pub struct DrawnLens {
    /// Each domino of the lines with its row: its worth to each kingdom, or an empty row of the
    /// same height once it is laid (so that nothing below moves).
    pub rows: Vec<(DominoId, Html)>,
    pub tally: Html,
    /// More than four kingdoms: two rows of worth on a phone.
    pub many: bool,
}

/// The lens of the game in play, where it is asked for and allowed.
pub fn drawn(store: &Store) -> Option<DrawnLens> {
    let session = store.session.as_ref().filter(|_| store.lens)?;
    let lens = draft_lens::for_session(session)?;
    let table = session.table();
    let rows = table
        .current_line()
        .iter()
        .chain(table.next_line())
        .map(|slot| {
            let row = match lens.dominoes.iter().find(|d| d.domino == slot.domino) {
                Some(worth) => worth_row(session, worth, store.lang),
                None => html! { <span class="lens__worth" aria-hidden="true"></span> },
            };
            (slot.domino, row)
        })
        .collect();
    Some(DrawnLens {
        rows,
        tally: tally(&lens.unseen, store.lang),
        many: table.kingdoms().len() > 4,
    })
}

/// A kingdom's worth as the lens writes it: "+3", "0", "-2", or "×" where it fits nowhere.
fn written(worth: Option<i64>) -> String {
    match worth {
        Some(n) if n > 0 => format!("+{n}"),
        Some(n) => n.to_string(),
        None => "×".to_string(),
    }
}

/// The row under one domino: each kingdom's mark and what the domino would add to it.
fn worth_row(session: &Session, worth: &DominoWorth, lang: Lang) -> Html {
    let w = lang.words();
    let spoken: Vec<String> = worth
        .worth
        .iter()
        .map(|&(k, n)| {
            let value = if n.is_some() {
                written(n)
            } else {
                w.lens_nowhere.to_string()
            };
            format!("{} {value}", session.kingdom_name(k))
        })
        .collect();
    let items = worth.worth.iter().map(|&(k, n)| {
        let seat = session.kingdom_seat(k);
        html! {
            <span class="lens__worth-item" data-kingdom={k.0.to_string()} data-worth={written(n)}>
                { colour_mark(lang, seat.king_colour()) }{ written(n) }
            </span>
        }
    });
    html! {
        <span class="lens__worth" role="note" aria-label={fill(w.lens_worth, &[&spoken.join(", ")])}
            data-lens-domino={worth.domino.to_string()}>
            { for items }
        </span>
    }
}

/// The tally of the unseen dominoes: how many, and each terrain's squares and crowns among them.
fn tally(unseen: &Unseen, lang: Lang) -> Html {
    let w = lang.words();
    let terrains = unseen.terrains.iter().map(|t| {
        let label = format!(
            "{}: {}, {}",
            lang.terrain(t.terrain),
            lang.plural(w.lens_squares, t.squares.into()),
            lang.plural(w.crowns, t.crowns.into())
        );
        html! {
            <li class="lens__terrain" aria-label={label} data-terrain={t.terrain.name()}
                data-squares={t.squares.to_string()} data-crowns={t.crowns.to_string()}>
                <span class={classes!("lens__chip", "tile", format!("tile--{}", t.terrain.name()))} aria-hidden="true"></span>
                <span aria-hidden="true">{ t.squares }</span>
                <span class="lens__crowns" aria-hidden="true">{ crowns(lang, 1, 0) }{ t.crowns }</span>
            </li>
        }
    });
    html! {
        <div class="lens__tally" role="group" aria-label={w.lens_tally}
            data-unseen={unseen.dominoes.to_string()} data-to-come={unseen.to_come.to_string()}>
            // (How many of them are still to come, the pile's line below says.)
            <p class="lens__count">{ lang.plural(w.lens_unseen, unseen.dominoes as u64) }</p>
            <ul class={classes!("lens__terrains", (unseen.terrains.len() > 6).then_some("lens__terrains--long"))}>{ for terrains }</ul>
        </div>
    }
}
