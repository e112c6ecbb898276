//! A lesson being taken: the current step's position, the player's moves
//! judged against the step's condition, wrong moves explained (the session's
//! refusal reasons for illegal ones, the condition's own words for legal
//! ones), and the challenges' computer replies. The same for the CLI and
//! both apps.

use super::lessons::{lesson_steps, Challenge, ChallengeGoal, Check, Step};
use crate::ai::{Engine, Level, SearchSettings};
use crate::i18n::{self, ids, Arg, Lang};
use crate::session::{Seats, Session};
use crate::{find_game, MatchError, MoveInfo, Options, Side};
use serde::Serialize;
use std::sync::atomic::AtomicBool;

/// The node budget of a challenge's hint: well above the Easy computer's.
const HINT_NODES: u64 = 60_000;

/// How a move was judged.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Not a legal move here; the position is unchanged.
    Refused,
    /// Legal, but it does not do what the step asks; the position is unchanged.
    Wrong,
    /// The step is passed.
    Passed,
    /// A challenge goes on: the computer replied.
    Continue,
    /// A challenge was lost; the step starts again.
    Failed,
}

/// The answer to a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Attempt {
    /// The judgement.
    pub verdict: Verdict,
    /// What to tell the player.
    pub message: String,
    /// The computer's reply in a challenge, if it made one.
    pub reply: Option<MoveInfo>,
}

/// A step as a screen shows it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StepView {
    /// The step's number, from 0.
    pub index: u32,
    /// How many steps the lesson has.
    pub count: u32,
    /// The step's title.
    pub title: String,
    /// The title with the step's number: `Step 4 of 8 · Guard the goats`.
    pub heading: String,
    /// The one-sentence goal.
    pub goal: String,
    /// The current position string.
    pub position: String,
    /// Whether it is a challenge against the computer.
    pub is_challenge: bool,
    /// Whether the step is passed.
    pub passed: bool,
    /// The player's moves left in a challenge.
    pub moves_left: Option<u32>,
}

/// Why a lesson could not start.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LessonError {
    /// No lessons for this game id.
    UnknownGame(String),
    /// The step index is past the end.
    NoStep(usize),
    /// A step's position did not load (a defect in the data).
    Data(String),
}

impl LessonError {
    /// What went wrong, in `lang` (the catalogue's `errors` area; a defect
    /// in the data is a developer's, in English).
    pub fn text_in(&self, lang: crate::i18n::Lang) -> String {
        match self {
            LessonError::UnknownGame(id) => crate::tr!(
                lang,
                "error-lesson-unknown-game",
                id = format!("{:?}", crate::limits::short(id))
            ),
            LessonError::NoStep(i) => crate::tr!(lang, "error-lesson-no-step", step = i + 1),
            LessonError::Data(e) => format!("lesson data: {e}"),
        }
    }
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text_in(crate::i18n::Lang::En))
    }
}

impl std::error::Error for LessonError {}

/// One game's lesson in progress.
#[derive(Debug)]
pub struct Lesson {
    game: &'static str,
    steps: &'static [Step],
    index: usize,
    session: Session,
    player: Side,
    passed: bool,
    moves_made: u32,
    captures: u32,
    engine: Engine,
    seed: u64,
}

fn load(game: &str, position: &str, lang: Lang) -> Result<Session, LessonError> {
    let record = find_game(game)
        .and_then(|e| e.from_position(&Options::new(), position))
        .map_err(|e: MatchError| LessonError::Data(e.to_string()))?;
    let mut session = Session::from_record(record, Seats::default());
    session.set_language(lang);
    Ok(session)
}

/// The computer's level as a challenge names it: `easy`.
fn level_name(level: Level, lang: Lang) -> String {
    let id = match level {
        Level::Easy => "learn-level-easy",
        Level::Medium => "learn-level-medium",
        Level::Hard => "learn-level-hard",
        Level::Expert => "learn-level-expert",
        Level::Perfect => "learn-level-perfect",
    };
    i18n::text(lang, id, &[])
}

impl Lesson {
    /// The lesson of game `game`, at its first step.
    pub fn new(game: &str) -> Result<Lesson, LessonError> {
        let steps = lesson_steps(game).ok_or_else(|| LessonError::UnknownGame(game.to_string()))?;
        let game = crate::catalogue()
            .map(|i| i.id)
            .find(|id| *id == game)
            .ok_or_else(|| LessonError::UnknownGame(game.to_string()))?;
        let session = load(game, steps[0].position, Lang::En)?;
        let player = session.side_to_move();
        Ok(Lesson {
            game,
            steps,
            index: 0,
            session,
            player,
            passed: false,
            moves_made: 0,
            captures: 0,
            engine: Engine::new(4),
            seed: 1,
        })
    }

    /// Every step of `game`'s lesson as a list shows it, in `lang`.
    pub fn steps(game: &str, lang: Lang) -> Result<Vec<StepView>, LessonError> {
        let mut lesson = Lesson::new(game)?;
        lesson.set_language(lang);
        (0..lesson.len())
            .map(|index| {
                lesson.go_to(index)?;
                Ok(lesson.view())
            })
            .collect()
    }

    /// The language of the lesson's texts (English unless set).
    pub fn language(&self) -> Lang {
        self.session.language()
    }

    /// Says every text from now on in `lang`: titles, goals, hints, the
    /// explanations of wrong moves and the refusals of illegal ones.
    pub fn set_language(&mut self, lang: Lang) {
        self.session.set_language(lang);
    }

    /// The message `id` in the lesson's language.
    fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        i18n::text(self.language(), id, args)
    }

    /// The game's id.
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// How many steps the lesson has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the lesson has no steps (never: every game has some).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The session of the current position (for drawing, taps, speech).
    pub fn session(&self) -> &Session {
        &self.session
    }

    fn step(&self) -> &'static Step {
        &self.steps[self.index]
    }

    fn key(&self, part: &str) -> String {
        ids::lesson(self.game, self.step().id, part)
    }

    fn challenge(&self) -> Option<Challenge> {
        match self.step().check {
            Check::Challenge(c) => Some(c),
            _ => None,
        }
    }

    /// The current step, as a screen shows it.
    pub fn view(&self) -> StepView {
        let goal = match self.challenge() {
            Some(c) => {
                let level = Arg::from(level_name(c.level, self.language()));
                let moves = Arg::from(c.moves);
                match c.goal {
                    ChallengeGoal::Win => {
                        self.text("learn-challenge-win", &[("level", level), ("moves", moves)])
                    }
                    ChallengeGoal::Captures(n) => self.text(
                        "learn-challenge-captures",
                        &[("count", Arg::from(n)), ("level", level), ("moves", moves)],
                    ),
                    ChallengeGoal::Survive => self.text(
                        "learn-challenge-survive",
                        &[("level", level), ("moves", moves)],
                    ),
                }
            }
            None => self.text(&self.key("goal"), &[]),
        };
        let title = self.text(&self.key("title"), &[]);
        let count = u32::try_from(self.steps.len()).unwrap_or(u32::MAX);
        let index = u32::try_from(self.index).unwrap_or(u32::MAX);
        StepView {
            index,
            count,
            heading: self.text(
                "learn-step-heading",
                &[
                    ("number", Arg::from(index.saturating_add(1))),
                    ("count", Arg::from(count)),
                    ("title", Arg::from(title.as_str())),
                ],
            ),
            title,
            goal,
            position: self.session.record().position_text(),
            is_challenge: self.challenge().is_some(),
            passed: self.passed,
            moves_left: self
                .challenge()
                .map(|c| c.moves.saturating_sub(self.moves_made)),
        }
    }

    /// Goes to step `index` (from 0), at its start.
    pub fn go_to(&mut self, index: usize) -> Result<(), LessonError> {
        let step = self.steps.get(index).ok_or(LessonError::NoStep(index))?;
        self.session = load(self.game, step.position, self.language())?;
        self.player = self.session.side_to_move();
        self.index = index;
        self.passed = false;
        self.moves_made = 0;
        self.captures = 0;
        Ok(())
    }

    /// Starts the current step again.
    pub fn retry(&mut self) -> Result<(), LessonError> {
        self.go_to(self.index)
    }

    /// Goes on to the next step; `false` after the last.
    pub fn next_step(&mut self) -> Result<bool, LessonError> {
        if self.index + 1 >= self.steps.len() {
            return Ok(false);
        }
        self.go_to(self.index + 1)?;
        Ok(true)
    }

    /// A move that passes the step (for a challenge, the engine's choice).
    pub fn hint(&mut self) -> Option<String> {
        self.hint_move().map(|m| m.notation)
    }

    /// The move [`Lesson::hint`] names, as the session describes it (its
    /// taps are the squares a screen marks).
    pub fn hint_move(&mut self) -> Option<MoveInfo> {
        if self.passed || self.session.outcome().is_some() {
            return None;
        }
        if self.challenge().is_some() {
            let settings = SearchSettings::nodes(HINT_NODES);
            let never = AtomicBool::new(false);
            self.engine.clear();
            let thought = self
                .session
                .record()
                .think(&mut self.engine, &settings, &never)
                .ok()?;
            return self.session.legal_moves().get(thought.move_index).cloned();
        }
        // The step's answer, played on a copy: the move itself, with its taps.
        self.session.clone().play(self.step().answer).ok()
    }

    /// The hint as a sentence: `Try c3xc5.`
    pub fn hint_text(&mut self) -> Option<String> {
        let lang = self.language();
        self.hint()
            .map(|m| i18n::text(lang, "learn-hint", &[("move", Arg::from(m))]))
    }

    /// Judges the player's move `notation` and, when it passes, plays it.
    pub fn play(&mut self, notation: &str) -> Attempt {
        if self.passed {
            return attempt(Verdict::Refused, self.text("learn-step-done", &[]), None);
        }
        if let Some(refusal) = self.session.explain(notation) {
            return attempt(Verdict::Refused, refusal.text_in(self.language()), None);
        }
        match self.challenge() {
            Some(c) => self.play_challenge(notation, c),
            None => {
                let mut after = self.session.clone();
                let Ok(played) = after.play(notation) else {
                    return attempt(Verdict::Refused, self.text("learn-step-done", &[]), None);
                };
                match self.judge(&played, &after) {
                    Ok(()) => {
                        self.session = after;
                        self.passed = true;
                        attempt(Verdict::Passed, self.text("learn-right", &[]), None)
                    }
                    Err(why) => attempt(Verdict::Wrong, why, None),
                }
            }
        }
    }

    /// Why `played` (leading to `after`) fails the step's condition.
    fn judge(&self, played: &MoveInfo, after: &Session) -> Result<(), String> {
        let mv = played.notation.as_str();
        let before = &self.session;
        let moved = || ("move", Arg::from(mv));
        match self.step().check {
            Check::Any | Check::Challenge(_) => Ok(()),
            Check::Moves(list) if list.contains(&mv) => Ok(()),
            Check::Moves(_) => Err(self.own_or(|| self.text("learn-wrong-move", &[moved()]))),
            Check::Capture if played.is_capture => Ok(()),
            Check::Capture => Err(self.own_or(|| {
                let captures = capture_list(before, self.language());
                if captures.is_empty() {
                    self.text("learn-wrong-no-capture", &[moved()])
                } else {
                    self.text(
                        "learn-wrong-capture",
                        &[moved(), ("captures", Arg::from(captures))],
                    )
                }
            })),
            Check::CaptureAtLeast(n) if played.detail.captured.len() >= n => Ok(()),
            Check::CaptureAtLeast(n) => Err(self.text(
                "learn-wrong-capture-more",
                &[
                    moved(),
                    ("taken", Arg::from(played.detail.captured.len())),
                    ("wanted", Arg::from(n)),
                ],
            )),
            Check::Crown => {
                let crowned = played
                    .detail
                    .motions
                    .last()
                    .and_then(|m| Some((m.from?, *m.path.last()?)))
                    .is_some_and(|(from, to)| before.piece_at(from) != after.piece_at(to));
                if crowned {
                    Ok(())
                } else {
                    Err(self.text("learn-wrong-crown", &[moved()]))
                }
            }
            Check::Win => {
                if after.outcome().and_then(|o| o.winner) == Some(self.player) {
                    Ok(())
                } else {
                    Err(self.text("learn-wrong-win", &[moved()]))
                }
            }
            Check::Safe => {
                if after.outcome().is_some() {
                    return if after.outcome().and_then(|o| o.winner) == Some(self.player) {
                        Ok(())
                    } else {
                        Err(self.text("learn-wrong-loses", &[moved()]))
                    };
                }
                for reply in after.legal_moves() {
                    let mut probe = after.clone();
                    let Ok(_) = probe.play(&reply.notation) else {
                        continue;
                    };
                    if probe.outcome().and_then(|o| o.winner) == Some(self.player.opponent()) {
                        return Err(self.text(
                            "learn-wrong-loses-with",
                            &[moved(), ("reply", Arg::from(&reply.notation))],
                        ));
                    }
                    if reply.is_capture && reply.side != self.player {
                        return Err(self.text(
                            "learn-wrong-unsafe",
                            &[moved(), ("reply", Arg::from(&reply.notation))],
                        ));
                    }
                }
                Ok(())
            }
        }
    }

    /// The step's own `-wrong` text when it has one, else `generic`.
    fn own_or(&self, generic: impl FnOnce() -> String) -> String {
        let own = self.key("wrong");
        if i18n::has_message(Lang::En, &own) {
            self.text(&own, &[])
        } else {
            generic()
        }
    }

    fn play_challenge(&mut self, notation: &str, c: Challenge) -> Attempt {
        let Ok(played) = self.session.play(notation) else {
            return attempt(Verdict::Refused, self.text("learn-step-done", &[]), None);
        };
        self.moves_made += 1;
        self.captures += played.detail.captured.len() as u32;
        if let Some(done) = self.challenge_state(c, None) {
            return done;
        }
        // The computer replies (every reply, while it keeps the turn).
        let mut reply = None;
        while self.session.outcome().is_none() && self.session.side_to_move() != self.player {
            let settings = SearchSettings::for_level(c.level)
                .without_time()
                .with_seed(self.seed);
            self.seed = self.seed.wrapping_add(1);
            let never = AtomicBool::new(false);
            let Ok(thought) = self
                .session
                .record()
                .think(&mut self.engine, &settings, &never)
            else {
                break;
            };
            let Ok(info) = self.session.play_index(thought.move_index) else {
                break;
            };
            let took = info.is_capture;
            reply = Some(info);
            if took && c.goal == ChallengeGoal::Survive {
                return self.fail("learn-challenge-lost-piece", reply);
            }
        }
        if let Some(done) = self.challenge_state(c, reply.clone()) {
            return done;
        }
        let message = match &reply {
            Some(r) => self.text(
                "learn-challenge-reply",
                &[("reply", Arg::from(&r.notation))],
            ),
            None => String::new(),
        };
        attempt(Verdict::Continue, message, reply)
    }

    /// Whether the challenge is decided now: passed, lost or out of moves.
    fn challenge_state(&mut self, c: Challenge, reply: Option<MoveInfo>) -> Option<Attempt> {
        let won = self.session.outcome().and_then(|o| o.winner) == Some(self.player);
        let reached = match c.goal {
            ChallengeGoal::Win => won,
            ChallengeGoal::Captures(n) => self.captures >= n || won,
            ChallengeGoal::Survive => won || (self.moves_made >= c.moves && reply.is_some()),
        };
        if reached {
            self.passed = true;
            return Some(attempt(
                Verdict::Passed,
                self.text("learn-challenge-won", &[]),
                reply,
            ));
        }
        if self.session.outcome().is_some() {
            return Some(self.fail("learn-challenge-game-lost", reply));
        }
        if self.moves_made >= c.moves && reply.is_some() {
            return Some(self.fail("learn-challenge-out-of-moves", reply));
        }
        None
    }

    fn fail(&mut self, key: &str, reply: Option<MoveInfo>) -> Attempt {
        let message = match &reply {
            Some(r) => self.text(key, &[("reply", Arg::from(&r.notation))]),
            None => self.text(key, &[]),
        };
        // The step's data loaded before, so it loads again.
        let _ = self.retry();
        attempt(Verdict::Failed, message, reply)
    }
}

fn attempt(verdict: Verdict, message: String, reply: Option<MoveInfo>) -> Attempt {
    Attempt {
        verdict,
        message,
        reply,
    }
}

/// The capturing moves of the side to move, as `a, b or c` in `lang`.
fn capture_list(session: &Session, lang: Lang) -> String {
    let list: Vec<String> = session
        .legal_moves()
        .iter()
        .filter(|m| m.is_capture)
        .map(|m| m.notation.clone())
        .collect();
    i18n::list(lang, &list, true)
}
