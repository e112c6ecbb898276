//! Bitboards and precomputed tables for the three board sizes.
//!
//! One representation serves 5×5, 7×7 and 9×9: a `u128` with bit
//! `rank * n + file` for each square (the index of [`crate::Square`]). Each
//! size has its own masks and neighbour table, chosen once per position by
//! its size index.

/// "No square": the neighbour of an edge square off the board.
pub(crate) const NONE: u8 = u8::MAX;

/// Direction indices: north (towards higher ranks), east, south, west.
pub(crate) const NORTH: usize = 0;
/// East: towards higher files.
pub(crate) const EAST: usize = 1;
/// South: towards rank 1.
pub(crate) const SOUTH: usize = 2;
/// West: towards file `a`.
pub(crate) const WEST: usize = 3;

/// Everything that depends only on the board size.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Files (and ranks).
    pub n: u8,
    /// Every square of the board.
    pub board: u128,
    /// Every square except those on file `a`.
    pub not_first_file: u128,
    /// Every square except those on the last file.
    pub not_last_file: u128,
    /// The centre square.
    pub centre: u8,
    /// The centre square as a bitboard.
    pub centre_bit: u128,
    /// The four orthogonal neighbours of the centre.
    pub centre_ring: u128,
    /// The squares on the edge of the board.
    pub edge: u128,
    /// Pieces per side: (n² − 1) / 2.
    pub full: u8,
    /// `neighbour[square][direction]`, or [`NONE`] off the board.
    pub neighbour: [[u8; 4]; 81],
}

const fn build(n: u8) -> Tables {
    let cells = (n as u32) * (n as u32);
    let board: u128 = if cells == 128 {
        u128::MAX
    } else {
        (1u128 << cells) - 1
    };
    let mut not_first_file = 0u128;
    let mut not_last_file = 0u128;
    let mut edge = 0u128;
    let mut neighbour = [[NONE; 4]; 81];
    let mut rank = 0u8;
    while rank < n {
        let mut file = 0u8;
        while file < n {
            let sq = rank * n + file;
            let bit = 1u128 << sq;
            if file != 0 {
                not_first_file |= bit;
                neighbour[sq as usize][WEST] = sq - 1;
            }
            if file != n - 1 {
                not_last_file |= bit;
                neighbour[sq as usize][EAST] = sq + 1;
            }
            if rank != n - 1 {
                neighbour[sq as usize][NORTH] = sq + n;
            }
            if rank != 0 {
                neighbour[sq as usize][SOUTH] = sq - n;
            }
            if file == 0 || rank == 0 || file == n - 1 || rank == n - 1 {
                edge |= bit;
            }
            file += 1;
        }
        rank += 1;
    }
    let centre = (n / 2) * n + n / 2;
    let c = centre as usize;
    let centre_ring = (1u128 << neighbour[c][NORTH])
        | (1u128 << neighbour[c][EAST])
        | (1u128 << neighbour[c][SOUTH])
        | (1u128 << neighbour[c][WEST]);
    Tables {
        n,
        board,
        not_first_file,
        not_last_file,
        centre,
        centre_bit: 1u128 << centre,
        centre_ring,
        edge,
        full: ((cells - 1) / 2) as u8,
        neighbour,
    }
}

/// The tables of 5×5, 7×7 and 9×9, by size index.
pub(crate) static TABLES: [Tables; 3] = [build(5), build(7), build(9)];

/// The size index of a board `n` wide (5, 7 or 9).
pub(crate) const fn size_index(n: u8) -> u8 {
    match n {
        5 => 0,
        7 => 1,
        _ => 2,
    }
}

/// The bit of one square.
#[inline(always)]
pub(crate) const fn bit(square: u8) -> u128 {
    1u128 << square
}

impl Tables {
    /// Every square moved one rank up (off-board bits dropped).
    #[inline(always)]
    pub fn north(&self, x: u128) -> u128 {
        (x << self.n) & self.board
    }

    /// Every square moved one rank down.
    #[inline(always)]
    pub fn south(&self, x: u128) -> u128 {
        x >> self.n
    }

    /// Every square moved one file right.
    #[inline(always)]
    pub fn east(&self, x: u128) -> u128 {
        (x << 1) & self.not_first_file & self.board
    }

    /// Every square moved one file left.
    #[inline(always)]
    pub fn west(&self, x: u128) -> u128 {
        (x >> 1) & self.not_last_file
    }

    /// The squares orthogonally next to some square of `x`.
    #[inline(always)]
    pub fn around(&self, x: u128) -> u128 {
        self.north(x) | self.south(x) | self.east(x) | self.west(x)
    }

    /// The opponent pieces a piece arriving on `to` captures: each
    /// orthogonal neighbour in `victims` with a square of `own` directly
    /// beyond it. `own` includes the arriving piece.
    #[inline(always)]
    pub fn captures(&self, to: u8, own: u128, victims: u128) -> u128 {
        let mut caught = 0u128;
        let row = &self.neighbour[to as usize];
        let mut d = 0;
        while d < 4 {
            let next = row[d];
            if next != NONE && victims & bit(next) != 0 {
                let beyond = self.neighbour[next as usize][d];
                if beyond != NONE && own & bit(beyond) != 0 {
                    caught |= bit(next);
                }
            }
            d += 1;
        }
        caught
    }
}

/// Iterates over the squares of a bitboard, lowest first.
pub(crate) struct Squares(pub u128);

impl Iterator for Squares {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(square)
    }
}
