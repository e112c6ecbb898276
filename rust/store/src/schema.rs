//! The schema and its migrations, versioned by SQLite's `PRAGMA user_version`.
//!
//! Migration `n` (1-based) brings a database from version `n - 1` to `n`.
//! Each runs in its own transaction together with the version bump, so a
//! process killed during an upgrade leaves the previous version intact.
//! Append new migrations; never edit one that has shipped.

use rusqlite::Connection;

/// Every migration, oldest first. The schema version is their count.
pub(crate) const MIGRATIONS: &[&str] = &[
    // 1: the autosave of each game and the finished games.
    "CREATE TABLE autosave (
        game_id     TEXT PRIMARY KEY,
        save        TEXT NOT NULL,
        started_at  INTEGER NOT NULL,
        updated_at  INTEGER NOT NULL,
        finished_id INTEGER
    );
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        game_id     TEXT NOT NULL,
        options     TEXT NOT NULL,
        first_seat  TEXT NOT NULL,
        second_seat TEXT NOT NULL,
        started_at  INTEGER NOT NULL,
        finished_at INTEGER NOT NULL,
        winner      TEXT,
        reason      TEXT NOT NULL,
        result_text TEXT NOT NULL,
        plies       INTEGER NOT NULL,
        save        TEXT NOT NULL
    );
    CREATE INDEX games_by_date ON games (finished_at DESC, id DESC);",
    // 2: reviews, and the statistics' columns.
    "CREATE TABLE reviews (
        game        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        review      TEXT NOT NULL,
        created_at  INTEGER NOT NULL
    );
    ALTER TABLE games ADD COLUMN human_side TEXT;
    ALTER TABLE games ADD COLUMN level TEXT;
    UPDATE games SET
        human_side = CASE
            WHEN first_seat = 'human' AND second_seat <> 'human' THEN 'first'
            WHEN second_seat = 'human' AND first_seat <> 'human' THEN 'second'
        END,
        level = CASE
            WHEN first_seat = 'human' AND second_seat <> 'human' THEN second_seat
            WHEN second_seat = 'human' AND first_seat <> 'human' THEN first_seat
        END;
    CREATE INDEX games_for_statistics ON games (game_id, level, human_side);",
    // 3: learning progress (lesson steps, puzzles, rating), one row per game.
    "CREATE TABLE learn_progress (
        game_id     TEXT PRIMARY KEY,
        progress    TEXT NOT NULL,
        updated_at  INTEGER NOT NULL
    );",
    // 4: the order the games in progress were saved in, most recent
    // highest: `updated_at` counts seconds, and two games saved in the same
    // second (a new game, then another) must still come in order. Existing
    // rows are numbered by `updated_at` (ties by game id).
    "ALTER TABLE autosave ADD COLUMN saved_order INTEGER NOT NULL DEFAULT 0;
    UPDATE autosave SET saved_order = (
        SELECT count(*) FROM autosave AS other
        WHERE other.updated_at < autosave.updated_at
           OR (other.updated_at = autosave.updated_at AND other.game_id <= autosave.game_id)
    );",
];

/// The schema version this code writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// The database's schema version.
pub(crate) fn version(conn: &Connection) -> rusqlite::Result<u32> {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Applies the migrations after the database's version, up to `target`.
pub(crate) fn migrate_to(conn: &mut Connection, target: u32) -> rusqlite::Result<()> {
    let current = version(conn)?;
    for (index, sql) in MIGRATIONS
        .iter()
        .enumerate()
        .take(target as usize)
        .skip(current as usize)
    {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", index as u32 + 1)?;
        tx.commit()?;
    }
    Ok(())
}
