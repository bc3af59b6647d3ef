//! Who a person is at a game by link (version 2): an Ed25519 key pair (the `ed25519-dalek`
//! crate), its signing half derived from the person's secret, so that the secret a browser keeps
//! and exports is all it needs. The public half is published when the person joins; with every
//! link they make, the person signs the game's history up to it.

use super::base64url;
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
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

/// Why a published key cannot prove anything, if it cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyFault {
    /// Not a point of the curve.
    NoPoint,
    /// A point written otherwise than its one canonical spelling.
    NonCanonical,
    /// A point of small order: a "signature" made without any secret verifies for almost any
    /// message under it.
    Weak,
}

impl PublicKey {
    /// Why this key cannot prove anything, if it cannot: only a canonical point of large order
    /// is a key.
    pub fn fault(&self) -> Option<KeyFault> {
        let Ok(key) = VerifyingKey::from_bytes(&self.0) else {
            return Some(KeyFault::NoPoint);
        };
        if key.to_edwards().compress().to_bytes() != self.0 {
            Some(KeyFault::NonCanonical)
        } else if key.is_weak() {
            Some(KeyFault::Weak)
        } else {
            None
        }
    }

    /// Whether `signature` is this key's of `message`, checked strictly (`verify_strict`): a
    /// key that is no canonical point of large order verifies nothing, and neither does a
    /// signature whose commitment is of small order.
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
        let verified = self.fault().is_none()
            && key
                .verify_strict(message, &ed25519_dalek::Signature::from_bytes(&signature.0))
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

    /// The key's fingerprint, for people to compare aloud: 15 digits of its hash in five
    /// groups of three ("483-912-075-551-208"), about 50 bits, the same in every language. Two
    /// people who read the same fingerprint for a seat see the same key.
    pub fn fingerprint(self) -> String {
        let digest = Sha256::new()
            .chain_update(b"kingdomino/by-link/fingerprint")
            .chain_update(self.0)
            .finalize();
        let number = u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"));
        let digits = format!("{:015}", number % 1_000_000_000_000_000);
        let groups: Vec<&str> = (0..5).map(|i| &digits[i * 3..i * 3 + 3]).collect();
        groups.join("-")
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
        let print = key.fingerprint();
        assert_eq!(print.len(), 19, "{print}");
        assert!(print.chars().all(|c| c.is_ascii_digit() || c == '-'));
        assert_ne!(print, Secret(Value([2; 16])).public_key().fingerprint());
    }

    /// The identity point (a key of small order) "verifies" a signature made with no secret
    /// for every message under the lax check: the strict one and the key's fault refuse it.
    #[test]
    fn a_weak_key_verifies_nothing() {
        let mut identity = [0u8; 32];
        identity[0] = 1;
        let weak = PublicKey(identity);
        assert_eq!(weak.fault(), Some(KeyFault::Weak));
        // R = the identity, s = 0: the equation [s]B = R + [k]A holds for any message.
        let mut forged = [0u8; 64];
        forged[0] = 1;
        let lax = VerifyingKey::from_bytes(&identity).unwrap();
        let forged = Signature(forged);
        use ed25519_dalek::Verifier;
        for message in [&b"move 14: k21"[..], b"anything else"] {
            let signature = ed25519_dalek::Signature::from_bytes(&forged.0);
            assert!(
                lax.verify(message, &signature).is_ok(),
                "the lax check passes"
            );
            assert!(!weak.verifies(message, &forged));
        }
        // The identity written with y = p + 1: the same point, not its spelling.
        let mut other = [0xff; 32];
        other[0] = 0xee;
        other[31] = 0x7f;
        assert_eq!(PublicKey(other).fault(), Some(KeyFault::NonCanonical));
        assert_eq!(Secret(Value([1; 16])).public_key().fault(), None);
    }
}
