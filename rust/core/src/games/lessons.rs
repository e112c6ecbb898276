//! What a lesson is made of: short steps from real positions, each with a
//! goal and the condition a move must meet. Each game writes its own steps
//! in its folder (`games/<game>/lessons.rs`). Texts live in the `learn`
//! area of the [`crate::i18n`] catalogue under `<game>-<step>-title`,
//! `-goal` and (optionally) `-wrong` ([`crate::i18n::ids::lesson`]).

use crate::level::Level;

/// What a move must do to pass a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Check {
    /// Any legal move (the step teaches how pieces move).
    Any,
    /// One of these moves.
    Moves(&'static [&'static str]),
    /// A capturing move.
    Capture,
    /// A move that captures at least this many pieces.
    CaptureAtLeast(usize),
    /// A move that crowns a man.
    Crown,
    /// A move after which the opponent can neither capture nor win at once.
    Safe,
    /// A move that wins the game at once.
    Win,
    /// A short game against the computer from the position.
    Challenge(Challenge),
}

/// A challenge against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Challenge {
    /// The computer's level.
    pub level: Level,
    /// The player's moves allowed.
    pub moves: u32,
    /// What to achieve.
    pub goal: ChallengeGoal,
}

/// What a challenge asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChallengeGoal {
    /// Win the game.
    Win,
    /// Capture this many pieces.
    Captures(u32),
    /// Play the moves without losing a piece.
    Survive,
}

/// One step of a lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The step's id within its game: `jump`.
    pub id: &'static str,
    /// The position string the step starts from (default options).
    pub position: &'static str,
    /// What the move must do.
    pub check: Check,
    /// A move that passes (the hint and "show me"); empty for challenges,
    /// whose hint comes from the engine.
    pub answer: &'static str,
}

pub(crate) const fn step(
    id: &'static str,
    position: &'static str,
    check: Check,
    answer: &'static str,
) -> Step {
    Step {
        id,
        position,
        check,
        answer,
    }
}

pub(crate) const fn challenge(
    id: &'static str,
    position: &'static str,
    moves: u32,
    goal: ChallengeGoal,
) -> Step {
    Step {
        id,
        position,
        check: Check::Challenge(Challenge {
            level: Level::Easy,
            moves,
            goal,
        }),
        answer: "",
    }
}
