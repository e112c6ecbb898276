//! The look and feel, described by the core: piece art as paths in the
//! unit square, board themes, and the sound and vibration of each event.
//! Each app has one small interpreter for [`PathOp`]s and plays the sound
//! and pattern [`cue_feedback`] names; no drawing or policy is decided on
//! the phones.

use crate::error::{BoardloreError, Result};
use crate::session::GameMatch;
use boardlore_core::art::PathOp;
use boardlore_core::cue::{Cue, CueFeedback};
use boardlore_core::theme::{self, Theme};
use boardlore_core::tray::SideTray;

/// One filled and/or stroked path of a piece (round caps and joins).
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct ArtShape {
    /// The outline.
    pub ops: Vec<PathOp>,
    /// Fill colour `#rrggbb`, if filled.
    pub fill: Option<String>,
    /// Stroke colour `#rrggbb`, if stroked.
    pub stroke: Option<String>,
    /// Stroke width in the unit square.
    pub stroke_width: f32,
    /// Opacity of the shape, `0..=1`.
    pub opacity: f32,
    /// Fill by the even-odd rule.
    pub even_odd: bool,
}

/// The drawing of one kind of piece: paint `shapes` in order, the unit
/// square mapped onto the square of side twice the piece radius around
/// the piece's centre.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct PieceArt {
    /// The piece's letter, as in `PieceDescription.letter`.
    pub letter: String,
    /// The shapes, in painting order.
    pub shapes: Vec<ArtShape>,
}

/// The art of every piece of a game.
#[uniffi::export]
pub fn piece_art(game_id: String) -> Result<Vec<PieceArt>> {
    let entry = boardlore_core::find_game(&game_id).map_err(BoardloreError::from)?;
    Ok(entry
        .art()
        .into_iter()
        .map(|drawing| PieceArt {
            letter: drawing.letter.to_string(),
            shapes: drawing
                .shapes
                .into_iter()
                .map(|shape| ArtShape {
                    ops: shape.path,
                    fill: shape.fill.map(str::to_string),
                    stroke: shape.stroke.map(str::to_string),
                    stroke_width: shape.stroke_width,
                    opacity: shape.opacity,
                    even_odd: shape.even_odd,
                })
                .collect(),
        })
        .collect())
}

/// A board theme's colours, each `#rrggbb`.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct BoardTheme {
    /// Stable id: `wood`, `dark`, `contrast`.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Whether it is dark.
    pub dark: bool,
    /// The frame and the ground of a line board.
    pub background: String,
    /// Light squares.
    pub cell_light: String,
    /// Dark squares.
    pub cell_dark: String,
    /// Squares of an unchequered board.
    pub cell_plain: String,
    /// Home rows.
    pub cell_home: String,
    /// Board lines and cell borders.
    pub line: String,
    /// Width of a board line as a share of the board's side.
    pub line_width: f32,
    /// Special marks.
    pub mark: String,
    /// Coordinate labels.
    pub label: String,
    /// Ring around the selection.
    pub selected: String,
    /// Dots and rings of legal targets.
    pub target: String,
    /// Tint of the last move's squares.
    pub last_move: String,
    /// Tint and cross of captured squares.
    pub captured: String,
    /// Dashed ring of a hint.
    pub hint: String,
    /// Opacity of the tints.
    pub tint_opacity: f32,
}

impl From<&Theme> for BoardTheme {
    fn from(t: &Theme) -> Self {
        BoardTheme {
            id: t.id.into(),
            name: t.name.into(),
            dark: t.dark,
            background: t.background.into(),
            cell_light: t.cell_light.into(),
            cell_dark: t.cell_dark.into(),
            cell_plain: t.cell_plain.into(),
            cell_home: t.cell_home.into(),
            line: t.line.into(),
            line_width: t.line_width,
            mark: t.mark.into(),
            label: t.label.into(),
            selected: t.selected.into(),
            target: t.target.into(),
            last_move: t.last_move.into(),
            captured: t.captured.into(),
            hint: t.hint.into(),
            tint_opacity: t.tint_opacity,
        }
    }
}

/// Every board theme, in the order Settings lists them.
#[uniffi::export]
pub fn board_themes() -> Vec<BoardTheme> {
    theme::THEMES.iter().map(|t| (*t).into()).collect()
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
    theme::theme_for(&choice, system_dark).into()
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

    /// The cue of the last move as it left the game (a capture, a placement,
    /// a move, or the end: won, lost or drawn from the person's seat);
    /// `None` before the first move.
    pub fn last_move_cue(&self) -> Option<Cue> {
        self.lock().session.last_move_cue()
    }

    /// The game as text to share: the game, the moves by rounds, the result
    /// or whose turn it is, and the position string.
    pub fn share_text(&self) -> String {
        self.lock().session.share_text()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_art_for_each_of_its_pieces() {
        for game in crate::games() {
            let art = piece_art(game.id.clone()).unwrap();
            let letters: Vec<&str> = art.iter().map(|a| a.letter.as_str()).collect();
            let pieces: Vec<&str> = game.pieces.iter().map(|p| p.letter.as_str()).collect();
            assert_eq!(letters, pieces, "{}", game.id);
            assert!(art
                .iter()
                .all(|a| matches!(a.shapes[0].ops[0], PathOp::Move { .. })));
        }
        assert!(matches!(
            piece_art("chess".into()),
            Err(BoardloreError::UnknownGame(_))
        ));
    }

    #[test]
    fn themes_and_cues_cross_the_boundary() {
        let ids: Vec<String> = board_themes().into_iter().map(|t| t.id).collect();
        assert_eq!(ids, ["wood", "dark", "contrast"]);
        assert_eq!(board_theme(board_theme_auto(), true).id, "dark");
        assert_eq!(board_theme("contrast".into(), true).id, "contrast");
        let capture = cue_feedback(Cue::Capture);
        assert_eq!(capture.sound, "capture");
        assert_eq!(capture.pattern_ms.len(), capture.amplitudes.len());
        assert_ne!(cue_feedback(Cue::Move).pattern_ms, capture.pattern_ms);
    }

    #[test]
    fn a_match_reports_the_cue_of_its_last_move_and_shares_its_text() {
        let game = GameMatch::new("bagh-chal".into(), vec![]).unwrap();
        assert_eq!(game.last_move_cue(), None);
        game.play("c3".into()).unwrap();
        assert_eq!(game.last_move_cue(), Some(Cue::Placement));
        game.play("a1-b1".into()).unwrap();
        assert_eq!(game.last_move_cue(), Some(Cue::Move));
        assert!(game.share_text().contains("1. c3 a1-b1"));
        let tray = game.tray();
        assert_eq!(tray.len(), 2);
        let hand = tray[0].in_hand.clone().unwrap();
        assert_eq!((hand.letter.as_str(), hand.count), ("G", 19));
        assert!(tray[1].in_hand.is_none() && tray[0].captured.is_empty());
    }
}
