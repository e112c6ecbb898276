//! The screens as state machines, written once: a screen takes what the
//! person does (a tap, undo, a hint, a lesson move) or what the platform
//! reports (a search's result, a save that failed, the app going to the
//! background, a wait that ended) and answers with the frame to draw and the
//! effects for the platform to carry out (start or cancel a search, save,
//! keep progress, play a cue, announce a text, open a review, show an
//! error). The apps keep threads, files, sound players and drawing; every
//! decision about the screen is made here, once.
//!
//! - [`GameScreen`]: the game screen over a [`Session`](crate::session::Session).
//! - [`GameAction`], [`GameUpdate`], [`GameFrame`], [`GameEffect`]: what
//!   goes in and what comes out.
//! - [`NewGameForm`]: the new-game form and the [`GameSetup`] it starts.
//! - [`policy`]: the choices the two apps used to make differently.
//! - [`PreparedSearch`]: a search job, run by the platform on a thread of
//!   its own.
//! - [`Trainer`]: a lesson step or a puzzle.
//! - [`scenario`]: reading the scenario files every platform's runner plays.

mod action;
mod board;
mod draw;
mod effect;
mod frame;
mod game;
mod new_game;
pub mod policy;
pub mod scenario;
mod search;
mod setup;
#[cfg(test)]
mod tests;
mod trainer;
mod trainer_frame;

pub use action::{GameAction, SearchFailure};
pub(crate) use board::square_frames;
pub use effect::{GameEffect, GameUpdate, SearchPurpose};
pub use frame::{board_label, Busy, GameFrame, MoveFrame, SquareFrame, TurnRow};
pub use game::GameScreen;
pub use new_game::{new_game_form, new_game_setup, NewGameForm};
pub use search::PreparedSearch;
pub use setup::{GameSetup, KeptGame, SearchBudget};
pub use trainer::{Trainer, TrainerError, REPLY_MILLIS, SOLUTION_MILLIS};
pub use trainer_frame::{
    TrainerAction, TrainerBoard, TrainerButtons, TrainerContent, TrainerEffect, TrainerFrame,
    TrainerUpdate, TrainerVerdict,
};
