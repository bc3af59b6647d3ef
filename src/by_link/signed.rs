//! Version 2's proof: every person signs the game's history with each link they make, so that a
//! link proves itself to anyone, a browser that never saw the game included.
//!
//! The history a person signs is the invitation (its setup, number, seats and names), every
//! person's published key (once everyone has joined; before, their own), their latest reveal,
//! and the first `moves` moves. A link carries each person's latest signature only: the history
//! is hashed, so a rewritten, cut, spliced or renamed one, or a game nobody played, fails for
//! everyone, and a reveal is bound to the history it was made on.

use sha2::{Digest, Sha256};

use super::chain::{Secret, VALUE_BYTES};
use super::game_by_link::{GameByLink, Position, Proof, Published, Refusal, Seat, Version};
use crate::notation::action_token;

impl GameByLink {
    /// The invitation's hash: its setup (with the game's number), seats and names, and from
    /// version 3 the inviter's public key (zeros until the inviter joins, which they do as they
    /// invite). Two games with one number are told apart by it; from version 3, so are two
    /// games under other keys.
    pub fn invitation_hash(&self) -> [u8; 32] {
        let hash = Sha256::new()
            .chain_update(b"kingdomino/by-link/v2/invitation")
            .chain_update(self.setup_text().as_bytes())
            .chain_update(b"&seats=")
            .chain_update(self.seats_text().as_bytes());
        match self.version {
            Version::Three => {
                let inviter = self.persons().next().and_then(|(_, _, key)| key);
                hash.chain_update(b"&inviter=")
                    .chain_update(inviter.and_then(Published::public).map_or([0; 32], |k| k.0))
                    .finalize()
                    .into()
            }
            _ => hash.finalize().into(),
        }
    }

    /// What tells this game from any other, as a browser keeps it: version 1, its number;
    /// version 2, its number and its invitation's hash (two games with one number are two).
    pub fn identity(&self) -> String {
        let number = self.record.setup.seed;
        match self.version {
            Version::One => number.to_string(),
            Version::Two | Version::Three => {
                let hash = self.invitation_hash();
                let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
                format!("{number}.{hex}")
            }
        }
    }

    /// What person `seat` signs: the invitation, their own key and latest reveal, every
    /// person's key once they reveal (everyone has joined by then) and the first `moves` moves.
    fn signed_message(&self, seat: usize, key: &Published, moves: usize) -> Vec<u8> {
        let mut hash = Sha256::new()
            .chain_update(b"kingdomino/by-link/v2/signed")
            .chain_update(self.invitation_hash())
            .chain_update((seat as u32).to_le_bytes());
        let published = |hash: &mut Sha256, key: &Published| {
            hash.update(key.public().map_or([0; 32], |p| p.0));
            hash.update(key.draws_head.0);
        };
        published(&mut hash, key);
        let (revealed, value) = key.draws.map_or((0, [0; VALUE_BYTES]), |(k, v)| (k, v.0));
        hash.update((revealed as u32).to_le_bytes());
        hash.update(value);
        if revealed > 0 {
            for (other, _, key) in self.persons() {
                hash.update((other as u32).to_le_bytes());
                if let Some(key) = key {
                    published(&mut hash, key);
                }
            }
        }
        hash.update((moves as u32).to_le_bytes());
        for &action in self.record.actions.iter().take(moves) {
            hash.update(action_token(action).as_bytes());
            hash.update(b".");
        }
        hash.finalize().to_vec()
    }

    /// Person `seat` signs the history as it stands.
    pub(super) fn sign_as(&mut self, seat: usize, secret: &Secret) {
        let moves = self.record.actions.len();
        let Some(Seat::Person { key: Some(key), .. }) = self.seats.get(seat) else {
            return;
        };
        let message = self.signed_message(seat, key, moves);
        let signature = secret.sign(&message);
        if let Seat::Person { key: Some(key), .. } = &mut self.seats[seat] {
            key.proof = Proof::Signed {
                public: secret.public_key(),
                moves,
                signature,
            };
        }
    }

    /// Version 2, before anything is replayed: every person's signature (but `except`'s) is
    /// theirs, of this history, and covers their latest reveal; no key sits at two seats; once
    /// anyone has joined, the inviter has signed.
    pub(super) fn check_signed(&self, except: Option<usize>) -> Result<(), Refusal> {
        if self.version == Version::One {
            return Ok(());
        }
        // A forged reveal is named as such before the signature it breaks.
        self.check_reveals()?;
        let keys: Vec<(usize, &Published)> = self
            .persons()
            .filter_map(|(seat, _, key)| key.map(|k| (seat, k)))
            .collect();
        let inviter = self.persons().next().map(|(seat, _, _)| seat);
        if !keys.is_empty() && keys.first().map(|&(seat, _)| seat) != inviter {
            return Err(Refusal::Uninvited);
        }
        for (i, &(a, key)) in keys.iter().enumerate() {
            if let Some(&(b, _)) = keys[i + 1..]
                .iter()
                .find(|(_, other)| key.public().is_some() && other.public() == key.public())
            {
                return Err(Refusal::SameKey { seats: (a, b) });
            }
        }
        for &(seat, key) in keys.iter().filter(|(seat, _)| Some(*seat) != except) {
            let Proof::Signed {
                public,
                moves,
                signature,
            } = key.proof
            else {
                return Err(Refusal::Unsigned { seat });
            };
            let before_the_deal = key.draws_revealed() == 0 && moves > 0;
            if before_the_deal
                || moves > self.record.actions.len()
                || !public.verifies(&self.signed_message(seat, key, moves), &signature)
            {
                return Err(Refusal::Unsigned { seat });
            }
        }
        Ok(())
    }

    /// Version 2, once replayed: every move of a person's seat is in what they signed.
    pub(super) fn check_covered(
        &self,
        position: &Position,
        except: Option<usize>,
    ) -> Result<(), Refusal> {
        for (seat, _, key) in self.persons().filter(|(seat, _, _)| Some(*seat) != except) {
            let signed = match key.map(|k| k.proof) {
                Some(Proof::Signed { moves, .. }) => moves,
                _ => 0,
            };
            let last = position
                .actors
                .iter()
                .rposition(|a| usize::from(a.0) == seat);
            if let Some(index) = last.filter(|&i| i >= signed) {
                return Err(Refusal::OutOfTurn {
                    seat,
                    index: index + 1,
                });
            }
        }
        Ok(())
    }
}
