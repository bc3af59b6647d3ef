//! The game's own random numbers: small, portable and identical on every target.

/// SplitMix64: one `u64` of state, good statistical quality for shuffles, and the same sequence
/// natively and in wasm, so a seed replays a game exactly everywhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), by multiply-and-shift; the bias is below 2^-32 for our sizes.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        high_product(self.next_u64(), n as u64) as usize
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The high 64 bits of `x * n`. For the sizes drawn from (below 2^32) it is made of two 64-bit
/// products: a `u128` product is a library call in wasm, and searches draw constantly.
fn high_product(x: u64, n: u64) -> u64 {
    if n > u64::from(u32::MAX) {
        return ((u128::from(x) * u128::from(n)) >> 64) as u64;
    }
    // x * n = hi * n * 2^32 + lo * n; neither product nor their sum below overflows.
    let (hi, lo) = (x >> 32, x & u64::from(u32::MAX));
    (hi * n + ((lo * n) >> 32)) >> 32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_high_product_is_that_of_the_full_product() {
        let mut rng = Rng::new(3);
        let sizes = [1, 2, 3, 5, 48, 1000, u64::from(u32::MAX), 1 << 32, u64::MAX];
        for _ in 0..10_000 {
            let x = rng.next_u64();
            for x in [x, u64::MAX, 0, x >> 32] {
                for n in sizes
                    .into_iter()
                    .chain([rng.next_u64() >> 32, rng.next_u64()])
                {
                    let full = ((u128::from(x) * u128::from(n)) >> 64) as u64;
                    assert_eq!(high_product(x, n), full, "{x} * {n}");
                }
            }
        }
    }

    #[test]
    fn same_seed_same_sequence() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 5];
        for _ in 0..1000 {
            let k = rng.below(5);
            seen[k] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
