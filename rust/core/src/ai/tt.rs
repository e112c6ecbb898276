//! The transposition table: a fixed-size array of search results keyed by
//! position hash, allocated once by the [`Engine`](super::Engine) and reused
//! across moves, games and even different games. Entries name their best
//! move by its index in the position's legal-move list, so the table itself
//! knows nothing about any game's move type.

/// What a stored score means relative to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Bound {
    /// Nothing stored.
    Empty = 0,
    /// The true value.
    Exact = 1,
    /// The true value is at least this (a beta cut-off).
    Lower = 2,
    /// The true value is at most this (no move raised alpha).
    Upper = 3,
}

impl Bound {
    /// What `best`, the value a search found in the window (`alpha`,
    /// `beta`) it was given, says of the true value: at least `best` when
    /// it reached `beta` (a cut-off), at most when nothing raised `alpha`,
    /// else exactly.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One stored search result: 16 bytes.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full key, to tell colliding positions apart.
    pub key: u64,
    /// The score, mate scores made relative to this node (see `search`).
    pub score: i32,
    /// Index of the best move in the legal-move list, or `u16::MAX`.
    pub best: u16,
    /// Remaining depth the score was searched to.
    pub depth: u8,
    /// What the score means.
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    best: u16::MAX,
    depth: 0,
    bound: Bound::Empty,
};

/// The table: a power-of-two number of entries indexed by the low key bits.
#[derive(Debug)]
pub struct TranspositionTable {
    entries: Vec<Entry>,
    mask: usize,
}

impl TranspositionTable {
    /// A table of at most `megabytes` MB (at least one entry).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1);
        // Round down to a power of two so indexing is a mask.
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        TranspositionTable {
            entries: vec![EMPTY; len],
            mask: len - 1,
        }
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    /// Forgets everything (without reallocating).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[key as usize & self.mask];
        (entry.bound != Bound::Empty && entry.key == key).then_some(entry)
    }

    /// Stores a result. One slot per index: a much deeper result for another
    /// position is kept; otherwise the newest result wins.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<usize>) {
        let slot = &mut self.entries[key as usize & self.mask];
        let depth = depth.min(u8::MAX as u32) as u8;
        let same = slot.key == key;
        // Replace when empty, same position, or the new result is at least as deep
        // (minus a little, so the table keeps up with the moving search frontier).
        if slot.bound == Bound::Empty || same || depth + 2 >= slot.depth {
            let best = match best {
                Some(i) if i < u16::MAX as usize => i as u16,
                // Keep the old move for the same position when this result has none.
                _ if same => slot.best,
                _ => u16::MAX,
            };
            *slot = Entry {
                key,
                score,
                best,
                depth,
                bound,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two_within_budget() {
        let tt = TranspositionTable::new(16);
        assert!(tt.bytes() <= 16 * 1024 * 1024);
        assert!(tt.bytes() > 8 * 1024 * 1024);
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }

    #[test]
    fn store_then_probe() {
        let mut tt = TranspositionTable::new(1);
        tt.store(42, 3, 17, Bound::Exact, Some(5));
        let e = tt.probe(42).unwrap();
        assert_eq!(
            (e.score, e.best, e.depth, e.bound),
            (17, 5, 3, Bound::Exact)
        );
        assert!(tt.probe(43).is_none());
        tt.clear();
        assert!(tt.probe(42).is_none());
    }
}
