//! The files the apps' earlier versions kept, moved into the store once:
//! the folder of per-game save files (iOS's `<game>.json`, Android's
//! `<game>.save`) and the learning-progress file. The
//! apps only say where the files are; which files count, what is imported,
//! what is kept aside and what stays for the next launch is decided here.

use crate::{Imported, Result, Store, StoreError};
use boardlore_core::learn::Progress;
use std::fs;
use std::path::Path;

/// What moving a folder of old save files into the store did.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OldSaves {
    /// The games whose old save became their game in progress.
    pub imported: Vec<String>,
    /// Old files the core could not read, kept under these names (in the
    /// same folder), never deleted.
    pub kept_aside: Vec<String>,
    /// Files left for the next launch (the store could not take them, or
    /// they could not be read from the disk), each with why.
    pub failed: Vec<String>,
    /// The game that was on screen when the old version last ran.
    pub on_screen: Option<String>,
}

/// The old save files' names end so: iOS's and Android's.
const OLD_SAVE_EXTENSIONS: [&str; 2] = [".json", ".save"];

impl Store {
    /// Moves the old per-game save files in `folder` (one `<game>.json`
    /// per game from iOS, `<game>.save` from Android, perhaps behind
    /// Android's older `key=value` header, and a `current` file naming the
    /// game on screen) into the store, once: each file the core reads
    /// becomes its game's game in progress (unless the store keeps one
    /// already) and is deleted; a file the core cannot read is renamed
    /// `<game>.corrupt-<now>.<json|save>` (`now` in seconds since 1970) and
    /// kept; a file the store could not take stays for the next launch.
    /// The `.tmp` files of an interrupted old write are only debris and go.
    /// The folder goes once it is empty. A missing folder imports nothing.
    pub fn import_old_saves(&self, folder: &Path, now: u64) -> OldSaves {
        let mut result = OldSaves::default();
        let Ok(entries) = fs::read_dir(folder) else {
            return result;
        };
        let mut names: Vec<String> = entries
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .collect();
        names.sort();
        for name in names {
            let file = folder.join(&name);
            if name.ends_with(".tmp") {
                let _ = fs::remove_file(&file);
                continue;
            }
            let Some((game_id, extension)) = OLD_SAVE_EXTENSIONS
                .iter()
                .find_map(|ext| Some((name.strip_suffix(ext)?, ext)))
                .filter(|(game_id, _)| !game_id.contains(".corrupt-"))
            else {
                continue;
            };
            let bytes = match fs::read(&file) {
                Ok(bytes) => bytes,
                Err(e) => {
                    result.failed.push(format!("{name}: {e}"));
                    continue;
                }
            };
            let imported = String::from_utf8(bytes)
                .map_err(|_| StoreError::BadSave("the file is not text".into()))
                .and_then(|text| self.import_legacy(&text));
            match imported {
                Ok(imported) => {
                    if let Imported::Imported(id) = imported {
                        result.imported.push(id);
                    }
                    // Imported or not needed: the store has the game now.
                    let _ = fs::remove_file(&file);
                }
                Err(StoreError::BadSave(_)) => {
                    let aside = format!("{game_id}.corrupt-{now}{extension}");
                    match fs::rename(&file, folder.join(&aside)) {
                        Ok(()) => result.kept_aside.push(aside),
                        Err(e) => result.failed.push(format!("{name}: {e}")),
                    }
                }
                Err(e) => result.failed.push(format!("{name}: {e}")),
            }
        }
        let current = folder.join("current");
        if let Ok(text) = fs::read_to_string(&current) {
            let id = text.trim();
            result.on_screen = (!id.is_empty()).then(|| id.to_string());
            let _ = fs::remove_file(&current);
        }
        if fs::read_dir(folder).is_ok_and(|mut rest| rest.next().is_none()) {
            let _ = fs::remove_dir(folder);
        }
        result
    }

    /// Moves the learning progress an earlier version kept in `file` (the
    /// core's JSON) into the store, once: into a store that keeps none
    /// yet (a store that has some is newer than the file). The file is
    /// removed once the store has answered; a failed write leaves it for
    /// the next time. A file that is not the core's progress is never
    /// deleted: it is renamed `<file>.unreadable` beside it (a person's
    /// progress is not thrown away because this version cannot read it)
    /// and nothing is imported. True when progress was imported. No file,
    /// nothing.
    pub fn import_learn_progress_file(&self, file: &Path) -> Result<bool> {
        let Ok(text) = fs::read_to_string(file) else {
            return Ok(false);
        };
        let Ok(progress) = serde_json::from_str::<Progress>(&text) else {
            let mut aside = file.as_os_str().to_owned();
            aside.push(".unreadable");
            if let Err(e) = fs::rename(file, &aside) {
                log::warn!("learning progress {}: {e}", file.display());
            }
            return Ok(false);
        };
        let empty = self.all_learn_progress()?.is_empty();
        if empty {
            self.save_learn_progress_batch(&progress.per_game_json())?;
        }
        let _ = fs::remove_file(file);
        Ok(empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::temp_dir;
    use boardlore_core::session::{Seats, Session};
    use boardlore_core::Options;

    fn seega_after_one_move() -> Session {
        let mut game = Session::new("seega", &Options::default(), Seats::humans()).unwrap();
        let first = game.record().legal_moves()[0].notation.clone();
        game.play(&first).unwrap();
        game
    }

    #[test]
    fn old_saves_are_imported_once_the_unreadable_kept_aside_and_the_folder_removed() {
        let store = Store::open_in_memory().unwrap();
        let folder = temp_dir("old-saves");
        fs::write(folder.join("seega.json"), seega_after_one_move().save()).unwrap();
        fs::write(folder.join("bobail.json"), "not a save").unwrap();
        fs::write(folder.join("bobail.corrupt-5.json"), "kept before").unwrap();
        fs::write(folder.join("current"), "seega\n").unwrap();

        let result = store.import_old_saves(&folder, 77);
        assert_eq!(result.imported, ["seega"]);
        assert_eq!(result.kept_aside, ["bobail.corrupt-77.json"]);
        assert!(result.failed.is_empty(), "{:?}", result.failed);
        assert_eq!(result.on_screen.as_deref(), Some("seega"));
        let kept = Session::restore(&store.autosaved("seega").unwrap().unwrap()).unwrap();
        assert_eq!(kept.history().len(), 1);
        // The unreadable files stay, so the folder does.
        let mut left: Vec<String> = fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(left, ["bobail.corrupt-5.json", "bobail.corrupt-77.json"]);
        // Nothing left to import the second time.
        assert_eq!(store.import_old_saves(&folder, 78), OldSaves::default());
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn an_old_save_does_not_replace_the_game_in_progress_and_an_empty_folder_goes() {
        let store = Store::open_in_memory().unwrap();
        let newer = Session::new("seega", &Options::default(), Seats::humans()).unwrap();
        store.autosave(&newer.save()).unwrap();
        let folder = temp_dir("old-saves-kept");
        fs::write(folder.join("seega.json"), seega_after_one_move().save()).unwrap();

        let result = store.import_old_saves(&folder, 1);
        assert!(result.imported.is_empty());
        assert_eq!(result.on_screen, None);
        let kept = Session::restore(&store.autosaved("seega").unwrap().unwrap()).unwrap();
        assert_eq!(kept.history().len(), 0);
        assert!(!folder.exists());
        assert_eq!(store.import_old_saves(&folder, 2), OldSaves::default());
    }

    #[test]
    fn androids_old_save_files_are_imported_with_their_header_and_the_debris_removed() {
        let store = Store::open_in_memory().unwrap();
        let folder = temp_dir("old-android-saves");
        // Android's earlier slot: a `key=value` header, a blank line, the core's save;
        // the computer played the first side at level 3 (hard).
        let header =
            "boardlore-android-save 1\ngame=seega\nmode=computer\nhuman-side=1\nlevel=3\n\n";
        let save = seega_after_one_move().save();
        fs::write(folder.join("seega.save"), format!("{header}{save}")).unwrap();
        fs::write(folder.join("bobail.save"), "").unwrap();
        fs::write(folder.join("seega.save.tmp"), "half a write").unwrap();

        let result = store.import_old_saves(&folder, 9);
        assert_eq!(result.imported, ["seega"]);
        assert_eq!(result.kept_aside, ["bobail.corrupt-9.save"]);
        assert!(result.failed.is_empty(), "{:?}", result.failed);
        let kept = Session::restore(&store.autosaved("seega").unwrap().unwrap()).unwrap();
        assert_eq!(kept.history().len(), 1);
        assert_eq!(
            kept.seats(),
            Seats::against_computer(
                boardlore_core::Side::Second,
                boardlore_core::ai::Level::Hard
            )
        );
        let left: Vec<String> = fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(left, ["bobail.corrupt-9.save"]);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn learn_progress_moves_from_the_file_into_an_empty_store_once() {
        let store = Store::open_in_memory().unwrap();
        let folder = temp_dir("learn-file");
        let file = folder.join("learn-progress.json");
        assert!(!store.import_learn_progress_file(&file).unwrap());
        let bobail = r#"{"rating":1020,"solved":["b-1"],"failed":[],"lesson_steps":[2]}"#;
        fs::write(&file, format!(r#"{{"games":{{"bobail":{bobail}}}}}"#)).unwrap();
        assert!(store.import_learn_progress_file(&file).unwrap());
        assert!(!file.exists());
        let kept = store.learn_progress("bobail").unwrap().unwrap();
        let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
        assert_eq!(kept["rating"], 1020);
        assert_eq!(kept["solved"][0], "b-1");
        // A file found later is older than what the store keeps: dropped.
        fs::write(&file, r#"{"games":{"seega":{"rating":900}}}"#).unwrap();
        assert!(!store.import_learn_progress_file(&file).unwrap());
        assert!(!file.exists());
        assert_eq!(store.learn_progress("seega").unwrap(), None);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn an_unreadable_learn_progress_file_is_kept_aside_not_deleted() {
        let store = Store::open_in_memory().unwrap();
        let folder = temp_dir("learn-file-unreadable");
        let file = folder.join("learn-progress.json");
        let text = r#"{"games":{"bobail":"#;
        fs::write(&file, text).unwrap();
        assert!(!store.import_learn_progress_file(&file).unwrap());
        assert!(store.all_learn_progress().unwrap().is_empty());
        assert!(!file.exists());
        let aside = folder.join("learn-progress.json.unreadable");
        assert_eq!(fs::read_to_string(&aside).unwrap(), text);
        // The next launch finds no file and imports nothing; the copy stays.
        assert!(!store.import_learn_progress_file(&file).unwrap());
        assert!(aside.exists());
        fs::remove_dir_all(&folder).unwrap();
    }
}
