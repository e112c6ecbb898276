//! # boardlore-store
//!
//! Every game a player has played, kept in one SQLite database (the bundled
//! SQLite, so that Android and iOS run the same code): the game in progress
//! of each game (the autosave), every finished game, the reviews, and the
//! learning progress of each game. The rules core stays free of I/O; this
//! crate reads and writes the core's save text and asks the core what a
//! save means (who won, who sat where).
//!
//! Durability: the database runs in WAL mode with `synchronous=FULL`, and
//! each [`Store::autosave`] is one transaction, so a process killed at any
//! point keeps either the previous autosave or the new one, and a finished
//! game once acknowledged is never lost. A store with damaged pages is
//! salvaged: it is moved aside ([`Opened::moved_aside`]), every game that
//! can still be read is copied into a fresh store, and [`Opened::salvage`]
//! says how many were kept and lost. A file that is not a Boardlore store
//! (not SQLite, or another program's database) is left as it is:
//! [`StoreError::NotAStore`]; only at an app's own path
//! ([`Store::open_own`]) is such a file the app's store destroyed, and moved
//! aside. A store that cannot be written is opened
//! read-only ([`Opened::read_only`]): it can be listed, not changed.
//!
//! ```
//! use boardlore_store::Store;
//! let store = Store::open_in_memory().unwrap();
//! assert!(store.games(0, 10).unwrap().is_empty());
//! ```
#![deny(missing_docs)]

mod error;
mod old_files;
mod salvage;
mod schema;
mod stats;
mod words;

pub use error::StoreError;
pub use old_files::OldSaves;
use salvage::check_ours;
pub use schema::SCHEMA_VERSION;
pub use stats::{Statistics, StatisticsLine};

use boardlore_core::ai::Level;
use boardlore_core::i18n::Lang;
use boardlore_core::session::{Seat, Session};
use boardlore_core::{EndReason, Side};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

// The store's own rows that the phones see are exported from here (the
// `uniffi` feature), so the mobile API never copies their fields.
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

/// A result of the store.
pub type Result<T> = std::result::Result<T, StoreError>;

/// A finished game in the history list (no moves: cheap to list), its
/// texts worded by the core in the language asked for. The apps' history
/// row (the mobile API exports it as it is: the `uniffi` feature).
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StoredGame {
    /// The store's id of this game.
    pub id: i64,
    /// The game's id (`bagh-chal`).
    pub game_id: String,
    /// The game's name (`Bagh Chal`), in the language asked for.
    pub game_name: String,
    /// The variant options, as the core writes them (JSON).
    pub options: String,
    /// Who played the first side.
    pub first: Seat,
    /// Who played the second side.
    pub second: Seat,
    /// When it began, in seconds since 1970 (UTC).
    pub started_at: i64,
    /// When it ended, in seconds since 1970 (UTC).
    pub finished_at: i64,
    /// The day it ended, as the core writes dates (`2026.11.25`, UTC):
    /// PGN's form, for sharing and sorting, not for players.
    pub date: String,
    /// The day it ended, worded for players in the language asked for, the
    /// month's name the core's: `25 November 2026`. The apps show this.
    pub date_text: String,
    /// The winner, `None` for a draw.
    pub winner: Option<Side>,
    /// Why it ended.
    pub reason: EndReason,
    /// The core's result sentence (`The tigers win: 5 goats captured.`), in
    /// the language asked for (the words it was recorded with when its save
    /// can no longer be read).
    pub result_text: String,
    /// Moves played.
    pub plies: u32,
    /// The row's second line, worded by the core in the language asked for:
    /// `You (Goats) against Computer, Hard · 42 moves`.
    pub details: String,
}

/// A finished game with its record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FinishedGame {
    /// Its place in the history, worded in English.
    pub summary: StoredGame,
    /// The core's save text (with seats): restore it with `Session::restore`.
    pub save: String,
}

/// A game in progress as the store keeps it (its autosave), for the apps'
/// "Continue": no moves, cheap to list.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AutosavedGame {
    /// The game's id (`bagh-chal`): one game in progress per game.
    pub game_id: String,
    /// The game's name in the language asked for.
    pub game_name: String,
    /// When this game began, in seconds since 1970 (UTC).
    pub started_at: i64,
    /// When it was last saved, in seconds since 1970 (UTC).
    pub saved_at: i64,
    /// Moves played; 0 when the save cannot be read.
    pub plies: u32,
    /// Whether the game in it is over (the store keeps a finished game's
    /// last position as its game's autosave until a new game starts).
    pub over: bool,
}

/// What an autosave did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Autosaved {
    /// The finished game's id when this save ended the game (recorded or
    /// updated in the same transaction), `None` while it goes on.
    pub finished: Option<i64>,
}

/// What importing an old save file did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Imported {
    /// It became the autosave of this game.
    Imported(String),
    /// The store already holds a game in progress of this game; the old
    /// file was not needed.
    AlreadyHad(String),
}

/// A store just opened, and whether a damaged file had to be moved aside.
#[derive(Debug)]
pub struct Opened {
    /// The store.
    pub store: Store,
    /// Where the damaged database was moved, when it was: tell the player.
    pub moved_aside: Option<PathBuf>,
    /// What was saved from the damaged database, when it was moved aside.
    pub salvage: Option<Salvage>,
    /// Whether the store could only be opened read-only (a file or folder
    /// that cannot be written): it lists, and every change fails.
    pub read_only: bool,
}

/// What was saved from a damaged store into the fresh one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Salvage {
    /// Finished games copied into the fresh store.
    pub saved: u64,
    /// Finished games that could not be read (rows on damaged pages; where
    /// a damaged page hides which ids it held, each id it may have held).
    pub lost: u64,
}

/// A page of the history: the finished games that could be read, and the
/// ids of the rows in the page that could not (a value of the wrong type),
/// which are skipped.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GamesPage {
    /// The games, newest first.
    pub games: Vec<StoredGame>,
    /// The ids of the rows skipped.
    pub unreadable: Vec<i64>,
}

/// The game store: one SQLite connection. Not `Sync`; wrap it in a mutex to
/// share it between threads.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
}

/// Seconds since 1970.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::Human => "human",
        Seat::Computer { level } => level.name(),
    }
}

fn seat_of(name: &str) -> Seat {
    name.parse::<Level>()
        .map_or(Seat::Human, |level| Seat::Computer { level })
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn side_of(name: &str) -> Option<Side> {
    match name {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}

fn reason_name(reason: EndReason) -> String {
    serde_json::to_value(reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn reason_of(name: &str) -> EndReason {
    serde_json::from_value(serde_json::Value::String(name.to_string()))
        .unwrap_or(EndReason::NoLegalMove)
}

/// The human's side and the computer's level, for statistics: only a game
/// of one human against the computer has them.
fn human_and_level(first: Seat, second: Seat) -> (Option<Side>, Option<Level>) {
    match (first, second) {
        (Seat::Human, Seat::Computer { level }) => (Some(Side::First), Some(level)),
        (Seat::Computer { level }, Seat::Human) => (Some(Side::Second), Some(level)),
        _ => (None, None),
    }
}

fn restore(save: &str) -> Result<Session> {
    Session::restore(save).map_err(|e| match e {
        // The reason alone: the store's error says what it was.
        boardlore_core::MatchError::CorruptSave(why) => StoreError::BadSave(why),
        other => StoreError::BadSave(other.to_string()),
    })
}

/// The moves of a save (played, then undone), to compare games.
fn line(session: &Session) -> (boardlore_core::SaveFile, Vec<String>) {
    let save = session.record().save();
    let moves = save.moves.iter().chain(save.redo.iter()).cloned().collect();
    (save, moves)
}

/// Whether `new` goes on with the game `old` was: same start and options,
/// and one's moves begin the other's. A save with no move is a new game,
/// and so is one after a finished game unless it took moves back (it has
/// moves to redo).
fn continues(old: &Session, new: &Session) -> bool {
    let ((so, lo), (sn, ln)) = (line(old), line(new));
    if so.game != sn.game || so.start != sn.start || so.options != sn.options || ln.is_empty() {
        return false;
    }
    if old.outcome().is_some() && new.outcome().is_none() && sn.redo.is_empty() {
        return false;
    }
    let n = lo.len().min(ln.len());
    lo[..n] == ln[..n]
}

const SUMMARY_COLUMNS: &str = "id, game_id, options, first_seat, second_seat, started_at, \
     finished_at, winner, reason, result_text, plies";

/// The row's game, its texts in `lang` (the result sentence as recorded).
fn summary(row: &rusqlite::Row<'_>, lang: Lang) -> rusqlite::Result<StoredGame> {
    let game_id: String = row.get(1)?;
    let first = seat_of(&row.get::<_, String>(3)?);
    let second = seat_of(&row.get::<_, String>(4)?);
    let finished_at = row.get(6)?;
    let plies = row.get(10)?;
    let date = boardlore_core::pgn::date_of(finished_at);
    Ok(StoredGame {
        id: row.get(0)?,
        game_name: words::game_name(&game_id, lang),
        details: words::details(&game_id, first, second, plies, lang),
        date_text: boardlore_core::after::words::date(&date, lang),
        date,
        game_id,
        options: row.get(2)?,
        first,
        second,
        started_at: row.get(5)?,
        finished_at,
        winner: row
            .get::<_, Option<String>>(7)?
            .as_deref()
            .and_then(side_of),
        reason: reason_of(&row.get::<_, String>(8)?),
        result_text: row.get(9)?,
        plies,
    })
}

impl Store {
    /// Opens (or creates) the store at `path`, bringing its schema up to
    /// date. A store with damaged pages is renamed to
    /// `<path>.corrupt-<seconds>`, and every game still readable in it is
    /// copied into a fresh store made in its place ([`Opened::salvage`]). A
    /// file that is not a Boardlore store is refused and left untouched; a
    /// store that cannot be written is opened read-only.
    pub fn open(path: impl AsRef<Path>) -> Result<Opened> {
        let path = path.as_ref();
        check_ours(path)?;
        let opened = |store, moved_aside, salvage, read_only| Opened {
            store,
            moved_aside,
            salvage,
            read_only,
        };
        match Store::open_checked(path) {
            Ok(store) => Ok(opened(store, None, None, false)),
            Err(Damage::ReadOnly) => Ok(opened(Store::open_read_only(path)?, None, None, true)),
            Err(Damage::Fatal(e)) => Err(e),
            Err(Damage::Corrupt(why)) => {
                log_line(&format!("game store {} is damaged ({why})", path.display()));
                let aside = move_aside(path)?;
                let store = Store::open_checked(path).map_err(Damage::into_error)?;
                let salvage = salvage::copy_readable(&aside, &store.conn);
                log_line(&format!(
                    "saved {} finished games from it, lost {}",
                    salvage.saved, salvage.lost
                ));
                Ok(opened(store, Some(aside), Some(salvage), false))
            }
        }
    }

    /// Opens (or creates) an app's own store, at a path in the app's private
    /// folder that nothing else writes: as [`Store::open`], except that a
    /// file there that is not a store is the app's store destroyed, not
    /// another program's file, so it is moved aside like a damaged store
    /// (nothing in it can be read: no [`Opened::salvage`]) and a fresh store
    /// is made in its place.
    pub fn open_own(path: impl AsRef<Path>) -> Result<Opened> {
        let path = path.as_ref();
        match check_ours(path) {
            Err(StoreError::NotAStore(why)) => {
                log_line(&format!("game store {why}"));
                let aside = move_aside(path)?;
                let store = Store::open_checked(path).map_err(Damage::into_error)?;
                Ok(Opened {
                    store,
                    moved_aside: Some(aside),
                    salvage: None,
                    read_only: false,
                })
            }
            _ => Store::open(path),
        }
    }

    /// Opens the store at `path` for reading only: nothing in the file or
    /// beside it is written (no switch to WAL, no migration), so a store on
    /// a read-only disk, or another user's, can be listed.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref();
        check_ours(path)?;
        let conn = match Store::read_only_connection(path, false) {
            Ok(conn) => conn,
            // A store in WAL mode needs its shared-memory file, which a
            // folder that cannot be written cannot hold: read the file as
            // it is (a store closed cleanly has everything in it).
            Err(e)
                if matches!(
                    e.sqlite_error_code(),
                    Some(rusqlite::ErrorCode::ReadOnly | rusqlite::ErrorCode::CannotOpen)
                ) =>
            {
                Store::read_only_connection(path, true)?
            }
            Err(e) => return Err(e.into()),
        };
        let found = schema::version(&conn)?;
        if found > SCHEMA_VERSION {
            return Err(StoreError::NewerSchema {
                found,
                known: SCHEMA_VERSION,
            });
        }
        if found < SCHEMA_VERSION {
            return Err(StoreError::Database(format!(
                "the store is read-only and of an older version (schema {found}), which only a writable store can bring up to date"
            )));
        }
        Ok(Store { conn })
    }

    /// A read-only connection to `path`, checked by reading its version;
    /// `immutable`: without locks or the WAL's shared memory.
    fn read_only_connection(path: &Path, immutable: bool) -> rusqlite::Result<Connection> {
        use rusqlite::OpenFlags;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let conn = if immutable {
            Connection::open_with_flags(format!("file:{}?immutable=1", uri_path(path)), flags)?
        } else {
            Connection::open_with_flags(path, flags - OpenFlags::SQLITE_OPEN_URI)?
        };
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        schema::version(&conn)?;
        Ok(conn)
    }

    /// A store in memory, for tests and tools.
    pub fn open_in_memory() -> Result<Store> {
        let mut conn = Connection::open_in_memory()?;
        schema::migrate_to(&mut conn, SCHEMA_VERSION)?;
        Ok(Store { conn })
    }

    fn open_checked(path: &Path) -> std::result::Result<Store, Damage> {
        if path.exists() && std::fs::OpenOptions::new().write(true).open(path).is_err() {
            return Err(Damage::ReadOnly);
        }
        let mut conn = Connection::open(path).map_err(Damage::from_sqlite)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(Damage::from_sqlite)?;
        let check: String = conn
            .query_row("PRAGMA quick_check", [], |row| row.get(0))
            .map_err(Damage::from_sqlite)?;
        if check != "ok" {
            return Err(Damage::Corrupt(check));
        }
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(Damage::from_sqlite)?;
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(Damage::from_sqlite)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(Damage::from_sqlite)?;
        let found = schema::version(&conn).map_err(Damage::from_sqlite)?;
        if found > SCHEMA_VERSION {
            return Err(Damage::Fatal(StoreError::NewerSchema {
                found,
                known: SCHEMA_VERSION,
            }));
        }
        schema::migrate_to(&mut conn, SCHEMA_VERSION).map_err(Damage::from_sqlite)?;
        Ok(Store { conn })
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32> {
        Ok(schema::version(&self.conn)?)
    }

    /// Keeps `save` (the core's save text, with seats) as the game in
    /// progress of its game, and, when the game is over, as a finished game:
    /// one transaction. Saving a finished game again as it was records
    /// nothing new; a game taken back after its end and finished otherwise
    /// is a second finished game.
    pub fn autosave(&self, save: &str) -> Result<Autosaved> {
        self.autosave_at(save, now())
    }

    /// [`Store::autosave`] at time `at` (seconds since 1970).
    pub fn autosave_at(&self, save: &str, at: i64) -> Result<Autosaved> {
        let session = restore(save)?;
        let game_id = session.record().info().id;
        let tx = self.conn.unchecked_transaction()?;
        let previous: Option<(String, i64, Option<i64>)> = tx
            .query_row(
                "SELECT save, started_at, finished_id FROM autosave WHERE game_id = ?1",
                [game_id],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        let text = session.save();
        let (started_at, known) = match previous {
            Some((old, started, finished)) => match Session::restore(&old) {
                Ok(old) if continues(&old, &session) => (started, finished),
                _ => (at, None),
            },
            None => (at, None),
        };
        let mut finished = None;
        if session.outcome().is_some() {
            // Saved again as it ended (a resume, a pause): already recorded.
            let recorded: Option<i64> = match known {
                Some(id) => tx
                    .query_row(
                        "SELECT id FROM games WHERE id = ?1 AND save = ?2",
                        params![id, text],
                        |row| row.get(0),
                    )
                    .optional()?,
                None => None,
            };
            finished = Some(match recorded {
                Some(id) => id,
                None => record_finished(&tx, &session, started_at, at)?,
            });
        }
        tx.execute(
            "INSERT INTO autosave (game_id, save, started_at, updated_at, finished_id, saved_order)
             VALUES (?1, ?2, ?3, ?4, ?5,
                 (SELECT coalesce(max(saved_order), 0) + 1 FROM autosave))
             ON CONFLICT (game_id) DO UPDATE SET save = ?2, started_at = ?3,
                 updated_at = ?4, finished_id = ?5, saved_order = excluded.saved_order",
            params![game_id, text, started_at, at, finished.or(known)],
        )?;
        tx.commit()?;
        Ok(Autosaved { finished })
    }

    /// The save text of `game_id`'s game in progress, if one is kept.
    pub fn autosaved(&self, game_id: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT save FROM autosave WHERE game_id = ?1",
                [game_id],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Every game in progress (each game's autosave), the most recently
    /// saved first: the order of the apps' "Continue". The order is the
    /// order of the saves, not of the clock, so two games saved in the same
    /// second, or a clock set back, still come in the order they were played.
    pub fn autosaves(&self) -> Result<Vec<AutosavedGame>> {
        self.autosaves_in(Lang::En)
    }

    /// [`Store::autosaves`], the games' names in `lang`.
    pub fn autosaves_in(&self, lang: Lang) -> Result<Vec<AutosavedGame>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT game_id, save, started_at, updated_at FROM autosave
             ORDER BY saved_order DESC, updated_at DESC, game_id",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, i64>(2)?,
                row.get::<_, i64>(3)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (game_id, save, started_at, saved_at) = row?;
            let session = Session::restore(&save).ok();
            out.push(AutosavedGame {
                game_name: words::game_name(&game_id, lang),
                game_id,
                started_at,
                saved_at,
                plies: session.as_ref().map_or(0, |s| s.history().len() as u32),
                over: session.is_some_and(|s| s.outcome().is_some()),
            });
        }
        Ok(out)
    }

    /// Forgets `game_id`'s game in progress (finished games stay).
    pub fn clear_autosave(&self, game_id: &str) -> Result<()> {
        self.conn
            .execute("DELETE FROM autosave WHERE game_id = ?1", [game_id])?;
        Ok(())
    }

    /// Imports a save file of the apps' earlier formats (or the core's) as
    /// the game in progress of its game, unless the store already keeps
    /// one for that game. Call it once per old file, then remove the file.
    pub fn import_legacy(&self, text: &str) -> Result<Imported> {
        let session = restore(text)?;
        let game_id = session.record().info().id.to_string();
        if self.autosaved(&game_id)?.is_some() {
            return Ok(Imported::AlreadyHad(game_id));
        }
        self.autosave(&session.save())?;
        Ok(Imported::Imported(game_id))
    }

    /// Finished games, newest first: `limit` of them after skipping
    /// `offset`. A row that cannot be read is skipped ([`Store::games_page`]
    /// says which).
    pub fn games(&self, offset: u64, limit: u32) -> Result<Vec<StoredGame>> {
        self.games_in(offset, limit, Lang::En)
    }

    /// [`Store::games`], every text in `lang` (the result sentence worded
    /// again from the game's save).
    pub fn games_in(&self, offset: u64, limit: u32, lang: Lang) -> Result<Vec<StoredGame>> {
        Ok(self.games_page_in(offset, limit, lang)?.games)
    }

    /// [`Store::games`], with the ids of the rows of the page that could
    /// not be read (a value of the wrong type): skipped, and logged.
    pub fn games_page(&self, offset: u64, limit: u32) -> Result<GamesPage> {
        self.games_page_in(offset, limit, Lang::En)
    }

    /// [`Store::games_page`], every text in `lang`.
    pub fn games_page_in(&self, offset: u64, limit: u32, lang: Lang) -> Result<GamesPage> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {SUMMARY_COLUMNS} FROM games
             ORDER BY finished_at DESC, id DESC LIMIT ?1 OFFSET ?2"
        ))?;
        // SQLite's offsets are signed 64-bit: past the end either way.
        let offset = i64::try_from(offset).unwrap_or(i64::MAX);
        let rows = statement.query_map(params![limit, offset], |row| {
            Ok(summary(row, lang).map_err(|e| (row.get::<_, i64>(0).unwrap_or(-1), e)))
        })?;
        let mut page = GamesPage::default();
        for row in rows {
            match row? {
                Ok(mut game) => {
                    // The store keeps the sentence in the words it was
                    // recorded with; the row says it in `lang`.
                    if let Some(text) = self
                        .game(game.id)
                        .ok()
                        .and_then(|g| words::result_in(&g.save, lang))
                    {
                        game.result_text = text;
                    }
                    page.games.push(game)
                }
                Err((id, e)) => {
                    log_line(&format!("finished game {id} cannot be read, skipped: {e}"));
                    page.unreadable.push(id);
                }
            }
        }
        Ok(page)
    }

    /// How many finished games the store holds.
    pub fn game_count(&self) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM games", [], |row| row.get(0))?)
    }

    /// One finished game with its record.
    pub fn game(&self, id: i64) -> Result<FinishedGame> {
        self.conn
            .query_row(
                &format!("SELECT {SUMMARY_COLUMNS}, save FROM games WHERE id = ?1"),
                [id],
                |row| {
                    Ok(FinishedGame {
                        summary: summary(row, Lang::En)?,
                        save: row.get(11)?,
                    })
                },
            )
            .optional()?
            .ok_or(StoreError::NoSuchGame(id))
    }

    /// Deletes a finished game and its review.
    pub fn delete_game(&self, id: i64) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute("DELETE FROM reviews WHERE game = ?1", [id])?;
        let deleted = tx.execute("DELETE FROM games WHERE id = ?1", [id])?;
        tx.execute(
            "UPDATE autosave SET finished_id = NULL WHERE finished_id = ?1",
            [id],
        )?;
        tx.commit()?;
        if deleted == 0 {
            return Err(StoreError::NoSuchGame(id));
        }
        Ok(())
    }

    /// Keeps the review of finished game `id` (the core's review as JSON),
    /// replacing an earlier one.
    pub fn save_review(&self, id: i64, review: &str) -> Result<()> {
        if !self.has_game(id)? {
            return Err(StoreError::NoSuchGame(id));
        }
        self.conn.execute(
            "INSERT INTO reviews (game, review, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (game) DO UPDATE SET review = ?2, created_at = ?3",
            params![id, review, now()],
        )?;
        Ok(())
    }

    /// The review kept for finished game `id`, if one was computed.
    pub fn review(&self, id: i64) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row("SELECT review FROM reviews WHERE game = ?1", [id], |row| {
                row.get(0)
            })
            .optional()?)
    }

    fn has_game(&self, id: i64) -> Result<bool> {
        Ok(self
            .conn
            .query_row("SELECT 1 FROM games WHERE id = ?1", [id], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// The learning progress kept for `game_id` (the core's
    /// [`GameProgress`](boardlore_core::learn::GameProgress) as JSON).
    pub fn learn_progress(&self, game_id: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT progress FROM learn_progress WHERE game_id = ?1",
                [game_id],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Every game's learning progress, by game id.
    pub fn all_learn_progress(&self) -> Result<Vec<(String, String)>> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT game_id, progress FROM learn_progress ORDER BY game_id")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Keeps `json` as `game_id`'s learning progress, replacing the earlier
    /// one, in one transaction. Text that is not the core's
    /// [`GameProgress`](boardlore_core::learn::GameProgress) is refused.
    pub fn save_learn_progress(&self, game_id: &str, json: &str) -> Result<()> {
        self.save_learn_progress_batch(&[(game_id.to_string(), json.to_string())])
    }

    /// Keeps several games' learning progress in one transaction: all of
    /// them or, when one is refused, none.
    pub fn save_learn_progress_batch(&self, rows: &[(String, String)]) -> Result<()> {
        for (game_id, json) in rows {
            serde_json::from_str::<boardlore_core::learn::GameProgress>(json)
                .map_err(|e| StoreError::BadProgress(format!("{game_id}: {e}")))?;
        }
        let at = now();
        let tx = self.conn.unchecked_transaction()?;
        for (game_id, json) in rows {
            tx.execute(
                "INSERT INTO learn_progress (game_id, progress, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (game_id) DO UPDATE SET progress = ?2, updated_at = ?3",
                params![game_id, json, at],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Wins, draws and losses per game, level and side ([`Statistics`]).
    pub fn statistics(&self) -> Result<Statistics> {
        self.statistics_in(Lang::En)
    }

    /// [`Store::statistics`], every text in `lang`.
    pub fn statistics_in(&self, lang: Lang) -> Result<Statistics> {
        stats::statistics(&self.conn, lang)
    }

    /// Records a finished game directly (imports, tools, benchmarks): `save`
    /// must be a game that is over. Returns its id.
    pub fn add_finished(&self, save: &str, started_at: i64, finished_at: i64) -> Result<i64> {
        let session = restore(save)?;
        if session.outcome().is_none() {
            return Err(StoreError::BadSave("the game is not over".into()));
        }
        let tx = self.conn.unchecked_transaction()?;
        let id = record_finished(&tx, &session, started_at, finished_at)?;
        tx.commit()?;
        Ok(id)
    }

    /// Records many finished games in one transaction (imports, tools,
    /// benchmarks): each `(save, started_at, finished_at)` as
    /// [`Store::add_finished`]. Returns their ids; nothing is recorded if
    /// one fails.
    pub fn add_finished_batch(&self, games: &[(String, i64, i64)]) -> Result<Vec<i64>> {
        let tx = self.conn.unchecked_transaction()?;
        let mut ids = Vec::with_capacity(games.len());
        for (save, started_at, finished_at) in games {
            let session = restore(save)?;
            ids.push(record_finished(&tx, &session, *started_at, *finished_at)?);
        }
        tx.commit()?;
        Ok(ids)
    }

    /// Runs SQLite's full integrity check: `ok`, or what is wrong.
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |row| row.get(0))?)
    }
}

/// Inserts the finished game of `session`; returns its id.
fn record_finished(
    tx: &rusqlite::Transaction<'_>,
    session: &Session,
    started_at: i64,
    finished_at: i64,
) -> Result<i64> {
    let record = session.record();
    let outcome = session
        .outcome()
        .ok_or_else(|| StoreError::BadSave("the game is not over".into()))?;
    let seats = session.seats();
    let (human, level) = human_and_level(seats.first, seats.second);
    let options = serde_json::to_string(&record.options()).unwrap_or_else(|_| "{}".into());
    tx.execute(
        "INSERT INTO games (game_id, options, first_seat, second_seat, started_at, finished_at,
             winner, reason, result_text, plies, save, human_side, level)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
            record.info().id,
            options,
            seat_name(seats.first),
            seat_name(seats.second),
            started_at,
            finished_at,
            outcome.winner.map(side_name),
            reason_name(outcome.reason),
            session.result_text().unwrap_or_default(),
            session.history().len() as u32,
            session.save(),
            human.map(side_name),
            level.map(Level::name),
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Why a database could not be opened.
enum Damage {
    /// The file is not a healthy database: move it aside.
    Corrupt(String),
    /// The file or its folder cannot be written: open it read-only.
    ReadOnly,
    /// Anything else: report it, touch nothing.
    Fatal(StoreError),
}

impl Damage {
    fn from_sqlite(e: rusqlite::Error) -> Damage {
        use rusqlite::ErrorCode::{DatabaseCorrupt, NotADatabase, ReadOnly};
        match e.sqlite_error_code() {
            Some(NotADatabase | DatabaseCorrupt) => Damage::Corrupt(e.to_string()),
            Some(ReadOnly) => Damage::ReadOnly,
            _ => Damage::Fatal(e.into()),
        }
    }

    fn into_error(self) -> StoreError {
        match self {
            Damage::Corrupt(why) => StoreError::Database(why),
            Damage::ReadOnly => StoreError::Database("the store cannot be written".into()),
            Damage::Fatal(e) => e,
        }
    }
}

/// Renames a damaged database (and its WAL) out of the way.
fn move_aside(path: &Path) -> Result<PathBuf> {
    let mut aside = PathBuf::from(format!("{}.corrupt-{}", path.display(), now()));
    let mut n = 1;
    while aside.exists() {
        aside = PathBuf::from(format!("{}.corrupt-{}-{n}", path.display(), now()));
        n += 1;
    }
    std::fs::rename(path, &aside).map_err(|e| StoreError::MoveAside(e.to_string()))?;
    for suffix in ["-wal", "-shm"] {
        let side = PathBuf::from(format!("{}{suffix}", path.display()));
        if side.exists() {
            let target = PathBuf::from(format!("{}{suffix}", aside.display()));
            std::fs::rename(&side, target).map_err(|e| StoreError::MoveAside(e.to_string()))?;
        }
    }
    log_line(&format!("moved it to {}", aside.display()));
    Ok(aside)
}

/// `path` as the path of a `file:` URI: `%`, `?` and `#` escaped.
fn uri_path(path: &Path) -> String {
    let mut out = String::new();
    for c in path.display().to_string().chars() {
        match c {
            '%' => out.push_str("%25"),
            '?' => out.push_str("%3f"),
            '#' => out.push_str("%23"),
            c => out.push(c),
        }
    }
    out
}

fn log_line(text: &str) {
    log::warn!("{text}");
}

#[cfg(test)]
mod tests;
