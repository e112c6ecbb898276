//! Reading a save of any format Boardlore has written: the core's own
//! (with or without seats), and the two app formats that wrapped it
//! before the seats moved into the core, so that no player loses a game.

use super::Seats;
use crate::level::Level;
use crate::limits::{check_size, MAX_SAVE_BYTES};
use crate::{MatchError, SaveFile, Side};
use serde_json::Value;

/// The first line of the Android app's old save slots.
const ANDROID_MAGIC: &str = "boardlore-android-save 1";

/// The core's save and the seats, from any save format. The whole text,
/// wrapper and header included, is held to [`MAX_SAVE_BYTES`] before any
/// of it is parsed: a parsed value costs many times its text.
pub(crate) fn read(text: &str) -> Result<(SaveFile, Seats), MatchError> {
    check_size("save", text.len(), MAX_SAVE_BYTES)
        .map_err(|e| MatchError::CorruptSave(e.to_string()))?;
    let text = text.trim_start_matches('\u{feff}');
    if let Some(rest) = text.strip_prefix(ANDROID_MAGIC) {
        return read_android(rest);
    }
    let value: Value = serde_json::from_str(text)
        .map_err(|e| MatchError::CorruptSave(format!("not a save file: {e}")))?;
    if let (Some(record), Some(setup)) = (value.get("record"), value.get("setup")) {
        let record = record
            .as_str()
            .ok_or_else(|| MatchError::CorruptSave("the record is not text".into()))?;
        let save = SaveFile::from_json(record)?;
        return Ok((save, ios_seats(setup)));
    }
    let save = SaveFile::from_json(text)?;
    let seats = save.seats.unwrap_or_default();
    Ok((save, seats))
}

/// The Android app's slot: `key=value` lines, a blank line, the core's save.
fn read_android(rest: &str) -> Result<(SaveFile, Seats), MatchError> {
    let rest = rest.replace("\r\n", "\n");
    let (header, record) = rest
        .split_once("\n\n")
        .ok_or_else(|| MatchError::CorruptSave("no game record after the header".into()))?;
    let field = |key: &str| {
        header.lines().find_map(|line| {
            let (k, v) = line.split_once('=')?;
            (k == key).then_some(v)
        })
    };
    let seats = match field("mode") {
        Some("computer") => {
            let human = match field("human-side") {
                Some("1") => Side::Second,
                _ => Side::First,
            };
            // The app's levels were 1…4, easiest first.
            let level = field("level")
                .and_then(|l| l.parse::<usize>().ok())
                .map_or(Level::Medium, |l| {
                    Level::ALL[l.clamp(1, Level::ALL.len()) - 1]
                });
            Seats::against_computer(human, level)
        }
        _ => Seats::humans(),
    };
    Ok((SaveFile::from_json(record)?, seats))
}

/// The iOS app's `setup.opponent`: `{"twoPlayers":{}}` or
/// `{"computer":{"human":"first","level":"hard"}}`.
fn ios_seats(setup: &Value) -> Seats {
    let Some(computer) = setup.get("opponent").and_then(|o| o.get("computer")) else {
        return Seats::humans();
    };
    let human = match computer.get("human").and_then(Value::as_str) {
        Some("second") => Side::Second,
        _ => Side::First,
    };
    let level = computer
        .get("level")
        .and_then(Value::as_str)
        .and_then(|l| l.parse().ok())
        .unwrap_or(Level::Medium);
    Seats::against_computer(human, level)
}

/// The seats written into a save.
pub(crate) fn with_seats(mut save: SaveFile, seats: Seats) -> SaveFile {
    save.seats = Some(seats);
    save
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Seat;

    const CORE: &str = r#"{"format":"boardlore-save","version":1,"game":"bagh-chal","options":{},"start":"T3T/5/5/5/T3T g 20 0","moves":["c3"]}"#;

    #[test]
    fn an_old_core_save_opens_with_two_humans() {
        let (save, seats) = read(CORE).unwrap();
        assert_eq!(save.moves, ["c3"]);
        assert_eq!(seats, Seats::humans());
    }

    #[test]
    fn the_android_slot_keeps_its_opponent() {
        let text = format!(
            "{ANDROID_MAGIC}\ngame=bagh-chal\nmode=computer\nhuman-side=1\nlevel=3\n\n{CORE}"
        );
        let (save, seats) = read(&text).unwrap();
        assert_eq!(save.game, "bagh-chal");
        assert_eq!(seats.first, Seat::Computer { level: Level::Hard });
        assert_eq!(seats.second, Seat::Human);
    }

    #[test]
    fn the_ios_slot_keeps_its_opponent() {
        let text = serde_json::json!({
            "format": 1,
            "setup": {"gameId": "bagh-chal", "options": {}, "opponent": {"computer": {"human": "first", "level": "expert"}}},
            "record": CORE,
            "savedAt": 0,
        })
        .to_string();
        let (_, seats) = read(&text).unwrap();
        assert_eq!(seats, Seats::against_computer(Side::First, Level::Expert));
    }

    #[test]
    fn an_old_wrapper_is_held_to_the_save_limit_as_a_whole() {
        let padding = "x".repeat(MAX_SAVE_BYTES);
        let ios = serde_json::json!({
            "format": 1,
            "setup": {"gameId": "bagh-chal", "options": {}, "padding": padding},
            "record": CORE,
        })
        .to_string();
        let android = format!("{ANDROID_MAGIC}\nnote={padding}\n\n{CORE}");
        for text in [ios, android] {
            match read(&text) {
                Err(MatchError::CorruptSave(why)) => {
                    assert!(why.starts_with("save is 1,04"), "{why}");
                    assert!(why.ends_with("; the limit is 1,048,576 bytes"), "{why}");
                }
                other => panic!("{:?}", other.map(|(save, _)| save.game)),
            }
        }
    }

    #[test]
    fn garbage_is_a_clear_error() {
        assert!(matches!(read("hello"), Err(MatchError::CorruptSave(_))));
        assert!(matches!(
            read(&format!("{ANDROID_MAGIC}\ngame=x")),
            Err(MatchError::CorruptSave(_))
        ));
    }
}
