//! What the review says of one decision, in words a player uses: the move played and the
//! Expert's best, each placement with where its halves go (relative to the castle), and why the
//! best is better in this position: the points now and by the end, and the territory it grows
//! with the unseen dominoes that could still feed it. Decisions are numbered as actions, the
//! replay's own count ("Action 21" is the one played after 20 of them).

use crate::i18n::{fill, Lang};
use crate::review::{fixed, MoveReview};
use crate::rules::{Action, Game, Placement, Table};

use super::move_log::LoggedMove;
use super::session::Session;

/// The review's sentences for one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct JudgedWords {
    /// "Action 21: You placed domino 20: ... wheat 2 up of the castle and ..."
    pub played: String,
    /// The Expert's best, when it differs.
    pub best: Option<String>,
    /// Why the best is better here.
    pub why: Option<String>,
}

/// The review's words for `m`, decided at `session`'s position (before the move).
pub fn judged_words(lang: Lang, session: &Session, m: &MoveReview) -> JudgedWords {
    let w = lang.words();
    let game = &session.game;
    let played_move = logged(game, m, m.played);
    let best_move = (m.best != m.played)
        .then(|| logged(game, m, m.best))
        .flatten();
    let say = |action: Action, logged: &LoggedMove| {
        let sentence = logged.sentence(lang, session).unwrap_or_default();
        match placed_where(lang, game.table(), action) {
            Some(place) => format!("{sentence} {place}"),
            None => sentence,
        }
    };
    let played = played_move
        .as_ref()
        .map(|l| say(m.played, l))
        .unwrap_or_default();
    let best = best_move.as_ref().map(|l| say(m.best, l));
    let why = best_move.as_ref().zip(played_move.as_ref()).map(|(b, p)| {
        let now = b.gain - p.gain;
        let later = fixed(m.given_up(), 1);
        let points = match now.cmp(&0) {
            std::cmp::Ordering::Greater => fill(w.review_why_now, &[&now, &later]),
            std::cmp::Ordering::Equal => fill(w.review_why_same, &[&later]),
            std::cmp::Ordering::Less => fill(w.review_why_room, &[&-now, &later]),
        };
        match grows(lang, game, m) {
            Some(grows) => format!("{points} {grows}"),
            None => points,
        }
    });
    let best_sentence = match m.best {
        Action::Place(_) | Action::Claim(_) => w.review_best,
        _ => w.review_best_said,
    };
    JudgedWords {
        played: fill(w.review_next_move, &[&(m.index + 1), &played]),
        best: best.map(|b| fill(best_sentence, &[&b])),
        why,
    }
}

/// The facts of `action` played at the game's position.
fn logged(game: &Game, m: &MoveReview, action: Action) -> Option<LoggedMove> {
    let mut after = game.clone();
    after.play(action).ok()?;
    Some(LoggedMove::of(m.seat, action, game.table(), after.table()))
}

/// Where a placement's halves go: "Wheat 2 up of the castle, lake 2 up, 1 right of the castle."
fn placed_where(lang: Lang, table: &Table, action: Action) -> Option<String> {
    let Action::Place(placement) = action else {
        return None;
    };
    let domino = table.domino_to_place()?.domino();
    let second = placement.second()?;
    let half = |i: usize, at: crate::rules::Pos| {
        let terrain = lang.terrain_title(domino.halves[i].terrain);
        fill(
            lang.words().review_half_at,
            &[&terrain, &lang.square(at.row, at.col)],
        )
    };
    Some(fill(
        lang.words().review_halves_at,
        &[&half(0, placement.first), &half(1, second)],
    ))
}

/// The territory the Expert's best placement grows (the one it brings most points), and how
/// many dominoes its player has not seen carry that terrain: what could still feed it.
fn grows(lang: Lang, game: &Game, m: &MoveReview) -> Option<String> {
    let Action::Place(placement) = m.best else {
        return None;
    };
    let mut after = game.clone();
    after.play(m.best).ok()?;
    let kingdom = after.table().seat_kingdom(m.seat);
    let grown = touched(placement)
        .into_iter()
        .flatten()
        .filter_map(|at| {
            kingdom
                .territories()
                .into_iter()
                .find(|t| kingdom.territory_contains(t, at))
        })
        .max_by_key(|t| (t.points(), t.squares))?;
    let unseen = game.view(Some(m.seat)).unseen;
    let feeding = unseen
        .iter()
        .filter(|d| d.domino().halves.iter().any(|h| h.terrain == grown.terrain))
        .count() as u64;
    let w = lang.words();
    let territory = fill(
        w.review_grows,
        &[
            &lang.terrain(grown.terrain),
            &lang.plural(w.squares, grown.squares.into()),
            &lang.plural(w.crowns, grown.crowns.into()),
        ],
    );
    let feed = fill(
        &lang.plural(w.review_feeds, feeding),
        &[&feeding, &lang.terrain(grown.terrain)],
    );
    Some(format!("{territory} {feed}"))
}

/// The two squares a placement covers.
fn touched(placement: Placement) -> [Option<crate::rules::Pos>; 2] {
    [Some(placement.first), placement.second()]
}
