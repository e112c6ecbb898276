use super::*;
use crate::catalogue;

fn bagh_chal(seats: Seats) -> Session {
    Session::new("bagh-chal", &Options::new(), seats).unwrap()
}

/// A game of `plies` pseudo-random legal moves (fewer if it ends).
fn random_game(id: &str, plies: usize, seed: u64) -> Session {
    let mut session = Session::new(id, &Options::new(), Seats::humans()).unwrap();
    let mut state = seed | 1;
    for _ in 0..plies {
        if session.outcome().is_some() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let n = session.legal_moves().len();
        session.play_index((state % n as u64) as usize).unwrap();
    }
    session
}

#[test]
fn every_game_survives_export_and_import() {
    for info in catalogue() {
        for seed in 1..4 {
            let game = random_game(info.id, 40 + seed as usize * 7, seed);
            let text = export(&game, Some("2026.11.25"), &[]);
            let back = import(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", info.id));
            assert_eq!(back.session.save(), game.save(), "{}:\n{text}", info.id);
            assert_eq!(back.comments.len(), game.history().len());
        }
    }
}

#[test]
fn the_text_has_tags_turn_numbers_comments_and_result() {
    let mut game = bagh_chal(Seats::against_computer(Side::Second, Level::Hard));
    for mv in ["c3", "a1-b2", "c2"] {
        game.play(mv).unwrap();
    }
    game.resign_side(Side::Second).unwrap();
    let comments = vec![None, Some("mistake {best: b1}".to_string())];
    let text = export(&game, Some("2026.11.25"), &comments);
    assert!(
        text.starts_with("[Game \"bagh-chal\"]\n[Variant \""),
        "{text}"
    );
    assert!(text.contains("[White \"Computer (hard)\"]\n[Black \"Human\"]\n"));
    assert!(
        text.contains("[Date \"2026.11.25\"]\n[Result \"1-0\"]\n[Termination \"resignation\"]\n")
    );
    assert!(!text.contains("[Position"), "{text}");
    assert!(
        text.ends_with("\n\n1. c3 a1-b2 {mistake |best: b1|} 2. c2 1-0\n"),
        "{text}"
    );
    let back = import(&text).unwrap();
    assert_eq!(back.session.save(), game.save());
    assert_eq!(back.comments[1].as_deref(), Some("mistake |best: b1|"));
    assert_eq!(
        back.session.seats(),
        Seats::against_computer(Side::Second, Level::Hard)
    );
}

#[test]
fn a_black_move_after_a_comment_gets_its_number_again() {
    let mut game = bagh_chal(Seats::humans());
    for mv in ["c3", "a1-b2", "c2"] {
        game.play(mv).unwrap();
    }
    let text = export(&game, None, &[Some("good".into())]);
    assert!(text.contains("1. c3 {good} 1... a1-b2 2. c2 *"), "{text}");
}

#[test]
fn the_first_bad_move_is_named_by_number() {
    let text = "[Game \"bagh-chal\"]\n\n1. c3 a1-b2 2. c3 b2-c2 *\n";
    let err = import(text).unwrap_err();
    assert_eq!(
        err,
        PgnError::Move {
            number: 3,
            turn: "2.".into(),
            text: "c3".into(),
            error: MoveError::Illegal("c3".into()),
        }
    );
    assert_eq!(
        err.to_string(),
        "move 3 (2. c3): c3 is not a legal move here"
    );
    let err = import("[Game \"bagh-chal\"]\n1. c3 zz9\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 2 (1… zz9): zz9 is not a legal move here"
    );
}

#[test]
fn other_notations_and_bare_moves_are_read() {
    // Capitals and no turn numbers at all.
    let back = import("[Game \"bagh-chal\"]\nC3 A1-B2\n").unwrap();
    assert_eq!(back.session.history().len(), 2);
    assert_eq!(back.session.history()[1].notation, "a1-b2");
}

#[test]
fn malformed_text_gets_a_clear_error() {
    assert_eq!(import("1. c3").unwrap_err(), PgnError::NoGame);
    assert_eq!(
        import("[Game \"chess\"]\n1. e4").unwrap_err().to_string(),
        "unknown game \"chess\""
    );
    assert_eq!(
        import("[Game \"bagh-chal\"]\n[Date 2026]\n").unwrap_err(),
        PgnError::BadTag { line: 2 }
    );
    assert_eq!(
        import("[Game \"bagh-chal\"]\n1. c3 {never closed").unwrap_err(),
        PgnError::OpenComment
    );
    assert!(matches!(
        import("[Game \"seega\"]\n[Variant \"size=8\"]\n").unwrap_err(),
        PgnError::Variant(_)
    ));
    assert!(matches!(
        import("[Game \"bagh-chal\"]\n[Position \"nonsense\"]\n").unwrap_err(),
        PgnError::Position(_)
    ));
    assert_eq!(
        import("[Game \"bagh-chal\"]\n[Result \"0-1\"]\n[Termination \"resignation\"]\n1. c3 1-0")
            .map(|_| ())
            .unwrap_err()
            .to_string(),
        "the result tag says 0-1 but the moves give 1-0"
    );
    assert_eq!(
        import(&"x".repeat(MAX_SAVE_BYTES + 1)).unwrap_err(),
        PgnError::TooLarge
    );
}

#[test]
fn a_variant_and_a_start_position_travel_with_the_game() {
    let options =
        Options::parse_pairs((find_game("seega").unwrap().info)().options, ["size=5"]).unwrap();
    let mut game = Session::new("seega", &options, Seats::humans()).unwrap();
    game.play_index(0).unwrap();
    let text = export(&game, None, &[]);
    assert!(text.contains("[Variant \""), "{text}");
    assert!(text.contains("size=5"), "{text}");
    assert_eq!(import(&text).unwrap().session.save(), game.save());

    let from = find_game("bagh-chal")
        .unwrap()
        .from_position(&Options::new(), "T3T/5/2G2/5/T3T g 19 0")
        .unwrap();
    let game = Session::from_record(from, Seats::humans());
    let text = export(&game, None, &[]);
    assert!(
        text.contains("[Position \"T3T/5/2G2/5/T3T g 19 0\"]"),
        "{text}"
    );
    assert_eq!(import(&text).unwrap().session.save(), game.save());
}

#[test]
fn dates_are_written_as_pgn_does() {
    assert_eq!(date_of(0), "1970.01.01");
    assert_eq!(date_of(951_782_400), "2000.02.29");
    assert_eq!(date_of(1_764_028_800 + 86_399), "2025.11.25");
}
