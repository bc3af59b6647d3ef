//! The engine protocol: how any program plays a seat of a game through text lines on its
//! standard input and output, so that engines of other projects, research agents or an older
//! build of this one meet ours on the same deals, our rules the referee (`kingdomino engine`,
//! `kingdomino arena --players expert,engine:'<command>'`; docs/engine-protocol.md).
//!
//! The referee never sends the deal's seed: each draw's own seed comes when the game reaches it,
//! as in games by link ([`crate::rules::RevealedDraws`]), so an engine knows what the seat's
//! person would know and nothing more.

mod message;
mod seat_game;

pub use message::{
    setup_text, with_quests_written, FromEngine, ToEngine, GREETING, MAX_LINE, VERSION,
};
pub use seat_game::SeatGame;

use crate::ai::Budget;
use crate::rules::PlayerView;

/// What an engine does with a message it has read.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Answer the greeting.
    Greet,
    /// A new game: make a player seeded with `seed`, then answer `ready`.
    NewGame { seed: u64 },
    /// Choose the seat's move in `view` within `budget`, and answer it.
    Think {
        view: Box<PlayerView>,
        budget: Budget,
    },
    /// Nothing to answer (a draw or moves taken).
    Nothing,
    /// Exit.
    Quit,
}

/// An engine's side of a conversation: the messages read so far, checked in order.
#[derive(Clone, Debug, Default)]
pub struct Session {
    greeted: bool,
    game: Option<SeatGame>,
}

impl Session {
    /// Reads one line. A refusal (why, in one line) ends the conversation: the engine answers
    /// `error <why>` and exits with status 2.
    pub fn read(&mut self, line: &str) -> Result<Step, String> {
        let message: ToEngine = line.parse()?;
        if !self.greeted && !matches!(message, ToEngine::Hello { .. } | ToEngine::Quit) {
            return Err(format!(
                "the first message is `{GREETING} {VERSION}`, not {}",
                crate::excerpt::excerpt(line)
            ));
        }
        match message {
            ToEngine::Hello { version } if version == VERSION && !self.greeted => {
                self.greeted = true;
                Ok(Step::Greet)
            }
            ToEngine::Hello { version } if version != VERSION => Err(format!(
                "this engine speaks version {VERSION} of the protocol, not {version}"
            )),
            ToEngine::Hello { .. } => Err("the greeting came twice".into()),
            ToEngine::New { setup, seat, seed } => {
                self.game = Some(SeatGame::new(setup, seat)?);
                Ok(Step::NewGame { seed })
            }
            ToEngine::Draw(seed) => {
                self.game_mut()?.draw(seed)?;
                Ok(Step::Nothing)
            }
            ToEngine::Moves(actions) => {
                self.game_mut()?.moves(&actions)?;
                Ok(Step::Nothing)
            }
            ToEngine::Go(budget) => {
                let game = self.game.as_ref().ok_or_else(no_game)?;
                Ok(Step::Think {
                    view: Box::new(game.view_to_move()?),
                    budget,
                })
            }
            ToEngine::Quit => Ok(Step::Quit),
        }
    }

    fn game_mut(&mut self) -> Result<&mut SeatGame, String> {
        self.game.as_mut().ok_or_else(no_game)
    }
}

fn no_game() -> String {
    "no game yet: `new <setup> seat <n> seed <n>` starts one".into()
}
