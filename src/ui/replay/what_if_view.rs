//! "What if?" in the review, at a decision where the Expert's best was not the move played: its
//! button, its progress, and the two ends side by side (each kingdom with the scoring
//! territories the other end has not outlined, their points, and every player's score).

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::reveal::Counted;
use crate::page::session::Session;
use crate::page::what_if_asked::{margin, question, Stage, WhatIfState};
use crate::review::what_if::{End, Ends};
use crate::review::{fixed, GameReview, MoveReview, DEFAULT_BUDGET};
use crate::rules::Game;
use crate::ui::board::static_board::StaticBoard;
use crate::ui::board::territory_count::outlined_territories;
use crate::ui::replay::what_if_runner::WhatIfRunner;

/// What the section needs of the review: the game reviewed (its record's text and the whole
/// game), its review and the decision shown.
pub struct Reviewed<'a> {
    pub whole: &'a Rc<Option<(String, Game)>>,
    pub review: &'a GameReview,
    pub at: &'a MoveReview,
}

/// The section for the decision `r.at`, if another line than the move played is there to play.
pub fn what_if_section(
    lang: Lang,
    session: &Session,
    state: &WhatIfState,
    runner: &Rc<WhatIfRunner>,
    r: Reviewed,
) -> Html {
    let Some((name, _)) = r
        .whole
        .as_ref()
        .as_ref()
        .filter(|_| r.at.best != r.at.played)
    else {
        return html! {};
    };
    let w = lang.words();
    let ask = {
        let (runner, whole) = (runner.clone(), r.whole.clone());
        let (seed, at) = (r.review.seed, r.at.clone());
        Callback::from(move |_: MouseEvent| {
            // The decision's view is found when asked, not at every drawing of the review.
            if let Some((name, game)) = whole.as_ref() {
                if let Some(asked) = question(game, seed, &at) {
                    runner.ask(name.clone(), at.index, asked);
                }
            }
        })
    };
    let close = {
        let runner = runner.clone();
        Callback::from(move |_: MouseEvent| runner.close())
    };
    let body = match state.of(name, r.at.index) {
        None => html! {
            <>
                <button class="what-if__ask" onclick={ask}>{ w.review_what_if }</button>
                <p class="what-if__about">{ w.review_what_if_about }</p>
            </>
        },
        Some(Stage::Playing { done }) => html! {
            <div class="what-if__playing" role="status">
                <progress max="100" value={fixed(f64::from(*done) * 100.0, 0)}></progress>
                <span>{ w.review_what_if_about }</span>
                <button onclick={close}>{ w.review_what_if_close }</button>
            </div>
        },
        Some(Stage::Failed) => html! {
            <>
                <p class="review__failed" role="alert">{ w.review_what_if_failed }</p>
                <button class="what-if__ask" onclick={ask}>{ w.try_again }</button>
            </>
        },
        Some(Stage::Ended(ends)) => ended(lang, session, ends, close),
    };
    html! {
        <section class="what-if" aria-label={w.review_what_if} data-what-if-at={(r.at.index + 1).to_string()}>
            { body }
        </section>
    }
}

/// The two ends side by side, what made the difference, and a way to close them.
fn ended(lang: Lang, session: &Session, ends: &Ends, close: Callback<MouseEvent>) -> Html {
    let w = lang.words();
    let verdict = match margin(ends) {
        Ok(gain) => lang.plural(w.review_what_if_gain, gain.into()),
        Err(_) => fill(
            w.review_what_if_no_gain,
            &[&lang.number(DEFAULT_BUDGET.into())],
        ),
    };
    html! {
        <>
            <p class="what-if__verdict" role="status">{ verdict }</p>
            <div class="what-if__ends">
                { end(lang, session, "played", w.review_what_if_played, &ends.played) }
                { end(lang, session, "best", w.review_what_if_best, &ends.best) }
            </div>
            <p class="what-if__made">{ w.review_what_if_made }</p>
            <button class="what-if__close" onclick={close}>{ w.review_what_if_close }</button>
        </>
    }
}

/// One end: its kingdom with its own scoring territories outlined, each listed with its
/// points, and every player's final score.
fn end(lang: Lang, session: &Session, line: &str, title: &str, end: &End) -> Html {
    let w = lang.words();
    let kingdom = end.kingdom.clone();
    // The rows and columns a picture of the kingdom shows (`StaticBoard`'s tight frame), to
    // lay the outlines over them.
    let (lo, hi) = kingdom.bounds();
    let (rows, cols): (Vec<i8>, Vec<i8>) =
        ((lo.row..=hi.row).collect(), (lo.col..=hi.col).collect());
    let outlined: Vec<Counted> = end
        .patches
        .iter()
        .map(|p| Counted {
            squares: p.squares.clone(),
            anchor: p.territory.anchor,
            points: p.points(),
            at_ms: 0,
        })
        .collect();
    let patches = end.patches.iter().map(|p| {
        let t = &p.territory;
        html! {
            <li data-what-if-patch={p.points().to_string()}>
                { fill(w.territory_points, &[&lang.terrain_title(t.terrain), &lang.plural(w.squares, t.squares.into()), &lang.plural(w.crowns, t.crowns.into()), &p.points()]) }
            </li>
        }
    });
    let scores: Vec<String> = end
        .totals
        .iter()
        .zip(&session.seats)
        .map(|(total, seat)| format!("{} {total}", seat.name))
        .collect();
    html! {
        <figure class="what-if__end" data-what-if-line={line.to_string()}
            data-points={end.points.to_string()} data-first={crate::notation::action_token(end.first)}>
            <figcaption class="what-if__title">{ fill(title, &[&end.points]) }</figcaption>
            <div class="what-if__board" style={format!("--rows: {}; --cols: {}", rows.len(), cols.len())}>
                <StaticBoard {kingdom} picture=true />
                { outlined_territories(&outlined, &rows, &cols) }
            </div>
            <ul class="what-if__patches">{ for patches }</ul>
            <p class="what-if__scores"><strong>{ w.final_scores }</strong>{ " " }{ lang.list(&scores) }</p>
        </figure>
    }
}
