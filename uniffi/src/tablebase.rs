//! The Bagh Chal tablebase for the apps: load the bundled table, then the
//! expert level plays the sliding phase perfectly and hints say who wins
//! ([`crate::GameMatch::verdict`]).

use crate::BoardloreError;
use boardlore_core::games::bagh_chal::tablebase::{
    any_installed, install, read_table_bytes, Tablebase,
};
use boardlore_core::limits::short_path;
use std::sync::Arc;

/// Reads a Bagh Chal tablebase (the compact file the apps bundle, about
/// 7 MB, read in place: about 13 MB in memory) and makes it the one the
/// engine and hints use. Only that file is accepted (its SHA-256 is
/// checked): a changed table would steer the perfect level, and the file's
/// own checksum cannot tell.
/// Takes about a second on a phone: call it off the main thread. Returns
/// `false` when a table for the same rules was already loaded (the first
/// stays). Without a table everything still works, by search.
#[uniffi::export]
pub fn load_tablebase(bytes: Vec<u8>) -> Result<bool, BoardloreError> {
    let table = Tablebase::from_shipped_bytes(&bytes)
        .map_err(|e| BoardloreError::CorruptSave(format!("tablebase: {e}")))?;
    Ok(install(Arc::new(table)))
}

/// [`load_tablebase`] from a file path (an extracted asset). Reads no more
/// than the file's header allows, whatever the file claims to be.
#[uniffi::export]
pub fn load_tablebase_file(path: String) -> Result<bool, BoardloreError> {
    let failed =
        |e: String| BoardloreError::CorruptSave(format!("tablebase {}: {e}", short_path(&path)));
    let file = std::fs::File::open(&path).map_err(|e| failed(e.to_string()))?;
    let bytes = read_table_bytes(file).map_err(|e| failed(e.to_string()))?;
    load_tablebase(bytes)
}

/// Whether a Bagh Chal tablebase has been loaded (by [`load_tablebase`] or
/// [`load_tablebase_file`]) in this process: then the perfect level plays
/// the sliding phase from it and hints carry its verdict.
#[uniffi::export]
pub fn tablebase_loaded() -> bool {
    any_installed()
}
