//! A words file without its fields' names, made at compile time: each `name: "text"` line as
//! `: "text"`, which `Words::read` reads alike (it takes the text after `: `). The names are for
//! the people who write the files and for the tests; the page's binaries carry English without
//! them (5 KB, 2 KiB gzip, in each).

/// The length of `text` with every line's name left out.
pub const fn nameless_len(text: &str) -> usize {
    write_nameless(text.as_bytes(), &mut [])
}

/// `text` with every line's name left out; `N` is `nameless_len(text)`.
pub const fn nameless<const N: usize>(text: &str) -> [u8; N] {
    let mut out = [0u8; N];
    write_nameless(text.as_bytes(), &mut out);
    out
}

/// Writes `bytes` without each line's name into `out` as far as it holds them (nothing into an
/// empty one, to count); the length they come to.
const fn write_nameless(bytes: &[u8], out: &mut [u8]) -> usize {
    let (mut at, mut len) = (0, 0);
    while at < bytes.len() {
        if at == 0 || bytes[at - 1] == b'\n' {
            at = after_name(bytes, at);
        }
        if len < out.len() {
            out[len] = bytes[at];
        }
        at += 1;
        len += 1;
    }
    len
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
    ($text:expr) => {{
        const TEXT: &str = $text;
        const BYTES: [u8; $crate::i18n::nameless::nameless_len(TEXT)] =
            $crate::i18n::nameless::nameless(TEXT);
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
