//! Move-ordering memory that outlives one node: killer moves per ply and the
//! history heuristic. Both are keyed by a move *fingerprint* (a hash of the
//! move value), so the tables are game-independent and owned by the engine.

use std::hash::{Hash, Hasher};

/// The deepest ply the search tracks killers for.
pub const MAX_PLY: usize = 128;
const HISTORY_BITS: u32 = 14;
const HISTORY_LEN: usize = 1 << HISTORY_BITS;

/// A fast, deterministic hasher (the FxHash step) for move fingerprints.
/// Deterministic across runs, unlike `RandomState`, which determinism needs.
#[derive(Default)]
struct FxHasher {
    hash: u64,
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.hash = (self.hash.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn finish(&self) -> u64 {
        // One extra mix so the low bits (used for indexing) depend on every input.
        super::rng::mix(self.hash)
    }
}

/// A game-independent fingerprint of a move (never 0).
#[inline]
pub fn fingerprint<M: Hash>(mv: &M) -> u64 {
    let mut h = FxHasher::default();
    mv.hash(&mut h);
    h.finish() | 1
}

/// Killers and history, allocated once.
#[derive(Debug)]
pub struct OrderTables {
    killers: Vec<[u64; 2]>,
    /// Indexed by side (0/1) then fingerprint bits.
    history: Vec<i32>,
}

impl Default for OrderTables {
    fn default() -> Self {
        OrderTables {
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_LEN],
        }
    }
}

impl OrderTables {
    /// Forgets everything.
    pub fn clear(&mut self) {
        self.killers.fill([0; 2]);
        self.history.fill(0);
    }

    /// Called when a new search starts: killers belong to the old tree, and
    /// history is aged so it adapts to the new position.
    pub fn new_search(&mut self) {
        self.killers.fill([0; 2]);
        for h in &mut self.history {
            *h /= 8;
        }
    }

    /// Whether `fp` is a killer at `ply` (1 or 2 for the first or second slot).
    #[inline]
    pub fn killer_rank(&self, ply: usize, fp: u64) -> u8 {
        let k = &self.killers[ply.min(MAX_PLY)];
        if k[0] == fp {
            2
        } else if k[1] == fp {
            1
        } else {
            0
        }
    }

    /// Records a quiet move that caused a cut-off.
    #[inline]
    pub fn add_killer(&mut self, ply: usize, fp: u64) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != fp {
            k[1] = k[0];
            k[0] = fp;
        }
    }

    /// The history score of a move for `side` (0 or 1).
    #[inline]
    pub fn history(&self, side: usize, fp: u64) -> i32 {
        self.history[side * HISTORY_LEN + (fp as usize & (HISTORY_LEN - 1))]
    }

    /// Rewards a quiet cut-off move, weighted by the depth it cut at.
    #[inline]
    pub fn reward(&mut self, side: usize, fp: u64, depth: i32) {
        let h = &mut self.history[side * HISTORY_LEN + (fp as usize & (HISTORY_LEN - 1))];
        *h = (*h + depth * depth).min(1 << 20);
    }
}
