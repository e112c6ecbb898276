//! What goes into the game screen: the person's actions and the
//! platform's reports.

use super::setup::GameSetup;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Why a search job ended without a move.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SearchFailure {
    /// The job was cancelled (the screen asked for it, or the position changed).
    Cancelled,
    /// The engine failed (an error, or a panic the platform caught).
    Engine {
        /// The engine's own words.
        message: String,
    },
}

/// One input of the game screen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GameAction {
    /// A tap on the square with this index (hit-tested by the view).
    Tap {
        /// The square's index.
        square: u32,
    },
    /// A drag started on this square.
    DragBegan {
        /// The square's index.
        square: u32,
    },
    /// A drag ended over this square; `None` off the board.
    DragEnded {
        /// The square's index.
        square: Option<u32>,
    },
    /// Clears a half-entered move.
    ClearSelection,
    /// Ends a capture chain at an optional stop.
    Finish,
    /// Passes, where passing is the legal move.
    Pass,
    /// Takes back as the seats say.
    Undo,
    /// Plays again what undo took back.
    Redo,
    /// Asks for a hint.
    Hint,
    /// Resigns as the seats say.
    Resign,
    /// Replaces the game with a new one.
    NewGame {
        /// Its game, options and seats.
        setup: GameSetup,
    },
    /// The same game again from its start, same seats and options.
    Restart,
    /// Opens the review of the finished game.
    Review,
    /// Opens the browser on the game as it stands (in progress or over),
    /// at a move of the list, or at its last position.
    BrowseFrom {
        /// The move to open at, counted from 0: a tapped row's
        /// `first_ply` (the browser shows the position before it, with it
        /// as an arrow); `None` opens at the last position.
        ply: Option<u32>,
    },
    /// Turns the board round.
    Flip,
    /// The screen is showing (again): the computer plays if it is due.
    Shown,
    /// The screen went away or the app to the background: stop thinking.
    Hidden,
    /// The person chose another language.
    LanguageChanged {
        /// The language.
        language: Lang,
    },
    /// Search job `job` found a move.
    SearchFound {
        /// The job's number, from its `StartSearch`.
        job: u64,
        /// The move's index among the legal moves the job searched.
        move_index: u32,
        /// Its notation, checked against that index.
        notation: String,
    },
    /// Search job `job` ended without a move.
    SearchFailed {
        /// The job's number.
        job: u64,
        /// Why.
        failure: SearchFailure,
    },
    /// The save asked for was made.
    SaveDone {
        /// The store's id of the game once it is over and recorded.
        finished_game_id: Option<i64>,
    },
    /// The save asked for failed.
    SaveFailed {
        /// The store's own words.
        message: String,
    },
}
