//! The referee's drawing of lots: a small seeded generator (SplitMix64), so
//! that the same seed draws the same bracket and settles the same ties.

/// A seeded stream of lots.
#[derive(Clone, Debug)]
pub struct Lot {
    state: u64,
}

impl Lot {
    /// A stream of lots from `seed`.
    pub fn new(seed: u64) -> Lot {
        Lot { state: seed }
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), without modulo bias.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "a lot needs at least one ticket");
        let n = n as u64;
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    /// Shuffles `items` (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_draws_the_same_lots() {
        let draw = |seed| {
            let mut lot = Lot::new(seed);
            let mut items: Vec<u32> = (0..10).collect();
            lot.shuffle(&mut items);
            items
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        let mut sorted = draw(7);
        sorted.sort_unstable();
        assert_eq!(sorted, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn every_ticket_can_be_drawn() {
        let mut lot = Lot::new(1);
        let mut seen = [0u32; 3];
        for _ in 0..300 {
            seen[lot.below(3)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 50), "{seen:?}");
    }
}
