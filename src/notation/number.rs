//! Numbers in the text formats, in their one spelling: decimal digits without a sign or a
//! leading zero (`7`, not `07` or `+7`), and for squares a `-` before a number other than 0.
//! What is read prints back as itself.

use std::str::FromStr;

/// A whole number written as this version writes it, or `None`.
pub(crate) fn whole<T: FromStr>(text: &str) -> Option<T> {
    let digits_only = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let leading_zero = text.len() > 1 && text.starts_with('0');
    if digits_only && !leading_zero {
        text.parse().ok()
    } else {
        None
    }
}

/// A row or column from the castle: a whole number, `-` before it when negative (never `-0`).
pub(crate) fn signed(text: &str) -> Option<i8> {
    match text.strip_prefix('-') {
        Some(digits) if digits != "0" => whole::<i8>(digits).map(|n| -n),
        Some(_) => None,
        None => whole(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_one_spelling() {
        assert_eq!(whole::<u8>("0"), Some(0));
        assert_eq!(whole::<u8>("12"), Some(12));
        for other in ["", "+2", "02", "00", " 2", "2 ", "1e3", "256"] {
            assert_eq!(whole::<u8>(other), None, "{other:?}");
        }
        assert_eq!(signed("-3"), Some(-3));
        assert_eq!(signed("0"), Some(0));
        for other in ["-0", "--1", "+1", "-", "-01", "128"] {
            assert_eq!(signed(other), None, "{other:?}");
        }
    }
}
