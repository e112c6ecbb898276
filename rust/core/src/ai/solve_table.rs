//! The exact solve's own transposition table (`ai::exact`, for the perfect
//! level): the same replacement as the search's table, in entries of 8
//! bytes instead of 16, since a solve stores a result (win, draw, loss),
//! its bound and a move index, not a score. Half the memory for as many
//! positions, which is what a proof's cost depends on.

use super::tt::Bound;

/// One stored result: 8 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    /// The key's upper 40 bits (the lower ones index the slot): 32 here...
    check: u32,
    /// ...and 8 here.
    check_high: u8,
    /// Plies to the table the result was solved from.
    depth: u8,
    /// Index of the best move, or `u8::MAX`.
    best: u8,
    /// The bound (low 2 bits) and the result + 1 (bits 2–3).
    packed: u8,
}

const EMPTY: Slot = Slot {
    check: 0,
    check_high: 0,
    depth: 0,
    best: u8::MAX,
    packed: 0,
};

/// What a probe finds: the result for the side to move (1, 0, -1), what it
/// bounds, and the best move's index if one was stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Solved {
    /// 1 won, 0 drawn, -1 lost, for the side to move.
    pub result: i32,
    /// Whether the result is exact or a bound.
    pub bound: Bound,
    /// Index of the best move in the legal-move list, if known.
    pub best: Option<usize>,
}

/// The table: any number of slots (so that its size can follow a memory
/// budget), a key's slot found by multiplying out its high bits.
#[derive(Debug)]
pub struct SolveTable {
    slots: Vec<Slot>,
}

impl SolveTable {
    /// A table of at most `megabytes` MB (at least one slot).
    pub fn new(megabytes: usize) -> SolveTable {
        let len = (megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Slot>()).max(1);
        SolveTable {
            slots: vec![EMPTY; len],
        }
    }

    /// The table's size in bytes.
    #[cfg(test)]
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot>()
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    fn check(key: u64) -> (u32, u8) {
        ((key >> 32) as u32, (key >> 24) as u8)
    }

    /// The result stored for `key`, if any.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Solved> {
        let slot = self.slots[self.index(key)];
        let bound = match slot.packed & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        ((slot.check, slot.check_high) == Self::check(key)).then_some(Solved {
            result: i32::from(slot.packed >> 2) - 1,
            bound,
            best: (slot.best != u8::MAX).then_some(usize::from(slot.best)),
        })
    }

    /// Stores a result (`result` in -1..=1). One slot per index: a much
    /// deeper result for another position is kept; otherwise the newest
    /// wins.
    #[inline]
    pub(super) fn store(&mut self, key: u64, depth: u32, result: i32, bound: Bound, best: usize) {
        let (check, check_high) = Self::check(key);
        let index = self.index(key);
        let slot = &mut self.slots[index];
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let same = (slot.check, slot.check_high) == (check, check_high);
        if slot.packed & 3 == 0 || same || depth + 2 >= slot.depth {
            *slot = Slot {
                check,
                check_high,
                depth,
                best: u8::try_from(best).unwrap_or(u8::MAX),
                packed: bound as u8 | (((result.clamp(-1, 1) + 1) as u8) << 2),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_eight_bytes_and_fill_the_budget() {
        assert_eq!(std::mem::size_of::<Slot>(), 8);
        assert_eq!(SolveTable::new(24).bytes(), 24 << 20);
    }

    #[test]
    fn store_then_probe() {
        let mut table = SolveTable::new(1);
        for (result, bound) in [(1, Bound::Exact), (0, Bound::Lower), (-1, Bound::Upper)] {
            let key = 0xDEAD_BEEF_0000_0042 + (result + 1) as u64;
            table.store(key, 7, result, bound, 3);
            let found = table.probe(key).expect("stored");
            assert_eq!(
                (found.result, found.bound, found.best),
                (result, bound, Some(3))
            );
            // Another key is not taken for it.
            assert_eq!(table.probe(key ^ (1 << 30)), None);
        }
        table.store(99, 1, 0, Bound::Exact, 1000);
        assert_eq!(table.probe(99).map(|s| s.best), Some(None));
    }
}
