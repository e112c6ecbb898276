//! Squares (or points) of a rectangular board, named file letter + rank number.

use std::fmt;

/// A square or point, indexed `rank * width + file` from `a1` = 0.
///
/// A `Square` does not know its board's width; [`Square::new`] and
/// [`Square::file`]/[`Square::rank`] take it, so one type serves every board
/// up to 9×9 (at most 81 squares, so it fits a `u8`).
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Square(pub u8);

// The phones see a square as its index (`UInt` in Kotlin, `UInt32` in
// Swift), as every square the mobile API has ever handed out.
#[cfg(feature = "uniffi")]
uniffi::custom_type!(Square, u32, {
    lower: |square| u32::from(square.0),
    try_lift: |index| Ok(Square(u8::try_from(index)?)),
});

impl Square {
    /// The square at `file`, `rank` (0-based) on a board `width` wide.
    #[inline]
    pub const fn new(file: u8, rank: u8, width: u8) -> Square {
        Square(rank * width + file)
    }

    /// The index as a `usize`, for tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based file on a board `width` wide.
    #[inline]
    pub const fn file(self, width: u8) -> u8 {
        self.0 % width
    }

    /// The 0-based rank on a board `width` wide.
    #[inline]
    pub const fn rank(self, width: u8) -> u8 {
        self.0 / width
    }

    /// The name of the square, such as `c3`.
    pub fn name(self, width: u8) -> SquareName {
        SquareName {
            file: self.file(width),
            rank: self.rank(width),
        }
    }

    /// Parses `c3` (or `C3`, or the tournament form `C-3`) on a board of the given size.
    pub fn parse(text: &str, width: u8, height: u8) -> Option<Square> {
        let bytes = text.as_bytes();
        let (file_byte, rank_bytes) = match bytes {
            [f, b'-', rest @ ..] => (*f, rest),
            [f, rest @ ..] => (*f, rest),
            [] => return None,
        };
        let file = file_byte.to_ascii_lowercase().checked_sub(b'a')?;
        if rank_bytes.is_empty()
            || rank_bytes.len() > 2
            || !rank_bytes.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        if rank_bytes[0] == b'0' {
            return None;
        }
        let rank: u8 = std::str::from_utf8(rank_bytes).ok()?.parse().ok()?;
        if file >= width || rank == 0 || rank > height {
            return None;
        }
        Some(Square::new(file, rank - 1, width))
    }
}

/// A displayable square name (`c3`), produced by [`Square::name`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SquareName {
    file: u8,
    rank: u8,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_board_size() {
        for size in [5u8, 7, 8, 9] {
            for index in 0..size * size {
                let square = Square(index);
                let name = square.name(size).to_string();
                assert_eq!(Square::parse(&name, size, size), Some(square), "{name}");
            }
        }
    }

    #[test]
    fn parses_upper_case_and_tournament_form() {
        assert_eq!(Square::parse("C3", 5, 5), Some(Square(12)));
        assert_eq!(Square::parse("C-3", 5, 5), Some(Square(12)));
        assert_eq!(Square::parse("a1", 5, 5), Some(Square(0)));
    }

    #[test]
    fn rejects_off_board_and_garbage() {
        for bad in [
            "", "f1", "a6", "a0", "a", "1a", "a-", "a01", "é1", "a1x", "--",
        ] {
            assert_eq!(Square::parse(bad, 5, 5), None, "{bad:?}");
        }
    }
}
