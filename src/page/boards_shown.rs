//! Which kingdoms the game's screen draws, and how: one large (the person's, the player to
//! move at a hot seat, or a kingdom picked to be seen), the others small beside it, each
//! kingdom once (team-mates share one); at the end every kingdom small.

use super::session::Session;
use crate::rules::{KingdomId, PlayerId};

/// The boards of the game's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardsShown {
    /// The large board's player: the one to move in their own kingdom, else the kingdom's first.
    pub large: PlayerId,
    /// The small boards, by each kingdom's first player, the large one's left out (but at the
    /// end, when every kingdom is small).
    pub others: Vec<PlayerId>,
    /// The kingdom drawn large.
    pub shown: KingdomId,
    /// The kingdom the large board falls back on (see [`focus`]).
    pub focus: KingdomId,
}

impl BoardsShown {
    /// With `viewing` the kingdom a person picked to see large, if any; `over` once the end's
    /// layout shows; `ending` in the frame between the last move and that layout.
    pub fn of(session: &Session, viewing: Option<KingdomId>, over: bool, ending: bool) -> Self {
        let table = session.table();
        let focus_player = focus(session, ending);
        let focus = table.kingdom_of(focus_player);
        let picked = viewing.filter(|&k| k != focus);
        let shown = picked.unwrap_or(focus);
        let large = match picked {
            Some(k) => table.rules().seats_of(k).next().unwrap_or(focus_player),
            None => focus_player,
        };
        let others = table
            .players()
            .filter(|&p| {
                let k = table.kingdom_of(p);
                table.rules().seats_of(k).next() == Some(p) && (over || k != shown)
            })
            .collect();
        BoardsShown {
            large,
            others,
            shown,
            focus,
        }
    }
}

/// The player whose board is drawn large: with one person at the table, always theirs (the
/// computers' moves show on the small boards, and the person's kingdom stays where it is); at a
/// hot seat, the player to move; between turns and at the end, the first person. `ending`: the
/// frame between the last move and the end-of-game layout, where the board played on stays.
pub fn focus(session: &Session, ending: bool) -> PlayerId {
    let table = session.table();
    let people: Vec<PlayerId> = table
        .players()
        .filter(|p| session.seats[p.index()].is_human())
        .collect();
    match people.as_slice() {
        [me] => Some(*me),
        _ => table.to_move(),
    }
    .or_else(|| {
        let last = session.game.played().last().map(|(seat, _)| seat);
        last.filter(|_| ending)
    })
    .or_else(|| {
        session
            .seats
            .iter()
            .position(|s| s.is_human())
            .map(|i| PlayerId(i as u8))
    })
    .unwrap_or(PlayerId(0))
}
