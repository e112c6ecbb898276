//! Dense indexing of sliding-phase positions under the 8 symmetries of the board.
//!
//! A position of slice `c` (all 20 goats placed, `c` captured) has 4 tigers,
//! `20 - c` goats and `e = c + 1` empty points. It is indexed by
//! - the class of its tiger set under the symmetries (the smallest image of
//!   the set as a bitboard stands for the class), and
//! - the colex rank of its empty points among the 21 points the class's
//!   canonical tigers leave free, `0..C(21, e)`,
//!
//! after turning the board by the symmetry that takes its tigers to the
//! canonical set. A tiger set with symmetries of its own (a stabiliser) can
//! be turned onto the canonical set in several ways; the smallest empties
//! rank among them is the canonical one. The few (class, rank) slots that are
//! not canonical are never looked up and are left out of every count.

use crate::games::bagh_chal::board::{ALL, POINTS};
use std::sync::OnceLock;

/// Points a tiger set leaves free.
pub const FREE: usize = POINTS - 4;

/// Binomial coefficients `C(n, k)` for `n ≤ 25`, `k ≤ 5`.
const fn binomials() -> [[u32; 6]; POINTS + 1] {
    let mut table = [[0u32; 6]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        table[n][0] = 1;
        let mut k = 1;
        while k < 6 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
}

/// `BINOMIAL[n][k]` is `C(n, k)`.
pub const BINOMIAL: [[u32; 6]; POINTS + 1] = binomials();

/// The number of empties ranks in a slice with `empties` empty points.
pub fn ranks(empties: usize) -> usize {
    BINOMIAL[FREE][empties] as usize
}

/// The point a symmetry takes `point` to. Symmetry `s`: bit 2 swaps files and
/// ranks, then bit 0 mirrors the files and bit 1 the ranks.
pub const fn map_point(s: usize, point: usize) -> usize {
    let (mut a, mut b) = (point % 5, point / 5);
    if s & 4 != 0 {
        (a, b) = (b, a);
    }
    if s & 1 != 0 {
        a = 4 - a;
    }
    if s & 2 != 0 {
        b = 4 - b;
    }
    b * 5 + a
}

/// The canonical data of one tiger-set class.
#[derive(Clone, Debug)]
struct Class {
    tigers: u32,
    /// The free points' index (0..21) for each point; 255 on a tiger.
    index_of: [u8; POINTS],
    /// The point of each free index.
    point_of: [u8; FREE],
}

/// The tables that index positions; built once ([`Indexer::get`]).
#[derive(Debug)]
pub struct Indexer {
    /// `perm[s][byte][value]`: the image under `s` of `value << 8 * byte`.
    perm: [[[u32; 256]; 4]; 8],
    classes: Vec<Class>,
    /// For each tiger set by colex rank: its class and the mask of the
    /// symmetries that take it to the class's canonical set.
    tiger_class: Vec<(u16, u8)>,
}

static INDEXER: OnceLock<Indexer> = OnceLock::new();

impl Indexer {
    /// The indexer, built on first use (a few milliseconds).
    pub fn get() -> &'static Indexer {
        INDEXER.get_or_init(Indexer::build)
    }

    fn build() -> Indexer {
        let mut perm = [[[0u32; 256]; 4]; 8];
        for (s, tables) in perm.iter_mut().enumerate() {
            for (byte, table) in tables.iter_mut().enumerate() {
                for (value, image) in table.iter_mut().enumerate() {
                    for bit in 0..8 {
                        let point = byte * 8 + bit;
                        if value & (1 << bit) != 0 && point < POINTS {
                            *image |= 1 << map_point(s, point);
                        }
                    }
                }
            }
        }
        let mut indexer = Indexer {
            perm,
            classes: Vec::new(),
            tiger_class: Vec::new(),
        };
        // Every 4-point set in colex order, so that a set's position is its rank.
        let mut sets: Vec<u32> = Vec::with_capacity(BINOMIAL[POINTS][4] as usize);
        for d in 3..POINTS {
            for c in 2..d {
                for b in 1..c {
                    for a in 0..b {
                        sets.push(1 << a | 1 << b | 1 << c | 1 << d);
                    }
                }
            }
        }
        debug_assert!(sets
            .iter()
            .enumerate()
            .all(|(i, &s)| rank_set(s, 4) as usize == i));
        let canon: Vec<u32> = sets
            .iter()
            .map(|&set| (0..8).map(|s| indexer.apply(s, set)).min().unwrap_or(set))
            .collect();
        let mut reps: Vec<u32> = canon.clone();
        reps.sort_unstable();
        reps.dedup();
        indexer.classes = reps
            .iter()
            .map(|&tigers| {
                let mut index_of = [255u8; POINTS];
                let mut point_of = [0u8; FREE];
                let mut next = 0;
                for (point, index) in index_of.iter_mut().enumerate() {
                    if tigers & (1 << point) == 0 {
                        *index = next as u8;
                        point_of[next] = point as u8;
                        next += 1;
                    }
                }
                Class {
                    tigers,
                    index_of,
                    point_of,
                }
            })
            .collect();
        indexer.tiger_class = sets
            .iter()
            .zip(&canon)
            .map(|(&set, &c)| {
                let class = reps.binary_search(&c).unwrap_or(0) as u16;
                let mask = (0..8)
                    .filter(|&s| indexer.apply(s, set) == c)
                    .fold(0u8, |m, s| m | 1 << s);
                (class, mask)
            })
            .collect();
        indexer
    }

    /// The image of a bitboard under symmetry `s`.
    #[inline]
    pub fn apply(&self, s: usize, board: u32) -> u32 {
        let p = &self.perm[s];
        p[0][(board & 255) as usize]
            | p[1][((board >> 8) & 255) as usize]
            | p[2][((board >> 16) & 255) as usize]
            | p[3][(board >> 24) as usize]
    }

    /// How many tiger-set classes there are.
    pub fn classes(&self) -> usize {
        self.classes.len()
    }

    /// The (class, empties rank) of the position with these tigers and goats.
    /// The tigers must be 4 points and the goats disjoint from them.
    #[inline]
    pub fn canonical(&self, tigers: u32, goats: u32) -> (usize, usize) {
        let empty = ALL & !(tigers | goats);
        let (class, mask) = self.tiger_class[rank_set(tigers, 4) as usize];
        let class = class as usize;
        let index_of = &self.classes[class].index_of;
        let mut best = u32::MAX;
        let mut syms = mask;
        while syms != 0 {
            let s = syms.trailing_zeros() as usize;
            syms &= syms - 1;
            let image = self.apply(s, empty);
            let mut rank = 0;
            let mut k = 1;
            let mut bits = image;
            while bits != 0 {
                let point = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                rank += BINOMIAL[index_of[point] as usize][k];
                k += 1;
            }
            best = best.min(rank);
        }
        (class, best as usize)
    }

    /// The (tigers, goats) of a class and empties rank, in canonical orientation.
    #[inline]
    pub fn decode(&self, class: usize, rank: usize, empties: usize) -> (u32, u32) {
        let c = &self.classes[class];
        let mut rank = rank as u32;
        let mut empty = 0u32;
        let mut top = FREE;
        for k in (1..=empties).rev() {
            // The largest index i < top with C(i, k) ≤ rank.
            let mut i = top - 1;
            while BINOMIAL[i][k] > rank {
                i -= 1;
            }
            rank -= BINOMIAL[i][k];
            empty |= 1 << c.point_of[i];
            top = i;
        }
        (c.tigers, ALL & !(c.tigers | empty))
    }
}

/// The colex rank of a set of `k` points (`k ≤ 5`).
#[inline]
pub fn rank_set(set: u32, k: usize) -> u32 {
    let mut rank = 0;
    let mut bits = set;
    let mut j = 1;
    while bits != 0 && j <= k {
        let point = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        rank += BINOMIAL[point][j];
        j += 1;
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_the_eight_of_the_square() {
        let indexer = Indexer::get();
        let mut images: Vec<Vec<usize>> = (0..8)
            .map(|s| (0..POINTS).map(|p| map_point(s, p)).collect())
            .collect();
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 8);
        // Every symmetry keeps the lines: a neighbour stays a neighbour.
        use crate::games::bagh_chal::board::NEIGHBOURS;
        for s in 0..8 {
            for p in 0..POINTS {
                assert_eq!(indexer.apply(s, NEIGHBOURS[p]), NEIGHBOURS[map_point(s, p)]);
            }
        }
    }

    #[test]
    fn decode_inverts_canonical_and_images_agree() {
        let indexer = Indexer::get();
        // 4 + 19 + 2 empties: every class, a spread of ranks.
        for class in 0..indexer.classes() {
            for rank in (0..ranks(2)).step_by(7) {
                let (t, g) = indexer.decode(class, rank, 2);
                assert_eq!((t | g).count_ones(), 23);
                let (c, r) = indexer.canonical(t, g);
                assert_eq!(c, class);
                assert!(r <= rank);
                for s in 0..8 {
                    let image = indexer.canonical(indexer.apply(s, t), indexer.apply(s, g));
                    assert_eq!(image, (c, r));
                }
            }
        }
    }
}
