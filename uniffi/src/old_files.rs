//! The files the apps' earlier versions kept, moved into the game store
//! once (`boardlore_store::old_files`): the app only says where they are.

use crate::error::Result;
use crate::store::GameStore;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

/// What moving a folder of old save files into the store did.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct OldSavesImport {
    /// The games whose old save became their game in progress.
    pub imported: Vec<String>,
    /// Old files the core could not read, kept in the folder under these
    /// names: the first is named in the app's notice.
    pub kept_aside: Vec<String>,
    /// Files left for the next launch, each with why.
    pub failed: Vec<String>,
    /// The game that was on screen when the old version last ran.
    pub on_screen: Option<String>,
}

#[uniffi::export]
impl GameStore {
    /// Moves the old per-game save files in `folder` (`<game>.json` each,
    /// and `current`) into the store, once: read ones become their game's
    /// game in progress (unless one is kept) and are deleted, unreadable
    /// ones are kept aside as `<game>.corrupt-<time>.json`, ones the store
    /// could not take stay for the next launch; the folder goes once empty.
    pub fn import_old_saves(&self, folder: String) -> OldSavesImport {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let done = self.lock().import_old_saves(Path::new(&folder), now);
        OldSavesImport {
            imported: done.imported,
            kept_aside: done.kept_aside,
            failed: done.failed,
            on_screen: done.on_screen,
        }
    }

    /// Moves the learning progress an earlier version kept in the file
    /// `path` into the store, once (only into a store that keeps none),
    /// then removes the file; a file it cannot read is kept beside it as
    /// `<path>.unreadable`. True when progress was imported.
    pub fn import_learn_progress_file(&self, path: String) -> Result<bool> {
        Ok(self.lock().import_learn_progress_file(Path::new(&path))?)
    }
}
