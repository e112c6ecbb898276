//! What the trainer screen ([`super::Trainer`]) takes and gives: the
//! player's and the platform's actions, the frame to draw and the effects
//! for the platform to carry out. Plain data, shared by the apps (through
//! the `uniffi` feature) and the scenario files (through serde).

use super::frame::{MoveFrame, SquareFrame};
use crate::cue::Cue;
use crate::i18n::Lang;
use crate::learn::{ProgressRecord, PuzzleVerdict, Verdict};
use serde::{Deserialize, Serialize};

/// What the trainer opens.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TrainerContent {
    /// A game's lesson, at one step.
    Lesson {
        /// The game's id.
        game_id: String,
        /// The step (from 0).
        step: u32,
    },
    /// A shipped puzzle.
    Puzzle {
        /// The puzzle's id: `bobail-017`.
        puzzle_id: String,
    },
}

/// Something the player or the platform did.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TrainerAction {
    /// A tap on the square with this index (hit-tested by the view). A
    /// tap that completes a move enters it, as [`TrainerAction::Move`].
    Tap {
        /// The square's index.
        square: u32,
    },
    /// A drag started on this square: its piece is picked up (selected)
    /// when it can move.
    DragBegan {
        /// The square's index.
        square: u32,
    },
    /// A drag ended over this square (`None`: off the board): a tap there,
    /// unless the piece is dropped where it stands.
    DragEnded {
        /// The square's index.
        square: Option<u32>,
    },
    /// A tap off the squares: drops the half-entered move.
    ClearSelection,
    /// A move entered whole, in any notation (a screen reader's action).
    Move {
        /// The move.
        notation: String,
    },
    /// The hint button.
    Hint,
    /// The "show solution" button (puzzles).
    Reveal,
    /// The retry button: the step or the puzzle from its start.
    Retry,
    /// The next button (lessons): the next step.
    Next,
    /// The wait a [`TrainerEffect::Wait`] asked for is over: the
    /// opponent's reply, or the next move of a shown solution, is due.
    Due {
        /// The wait's ticket.
        ticket: u32,
    },
    /// The platform kept a [`TrainerEffect::Record`]; a puzzle's record
    /// gives the player's new rating.
    Recorded {
        /// The rating [`crate::learn::Progress::record`] returned.
        rating: Option<i32>,
    },
    /// The app's language changed.
    Language {
        /// The language.
        language: Lang,
    },
}

/// How the last try was judged.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TrainerVerdict {
    /// A lesson move.
    Lesson {
        /// The judgement.
        verdict: Verdict,
    },
    /// A puzzle move.
    Puzzle {
        /// The judgement.
        verdict: PuzzleVerdict,
    },
}

/// The board as the trainer shows it: its squares, drawn and touched as
/// the game screen's are ([`SquareFrame`]), with the marks.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TrainerBoard {
    /// The position drawn, as text.
    pub position: String,
    /// Every square, by index: its piece, the tap selection and its
    /// targets, the movable pieces, the last move and the hint's marks.
    pub squares: Vec<SquareFrame>,
    /// The tap selection, in order.
    pub selection: Vec<u32>,
    /// The move the action just answered played (the player's, the
    /// reply, a move of a shown solution), to animate; `None` when the
    /// board is drawn at rest (its squares still mark the last move).
    pub played: Option<MoveFrame>,
    /// The squares the hint marks: every tap of the hinted move in a
    /// lesson, the first one in a puzzle.
    pub hint_squares: Vec<u32>,
    /// Whether the board is turned half a turn, the second side at the
    /// bottom: a puzzle is seen from the side that solves it.
    pub flipped: bool,
    /// Whether a move entered now is judged (not while a reply is due or
    /// a solution is shown).
    pub accepts_moves: bool,
}

/// Which buttons the screen offers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TrainerButtons {
    /// Hint.
    pub hint: bool,
    /// Show the solution (puzzles).
    pub solution: bool,
    /// Retry.
    pub retry: bool,
    /// Next step (lessons).
    pub next: bool,
}

/// Everything the trainer screen draws.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TrainerFrame {
    /// The game's id.
    pub game_id: String,
    /// Whether it is a puzzle (else a lesson step).
    pub is_puzzle: bool,
    /// `Step 4 of 8 · Guard the goats`, or `bobail-017 · Chain capture · level 3`.
    pub heading: String,
    /// The step's goal, or the puzzle's question.
    pub goal: String,
    /// What the core says about the last action, if anything.
    pub message: Option<String>,
    /// How the last try was judged.
    pub verdict: Option<TrainerVerdict>,
    /// The board.
    pub board: TrainerBoard,
    /// The buttons offered.
    pub buttons: TrainerButtons,
    /// The step is passed, or the puzzle solved.
    pub done: bool,
    /// The player's moves left in a challenge step.
    pub moves_left: Option<u32>,
    /// The player's puzzle rating, once a puzzle's end was kept.
    pub rating: Option<i32>,
}

/// Something for the platform to do.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TrainerEffect {
    /// Keep this in the player's progress (read it from the store,
    /// [`crate::learn::Progress::record`], write it back), then send
    /// [`TrainerAction::Recorded`] with the rating that gave.
    Record {
        /// What to keep.
        record: ProgressRecord,
    },
    /// Play this cue's sound and vibration.
    PlayCue {
        /// The cue.
        cue: Cue,
    },
    /// Have a screen reader say this.
    Announce {
        /// The text.
        text: String,
    },
    /// Send [`TrainerAction::Due`] with this ticket after `millis`.
    Wait {
        /// How long to wait.
        millis: u32,
        /// The ticket to send back (a later wait makes this one stale).
        ticket: u32,
    },
    /// The lesson is over: close the screen.
    Close,
}

/// The answer to an action: the frame to draw and what to do.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TrainerUpdate {
    /// The frame to draw.
    pub frame: TrainerFrame,
    /// The effects, in order.
    pub effects: Vec<TrainerEffect>,
}
