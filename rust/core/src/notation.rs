//! Reading moves: canonical notation in any case, and the tournament form
//! (`A-1 B-2`), both matched against the legal moves, so a parser can never
//! accept an illegal move.

use crate::i18n::Lang;
use crate::limits::{check_size, short, TooLarge, MAX_MOVE_BYTES};
use crate::{Game, Square};
use std::fmt;

/// Why a move could not be read or played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The game is over; no move can be played.
    GameOver,
    /// The text is not a move in any accepted notation.
    Unreadable(String),
    /// The text is a well-formed move, but not a legal one here.
    Illegal(String),
    /// The text is longer than any move ([`MAX_MOVE_BYTES`]).
    TooLong(TooLarge),
    /// The tournament form matches several legal moves.
    Ambiguous {
        /// What was written.
        text: String,
        /// The canonical notation of each match.
        candidates: Vec<String>,
    },
}

impl MoveError {
    /// What went wrong, in `lang` (the catalogue's `errors` area).
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            MoveError::GameOver => crate::tr!(lang, "error-game-over"),
            MoveError::Unreadable(text) => crate::tr!(
                lang,
                "error-unreadable-move",
                text = format!("{:?}", short(text))
            ),
            MoveError::Illegal(text) => {
                crate::tr!(lang, "error-illegal-move", text = short(text).to_string())
            }
            MoveError::TooLong(e) => e.to_string(),
            MoveError::Ambiguous { text, candidates } => crate::tr!(
                lang,
                "error-ambiguous-move",
                text = format!("{:?}", short(text)),
                candidates = crate::i18n::list(lang, candidates, true)
            ),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for MoveError {}

/// Finds the legal move written as `text` in `position`.
pub fn parse_move<G: Game>(position: &G, text: &str) -> Result<G::Move, MoveError> {
    if position.terminal().is_some() {
        return Err(MoveError::GameOver);
    }
    check_size("move", text.len(), MAX_MOVE_BYTES).map_err(MoveError::TooLong)?;
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let wanted = text.trim().to_ascii_lowercase();
    if wanted.is_empty() {
        return Err(MoveError::Unreadable(text.trim().to_string()));
    }
    if let Some(mv) = moves
        .iter()
        .copied()
        .find(|&mv| position.notation(mv) == wanted)
    {
        return Ok(mv);
    }
    let (width, height) = board_size(position);
    if let Some(squares) = tournament_squares(&wanted, width, height) {
        let (start, end) = match squares[..] {
            [end] => (None, end),
            [start, end] => (Some(start), end),
            _ => unreachable!("tournament_squares returns one or two squares"),
        };
        let matches: Vec<G::Move> = moves
            .iter()
            .copied()
            .filter(|&mv| position.detail(mv).endpoints() == Some((start, end)))
            .collect();
        return match matches.len() {
            1 => Ok(matches[0]),
            0 => Err(MoveError::Illegal(text.trim().to_string())),
            _ => Err(MoveError::Ambiguous {
                text: text.trim().to_string(),
                candidates: matches.iter().map(|&mv| position.notation(mv)).collect(),
            }),
        };
    }
    if looks_like_notation(&wanted) {
        Err(MoveError::Illegal(text.trim().to_string()))
    } else {
        Err(MoveError::Unreadable(text.trim().to_string()))
    }
}

fn board_size<G: Game>(position: &G) -> (u8, u8) {
    let geometry = position.geometry();
    (geometry.width, geometry.height)
}

/// `c-3`, `a-1 b-2`, and plain `a1 b2`: one or two squares separated by spaces.
fn tournament_squares(text: &str, width: u8, height: u8) -> Option<Vec<Square>> {
    let squares: Option<Vec<Square>> = text
        .split_whitespace()
        .map(|t| Square::parse(t, width, height))
        .collect();
    let squares = squares?;
    (1..=2).contains(&squares.len()).then_some(squares)
}

/// Whether the text is built only of notation characters, so that a failed
/// match means "illegal" rather than "unreadable". No canonical notation has
/// a space, and the tournament form (one or two squares) is matched before:
/// so text with a space, such as three squares `a-1 b-2 c-3`, is unreadable.
fn looks_like_notation(text: &str) -> bool {
    text == "pass"
        || text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | 'x' | ','))
            && text.chars().any(|c| c.is_ascii_digit())
}
