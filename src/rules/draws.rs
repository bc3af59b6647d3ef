//! A deal the players make together (games by link): instead of one seed that fixes every
//! draw from the start, each draw has its own seed, known only once every player has revealed
//! their part of it. The rules only need the seeds; where they come from is `crate::by_link`.

use super::Rng;

/// The seeds of a game's draws, in order: the deal's (its first line, the first claims' order
/// and the modules' hidden piles), then each new round's (its line and the modules' refills)
/// and each new deal's. A round with nothing left to draw takes no seed.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RevealedDraws {
    seeds: Vec<u64>,
    used: usize,
    /// A draw was due whose seed is not known yet: what follows it is not the real game.
    starved: bool,
}

impl RevealedDraws {
    pub fn new(seeds: Vec<u64>) -> RevealedDraws {
        RevealedDraws {
            seeds,
            used: 0,
            starved: false,
        }
    }

    /// The random numbers of the next draw. Past the known seeds it marks the game starved and
    /// draws anything: the caller throws that game away (`Game::is_starved`).
    pub(crate) fn next(&mut self) -> Rng {
        let seed = self.seeds.get(self.used).copied();
        self.used += 1;
        match seed {
            Some(seed) => Rng::new(seed),
            None => {
                self.starved = true;
                Rng::new(0)
            }
        }
    }

    /// Draws made so far, the one that starved included.
    pub fn used(&self) -> usize {
        self.used
    }

    pub fn is_starved(&self) -> bool {
        self.starved
    }

    /// The same seeds, none used: the game's start again.
    pub(crate) fn rewound(&self) -> RevealedDraws {
        RevealedDraws::new(self.seeds.clone())
    }
}

/// Takes `n` dominoes out of `pool` at random, each equally likely, among those `wanted` keeps:
/// drawing so is the same as shuffling the pile and drawing from its top.
pub(crate) fn draw_from<T: Copy>(
    pool: &mut Vec<T>,
    n: usize,
    wanted: impl Fn(&T) -> bool,
    rng: &mut Rng,
) -> Vec<T> {
    let mut drawn = Vec::with_capacity(n);
    for _ in 0..n {
        let candidates: Vec<usize> = (0..pool.len()).filter(|&i| wanted(&pool[i])).collect();
        if candidates.is_empty() {
            break;
        }
        let i = candidates[rng.below(candidates.len())];
        drawn.push(pool.remove(i));
    }
    drawn
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_draw_takes_the_next_seed_and_past_them_starves() {
        let mut draws = RevealedDraws::new(vec![5, 9]);
        assert_eq!(draws.next(), Rng::new(5));
        assert_eq!(draws.next(), Rng::new(9));
        assert!(!draws.is_starved());
        draws.next();
        assert!(draws.is_starved());
        assert_eq!(draws.used(), 3);
        assert_eq!(draws.rewound(), RevealedDraws::new(vec![5, 9]));
    }

    #[test]
    fn drawing_takes_only_wanted_items_without_repeats() {
        let mut pool: Vec<u8> = (0..20).collect();
        let drawn = draw_from(&mut pool, 5, |x| x % 2 == 0, &mut Rng::new(3));
        assert_eq!(drawn.len(), 5);
        assert!(drawn.iter().all(|x| x % 2 == 0));
        assert_eq!(pool.len(), 15);
        assert!(drawn.iter().all(|x| !pool.contains(x)));
    }
}
