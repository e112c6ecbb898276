//! Stepping through a game, with its review drawn as arrows: the
//! [`GameBrowser`]. Every choice (which position, which arrows, the
//! caption, the bounds, the move list's rows and which one is current)
//! is the core's [`boardlore_core::after::Browser`]; this module
//! converts to records.

use crate::error::{BoardloreError, Result};
use crate::session::GameMatch;
use crate::store::{GameReviewView, MoveLabel};
use boardlore_core::after::{self, BrowseError, Browser, Note};
use boardlore_core::review::Label;
use boardlore_core::session::Session;
use boardlore_core::Side;
use std::sync::{Arc, Mutex, PoisonError};

/// What an arrow shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum ArrowKind {
    /// The move played from the position shown: draw it in the theme's
    /// last-move colour.
    Played,
    /// The engine's better move there: draw it in the hint colour.
    Better,
}

/// An arrow to draw on the board, from square centre to square centre
/// with the board painter's geometry.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct BoardArrow {
    /// What it shows.
    pub kind: ArrowKind,
    /// The squares, first stop to last; a placement is one square (draw
    /// a mark on it), a multi-jump has every stop.
    pub path: Vec<u32>,
}

/// One row of the move list beside the board: one move (one ply). Draw
/// `number` and `notation`, colour it by `label`, show `label_text`, give
/// `spoken` to the screen reader, and on a tap call
/// [`GameBrowser::select_move`] with `ply`.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct MoveRow {
    /// The move's index (0-based): what `select_move` takes, and the row's
    /// index in `rows()`; the row is current when it equals
    /// `BrowseFrame.selected`.
    pub ply: u32,
    /// Its number as the move list writes it: `12.` for the first side's
    /// turn, `12…` for the second's (Seega's two placements share one).
    pub number: String,
    /// The move in notation.
    pub notation: String,
    /// The side that played it.
    pub side: Side,
    /// Whether it captures.
    pub captures: bool,
    /// The review's label of it, once reviewed.
    pub label: Option<MoveLabel>,
    /// The label in the current language, capitalised (`Mistake`), once
    /// reviewed.
    pub label_text: Option<String>,
    /// What a screen reader says for the row, in the current language:
    /// `Round 12, Tigers, c3-c4`, with `, captures` when it captures and
    /// `, mistake` once reviewed.
    pub spoken: String,
}

impl From<after::MoveRow> for MoveRow {
    fn from(row: after::MoveRow) -> Self {
        MoveRow {
            ply: u32_of(row.ply),
            number: row.number,
            notation: row.notation,
            side: row.side,
            captures: row.captures,
            label: row.label.map(Into::into),
            label_text: row.label_text,
            spoken: row.spoken,
        }
    }
}

/// What the browser shows now.
#[derive(Clone, Debug, uniffi::Record)]
pub struct BrowseFrame {
    /// Moves played in the position shown (0 = the start).
    pub ply: u32,
    /// Moves in the game.
    pub total: u32,
    /// The game at `ply`: draw its board exactly as the game screen does.
    pub position: Arc<GameMatch>,
    /// The move about to be played (its index in the move list, = `ply`):
    /// the row of `GameBrowser.rows()` to highlight (the one whose `ply`
    /// it is); `None` at the end.
    pub selected: Option<u32>,
    /// The move about to be played and, when reviewed, the better one.
    /// None at the end.
    pub arrows: Vec<BoardArrow>,
    /// The caption under the board, in the current language:
    /// `12… Tigers c3-c4: Mistake. Better: b2-b3`, `Final position. …`.
    pub caption: String,
    /// Whether `back` can go back.
    pub can_back: bool,
    /// Whether `forward` can go forward.
    pub can_forward: bool,
}

impl From<BrowseError> for BoardloreError {
    fn from(e: BrowseError) -> Self {
        match e {
            BrowseError::Match(e) => e.into(),
            BrowseError::OtherGame { .. } => BoardloreError::CorruptSave(e.to_string()),
            BrowseError::NoSuchPly { .. } | BrowseError::NoSuchMove { .. } => {
                BoardloreError::IllegalMove(e.to_string())
            }
        }
    }
}

fn label_of(label: MoveLabel) -> Label {
    match label {
        MoveLabel::Best => Label::Best,
        MoveLabel::Good => Label::Good,
        MoveLabel::Inaccuracy => Label::Inaccuracy,
        MoveLabel::Mistake => Label::Mistake,
        MoveLabel::Blunder => Label::Blunder,
    }
}

fn notes(review: Option<&GameReviewView>) -> Vec<Note> {
    review
        .map(|r| {
            r.moves
                .iter()
                .map(|m| Note {
                    ply: m.ply as usize,
                    played: m.played.notation.clone(),
                    label: label_of(m.label),
                    better: m.better.as_ref().map(|b| b.notation.clone()),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn u32_of(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A finished (or unfinished) game to step through, move by move, with
/// its review's labels and better moves. Opens at the last position.
/// Holds its own copy of the game: the game it was made from may go on.
#[derive(uniffi::Object)]
pub struct GameBrowser {
    browser: Mutex<Browser>,
    /// The whole game, to cut at any ply.
    game: Arc<GameMatch>,
}

impl std::fmt::Debug for GameBrowser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameBrowser").finish()
    }
}

impl GameBrowser {
    fn lock(&self) -> std::sync::MutexGuard<'_, Browser> {
        self.browser.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn frame_of(&self, browser: &Browser) -> BrowseFrame {
        let frame = browser.frame(crate::language::current());
        let position = self.game.at_ply(u32_of(frame.ply)).unwrap_or_else(|e| {
            // The copy replayed once already: cutting it cannot fail.
            log::error!("browse: ply {}: {e}", frame.ply);
            self.game.clone()
        });
        BrowseFrame {
            ply: u32_of(frame.ply),
            total: u32_of(frame.total),
            position,
            selected: frame.selected.map(u32_of),
            arrows: frame
                .arrows
                .into_iter()
                .map(|a| BoardArrow {
                    kind: match a.kind {
                        after::ArrowKind::Played => ArrowKind::Played,
                        after::ArrowKind::Better => ArrowKind::Better,
                    },
                    path: a.path.iter().map(|s| u32::from(s.0)).collect(),
                })
                .collect(),
            caption: frame.caption,
            can_back: frame.can_back,
            can_forward: frame.can_forward,
        }
    }

    fn step(&self, f: impl FnOnce(&mut Browser)) -> BrowseFrame {
        let mut browser = self.lock();
        f(&mut browser);
        self.frame_of(&browser)
    }
}

#[uniffi::export]
impl GameBrowser {
    /// A browser of `game` (a copy of it as it stands) with `review`, if
    /// there is one already. Fails when the review is of another game.
    #[uniffi::constructor]
    pub fn new(game: Arc<GameMatch>, review: Option<GameReviewView>) -> Result<Arc<GameBrowser>> {
        let session = Session::restore(&game.save())?;
        let browser = Browser::new(&session, &notes(review.as_ref()))?;
        Ok(Arc::new(GameBrowser {
            browser: Mutex::new(browser),
            game: GameMatch::wrap(session),
        }))
    }

    /// The frame shown now.
    pub fn frame(&self) -> BrowseFrame {
        self.frame_of(&self.lock())
    }

    /// Shows the position after `ply` moves (0 = the start).
    pub fn go_to(&self, ply: u32) -> Result<BrowseFrame> {
        let mut browser = self.lock();
        browser.go_to(ply as usize)?;
        Ok(self.frame_of(&browser))
    }

    /// A tap on move `index` (0-based) of the move list: shows the
    /// position before it, with it (and the better move) as arrows.
    pub fn select_move(&self, index: u32) -> Result<BrowseFrame> {
        let mut browser = self.lock();
        browser.select_move(index as usize)?;
        Ok(self.frame_of(&browser))
    }

    /// One move back (stays at the start).
    pub fn back(&self) -> BrowseFrame {
        self.step(Browser::back)
    }

    /// One move forward (stays at the end).
    pub fn forward(&self) -> BrowseFrame {
        self.step(Browser::forward)
    }

    /// The start position.
    pub fn start(&self) -> BrowseFrame {
        self.step(Browser::start)
    }

    /// The last position.
    pub fn end(&self) -> BrowseFrame {
        self.step(Browser::end)
    }

    /// The move list beside the board, in the current language: one row
    /// per move, in order. Read it again after `set_review` (labels) or a
    /// change of language; stepping changes only `BrowseFrame.selected`.
    pub fn rows(&self) -> Vec<MoveRow> {
        self.lock()
            .rows(crate::language::current())
            .into_iter()
            .map(MoveRow::from)
            .collect()
    }

    /// Uses a review that finished later (`None` forgets it); read `frame`
    /// and `rows` again to see its arrows and labels. A review of another game is ignored (the
    /// review before stays).
    pub fn set_review(&self, review: Option<GameReviewView>) {
        if let Err(e) = self.lock().set_notes(&notes(review.as_ref())) {
            log::warn!("browse: review not used: {e}");
        }
    }
}

#[cfg(test)]
mod tests;
