//! A set of dominoes as bits: which have been seen, which stand twice.

use super::{DominoBox, DominoId};

/// One bit a domino, for each box and every number a `u8` can hold (so that any id, even one
/// an edited message makes up, has its bit). A player's view is made at every move the computer
/// players see, and asks of each domino of the boxes whether it was seen: a sorted list cost
/// a sort a view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DominoSet([[u64; 4]; 3]);

impl DominoSet {
    fn bit(id: DominoId) -> (usize, usize, u64) {
        let domino_box = match id.domino_box {
            DominoBox::Kingdomino => 0,
            DominoBox::Queendomino => 1,
            DominoBox::Giants => 2,
        };
        let word = usize::from(id.number / 64);
        (domino_box, word, 1 << (id.number % 64))
    }

    /// Adds `id`; false when it was there already.
    pub(crate) fn insert(&mut self, id: DominoId) -> bool {
        let (domino_box, word, bit) = DominoSet::bit(id);
        let was = self.0[domino_box][word] & bit != 0;
        self.0[domino_box][word] |= bit;
        !was
    }

    pub(crate) fn contains(&self, id: DominoId) -> bool {
        let (domino_box, word, bit) = DominoSet::bit(id);
        self.0[domino_box][word] & bit != 0
    }
}

impl FromIterator<DominoId> for DominoSet {
    fn from_iter<I: IntoIterator<Item = DominoId>>(ids: I) -> DominoSet {
        let mut set = DominoSet::default();
        for id in ids {
            set.insert(id);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_each_domino_of_every_box_apart() {
        let boxes = [
            DominoBox::Kingdomino,
            DominoBox::Queendomino,
            DominoBox::Giants,
        ];
        let all: Vec<DominoId> = boxes
            .iter()
            .flat_map(|b| b.dominoes().iter().map(|d| d.id))
            .collect();
        let mut set = DominoSet::default();
        for (i, &id) in all.iter().enumerate() {
            assert!(!set.contains(id), "{id} before it was added");
            assert!(set.insert(id), "{id} new");
            assert!(!set.insert(id), "{id} twice");
            assert!(all[..=i].iter().all(|&d| set.contains(d)));
            assert!(all[i + 1..].iter().all(|&d| !set.contains(d)));
        }
        // Numbers no box has still get a bit of their own.
        let odd = |number| DominoId {
            domino_box: DominoBox::Giants,
            number,
        };
        assert!(set.insert(odd(200)) && !set.contains(odd(255)) && set.contains(odd(200)));
    }
}
