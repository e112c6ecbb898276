//! Stepping through a game: which position shows, which arrows are drawn
//! on it, and the caption under the board.
//!
//! A [`Browser`] shows the game after `ply` moves (0 = the start). At ply
//! `p` the move about to be played, move `p + 1`, is drawn as
//! [`ArrowKind::Played`] arrows and named in the caption; where the
//! review found a better move there, it is drawn as [`ArrowKind::Better`]
//! and named too. Tapping move `i` in the list ([`Browser::select_move`])
//! shows the position before it, so the move and the better one are seen
//! where they were chosen. At the end there are no arrows; the caption
//! says how the game ended.
//!
//! The move list beside the board is the browser's too
//! ([`Browser::rows`]): one [`TurnRow`] per move (per ply, as
//! `select_move` counts), numbered as the move list numbers moves, with
//! the review's label once there is one and what a screen reader says;
//! the row to highlight is [`BrowseFrame::selected`]. The screen around it
//! is [`super::screen::BrowserScreen`].

use crate::i18n::{self, Arg, Lang};
use crate::review::{words as review_words, GameReview, MoveLabel};
use crate::screen::TurnRow;
use crate::session::{history, narration, Session};
use crate::{find_game, GameInfo, MatchError, MoveInfo, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What an arrow on the board shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "snake_case")]
pub enum ArrowKind {
    /// The move played from the position shown.
    Played,
    /// The engine's better move there.
    Better,
}

/// One piece's path, drawn as an arrow from its first square to its last.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardArrow {
    /// What the arrow shows.
    pub kind: ArrowKind,
    /// The squares, first stop to last; a placement is one square.
    pub path: Vec<Square>,
}

/// What the review says about one move, as the browser needs it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Note {
    /// Moves played before it.
    pub ply: u32,
    /// The move played, in notation (checked against the game).
    pub played: String,
    /// Its label.
    pub label: MoveLabel,
    /// The engine's better move, in notation, when the review shows one.
    pub better: Option<String>,
}

impl Note {
    /// The notes of a core review: a better move wherever the move played
    /// was not the engine's own and was not labelled best.
    pub fn of_review(review: &GameReview) -> Vec<Note> {
        review
            .moves
            .iter()
            .map(|m| Note {
                ply: u32::try_from(m.ply).unwrap_or(u32::MAX),
                played: m.played.clone(),
                label: m.label,
                better: (m.label != MoveLabel::Best && !m.best.is_empty() && m.best != m.played)
                    .then(|| m.best.clone()),
            })
            .collect()
    }
}

/// What the board shows now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BrowseFrame {
    /// Moves played in the position shown (0 = the start).
    pub ply: u32,
    /// Moves in the game.
    pub total: u32,
    /// The move about to be played (its index, = `ply`): the row of
    /// [`Browser::rows`] to highlight in the move list; `None` at the end.
    pub selected: Option<u32>,
    /// The arrows: the move about to be played, the better move.
    pub arrows: Vec<BoardArrow>,
    /// The caption under the board.
    pub caption: String,
    /// Whether there is a position before this one.
    pub can_back: bool,
    /// Whether there is a position after this one.
    pub can_forward: bool,
    /// Whether the board is drawn upside down (the second side at the
    /// bottom): see [`Browser::flip`].
    pub flipped: bool,
}

/// Why a browser call was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Error), uniffi(flat_error))]
pub enum BrowseError {
    /// A ply past the end.
    NoSuchPly {
        /// The ply asked for.
        ply: usize,
        /// Moves in the game.
        total: usize,
    },
    /// A move index past the last move.
    NoSuchMove {
        /// The index asked for (0-based).
        index: usize,
        /// Moves in the game.
        total: usize,
    },
    /// A review that does not belong to this game.
    OtherGame {
        /// The first move where they differ (0-based).
        ply: usize,
    },
    /// The game could not be replayed.
    Match(MatchError),
    /// Nothing to browse: neither a game nor a finished game of the
    /// history was given.
    NoGame {
        /// Why, in the screen's language (the catalogue's `browse-no-game`).
        text: String,
    },
}

impl BrowseError {
    /// The error for no game, worded in `lang`.
    pub fn no_game(lang: Lang) -> BrowseError {
        BrowseError::NoGame {
            text: i18n::text(lang, "browse-no-game", &[]),
        }
    }
}

impl fmt::Display for BrowseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrowseError::NoSuchPly { ply, total } => {
                write!(f, "no position after {ply} moves: the game has {total}")
            }
            BrowseError::NoSuchMove { index, total } => {
                write!(f, "no move {}: the game has {total}", index + 1)
            }
            BrowseError::OtherGame { ply } => {
                write!(f, "the review is of another game (move {})", ply + 1)
            }
            BrowseError::Match(e) => write!(f, "{e}"),
            BrowseError::NoGame { text } => f.write_str(text),
        }
    }
}

impl std::error::Error for BrowseError {}

impl From<MatchError> for BrowseError {
    fn from(e: MatchError) -> Self {
        BrowseError::Match(e)
    }
}

/// What the browser knows of one move.
#[derive(Clone, Debug)]
struct Step {
    played: MoveInfo,
    number: String,
    /// The round of its turn, from 1.
    round: u32,
    label: Option<MoveLabel>,
    better: Option<MoveInfo>,
}

/// A game to step through, at one ply at a time; it opens at the end.
pub struct Browser {
    session: Session,
    steps: Vec<Step>,
    ply: usize,
    flipped: bool,
}

impl fmt::Debug for Browser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Browser")
            .field("ply", &self.ply)
            .field("total", &self.steps.len())
            .finish()
    }
}

impl Browser {
    /// A browser of `session`'s game (a copy: the game may go on), at its
    /// last position, with the review's `notes` (see [`Browser::set_notes`]).
    pub fn new(session: &Session, notes: &[Note]) -> Result<Browser, BrowseError> {
        let session = Session::restore(&session.save())?;
        let played = session.history().to_vec();
        let numbers = history::ply_numbers(&played);
        let rounds = history::turns(&played)
            .iter()
            .flat_map(|t| t.moves.iter().map(|_| t.round))
            .collect::<Vec<_>>();
        let steps = played
            .into_iter()
            .zip(numbers)
            .zip(rounds)
            .map(|((played, number), round)| Step {
                played,
                number,
                round,
                label: None,
                better: None,
            })
            .collect::<Vec<_>>();
        let ply = steps.len();
        // The person's side at the bottom, as on the game screen: upside
        // down when the one person at the board played second.
        let flipped = session.seats().lone_human() == Some(crate::Side::Second);
        let mut browser = Browser {
            session,
            steps,
            ply,
            flipped,
        };
        browser.set_notes(notes)?;
        Ok(browser)
    }

    /// The game's information.
    pub fn info(&self) -> &'static GameInfo {
        self.session.record().info()
    }

    /// Moves in the game.
    pub fn total(&self) -> usize {
        self.steps.len()
    }

    /// Moves played in the position shown.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The whole game, as it ended (or stands).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Uses the review's `notes` (empty: no review). Refused, leaving the
    /// notes as they were, when a note names a move the game did not play
    /// there; a better move that is not legal there is not drawn.
    pub fn set_notes(&mut self, notes: &[Note]) -> Result<(), BrowseError> {
        let total = self.steps.len();
        if let Some(bad) = notes.iter().find(|n| {
            self.steps
                .get(n.ply as usize)
                .map_or(true, |step| step.played.notation != n.played)
        }) {
            return Err(BrowseError::OtherGame {
                ply: bad.ply as usize,
            });
        }
        let save = self.session.record().save();
        let mut walk = find_game(self.info().id)?.from_position(&save.options, &save.start)?;
        let mut found: Vec<(Option<MoveLabel>, Option<MoveInfo>)> = vec![(None, None); total];
        for (ply, step) in self.steps.iter().enumerate() {
            if let Some(note) = notes.iter().find(|n| n.ply as usize == ply) {
                let better = note
                    .better
                    .as_ref()
                    .filter(|b| **b != step.played.notation)
                    .and_then(|b| walk.legal_moves().into_iter().find(|m| m.notation == *b));
                found[ply] = (Some(note.label), better);
            }
            walk.play(&step.played.notation)?;
        }
        for (step, (label, better)) in self.steps.iter_mut().zip(found) {
            step.label = label;
            step.better = better;
        }
        Ok(())
    }

    /// Whether a review's labels are in use.
    pub fn reviewed(&self) -> bool {
        self.steps.iter().any(|s| s.label.is_some())
    }

    /// How many moves of `side` got each label, in [`MoveLabel::ALL`]'s order.
    pub fn label_counts(&self, side: crate::Side) -> [u32; 5] {
        let mut counts = [0; 5];
        for label in self
            .steps
            .iter()
            .filter(|s| s.played.side == side)
            .filter_map(|s| s.label)
        {
            counts[label as usize] += 1;
        }
        counts
    }

    /// Uses `review` (`None`: forget the review).
    pub fn set_review(&mut self, review: Option<&GameReview>) -> Result<(), BrowseError> {
        self.set_notes(&review.map(Note::of_review).unwrap_or_default())
    }

    /// Shows the position after `ply` moves.
    pub fn go_to(&mut self, ply: usize) -> Result<(), BrowseError> {
        if ply > self.total() {
            return Err(BrowseError::NoSuchPly {
                ply,
                total: self.total(),
            });
        }
        self.ply = ply;
        Ok(())
    }

    /// Shows the position move `index` (0-based) was played in, with it
    /// and the better move as arrows.
    pub fn select_move(&mut self, index: usize) -> Result<(), BrowseError> {
        if index >= self.total() {
            return Err(BrowseError::NoSuchMove {
                index,
                total: self.total(),
            });
        }
        self.ply = index;
        Ok(())
    }

    /// One move back (stays at the start).
    pub fn back(&mut self) {
        self.ply = self.ply.saturating_sub(1);
    }

    /// One move forward (stays at the end).
    pub fn forward(&mut self) {
        self.ply = (self.ply + 1).min(self.total());
    }

    /// The start position.
    pub fn start(&mut self) {
        self.ply = 0;
    }

    /// The last position.
    pub fn end(&mut self) {
        self.ply = self.total();
    }

    /// What the board shows now, worded in `lang`.
    pub fn frame(&self, lang: Lang) -> BrowseFrame {
        let total = self.total();
        let ply = self.ply;
        let (arrows, caption) = match self.steps.get(ply) {
            Some(step) => {
                let mut arrows = arrows(&step.played, ArrowKind::Played);
                if let Some(better) = &step.better {
                    arrows.extend(self::arrows(better, ArrowKind::Better));
                }
                let caption = self.move_caption(step, lang);
                let caption = if ply == 0 {
                    let separator = i18n::text(lang, "status-separator", &[]);
                    format!(
                        "{}{separator}{caption}",
                        i18n::text(lang, "browse-start", &[])
                    )
                } else {
                    caption
                };
                (arrows, caption)
            }
            None => (Vec::new(), self.end_caption(lang)),
        };
        BrowseFrame {
            ply: count(ply),
            total: count(total),
            selected: (ply < total).then_some(count(ply)),
            arrows,
            caption,
            can_back: ply > 0,
            can_forward: ply < total,
            flipped: self.flipped,
        }
    }

    /// Turns the board over (the person's button).
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Draws the board upside down or not: a browser opened over the game
    /// screen keeps that screen's way up.
    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
    }

    /// The move list beside the board, worded in `lang`: one row per move,
    /// in order (row `i` is move `i`, as [`Browser::select_move`] takes it).
    pub fn rows(&self, lang: Lang) -> Vec<TurnRow> {
        let info = self.info();
        self.steps
            .iter()
            .enumerate()
            .map(|(ply, step)| {
                let turn = history::Turn {
                    round: step.round,
                    side: step.played.side,
                    moves: vec![step.played.notation.clone()],
                    first_ply: ply,
                    captures: step.played.is_capture,
                };
                let speech = narration::TurnSpeech::new(info, &turn).text(lang);
                let label_word = step.label.map(|l| review_words::label(l, lang));
                let spoken = match &label_word {
                    Some(word) => i18n::text(
                        lang,
                        "browse-row-spoken-label",
                        &[
                            ("row", Arg::from(speech)),
                            ("label", Arg::from(word.as_str())),
                        ],
                    ),
                    None => speech,
                };
                TurnRow {
                    number: step.number.clone(),
                    side: step.played.side,
                    text: step.played.notation.clone(),
                    captures: step.played.is_capture,
                    spoken,
                    first_ply: count(ply),
                    label: step.label,
                    label_text: label_word.map(|w| i18n::capitalised(&w)),
                }
            })
            .collect()
    }

    /// `12… Tigers c3-c4`, with `: Mistake. Better: b2-b3` when reviewed.
    fn move_caption(&self, step: &Step, lang: Lang) -> String {
        let info = self.info();
        let mut args = vec![
            ("number", Arg::from(step.number.as_str())),
            ("side", Arg::from(info.side_name(step.played.side, lang))),
            ("move", Arg::from(step.played.notation.as_str())),
        ];
        let Some(label) = step.label else {
            return i18n::text(lang, "browse-move", &args);
        };
        args.push((
            "label",
            Arg::from(i18n::capitalised(&review_words::label(label, lang))),
        ));
        match &step.better {
            Some(better) => {
                args.push(("better", Arg::from(better.notation.as_str())));
                i18n::text(lang, "browse-move-better", &args)
            }
            None => i18n::text(lang, "browse-move-label", &args),
        }
    }

    /// `Final position. The tigers win: …`, or where an unfinished game stands.
    fn end_caption(&self, lang: Lang) -> String {
        let record = self.session.record();
        match self.session.outcome() {
            Some(outcome) => {
                let result = narration::result_sentence_in(
                    record.info(),
                    outcome,
                    &record.status().counters,
                    lang,
                );
                i18n::text(lang, "browse-final", &[("result", Arg::from(result))])
            }
            None if self.total() == 0 => i18n::text(lang, "browse-start", &[]),
            None => i18n::text(lang, "browse-last", &[("moves", Arg::from(self.total()))]),
        }
    }
}

/// A count of moves as the phones take it (a game never has 4 billion).
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The arrows of `mv`: one per piece that moves, from its start (when it
/// has one) through every stop; a placement is its one square, a removal
/// the squares tapped; a pass has none.
pub fn arrows(mv: &MoveInfo, kind: ArrowKind) -> Vec<BoardArrow> {
    let detail = &mv.detail;
    if detail.motions.is_empty() {
        return if detail.taps.is_empty() {
            Vec::new()
        } else {
            vec![BoardArrow {
                kind,
                path: detail.taps.clone(),
            }]
        };
    }
    detail
        .motions
        .iter()
        .map(|m| BoardArrow {
            kind,
            path: m.from.into_iter().chain(m.path.iter().copied()).collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests;
