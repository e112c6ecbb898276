//! Properties every game must have, checked on every registered game through
//! the same interface the apps use: random play never panics, position
//! strings and move notation round-trip, undo is exact, saves replay.

use boardlore_core::{
    catalogue, find_game, load_save, AnyMatch, OptionKind, OptionValue, Options, SaveFile,
};
use proptest::prelude::*;

/// Random but allowed values for every option of the game.
fn random_options(id: &str, seed: u64) -> Options {
    let info = (find_game(id).unwrap().info)();
    let mut options = Options::new();
    let mut bits = seed;
    for descriptor in info.options {
        bits = bits.rotate_left(7) ^ 0x9E37_79B9_7F4A_7C15;
        let value = match descriptor.kind {
            OptionKind::Bool { .. } => OptionValue::Bool(bits & 1 == 1),
            OptionKind::Int { min, max, .. } => {
                // Small values make limits bite during short random games.
                OptionValue::Int(min + (bits % ((max - min + 1).min(12) as u64)) as i64)
            }
            OptionKind::Choice { values, .. } => {
                OptionValue::Choice(values[(bits as usize) % values.len()].to_string())
            }
        };
        options = options.with(descriptor.key, value);
    }
    options
}

fn game_ids() -> Vec<&'static str> {
    catalogue().map(|info| info.id).collect()
}

/// Plays `plies` seeded random moves, checking the properties at each step.
fn random_game(id: &str, seed: u64, plies: usize, vary_options: bool) -> Box<dyn AnyMatch> {
    let entry = find_game(id).unwrap();
    let options = if vary_options {
        random_options(id, seed)
    } else {
        Options::new()
    };
    let mut record = entry.new_match(&options).unwrap();
    let mut state = seed;
    for _ in 0..plies {
        if record.outcome().is_some() {
            break;
        }
        let moves = record.legal_moves();
        assert!(
            !moves.is_empty(),
            "{id}: no legal move but no outcome at {}",
            record.position_text()
        );

        let text = record.position_text();
        let hash = record.position_hash();
        let reparsed = entry
            .from_position(&options, &text)
            .unwrap_or_else(|e| panic!("{id}: {text:?} does not parse: {e}"));
        assert_eq!(
            reparsed.position_text(),
            text,
            "{id}: position string round trip"
        );
        assert_eq!(
            reparsed.position_hash(),
            hash,
            "{id}: hash after round trip"
        );

        state = boardlore_core::zobrist::splitmix64(state);
        let chosen = &moves[(state % moves.len() as u64) as usize];
        for mv in &moves {
            let mut probe = reparsed.clone_box();
            let played = probe
                .play(&mv.notation.to_ascii_uppercase())
                .unwrap_or_else(|e| panic!("{id}: {} does not parse back: {e}", mv.notation));
            assert_eq!(&played, mv, "{id}: notation round trip");
        }

        record.play(&chosen.notation).unwrap();
        record.undo().unwrap();
        assert_eq!(
            record.position_text(),
            text,
            "{id}: undo restores the position"
        );
        assert_eq!(record.position_hash(), hash, "{id}: undo restores the hash");
        record.redo().unwrap();
    }
    record
}

#[test]
fn every_game_is_registered_with_rules_and_sides() {
    for info in catalogue() {
        assert!(
            boardlore_core::rules::page_html(
                info.id,
                boardlore_core::i18n::Lang::En,
                boardlore_core::rules::Theme::of(false)
            )
            .is_some_and(|page| page.contains("<h1")),
            "{} has a rules page",
            info.id
        );
        assert_ne!(info.sides[0].key, info.sides[1].key);
        assert_eq!(
            find_game(info.id)
                .unwrap()
                .new_match(&Options::new())
                .unwrap()
                .info()
                .id,
            info.id
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_invariant(game in 0usize..16, seed in any::<u64>(), plies in 0usize..160, vary in any::<bool>()) {
        let ids = game_ids();
        if ids.is_empty() { return Ok(()); }
        let id = ids[game % ids.len()];
        let record = random_game(id, seed, plies, vary);

        let json = record.save().to_json();
        let restored = load_save(&json).unwrap_or_else(|e| panic!("{id}: save does not load: {e}"));
        prop_assert_eq!(restored.position_text(), record.position_text());
        prop_assert_eq!(restored.history(), record.history());
        prop_assert_eq!(restored.outcome(), record.outcome());
    }

    #[test]
    fn garbage_never_panics(game in 0usize..16, text in ".{0,40}", seed in any::<u64>()) {
        let ids = game_ids();
        if ids.is_empty() { return Ok(()); }
        let id = ids[game % ids.len()];
        let entry = find_game(id).unwrap();
        let _ = entry.from_position(&Options::new(), &text);
        let mut record = random_game(id, seed, 12, false);
        let _ = record.play(&text);
        let _ = load_save(&text);
        let _ = Options::parse_pairs((entry.info)().options, [text.as_str()]);
    }

    #[test]
    fn edited_saves_are_rejected_or_replay(game in 0usize..16, seed in any::<u64>(), cut in 0usize..40) {
        let ids = game_ids();
        if ids.is_empty() { return Ok(()); }
        let id = ids[game % ids.len()];
        let record = random_game(id, seed, 30, false);
        let mut save: SaveFile = record.save();
        if let Some(mv) = save.moves.get_mut(cut % 30) {
            mv.push_str("x9");
        }
        // Either the edit made it illegal (an error, never a panic), or it replays exactly.
        if let Ok(restored) = load_save(&save.to_json()) {
            prop_assert_eq!(restored.save().moves.len(), save.moves.len());
        }
    }
}

#[test]
fn corrupt_save_files_are_refused_with_a_reason() {
    for bad in [
        "",
        "{}",
        "null",
        "[1,2]",
        r#"{"format":"other","version":1,"game":"x","options":{},"start":"","moves":[]}"#,
    ] {
        let error = load_save(bad).expect_err(bad);
        assert!(error.to_string().starts_with("corrupt save"), "{error}");
    }
}
