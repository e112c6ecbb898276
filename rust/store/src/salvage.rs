//! A store that is damaged, or a file that is not a store: telling them
//! apart before anything is written, and copying what a damaged store
//! still holds into a fresh one.

use crate::{log_line, Result, Salvage, StoreError, SCHEMA_VERSION};
use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use std::io::Read;
use std::path::Path;

/// The first bytes of every SQLite database.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";
/// The database header's size; its `user_version` is at bytes 60..64.
const SQLITE_HEADER: usize = 100;
/// The most ids tried one by one past a damaged page.
const MAX_PROBES: i64 = 1_000_000;
/// The tables copied, besides the finished games; each row on its own.
const OTHER_TABLES: [&str; 3] = ["autosave", "reviews", "learn_progress"];

/// Refuses a file at `path` that is clearly not a Boardlore store: not a
/// SQLite database, or one whose tables are another program's. A missing
/// or empty file, or a store (damaged or not), passes. Reads the header
/// (100 bytes) and, for a database without our version, its table names;
/// writes nothing.
pub(crate) fn check_ours(path: &Path) -> Result<()> {
    let not_ours = |why: &str| StoreError::NotAStore(format!("{}: {why}", short_path(path)));
    let mut header = Vec::with_capacity(SQLITE_HEADER);
    match std::fs::File::open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(StoreError::Database(e.to_string())),
        Ok(file) => {
            file.take(SQLITE_HEADER as u64)
                .read_to_end(&mut header)
                .map_err(|e| StoreError::Database(e.to_string()))?;
        }
    }
    if header.is_empty() {
        return Ok(());
    }
    if header.len() < SQLITE_HEADER || !header.starts_with(SQLITE_MAGIC) {
        return Err(not_ours("not a database"));
    }
    let version = u32::from_be_bytes([header[60], header[61], header[62], header[63]]);
    let Ok(conn) = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY) else {
        // Unreadable past its header: a store's damage is handled later.
        return Ok(());
    };
    let tables: Vec<String> = match conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .and_then(|mut s| s.query_map([], |row| row.get(0))?.collect())
    {
        Ok(tables) => tables,
        // The schema itself is damaged: ours if the version says so.
        Err(_) if (1..=SCHEMA_VERSION).contains(&version) => return Ok(()),
        Err(_) => return Err(not_ours("not a Boardlore game store")),
    };
    let ours = tables.iter().any(|t| t == "games") && tables.iter().any(|t| t == "autosave");
    if tables.is_empty() || ours {
        Ok(())
    } else {
        Err(not_ours(
            "another program's database, not a Boardlore game store",
        ))
    }
}

/// `path` as an error quotes it: its end.
fn short_path(path: &Path) -> String {
    boardlore_core::limits::short_path(&path.display().to_string())
}

/// Copies every row that can still be read from the damaged database at
/// `damaged` into `fresh` (a new store, same schema or newer): the finished
/// games first, by id, then the games in progress, reviews and learning
/// progress. Never writes to `damaged`.
pub(crate) fn copy_readable(damaged: &Path, fresh: &Connection) -> Salvage {
    let old = match Connection::open_with_flags(
        damaged,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) {
        Ok(old) => old,
        Err(e) => {
            log_line(&format!("the damaged store cannot be read at all: {e}"));
            return Salvage::default();
        }
    };
    let Ok(tx) = fresh.unchecked_transaction() else {
        return Salvage::default();
    };
    let salvage = copy_games(&old, &tx);
    for table in OTHER_TABLES {
        copy_table(&old, &tx, table);
    }
    if let Err(e) = tx.commit() {
        log_line(&format!("the salvaged games could not be written: {e}"));
        return Salvage {
            saved: 0,
            lost: salvage.saved + salvage.lost,
        };
    }
    salvage
}

/// The columns `table` has in both databases, in the damaged one's order.
fn shared_columns(old: &Connection, new: &Connection, table: &str) -> Vec<String> {
    let columns = |conn: &Connection| -> Vec<String> {
        conn.prepare(&format!("PRAGMA table_info({table})"))
            .and_then(|mut s| s.query_map([], |row| row.get(1))?.collect())
            .unwrap_or_default()
    };
    let theirs = columns(new);
    columns(old)
        .into_iter()
        .filter(|c| theirs.contains(c))
        .collect()
}

/// The statement inserting one row of `columns` into `table`.
fn insert_sql(table: &str, columns: &[String]) -> String {
    let marks = vec!["?"; columns.len()].join(", ");
    format!(
        "INSERT OR IGNORE INTO {table} ({}) VALUES ({marks})",
        columns.join(", ")
    )
}

fn values(row: &rusqlite::Row<'_>, n: usize) -> rusqlite::Result<Vec<Value>> {
    (0..n).map(|i| row.get(i)).collect()
}

/// The finished games: a scan by id while the pages read, then each id
/// past the first damaged page tried on its own, up to the largest id.
fn copy_games(old: &Connection, new: &Connection) -> Salvage {
    let mut salvage = Salvage::default();
    let columns = shared_columns(old, new, "games");
    if !columns.iter().any(|c| c == "id") {
        return salvage;
    }
    let list = columns.join(", ");
    let insert = insert_sql("games", &columns);
    let keep = |row: Vec<Value>, salvage: &mut Salvage| match new
        .execute(&insert, rusqlite::params_from_iter(row))
    {
        Ok(_) => salvage.saved += 1,
        Err(_) => salvage.lost += 1,
    };
    let id_at = columns.iter().position(|c| c == "id").unwrap_or(0);
    let mut last = 0i64;
    let mut broke = false;
    if let Ok(mut scan) = old.prepare(&format!("SELECT {list} FROM games ORDER BY id")) {
        match scan.query([]) {
            Ok(mut rows) => loop {
                match rows.next() {
                    Ok(Some(row)) => match values(row, columns.len()) {
                        Ok(row) => {
                            if let Value::Integer(id) = row[id_at] {
                                last = id;
                            }
                            keep(row, &mut salvage);
                        }
                        Err(_) => salvage.lost += 1,
                    },
                    Ok(None) => break,
                    Err(_) => {
                        broke = true;
                        break;
                    }
                }
            },
            Err(_) => broke = true,
        }
    } else {
        broke = true;
    }
    if !broke {
        return salvage;
    }
    let largest: Option<i64> = old
        .query_row("SELECT max(id) FROM games", [], |row| row.get(0))
        .ok()
        .flatten();
    let Some(largest) = largest.filter(|&l| l > last) else {
        // Nothing is known past the damage but that something was there.
        salvage.lost += 1;
        return salvage;
    };
    let Ok(mut one) = old.prepare(&format!("SELECT {list} FROM games WHERE id = ?1")) else {
        salvage.lost += 1;
        return salvage;
    };
    let end = largest.min(last.saturating_add(MAX_PROBES));
    for id in last + 1..=end {
        match one
            .query_row([id], |row| values(row, columns.len()))
            .optional()
        {
            Ok(Some(row)) => keep(row, &mut salvage),
            Ok(None) => {}
            Err(_) => salvage.lost += 1,
        }
    }
    salvage
}

/// Every readable row of `table`, in order, until a damaged page.
fn copy_table(old: &Connection, new: &Connection, table: &str) {
    let columns = shared_columns(old, new, table);
    if columns.is_empty() {
        return;
    }
    let insert = insert_sql(table, &columns);
    let Ok(mut scan) = old.prepare(&format!("SELECT {} FROM {table}", columns.join(", "))) else {
        return;
    };
    let Ok(mut rows) = scan.query([]) else {
        return;
    };
    while let Ok(Some(row)) = rows.next() {
        if let Ok(row) = values(row, columns.len()) {
            // A review of a game that was lost is refused: let it go.
            let _ = new.execute(&insert, rusqlite::params_from_iter(row));
        }
    }
}
