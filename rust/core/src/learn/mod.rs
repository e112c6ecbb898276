//! Learning to play: puzzles (positions with a unique winning idea, mined
//! from self-play and re-checked by a deeper search) and, later, lessons.
//!
//! - [`Puzzle`] and [`puzzles`]: the shipped puzzle sets, one per game.
//! - [`judge`]: scoring every move with a reproducible search, and the
//!   checks each puzzle passes ([`verify`]).
//! - [`mine`]: finding new puzzles in self-play (`boardlore puzzles generate`).

pub mod judge;
pub mod mine;
mod puzzle;
mod theme;

pub use judge::{verify, Judge, VerifyError};
pub use puzzle::{find_puzzle, parse_set, puzzles, Puzzle, PuzzleError};
pub use theme::Theme;
