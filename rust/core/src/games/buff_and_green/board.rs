//! Bitboards and precomputed tables for the 8×8 board.
//!
//! Squares are indexed `rank * 8 + file` from `a1` = 0, as [`crate::Square`]
//! does, so bit `i` of a `u64` is square `i`. Only the 32 dark squares
//! (file + rank even) are ever occupied.

/// Files and ranks of the board.
pub const SIZE: u8 = 8;

/// No square: the end of a ray.
pub const NONE: u8 = 64;

/// The four diagonal directions, as (file step, rank step): north-east,
/// north-west, south-east, south-west. Green's men move along the first two
/// (forward for Green), Buff's along the last two.
pub const DIRECTIONS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The indices of the four directions, to loop over.
pub const ALL_DIRECTIONS: [usize; 4] = [0, 1, 2, 3];

/// The directions in which each side's men step forward (index by side).
pub const FORWARD: [[usize; 2]; 2] = [[0, 1], [2, 3]];

/// The bit of `square`.
#[inline]
pub const fn bit(square: u8) -> u64 {
    1u64 << square
}

/// The dark squares (file + rank even), where the game is played.
pub const DARK: u64 = {
    let mut mask = 0u64;
    let mut i = 0;
    while i < 64 {
        if (i % 8 + i / 8) % 2 == 0 {
            mask |= 1u64 << i;
        }
        i += 1;
    }
    mask
};

/// Rank 1 (Buff's promotion rank, Green's back rank).
pub const RANK_1: u64 = 0xFF;
/// Rank 8 (Green's promotion rank, Buff's back rank).
pub const RANK_8: u64 = 0xFF << 56;
/// The file `a`.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// The file `h`.
pub const FILE_H: u64 = FILE_A << 7;

/// The rank each side's men promote on (index by side).
pub const PROMOTION_RANK: [u64; 2] = [RANK_8, RANK_1];

/// The long diagonal `a1`–`h8`, the "main road" of draughts.
pub const MAIN_DIAGONAL: u64 = 0x8040_2010_0804_0201;

/// The two "double corner" diagonals `a7`–`g1` and `b8`–`h2`.
pub const DOUBLE_DIAGONALS: u64 = {
    let mut mask = 0u64;
    let mut i = 0;
    while i < 64 {
        let (file, rank) = (i % 8, i / 8);
        if file + rank == 6 || file + rank == 8 {
            mask |= 1u64 << i;
        }
        i += 1;
    }
    mask & DARK
};

/// `NEXT[square][direction]`: the neighbouring square in that direction, or [`NONE`].
pub const NEXT: [[u8; 4]; 64] = {
    let mut table = [[NONE; 4]; 64];
    let mut square = 0;
    while square < 64 {
        let file = (square % 8) as i8;
        let rank = (square / 8) as i8;
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIRECTIONS[d];
            let (f, r) = (file + df, rank + dr);
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[square][d] = (r * 8 + f) as u8;
            }
            d += 1;
        }
        square += 1;
    }
    table
};

/// Every square one diagonal step from a square of `set`, in any direction.
#[inline]
pub const fn neighbours(set: u64) -> u64 {
    north_east(set) | north_west(set) | south_east(set) | south_west(set)
}

/// The squares one step north-east of `set`.
#[inline]
pub const fn north_east(set: u64) -> u64 {
    (set & !FILE_H) << 9
}

/// The squares one step north-west of `set`.
#[inline]
pub const fn north_west(set: u64) -> u64 {
    (set & !FILE_A) << 7
}

/// The squares one step south-east of `set`.
#[inline]
pub const fn south_east(set: u64) -> u64 {
    (set & !FILE_H) >> 7
}

/// The squares one step south-west of `set`.
#[inline]
pub const fn south_west(set: u64) -> u64 {
    (set & !FILE_A) >> 9
}

/// The squares one step from `set` in direction `d` (an index into [`DIRECTIONS`]).
#[inline]
pub const fn shift(set: u64, d: usize) -> u64 {
    match d {
        0 => north_east(set),
        1 => north_west(set),
        2 => south_east(set),
        _ => south_west(set),
    }
}

/// The squares of `set`, lowest first.
#[inline]
pub fn squares(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let square = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(square)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_shifts() {
        for square in 0..64u8 {
            for d in ALL_DIRECTIONS {
                let next = NEXT[square as usize][d];
                let shifted = shift(bit(square), d);
                if next == NONE {
                    assert_eq!(shifted, 0);
                } else {
                    assert_eq!(shifted, bit(next));
                }
            }
        }
        assert_eq!(DARK.count_ones(), 32);
        assert_eq!(DARK & 1, 1);
        assert_eq!(MAIN_DIAGONAL & !DARK, 0);
        assert_eq!(DOUBLE_DIAGONALS.count_ones(), 14);
    }
}
