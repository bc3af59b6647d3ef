//! An export of games by link sealed by a passphrase: the file carries the secrets that play
//! its person's seats, so it may be sealed before it leaves the browser. The passphrase is
//! stretched by Argon2id (memory-hard, so that guessing costs) into a key that seals the export
//! with ChaCha20-Poly1305; a wrong passphrase and a changed file are both refused, and cannot be
//! told apart.
//!
//! Pure: the salt and nonce come from the caller (the sealer's worker draws them), so that the
//! tests can seal the same file twice.

use argon2::{Algorithm, Argon2, Params, Version};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use serde::{Deserialize, Serialize};

/// What a sealed file says it is.
pub const SEALED_FORMAT: &str = "kingdomino-by-link-sealed";
/// The version this code writes; version 1 stretches with Argon2id, 19 MiB, 2 passes, 1 lane.
pub const SEALED_VERSION: u32 = 1;
/// The shortest passphrase the page accepts, in characters.
pub const MIN_PASSPHRASE_CHARS: usize = 8;
pub const SALT_BYTES: usize = 16;
pub const NONCE_BYTES: usize = 12;

/// Argon2id's cost for version 1 (the parameters OWASP recommends for Argon2id). A file cannot
/// choose its own: a hostile file could otherwise ask for gigabytes.
const MEMORY_KIB: u32 = 19 * 1024;
const PASSES: u32 = 2;
const LANES: u32 = 1;

/// Why a file was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// It is not a sealed export (perhaps a plain one).
    NotSealed,
    /// A sealed export of a version this code does not know (made by a newer page).
    NewerVersion(u32),
    /// The passphrase is wrong, or the file was changed.
    WrongPassphrase,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SealedFile {
    format: String,
    version: u32,
    salt: String,
    nonce: String,
    sealed: String,
}

/// Whether `text` is a sealed export (of any version): the page then asks for its passphrase.
/// Read as any JSON (whose reader the page has anyway), so that the page carries no reader of
/// the sealed file's fields; `open` reads them, in the sealer's worker.
pub fn is_sealed(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text)
        .is_ok_and(|v| v.get("format").and_then(|f| f.as_str()) == Some(SEALED_FORMAT))
}

/// Whether the page accepts `passphrase` to seal with.
pub fn passphrase_is_long_enough(passphrase: &str) -> bool {
    passphrase.chars().count() >= MIN_PASSPHRASE_CHARS
}

/// `text` sealed by `passphrase`, as a file's text; `salt` and `nonce` must be fresh random
/// bytes for every file.
pub fn seal(
    text: &str,
    passphrase: &str,
    salt: [u8; SALT_BYTES],
    nonce: [u8; NONCE_BYTES],
) -> String {
    let cipher = cipher(passphrase, &salt);
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: text.as_bytes(),
                aad: associated_data(SEALED_VERSION).as_bytes(),
            },
        )
        .expect("ChaCha20-Poly1305 seals any text an export holds");
    let file = SealedFile {
        format: SEALED_FORMAT.into(),
        version: SEALED_VERSION,
        salt: URL_SAFE_NO_PAD.encode(salt),
        nonce: URL_SAFE_NO_PAD.encode(nonce),
        sealed: URL_SAFE_NO_PAD.encode(sealed),
    };
    serde_json::to_string_pretty(&file).expect("a sealed file is plain JSON")
}

/// The export a sealed file holds, if `passphrase` opens it.
pub fn open(file: &str, passphrase: &str) -> Result<String, OpenError> {
    let file: SealedFile = serde_json::from_str(file).map_err(|_| OpenError::NotSealed)?;
    if file.format != SEALED_FORMAT {
        return Err(OpenError::NotSealed);
    }
    if file.version != SEALED_VERSION {
        return Err(OpenError::NewerVersion(file.version));
    }
    let salt: [u8; SALT_BYTES] = bytes(&file.salt)?;
    let nonce: [u8; NONCE_BYTES] = bytes(&file.nonce)?;
    let sealed = URL_SAFE_NO_PAD
        .decode(&file.sealed)
        .map_err(|_| OpenError::NotSealed)?;
    let text = cipher(passphrase, &salt)
        .decrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &sealed,
                aad: associated_data(file.version).as_bytes(),
            },
        )
        .map_err(|_| OpenError::WrongPassphrase)?;
    // Sealed by this code, so text; anything else was not.
    String::from_utf8(text).map_err(|_| OpenError::WrongPassphrase)
}

/// The format and version, sealed with the text, so that a file cannot be relabelled.
fn associated_data(version: u32) -> String {
    format!("{SEALED_FORMAT}/{version}")
}

fn bytes<const N: usize>(text: &str) -> Result<[u8; N], OpenError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| OpenError::NotSealed)?;
    bytes.try_into().map_err(|_| OpenError::NotSealed)
}

/// The cipher for `passphrase`, stretched with `salt`.
fn cipher(passphrase: &str, salt: &[u8; SALT_BYTES]) -> ChaCha20Poly1305 {
    let params = Params::new(MEMORY_KIB, PASSES, LANES, Some(32)).expect("fixed, valid parameters");
    let mut key = [0u8; 32];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(passphrase.as_bytes(), salt, &mut key)
        .expect("a 16-byte salt and a 32-byte key are within Argon2's limits");
    ChaCha20Poly1305::new(Key::from_slice(&key))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SALT: [u8; SALT_BYTES] = [7; SALT_BYTES];
    const NONCE: [u8; NONCE_BYTES] = [9; NONCE_BYTES];

    #[test]
    fn the_passphrase_opens_what_it_sealed() {
        let file = seal("[{\"link\":\"play=…\"}]", "correct horse", SALT, NONCE);
        assert!(is_sealed(&file));
        assert!(
            !file.contains("play="),
            "the text is not readable in the file"
        );
        assert_eq!(
            open(&file, "correct horse").as_deref(),
            Ok("[{\"link\":\"play=…\"}]")
        );
    }

    #[test]
    fn another_passphrase_or_a_changed_file_is_refused() {
        let file = seal("secrets", "correct horse", SALT, NONCE);
        assert_eq!(
            open(&file, "correct horsf"),
            Err(OpenError::WrongPassphrase)
        );
        let mut parsed: SealedFile = serde_json::from_str(&file).unwrap();
        let mut sealed = URL_SAFE_NO_PAD.decode(&parsed.sealed).unwrap();
        sealed[0] ^= 1;
        parsed.sealed = URL_SAFE_NO_PAD.encode(sealed);
        let changed = serde_json::to_string(&parsed).unwrap();
        assert_eq!(
            open(&changed, "correct horse"),
            Err(OpenError::WrongPassphrase)
        );
    }

    #[test]
    fn a_plain_export_or_a_newer_one_is_told_apart() {
        assert!(!is_sealed("[]"));
        assert_eq!(open("[]", "whatever"), Err(OpenError::NotSealed));
        let newer =
            seal("x", "correct horse", SALT, NONCE).replace("\"version\": 1", "\"version\": 2");
        assert!(is_sealed(&newer));
        assert_eq!(
            open(&newer, "correct horse"),
            Err(OpenError::NewerVersion(2))
        );
    }

    #[test]
    fn a_broken_file_is_refused_without_panic() {
        let file = seal("secrets", "correct horse", SALT, NONCE);
        for (at, _) in file.char_indices() {
            for broken in [
                file[..at].to_string(),
                format!("{}é{}", &file[..at], &file[at..]),
            ] {
                assert!(open(&broken, "correct horse").is_err(), "{broken}");
            }
        }
    }

    #[test]
    fn short_passphrases_are_not_accepted() {
        assert!(!passphrase_is_long_enough("1234567"));
        assert!(passphrase_is_long_enough("12345678"));
        assert!(
            passphrase_is_long_enough("ééééééé€"),
            "characters, not bytes"
        );
    }
}
