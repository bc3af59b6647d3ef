//! The referee's side of the engine protocol: a program started for one seat of one game, told
//! what that seat may know as the game goes, and asked for its moves. Whatever it answers is
//! checked by the rules like any other player's move; an engine that breaks the protocol,
//! crashes or overruns its time ends the run with one line naming it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

use kingdomino::ai::Budget;
use kingdomino::engine_protocol::{FromEngine, ToEngine, VERSION};
use kingdomino::excerpt::excerpt;
use kingdomino::rules::{Action, GameSetup, PlayerId};

/// What a seat may learn of the game, in the order it happened.
#[derive(Clone, Copy, Debug)]
pub enum Event {
    Draw(u64),
    Move(Action),
}

/// How long an engine may take to greet and to set up a game.
const SETUP_TIME: Duration = Duration::from_secs(30);

/// How long an engine may take over a move: twice its time and ten seconds, or ten minutes for
/// a number of iterations.
fn move_time(budget: Budget) -> Duration {
    match budget.millis {
        Some(ms) => Duration::from_secs_f64(2.0 * ms / 1000.0 + 10.0),
        None => Duration::from_secs(600),
    }
}

pub struct EngineSeat {
    command: String,
    seat: PlayerId,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Result<String, String>>,
    /// Events of the game already told.
    told: usize,
}

impl EngineSeat {
    /// Starts `command` (through `sh -c`) for `seat` of a game of `setup`, greets it and sets
    /// the game up.
    pub fn start(
        command: &str,
        setup: &GameSetup,
        seat: PlayerId,
        seed: u64,
    ) -> Result<EngineSeat, String> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("the engine {} could not start: {e}", excerpt(command)))?;
        let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
            (Some(stdin), Some(stdout)) => (stdin, stdout),
            _ => return Err("the engine's input and output could not be opened".into()),
        };
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let line = line.map_err(|e| e.to_string());
                let failed = line.is_err();
                if sender.send(line).is_err() || failed {
                    break;
                }
            }
        });
        let mut engine = EngineSeat {
            command: command.to_string(),
            seat,
            child,
            stdin,
            lines,
            told: 0,
        };
        engine.send(&ToEngine::Hello { version: VERSION })?;
        match engine.receive(SETUP_TIME)? {
            FromEngine::Hello { version, .. } if version == VERSION => {}
            other => {
                return Err(engine.fault(&format!("greeted with {}", excerpt(&other.to_string()))))
            }
        }
        engine.send(&ToEngine::New {
            setup: *setup,
            seat,
            seed,
        })?;
        match engine.receive(SETUP_TIME)? {
            FromEngine::Ready => Ok(engine),
            other => Err(engine.fault(&format!(
                "answered {} to a new game",
                excerpt(&other.to_string())
            ))),
        }
    }

    /// Tells the events of `log` not told yet: each draw, and the moves between them in one
    /// line.
    pub fn tell(&mut self, log: &[Event]) -> Result<(), String> {
        let mut moves = Vec::new();
        for event in &log[self.told..] {
            match *event {
                Event::Move(action) => moves.push(action),
                Event::Draw(seed) => {
                    if !moves.is_empty() {
                        self.send(&ToEngine::Moves(std::mem::take(&mut moves)))?;
                    }
                    self.send(&ToEngine::Draw(seed))?;
                }
            }
        }
        if !moves.is_empty() {
            self.send(&ToEngine::Moves(moves))?;
        }
        self.told = log.len();
        Ok(())
    }

    /// The engine's move within `budget` (not yet checked by the rules).
    pub fn ask(&mut self, budget: Budget) -> Result<Action, String> {
        self.send(&ToEngine::Go(budget))?;
        match self.receive(move_time(budget))? {
            FromEngine::Move(action) => Ok(action),
            other => Err(self.fault(&format!(
                "answered {} when asked for a move",
                excerpt(&other.to_string())
            ))),
        }
    }

    /// Says goodbye; an engine that does not leave within a second is stopped.
    pub fn finish(mut self) {
        let _ = self.send(&ToEngine::Quit);
        for _ in 0..100 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// A line naming the engine and what it did wrong.
    pub fn fault(&self, what: &str) -> String {
        format!(
            "seat {}'s engine ({}) {what}",
            self.seat.0 + 1,
            excerpt(&self.command)
        )
    }

    fn send(&mut self, message: &ToEngine) -> Result<(), String> {
        if writeln!(self.stdin, "{message}")
            .and_then(|()| self.stdin.flush())
            .is_ok()
        {
            return Ok(());
        }
        // It stopped reading: what it wrote before, or how it ended, says more.
        let said = self.read(Duration::from_millis(500), "stopped reading its input")?;
        Err(self.fault(&format!(
            "stopped reading its input after writing {}",
            excerpt(&said.to_string())
        )))
    }

    fn receive(&mut self, limit: Duration) -> Result<FromEngine, String> {
        let late = format!("did not answer within {} s", limit.as_secs());
        self.read(limit, &late)
    }

    /// The engine's next message within `limit` (`late` says what it failed to do in time).
    fn read(&mut self, limit: Duration, late: &str) -> Result<FromEngine, String> {
        let line = match self.lines.recv_timeout(limit) {
            Ok(Ok(line)) => line,
            Ok(Err(e)) => return Err(self.fault(&format!("wrote what cannot be read: {e}"))),
            Err(RecvTimeoutError::Timeout) => return Err(self.fault(late)),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().map(|s| s.to_string());
                return Err(self.fault(&format!(
                    "ended without answering ({})",
                    status.unwrap_or_else(|e| e.to_string())
                )));
            }
        };
        match line.parse::<FromEngine>() {
            Ok(FromEngine::Error(why)) => Err(self.fault(&format!("refused: {why}"))),
            Ok(message) => Ok(message),
            Err(why) => Err(self.fault(&format!("broke the protocol: {why}"))),
        }
    }
}

impl Drop for EngineSeat {
    fn drop(&mut self) {
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
