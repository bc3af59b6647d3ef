//! A words file without its fields' names, made at compile time: each `name: "text"` line as
//! `: "text"`, which `Words::read` reads alike (it takes the text after `: `). The names are for
//! the people who write the files and for the tests; the page's binaries carry English without
//! them (5 KB, 2 KiB gzip, in each).

/// Fields whose text a build leaves empty (each of a list's items `""`, so that the reader
/// still finds them all): those named in `names` or with one of `prefixes`, but those named in
/// `except`.
pub struct Blanks {
    pub names: &'static [&'static str],
    pub prefixes: &'static [&'static str],
    pub except: &'static [&'static str],
}

impl Blanks {
    /// Every field keeps its text.
    pub const NONE: Blanks = Blanks {
        names: &[],
        prefixes: &[],
        except: &[],
    };

    /// Whether the field `name` is left empty.
    #[cfg(test)]
    pub const fn covers(&self, name: &str) -> bool {
        self.cover(name.as_bytes(), 0, name.len())
    }

    /// Whether the field named `bytes[start..end]` is left empty.
    const fn cover(&self, bytes: &[u8], start: usize, end: usize) -> bool {
        !any_named(bytes, start, end, self.except, true)
            && (any_named(bytes, start, end, self.names, true)
                || any_named(bytes, start, end, self.prefixes, false))
    }
}

/// Whether `bytes[start..end]` is one of `names` (`whole`) or starts with one of them.
const fn any_named(bytes: &[u8], start: usize, end: usize, names: &[&str], whole: bool) -> bool {
    let mut i = 0;
    while i < names.len() {
        if named(bytes, start, end, names[i].as_bytes(), whole) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether `bytes[start..end]` is `name` (`whole`) or starts with it.
const fn named(bytes: &[u8], start: usize, end: usize, name: &[u8], whole: bool) -> bool {
    if end - start < name.len() || (whole && end - start != name.len()) {
        return false;
    }
    let mut i = 0;
    while i < name.len() {
        if bytes[start + i] != name[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The length of `text` with every line's name left out, and the `blanks` left empty.
pub const fn nameless_len(text: &str, blanks: &Blanks) -> usize {
    write_nameless(text.as_bytes(), &mut [], blanks)
}

/// `text` with every line's name left out, and the `blanks` left empty; `N` is
/// `nameless_len(text, blanks)`.
pub const fn nameless<const N: usize>(text: &str, blanks: &Blanks) -> [u8; N] {
    let mut out = [0u8; N];
    write_nameless(text.as_bytes(), &mut out, blanks);
    out
}

/// Writes `bytes` without each line's name, and with the `blanks` left empty, into `out` as
/// far as it holds them (nothing into an empty one, to count); the length they come to.
const fn write_nameless(bytes: &[u8], out: &mut [u8], blanks: &Blanks) -> usize {
    let (mut at, mut len) = (0, 0);
    while at < bytes.len() {
        let end = line_end(bytes, at);
        let text = after_name(bytes, at);
        if text > at && blanks.cover(bytes, at, text) {
            len = put(out, len, b": \"\"");
            let mut i = text;
            while i < end {
                if named(bytes, i, end, ITEMS_APART, false) {
                    len = put(out, len, b" | \"\"");
                }
                i += 1;
            }
        } else {
            let mut i = text;
            while i < end {
                len = put(out, len, &[bytes[i]]);
                i += 1;
            }
        }
        if end < bytes.len() {
            len = put(out, len, b"\n");
        }
        at = end + 1;
    }
    len
}

/// What parts a list's items on a line.
const ITEMS_APART: &[u8] = b"\" | \"";

/// `bytes` written into `out` at `len` as far as it holds them; the length after them.
const fn put(out: &mut [u8], len: usize, bytes: &[u8]) -> usize {
    let mut i = 0;
    while i < bytes.len() {
        if len + i < out.len() {
            out[len + i] = bytes[i];
        }
        i += 1;
    }
    len + bytes.len()
}

/// Where the line starting at `start` ends: its newline, or the end of `bytes`.
const fn line_end(bytes: &[u8], start: usize) -> usize {
    let mut at = start;
    while at < bytes.len() && bytes[at] != b'\n' {
        at += 1;
    }
    at
}

/// Where the line starting at `start` goes on after its name: at its first `:`, or at its
/// start if it has none (such a line is kept whole, for the reader to refuse).
const fn after_name(bytes: &[u8], start: usize) -> usize {
    let mut at = start;
    while at < bytes.len() && bytes[at] != b'\n' {
        if bytes[at] == b':' {
            return at;
        }
        at += 1;
    }
    start
}

/// A words file's text without its fields' names, as a `&'static str` made at compile time.
macro_rules! nameless_words {
    ($text:expr) => {
        $crate::i18n::nameless::nameless_words!($text, $crate::i18n::nameless::Blanks::NONE)
    };
    ($text:expr, $blanks:expr) => {{
        const TEXT: &str = $text;
        const BLANKS: $crate::i18n::nameless::Blanks = $blanks;
        const BYTES: [u8; $crate::i18n::nameless::nameless_len(TEXT, &BLANKS)] =
            $crate::i18n::nameless::nameless(TEXT, &BLANKS);
        const NAMELESS: &str = match std::str::from_utf8(&BYTES) {
            Ok(text) => text,
            Err(_) => panic!("a words file left without its names is still UTF-8"),
        };
        NAMELESS
    }};
}
pub(crate) use nameless_words;

#[cfg(test)]
mod tests {
    use crate::i18n::Words;

    #[test]
    fn every_line_loses_its_name_and_keeps_its_text() {
        const TEXT: &str =
            nameless_words!("and: \"and\"\nitems: \"a: b\" | \"c\"\n\nbroken\nlast: \"x\"");
        assert_eq!(TEXT, ": \"and\"\n: \"a: b\" | \"c\"\n\nbroken\n: \"x\"");
        assert_eq!(nameless_words!(""), "");
    }

    /// The page reads English without its names: the same words as the file with them.
    #[test]
    fn english_without_its_names_reads_as_the_file() {
        let named = include_str!("../../web/words/en.txt");
        let without: &'static str = nameless_words!(include_str!("../../web/words/en.txt"));
        assert!(without.len() + 4000 < named.len(), "the names left out");
        assert!(!without.lines().any(|line| !line.starts_with(": \"")));
        let (a, b) = (Words::read(named).unwrap(), Words::read(without).unwrap());
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }
}
