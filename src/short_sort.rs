//! Sorting the short lists the page and the rules keep, with one small loop.
//!
//! Each type the standard library's sorts are used with gets its own copy of a sort built for
//! long slices: 3-6 KB of wasm each, 46 KB over the page's uses. The lists sorted here are short
//! (a line of dominoes, the seats, the dominoes dealt, a giant's squares, the options of a
//! decision, the saved games, the days played: a few hundred items at most), where an insertion
//! sort costs next to nothing and its copy a few hundred bytes. The playouts' loop keeps the
//! standard library's (`clippy.toml` refuses it elsewhere).

use std::cmp::Ordering;

/// Sorts `items` by `compare`, stably: equal items keep their order, as `slice::sort_by`.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for end in 1..items.len() {
        let mut at = end;
        while at > 0 && compare(&items[at - 1], &items[at]) == Ordering::Greater {
            items.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// Sorts `items` by the key `key` gives each, stably, as `slice::sort_by_key`.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order, as `slice::sort`.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;

    /// Lists of every length up to 60 with many ties, against the standard library's stable sort:
    /// the same order, ties included (each item carries its place to tell equal keys apart).
    #[test]
    #[allow(clippy::disallowed_methods)] // the standard library's sort is the reference
    fn sorts_as_the_standard_library_does_ties_in_their_order() {
        let mut rng = Rng::new(7);
        for len in 0..60 {
            for _ in 0..20 {
                let items: Vec<(usize, usize)> = (0..len).map(|at| (rng.below(8), at)).collect();
                let mut ours = items.clone();
                let mut theirs = items.clone();
                sort_by_key(&mut ours, |item| item.0);
                theirs.sort_by_key(|item| item.0);
                assert_eq!(ours, theirs);
                let mut reversed = items.clone();
                let mut expected = items;
                sort_by(&mut reversed, |a, b| b.cmp(a));
                expected.sort_by(|a, b| b.cmp(a));
                assert_eq!(reversed, expected);
            }
        }
    }

    #[test]
    fn sorts_plain_values() {
        let mut values = vec![5u8, 3, 9, 3, 0, 255, 1];
        sort(&mut values);
        assert_eq!(values, [0, 1, 3, 3, 5, 9, 255]);
    }
}
