//! Shared parsing of position strings: the board field and the counters.

use crate::i18n::Lang;
use crate::limits::{short, TooLarge};
use crate::Square;
use std::fmt;

/// Why a position string was rejected.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// Not the right number of space-separated fields.
    FieldCount {
        /// How many the game's position string has.
        expected: usize,
        /// How many were given.
        found: usize,
    },
    /// The board field has the wrong number of ranks.
    RankCount {
        /// Ranks on the board.
        expected: usize,
        /// Ranks given.
        found: usize,
    },
    /// A rank describes the wrong number of squares.
    RankLength {
        /// The rank (1-based, as in square names).
        rank: usize,
        /// Files on the board.
        expected: usize,
        /// Squares described.
        found: usize,
    },
    /// Two digits in a row in the board field.
    AdjacentDigits,
    /// A letter that is no piece of this game.
    UnknownPiece(char),
    /// A side letter the game does not know.
    UnknownSide(String),
    /// A counter that is not a non-negative decimal integer, or out of range.
    BadCounter {
        /// The field's name.
        field: &'static str,
        /// What was written.
        value: String,
    },
    /// A square where that piece may not stand.
    BadSquare {
        /// The square, such as `a2`.
        square: String,
        /// Why not.
        why: &'static str,
    },
    /// Piece counts the game cannot reach.
    Impossible(Why),
    /// The board is not the size the options ask for.
    SizeMismatch(Why),
    /// Longer than any position string ([`crate::limits::MAX_POSITION_BYTES`]).
    TooLong(TooLarge),
}

/// A rule's reason why a position cannot be: a message of the catalogue's
/// `errors` area (`why-*`) and its arguments, said in any language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Why {
    id: &'static str,
    args: Vec<(&'static str, WhyArg)>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
enum WhyArg {
    Number(i64),
    /// A message id, said in the language (a side's name).
    Message(String),
}

impl Why {
    /// The reason `id` (a `why-*` message), with no arguments yet.
    pub fn new(id: &'static str) -> Why {
        Why {
            id,
            args: Vec::new(),
        }
    }

    /// With the number argument `$name`.
    pub fn number(mut self, name: &'static str, value: impl Into<i64>) -> Why {
        self.args.push((name, WhyArg::Number(value.into())));
        self
    }

    /// With `$name` the name of a side (`side-seega-attacker`, from
    /// [`crate::i18n::ids::side`]), said in the language.
    pub fn side(mut self, name: &'static str, game: &str, key: &str) -> Why {
        self.args
            .push((name, WhyArg::Message(crate::i18n::ids::side(game, key))));
        self
    }

    /// The reason in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        let args: Vec<(&str, crate::i18n::Arg)> = self
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    WhyArg::Number(n) => crate::i18n::Arg::Num(*n),
                    WhyArg::Message(id) => crate::i18n::Arg::from(crate::i18n::text(lang, id, &[])),
                };
                (*name, value)
            })
            .collect();
        crate::i18n::text(lang, self.id, &args)
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

/// A counter field's name in `lang` (the English name is the key).
fn field_name(lang: Lang, field: &str) -> String {
    let id = match field {
        "turn number" => "field-turn-number",
        "goats in hand" => "field-goats-in-hand",
        "goats captured" => "field-goats-captured",
        "plies since last capture" => "field-plies-since-capture",
        "plies since the last capture or man move" => "field-plies-since-capture-or-man",
        "attackers in hand" => "field-attackers-in-hand",
        "defenders in hand" => "field-defenders-in-hand",
        // A field not yet in the catalogue (a test's).
        other => return other.to_string(),
    };
    crate::tr!(lang, id)
}

/// Why a square cannot hold a piece, in `lang` (the English is the key).
fn square_why(lang: Lang, why: &str) -> String {
    let id = match why {
        "pieces stand on the dark squares only" => "why-dark-squares-only",
        "a man on its far rank would have been crowned" => "why-man-on-far-rank",
        "the centre stays empty while pieces are set" => "why-centre-empty-while-setting",
        other => return other.to_string(),
    };
    crate::tr!(lang, id)
}

impl PositionError {
    /// What is wrong with the position string, in `lang` (the catalogue's
    /// `errors` area, the rule's reasons included).
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            PositionError::FieldCount { expected, found } => crate::tr!(
                lang,
                "error-position-fields",
                expected = *expected,
                found = *found
            ),
            PositionError::RankCount { expected, found } => crate::tr!(
                lang,
                "error-position-ranks",
                expected = *expected,
                found = *found
            ),
            PositionError::RankLength {
                rank,
                expected,
                found,
            } => crate::tr!(
                lang,
                "error-position-rank-length",
                rank = *rank,
                expected = *expected,
                found = *found
            ),
            PositionError::AdjacentDigits => crate::tr!(lang, "error-position-adjacent-digits"),
            PositionError::UnknownPiece(c) => crate::tr!(
                lang,
                "error-position-unknown-piece",
                letter = format!("{c:?}")
            ),
            PositionError::UnknownSide(side) => crate::tr!(
                lang,
                "error-position-unknown-side",
                side = format!("{:?}", short(side))
            ),
            PositionError::BadCounter { field, value } => crate::tr!(
                lang,
                "error-position-bad-counter",
                field = field_name(lang, field),
                value = format!("{:?}", short(value))
            ),
            PositionError::BadSquare { square, why } => crate::tr!(
                lang,
                "error-position-bad-square",
                square = square,
                why = square_why(lang, why)
            ),
            PositionError::Impossible(why) => {
                crate::tr!(lang, "error-position-impossible", why = why.text_in(lang))
            }
            PositionError::SizeMismatch(why) => {
                crate::tr!(lang, "error-position-size", why = why.text_in(lang))
            }
            PositionError::TooLong(e) => e.to_string(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for PositionError {}

/// Splits a position string into exactly `expected` fields separated by single spaces.
pub fn split_fields(text: &str, expected: usize) -> Result<Vec<&str>, PositionError> {
    let fields: Vec<&str> = text.split(' ').collect();
    if fields.len() != expected || fields.iter().any(|f| f.is_empty()) {
        let found = text.split_whitespace().count();
        return Err(PositionError::FieldCount {
            expected,
            found: if found == expected {
                fields.len()
            } else {
                found
            },
        });
    }
    Ok(fields)
}

/// Counts the ranks of a board field, so a game whose size varies can learn it.
pub fn rank_count(board: &str) -> usize {
    board.split('/').count()
}

/// Parses a board field of `width`×`height` into one entry per square
/// (indexed by [`Square::index`]); `piece` accepts or rejects each letter.
pub fn parse_board(
    board: &str,
    width: u8,
    height: u8,
    piece: impl Fn(char) -> bool,
) -> Result<Vec<Option<char>>, PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != usize::from(height) {
        return Err(PositionError::RankCount {
            expected: usize::from(height),
            found: ranks.len(),
        });
    }
    let mut squares = vec![None; usize::from(width) * usize::from(height)];
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = usize::from(height) - 1 - row;
        let mut file = 0usize;
        let mut previous_digit = false;
        for c in rank_text.chars() {
            if let Some(run) = c.to_digit(10) {
                if previous_digit {
                    return Err(PositionError::AdjacentDigits);
                }
                if run == 0 {
                    return Err(PositionError::UnknownPiece(c));
                }
                previous_digit = true;
                file += run as usize;
            } else {
                previous_digit = false;
                if !piece(c) {
                    return Err(PositionError::UnknownPiece(c));
                }
                if file < usize::from(width) {
                    squares[rank * usize::from(width) + file] = Some(c);
                }
                file += 1;
            }
        }
        if file != usize::from(width) {
            return Err(PositionError::RankLength {
                rank: rank + 1,
                expected: usize::from(width),
                found: file,
            });
        }
    }
    Ok(squares)
}

/// Writes a board field from the piece on each square.
pub fn format_board(width: u8, height: u8, piece_at: impl Fn(Square) -> Option<char>) -> String {
    let mut out =
        String::with_capacity(usize::from(width) * usize::from(height) + usize::from(height));
    for rank in (0..height).rev() {
        let mut run = 0u8;
        for file in 0..width {
            match piece_at(Square::new(file, rank, width)) {
                Some(c) => {
                    if run > 0 {
                        out.push((b'0' + run) as char);
                        run = 0;
                    }
                    out.push(c);
                }
                None => run += 1,
            }
        }
        if run > 0 {
            out.push((b'0' + run) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The largest counter a position string may hold: nine digits, the most
/// [`parse_counter`] reads. Games stop their counters here, so that every
/// position string a game writes parses back; at this size any limit has long
/// been reached.
pub const COUNTER_MAX: u32 = 999_999_999;

/// Parses a counter: a non-negative decimal integer no larger than `max`.
pub fn parse_counter(field: &'static str, text: &str, max: u32) -> Result<u32, PositionError> {
    let bad = || PositionError::BadCounter {
        field,
        value: text.to_string(),
    };
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let value: u32 = text.parse().map_err(|_| bad())?;
    if value > max {
        return Err(bad());
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_round_trips() {
        let board = "T3T/5/2G2/5/T3T";
        let squares = parse_board(board, 5, 5, |c| "TG".contains(c)).unwrap();
        assert_eq!(squares[0], Some('T'));
        assert_eq!(squares[12], Some('G'));
        assert_eq!(format_board(5, 5, |s| squares[s.index()]), board);
    }

    #[test]
    fn rejects_malformed_boards() {
        let ok = |c| c == 'T';
        assert_eq!(
            parse_board("5/5/5/5", 5, 5, ok),
            Err(PositionError::RankCount {
                expected: 5,
                found: 4
            })
        );
        assert!(matches!(
            parse_board("T4T/5/5/5/5", 5, 5, ok),
            Err(PositionError::RankLength { rank: 5, .. })
        ));
        assert_eq!(
            parse_board("23/5/5/5/5", 5, 5, ok),
            Err(PositionError::AdjacentDigits)
        );
        assert_eq!(
            parse_board("X4/5/5/5/5", 5, 5, ok),
            Err(PositionError::UnknownPiece('X'))
        );
        assert_eq!(
            parse_board("05/5/5/5/5", 5, 5, ok),
            Err(PositionError::UnknownPiece('0'))
        );
    }

    #[test]
    fn counters_must_be_plain_decimal() {
        assert_eq!(parse_counter("x", "12", 20), Ok(12));
        for bad in ["-1", "+1", "21", "", "1.0", " 1", "99999999999"] {
            assert!(parse_counter("x", bad, 20).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn fields_are_single_space_separated() {
        assert!(split_fields("a b c", 3).is_ok());
        assert!(split_fields("a  b c", 3).is_err());
        assert!(split_fields("a b", 3).is_err());
        assert!(split_fields("a b c d", 3).is_err());
    }
}
