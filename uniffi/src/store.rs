//! After the game, through the API: the game store ([`GameStore`]: the
//! autosave of each game, the finished games, statistics, reviews), the
//! engine review as a background job ([`ReviewJob`]: progress and cancel),
//! browsing a game at any move, and sharing a game as PGN-style text.

use crate::error::{BoardloreError, Result};
use crate::learn::LearnProgress;
use crate::records::MoveDescription;
use crate::session::GameMatch;
use boardlore_core::after::words as after_words;
use boardlore_core::ai::{pool, Level};
use boardlore_core::i18n::Lang;
use boardlore_core::learn::Progress;
use boardlore_core::review::{self, words, GameReview, MoveLabel, MoveReview};
use boardlore_core::session::Session;
use boardlore_core::{find_game, pgn, GameInfo};
pub use boardlore_store::{AutosavedGame, StatisticsLine, StoredGame};
use boardlore_store::{Imported, Store, StoreError};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

impl From<StoreError> for BoardloreError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::BadSave(why) => BoardloreError::CorruptSave(why),
            other => BoardloreError::Store(other.to_string()),
        }
    }
}

/// One reviewed move, ready to show.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct ReviewedMove {
    /// Moves played before it: browse to this ply to see the position it
    /// was played in.
    pub ply: u32,
    /// Its turn number as the move list shows it (`12.`, `12…`).
    pub turn: String,
    /// The move played, with its squares (for the arrow).
    pub played: MoveDescription,
    /// The engine's move there, with its squares; `None` when it is the
    /// move played.
    pub better: Option<MoveDescription>,
    /// The engine's line from there, its move first.
    pub line: Vec<String>,
    /// The label.
    pub label: MoveLabel,
    /// The label as the core words it (`mistake`).
    pub label_text: String,
    /// The position before, for the mover (`goats 62%`, `tigers win in 7`).
    pub before_text: String,
    /// The position after, for the mover.
    pub after_text: String,
    /// The mover's expected score before, 0–1.
    pub before_expected: f64,
    /// The mover's expected score after, 0–1.
    pub after_expected: f64,
    /// The one-line comment (`mistake (goats 55% → 44%); best was a5`).
    pub comment: String,
}

/// A game's review, ready to show.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct GameReviewView {
    /// Every move, in order.
    pub moves: Vec<ReviewedMove>,
    /// Per side, first side first, in the language asked for: `Goats: 12
    /// best, 3 good and 1 mistake` (labels a side never got left out).
    pub summary: Vec<String>,
}

/// A review's progress: positions searched of the total.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct ReviewProgress {
    /// Positions searched.
    pub done: u32,
    /// Positions to search.
    pub total: u32,
}

/// The description of move `notation` in `record`'s current position.
fn describe(record: &dyn boardlore_core::AnyMatch, notation: &str) -> Option<MoveDescription> {
    let side = record.status().side_to_move;
    record
        .legal_moves()
        .into_iter()
        .find(|m| m.notation == notation)
        .map(|info| MoveDescription::new(&info, side))
}

fn view(
    info: &GameInfo,
    session: &Session,
    review: &GameReview,
    language: Lang,
) -> Result<GameReviewView> {
    let save = session.record().save();
    let mut walk = find_game(info.id)?.from_position(&save.options, &save.start)?;
    let mut moves = Vec::with_capacity(review.moves.len());
    for mv in &review.moves {
        let played = describe(walk.as_ref(), &mv.played)
            .ok_or_else(|| BoardloreError::CorruptSave(format!("move {}", mv.ply + 1)))?;
        let better = if mv.label == MoveLabel::Best || mv.best == mv.played {
            None
        } else {
            describe(walk.as_ref(), &mv.best)
        };
        moves.push(reviewed(info, mv, played, better, language));
        walk.play(&mv.played)?;
    }
    let summary = info
        .sides
        .iter()
        .map(|side| after_words::review_summary(info, side.side, review, language))
        .collect();
    Ok(GameReviewView { moves, summary })
}

fn reviewed(
    info: &GameInfo,
    mv: &MoveReview,
    played: MoveDescription,
    better: Option<MoveDescription>,
    language: Lang,
) -> ReviewedMove {
    ReviewedMove {
        ply: mv.ply as u32,
        turn: mv.turn.clone(),
        played,
        better,
        line: mv.line.clone(),
        label: mv.label,
        label_text: words::label(mv.label, language),
        before_text: words::evaluation(info, mv.side, &mv.before, language),
        after_text: words::evaluation(info, mv.side, &mv.after, language),
        before_expected: mv.before.expected,
        after_expected: mv.after.expected,
        comment: words::comment(info, mv, language),
    }
}

/// Every game a player has played, in one SQLite database: the autosave of
/// each game, the finished games, the statistics and the reviews. Safe to
/// share between threads (calls take turns).
#[derive(uniffi::Object)]
pub struct GameStore {
    store: Mutex<Store>,
    moved_aside: Option<String>,
}

impl std::fmt::Debug for GameStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameStore").finish()
    }
}

impl GameStore {
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl GameStore {
    /// Opens (or creates) the app's store at `path`, in the app's own
    /// folder. A damaged file, or one that is no store at all, is moved
    /// aside and a fresh store made: [`GameStore::moved_aside`] says where.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<GameStore>> {
        let opened = Store::open_own(&path)?;
        Ok(Arc::new(GameStore {
            store: Mutex::new(opened.store),
            moved_aside: opened.moved_aside.map(|p| p.display().to_string()),
        }))
    }

    /// Where a damaged database was moved when the store was opened, so
    /// the app can tell the player; `None` normally.
    pub fn moved_aside(&self) -> Option<String> {
        self.moved_aside.clone()
    }

    /// Keeps `game` as the game in progress of its game, in one
    /// transaction; when it is over, records it as a finished game. Call it
    /// after every move. Returns the finished game's id once it is over.
    pub fn autosave(&self, game: Arc<GameMatch>) -> Result<Option<i64>> {
        let text = game.save();
        Ok(self.lock().autosave(&text)?.finished)
    }

    /// The game in progress of `game_id`, if one is kept.
    pub fn resume(&self, game_id: String) -> Result<Option<Arc<GameMatch>>> {
        match self.lock().autosaved(&game_id)? {
            Some(text) => Ok(Some(GameMatch::restore(text)?)),
            None => Ok(None),
        }
    }

    /// Whether a game in progress of `game_id` is kept.
    pub fn has_autosave(&self, game_id: String) -> Result<bool> {
        Ok(self.lock().autosaved(&game_id)?.is_some())
    }

    /// Every game in progress kept (one per game), the most recently saved
    /// first: the order of "Continue". The order is the store's order of
    /// saves, so two games saved in the same second still come in order.
    pub fn autosaved_games(&self, language: Lang) -> Result<Vec<AutosavedGame>> {
        Ok(self.lock().autosaves_in(language)?)
    }

    /// Imports an old save file (the apps' earlier formats) as its game's
    /// game in progress, unless one is kept already. True when imported.
    /// Remove the old file afterwards, whatever the answer.
    pub fn import_legacy(&self, text: String) -> Result<bool> {
        Ok(matches!(
            self.lock().import_legacy(&text)?,
            Imported::Imported(_)
        ))
    }

    /// The player's learning progress, every game's, as the store keeps
    /// it (empty progress when none is kept yet).
    pub fn learn_progress(&self) -> Result<Arc<LearnProgress>> {
        let rows = self.lock().all_learn_progress()?;
        Ok(LearnProgress::from_progress(Progress::from_per_game_json(
            rows.iter().map(|(id, json)| (id.as_str(), json.as_str())),
        )))
    }

    /// Keeps `progress` (one row per game), in one transaction.
    pub fn save_learn_progress(&self, progress: Arc<LearnProgress>) -> Result<()> {
        Ok(self
            .lock()
            .save_learn_progress_batch(&progress.per_game_json())?)
    }

    /// Whether any learning progress is kept (an app imports its older
    /// copy only into an empty one).
    pub fn has_learn_progress(&self) -> Result<bool> {
        Ok(!self.lock().all_learn_progress()?.is_empty())
    }

    /// Finished games, newest first; every text in the language asked for.
    pub fn games(&self, offset: u32, limit: u32, language: Lang) -> Result<Vec<StoredGame>> {
        Ok(self.lock().games_in(u64::from(offset), limit, language)?)
    }

    /// How many finished games there are.
    pub fn game_count(&self) -> Result<u64> {
        Ok(self.lock().game_count()?)
    }

    /// A finished game, to browse or review: at its last move.
    pub fn open_game(&self, id: i64) -> Result<Arc<GameMatch>> {
        let save = self.lock().game(id)?.save;
        GameMatch::restore(save)
    }

    /// Deletes a finished game and its review.
    pub fn delete_game(&self, id: i64) -> Result<()> {
        Ok(self.lock().delete_game(id)?)
    }

    /// Wins, draws and losses per game, level and side.
    pub fn statistics(&self, language: Lang) -> Result<Vec<StatisticsLine>> {
        Ok(self.lock().statistics_in(language)?.rows)
    }

    /// A finished game as PGN-style text to share, with its date and, when
    /// it has been reviewed, the review's comments.
    pub fn share_text(&self, id: i64, language: Lang) -> Result<String> {
        let store = self.lock();
        let game = store.game(id)?;
        let session = Session::restore(&game.save)?;
        let comments = match store.review(id)? {
            Some(text) => GameReview::from_json(&text)
                .map(|r| r.comments(language))
                .unwrap_or_default(),
            None => Vec::new(),
        };
        Ok(pgn::export(
            &session,
            Some(&pgn::date_of(game.summary.finished_at)),
            &comments,
        ))
    }

    /// The review kept for finished game `id`, if it was reviewed.
    pub fn review(&self, id: i64, language: Lang) -> Result<Option<GameReviewView>> {
        let store = self.lock();
        let Some(text) = store.review(id)? else {
            return Ok(None);
        };
        let session = Session::restore(&store.game(id)?.save)?;
        let review = match GameReview::from_json(&text) {
            Ok(review) => review,
            Err(_) => return Ok(None), // an old format: review again
        };
        Ok(Some(view(
            session.record().info(),
            &session,
            &review,
            language,
        )?))
    }

    /// A review of finished game `id` at `level`'s budget, to run on a
    /// background thread ([`ReviewJob::run`]); the result is kept.
    pub fn request_review(
        self: Arc<Self>,
        id: i64,
        level: Level,
        language: Lang,
    ) -> Result<Arc<ReviewJob>> {
        let save = self.lock().game(id)?.save;
        ReviewJob::new(
            Session::restore(&save)?,
            level,
            language,
            Some((self.clone(), id)),
        )
    }
}

/// A review asked for on the UI thread and run on a background thread:
/// [`ReviewJob::run`] blocks until done; [`ReviewJob::progress`] can be
/// read meanwhile; [`ReviewJob::cancel`] stops it within milliseconds.
#[derive(uniffi::Object)]
pub struct ReviewJob {
    session: Session,
    level: Level,
    /// The language of the review's texts.
    language: Lang,
    keep: Option<(Arc<GameStore>, i64)>,
    cancel: AtomicBool,
    started: AtomicBool,
    done: AtomicU32,
    total: AtomicU32,
}

impl std::fmt::Debug for ReviewJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReviewJob")
            .field("level", &self.level)
            .finish()
    }
}

impl ReviewJob {
    fn new(
        session: Session,
        level: Level,
        language: Lang,
        keep: Option<(Arc<GameStore>, i64)>,
    ) -> Result<Arc<ReviewJob>> {
        let total = session.history().len() as u32 + 1;
        Ok(Arc::new(ReviewJob {
            session,
            level,
            language,
            keep,
            cancel: AtomicBool::new(false),
            started: AtomicBool::new(false),
            done: AtomicU32::new(0),
            total: AtomicU32::new(total),
        }))
    }
}

#[uniffi::export]
impl ReviewJob {
    /// Reviews every move. Blocks: call it on a background thread. Fails
    /// with `Cancelled` when cancelled (before or during), and on a second call.
    pub fn run(&self) -> Result<GameReviewView> {
        if self.started.swap(true, Ordering::SeqCst) || self.cancel.load(Ordering::SeqCst) {
            return Err(BoardloreError::Cancelled);
        }
        let record = self.session.record();
        let settings = review::settings_for(record, self.level);
        let result = pool::with_engine(pool::new_owner(), |engine| {
            review::review(
                record,
                engine,
                &settings,
                &self.cancel,
                &mut |done, total| {
                    self.done.store(done as u32, Ordering::SeqCst);
                    self.total.store(total as u32, Ordering::SeqCst);
                },
            )
        });
        let review = result.map_err(|e| match e {
            review::ReviewError::Cancelled => BoardloreError::Cancelled,
            review::ReviewError::Match(e) => e.into(),
            review::ReviewError::Corrupt(e) => BoardloreError::Internal(e),
        })?;
        if let Some((store, id)) = &self.keep {
            store.lock().save_review(*id, &review.to_json())?;
        }
        view(record.info(), &self.session, &review, self.language)
    }

    /// Positions searched so far, of the total.
    pub fn progress(&self) -> ReviewProgress {
        ReviewProgress {
            done: self.done.load(Ordering::SeqCst),
            total: self.total.load(Ordering::SeqCst),
        }
    }

    /// Stops the review: at once if it runs, before it starts if not.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }
}

#[uniffi::export]
impl GameMatch {
    /// A copy of this game at `ply` moves played (the later moves can be
    /// replayed with `redo`), for browsing a game move by move.
    pub fn at_ply(&self, ply: u32) -> Result<Arc<GameMatch>> {
        let mut session = Session::restore(&self.save())?;
        let ply = ply as usize;
        if ply > session.history().len() {
            return Err(BoardloreError::IllegalMove(format!(
                "the game has {} moves",
                session.history().len()
            )));
        }
        // A resignation goes first, then the moves, latest first.
        while session.history().len() > ply {
            session.undo_move()?;
        }
        Ok(GameMatch::wrap(session))
    }

    /// A review of this game as it stands, at `level`'s budget, to run on a
    /// background thread; nothing is stored.
    pub fn request_review(&self, level: Level, language: Lang) -> Result<Arc<ReviewJob>> {
        ReviewJob::new(Session::restore(&self.save())?, level, language, None)
    }
}
