//! Hostile input through the API: huge saves, moves and options get a
//! short error, never a huge one (on a phone a failed allocation aborts).

use boardlore::{BoardloreError, GameMatch, OptionSetting};

const SHORT: usize = 300;

fn message(error: BoardloreError) -> String {
    error.to_string()
}

#[test]
fn a_huge_move_in_a_save_gives_a_short_error() {
    let save = GameMatch::new("bagh-chal".to_string(), Vec::new())
        .unwrap()
        .save()
        .replace(
            "\"moves\": []",
            &format!("\"moves\": [\"{}\"]", "m".repeat(50 << 10)),
        );
    let text = message(GameMatch::restore(save).unwrap_err());
    assert_eq!(
        text,
        "corrupt save: move 1: move is 50 kB; the limit is 64 bytes"
    );
}

#[test]
fn a_save_of_50_megabytes_is_refused_by_its_size() {
    let save = format!("{{\"moves\": [\"{}\"]}}", "m".repeat(50 << 20));
    let text = message(GameMatch::restore(save).unwrap_err());
    assert_eq!(text, "corrupt save: save is 50 MB; the limit is 1 MB");
}

#[test]
fn control_characters_played_as_a_move_give_a_short_error() {
    let game = GameMatch::new("seega".to_string(), Vec::new()).unwrap();
    let text = message(game.play("\u{1}".repeat(10 << 20)).unwrap_err());
    assert_eq!(text, "move is 10 MB; the limit is 64 bytes");
    let text = message(game.play("\u{1}".repeat(60)).unwrap_err());
    assert!(text.len() < SHORT, "{text}");
    assert_eq!(text.matches("\\u{1}").count(), 40, "{text}");
}

#[test]
fn huge_option_keys_and_values_give_short_errors() {
    let huge = "k".repeat(50 << 20);
    for setting in [
        OptionSetting {
            key: huge.clone(),
            value: "1".to_string(),
        },
        OptionSetting {
            key: "captures_to_win".to_string(),
            value: huge.clone(),
        },
    ] {
        let text = message(GameMatch::new("bagh-chal".to_string(), vec![setting]).unwrap_err());
        assert!(text.ends_with("is 50 MB; the limit is 64 bytes"), "{text}");
    }
    let unknown = OptionSetting {
        key: "k".repeat(60),
        value: "1".to_string(),
    };
    let text = message(GameMatch::new("bobail".to_string(), vec![unknown]).unwrap_err());
    assert!(text.len() < SHORT, "{text}");
    let many = vec![
        OptionSetting {
            key: "max_slide".to_string(),
            value: "2".to_string(),
        };
        1000
    ];
    let text = message(GameMatch::new("bobail".to_string(), many).unwrap_err());
    assert_eq!(text, "too many options; the limit is 32");
}

#[test]
fn a_huge_game_id_or_position_gives_a_short_error() {
    let text = message(GameMatch::new("g".repeat(50 << 20), Vec::new()).unwrap_err());
    assert!(text.len() < SHORT, "{} bytes", text.len());
    let text = message(
        GameMatch::from_position("bobail".to_string(), Vec::new(), "p".repeat(50 << 20))
            .unwrap_err(),
    );
    assert_eq!(text, "bad position: position is 50 MB; the limit is 1 kB");
}
