//! A game as one seat follows it through the protocol: its setup, the draws revealed so far and
//! the moves taken, checked against the rules at every message. The seat's view is what a
//! person playing that seat by link sees: no seed gives away a line before it is drawn.

use crate::notation::action_token;
use crate::rules::{Action, Game, GameSetup, PlayerId, PlayerView, RevealedDraws};

/// One game followed from the referee's messages.
#[derive(Clone, Debug)]
pub struct SeatGame {
    setup: GameSetup,
    seat: PlayerId,
    draws: Vec<u64>,
    moves: Vec<Action>,
    /// The game after every move, unless its last move waits for a draw.
    game: Game,
    /// The game waits for the seed of its next draw (at the start, or after its last move).
    awaits_draw: bool,
}

/// `game` after `moves` (numbered in the game from `first`), and whether the last of them
/// waits for a draw (the game is then as before it), or why they cannot be played.
fn played_on(mut game: Game, moves: &[Action], first: usize) -> Result<(Game, bool), String> {
    for (i, &action) in moves.iter().enumerate() {
        let before = game.clone();
        game.play(action).map_err(|error| {
            format!(
                "move {} of the game ({}) is refused: {error}",
                first + i,
                action_token(action)
            )
        })?;
        if game.is_starved() {
            if i + 1 != moves.len() {
                return Err(format!(
                    "move {} of the game ({}) came before the draw it needs",
                    first + i + 1,
                    action_token(moves[i + 1])
                ));
            }
            // The last move is kept: it is played again once its draw is revealed.
            return Ok((before, true));
        }
    }
    Ok((game, false))
}

/// The game from its setup, draws and moves, or why the messages do not make one.
fn rebuilt(setup: GameSetup, draws: &[u64], moves: &[Action]) -> Result<(Game, bool), String> {
    let game = Game::dealt_by(setup, RevealedDraws::new(draws.to_vec()))
        .map_err(|e| format!("the setup cannot be played: {e}"))?;
    if game.is_starved() {
        return match moves.first() {
            None => Ok((game, true)),
            Some(_) => Err("a move came before the deal's draw".into()),
        };
    }
    played_on(game, moves, 1)
}

impl SeatGame {
    /// A new game: it waits for the deal's draw.
    pub fn new(setup: GameSetup, seat: PlayerId) -> Result<SeatGame, String> {
        let setup = GameSetup { seed: 0, ..setup };
        let (game, awaits_draw) = rebuilt(setup, &[], &[])?;
        if usize::from(seat.0) >= usize::from(setup.players) {
            return Err(format!("this game has no seat {}", seat.0 + 1));
        }
        Ok(SeatGame {
            setup,
            seat,
            draws: Vec::new(),
            moves: Vec::new(),
            game,
            awaits_draw,
        })
    }

    /// The next draw's seed, revealed. Refused, with the game unchanged, when no draw is due.
    pub fn draw(&mut self, seed: u64) -> Result<(), String> {
        if !self.awaits_draw {
            return Err("no draw is due: a draw is revealed when the game reaches it".into());
        }
        let mut draws = self.draws.clone();
        draws.push(seed);
        let (game, awaits_draw) = rebuilt(self.setup, &draws, &self.moves)?;
        (self.draws, self.game, self.awaits_draw) = (draws, game, awaits_draw);
        Ok(())
    }

    /// Moves taken. Refused, with the game unchanged, when one is illegal or a draw is due
    /// before it.
    pub fn moves(&mut self, taken: &[Action]) -> Result<(), String> {
        if self.awaits_draw {
            return Err("a move came before the draw the game waits for".into());
        }
        // Played on from where the game stands; a draw, which the game's source of seeds
        // must hold from its start, rebuilds it.
        let (game, awaits_draw) = played_on(self.game.clone(), taken, self.moves.len() + 1)?;
        self.moves.extend_from_slice(taken);
        (self.game, self.awaits_draw) = (game, awaits_draw);
        Ok(())
    }

    /// What the seat sees when it is to move, or why it is not.
    pub fn view_to_move(&self) -> Result<PlayerView, String> {
        if self.awaits_draw {
            return Err("the game waits for a draw, not for a move".into());
        }
        match self.game.table().to_move() {
            Some(p) if p == self.seat => Ok(self.game.view(Some(self.seat))),
            Some(p) => Err(format!(
                "seat {} is to move, not this engine's seat {}",
                p.0 + 1,
                self.seat.0 + 1
            )),
            None => Err("the game is over".into()),
        }
    }
}
