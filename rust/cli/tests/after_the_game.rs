//! `boardlore review`, `export`, `import` and `history` on real files.

mod common;

use common::{run as boardlore, text};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("boardlore-cli-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The date of `game`'s history row in `out` (between the id and the
/// game's name), as its three words: day, month, year.
fn row_date<'a>(out: &'a str, game: &str) -> [&'a str; 3] {
    let name = format!("  {game}  ");
    let line = out.lines().find(|l| l.contains(&name)).expect("a row");
    let (before, _) = line.split_once(&name).unwrap();
    let (_, date) = before.trim_start().split_once("  ").unwrap();
    let words: Vec<&str> = date.split(' ').collect();
    words
        .try_into()
        .unwrap_or_else(|w| panic!("not a worded date: {w:?}"))
}

const GAME: &str = "[Game \"bagh-chal\"]\n[White \"Human\"]\n[Black \"Computer (hard)\"]\n[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. c3 a1-b2 2. c2 b2xd2 3. e3 0-1\n";

#[test]
fn import_export_and_review_a_game() {
    let dir = temp_dir("transfer");
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, GAME).unwrap();
    let imported = boardlore(&["import", pgn.to_str().unwrap()]);
    assert!(imported.status.success(), "{}", text(&imported.stderr));
    let save = dir.join("game.json");
    std::fs::write(&save, &imported.stdout).unwrap();
    assert!(text(&imported.stdout).contains("\"moves\""));

    let exported = boardlore(&["export", save.to_str().unwrap(), "--date", "2026.11.25"]);
    assert!(exported.status.success(), "{}", text(&exported.stderr));
    let out = text(&exported.stdout);
    assert!(out.contains("[Black \"Computer (hard)\"]"), "{out}");
    assert!(out.contains("[Date \"2026.11.25\"]"), "{out}");
    assert!(
        out.ends_with("1. c3 a1-b2 2. c2 b2xd2 3. e3 0-1\n"),
        "{out}"
    );

    let review = boardlore(&["review", pgn.to_str().unwrap(), "--level", "easy"]);
    assert!(review.status.success(), "{}", text(&review.stderr));
    let out = text(&review.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Bagh Chal review"), "{out}");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.trim_start().starts_with(char::is_numeric))
            .count(),
        5,
        "{out}"
    );
    assert!(lines[1].trim_start().starts_with("1. c3"), "{out}");
    assert!(out.contains("The tigers win: the goats resigned."), "{out}");

    let json = boardlore(&[
        "review",
        save.to_str().unwrap(),
        "--level",
        "easy",
        "--json",
    ]);
    assert!(json.status.success(), "{}", text(&json.stderr));
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["moves"].as_array().unwrap().len(), 5);
    assert_eq!(value["moves"][3]["played"], "b2xd2");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_bad_move_in_pgn_is_named_by_number() {
    let dir = temp_dir("bad");
    let pgn = dir.join("bad.pgn");
    std::fs::write(&pgn, "[Game \"bagh-chal\"]\n1. c3 a1-b2 2. c2 b2-b3\n").unwrap();
    for command in ["import", "review"] {
        let out = boardlore(&[command, pgn.to_str().unwrap()]);
        assert!(!out.status.success());
        let err = text(&out.stderr);
        assert!(
            err.contains("move 4 (2… b2-b3): b2-b3 is not a legal move here"),
            "{command}: {err}"
        );
    }
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "{\"hello\": 1}").unwrap();
    let out = boardlore(&["export", garbage.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not a save file"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn history_lists_a_store_and_its_statistics() {
    let dir = temp_dir("history");
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, GAME).unwrap();
    let save = dir.join("game.json");
    std::fs::write(&save, boardlore(&["import", pgn.to_str().unwrap()]).stdout).unwrap();
    let db = dir.join("games.db");
    let db = db.to_str().unwrap();
    let added = boardlore(&[
        "history",
        "--db",
        db,
        "--lang",
        "en",
        "--add",
        save.to_str().unwrap(),
    ]);
    assert!(added.status.success(), "{}", text(&added.stderr));
    let out = text(&added.stdout);
    assert!(out.contains("Added game 1."), "{out}");
    assert!(out.contains("One finished game; page 1"), "{out}");
    // The row as the apps show it: the day worded for players, the game
    // and its result, then the core's worded second line.
    assert!(
        out.contains("  Bagh Chal  The tigers win: the goats resigned.\n"),
        "{out}"
    );
    let [day, month, year] = row_date(&out, "Bagh Chal");
    assert!((1..=31).contains(&day.parse::<u32>().unwrap()), "{out}");
    assert!(month.starts_with(|c: char| c.is_ascii_uppercase()), "{out}");
    assert!(month.chars().all(char::is_alphabetic), "{out}");
    assert!(year.len() == 4 && year.parse::<u32>().is_ok(), "{out}");
    assert!(
        out.contains("\n        You (Goats) against Computer, Hard · 5 moves\n"),
        "{out}"
    );

    let stats = boardlore(&["history", "--db", db, "--stats", "--lang", "en"]);
    assert_eq!(
        text(&stats.stdout),
        "Bagh Chal\n  Against Hard, as Goats: 0 won, 0 drawn, 1 lost\n"
    );
    let french = boardlore(&["history", "--db", db, "--stats", "--lang", "fr"]);
    assert_eq!(
        text(&french.stdout),
        "Bagh Chal\n  Contre Difficile, côté Chèvres : 0 gagnée, 0 nulle, 1 perdue\n"
    );
    let details = text(&boardlore(&["history", "--db", db, "--lang", "fr"]).stdout);
    assert!(
        details.contains("Vous (Chèvres) contre l'ordinateur, Difficile · 5 coups"),
        "{details}"
    );
    assert!(!details.contains("resigned"), "{details}");
    // The day in French: `25 novembre 2026` (`1er` on the first).
    let [day, month, year] = row_date(&details, "Bagh Chal");
    assert!(
        day.trim_end_matches("er").parse::<u32>().is_ok(),
        "{details}"
    );
    assert!(month.chars().all(|c| c.is_lowercase()), "{details}");
    assert_eq!(year.len(), 4, "{details}");

    // A file that is not a store is refused and left as it was.
    let broken = dir.join("broken.db");
    let junk = "not a database at all, not at all".repeat(100);
    std::fs::write(&broken, &junk).unwrap();
    let out = boardlore(&["history", "--db", broken.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("broken.db: not a database; it was left as it is"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), junk);
    // A store whose every page past the first is damaged is moved aside
    // with a message, and a fresh store listed.
    let damaged = dir.join("damaged.db");
    let mut bytes = std::fs::read(db).unwrap();
    for (i, b) in bytes.iter_mut().enumerate().skip(4096) {
        *b = (i % 251) as u8;
    }
    std::fs::write(&damaged, &bytes).unwrap();
    let out = boardlore(&["history", "--db", damaged.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(said.contains("damaged.db was damaged"), "{said}");
    assert!(said.contains("the damaged file is kept as"), "{said}");
    assert!(said.contains("Finished games saved: 0; lost: "), "{said}");
    assert!(text(&out.stdout).contains("0 finished games"));
    std::fs::remove_dir_all(dir).ok();
}

/// Expert self-play (the core's review test plays it) until the goats, at
/// move 8, place a goat on c2 that the tiger on b2 takes at once.
const GIFT: &str = "[Game \"bagh-chal\"]\n\n1. c1 a1-b2 2. c5 e1-e2 3. a3 e5-d5 4. b5 e2-e3 5. d1 a5-a4 6. a2 d5-e5 7. e1 e3-e2 8. c2 b2xd2 9. a5 *\n";

#[test]
fn a_goat_given_away_is_labelled_and_the_move_that_avoids_it_named() {
    let dir = temp_dir("gift");
    let pgn = dir.join("gift.pgn");
    std::fs::write(&pgn, GIFT).unwrap();
    let review = boardlore(&["review", pgn.to_str().unwrap(), "--lang", "en"]);
    assert!(review.status.success(), "{}", text(&review.stderr));
    let out = text(&review.stdout);
    let gift = out
        .lines()
        .find(|l| l.trim_start().starts_with("8. c2 "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        gift.contains(" mistake ") || gift.contains(" blunder "),
        "{gift}"
    );
    let better = gift
        .split("better ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no better move: {gift}"));
    assert_ne!(better, "c2");
    // With the better move played instead, the tiger's capture is gone.
    let avoided = GIFT.replace("8. c2 b2xd2 9. a5 *", &format!("8. {better} b2xd2 *"));
    std::fs::write(&pgn, avoided).unwrap();
    let import = boardlore(&["import", pgn.to_str().unwrap()]);
    assert!(!import.status.success());
    assert!(
        text(&import.stderr).contains("b2xd2 is not a legal move here"),
        "{}",
        text(&import.stderr)
    );
    // The summary counts the goats' mistake.
    let goats = out.lines().find(|l| l.starts_with("Goats: ")).unwrap();
    assert!(
        goats.contains("1 mistake") || goats.contains("1 blunder"),
        "{goats}"
    );
    std::fs::remove_dir_all(dir).ok();
}

/// With the committed default-rules tablebase, the review judges the
/// sliding phase exactly. In this position (four goats taken, goats to
/// move) the goats hold the draw only by filling c3 from c2 or c4; c1-b1
/// opens c1 behind b1, so the tiger on a1 jumps it for the fifth capture.
#[test]
fn the_tablebase_says_which_move_threw_away_the_draw() {
    let table = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../data/tablebase/bagh-chal.bltb"
    );
    let dir = temp_dir("table-review");
    let pgn = dir.join("game.pgn");
    std::fs::write(
        &pgn,
        "[Game \"bagh-chal\"]\n[Position \"T1G1T/GGGGG/GG1GG/GGGGG/T1G1T g 0 4\"]\n\n1. c1-b1 a1xc1\n",
    )
    .unwrap();
    let review = boardlore(&["review", pgn.to_str().unwrap(), "--tablebase", table]);
    assert!(review.status.success(), "{}", text(&review.stderr));
    let out = text(&review.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[1].contains(
            "1. c1-b1      blunder    Draw with best play → Tigers win in 1   This move threw away the draw   after c1-b1, a1xc1: Tigers win in 1   better c2-c3"
        ),
        "{out}"
    );
    assert!(
        lines[2].contains("1… a1xc1      best       Tigers win in 1 → Tigers won"),
        "{out}"
    );
    let json = boardlore(&[
        "review",
        pgn.to_str().unwrap(),
        "--tablebase",
        table,
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["moves"][0]["before"]["expected"], 0.5);
    assert_eq!(value["moves"][0]["before"]["forced"], "draw");
    assert_eq!(value["moves"][0]["after"]["expected"], 0.0);
    assert_eq!(value["moves"][0]["label"], "blunder");
    // Without the table the same move is judged by search only.
    let searched = boardlore(&["review", pgn.to_str().unwrap(), "--level", "easy"]);
    assert!(!text(&searched.stdout).contains("threw away"));
    std::fs::remove_dir_all(dir).ok();
}

/// The game of issue 32: the goats place b1 where the tiger on a1 jumps
/// it at once (a1xc1), though c1 or many other points were safe. In every
/// language the review calls b1 a mistake or a blunder and says why in
/// that language: after b1, a1xc1 captures a goat; its header and its
/// "better" are that language's too.
#[test]
fn a_goat_given_away_is_a_mistake_with_its_reason_in_every_language() {
    use boardlore_core::i18n::{self, Lang};
    let dir = temp_dir("b1");
    let save = dir.join("g.json");
    let played = common::run_input(
        &["play", "bagh-chal"],
        &format!("b1\na1xc1\nc3\nsave {}\nquit\n", save.display()),
    );
    assert!(played.status.success(), "{}", text(&played.stderr));
    for lang in Lang::ALL {
        let review = boardlore(&["review", save.to_str().unwrap(), "--lang", lang.code()]);
        assert!(review.status.success(), "{}", text(&review.stderr));
        let out = text(&review.stdout);
        let b1 = out
            .lines()
            .find(|l| l.trim_start().starts_with("1. b1 "))
            .unwrap_or_else(|| panic!("{out}"));
        let mistake = i18n::text(lang, "review-label-mistake", &[]);
        let blunder = i18n::text(lang, "review-label-blunder", &[]);
        assert!(
            b1.contains(&format!(" {mistake} ")) || b1.contains(&format!(" {blunder} ")),
            "{}: {b1}",
            lang.code()
        );
        // The reason names the capture and the goat, in the language's
        // own words for "a goat".
        let a_goat = i18n::attribute(lang, "piece-bagh-chal-G", "a", &[]).unwrap();
        assert!(
            b1.contains("a1xc1") && b1.contains(&a_goat),
            "{}: {b1}",
            lang.code()
        );
        if lang == Lang::En {
            assert!(b1.contains("after b1, a1xc1 captures a goat"), "{b1}");
            assert!(out.starts_with("Bagh Chal review, "), "{out}");
            assert!(b1.contains("   better "), "{b1}");
        } else {
            let header = out.lines().next().unwrap();
            assert!(!header.contains(" review, "), "{}: {header}", lang.code());
            assert!(!b1.contains(" better "), "{}: {b1}", lang.code());
        }
    }
    std::fs::remove_dir_all(dir).ok();
}
