//! The 5×5 board as bitboards: bit `rank * 5 + file` of a `u32`, `a1` = bit 0.
//! Neighbour masks and sliding rays are computed at compile time.

/// Files and ranks.
pub(crate) const SIZE: u8 = 5;
/// Squares on the board.
pub(crate) const SQUARES: usize = 25;
/// Every square.
pub(crate) const ALL: u32 = (1 << SQUARES) - 1;
/// Rank 1, White's home row.
pub(crate) const RANK_1: u32 = 0b11111;
/// Rank 5, Black's home row.
pub(crate) const RANK_5: u32 = 0b11111 << 20;
/// Both home rows: the bobail on either ends the game.
pub(crate) const HOME_ROWS: u32 = RANK_1 | RANK_5;
/// "No square", for the parts a move does not have.
pub(crate) const NO_SQUARE: u8 = u8::MAX;

/// The eight directions as (file step, rank step).
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The bit of `square`.
#[inline]
pub(crate) const fn bit(square: u8) -> u32 {
    1 << square
}

/// The squares one step from each square, in any of the eight directions.
pub(crate) static NEIGHBOURS: [u32; SQUARES] = neighbours();

/// A straight line from a square (not included) to the edge of the board.
#[derive(Clone, Copy)]
pub(crate) struct Ray {
    /// How many squares the line has (0 to 4).
    pub len: u8,
    /// The squares, nearest first; only the first `len` count.
    pub squares: [u8; 4],
}

/// The eight rays from each square.
pub(crate) static RAYS: [[Ray; 8]; SQUARES] = rays();

/// The squares of a home row within one file of `file`: where the bobail,
/// standing next to that row on `file`, could be stepped onto it.
/// The mask is for rank 1; shift it by 20 for rank 5.
pub(crate) static HOME_SPAN: [u32; SIZE as usize] = home_span();

const fn neighbours() -> [u32; SQUARES] {
    let mut table = [0u32; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let file = (square % 5) as i8;
        let rank = (square / 5) as i8;
        let mut d = 0;
        while d < 8 {
            let f = file + DIRECTIONS[d].0;
            let r = rank + DIRECTIONS[d].1;
            if f >= 0 && f < 5 && r >= 0 && r < 5 {
                table[square] |= 1 << (r * 5 + f);
            }
            d += 1;
        }
        square += 1;
    }
    table
}

const fn rays() -> [[Ray; 8]; SQUARES] {
    let mut table = [[Ray {
        len: 0,
        squares: [0; 4],
    }; 8]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let mut d = 0;
        while d < 8 {
            let mut f = (square % 5) as i8 + DIRECTIONS[d].0;
            let mut r = (square / 5) as i8 + DIRECTIONS[d].1;
            let mut len = 0;
            while f >= 0 && f < 5 && r >= 0 && r < 5 {
                table[square][d].squares[len] = (r * 5 + f) as u8;
                len += 1;
                f += DIRECTIONS[d].0;
                r += DIRECTIONS[d].1;
            }
            table[square][d].len = len as u8;
            d += 1;
        }
        square += 1;
    }
    table
}

const fn home_span() -> [u32; SIZE as usize] {
    let mut table = [0u32; SIZE as usize];
    let mut file = 0i8;
    while file < 5 {
        let mut f = file - 1;
        while f <= file + 1 {
            if f >= 0 && f < 5 {
                table[file as usize] |= 1 << f;
            }
            f += 1;
        }
        file += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_look_right() {
        // a1 touches a2, b1, b2; c3 touches all eight around it.
        assert_eq!(NEIGHBOURS[0], bit(1) | bit(5) | bit(6));
        assert_eq!(NEIGHBOURS[12].count_ones(), 8);
        // From a1 upwards: a2, a3, a4, a5.
        assert_eq!(RAYS[0][0].len, 4);
        assert_eq!(RAYS[0][0].squares, [5, 10, 15, 20]);
        // From c3 along the up-right diagonal: d4, e5.
        assert_eq!(RAYS[12][1].len, 2);
        assert_eq!(&RAYS[12][1].squares[..2], &[18, 24]);
        assert_eq!(HOME_SPAN[0], 0b11);
        assert_eq!(HOME_SPAN[2], 0b1110);
        assert_eq!(ALL & HOME_ROWS, HOME_ROWS);
    }
}
