//! Everything that can happen to the page: what a person does, what the worker answers, what a
//! link brings.

use super::*;

pub enum Msg {
    Start {
        setup: GameSetup,
        seats: Vec<Seat>,
        pace: Pace,
    },
    /// Resume the saved game of this slot.
    Resume(String),
    /// Forget the saved game of this slot.
    Forget(String),
    Play(Action),
    /// A person asks for a hint.
    Hint,
    /// The pause before computer question `id` is over: it goes to the worker.
    PauseOver(u32),
    Ai(AiEvent),
    Undo,
    Rotate,
    Target(Option<Pos>),
    MoveTarget {
        rows: i8,
        cols: i8,
    },
    /// Lay the domino in hand with its first half at the position.
    PlaceAt(Pos),
    /// A tap (or click) on a square of the kingdom being built: the first picks it, a second on
    /// the same square places there. Decided here, on the latest state, not by the square drawn
    /// when the tap came: a second tap before the first was drawn still places.
    Tap(Pos),
    ToggleFits,
    /// Queendomino: pick (or drop) a building to build by clicking a town square next.
    SelectSpot(Option<u8>),
    /// Queendomino: ask to confirm (or cancel) bribing the Dragon for a spot.
    AskDragon(Option<u8>),
    /// The end's reveal skipped by a tap: everything counted at once.
    SkipReveal,
    Quit,
    /// Open a link's fragment, or a pasted record or link.
    Open(String),
    /// Import the games by link of a file (its text, sealed or plain), which the start screen's
    /// own build read: the import itself is the page's (`Store::import_handed`).
    ImportByLink(String),
    /// The start page has taken the file the start screen handed over.
    ImportTaken,
    /// Invite friends to a game by link with this setup and these seats (the first person is
    /// this browser's).
    InviteByLink {
        setup: GameSetup,
        seats: Vec<Seat>,
    },
    /// Take this seat at the game by link shown.
    TakeSeat(usize),
    /// Watch the game in play from its first move.
    StartReplay,
    /// Watch the moves since the person's last action, then go back to the game as it was.
    ReplayLastRound,
    /// Leave the replay of the last round for the game in play.
    BackToGame,
    /// Move the replay to the position after this many actions.
    SeekReplay(usize),
    /// Study on or off.
    SetStudy(bool),
    /// The drafting lens on or off.
    SetLens(bool),
    /// The review's best move at the position shown, drawn like a hint (`None`: nothing drawn).
    /// The review's judged move: the Expert's best and the move played, when they differ.
    ShowJudged {
        best: Option<Action>,
        played: Option<Action>,
    },
    /// Leave the replay viewer and play on from the position shown, everyone a person.
    PlayFromHere,
    /// Review the replay shown in the page's build: an embedded replay's (its build holds no
    /// review); the page, which reviews in place, ignores it.
    ReviewInPage,
    Notice(Notice),
    /// Close the notice at this index.
    Dismiss(usize),
    /// The service worker installed a new version of the page.
    UpdateReady,
    /// Speak this language from now on.
    SetLang(Lang),
    /// The guided first game is declined: the start screen offers it no more.
    DeclineLesson,
}
