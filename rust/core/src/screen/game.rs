//! The game screen's state machine.

use super::action::{GameAction, SearchFailure};
use super::board::{self, Touch, Touched};
use super::effect::{GameEffect, GameUpdate, SearchPurpose};
use super::frame::Busy;
use super::policy;
use super::search::PreparedSearch;
use super::setup::{GameSetup, KeptGame, SearchBudget};
use crate::ai::SearchSettings;
use crate::cue::move_cue;
use crate::i18n::{self, Lang};
use crate::level::Level;
use crate::session::{Session, TapEffect};
use crate::{find_game, MatchError, MoveInfo, Options, Square};

/// The search the screen waits for; the result of any other is dropped.
#[derive(Clone, Copy, Debug)]
struct Job {
    id: u64,
    purpose: SearchPurpose,
    level: Level,
    /// The session's revision it searches; any change cancels the job.
    revision: u64,
}

/// The game screen: one game in progress, the search it waits for, the
/// hint, the last refusal, the save's state. Pure: it runs nothing itself;
/// every action returns the effects for the platform to carry out.
#[derive(Debug)]
pub struct GameScreen {
    pub(super) session: Session,
    /// The hinted move, shown until the game changes.
    pub(super) hint: Option<MoveInfo>,
    /// Why the last tap or button was refused, in the screen's language.
    pub(super) refusal: Option<String>,
    pub(super) save_error: Option<String>,
    pub(super) finished_game_id: Option<i64>,
    pub(super) flipped: bool,
    /// The last action played exactly one new move: its frame animates it.
    pub(super) animates: bool,
    job: Option<Job>,
    next_job: u64,
    /// The screen is not showing: the computer waits.
    hidden: bool,
    /// Engine failures of the computer's search since it last moved.
    engine_failures: u32,
    pub(super) budget: Option<SearchBudget>,
    /// Effects of opening the screen, returned with the first update.
    pending: Vec<GameEffect>,
    /// Results dropped because their job was no longer awaited.
    dropped: u32,
}

/// How many times in a row a computer's search the engine failed in is
/// started again: once, so a passing failure does not leave the computer
/// silent, and no more, so a lasting one does not loop.
const ENGINE_RETRIES: u32 = 1;

fn session_for(setup: &GameSetup) -> Result<Session, MatchError> {
    let entry = find_game(&setup.game_id)?;
    let options = Options::parse_settings((entry.info)().options, &setup.options)
        .map_err(MatchError::Option)?;
    let seats = policy::offered_seats(setup.seats, entry.levels);
    Ok(Session::from_record(entry.new_match(&options)?, seats))
}

impl GameScreen {
    fn with_session(mut session: Session, lang: Lang, budget: Option<SearchBudget>) -> GameScreen {
        session.set_language(lang);
        GameScreen {
            flipped: session.seats().lone_human() == Some(crate::Side::Second),
            session,
            hint: None,
            refusal: None,
            save_error: None,
            finished_game_id: None,
            animates: false,
            job: None,
            next_job: 1,
            hidden: true,
            engine_failures: 0,
            budget,
            pending: Vec::new(),
            dropped: 0,
        }
    }

    /// A new game under `setup`, its texts in `lang`. The screen starts
    /// hidden: send [`GameAction::Shown`] when it shows (the computer moves
    /// then if it has the first move).
    pub fn new(setup: &GameSetup, lang: Lang) -> Result<GameScreen, MatchError> {
        let mut screen = GameScreen::with_session(session_for(setup)?, lang, setup.budget);
        let mut effects = Vec::new();
        screen.save(&mut effects);
        screen.pending = effects;
        Ok(screen)
    }

    /// The game in progress kept for `game_id` (its save text), or, when
    /// the save cannot be read or holds another game, a new game as
    /// [`policy::unreadable_save_setup`] says, with the error shown.
    /// A game that was saved over is saved again so the screen learns its
    /// id in the history (the store records it only once).
    pub fn resume(
        save: &str,
        game_id: &str,
        fallback_level: Level,
        lang: Lang,
        budget: Option<SearchBudget>,
    ) -> Result<GameScreen, MatchError> {
        match Session::restore(save) {
            Ok(mut session) if session.record().info().id == game_id => {
                // A save from a build that offered another level plays at
                // the nearest level offered now.
                let entry = find_game(game_id)?;
                let seats = policy::offered_seats(session.seats(), entry.levels);
                if seats != session.seats() {
                    session.set_seats(seats);
                }
                let mut screen = GameScreen::with_session(session, lang, budget);
                if screen.session.outcome().is_some() {
                    let mut effects = Vec::new();
                    screen.save(&mut effects);
                    screen.pending = effects;
                }
                Ok(screen)
            }
            _ => {
                let setup = GameSetup {
                    budget,
                    ..policy::unreadable_save_setup(game_id, fallback_level)
                };
                let mut screen = GameScreen::new(&setup, lang)?;
                let text = i18n::text(lang, "screen-save-unreadable", &[]);
                screen.pending.insert(0, GameEffect::ShowError { text });
                Ok(screen)
            }
        }
    }

    /// The screen of what the store keeps for `game_id`: the game in
    /// progress it saved ([`GameScreen::resume`]); a new game as
    /// [`policy::unreadable_save_setup`] says when nothing is kept (no
    /// error: the person simply starts); and, when the store cannot be
    /// read, the same new game with the unreadable save's error shown.
    pub fn open_kept(
        kept: KeptGame,
        game_id: &str,
        fallback_level: Level,
        lang: Lang,
        budget: Option<SearchBudget>,
    ) -> Result<GameScreen, MatchError> {
        match kept {
            KeptGame::Save(save) => {
                GameScreen::resume(&save, game_id, fallback_level, lang, budget)
            }
            KeptGame::Nothing => {
                let setup = GameSetup {
                    budget,
                    ..policy::unreadable_save_setup(game_id, fallback_level)
                };
                GameScreen::new(&setup, lang)
            }
            // A store that cannot be read is a save that cannot be read.
            KeptGame::Unreadable => GameScreen::resume("", game_id, fallback_level, lang, budget),
        }
    }

    /// The session (for reading; every change goes through [`GameScreen::act`]).
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Results dropped because the screen no longer waited for their job.
    pub fn dropped_results(&self) -> u32 {
        self.dropped
    }

    /// What the screen waits for.
    pub fn busy(&self) -> Busy {
        match self.job.map(|job| job.purpose) {
            None => Busy::Idle,
            Some(SearchPurpose::ComputerMove) => Busy::Thinking,
            Some(SearchPurpose::Hint) => Busy::FindingHint,
        }
    }

    /// Whether taps on the board are taken: not while the computer has the
    /// move or thinks, nor once the game is over.
    pub fn accepts_taps(&self) -> bool {
        self.busy() != Busy::Thinking
            && self.session.outcome().is_none()
            && self.session.computer_to_move().is_none()
    }

    fn person_to_move(&self) -> bool {
        self.session.outcome().is_none() && self.session.computer_to_move().is_none()
    }

    /// The search of job `job`, if the screen still waits for it; `seed`
    /// varies the easy level's choices when no fixed budget is set.
    pub fn prepare_search(&self, job: u64, seed: u64) -> Option<PreparedSearch> {
        let current = self.job.filter(|j| j.id == job)?;
        let mut settings = SearchSettings::for_level(current.level).with_seed(seed);
        if current.purpose == SearchPurpose::Hint {
            settings = settings.for_hint(self.session.record().table_value().is_some());
        }
        if let Some(budget) = self.budget {
            settings = settings.without_time().with_seed(budget.seed);
            settings.max_nodes = Some(budget.max_nodes);
        }
        Some(PreparedSearch {
            job,
            record: self.session.record().clone_box(),
            settings,
        })
    }

    /// Takes one action and answers with the frame and the effects.
    pub fn act(&mut self, action: GameAction) -> GameUpdate {
        let mut effects = std::mem::take(&mut self.pending);
        self.animates = false;
        self.handle(action, &mut effects);
        GameUpdate {
            frame: self.frame(),
            effects,
        }
    }

    fn handle(&mut self, action: GameAction, fx: &mut Vec<GameEffect>) {
        let lang = self.session.language();
        match action {
            GameAction::Tap { square } => self.touch(Touch::Tap(square), fx),
            GameAction::DragBegan { square } => self.touch(Touch::DragBegan(square), fx),
            GameAction::DragEnded { square } => self.touch(Touch::DragEnded(square), fx),
            GameAction::ClearSelection => self.touch(Touch::Clear, fx),
            GameAction::Finish | GameAction::Pass => {
                if !self.person_to_move() {
                    return;
                }
                self.cancel_job(fx);
                let played = if action == GameAction::Finish {
                    self.session.finish()
                } else {
                    self.session.pass()
                };
                match played {
                    Ok(_) => self.moved(1, fx),
                    Err(refusal) => self.refusal = Some(refusal.text_in(lang)),
                }
            }
            GameAction::Undo => {
                self.cancel_job(fx);
                if !self.session.can_undo() {
                    return;
                }
                match self.session.undo() {
                    Ok(moves) => {
                        self.hint = None;
                        self.refusal = None;
                        let text = self.session.taken_back_announcement(moves.len()).text(lang);
                        fx.push(GameEffect::Announce { text });
                        self.changed(fx);
                    }
                    Err(error) => self.error(error.to_string(), fx),
                }
            }
            GameAction::Redo => {
                if !self.session.can_redo() || self.busy() == Busy::Thinking {
                    return;
                }
                self.cancel_job(fx);
                match self.session.redo() {
                    Ok(moves) if !moves.is_empty() => self.moved(moves.len(), fx),
                    Ok(_) => {}
                    Err(error) => self.error(error.to_string(), fx),
                }
            }
            GameAction::Hint => {
                if self.person_to_move() && self.busy() == Busy::Idle && self.hint.is_none() {
                    let level = policy::hint_level(&self.session.seats());
                    self.start_job(SearchPurpose::Hint, level, fx);
                }
            }
            GameAction::Resign => {
                if self.session.outcome().is_some() {
                    return;
                }
                self.cancel_job(fx);
                match self.session.resign() {
                    Ok(_) => {
                        self.hint = None;
                        self.refusal = None;
                        let person = self.session.seats().lone_human();
                        let cue = move_cue(false, false, self.session.outcome(), person);
                        fx.push(GameEffect::Cue {
                            feedback: cue.feedback(),
                        });
                        fx.push(GameEffect::Announce {
                            text: self.session.status_line(),
                        });
                        self.save(fx);
                    }
                    Err(error) => self.error(error.to_string(), fx),
                }
            }
            GameAction::NewGame { setup } => match session_for(&setup) {
                Ok(session) => {
                    self.cancel_job(fx);
                    *self = GameScreen {
                        next_job: self.next_job,
                        hidden: self.hidden,
                        dropped: self.dropped,
                        ..GameScreen::with_session(session, lang, setup.budget)
                    };
                    self.changed(fx);
                }
                Err(error) => self.error(error.to_string(), fx),
            },
            GameAction::Restart => {
                self.cancel_job(fx);
                match self.session.restart() {
                    Ok(()) => {
                        self.hint = None;
                        self.refusal = None;
                        self.finished_game_id = None;
                        self.changed(fx);
                    }
                    Err(error) => self.error(error.to_string(), fx),
                }
            }
            GameAction::Review => {
                if let (Some(game_id), true) =
                    (self.finished_game_id, self.session.outcome().is_some())
                {
                    fx.push(GameEffect::OpenReview {
                        game_id,
                        flipped: self.flipped,
                    });
                }
            }
            GameAction::BrowseFrom { ply } => {
                let played = self.session.history().len();
                let within = ply.map_or(played > 0, |p| (p as usize) < played);
                if within {
                    fx.push(GameEffect::OpenBrowser {
                        save: self.session.save(),
                        ply,
                        finished_game_id: self.finished_game_id,
                        flipped: self.flipped,
                    });
                }
            }
            GameAction::Flip => self.flipped = !self.flipped,
            GameAction::Shown => {
                self.hidden = false;
                self.engine_failures = 0;
                self.computer_if_due(fx);
            }
            GameAction::Hidden => {
                self.hidden = true;
                self.cancel_job(fx);
            }
            GameAction::LanguageChanged { language } => {
                self.session.set_language(language);
                self.refusal = None;
            }
            GameAction::SearchFound {
                job,
                move_index,
                notation,
            } => self.found(job, move_index, &notation, fx),
            GameAction::SearchFailed { job, failure } => {
                let Some(current) = self.job.filter(|j| j.id == job) else {
                    self.dropped += 1;
                    return;
                };
                self.job = None;
                if let SearchFailure::Engine { message } = failure {
                    fx.push(GameEffect::ShowError {
                        text: crate::tr!(lang, "screen-engine-failed", why = message),
                    });
                    if current.purpose == SearchPurpose::ComputerMove
                        && self.engine_failures < ENGINE_RETRIES
                    {
                        self.engine_failures += 1;
                        self.computer_if_due(fx);
                    }
                }
            }
            GameAction::SaveDone { finished_game_id } => {
                self.save_error = None;
                if finished_game_id.is_some() {
                    self.finished_game_id = finished_game_id;
                }
            }
            GameAction::SaveFailed { message } => {
                let text = crate::tr!(lang, "screen-save-failed", why = message);
                self.save_error = Some(text.clone());
                fx.push(GameEffect::ShowError { text });
            }
        }
    }

    /// A touch on the board, taken as [`board::touched`] says, while the
    /// screen takes taps.
    fn touch(&mut self, touch: Touch, fx: &mut Vec<GameEffect>) {
        if !self.accepts_taps() {
            return;
        }
        match board::touched(&self.session, touch) {
            Touched::Tap(square) => self.tap(square, fx),
            Touched::Clear => {
                self.session.clear_selection();
                self.refusal = None;
            }
            Touched::Nothing => {}
        }
    }

    fn tap(&mut self, square: Square, fx: &mut Vec<GameEffect>) {
        if self.busy() == Busy::FindingHint {
            self.cancel_job(fx);
        }
        let report = self.session.tap(square);
        self.refusal = report.refusal.map(|r| r.text_in(self.session.language()));
        if report.effect == TapEffect::Played {
            self.moved(1, fx);
        } else if let Some(cue) = board::tap_cue(report.effect) {
            fx.push(GameEffect::Cue {
                feedback: cue.feedback(),
            });
        }
    }

    fn found(&mut self, job: u64, index: u32, notation: &str, fx: &mut Vec<GameEffect>) {
        let Some(current) = self
            .job
            .filter(|j| j.id == job && j.revision == self.session.revision())
        else {
            self.dropped += 1;
            return;
        };
        self.job = None;
        let index = usize::try_from(index).unwrap_or(usize::MAX);
        let Some(info) = self
            .session
            .legal_moves()
            .get(index)
            .filter(|m| m.notation == notation)
            .cloned()
        else {
            self.dropped += 1;
            return;
        };
        match current.purpose {
            SearchPurpose::ComputerMove => {
                if self
                    .session
                    .play_computer_move(current.revision, index)
                    .is_ok()
                {
                    self.engine_failures = 0;
                    self.moved(1, fx);
                }
            }
            SearchPurpose::Hint => {
                let lang = self.session.language();
                if let Some(announcement) = self.session.hint_announcement(&info.notation) {
                    fx.push(GameEffect::Announce {
                        text: announcement.text(lang),
                    });
                }
                self.hint = Some(info);
            }
        }
    }

    /// `played` moves were played (or replayed): the last one's cue, its
    /// announcement, the save, and the computer's reply if due. The frame
    /// animates the last move only when it is the one move just played.
    fn moved(&mut self, played: usize, fx: &mut Vec<GameEffect>) {
        self.hint = None;
        self.animates = played == 1;
        let cue = policy::cue_of_last_move(&self.session);
        fx.push(GameEffect::Cue {
            feedback: cue.feedback(),
        });
        if let Some(announcement) = self.session.played_announcement() {
            fx.push(GameEffect::Announce {
                text: announcement.text(self.session.language()),
            });
        }
        self.changed(fx);
    }

    /// After every change of the game: save, and let the computer reply.
    fn changed(&mut self, fx: &mut Vec<GameEffect>) {
        self.hint = None;
        self.save(fx);
        self.computer_if_due(fx);
    }

    fn save(&mut self, fx: &mut Vec<GameEffect>) {
        fx.push(GameEffect::Save {
            save: self.session.save(),
            over: self.session.outcome().is_some(),
        });
    }

    fn error(&mut self, text: String, fx: &mut Vec<GameEffect>) {
        fx.push(GameEffect::ShowError { text });
    }

    fn computer_if_due(&mut self, fx: &mut Vec<GameEffect>) {
        if self.hidden || self.job.is_some() {
            return;
        }
        if let Some(level) = self.session.computer_to_move() {
            self.start_job(SearchPurpose::ComputerMove, level, fx);
        }
    }

    fn start_job(&mut self, purpose: SearchPurpose, level: Level, fx: &mut Vec<GameEffect>) {
        let id = self.next_job;
        self.next_job += 1;
        self.job = Some(Job {
            id,
            purpose,
            level,
            revision: self.session.revision(),
        });
        fx.push(GameEffect::StartSearch {
            job: id,
            purpose,
            level,
        });
    }

    fn cancel_job(&mut self, fx: &mut Vec<GameEffect>) {
        if let Some(job) = self.job.take() {
            fx.push(GameEffect::CancelSearch { job: job.id });
        }
    }
}
