//! The Bagh Chal board as bitboards: 25 points in a `u32`, bit `rank * 5 + file`,
//! with the lines, neighbours and jumps precomputed at compile time.

/// Points per side of the board.
pub const WIDTH: u8 = 5;
/// Number of points.
pub const POINTS: usize = 25;
/// Every point of the board.
pub const ALL: u32 = (1 << POINTS) - 1;

/// Whether the point has diagonal lines: `file + rank` even (`a1`, `c1`, `b2`, `c3`, …).
pub const fn has_diagonals(point: usize) -> bool {
    (point % 5 + point / 5) & 1 == 0
}

/// The eight directions as (file, rank) steps: the four orthogonal ones first.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

/// The point `steps` steps from `point` in direction `dir`, if on the board.
const fn offset(point: usize, dir: (i8, i8), steps: i8) -> Option<usize> {
    let file = (point % 5) as i8 + dir.0 * steps;
    let rank = (point / 5) as i8 + dir.1 * steps;
    if file < 0 || file >= 5 || rank < 0 || rank >= 5 {
        None
    } else {
        Some(rank as usize * 5 + file as usize)
    }
}

/// Whether a line leaves `point` in direction `dir` (orthogonal: always; diagonal:
/// only from points with diagonals).
const fn line_leaves(point: usize, dir: (i8, i8)) -> bool {
    dir.0 == 0 || dir.1 == 0 || has_diagonals(point)
}

/// A tiger jump from some point: over one point, landing on the next one on the same line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Jump {
    /// The point jumped over (where the captured goat stands).
    pub over: u8,
    /// The landing point.
    pub land: u8,
}

/// All jumps from one point, at most eight.
#[derive(Clone, Copy, Debug)]
pub struct Jumps {
    /// The jumps; only the first `len` are meaningful.
    pub list: [Jump; 8],
    /// How many there are.
    pub len: u8,
}

impl Jumps {
    /// The jumps as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Jump] {
        &self.list[..self.len as usize]
    }
}

/// The points joined to each point by a line.
pub static NEIGHBOURS: [u32; POINTS] = neighbours();

/// The jumps from each point.
pub static JUMPS: [Jumps; POINTS] = jumps();

/// For each point, the straight lines through it as masks of the two
/// points on either side (`a | b`), one per line on which it lies between two
/// points. A goat there can be jumped along such a line only when one of the
/// two is a tiger and the other is empty.
pub static LINES_THROUGH: [[u32; 4]; POINTS] = lines_through();

/// How many entries of [`LINES_THROUGH`] each point has.
pub static LINES_THROUGH_LEN: [u8; POINTS] = lines_through_len();

const fn neighbours() -> [u32; POINTS] {
    let mut table = [0u32; POINTS];
    let mut point = 0;
    while point < POINTS {
        let mut d = 0;
        while d < 8 {
            if line_leaves(point, DIRECTIONS[d]) {
                if let Some(next) = offset(point, DIRECTIONS[d], 1) {
                    table[point] |= 1 << next;
                }
            }
            d += 1;
        }
        point += 1;
    }
    table
}

const fn jumps() -> [Jumps; POINTS] {
    let empty = Jumps {
        list: [Jump { over: 0, land: 0 }; 8],
        len: 0,
    };
    let mut table = [empty; POINTS];
    let mut point = 0;
    while point < POINTS {
        let mut d = 0;
        while d < 8 {
            if line_leaves(point, DIRECTIONS[d]) {
                if let (Some(over), Some(land)) = (
                    offset(point, DIRECTIONS[d], 1),
                    offset(point, DIRECTIONS[d], 2),
                ) {
                    let n = table[point].len as usize;
                    table[point].list[n] = Jump {
                        over: over as u8,
                        land: land as u8,
                    };
                    table[point].len += 1;
                }
            }
            d += 1;
        }
        point += 1;
    }
    table
}

/// Half of the directions, one per straight line: E, N, NE, NW.
const HALF_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (-1, 1)];

const fn lines_through() -> [[u32; 4]; POINTS] {
    let mut table = [[0u32; 4]; POINTS];
    let mut point = 0;
    while point < POINTS {
        let mut n = 0;
        let mut d = 0;
        while d < 4 {
            let dir = HALF_DIRECTIONS[d];
            if line_leaves(point, dir) {
                if let (Some(a), Some(b)) = (offset(point, dir, 1), offset(point, dir, -1)) {
                    table[point][n] = (1 << a) | (1 << b);
                    n += 1;
                }
            }
            d += 1;
        }
        point += 1;
    }
    table
}

const fn lines_through_len() -> [u8; POINTS] {
    let lines = lines_through();
    let mut table = [0u8; POINTS];
    let mut point = 0;
    while point < POINTS {
        let mut n = 0;
        while n < 4 && lines[point][n] != 0 {
            n += 1;
        }
        table[point] = n as u8;
        point += 1;
    }
    table
}

/// Iterates over the set bits of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub struct Bits(pub u32);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let point = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(point)
        }
    }
}

/// The points on the edge of the board.
pub const EDGE: u32 = {
    let mut mask = 0u32;
    let mut point = 0;
    while point < POINTS {
        let (file, rank) = (point % 5, point / 5);
        if file == 0 || file == 4 || rank == 0 || rank == 4 {
            mask |= 1 << point;
        }
        point += 1;
    }
    mask
};

/// The four corners.
pub const CORNERS: u32 = (1 << 0) | (1 << 4) | (1 << 20) | (1 << 24);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_and_centre_lines() {
        // a1: b1, a2, b2. c3: all eight. b1 (odd): a1, c1, b2 only.
        assert_eq!(NEIGHBOURS[0], (1 << 1) | (1 << 5) | (1 << 6));
        assert_eq!(NEIGHBOURS[12].count_ones(), 8);
        assert_eq!(NEIGHBOURS[1], (1 << 0) | (1 << 2) | (1 << 6));
        assert_eq!(JUMPS[0].as_slice().len(), 3);
        assert_eq!(JUMPS[12].as_slice().len(), 8);
        // b1 jumps only east (to d1) and north (to b3).
        assert_eq!(JUMPS[1].as_slice().len(), 2);
        assert_eq!(LINES_THROUGH_LEN[12], 4);
        assert_eq!(LINES_THROUGH_LEN[0], 0);
        assert_eq!(LINES_THROUGH_LEN[1], 1);
        assert_eq!(EDGE.count_ones(), 16);
    }
}
