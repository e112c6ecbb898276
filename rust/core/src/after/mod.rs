//! After the game: the words of the history (a finished game's second
//! line, the statistics lines), the browser that steps through a
//! finished game with its review, and the browser screen around it
//! ([`BrowserScreen`]), all worded through the catalogue's `history` area.

pub mod browse;
pub mod screen;
pub mod words;

pub use browse::{ArrowKind, BoardArrow, BrowseError, BrowseFrame, Browser, Note};
pub use screen::{
    BrowserAction, BrowserEffect, BrowserFrame, BrowserOpen, BrowserScreen, BrowserUpdate,
    ReviewState,
};
