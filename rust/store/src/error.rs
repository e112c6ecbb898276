//! What can go wrong with the store.

use std::fmt;

/// A store operation that failed. Short messages, for a player to read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StoreError {
    /// SQLite failed (disk full, permissions, a lock held too long, …).
    Database(String),
    /// The save text given to the store is not a game the core can read.
    BadSave(String),
    /// The database was written by a newer Boardlore (its schema version).
    NewerSchema {
        /// The database's version.
        found: u32,
        /// The newest version this build knows.
        known: u32,
    },
    /// No finished game has this id.
    NoSuchGame(i64),
    /// The learning progress given to the store is not the core's JSON.
    BadProgress(String),
    /// The corrupt database could not be moved aside.
    MoveAside(String),
    /// The file is not a Boardlore game store (not a database, or another
    /// program's): it was left as it was.
    NotAStore(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Database(e) => write!(f, "game store: {e}"),
            StoreError::BadSave(e) => write!(f, "not a game: {e}"),
            StoreError::NewerSchema { found, known } => write!(
                f,
                "the game store was written by a newer version (schema {found}, this one knows {known})"
            ),
            StoreError::NoSuchGame(id) => write!(f, "no game {id} in the store"),
            StoreError::BadProgress(e) => write!(f, "not a learning progress: {e}"),
            StoreError::MoveAside(e) => write!(f, "could not move the damaged game store aside: {e}"),
            StoreError::NotAStore(why) => write!(f, "{why}; it was left as it is"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Database(e.to_string())
    }
}
