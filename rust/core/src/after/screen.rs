//! The browser screen's state machine: a finished (or saved) game stepped
//! through move by move, with its review's labels.
//!
//! Like the game screen ([`crate::screen::GameScreen`]) it is pure: it
//! takes what the person does (a step, a tapped row, flip, "Review") or
//! what the platform reports (the review's result) and answers with the
//! frame to draw and the effects to carry out (start the review job,
//! cancel it). The board is drawn from the frame's squares exactly as the
//! game screen's (the game screen's [`SquareFrame`]s, the last move marked),
//! the move list from its rows (the game screen's [`TurnRow`], one per
//! move, with the review's label). The stepping itself (which position,
//! which arrows, the caption) is the [`Browser`]'s.

use super::browse::{BoardArrow, BrowseError, Browser, Note};
use super::words;
use crate::i18n::{self, Arg, Lang};
use crate::level::Level;
use crate::screen::{square_frames, SearchFailure, SquareFrame, TurnRow};
use crate::session::{narration, Session};
use serde::{Deserialize, Serialize};

/// How a browser opens: what the game screen's `OpenBrowser` and
/// `OpenReview` effects ask for, or a finished game of the history.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BrowserOpen {
    /// The game's save text (`OpenBrowser`'s); `None`: the finished game
    /// `finished_game_id` as the store keeps it.
    #[serde(default)]
    pub save: Option<String>,
    /// The store's id of the game once it is over and recorded: its kept
    /// review is shown, and a review asked for is kept under it.
    #[serde(default)]
    pub finished_game_id: Option<i64>,
    /// The move to open at (0-based): the position it was played in, with
    /// it as an arrow; `None`: the last position.
    #[serde(default)]
    pub ply: Option<u32>,
    /// Which way up, as the game screen had it; `None`: the person's side
    /// at the bottom (upside down when the one person played second).
    #[serde(default)]
    pub flipped: Option<bool>,
    /// The language of every text.
    #[serde(default)]
    pub language: Lang,
    /// The level the review searches at; `None`: the core's review level
    /// ([`crate::review::DEFAULT_LEVEL`]). Tests and scenarios ask a
    /// quicker one; the apps pass `None`.
    #[serde(default)]
    pub review_level: Option<Level>,
}

/// Where the review stands.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum ReviewState {
    /// Not asked for (nor kept).
    NotRequested,
    /// Running: the labels fill in when it ends.
    Running,
    /// Done: the rows carry the labels, the arrows the better moves.
    Reviewed {
        /// Per side, first side first: `Goats: 12 best, 3 good and 1 mistake`.
        summary: Vec<String>,
    },
    /// It failed; it may be asked for again.
    Failed {
        /// Why, in the screen's language.
        text: String,
    },
}

/// One input of the browser screen.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum BrowserAction {
    /// Shows the position after `ply` moves (0 = the start); past the end
    /// is ignored.
    GoTo {
        /// Moves played in the position to show.
        ply: u32,
    },
    /// One move back (stays at the start).
    Back,
    /// One move forward (stays at the end).
    Forward,
    /// The start position.
    Start,
    /// The last position.
    End,
    /// A tap on a row of the move list (its `first_ply`): the position
    /// the move was played in, with it (and the better one) as arrows.
    SelectRow {
        /// The row's `first_ply`.
        ply: u32,
    },
    /// Turns the board over.
    Flip,
    /// The screen shows: a finished game of the history that has moves and
    /// no review yet is reviewed.
    Shown,
    /// The person asks for the review.
    RequestReview,
    /// Review job `job` ended with these notes.
    ReviewFound {
        /// The job's number, from its `StartReview`.
        job: u64,
        /// What the review says of each move.
        notes: Vec<Note>,
    },
    /// Review job `job` ended without a review.
    ReviewFailed {
        /// The job's number.
        job: u64,
        /// Why.
        failure: SearchFailure,
    },
    /// The person stopped the review, or the screen closed for good: a
    /// running review stops (and may be asked for again).
    StopReview,
    /// The person chose another language.
    LanguageChanged {
        /// The language.
        language: Lang,
    },
}

/// One thing the platform must do for the browser.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum BrowserEffect {
    /// Run review job `job` on a thread of its own and report
    /// `ReviewFound` or `ReviewFailed` (the mobile API's browser handle
    /// does both: `run_review`).
    StartReview {
        /// The job's number.
        job: u64,
        /// The level it searches at.
        level: Level,
        /// Where the review is kept: the store's id of the finished game.
        finished_game_id: Option<i64>,
    },
    /// Cancel review job `job`; its result, if one still comes, is dropped.
    CancelReview {
        /// The job's number.
        job: u64,
    },
}

/// Everything the browser screen draws.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BrowserFrame {
    /// The game's id.
    pub game_id: String,
    /// The game's name, in the screen's language: the title.
    pub game_name: String,
    /// The language of every text of the frame.
    pub language: Lang,
    /// Every square of the position shown, by index, as the game screen
    /// draws them: the move that led to it marked as the last move.
    pub squares: Vec<SquareFrame>,
    /// Whether the board is drawn upside down (the second side at the bottom).
    pub flipped: bool,
    /// The move about to be played and the review's better one, as arrows.
    pub arrows: Vec<BoardArrow>,
    /// The move list: one row per move (row `i` is move `i`, its
    /// `first_ply`), with the review's label once reviewed.
    pub rows: Vec<TurnRow>,
    /// Moves played in the position shown (0 = the start).
    pub ply: u32,
    /// Moves in the game.
    pub total: u32,
    /// The row to highlight (the move about to be played); `None` at the end.
    pub selected: Option<u32>,
    /// Whether there is a position before this one.
    pub can_back: bool,
    /// Whether there is a position after this one.
    pub can_forward: bool,
    /// The caption under the board: the move about to be played with its
    /// label and the better move, or how the game ended.
    pub caption: String,
    /// The result sentence, once the game is over.
    pub result_text: Option<String>,
    /// Where the review stands.
    pub review: ReviewState,
    /// Whether "Review" is offered: the game has moves and no review is
    /// shown or running.
    pub can_request_review: bool,
    /// The store's id of the game, when it is a finished game of the history.
    pub finished_game_id: Option<i64>,
}

/// The answer to one action: the new frame and the effects, in order.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BrowserUpdate {
    /// What to draw now.
    pub frame: BrowserFrame,
    /// What to do, in order.
    pub effects: Vec<BrowserEffect>,
}

/// The review, as the screen follows it.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Review {
    NotRequested,
    Running { job: u64 },
    Reviewed,
    Failed { message: String },
}

/// The browser screen: a copy of one game, the position shown, the review.
#[derive(Debug)]
pub struct BrowserScreen {
    browser: Browser,
    /// The whole game, to cut at any ply.
    save: String,
    lang: Lang,
    finished_game_id: Option<i64>,
    review_level: Level,
    review: Review,
    next_job: u64,
}

impl BrowserScreen {
    /// The browser `open` asks for, of the game `save` (the opening's own,
    /// or the store's of its finished game) with the kept review's
    /// `notes` (empty: none; a review of another game is not used).
    pub fn new(
        open: &BrowserOpen,
        save: &str,
        notes: &[Note],
    ) -> Result<BrowserScreen, BrowseError> {
        let session = Session::restore(save)?;
        let mut browser = Browser::new(&session, &[])?;
        // A kept review that does not fit is dropped: the game can still
        // be stepped through and reviewed again.
        let reviewed = !notes.is_empty() && browser.set_notes(notes).is_ok();
        if let Some(flipped) = open.flipped {
            browser.set_flipped(flipped);
        }
        if let Some(ply) = open.ply {
            browser.select_move(ply as usize)?;
        }
        Ok(BrowserScreen {
            browser,
            save: session.save(),
            lang: open.language,
            finished_game_id: open.finished_game_id,
            review_level: open.review_level.unwrap_or(crate::review::DEFAULT_LEVEL),
            review: if reviewed {
                Review::Reviewed
            } else {
                Review::NotRequested
            },
            next_job: 1,
        })
    }

    /// The store's id of the game, when it is a finished game of the history.
    pub fn finished_game_id(&self) -> Option<i64> {
        self.finished_game_id
    }

    /// The screen's language.
    pub fn language(&self) -> Lang {
        self.lang
    }

    /// The whole game (a copy of the one it was opened on).
    pub fn session(&self) -> &Session {
        self.browser.session()
    }

    /// The review job the screen waits for, if one runs.
    pub fn running_review(&self) -> Option<u64> {
        match self.review {
            Review::Running { job } => Some(job),
            _ => None,
        }
    }

    /// Takes one action and answers with the frame and the effects.
    pub fn act(&mut self, action: BrowserAction) -> BrowserUpdate {
        let mut effects = Vec::new();
        self.handle(action, &mut effects);
        BrowserUpdate {
            frame: self.frame(),
            effects,
        }
    }

    fn handle(&mut self, action: BrowserAction, fx: &mut Vec<BrowserEffect>) {
        let b = &mut self.browser;
        match action {
            // A step outside the game comes from no button of the frame:
            // it changes nothing.
            BrowserAction::GoTo { ply } => {
                let _ = b.go_to(ply as usize);
            }
            BrowserAction::SelectRow { ply } => {
                let _ = b.select_move(ply as usize);
            }
            BrowserAction::Back => b.back(),
            BrowserAction::Forward => b.forward(),
            BrowserAction::Start => b.start(),
            BrowserAction::End => b.end(),
            BrowserAction::Flip => b.flip(),
            BrowserAction::Shown => {
                if self.finished_game_id.is_some()
                    && self.review == Review::NotRequested
                    && self.browser.total() > 0
                {
                    self.start_review(fx);
                }
            }
            BrowserAction::RequestReview => {
                if self.can_request_review() {
                    self.start_review(fx);
                }
            }
            BrowserAction::ReviewFound { job, notes } => {
                if self.running_review() != Some(job) {
                    return;
                }
                self.review = match self.browser.set_notes(&notes) {
                    Ok(()) => Review::Reviewed,
                    Err(e) => Review::Failed {
                        message: e.to_string(),
                    },
                };
            }
            BrowserAction::ReviewFailed { job, failure } => {
                if self.running_review() != Some(job) {
                    return;
                }
                self.review = match failure {
                    SearchFailure::Cancelled => Review::NotRequested,
                    SearchFailure::Engine { message } => Review::Failed { message },
                };
            }
            BrowserAction::StopReview => {
                if let Some(job) = self.running_review() {
                    self.review = Review::NotRequested;
                    fx.push(BrowserEffect::CancelReview { job });
                }
            }
            BrowserAction::LanguageChanged { language } => self.lang = language,
        }
    }

    fn can_request_review(&self) -> bool {
        matches!(self.review, Review::NotRequested | Review::Failed { .. })
            && self.browser.total() > 0
    }

    fn start_review(&mut self, fx: &mut Vec<BrowserEffect>) {
        let job = self.next_job;
        self.next_job += 1;
        self.review = Review::Running { job };
        fx.push(BrowserEffect::StartReview {
            job,
            level: self.review_level,
            finished_game_id: self.finished_game_id,
        });
    }

    /// The frame of the screen as it stands.
    pub fn frame(&self) -> BrowserFrame {
        let lang = self.lang;
        let shown = self.browser.frame(lang);
        let info = self.browser.info();
        let session = self.browser.session();
        let review = match &self.review {
            Review::NotRequested => ReviewState::NotRequested,
            Review::Running { .. } => ReviewState::Running,
            Review::Reviewed => ReviewState::Reviewed {
                summary: info
                    .sides
                    .iter()
                    .map(|side| {
                        let counts = self.browser.label_counts(side.side);
                        words::summary_of_counts(info, side.side, counts, lang)
                    })
                    .collect(),
            },
            Review::Failed { message } => ReviewState::Failed {
                text: i18n::text(
                    lang,
                    "browse-review-failed",
                    &[("reason", Arg::from(message.as_str()))],
                ),
            },
        };
        BrowserFrame {
            game_id: info.id.to_string(),
            game_name: info.name_in(lang),
            language: lang,
            squares: self.squares(shown.ply as usize),
            flipped: shown.flipped,
            arrows: shown.arrows,
            rows: self.browser.rows(lang),
            ply: shown.ply,
            total: shown.total,
            selected: shown.selected,
            can_back: shown.can_back,
            can_forward: shown.can_forward,
            caption: shown.caption,
            result_text: session.outcome().map(|outcome| {
                narration::result_sentence_in(
                    info,
                    outcome,
                    &session.record().status().counters,
                    lang,
                )
            }),
            review,
            can_request_review: self.can_request_review(),
            finished_game_id: self.finished_game_id,
        }
    }

    /// The squares of the position after `ply` moves, the move that led
    /// there marked as the last move.
    fn squares(&self, ply: usize) -> Vec<SquareFrame> {
        let Ok(mut at) = Session::restore(&self.save) else {
            return Vec::new();
        };
        at.set_language(self.lang);
        // A resignation is taken back first (the history does not count
        // it), then the moves, latest first.
        while at.history().len() > ply {
            if at.undo_move().is_err() {
                return Vec::new();
            }
        }
        square_frames(&at, &[], false)
    }
}

/// Reads a browser scenario's opening (the `open` of a scenario file,
/// see `tests/scenarios/README.md`). A save given as a JSON object is kept
/// as its text.
pub fn scenario_open(open: &str) -> Result<BrowserOpen, String> {
    let mut value: serde_json::Value = serde_json::from_str(open).map_err(|e| e.to_string())?;
    if let Some(save) = value.get_mut("save").filter(|s| s.is_object()) {
        *save = serde_json::Value::String(save.to_string());
    }
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// A browser scenario step's action.
pub fn scenario_action(step: &str) -> Result<BrowserAction, String> {
    serde_json::from_str(step).map_err(|e| e.to_string())
}

/// One recorded (action, frame, effects) of the browser, as the
/// expected-frames files keep it.
pub fn scenario_record(action: &BrowserAction, update: &BrowserUpdate) -> serde_json::Value {
    serde_json::json!({ "action": action, "frame": update.frame, "effects": update.effects })
}

#[cfg(test)]
mod tests;
