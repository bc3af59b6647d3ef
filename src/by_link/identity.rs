//! Who a person is at a game by link (version 2): an Ed25519 key pair (the `ed25519-dalek`
//! crate), its signing half derived from the person's secret, so that the secret a browser keeps
//! and exports is all it needs. The public half is published when the person joins; with every
//! link they make, the person signs the game's history up to it.

use super::base64url;
use ed25519_dalek::{Signer, SigningKey, Verifier, VerifyingKey};
use std::collections::BTreeSet;
use std::sync::Mutex;

use sha2::{Digest, Sha256};

use super::chain::Secret;

/// A person's public key: 32 bytes, written as 43 characters of URL-safe base64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PublicKey(pub [u8; 32]);

/// A signature: 64 bytes, written as 86 characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature(pub [u8; 64]);

/// Characters of a written public key.
pub const PUBLIC_KEY_CHARS: usize = 43;

/// The signing key a secret stands for.
fn signing_key(secret: &Secret) -> SigningKey {
    let seed: [u8; 32] = Sha256::new()
        .chain_update(b"kingdomino/by-link/v2/identity")
        .chain_update(secret.0 .0)
        .finalize()
        .into();
    SigningKey::from_bytes(&seed)
}

impl Secret {
    /// The person's public key.
    pub fn public_key(&self) -> PublicKey {
        PublicKey(signing_key(self).verifying_key().to_bytes())
    }

    /// The person's signature of `message`.
    pub fn sign(&self, message: &[u8]) -> Signature {
        Signature(signing_key(self).sign(message).to_bytes())
    }
}

/// Signatures this program has verified, by key, signature and message hash: a page checks the
/// whole link after every change, where every signature but the newest was verified before.
static VERIFIED: Mutex<BTreeSet<[u8; 128]>> = Mutex::new(BTreeSet::new());

/// Verified signatures remembered at most (a whole game's are far fewer).
const REMEMBERED: usize = 4096;

impl PublicKey {
    /// Whether `signature` is this key's of `message` (a key that is no point of the curve
    /// verifies nothing).
    pub fn verifies(&self, message: &[u8], signature: &Signature) -> bool {
        let mut seen = [0u8; 128];
        seen[..32].copy_from_slice(&self.0);
        seen[32..96].copy_from_slice(&signature.0);
        seen[96..].copy_from_slice(&Sha256::digest(message));
        let remembered = |f: &mut dyn FnMut(&mut BTreeSet<[u8; 128]>) -> bool| {
            VERIFIED.lock().is_ok_and(|mut set| f(&mut set))
        };
        if remembered(&mut |set| set.contains(&seen)) {
            return true;
        }
        let Ok(key) = VerifyingKey::from_bytes(&self.0) else {
            return false;
        };
        let verified = key
            .verify(message, &ed25519_dalek::Signature::from_bytes(&signature.0))
            .is_ok();
        if verified {
            remembered(&mut |set| {
                if set.len() >= REMEMBERED {
                    set.clear();
                }
                set.insert(seen)
            });
        }
        verified
    }

    pub fn to_text(self) -> String {
        base64url::encode(&self.0)
    }

    /// Reads 43 characters (one spelling: what reads prints back).
    pub fn from_text(text: &str) -> Option<PublicKey> {
        let key = PublicKey(read_bytes(text)?);
        (key.to_text() == text).then_some(key)
    }

    /// A short fingerprint to show beside a seat: its first 8 characters.
    pub fn fingerprint(self) -> String {
        self.to_text().chars().take(8).collect()
    }
}

impl Signature {
    pub fn to_text(self) -> String {
        base64url::encode(&self.0)
    }

    /// Reads 86 characters (one spelling: what reads prints back).
    pub fn from_text(text: &str) -> Option<Signature> {
        let signature = Signature(read_bytes(text)?);
        (signature.to_text() == text).then_some(signature)
    }
}

fn read_bytes<const N: usize>(text: &str) -> Option<[u8; N]> {
    base64url::decode(text)?.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::by_link::Value;

    #[test]
    fn a_signature_verifies_with_its_key_only_and_for_its_message_only() {
        let ann = Secret(Value([1; 16]));
        let bob = Secret(Value([2; 16]));
        let signature = ann.sign(b"move 19: k34");
        assert!(ann.public_key().verifies(b"move 19: k34", &signature));
        assert!(!ann.public_key().verifies(b"move 19: k35", &signature));
        assert!(!bob.public_key().verifies(b"move 19: k34", &signature));
        assert_eq!(ann.public_key(), ann.public_key(), "one key per secret");
    }

    #[test]
    fn keys_and_signatures_print_back_as_themselves() {
        let ann = Secret(Value([1; 16]));
        let key = ann.public_key();
        assert_eq!(key.to_text().len(), PUBLIC_KEY_CHARS);
        assert_eq!(PublicKey::from_text(&key.to_text()), Some(key));
        let signature = ann.sign(b"x");
        assert_eq!(signature.to_text().len(), 86);
        assert_eq!(Signature::from_text(&signature.to_text()), Some(signature));
        assert_eq!(Signature::from_text(&signature.to_text()[1..]), None);
        assert_eq!(PublicKey::from_text("é"), None);
        // Not a point of the curve: refused, never a panic.
        assert!(!PublicKey([255; 32]).verifies(b"x", &signature));
    }
}
