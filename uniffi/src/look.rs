//! The look and feel, described by the core: piece art as paths in the
//! unit square, board themes, and the sound and vibration of each event.
//! Each app has one small interpreter for [`PathOp`]s and plays the sound
//! and pattern [`cue_feedback`] names; no drawing or policy is decided on
//! the phones.

use crate::error::Result;
use crate::session::GameMatch;
use boardlore_core::art::PieceArt;
use boardlore_core::cue::{Cue, CueFeedback};
use boardlore_core::theme::{self, BoardTheme};
use boardlore_core::tray::SideTray;

/// The art of every piece of a game: paint each piece's `shapes` in
/// order, the unit square mapped onto the square of side twice the piece
/// radius around the piece's centre.
#[uniffi::export]
pub fn piece_art(game_id: String) -> Result<Vec<PieceArt>> {
    Ok(boardlore_core::find_game(&game_id)?.art())
}

/// Every board theme, in the order Settings lists them.
#[uniffi::export]
pub fn board_themes() -> Vec<BoardTheme> {
    theme::themes()
}

/// The settings value that follows the system (wood by day, dark by night).
#[uniffi::export]
pub fn board_theme_auto() -> String {
    theme::AUTO.to_string()
}

/// The theme for a stored choice (`auto` or a theme id; anything else
/// reads as `auto`), given whether the system or app is dark.
#[uniffi::export]
pub fn board_theme(choice: String, system_dark: bool) -> BoardTheme {
    theme::theme_for(&choice, system_dark)
}

/// What to play for `cue`.
#[uniffi::export]
pub fn cue_feedback(cue: Cue) -> CueFeedback {
    cue.feedback()
}

#[uniffi::export]
impl GameMatch {
    /// Both sides' pieces in hand and pieces lost, first side first.
    pub fn tray(&self) -> Vec<SideTray> {
        self.lock().session.tray().into()
    }

    /// The game as text to share: the game, the moves by rounds, the result
    /// or whose turn it is, and the position string.
    pub fn share_text(&self) -> String {
        self.lock().session.share_text()
    }
}
