//! Who won, in one sentence: the end panel's headline and the screen reader's last line. The
//! person the page calls "you" is spoken to ("You win!", "Du gewinnst!"), anyone else named.

use crate::i18n::{fill, Lang};

use super::session::Session;

/// Who won the finished game of `session`, in `lang`.
pub fn verdict(session: &Session, lang: Lang) -> String {
    let w = lang.words();
    let outcome = session.table().outcome();
    let winners = outcome.winners();
    let names: Vec<String> = winners.iter().map(|&k| session.kingdom_name(k)).collect();
    let tie_break = usize::from(outcome.decided_by_tie_break);
    match names.as_slice() {
        [one] if one == w.you => w.you_win[tie_break].to_string(),
        [one] if outcome.decided_by_tie_break => fill(w.wins_tie_break, &[one]),
        [one] => fill(w.wins, &[one]),
        _ => fill(w.shared_victory, &[&lang.list(&names)]),
    }
}
