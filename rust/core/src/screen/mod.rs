//! The apps' screens as state machines, written once: each takes the
//! player's and the platform's actions and answers with the frame to draw
//! and the effects for the platform to carry out (keep this, play that
//! cue, wake me later). The platforms draw, run the effects and forward
//! input; they decide nothing.
//!
//! - [`Trainer`]: a lesson step or a puzzle.

mod trainer;
mod trainer_frame;

pub use trainer::{Trainer, TrainerError, REPLY_MILLIS, SOLUTION_MILLIS};
pub use trainer_frame::{
    TrainerAction, TrainerBoard, TrainerButtons, TrainerContent, TrainerEffect, TrainerFrame,
    TrainerUpdate, TrainerVerdict,
};
