//! The bundled Bagh Chal tablebase through the mobile API (its own test
//! binary: loading a table changes how the expert plays Bagh Chal).

#[test]
fn the_bundled_tablebase_loads_and_the_screens_hints_say_who_wins() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../data/tablebase/bagh-chal.bltb"
    );
    assert!(boardlore::load_tablebase(b"not a table".to_vec()).is_err());
    assert!(boardlore::load_tablebase_file("/no/such/file".to_string()).is_err());
    // An endless file is refused at once, from its first bytes.
    let started = std::time::Instant::now();
    let before = peak_memory_kb();
    let error = boardlore::load_tablebase_file("/dev/zero".to_string()).unwrap_err();
    assert!(started.elapsed().as_secs_f64() < 1.0);
    assert!(peak_memory_kb() - before < 50 << 10, "{error}");
    assert_eq!(
        error.to_string(),
        "corrupt save: tablebase /dev/zero: not a Bagh Chal tablebase file"
    );
    // A good table that is not the shipped one is refused too.
    let config = boardlore_core::games::bagh_chal::Config {
        forced_capture: false,
        captures_to_win: 1,
    };
    let built = boardlore_core::games::bagh_chal::tablebase::Tablebase::build(config, &mut |_| {})
        .expect("a small table");
    let error = boardlore::load_tablebase(built.to_bytes()).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("not the tablebase Boardlore ships"),
        "{error}"
    );
    assert!(!boardlore::tablebase_loaded());
    boardlore::load_tablebase_file(path.to_string()).expect("the committed table loads");
    assert!(boardlore::tablebase_loaded());
    let game = boardlore::GameMatch::from_position(
        "bagh-chal".to_string(),
        vec![],
        "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0".to_string(),
    )
    .expect("position");
    assert_eq!(game.verdict().as_deref(), Some("Goats win in 1"));
    // The hint is the one goat move that wins (c3 is the only empty point;
    // the goat beside it steps in and no tiger can move).
    let hint = screen_hint("TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0", 1);
    game.play(hint).expect("the hint is legal");
    let outcome = game.status().outcome.expect("the goats have won");
    assert_eq!(outcome.winner, Some(boardlore::Side::First));
    // A hint is the best move even within a budget too small to find it by
    // search. Four goats are taken and the goats hold the draw only by
    // filling c3 from c2 or c4 (c1-b1, say, lets the tiger on a1 jump for
    // the fifth capture); a seeded weak search often throws the draw away,
    // the hint, which reads the table, never does.
    for seed in 0..6 {
        let position = "T1G1T/GGGGG/GG1GG/GGGGG/T1G1T g 0 4";
        let game = boardlore::GameMatch::from_position(
            "bagh-chal".to_string(),
            vec![],
            position.to_string(),
        )
        .expect("position");
        assert_eq!(game.verdict().as_deref(), Some("Draw with best play"));
        let hint = screen_hint(position, seed);
        game.play(hint.clone()).expect("the hint is legal");
        assert_eq!(
            game.verdict().as_deref(),
            Some("Draw with best play"),
            "the hint {hint} threw the draw away",
        );
    }
    let start = boardlore::GameMatch::new("bagh-chal".to_string(), vec![]).expect("start");
    assert_eq!(start.verdict(), None);
}

/// The hint the game screen shows for Bagh Chal's `position` (two humans
/// to play, so the hint is the screen's own search, under a small budget).
fn screen_hint(position: &str, seed: u64) -> String {
    use boardlore::{GameAction, GameEffect, GameScreenHandle, Lang, Level, SearchBudget};
    let save =
        boardlore::GameMatch::from_position("bagh-chal".to_string(), vec![], position.to_string())
            .expect("position")
            .save();
    let budget = SearchBudget {
        max_nodes: 200,
        seed,
    };
    let screen = GameScreenHandle::resume(
        save,
        "bagh-chal".into(),
        Level::Easy,
        Lang::En,
        Some(budget),
    )
    .expect("a screen");
    screen.act(GameAction::Shown);
    let asked = screen.act(GameAction::Hint);
    let job = asked
        .effects
        .iter()
        .find_map(|e| match e {
            GameEffect::StartSearch { job, .. } => Some(*job),
            _ => None,
        })
        .expect("the hint is searched for");
    let shown = screen.act(screen.run_search(job));
    shown.frame.hint.expect("the hint shows")
}

/// The process's peak resident memory so far, in kB (`VmHWM`).
fn peak_memory_kb() -> i64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}
