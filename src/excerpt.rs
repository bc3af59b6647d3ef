//! Quoting what someone typed in a message: a bad token can be a megabyte long, and a message
//! is one line a person reads.

/// Characters of a token a message repeats before cutting it.
const SHOWN: usize = 40;

/// `text` quoted as Rust debug-quotes it, cut after 40 characters with "…" and its length.
pub fn excerpt(text: &str) -> String {
    let count = text.chars().count();
    if count <= SHOWN {
        return format!("{text:?}");
    }
    let head: String = text.chars().take(SHOWN).collect();
    format!("{head:?}… ({count} characters)")
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
    use super::excerpt;

    #[test]
    fn short_tokens_are_quoted_whole_and_long_ones_cut() {
        assert_eq!(excerpt("k99"), "\"k99\"");
        let long = "x".repeat(1_000_000);
        let shown = excerpt(&long);
        assert!(shown.len() < 80, "{shown}");
        assert!(shown.ends_with("… (1000000 characters)"));
    }
}
