//! One function per fuzz target. Each takes arbitrary bytes, drives a
//! parser or the API with them, and panics only on a defect: a panic
//! inside the library, or a broken round trip. Shared, by path, with the
//! corpus replay test `uniffi/tests/fuzz_corpus.rs`.

use boardlore::{GameMatch, OptionSetting, Side};
use boardlore_core::engine_protocol::{classify, read_line, Line, Message};
use boardlore_core::{catalogue, find_game, load_save, AnyMatch, GameEntry, Options};

/// The game picked by the first byte, and the rest of the input.
fn pick_game(data: &[u8]) -> Option<(&'static GameEntry, &[u8])> {
    let (&first, rest) = data.split_first()?;
    let ids: Vec<&str> = catalogue().map(|g| g.id).collect();
    let id = ids[usize::from(first) % ids.len()];
    Some((find_game(id).expect("a catalogue id"), rest))
}

fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// What every record must satisfy: its position string reads back as
/// itself, and its save restores to the same position.
fn check_round_trips(entry: &GameEntry, record: &dyn AnyMatch, options: &Options) {
    let position = record.position_text();
    let reread = entry
        .from_position(options, &position)
        .unwrap_or_else(|e| panic!("{position:?} does not read back: {e}"));
    assert_eq!(
        reread.position_text(),
        position,
        "position string round trip"
    );
    let json = record.save().to_json();
    let restored = load_save(&json).unwrap_or_else(|e| panic!("save does not restore: {e}"));
    assert_eq!(restored.position_text(), position, "save round trip");
    assert_eq!(
        restored.outcome(),
        record.outcome(),
        "outcome after restore"
    );
}

/// Position strings of each game: the first byte picks the game.
pub fn position(data: &[u8]) {
    let Some((entry, rest)) = pick_game(data) else {
        return;
    };
    let options = Options::new();
    if let Ok(record) = entry.from_position(&options, &text(rest)) {
        check_round_trips(entry, record.as_ref(), &options);
        let _ = record.legal_moves();
        let _ = record.status();
    }
}

/// Move notation: the first byte picks the game, each line is a move tried
/// in turn from the start position.
pub fn notation(data: &[u8]) {
    let Some((entry, rest)) = pick_game(data) else {
        return;
    };
    let options = Options::new();
    let mut record = entry.new_match(&options).expect("start position");
    for line in text(rest).split('\n').take(200) {
        if let Ok(played) = record.play(line) {
            // The canonical notation of what was played plays it again.
            record.undo().expect("undo after play");
            let again = record
                .play(&played.notation)
                .unwrap_or_else(|e| panic!("{:?} does not replay: {e}", played.notation));
            assert_eq!(again, played);
        }
    }
    check_round_trips(entry, record.as_ref(), &options);
}

/// Options, as `key=value` lines, through the core and through the API.
pub fn options(data: &[u8]) {
    let Some((entry, rest)) = pick_game(data) else {
        return;
    };
    let info = (entry.info)();
    let input = text(rest);
    let pairs: Vec<&str> = input.split('\n').take(40).collect();
    if let Ok(options) = Options::parse_pairs(info.options, pairs.iter().copied()) {
        let record = entry
            .new_match(&options)
            .expect("valid options make a game");
        check_round_trips(entry, record.as_ref(), &options);
    }
    let settings: Vec<OptionSetting> = pairs
        .iter()
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            OptionSetting {
                key: key.to_string(),
                value: value.to_string(),
            }
        })
        .collect();
    if let Ok(game) = GameMatch::new(info.id.to_string(), settings) {
        let _ = game.board();
    }
}

/// Save files (JSON), through the core and through the API.
pub fn save(data: &[u8]) {
    let json = text(data);
    if let Ok(record) = load_save(&json) {
        let entry = find_game(record.info().id).expect("a loaded game exists");
        let options = record.save().options;
        check_round_trips(entry, record.as_ref(), &options);
    }
    if let Ok(game) = GameMatch::restore(json) {
        let again = GameMatch::restore(game.save()).expect("a save restores");
        assert_eq!(again.position(), game.position());
    }
}

/// `boardlore engine`'s input: lines read with the byte cap, classified,
/// and the moves played on the game picked by the first byte.
pub fn engine_lines(data: &[u8]) {
    let Some((entry, rest)) = pick_game(data) else {
        return;
    };
    let mut record = entry.new_match(&Options::new()).expect("start position");
    let mut reader = std::io::Cursor::new(rest);
    while let Ok(Some(line)) = read_line(&mut reader) {
        if let Line::Text(line) = line {
            if let Message::Move(text) = classify(&line) {
                let _ = record.play(text);
            }
        }
    }
}

/// The mobile API as a sequence of calls: each byte picks a call, and some
/// calls take the next byte as an argument.
pub fn api_calls(data: &[u8]) {
    let Some((entry, rest)) = pick_game(data) else {
        return;
    };
    let id = (entry.info)().id.to_string();
    let mut game = GameMatch::new(id.clone(), Vec::new()).expect("start position");
    let mut bytes = rest.iter().copied().take(300);
    let side = |b: u8| {
        if b & 1 == 0 {
            Side::First
        } else {
            Side::Second
        }
    };
    while let Some(op) = bytes.next() {
        let arg = bytes.next().unwrap_or(0);
        match op % 20 {
            0..=2 => {
                let legal = game.legal_moves();
                if !legal.is_empty() {
                    let mv = &legal[usize::from(arg) % legal.len()];
                    game.play(mv.notation.clone()).expect("a legal move plays");
                }
            }
            3 => {
                let garbage: Vec<u8> = bytes.by_ref().take(usize::from(arg % 16)).collect();
                let _ = game.play(text(&garbage));
            }
            4 | 6 => {
                let _ = game.drag_began(u32::from(arg));
            }
            5 | 7 => {
                let _ = game.drag_ended((arg < 200).then_some(u32::from(arg)));
            }
            8..=10 => {
                let _ = game.tap(u32::from(arg));
            }
            11 => game.clear_selection(),
            12 => {
                let _ = game.finish();
            }
            13 => {
                let _ = game.play("pass".to_string());
            }
            14 => {
                let _ = game.resign(side(arg));
            }
            15 => {
                let restored = GameMatch::restore(game.save()).expect("a save restores");
                assert_eq!(restored.position(), game.position());
                assert_eq!(restored.status(), game.status());
                game = restored;
            }
            16 | 17 => {
                let _ = game.square_speech(u32::from(arg));
            }
            18 => {
                let _ = (game.turns(), game.move_list());
            }
            _ => {
                let _ = GameMatch::from_position(id.clone(), Vec::new(), game.position())
                    .expect("the position string reads back");
            }
        }
        let board = game.board();
        let _ = game.history();
        let _ = game.status();
        let _ = board;
    }
}
