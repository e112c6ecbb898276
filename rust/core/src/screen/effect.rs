//! What comes out of the game screen: the frame and the effects.

use super::frame::GameFrame;
use crate::cue::CueFeedback;
use crate::level::Level;
use serde::Serialize;

/// What a search job is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum SearchPurpose {
    /// The computer's move, played when found.
    ComputerMove,
    /// A hint, shown when found.
    Hint,
}

/// One thing the platform must do for the screen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GameEffect {
    /// Run search job `job` on an engine thread (the screen prepares it:
    /// `GameScreen::prepare_search`) and report its result.
    StartSearch {
        /// The job's number.
        job: u64,
        /// What it is for.
        purpose: SearchPurpose,
        /// The level it searches at.
        level: Level,
    },
    /// Cancel search job `job`; its result, if one still comes, is dropped.
    CancelSearch {
        /// The job's number.
        job: u64,
    },
    /// Keep this save as the game in progress (and record the game once
    /// over); report `SaveDone` or `SaveFailed`.
    Save {
        /// The save text.
        save: String,
        /// Whether the game is over (the store records it).
        over: bool,
    },
    /// Play this sound and vibration.
    Cue {
        /// The cue with its sound and haptics.
        feedback: CueFeedback,
    },
    /// Have the screen reader say this.
    Announce {
        /// The sentence.
        text: String,
    },
    /// Open the review of the finished game with this store id: the
    /// browser (`BrowserOpen` with `finished_game_id`) at its end.
    OpenReview {
        /// The store's id.
        game_id: i64,
        /// Whether the board is drawn upside down, as on the game screen.
        flipped: bool,
    },
    /// Open the browser on a copy of the game as it stands: the browser
    /// screen (`BrowserOpen` with these fields) with the kept review of
    /// `finished_game_id` if there is one, at move `ply` when it is given
    /// (else at the last position). The game screen goes on; the copy
    /// does not follow it.
    OpenBrowser {
        /// The game's save text.
        save: String,
        /// The move to open at (0-based, less than the moves played), or
        /// `None` for the last position.
        ply: Option<u32>,
        /// The store's id of the game once it is over and recorded (its
        /// review, if one is kept).
        finished_game_id: Option<i64>,
        /// Whether the board is drawn upside down, as on the game screen.
        flipped: bool,
    },
    /// Show this error.
    ShowError {
        /// The message.
        text: String,
    },
}

/// The answer to one action: the new frame and the effects, in order.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameUpdate {
    /// What to draw now.
    pub frame: GameFrame,
    /// What to do, in order.
    pub effects: Vec<GameEffect>,
}
