//! Hash chains: how a player commits to their part of every draw (and of every turn) before
//! the deal, and reveals it one step at a time.
//!
//! From a secret, each chain is the secret hashed again and again; its last value (the head)
//! is published when the player joins. A chain's values are revealed from the head backwards:
//! the `k`th value hashed `k` times gives the head, so anyone checks it, nobody can compute it
//! before it is revealed, and a revealed value gives every earlier one. SHA-256 (the `sha2`
//! crate) truncated to 128 bits; each chain hashes under its own label.

use super::base64url;
use sha2::{Digest, Sha256};

/// Bytes in a chain value: 128 bits, written as 22 characters.
pub const VALUE_BYTES: usize = 16;

/// One value of a chain (or a secret, or a head).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub [u8; VALUE_BYTES]);

/// The two chains of a player: one for the draws, one for the turns (a turn's value proves
/// that its player sent it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Draws,
    Turns,
}

impl Purpose {
    fn label(self) -> &'static [u8] {
        match self {
            Purpose::Draws => b"kingdomino/by-link/v1/draws",
            Purpose::Turns => b"kingdomino/by-link/v1/turns",
        }
    }
}

/// One step down the chain.
pub fn step(purpose: Purpose, value: Value) -> Value {
    let digest = Sha256::new()
        .chain_update(purpose.label())
        .chain_update(value.0)
        .finalize();
    let mut out = [0; VALUE_BYTES];
    out.copy_from_slice(&digest[..VALUE_BYTES]);
    Value(out)
}

/// `value` stepped `times` times.
pub fn steps(purpose: Purpose, mut value: Value, times: usize) -> Value {
    for _ in 0..times {
        value = step(purpose, value);
    }
    value
}

/// A player's secret: the start of both chains. It never leaves the player's browser (but for
/// the player's own export).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Secret(pub Value);

impl Secret {
    /// The value revealed for the `k`th draw or turn (from 1) of a chain `length` long; `0` is
    /// the head.
    pub fn value(&self, purpose: Purpose, length: usize, k: usize) -> Value {
        // Each chain starts from the secret under its own label, so the two never meet.
        let start = step(purpose, self.0);
        steps(purpose, start, length - k)
    }

    pub fn heads(&self, lengths: Lengths) -> Heads {
        Heads {
            draws: self.value(Purpose::Draws, lengths.draws, 0),
            turns: self.value(Purpose::Turns, lengths.turns, 0),
        }
    }
}

/// How long a game's chains are: one value per draw and one per turn it can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lengths {
    pub draws: usize,
    pub turns: usize,
}

/// What a player publishes when joining.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heads {
    pub draws: Value,
    pub turns: Value,
}

impl Value {
    pub fn to_text(self) -> String {
        base64url::encode(&self.0)
    }

    /// Reads 22 characters of URL-safe base64 (one spelling: what reads prints back).
    pub fn from_text(text: &str) -> Option<Value> {
        let bytes = base64url::decode(text)?;
        let value = Value(bytes.try_into().ok()?);
        (value.to_text() == text).then_some(value)
    }
}

/// Whether `value` is the `k`th value of the chain whose head is `head`.
pub fn verifies(purpose: Purpose, head: Value, k: usize, value: Value) -> bool {
    steps(purpose, value, k) == head
}

#[cfg(test)]
mod tests {
    use super::*;

    const LENGTHS: Lengths = Lengths {
        draws: 13,
        turns: 40,
    };

    #[test]
    fn every_revealed_value_leads_to_the_head_and_gives_the_earlier_ones() {
        let secret = Secret(Value([7; 16]));
        let heads = secret.heads(LENGTHS);
        for k in 0..=LENGTHS.draws {
            let v = secret.value(Purpose::Draws, LENGTHS.draws, k);
            assert!(verifies(Purpose::Draws, heads.draws, k, v));
            assert!(!verifies(Purpose::Draws, heads.draws, k + 1, v));
            if k > 0 {
                let earlier = secret.value(Purpose::Draws, LENGTHS.draws, k - 1);
                assert_eq!(step(Purpose::Draws, v), earlier);
            }
        }
        assert_ne!(heads.draws, heads.turns);
    }

    #[test]
    fn values_print_back_as_themselves() {
        let v = Secret(Value([200; 16])).value(Purpose::Turns, 5, 2);
        let text = v.to_text();
        assert_eq!(text.len(), 22);
        assert_eq!(Value::from_text(&text), Some(v));
        assert_eq!(Value::from_text(&text[1..]), None);
        assert_eq!(Value::from_text("!!"), None);
    }
}
