//! How far the end of a game made here is drawn, frame by frame. Each step waits for the one
//! before to be painted, so that laying out and painting the page again is split into tasks a
//! slow phone takes in its stride: the last move (with the ranking); then the end's layout
//! (every kingdom small, side by side); then the kingdoms grown to the size the count is read at
//! (which restyles every square); then the sheet's chart, breakdowns and record; then the
//! territories counted, a kingdom a frame (starting a count's animations is dear: every kingdom
//! at once took a whole frame of a slow phone). A game watched (a replay at its end) settles a
//! frame after its last move and counts nothing.

/// What is drawn once some frames have painted since the game ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndDrawn {
    /// The end's layout: every kingdom small, side by side (the large board goes).
    pub laid_out: bool,
    /// The kingdoms grown to the size their count is read at.
    pub grown: bool,
    /// The sheet's chart, breakdowns and record.
    pub settled: bool,
    /// How many kingdoms count their territories, in the order of the boards.
    pub counted: u32,
}

impl EndDrawn {
    /// How many frames the end takes to draw: the number a frame counter stops at.
    pub fn frames(played_here: bool, kingdoms: u32) -> u32 {
        if played_here {
            3 + kingdoms
        } else {
            1
        }
    }

    /// What is drawn once `frames` have painted since the last move.
    pub fn after(frames: u32, played_here: bool) -> Self {
        if played_here {
            EndDrawn {
                laid_out: frames >= 1,
                grown: frames >= 2,
                settled: frames >= 3,
                counted: frames.saturating_sub(3),
            }
        } else {
            EndDrawn {
                settled: frames >= 1,
                ..EndDrawn::default()
            }
        }
    }

    /// Whether the focus leaves the large board before frame `next` is drawn: the board goes
    /// with the end's layout, and a focused element taken away makes the browser restyle and lay
    /// out the page at once, in the middle of drawing the new layout. Leaving before, while
    /// nothing waits to be drawn, costs nothing.
    pub fn leaves_board_before(next: u32, played_here: bool) -> bool {
        played_here && next == 1
    }
}
