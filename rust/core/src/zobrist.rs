//! Zobrist keys: fixed pseudo-random numbers, generated at compile time so
//! every run and every platform hashes alike.

/// SplitMix64, a small, well-mixed generator for key tables.
pub const fn splitmix64(mut state: u64) -> u64 {
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A table of `N` keys derived from `seed`. Use a different seed per table.
pub const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] =
            splitmix64(seed.wrapping_mul(0x100_0000_01B3) ^ (i as u64).wrapping_mul(0x9E37_79B9));
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_are_distinct() {
        const KEYS: [u64; 256] = super::table(7);
        let mut sorted = KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), KEYS.len());
    }
}
