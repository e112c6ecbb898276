//! Hostile input: every input has a size cap with a clear error, errors
//! quote at most a short prefix of the input once, and the repetition rule
//! stays exact when it no longer scans the history.

use boardlore_core::games::bobail::Bobail;
use boardlore_core::limits::{
    MAX_MOVE_BYTES, MAX_OPTIONS, MAX_POSITION_BYTES, MAX_SAVE_BYTES, MAX_SAVE_MOVES, QUOTE_CHARS,
};
use boardlore_core::{
    find_game, load_save, EndReason, Match, MatchError, MoveError, OptionValue, Options, Outcome,
};

/// The longest message a quote of [`QUOTE_CHARS`] characters can make,
/// with every character escaped (`\u{1b}` is 6 bytes).
const SHORT_MESSAGE: usize = 12 * QUOTE_CHARS + 200;

fn bagh_chal() -> Box<dyn boardlore_core::AnyMatch> {
    find_game("bagh-chal")
        .unwrap()
        .new_match(&Options::new())
        .unwrap()
}

fn save_with(moves: &str) -> String {
    format!(
        r#"{{"format":"boardlore-save","version":1,"game":"bagh-chal","options":{{}},"start":"T3T/5/5/5/T3T g 20 0","moves":[{moves}]}}"#
    )
}

#[test]
fn a_huge_move_is_refused_by_its_size_with_a_short_message() {
    let mut record = bagh_chal();
    let error = record.play(&"\u{1b}".repeat(10 << 20)).unwrap_err();
    assert!(matches!(error, MatchError::Move(MoveError::TooLong(_))));
    assert_eq!(error.to_string(), "move is 10 MB; the limit is 64 bytes");
    // Just over the cap is refused too, just under it is read (and unreadable).
    let over = "z".repeat(MAX_MOVE_BYTES + 1);
    assert!(matches!(
        record.play(&over),
        Err(MatchError::Move(MoveError::TooLong(_)))
    ));
    let under = "z".repeat(MAX_MOVE_BYTES);
    assert!(matches!(
        record.play(&under),
        Err(MatchError::Move(MoveError::Unreadable(_)))
    ));
}

#[test]
fn a_move_in_a_save_is_quoted_short_and_once() {
    let long = "q".repeat(50_000);
    let error = load_save(&save_with(&format!("\"{long}\""))).unwrap_err();
    let message = error.to_string();
    assert!(message.len() < SHORT_MESSAGE, "{} bytes", message.len());
    assert_eq!(
        message,
        "corrupt save: move 1: move is 48 kB; the limit is 64 bytes"
    );
    let error =
        load_save(&save_with(&format!("\"c3\", \"{}\"", "\\u0001".repeat(60)))).unwrap_err();
    let message = error.to_string();
    assert_eq!(message.matches("is not a move").count(), 1, "{message}");
    assert!(message.contains('…'), "{message}");
    assert!(message.len() < SHORT_MESSAGE, "{message}");
}

#[test]
fn a_save_over_the_size_cap_is_refused_before_it_is_parsed() {
    let huge = save_with(&format!("\"{}\"", "c".repeat(52 << 20)));
    let error = load_save(&huge).unwrap_err();
    assert_eq!(
        error.to_string(),
        "corrupt save: save is 52 MB; the limit is 1 MB"
    );
    assert!(MAX_SAVE_BYTES < huge.len());
}

#[test]
fn a_save_with_too_many_moves_fails_while_the_list_is_read() {
    let moves = vec!["\"\""; MAX_SAVE_MOVES + 1].join(",");
    let error = load_save(&save_with(&moves)).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains(&format!("more than {MAX_SAVE_MOVES} moves")),
        "{message}"
    );
    assert!(message.len() < SHORT_MESSAGE);
}

#[test]
fn a_bad_value_in_a_save_is_quoted_short() {
    let json = save_with("\"c3\"").replace(
        r#""version":1"#,
        &format!(r#""version":"{}""#, "v".repeat(100_000)),
    );
    let message = load_save(&json).unwrap_err().to_string();
    assert!(message.len() < SHORT_MESSAGE, "{} bytes", message.len());
    assert!(message.contains("at line 1 column"), "{message}");
}

#[test]
fn foreign_names_in_a_save_are_quoted_short() {
    let json = save_with("").replace("bagh-chal", &"g".repeat(10_000));
    let message = load_save(&json).unwrap_err().to_string();
    assert!(message.len() < SHORT_MESSAGE, "{message}");
    let json = save_with("").replace("boardlore-save", &"f".repeat(10_000));
    let message = load_save(&json).unwrap_err().to_string();
    assert!(message.len() < SHORT_MESSAGE, "{message}");
    assert!(find_game(&"x".repeat(1 << 20))
        .err()
        .is_some_and(|e| e.to_string().len() < SHORT_MESSAGE));
}

#[test]
fn option_keys_and_values_are_capped_and_quoted_short() {
    let info = (find_game("bagh-chal").unwrap().info)();
    let key = "k".repeat(50 << 20);
    let pair = format!("{key}=1");
    let error = Options::parse_pairs(info.options, [pair.as_str()]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "an option key is 50 MB; the limit is 64 bytes"
    );
    let pair = format!("captures_to_win={}", "9".repeat(100));
    let error = Options::parse_pairs(info.options, [pair.as_str()]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "an option value is 100 bytes; the limit is 64 bytes"
    );
    // A key given twice is refused (it used to take the last value), so a
    // list of pairs never holds more options than the game has.
    let pairs = vec!["captures_to_win=5"; MAX_OPTIONS + 1];
    let error = Options::parse_pairs(info.options, pairs).unwrap_err();
    assert_eq!(
        error.to_string(),
        "option captures_to_win is given twice; give it once"
    );
    let error = Options::parse_pairs(info.options, ["captures_to_win=4", " captures_to_win=5"])
        .unwrap_err();
    assert!(
        matches!(error, boardlore_core::OptionError::Repeated(_)),
        "{error}"
    );
    // From a save, where options arrive as JSON, the key is quoted short.
    let options = Options::new().with(&"k".repeat(10_000), OptionValue::Bool(true));
    let message = options.validate(info.options).unwrap_err().to_string();
    assert!(message.len() < SHORT_MESSAGE, "{message}");
    let options = Options::new().with(
        "captures_to_win",
        OptionValue::Choice("\u{7}".repeat(10_000)),
    );
    let message = options.validate(info.options).unwrap_err().to_string();
    assert!(message.len() < SHORT_MESSAGE, "{message}");
}

#[test]
fn a_position_string_over_the_cap_is_refused_by_its_size() {
    let entry = find_game("bobail").unwrap();
    let text = format!("BBBBB/5/2O2/5/WWWWW w {}", "1".repeat(MAX_POSITION_BYTES));
    let error = entry.from_position(&Options::new(), &text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad position: position is 1,046 bytes; the limit is 1 kB"
    );
    let side = "\u{1}".repeat(MAX_POSITION_BYTES - 30);
    let error = entry
        .from_position(&Options::new(), &format!("BBBBB/5/2O2/5/WWWWW {side} 1"))
        .unwrap_err();
    assert!(error.to_string().len() < SHORT_MESSAGE, "{error}");
}

#[test]
fn three_squares_are_unreadable_not_illegal() {
    let mut record = bagh_chal();
    for text in ["a-1 b-2 c-3", "A-1 B-2 C-3 D-4"] {
        assert!(
            matches!(
                record.play(text),
                Err(MatchError::Move(MoveError::Unreadable(_)))
            ),
            "{text}"
        );
    }
    // One and two squares are still the tournament form.
    assert!(matches!(
        record.play("A-1 B-2"),
        Err(MatchError::Move(MoveError::Illegal(_)))
    ));
    record.play("C-3").unwrap();
}

#[test]
fn repetitions_are_counted_exactly_through_undo_and_redo() {
    let mut record =
        Match::<Bobail>::from_text("BBBBB/5/2O2/5/WWWWW w 2", &Options::new()).unwrap();
    let cycle = ["b3,a1-a4", "c3,e5-e2", "b3,a4-a1", "c3,e2-e5"];
    for text in cycle.iter().chain(cycle.iter()) {
        record.play_text(text).unwrap();
    }
    assert_eq!(record.occurrences(), 3);
    let draw = Some(Outcome::draw(EndReason::Repetition));
    assert_eq!(record.outcome(), draw);
    record.undo().unwrap();
    assert_eq!(record.outcome(), None);
    // The position before the last move: seen after plies 3 and 7.
    assert_eq!(record.occurrences(), 2);
    record.redo().unwrap();
    assert_eq!(record.outcome(), draw);
    // A copy restored from its save counts the same.
    let restored = Match::<Bobail>::load(&record.save()).unwrap();
    assert_eq!(restored.occurrences(), 3);
    assert_eq!(restored.outcome(), draw);
}

#[test]
fn the_apps_settings_go_through_the_same_parser_as_pairs() {
    use boardlore_core::OptionSetting;
    let info = (find_game("bagh-chal").unwrap().info)();
    let setting = |key: &str, value: &str| OptionSetting {
        key: key.to_string(),
        value: value.to_string(),
    };
    let parsed = Options::parse_settings(info.options, &[setting(" captures_to_win", "7")]);
    assert_eq!(
        parsed,
        Options::parse_pairs(info.options, [" captures_to_win=7"])
    );
    assert_eq!(
        parsed.unwrap().int(info.options, "captures_to_win"),
        7,
        "the key is trimmed"
    );
    // A value with `=` in it is only a value (no pair to split).
    assert!(Options::parse_settings(info.options, &[setting("captures_to_win", "=7")]).is_err());
    let twice = [
        setting("captures_to_win", "5"),
        setting("captures_to_win", "6"),
    ];
    assert_eq!(
        Options::parse_settings(info.options, &twice)
            .unwrap_err()
            .to_string(),
        "option captures_to_win is given twice; give it once"
    );
    // Too many is refused before any value is read.
    let many = vec![setting("no_such", "x"); MAX_OPTIONS + 1];
    assert_eq!(
        Options::parse_settings(info.options, &many)
            .unwrap_err()
            .to_string(),
        format!("too many options; the limit is {MAX_OPTIONS}")
    );
}
