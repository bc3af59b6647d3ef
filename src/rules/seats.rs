//! Seats at the table and the kingdoms they build, kept apart: in a team game two seats build
//! one kingdom. Per-seat and per-kingdom containers are indexed by their own id type, so a seat
//! can never be used where a kingdom is meant.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// The most seats any game of the family uses (the Royal Wedding with eight players).
pub const MAX_PLAYERS: usize = 8;

/// A seat at the table (one player, with their own kings), numbered from 0 in setup order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// Position in setup order, from 0.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PlayerId {
    /// Players read seats from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}

/// A kingdom on the table, numbered from 0. Scores, the Queen, tie-breaks and victories belong
/// to kingdoms; a rule set says which kingdom each seat builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct KingdomId(pub u8);

impl KingdomId {
    /// Position in setup order, from 0.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for KingdomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kingdom {}", self.0 + 1)
    }
}

/// One value per seat, indexed by [`PlayerId`].
pub type BySeat<T> = Keyed<PlayerId, T>;
/// One value per kingdom, indexed by [`KingdomId`].
pub type ByKingdom<T> = Keyed<KingdomId, T>;

/// A list with one entry per id, indexed by that id type only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Keyed<K, T> {
    items: Vec<T>,
    #[serde(skip)]
    key: std::marker::PhantomData<K>,
}

/// Ids that number the entries of a [`Keyed`] list.
pub trait Key: Copy {
    fn from_index(index: usize) -> Self;
    fn to_index(self) -> usize;
}

impl Key for PlayerId {
    fn from_index(index: usize) -> Self {
        PlayerId(index as u8)
    }
    fn to_index(self) -> usize {
        self.index()
    }
}

impl Key for KingdomId {
    fn from_index(index: usize) -> Self {
        KingdomId(index as u8)
    }
    fn to_index(self) -> usize {
        self.index()
    }
}

impl<K: Key, T> Keyed<K, T> {
    pub fn from_vec(items: Vec<T>) -> Self {
        Keyed {
            items,
            key: std::marker::PhantomData,
        }
    }

    /// `count` entries made by `make` from their ids.
    pub fn new_with(count: usize, make: impl FnMut(K) -> T) -> Self {
        Keyed::from_vec((0..count).map(K::from_index).map(make).collect())
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn get(&self, key: K) -> Option<&T> {
        self.items.get(key.to_index())
    }

    pub fn ids(&self) -> impl Iterator<Item = K> {
        (0..self.items.len()).map(K::from_index)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.items.iter_mut()
    }

    /// Each id with its entry.
    pub fn entries(&self) -> impl Iterator<Item = (K, &T)> {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (K::from_index(i), t))
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items
    }
}

impl<K: Key, T> Default for Keyed<K, T> {
    fn default() -> Self {
        Keyed::from_vec(Vec::new())
    }
}

impl<K: Key, T> Index<K> for Keyed<K, T> {
    type Output = T;
    fn index(&self, key: K) -> &T {
        &self.items[key.to_index()]
    }
}

impl<K: Key, T> IndexMut<K> for Keyed<K, T> {
    fn index_mut(&mut self, key: K) -> &mut T {
        &mut self.items[key.to_index()]
    }
}

impl<'a, K: Key, T> IntoIterator for &'a Keyed<K, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}
