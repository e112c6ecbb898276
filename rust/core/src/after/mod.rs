//! After the game: the words of the history (a finished game's second
//! line, the statistics lines) and the browser that steps through a
//! finished game with its review, all worded through the catalogue's
//! `history` area.

pub mod browse;
pub mod words;

pub use browse::{ArrowKind, BoardArrow, BrowseError, BrowseFrame, Browser, MoveRow, Note};
