//! An export of games by link sealed by a passphrase: the file carries the secrets that play
//! its person's seats, so it may be sealed before it leaves the browser. The passphrase is
//! stretched by Argon2id (memory-hard, so that guessing costs) into a key that seals the export
//! with ChaCha20-Poly1305; a wrong passphrase and a changed file are both refused, and cannot be
//! told apart.
//!
//! Pure: the salt and nonce come from the caller (the sealer's worker draws them), so that the
//! tests can seal the same file twice.

use super::base64url;
use argon2::{Algorithm, Argon2, Params, Version};
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};

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

/// A sealed file's fields, as `write_file` writes them.
const FIELDS: [&str; 5] = ["format", "version", "salt", "nonce", "sealed"];

/// Whether `text` is a sealed export (of any version): the page then asks for its passphrase.
/// Read as any JSON (whose reader the page has anyway); `read_file` reads its fields.
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
    write_file(&lock(text, passphrase, salt, nonce)).expect("`lock` writes a salt and a nonce")
}

/// The export a sealed file holds, if `passphrase` opens it.
pub fn open(file: &str, passphrase: &str) -> Result<String, OpenError> {
    unlock(&read_file(file)?, passphrase)
}

/// `text` locked by `passphrase`: the salt, the nonce, then the sealed text with its tag. The
/// sealer's worker does this part (and `unlock`) alone, on bytes: the file's JSON is the page's
/// (`write_file`, `read_file`), whose reader and writer the page has anyway.
pub fn lock(
    text: &str,
    passphrase: &str,
    salt: [u8; SALT_BYTES],
    nonce: [u8; NONCE_BYTES],
) -> Vec<u8> {
    let sealed = cipher(passphrase, &salt)
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: text.as_bytes(),
                aad: associated_data(SEALED_VERSION).as_bytes(),
            },
        )
        .expect("ChaCha20-Poly1305 seals any text an export holds");
    [&salt[..], &nonce[..], &sealed[..]].concat()
}

/// The text `locked` holds, if `passphrase` opens it (locked by this version: `read_file`
/// refuses the others).
pub fn unlock(locked: &[u8], passphrase: &str) -> Result<String, OpenError> {
    if locked.len() < SALT_BYTES + NONCE_BYTES {
        return Err(OpenError::NotSealed);
    }
    let (salt, rest) = locked.split_at(SALT_BYTES);
    let (nonce, sealed) = rest.split_at(NONCE_BYTES);
    let salt: &[u8; SALT_BYTES] = salt.try_into().expect("split at its length");
    let text = cipher(passphrase, salt)
        .decrypt(
            Nonce::from_slice(nonce),
            Payload {
                msg: sealed,
                aad: associated_data(SEALED_VERSION).as_bytes(),
            },
        )
        .map_err(|_| OpenError::WrongPassphrase)?;
    // Sealed by this code, so text; anything else was not.
    String::from_utf8(text).map_err(|_| OpenError::WrongPassphrase)
}

/// The sealed file that carries `locked` (as `lock` made it); none if it is too short to.
pub fn write_file(locked: &[u8]) -> Option<String> {
    if locked.len() < SALT_BYTES + NONCE_BYTES {
        return None;
    }
    let (salt, rest) = locked.split_at(SALT_BYTES);
    let (nonce, sealed) = rest.split_at(NONCE_BYTES);
    // Written as JSON's pretty form, field by field: base64 and the format need no escaping,
    // and a writer of the struct would cost the page its own code.
    Some(format!(
        concat!(
            "{{\n",
            "  \"format\": \"{format}\",\n",
            "  \"version\": {version},\n",
            "  \"salt\": \"{salt}\",\n",
            "  \"nonce\": \"{nonce}\",\n",
            "  \"sealed\": \"{sealed}\"\n",
            "}}"
        ),
        format = SEALED_FORMAT,
        version = SEALED_VERSION,
        salt = base64url::encode(salt),
        nonce = base64url::encode(nonce),
        sealed = base64url::encode(sealed),
    ))
}

/// What a sealed file of this version carries, for `unlock`. Read as any JSON (whose reader the
/// page has anyway; a reader of the struct's own would cost it more): an object of exactly the
/// five fields `write_file` writes.
pub fn read_file(file: &str) -> Result<Vec<u8>, OpenError> {
    use serde_json::Value;
    let file: Value = serde_json::from_str(file).map_err(|_| OpenError::NotSealed)?;
    let fields = file
        .as_object()
        .filter(|f| f.len() == FIELDS.len() && FIELDS.iter().all(|&k| f.contains_key(k)))
        .ok_or(OpenError::NotSealed)?;
    let text = |name: &str| fields[name].as_str().ok_or(OpenError::NotSealed);
    if text("format")? != SEALED_FORMAT {
        return Err(OpenError::NotSealed);
    }
    let version = fields["version"]
        .as_u64()
        .and_then(|v| u32::try_from(v).ok())
        .ok_or(OpenError::NotSealed)?;
    if version != SEALED_VERSION {
        return Err(OpenError::NewerVersion(version));
    }
    let salt: [u8; SALT_BYTES] = bytes(text("salt")?)?;
    let nonce: [u8; NONCE_BYTES] = bytes(text("nonce")?)?;
    let sealed = base64url::decode(text("sealed")?).ok_or(OpenError::NotSealed)?;
    Ok([&salt[..], &nonce[..], &sealed[..]].concat())
}

/// The format and version, sealed with the text, so that a file cannot be relabelled.
fn associated_data(version: u32) -> String {
    format!("{SEALED_FORMAT}/{version}")
}

fn bytes<const N: usize>(text: &str) -> Result<[u8; N], OpenError> {
    let bytes = base64url::decode(text).ok_or(OpenError::NotSealed)?;
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
        let mut parsed: serde_json::Value = serde_json::from_str(&file).unwrap();
        let mut sealed = base64url::decode(parsed["sealed"].as_str().unwrap()).unwrap();
        sealed[0] ^= 1;
        parsed["sealed"] = base64url::encode(&sealed).into();
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
    fn a_file_of_other_fields_is_not_read() {
        let file = seal("x", "correct horse", SALT, NONCE);
        let parsed: serde_json::Value = serde_json::from_str(&file).unwrap();
        let with = |change: &dyn Fn(&mut serde_json::Map<String, serde_json::Value>)| {
            let mut fields = parsed.as_object().unwrap().clone();
            change(&mut fields);
            read_file(&serde_json::Value::Object(fields).to_string())
        };
        assert_eq!(with(&|_| ()), read_file(&file));
        assert!(read_file(&file).is_ok());
        for refused in [
            with(&|f| drop(f.insert("extra".into(), 1.into()))),
            with(&|f| drop(f.remove("nonce"))),
            with(&|f| drop(f.insert("version".into(), "1".into()))),
            with(&|f| drop(f.insert("version".into(), (1u64 << 32 | 1).into()))),
            with(&|f| drop(f.insert("salt".into(), "BwcH".into()))),
            with(&|f| drop(f.insert("format".into(), "kingdomino-by-link".into()))),
        ] {
            assert_eq!(refused, Err(OpenError::NotSealed));
        }
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

    /// A file sealed by the version before the worker worked on bytes alone: it opens, and the
    /// same salt and nonce seal the same file.
    const SEALED_BEFORE: &str = r#"{
  "format": "kingdomino-by-link-sealed",
  "version": 1,
  "salt": "BwcHBwcHBwcHBwcHBwcHBw",
  "nonce": "CQkJCQkJCQkJCQkJ",
  "sealed": "djMaYVwNglij8aMps_jJCcZJdPxNTV5kGqF6Svkt6IkJoLVq"
}"#;

    #[test]
    fn a_file_sealed_before_opens_and_reads_back_as_itself() {
        let text = "[{\"link\":\"play=KD\"}]";
        assert_eq!(open(SEALED_BEFORE, "correct horse").as_deref(), Ok(text));
        assert_eq!(seal(text, "correct horse", SALT, NONCE), SEALED_BEFORE);
    }

    #[test]
    fn the_page_and_the_sealer_each_do_their_half() {
        // The sealer locks bytes, the page writes the file; the page reads it, the sealer unlocks.
        let locked = lock("secrets", "correct horse", SALT, NONCE);
        let file = write_file(&locked).unwrap();
        assert_eq!(file, seal("secrets", "correct horse", SALT, NONCE));
        assert_eq!(read_file(&file), Ok(locked.clone()));
        assert_eq!(unlock(&locked, "correct horse").as_deref(), Ok("secrets"));
        // Bytes too short to hold a salt and a nonce: no file, nothing opened.
        let short = &locked[..SALT_BYTES + NONCE_BYTES - 1];
        assert_eq!(write_file(short), None);
        assert_eq!(unlock(short, "correct horse"), Err(OpenError::NotSealed));
        assert_eq!(
            unlock(&locked[..SALT_BYTES + NONCE_BYTES], "correct horse"),
            Err(OpenError::WrongPassphrase)
        );
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
