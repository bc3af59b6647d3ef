//! Quoting what someone typed in a message: a bad token can be a megabyte long, and a message
//! is one line a person reads.

/// Characters of a token a message repeats before cutting it.
const SHOWN: usize = 40;

/// `text` quoted as Rust debug-quotes it, cut after 40 characters with "…" and its length.
pub fn excerpt(text: &str) -> String {
    let count = text.chars().count();
    if count <= SHOWN {
        return quoted(text.chars(), '"');
    }
    let head = quoted(text.chars().take(SHOWN), '"');
    format!("{head}… ({count} characters)")
}

/// One character quoted as Rust debug-quotes it: `'x'`, `'\n'`.
pub fn quoted_char(c: char) -> String {
    quoted([c], '\'')
}

/// `chars` between `mark`s, escaped as Rust's debug quoting escapes them: the mark, the
/// backslash and control characters (`\n`, `\0`, `\u{7f}`); every other character as itself. (Not
/// through `Debug`, whose test of what prints carries Unicode's tables into every build.)
fn quoted(chars: impl IntoIterator<Item = char>, mark: char) -> String {
    let mut out = String::from(mark);
    for c in chars {
        match c {
            '\0' => out.push_str("\\0"),
            _ if c == mark || c == '\\' || c.is_control() => out.extend(c.escape_default()),
            _ => out.push(c),
        }
    }
    out.push(mark);
    out
}

/// `text` as written when short; quoted and cut by [`excerpt`] when longer than 40 bytes.
pub fn clipped(text: &str) -> String {
    if text.len() > SHOWN {
        excerpt(text)
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::{excerpt, quoted_char};

    /// Quoted as `Debug` quotes them, for every character a person types: letters of any
    /// script, quotes, backslashes and control characters.
    #[test]
    fn quotes_as_debug_quotes() {
        for text in [
            "k99",
            "é ü ß 日本 🙂",
            "say \"hi\"",
            "it's",
            "a\\b",
            "tab\there\nline\r",
            "\u{7f}\u{0}\u{85}",
        ] {
            assert_eq!(excerpt(text), format!("{text:?}"));
            for c in text.chars() {
                assert_eq!(quoted_char(c), format!("{c:?}"));
            }
        }
    }

    #[test]
    fn short_tokens_are_quoted_whole_and_long_ones_cut() {
        assert_eq!(excerpt("k99"), "\"k99\"");
        let long = "x".repeat(1_000_000);
        let shown = excerpt(&long);
        assert!(shown.len() < 80, "{shown}");
        assert!(shown.ends_with("… (1000000 characters)"));
    }
}
