//! The lessons' data: each game writes its steps in its own folder
//! (`games/<game>/lessons.rs`) with the types re-exported here.

pub use crate::games::lessons::{Challenge, ChallengeGoal, Check, Step};

/// The lesson steps of game `game`, in order; `None` for an unknown id.
pub fn lesson_steps(game: &str) -> Option<&'static [Step]> {
    crate::find_game(game).ok().map(|entry| entry.lessons)
}
