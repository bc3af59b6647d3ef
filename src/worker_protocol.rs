//! The messages between the page and the computer players' web worker: a search for a move
//! (`ai`) or a decision weighed (`review`). A module of its own above both, so that neither
//! imports the other for it. Pure data, so that the protocol is tested natively; the worker and
//! the page send them in the compact form of [`crate::wire`] (a request inside as bytes of its
//! own, so that one that cannot be read is answered).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ai::{Budget, Level};
use crate::review::{fixed, Weighed};
use crate::rules::{Action, PlayerView};
use crate::wire;

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Choose an action for the view's player. `id` ties the answer to the question.
    Think {
        id: u32,
        view: Box<PlayerView>,
        level: Level,
        budget: Budget,
        seed: u64,
        /// Search afresh, keeping no tree from before nor after: the same answer as any other
        /// browser's for the same view, seed and iterations (games by link).
        #[serde(default)]
        fresh: bool,
    },
    /// Weigh every option of the decision the view's player faces, over `budget` imagined
    /// orders (the Expert's review of `played`, or Study's values when nothing was played).
    Weigh {
        id: u32,
        view: Box<PlayerView>,
        played: Option<Action>,
        budget: u32,
        seed: u64,
    },
    /// Stop thinking about request `id`; no answer follows.
    Cancel { id: u32 },
    /// Measure how many whole games the Expert's playouts simulate in `millis`.
    Benchmark { id: u32, millis: f64 },
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// Thinking about `id`: `done` runs from 0 to 1.
    Progress { id: u32, done: f32, iterations: u32 },
    Chosen {
        id: u32,
        action: Action,
        /// The Expert's root actions (action, visits, mean reward), so that the answers of
        /// several workers searching the same move can be merged; empty for other levels.
        #[serde(default)]
        stats: Vec<(Action, u32, f64)>,
    },
    /// A decision weighed.
    Weighed { id: u32, weighed: Box<Weighed> },
    /// The view had no action to choose (the game was over).
    Nothing { id: u32 },
    /// The speed test's result.
    Benchmark { id: u32, games: u32, millis: f64 },
    /// The request could not be read (not the protocol, or a game state no game could reach):
    /// why. `id` is the request's when it could be read, else 0.
    Refused { id: u32, why: String },
}

/// A request as the worker receives it: readable, or why not (with its id when it has one).
/// Reading one never fails, so that a bad message is answered, not a crash. It travels as the
/// request's own bytes, which the worker reads and checks.
#[derive(Clone, Debug, PartialEq)]
pub struct Incoming(pub Result<Request, (u32, String)>);

impl Serialize for Incoming {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Ok(request) => serializer.serialize_bytes(&Incoming::bytes_of(request)),
            Err(_) => serializer.serialize_bytes(&[]),
        }
    }
}

impl<'de> Deserialize<'de> for Incoming {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Incoming, D::Error> {
        let bytes = serde_bytes_of(deserializer)?;
        Ok(Incoming::read(&bytes))
    }
}

impl Incoming {
    /// The bytes a request travels as.
    pub fn bytes_of(request: &Request) -> Vec<u8> {
        wire::plain_bytes(request)
    }

    /// Reads and checks a request from its bytes, whoever wrote them.
    pub fn read(bytes: &[u8]) -> Incoming {
        // Every request begins with its kind and its id.
        let id = wire::first_of::<(u32, u32)>(bytes)
            .map(|(_, id)| id)
            .unwrap_or(0);
        // Nothing may follow the request.
        let request = wire::from_bytes::<Request>(bytes).map_err(|e| {
            let why = wire::describe(&e);
            (id, format!("not a request this version can read: {why}"))
        });
        Incoming(request.and_then(|r| r.checked().map_err(|why| (id, why))))
    }
}

/// The bytes of a byte string, however the format hands them over.
fn serde_bytes_of<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
    struct Bytes;
    impl serde::de::Visitor<'_> for Bytes {
        type Value = Vec<u8>;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a request's bytes")
        }
        fn visit_bytes<E>(self, bytes: &[u8]) -> Result<Vec<u8>, E> {
            Ok(bytes.to_vec())
        }
        fn visit_byte_buf<E>(self, bytes: Vec<u8>) -> Result<Vec<u8>, E> {
            Ok(bytes)
        }
    }
    deserializer.deserialize_byte_buf(Bytes)
}

/// The most imagined orders a decision is weighed over (a longer one would hold the worker
/// for minutes on one decision).
pub const MAX_WEIGH_BUDGET: u32 = 100_000;

/// The most iterations a search without a time limit runs (games by link ask for 600; more than
/// this would hold the worker for minutes).
pub const MAX_THINK_ITERATIONS: u32 = 100_000;

/// The longest time limit a search is given (the page's paces ask for 1.5 s at most).
pub const MAX_THINK_MILLIS: f64 = 60_000.0;

/// The longest speed test the worker runs: it cannot be cancelled, so a longer one would hold
/// the worker.
pub const MAX_BENCHMARK_MILLIS: f64 = 10_000.0;

impl Request {
    /// The request, if its numbers are ones the worker can act on (and its view, if it has one, is
    /// one a game could show).
    fn checked(self) -> Result<Request, String> {
        // A view read from outside is checked before any rule reads it.
        if let Request::Think { view, .. } | Request::Weigh { view, .. } = &self {
            view.check().map_err(|e| e.to_string())?;
        }
        match &self {
            Request::Benchmark { millis, .. }
                if !(millis.is_finite() && *millis > 0.0 && *millis <= MAX_BENCHMARK_MILLIS) =>
            {
                Err(format!(
                    "a speed test of {} ms (from above 0 to {} ms)",
                    millis_text(*millis),
                    millis_text(MAX_BENCHMARK_MILLIS)
                ))
            }
            Request::Think {
                budget: Budget {
                    millis: Some(millis),
                    ..
                },
                ..
            } if !(millis.is_finite() && *millis > 0.0 && *millis <= MAX_THINK_MILLIS) => {
                Err(format!(
                    "a time budget of {} ms (from above 0 to {} ms)",
                    millis_text(*millis),
                    millis_text(MAX_THINK_MILLIS)
                ))
            }
            Request::Think { budget, .. }
                if budget.millis.is_none() && budget.iterations > MAX_THINK_ITERATIONS =>
            {
                Err(format!(
                    "an iteration budget of {} without a time limit (at most {MAX_THINK_ITERATIONS})",
                    budget.iterations
                ))
            }
            Request::Weigh { budget, .. } if !(4..=MAX_WEIGH_BUDGET).contains(budget) => Err(
                format!("a review budget of {budget} orders (from 4 to {MAX_WEIGH_BUDGET})"),
            ),
            Request::Weigh { view, played, .. } => {
                let mut legal = Vec::new();
                view.table.legal_actions(&mut legal);
                if legal.is_empty() {
                    Err("a decision to weigh where nobody has a move".into())
                } else if played.is_some_and(|p| !legal.contains(&p)) {
                    Err("a move played that was not legal there".into())
                } else {
                    Ok(self)
                }
            }
            _ => Ok(self),
        }
    }
}

/// A number of milliseconds as a person reads it, written by whole numbers (`grade::fixed`):
/// formatting a float would bring its formatter into the worker.
fn millis_text(millis: f64) -> String {
    if millis.is_nan() {
        "NaN".into()
    } else if millis >= 1e15 {
        "1000000000000000 or more".into()
    } else if millis <= -1e15 {
        "-1000000000000000 or less".into()
    } else {
        fixed(millis, if millis.fract() == 0.0 { 0 } else { 1 })
    }
}

#[cfg(test)]
mod tests {
    use super::millis_text;

    #[test]
    fn milliseconds_read_as_a_person_writes_them() {
        assert_eq!(millis_text(60_000.0), "60000");
        assert_eq!(millis_text(-1.0), "-1");
        assert_eq!(millis_text(0.25), "0.3");
        assert_eq!(millis_text(f64::NAN), "NaN");
        assert_eq!(millis_text(1e300), "1000000000000000 or more");
        assert_eq!(millis_text(f64::NEG_INFINITY), "-1000000000000000 or less");
    }
}
