//! A puzzle: a position, the side to move, the solution line, a theme and a
//! difficulty, and the one-line text format the shipped puzzle sets use.
//!
//! A puzzle line reads `id | theme | difficulty | position | moves |
//! plies`, the moves separated by spaces, the solver's moves and the
//! forced replies in the order they are played; `plies` is the distance
//! the exact judge proves the puzzle over ([`super::proof`]), by default
//! (and when left out) two plies per solver move. Lines starting with `#`
//! and blank lines are comments.

use super::theme::Theme;
use crate::i18n::{self, Arg, Lang};
use crate::limits::short;
use serde::Serialize;
use std::fmt;

/// The longest distance a puzzle may be judged over.
pub const MAX_PLIES: u32 = 16;

/// One puzzle of one game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// A stable id: `bobail-017`.
    pub id: String,
    /// The game's id: `bobail`.
    pub game: String,
    /// The position string the puzzle starts from; its side to move solves it.
    pub position: String,
    /// The solution line in canonical notation: the solver's moves and the
    /// opponent's best replies, in playing order. It ends with a solver move.
    pub solution: Vec<String>,
    /// What the winning idea is.
    pub theme: Theme,
    /// 1 (a glance) to 5 (deep), from the search depth needed to find it.
    pub difficulty: u8,
    /// The distance in plies over which the exact judge proves what the
    /// stored line keeps and which moves keep as much (at least two per
    /// solver move: each move and the answer to it).
    pub plies: u32,
}

/// A puzzle as a list or a screen shows it, in one language.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleSummary {
    /// Its id: `bobail-017`.
    pub id: String,
    /// The game's id.
    pub game_id: String,
    /// The theme's id: `chain-capture`.
    pub theme: String,
    /// The theme's name: `Chain capture`.
    pub theme_name: String,
    /// 1 to 5.
    pub difficulty: u8,
    /// The start position.
    pub position: String,
    /// How many moves the solver plays.
    pub solver_moves: u32,
    /// Id, theme and level in one line: `bobail-017 · Chain capture · level 3`.
    pub heading: String,
}

/// Why a puzzle line could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleError {
    /// The line does not have the five or six fields.
    Fields {
        /// The line number (from 1).
        line: usize,
    },
    /// The theme is not one of [`Theme::ALL`].
    Theme {
        /// The line number.
        line: usize,
        /// What was written.
        text: String,
    },
    /// The difficulty is not 1 to 5.
    Difficulty {
        /// The line number.
        line: usize,
    },
    /// The solution is empty.
    NoSolution {
        /// The line number.
        line: usize,
    },
    /// The distance is not a number of plies of at least two per solver
    /// move.
    Plies {
        /// The line number.
        line: usize,
    },
    /// No puzzle set exists for this game id.
    UnknownGame(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields { line } => write!(
                f,
                "line {line}: expected `id | theme | difficulty | position | moves | plies`"
            ),
            PuzzleError::Theme { line, text } => {
                write!(f, "line {line}: unknown theme {:?}", short(text))
            }
            PuzzleError::Difficulty { line } => {
                write!(f, "line {line}: the difficulty must be 1 to 5")
            }
            PuzzleError::NoSolution { line } => write!(f, "line {line}: the solution is empty"),
            PuzzleError::Plies { line } => write!(
                f,
                "line {line}: the distance must be at least two plies per solver move"
            ),
            PuzzleError::UnknownGame(id) => write!(f, "no puzzles for game {:?}", short(id)),
        }
    }
}

impl std::error::Error for PuzzleError {}

impl Puzzle {
    /// The puzzle as one line of the text format.
    pub fn to_line(&self) -> String {
        format!(
            "{} | {} | {} | {} | {} | {}",
            self.id,
            self.theme.id(),
            self.difficulty,
            self.position,
            self.solution.join(" "),
            self.plies
        )
    }

    /// How many moves the solver plays.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The puzzle as a list shows it, in `lang`.
    pub fn summary(&self, lang: Lang) -> PuzzleSummary {
        let theme_name = self.theme.name(lang);
        PuzzleSummary {
            id: self.id.clone(),
            game_id: self.game.clone(),
            theme: self.theme.id().to_string(),
            heading: i18n::text(
                lang,
                "puzzle-heading",
                &[
                    ("id", Arg::from(self.id.as_str())),
                    ("theme", Arg::from(theme_name.as_str())),
                    ("difficulty", Arg::from(self.difficulty)),
                ],
            ),
            theme_name,
            difficulty: self.difficulty,
            position: self.position.clone(),
            solver_moves: u32::try_from(self.solver_moves()).unwrap_or(u32::MAX),
        }
    }
}

/// Reads a puzzle set of game `game` from the text format.
pub fn parse_set(game: &str, text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut puzzles = Vec::new();
    for (number, raw) in text.lines().enumerate() {
        let line = number + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = raw.split('|').map(str::trim).collect();
        let (id, theme, difficulty, position, moves, plies) = match fields[..] {
            [id, theme, difficulty, position, moves] => {
                (id, theme, difficulty, position, moves, None)
            }
            [id, theme, difficulty, position, moves, plies] => {
                (id, theme, difficulty, position, moves, Some(plies))
            }
            _ => return Err(PuzzleError::Fields { line }),
        };
        let theme = Theme::from_id(theme).ok_or_else(|| PuzzleError::Theme {
            line,
            text: theme.to_string(),
        })?;
        let difficulty = difficulty
            .parse::<u8>()
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or(PuzzleError::Difficulty { line })?;
        let solution: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
        if solution.is_empty() {
            return Err(PuzzleError::NoSolution { line });
        }
        let least = u32::try_from(2 * solution.len().div_ceil(2)).unwrap_or(u32::MAX);
        let plies = match plies {
            None => least,
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|&n| n >= least && n <= MAX_PLIES)
                .ok_or(PuzzleError::Plies { line })?,
        };
        puzzles.push(Puzzle {
            id: id.to_string(),
            game: game.to_string(),
            position: position.to_string(),
            solution,
            theme,
            difficulty,
            plies,
        });
    }
    Ok(puzzles)
}

/// The shipped puzzles of game `game`, in set order.
pub fn puzzles(game: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let entry = crate::find_game(game).map_err(|_| PuzzleError::UnknownGame(game.to_string()))?;
    parse_set(game, entry.puzzles)
}

/// The shipped puzzle with this id, in any game.
pub fn find_puzzle(id: &str) -> Option<Puzzle> {
    crate::catalogue()
        .filter_map(|info| puzzles(info.id).ok())
        .flatten()
        .find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_as_written() {
        let text = "# comment\n\nbobail-001 | bobail-home | 2 | BBBBB/5/2O2/5/WWWWW w 1 | a1-a4 c2,b5-b2 c1 | 6\n";
        let set = parse_set("bobail", text).unwrap();
        assert_eq!(set.len(), 1);
        assert_eq!(set[0].solution, ["a1-a4", "c2,b5-b2", "c1"]);
        assert_eq!(set[0].theme, Theme::BobailHome);
        assert_eq!(set[0].solver_moves(), 2);
        assert_eq!(set[0].plies, 6);
        let short = parse_set("bobail", "a | winning-capture | 1 | p w 1 | a1 b2 c3").unwrap();
        assert_eq!(short[0].plies, 4, "two plies per solver move by default");
        assert_eq!(
            parse_set("bobail", "a | winning-capture | 1 | p w 1 | a1 b2 c3 | 3"),
            Err(PuzzleError::Plies { line: 1 })
        );
        assert_eq!(set[0].to_line(), text.lines().nth(2).unwrap());
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        assert_eq!(
            parse_set("bobail", "x | y"),
            Err(PuzzleError::Fields { line: 1 })
        );
        assert!(matches!(
            parse_set("bobail", "\na | nonsense | 1 | p w 1 | a1"),
            Err(PuzzleError::Theme { line: 2, .. })
        ));
        assert_eq!(
            parse_set("bobail", "a | winning-capture | 9 | p w 1 | a1"),
            Err(PuzzleError::Difficulty { line: 1 })
        );
        assert_eq!(
            parse_set("bobail", "a | winning-capture | 1 | p w 1 |  "),
            Err(PuzzleError::NoSolution { line: 1 })
        );
        assert!(puzzles("chess").is_err());
    }
}
