//! The trainer screen: a lesson step or a puzzle, written once for both
//! apps. It takes an action ([`TrainerAction`]) and answers with the frame
//! to draw and the effects to carry out ([`TrainerUpdate`]).
//!
//! What it decides, so that no app does:
//! - **When progress is recorded.** A lesson step when it is passed. A
//!   puzzle once per opening, at its first end: solved (clean or not) or
//!   its solution shown (never clean). A retry after that is practice.
//! - **What revealing the solution does.** The puzzle counts as failed at
//!   once; the rest of the line is played on the board one move at a time
//!   ([`SOLUTION_MILLIS`] apart) and stays there, with only Retry offered.
//! - **The hint's squares**, from the hinted move itself: all its taps in a
//!   lesson (the move is named too), the first in a puzzle.
//! - **The orientation.** A puzzle is seen from the side that solves it,
//!   as lichess shows its puzzles; a lesson step from the first side, as
//!   its text describes the board.
//! - **How the board is touched**: as on the game screen (the same
//!   selection, targets and drags, [`super::board`]); the move the taps
//!   complete is judged as it is entered.
//! - **The opponent's reply** (a puzzle's forced answer, a challenge's
//!   computer move) is shown after the player's move, [`REPLY_MILLIS`]
//!   later, so both can be followed.

use super::board::{self, indices, move_frame, Touch, Touched};
use super::trainer_frame::{
    TrainerAction, TrainerBoard, TrainerButtons, TrainerContent, TrainerEffect, TrainerFrame,
    TrainerUpdate, TrainerVerdict,
};
use crate::cue::Cue;
use crate::i18n::{self, Arg, Lang};
use crate::learn::{
    find_puzzle, Lesson, LessonError, ProgressRecord, PuzzleRun, PuzzleVerdict, Verdict,
    VerifyError,
};
use crate::session::{Session, TapEffect};
use crate::{MoveInfo, Side};
use std::collections::VecDeque;
use std::fmt;

/// How long the player's move stays on the board before the reply.
pub const REPLY_MILLIS: u32 = 500;
/// How long each move of a shown solution stays before the next.
pub const SOLUTION_MILLIS: u32 = 700;

/// Why the trainer could not open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TrainerError {
    /// The lesson could not start (unknown game, no such step).
    Lesson(LessonError),
    /// No shipped puzzle has this id.
    NoPuzzle(String),
    /// The puzzle's position did not load (a defect in the data).
    Puzzle(VerifyError),
}

impl fmt::Display for TrainerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainerError::Lesson(e) => e.fmt(f),
            TrainerError::NoPuzzle(id) => {
                write!(f, "no puzzle {:?}", crate::limits::short(id))
            }
            TrainerError::Puzzle(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TrainerError {}

#[derive(Debug)]
enum Content {
    Lesson(Box<Lesson>),
    Puzzle {
        run: Box<PuzzleRun>,
        /// Whether this opening's end is kept already.
        recorded: bool,
    },
}

/// What the frame says after a reply is shown.
#[derive(Debug)]
struct Later {
    message: String,
    verdict: TrainerVerdict,
    reply: MoveInfo,
    effects: Vec<TrainerEffect>,
}

#[derive(Debug)]
enum Phase {
    /// The live position; moves are judged.
    Ready,
    /// The player's move is on the board; the reply, already played in
    /// the lesson or puzzle, comes when due.
    ReplyDue { later: Box<Later> },
    /// The solution is being played on the board; `rest` is still to come.
    Revealing { rest: VecDeque<String> },
    /// The whole solution is on the board.
    Shown,
}

/// A lesson step or a puzzle on the screen.
#[derive(Debug)]
pub struct Trainer {
    content: Content,
    lang: Lang,
    phase: Phase,
    /// The board drawn and touched: the live position with the tap
    /// selection when ready, else the player's move before its reply, or
    /// the solution being shown.
    board: Box<Session>,
    message: Option<String>,
    /// Why the last tap was refused, in the screen's language; said
    /// instead of the message until the next action.
    refusal: Option<String>,
    verdict: Option<TrainerVerdict>,
    hint: Vec<u32>,
    /// The move that led to the shown position, for animation.
    played: Option<MoveInfo>,
    rating: Option<i32>,
    ticket: u32,
}

fn cue_of(session: &Session) -> Cue {
    session.last_move_cue().unwrap_or(Cue::Move)
}

impl Trainer {
    /// Opens `content`, speaking `lang`.
    pub fn open(content: &TrainerContent, lang: Lang) -> Result<Trainer, TrainerError> {
        let content = match content {
            TrainerContent::Lesson { game_id, step } => {
                let mut lesson = Lesson::new(game_id).map_err(TrainerError::Lesson)?;
                lesson.set_language(lang);
                let step = usize::try_from(*step).unwrap_or(usize::MAX);
                lesson.go_to(step).map_err(TrainerError::Lesson)?;
                Content::Lesson(Box::new(lesson))
            }
            TrainerContent::Puzzle { puzzle_id } => {
                let puzzle = find_puzzle(puzzle_id)
                    .ok_or_else(|| TrainerError::NoPuzzle(puzzle_id.clone()))?;
                let mut run = PuzzleRun::new(puzzle).map_err(TrainerError::Puzzle)?;
                run.set_language(lang);
                Content::Puzzle {
                    run: Box::new(run),
                    recorded: false,
                }
            }
        };
        let board = Box::new(match &content {
            Content::Lesson(lesson) => lesson.session().clone(),
            Content::Puzzle { run, .. } => run.session().clone(),
        });
        Ok(Trainer {
            content,
            lang,
            phase: Phase::Ready,
            board,
            message: None,
            refusal: None,
            verdict: None,
            hint: Vec::new(),
            played: None,
            rating: None,
            ticket: 0,
        })
    }

    /// Takes `action`; returns the frame to draw and the effects, in order.
    pub fn act(&mut self, action: TrainerAction) -> TrainerUpdate {
        let mut effects = Vec::new();
        // What the last action said of a tap, and its move to animate, are
        // its own: an action that plays no move draws the board at rest.
        self.refusal = None;
        self.played = None;
        match action {
            TrainerAction::Tap { square } => self.touch(Touch::Tap(square), &mut effects),
            TrainerAction::DragBegan { square } => {
                self.touch(Touch::DragBegan(square), &mut effects)
            }
            TrainerAction::DragEnded { square } => {
                self.touch(Touch::DragEnded(square), &mut effects)
            }
            TrainerAction::ClearSelection => self.touch(Touch::Clear, &mut effects),
            TrainerAction::Move { notation } => self.play(&notation, &mut effects),
            TrainerAction::Hint => self.give_hint(&mut effects),
            TrainerAction::Reveal => self.reveal(&mut effects),
            TrainerAction::Retry => self.retry(),
            TrainerAction::Next => self.next(&mut effects),
            TrainerAction::Due { ticket } => self.due(ticket, &mut effects),
            TrainerAction::Recorded { rating } => self.recorded(rating),
            TrainerAction::Language { language } => self.set_language(language),
        }
        TrainerUpdate {
            frame: self.frame(),
            effects,
        }
    }

    fn session(&self) -> &Session {
        match &self.content {
            Content::Lesson(lesson) => lesson.session(),
            Content::Puzzle { run, .. } => run.session(),
        }
    }

    /// Whether a move entered now is judged: not while a reply is due or
    /// a solution is shown, nor once the step is passed or the puzzle solved.
    fn accepts_moves(&self) -> bool {
        matches!(self.phase, Phase::Ready) && !self.done()
    }

    /// The live position on the board, nothing selected.
    fn show_live(&mut self) {
        *self.board = self.session().clone();
    }

    /// A touch on the board, taken as the game screen takes it
    /// ([`board::touched`]): a tap that completes a move enters it.
    fn touch(&mut self, touch: Touch, effects: &mut Vec<TrainerEffect>) {
        if !self.accepts_moves() {
            return;
        }
        match board::touched(&self.board, touch) {
            Touched::Tap(square) => {
                let report = self.board.tap(square);
                self.refusal = report.refusal.map(|r| r.text_in(self.lang));
                match (report.effect, report.played) {
                    (TapEffect::Played, Some(played)) => self.play(&played.notation, effects),
                    (effect, _) => {
                        if let Some(cue) = board::tap_cue(effect) {
                            effects.push(TrainerEffect::PlayCue { cue });
                        }
                    }
                }
            }
            Touched::Clear => self.board.clear_selection(),
            Touched::Nothing => {}
        }
    }

    fn done(&self) -> bool {
        match &self.content {
            Content::Lesson(lesson) => lesson.view().passed,
            Content::Puzzle { run, .. } => run.solved(),
        }
    }

    /// A wait for [`TrainerAction::Due`], making every earlier one stale.
    fn wait(&mut self, millis: u32) -> TrainerEffect {
        self.ticket = self.ticket.wrapping_add(1);
        TrainerEffect::Wait {
            millis,
            ticket: self.ticket,
        }
    }

    /// Forgets the hint.
    fn clear(&mut self) {
        self.hint.clear();
    }

    fn say(&mut self, text: String, effects: &mut Vec<TrainerEffect>) {
        if !text.is_empty() {
            effects.push(TrainerEffect::Announce { text: text.clone() });
        }
        self.message = Some(text);
    }

    fn play(&mut self, notation: &str, effects: &mut Vec<TrainerEffect>) {
        if !matches!(self.phase, Phase::Ready) {
            // The board takes the move back: the frame shows what it showed.
            return;
        }
        self.clear();
        let before = self.session().clone();
        // The player's move on a copy: where the board stands before a reply.
        let mut mid = before;
        let mine = mid.play(notation).ok();
        match &mut self.content {
            Content::Lesson(lesson) => {
                let attempt = lesson.play(notation);
                let verdict = TrainerVerdict::Lesson {
                    verdict: attempt.verdict,
                };
                let step = lesson.view().index;
                let game_id = lesson.game().to_string();
                match (attempt.verdict, attempt.reply, mine) {
                    (Verdict::Refused | Verdict::Wrong, _, _) => {
                        self.verdict = Some(verdict);
                        effects.push(TrainerEffect::PlayCue { cue: Cue::Illegal });
                        self.say(attempt.message, effects);
                    }
                    (Verdict::Failed, _, _) => {
                        // The step started again: its start is on the board.
                        self.verdict = Some(verdict);
                        effects.push(TrainerEffect::PlayCue { cue: Cue::Lost });
                        self.say(attempt.message, effects);
                    }
                    (v @ (Verdict::Passed | Verdict::Continue), Some(reply), Some(mine)) => {
                        let mut later = vec![TrainerEffect::PlayCue {
                            cue: cue_of(lesson.session()),
                        }];
                        if v == Verdict::Passed {
                            later.push(TrainerEffect::Record {
                                record: ProgressRecord::LessonStep { game_id, step },
                            });
                        }
                        self.reply_due(mid, mine, attempt.message, verdict, reply, later, effects);
                    }
                    (v, _, _) => {
                        self.verdict = Some(verdict);
                        self.played = lesson.session().last_move().cloned();
                        effects.push(TrainerEffect::PlayCue {
                            cue: cue_of(lesson.session()),
                        });
                        if v == Verdict::Passed {
                            effects.push(TrainerEffect::Record {
                                record: ProgressRecord::LessonStep { game_id, step },
                            });
                        }
                        self.say(attempt.message, effects);
                    }
                }
            }
            Content::Puzzle { run, recorded } => {
                let attempt = run.play(notation);
                let verdict = TrainerVerdict::Puzzle {
                    verdict: attempt.verdict,
                };
                match (attempt.verdict, attempt.reply, mine) {
                    (PuzzleVerdict::Correct, Some(reply), Some(mine)) => {
                        let later = vec![TrainerEffect::PlayCue {
                            cue: cue_of(run.session()),
                        }];
                        self.reply_due(mid, mine, attempt.message, verdict, reply, later, effects);
                    }
                    (PuzzleVerdict::Solved, _, _) => {
                        self.verdict = Some(verdict);
                        self.played = run.session().last_move().cloned();
                        effects.push(TrainerEffect::PlayCue {
                            cue: cue_of(run.session()),
                        });
                        if !*recorded {
                            *recorded = true;
                            effects.push(TrainerEffect::Record {
                                record: ProgressRecord::Puzzle {
                                    puzzle_id: run.puzzle().id.clone(),
                                    clean: run.clean(),
                                },
                            });
                        }
                        self.say(attempt.message, effects);
                    }
                    _ => {
                        self.verdict = Some(verdict);
                        effects.push(TrainerEffect::PlayCue { cue: Cue::Illegal });
                        self.say(attempt.message, effects);
                    }
                }
            }
        }
        if matches!(self.phase, Phase::Ready) {
            self.show_live();
        }
    }

    /// Shows the player's move `mine` (on `mid`) now and the reply later.
    #[allow(clippy::too_many_arguments)]
    fn reply_due(
        &mut self,
        mid: Session,
        mine: MoveInfo,
        message: String,
        verdict: TrainerVerdict,
        reply: MoveInfo,
        effects_later: Vec<TrainerEffect>,
        effects: &mut Vec<TrainerEffect>,
    ) {
        effects.push(TrainerEffect::PlayCue { cue: cue_of(&mid) });
        self.played = Some(mine);
        self.message = None;
        self.verdict = Some(verdict);
        *self.board = mid;
        self.phase = Phase::ReplyDue {
            later: Box::new(Later {
                message,
                verdict,
                reply,
                effects: effects_later,
            }),
        };
        let wait = self.wait(REPLY_MILLIS);
        effects.push(wait);
    }

    fn give_hint(&mut self, effects: &mut Vec<TrainerEffect>) {
        if !matches!(self.phase, Phase::Ready) || self.done() {
            return;
        }
        self.clear();
        let lang = self.lang;
        match &mut self.content {
            Content::Lesson(lesson) => {
                let Some(hinted) = lesson.hint_move() else {
                    return;
                };
                self.hint = indices(&hinted.detail.taps);
                let text = i18n::text(lang, "learn-hint", &[("move", Arg::from(hinted.notation))]);
                self.say(text, effects);
            }
            Content::Puzzle { run, .. } => {
                if let Some(square) = run.hint() {
                    self.hint = vec![u32::from(square.0)];
                }
            }
        }
    }

    fn reveal(&mut self, effects: &mut Vec<TrainerEffect>) {
        if !matches!(self.phase, Phase::Ready) || self.done() {
            return;
        }
        let Content::Puzzle { run, recorded } = &mut self.content else {
            return;
        };
        let walk = run.session().clone();
        let rest: VecDeque<String> = run.reveal().into_iter().map(|m| m.notation).collect();
        if rest.is_empty() {
            return;
        }
        if !*recorded {
            *recorded = true;
            effects.push(TrainerEffect::Record {
                record: ProgressRecord::Puzzle {
                    puzzle_id: run.puzzle().id.clone(),
                    clean: false,
                },
            });
        }
        self.clear();
        self.verdict = None;
        *self.board = walk;
        self.phase = Phase::Revealing { rest };
        self.show_solution_move(effects);
    }

    /// Plays the next move of the solution being shown.
    fn show_solution_move(&mut self, effects: &mut Vec<TrainerEffect>) {
        let Phase::Revealing { mut rest } = std::mem::replace(&mut self.phase, Phase::Ready) else {
            return;
        };
        if let Some(played) = rest
            .pop_front()
            .and_then(|text| self.board.play(&text).ok())
        {
            effects.push(TrainerEffect::PlayCue {
                cue: cue_of(&self.board),
            });
            self.say(played.notation.clone(), effects);
            self.played = Some(played);
        }
        if rest.is_empty() {
            self.phase = Phase::Shown;
        } else {
            self.phase = Phase::Revealing { rest };
            let wait = self.wait(SOLUTION_MILLIS);
            effects.push(wait);
        }
    }

    fn due(&mut self, ticket: u32, effects: &mut Vec<TrainerEffect>) {
        if ticket != self.ticket {
            return;
        }
        match std::mem::replace(&mut self.phase, Phase::Ready) {
            Phase::ReplyDue { later, .. } => {
                let later = *later;
                self.show_live();
                self.clear();
                self.played = Some(later.reply);
                self.verdict = Some(later.verdict);
                effects.extend(later.effects);
                self.say(later.message, effects);
            }
            revealing @ Phase::Revealing { .. } => {
                self.phase = revealing;
                self.clear();
                self.show_solution_move(effects);
            }
            other => self.phase = other,
        }
    }

    fn recorded(&mut self, rating: Option<i32>) {
        let Some(rating) = rating else {
            return;
        };
        self.rating = Some(rating);
        let solved = TrainerVerdict::Puzzle {
            verdict: PuzzleVerdict::Solved,
        };
        if self.verdict == Some(solved) && matches!(self.phase, Phase::Ready) {
            self.message = Some(i18n::text(
                self.lang,
                "puzzle-solved-rating",
                &[("rating", Arg::from(rating))],
            ));
        }
    }

    fn retry(&mut self) {
        match &mut self.content {
            // The step's data loaded before, so it loads again.
            Content::Lesson(lesson) => {
                let _ = lesson.retry();
            }
            Content::Puzzle { run, .. } => run.restart(),
        }
        self.reset();
    }

    fn next(&mut self, effects: &mut Vec<TrainerEffect>) {
        if !self.done() {
            return;
        }
        let Content::Lesson(lesson) = &mut self.content else {
            return;
        };
        match lesson.next_step() {
            Ok(true) => self.reset(),
            _ => effects.push(TrainerEffect::Close),
        }
    }

    /// The start of a step or puzzle: nothing said, nothing pending.
    fn reset(&mut self) {
        self.show_live();
        self.clear();
        self.phase = Phase::Ready;
        self.message = None;
        self.verdict = None;
        self.ticket = self.ticket.wrapping_add(1);
    }

    fn set_language(&mut self, language: Lang) {
        self.lang = language;
        self.board.set_language(language);
        match &mut self.content {
            Content::Lesson(lesson) => lesson.set_language(self.lang),
            Content::Puzzle { run, .. } => run.set_language(self.lang),
        }
        // What was said stays in the language it was said in until the
        // next action; a rating is said again in the new one.
        if let Some(rating) = self.rating {
            self.recorded(Some(rating));
        }
    }

    /// The frame to draw now.
    pub fn frame(&self) -> TrainerFrame {
        let done = self.done();
        let ready = matches!(self.phase, Phase::Ready);
        let touchable = self.accepts_moves();
        let (heading, goal, is_puzzle, moves_left, flipped) = match &self.content {
            Content::Lesson(lesson) => {
                let view = lesson.view();
                (view.heading, view.goal, false, view.moves_left, false)
            }
            Content::Puzzle { run, .. } => (
                run.puzzle().summary(self.lang).heading,
                run.goal(),
                true,
                None,
                run.solver() == Side::Second,
            ),
        };
        TrainerFrame {
            game_id: self.session().record().info().id.to_string(),
            is_puzzle,
            heading,
            goal,
            message: self.refusal.clone().or_else(|| self.message.clone()),
            verdict: self.verdict,
            board: TrainerBoard {
                position: self.board.record().position_text(),
                squares: board::square_frames(&self.board, &self.hint, touchable),
                selection: if touchable {
                    indices(self.board.selection())
                } else {
                    Vec::new()
                },
                played: self.played.as_ref().map(move_frame),
                hint_squares: self.hint.clone(),
                flipped,
                accepts_moves: touchable,
            },
            buttons: TrainerButtons {
                hint: ready && !done,
                solution: ready && !done && is_puzzle,
                retry: true,
                next: done && !is_puzzle,
            },
            done,
            moves_left,
            rating: self.rating,
        }
    }
}
