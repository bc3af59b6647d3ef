//! What a person is doing with the pieces, apart from the game itself: how the domino in hand is
//! turned and where it points, a hint asked for, a building picked, a bribe to confirm.

use crate::rules::{Action, Dir, Pos};

#[derive(Clone, Debug, PartialEq)]
pub struct Interaction {
    /// How the domino in hand is turned: the direction of its second half.
    pub dir: Dir,
    /// The square under the dragged domino's first half, or the keyboard cursor.
    pub target: Option<Pos>,
    /// Highlight every square where the domino in hand can go.
    pub show_fits: bool,
    /// The Expert's suggestion for the person to move (in the review: its best move).
    pub hint: Option<Action>,
    /// In the review, the move played where the Expert's best differs: drawn beside it.
    pub played: Option<Action>,
    /// Queendomino: the builders-board spot picked to build from (click alternative to dragging).
    pub selected_spot: Option<u8>,
    /// Queendomino: a bribe of the Dragon waiting for confirmation.
    pub confirm_dragon: Option<u8>,
    /// The end's reveal skipped: every count and the winner shown at once (`page::reveal`).
    pub reveal_skipped: bool,
}

impl Default for Interaction {
    fn default() -> Self {
        Interaction {
            dir: Dir::East,
            target: None,
            show_fits: false,
            hint: None,
            played: None,
            selected_spot: None,
            confirm_dragon: None,
            reveal_skipped: false,
        }
    }
}

impl Interaction {
    /// The position changed: what pointed at the old one goes (the rotation and the
    /// "show where it fits" choice stay).
    pub fn after_move(&mut self) {
        self.target = None;
        self.hint = None;
        self.played = None;
        self.selected_spot = None;
        self.confirm_dragon = None;
    }

    /// The review's judged move drawn: the Expert's best and the move played (`None`: nothing).
    /// Whether that changed what is drawn.
    pub fn show_judged(&mut self, best: Option<Action>, played: Option<Action>) -> bool {
        let changed = (self.hint, self.played) != (best, played);
        (self.hint, self.played) = (best, played);
        changed
    }

    /// The keyboard's cursor moved by `rows` and `cols` (from the castle when there was none),
    /// within reach of the grid.
    pub fn move_target(&mut self, rows: i8, cols: i8) {
        let from = self.target.unwrap_or(Pos::CASTLE);
        let to = Pos::new(from.row.saturating_add(rows), from.col.saturating_add(cols));
        if to.in_reach() {
            self.target = Some(to);
        }
    }
}

/// Where the first half of the domino in hand lies, turned to `dir`, when the half held (`0`
/// the first, `1` the second) is over the square at `pos`: how a drag lays a domino by either
/// half.
pub fn first_half_at(pos: Pos, half: u8, dir: Dir) -> Option<Pos> {
    match half {
        0 => Some(pos),
        _ => pos.step(dir.opposite()),
    }
}
