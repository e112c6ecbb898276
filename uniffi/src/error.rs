//! The one error type of the API.

use boardlore_core::{MatchError, MoveError};

/// Everything that can go wrong in a call. Kotlin sees it as
/// `BoardloreException` with one subclass per variant, Swift as
/// `BoardloreError`; every variant carries a readable message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum BoardloreError {
    /// No game has this id.
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    /// A variant option that the game does not have, or a value it does not allow.
    #[error("{0}")]
    BadOption(String),
    /// A position string that cannot be read.
    #[error("bad position: {0}")]
    BadPosition(String),
    /// Text that is not a move in any notation.
    #[error("{0}")]
    BadNotation(String),
    /// A well-formed move that is not legal now (or is ambiguous).
    #[error("{0}")]
    IllegalMove(String),
    /// The game is over: no move, pass or resignation is possible.
    #[error("the game is over")]
    GameOver,
    /// Undo with nothing to undo.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// Redo with nothing to redo.
    #[error("there is no move to redo")]
    NothingToRedo,
    /// A save that cannot be read or does not replay.
    #[error("corrupt save: {0}")]
    CorruptSave(String),
    /// A square index that is not on this board.
    #[error("{0}")]
    InvalidSquare(String),
    /// The search was cancelled before it finished.
    #[error("the search was cancelled")]
    Cancelled,
    /// The position changed while the engine was thinking; the move was not played.
    #[error("the position changed while the engine was thinking")]
    StalePosition,
    /// The game store failed (disk full, a damaged file that could not be
    /// moved aside, a store from a newer version).
    #[error("{0}")]
    Store(String),
    /// A failure inside the library that no input should cause.
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<MatchError> for BoardloreError {
    fn from(e: MatchError) -> Self {
        match e {
            MatchError::UnknownGame(id) => BoardloreError::UnknownGame(id),
            MatchError::Option(e) => BoardloreError::BadOption(e.to_string()),
            MatchError::Position(e) => BoardloreError::BadPosition(e.to_string()),
            MatchError::Move(MoveError::GameOver) => BoardloreError::GameOver,
            MatchError::Move(e @ (MoveError::Unreadable(_) | MoveError::TooLong(_))) => {
                BoardloreError::BadNotation(e.to_string())
            }
            MatchError::Move(e @ (MoveError::Illegal(_) | MoveError::Ambiguous { .. })) => {
                BoardloreError::IllegalMove(e.to_string())
            }
            MatchError::NothingToUndo => BoardloreError::NothingToUndo,
            MatchError::NothingToRedo => BoardloreError::NothingToRedo,
            MatchError::CorruptSave(why) => BoardloreError::CorruptSave(why),
        }
    }
}

// A `MoveError` or an `OptionError` crosses as the `MatchError` it is part
// of (`MatchError::from`), so that one conversion says what each becomes.

/// The result type of every fallible call.
pub type Result<T, E = BoardloreError> = std::result::Result<T, E>;
