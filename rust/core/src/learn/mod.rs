//! Learning to play: lessons (short interactive steps from real
//! positions, each move judged by the core) and puzzles (positions with a
//! unique winning idea, mined from self-play and re-checked by a deeper
//! search).
//!
//! - [`Lesson`]: one game's lesson in progress; [`lessons`] holds the data.
//! - [`Puzzle`] and [`puzzles`]: the shipped puzzle sets, one per game;
//!   [`PuzzleRun`] plays one, with hints and the solution line.
//! - [`forced`]: the exact judge, every move of both sides tried over a
//!   puzzle's distance; the accepted moves are the ones it proves.
//! - [`verify`]: what each puzzle passes: the exact judge proves its
//!   accepted moves and start ([`prove`]), and its theme and felt
//!   difficulty are the ones [`describe`] reads; [`judge`] holds the
//!   errors and the former searching judge.
//! - [`mine`]: finding new puzzles in self-play with the exact judge
//!   (`boardlore puzzles generate`).
//! - [`Progress`]: lesson steps passed, puzzles solved, a rating per game.
//! - Every sentence of lessons and puzzles is in the `learn` area of the
//!   [`crate::i18n`] catalogue; [`Lesson::set_language`] and
//!   [`PuzzleRun::set_language`] choose the language.

pub mod forced;
pub mod judge;
mod lesson;
pub mod lessons;
pub mod mine;
pub mod progress;
mod proof;
mod puzzle;
mod puzzle_run;
mod theme;

pub use judge::{duplicates, Judge, VerifyError};
pub use lesson::{Attempt, Lesson, LessonError, StepView, Verdict};
pub use progress::{GameProgress, Progress, ProgressRecord};
pub use proof::{
    assess, describe, distance, felt, fit, prove, verify, Felt, Proof, StartVerdict, PLAY_NODES,
    PROOF_NODES,
};
pub use puzzle::{find_puzzle, parse_set, puzzles, Puzzle, PuzzleError, PuzzleSummary};
pub use puzzle_run::{PuzzleAttempt, PuzzleRun, PuzzleVerdict};
pub use theme::Theme;
