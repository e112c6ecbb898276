//! The mobile API driven as the apps drive it: the catalogue, whole games
//! entered through `tap()` alone, undo/redo/save/restore and the errors.

use boardlore::{
    game, games, rules_page_html, BoardloreError, GameMatch, Lang, MoveDescription, OptionSetting,
    TapEffect,
};
use std::sync::Arc;

/// A small deterministic generator, so failures reproduce.
pub struct Rng(u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn the_match_object_is_send_and_sync() {
    assert_send_sync::<GameMatch>();
    assert_send_sync::<Arc<GameMatch>>();
}

#[test]
fn catalogue_describes_every_game() {
    for description in games(Lang::En) {
        assert_eq!(description.sides.len(), 2, "{}", description.id);
        assert!(
            rules_page_html(description.id.clone(), Lang::En, false)
                .is_ok_and(|page| page.contains("<h1")),
            "{} has a rules page",
            description.id
        );
        let g = &description.geometry;
        assert_eq!(
            g.points.len(),
            (g.width * g.height) as usize,
            "{}",
            description.id
        );
        assert_eq!(g.square_names.len(), g.points.len());
        assert_eq!(game(description.id.clone(), Lang::En).unwrap(), description);
        // Every option's default and every listed value is accepted.
        for option in &description.options {
            for value in option.values.iter().chain([&option.default_value]) {
                let setting = vec![OptionSetting {
                    key: option.key.clone(),
                    value: value.clone(),
                }];
                GameMatch::new(description.id.clone(), setting)
                    .unwrap_or_else(|e| panic!("{} {}={value}: {e}", description.id, option.key));
            }
        }
        let m = GameMatch::new(description.id.clone(), vec![]).unwrap();
        assert_eq!(m.game_id(), description.id);
        assert_eq!(m.board().squares.len(), g.points.len());
    }
}

#[test]
fn unknown_games_and_options_are_refused() {
    assert!(matches!(
        game("chess".into(), Lang::En),
        Err(BoardloreError::UnknownGame(_))
    ));
    assert!(matches!(
        GameMatch::new("chess".into(), vec![]),
        Err(BoardloreError::UnknownGame(_))
    ));
    for description in games(Lang::En) {
        let bad = vec![OptionSetting {
            key: "no-such-option".into(),
            value: "1".into(),
        }];
        assert!(matches!(
            GameMatch::new(description.id.clone(), bad),
            Err(BoardloreError::BadOption(_))
        ));
        for option in &description.options {
            let bad = vec![OptionSetting {
                key: option.key.clone(),
                value: "\u{0}garbage".into(),
            }];
            assert!(
                matches!(
                    GameMatch::new(description.id.clone(), bad),
                    Err(BoardloreError::BadOption(_))
                ),
                "{} {}",
                description.id,
                option.key
            );
        }
        let m = GameMatch::new(description.id.clone(), vec![]).unwrap();
        assert!(matches!(
            m.play("zz99-zz98".into()),
            Err(BoardloreError::IllegalMove(_))
        ));
        assert!(matches!(
            m.play("hello world!".into()),
            Err(BoardloreError::BadNotation(_))
        ));
        assert!(matches!(
            m.tap(10_000),
            Err(BoardloreError::InvalidSquare(_))
        ));
        assert!(matches!(m.finish(), Err(BoardloreError::IllegalMove(_))));
        assert!(matches!(
            GameMatch::from_position(description.id.clone(), vec![], "not a position".into()),
            Err(BoardloreError::BadPosition(_))
        ));
    }
    assert!(matches!(
        GameMatch::restore("{".into()),
        Err(BoardloreError::CorruptSave(_))
    ));
    assert!(matches!(
        GameMatch::restore(String::new()),
        Err(BoardloreError::CorruptSave(_))
    ));
}

/// How many moves `enter_by_taps` had to end with a second tap on the last square.
pub static FINISHED_BY_SECOND_TAP: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(0);

/// Enters `target` by tapping its squares, as a player would, and checks
/// every step of the state machine on the way.
pub fn enter_by_taps(m: &GameMatch, target: &MoveDescription) -> MoveDescription {
    if target.taps.is_empty() {
        // A pass: the game screen has a button for it, not a square.
        assert_eq!(target.notation, "pass", "a move without taps is a pass");
        return m.play(target.notation.clone()).expect("pass");
    }
    let ply = m.status().ply;
    for (i, &square) in target.taps.iter().enumerate() {
        let result = m
            .tap(square)
            .unwrap_or_else(|e| panic!("tap {square} for {}: {e}", target.notation));
        let last = i + 1 == target.taps.len();
        match result.effect {
            TapEffect::Played => {
                assert!(
                    last,
                    "{} played early, after {} of its taps",
                    target.notation,
                    i + 1
                );
                let played = result.played.expect("a played tap carries its move");
                assert_eq!(played.notation, target.notation);
                assert_eq!(m.status().ply, ply + 1);
                return played;
            }
            TapEffect::Selected | TapEffect::Extended => {
                let want: Vec<u32> = target.taps[..=i].to_vec();
                assert_eq!(
                    result.selection, want,
                    "selection while entering {}",
                    target.notation
                );
                if !last {
                    assert!(
                        result.targets.contains(&target.taps[i + 1]),
                        "next tap of {} is a target",
                        target.notation
                    );
                    let board = m.board();
                    assert!(board.squares[target.taps[i + 1] as usize].legal_target);
                    assert!(board.squares[square as usize].selected);
                } else {
                    // A complete move that longer ones extend: end it on the spot.
                    let count =
                        FINISHED_BY_SECOND_TAP.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    assert!(
                        result.can_finish,
                        "{} is pending but cannot be finished",
                        target.notation
                    );
                    assert!(m.status().can_finish);
                    if count % 2 == 1 {
                        // The explicit call does the same as the second tap.
                        let played = m.finish().expect("finish a pending move");
                        assert_eq!(played.notation, target.notation);
                        return played;
                    }
                    let again = m.tap(square).expect("finishing tap");
                    assert_eq!(again.effect, TapEffect::Played);
                    let played = again.played.expect("a played tap carries its move");
                    assert_eq!(played.notation, target.notation);
                    return played;
                }
            }
            other => panic!("tap {i} ({square}) of {} gave {other:?}", target.notation),
        }
    }
    unreachable!("the last tap returns")
}

fn assert_taps_unique(m: &GameMatch) {
    let moves = m.legal_moves();
    for (i, a) in moves.iter().enumerate() {
        for b in &moves[i + 1..] {
            assert_ne!(
                a.taps,
                b.taps,
                "{} and {} are tapped alike in {}",
                a.notation,
                b.notation,
                m.position()
            );
        }
    }
}

#[test]
fn every_game_can_be_played_to_the_end_through_taps_alone() {
    for description in games(Lang::En) {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ description.id.len() as u64);
        let mut finished = 0;
        let mut taps_per_move = std::collections::BTreeMap::new();
        let mut passes = 0;
        let before = FINISHED_BY_SECOND_TAP.load(std::sync::atomic::Ordering::Relaxed);
        for game_number in 0..3 {
            let m = GameMatch::new(description.id.clone(), vec![]).unwrap();
            let mut plies = 0;
            while !m.status().is_over && plies < 2000 {
                assert_taps_unique(&m);
                let moves = m.legal_moves();
                assert!(
                    !moves.is_empty(),
                    "{}: no legal move but not over",
                    description.id
                );
                let target = &moves[rng.below(moves.len())];
                *taps_per_move.entry(target.taps.len()).or_insert(0) += 1;
                passes += usize::from(target.is_pass);
                let played = enter_by_taps(&m, target);
                let board = m.board();
                assert_eq!(
                    board.last_move.as_ref().map(|l| &l.notation),
                    Some(&played.notation)
                );
                for &c in &played.captured {
                    assert!(board.squares[c as usize].just_captured);
                }
                if let Some(to) = played.to {
                    assert!(board.squares[to as usize].last_move_to);
                }
                plies += 1;
            }
            let status = m.status();
            if status.is_over {
                finished += 1;
                let outcome = status.outcome.expect("a finished game has an outcome");
                assert!(!outcome.text.is_empty());
                assert_eq!(m.tap(0).unwrap().effect, TapEffect::GameOver);
                assert!(matches!(
                    m.play("pass".into()),
                    Err(BoardloreError::GameOver)
                ));
            }
            let history = m.history();
            assert_eq!(
                history.len() as u32,
                status.ply,
                "{} game {game_number}",
                description.id
            );
        }
        assert!(
            finished > 0,
            "{}: no random game finished within 2000 plies",
            description.id
        );
        let pending = FINISHED_BY_SECOND_TAP.load(std::sync::atomic::Ordering::Relaxed) - before;
        eprintln!(
            "{}: {finished} of 3 games finished; moves by tap count {taps_per_move:?}; {passes} passes; {pending} ended by a second tap or finish()",
            description.id
        );
    }
}

#[test]
fn taps_that_fit_nothing_deselect_or_start_a_new_selection() {
    for description in games(Lang::En) {
        let mut rng = Rng(7 + description.id.len() as u64);
        let m = GameMatch::new(description.id.clone(), vec![]).unwrap();
        let mut checked = false;
        for _ in 0..200 {
            if m.status().is_over {
                break;
            }
            let moves = m.legal_moves();
            let board = m.board();
            // Squares where a move of two taps or more starts.
            let mut starts: Vec<u32> = moves
                .iter()
                .filter(|mv| mv.taps.len() >= 2)
                .map(|mv| mv.taps[0])
                .collect();
            starts.sort_unstable();
            starts.dedup();
            let first_taps: Vec<u32> = board
                .squares
                .iter()
                .filter(|s| s.movable)
                .map(|s| s.index)
                .collect();
            if let [a, .., b] = starts[..] {
                let a_targets = m.tap(a).unwrap().targets;
                assert_eq!(m.board().selection, vec![a]);
                if !a_targets.contains(&b) {
                    let result = m.tap(b).unwrap();
                    assert_eq!(
                        result.effect,
                        TapEffect::Selected,
                        "{}: another piece",
                        description.id
                    );
                    assert_eq!(result.selection, vec![b]);
                    let b_targets = result.targets;
                    let dead = (0..board.squares.len() as u32)
                        .find(|s| !b_targets.contains(s) && !first_taps.contains(s) && *s != b);
                    if let Some(dead) = dead {
                        assert_eq!(
                            m.tap(dead).unwrap().effect,
                            TapEffect::Deselected,
                            "{}",
                            description.id
                        );
                        assert!(m.board().selection.is_empty());
                        assert_eq!(
                            m.tap(dead).unwrap().effect,
                            TapEffect::Illegal,
                            "{}",
                            description.id
                        );
                        // Tapping the selected piece again puts it back.
                        assert_eq!(m.tap(b).unwrap().effect, TapEffect::Selected);
                        assert_eq!(m.tap(b).unwrap().effect, TapEffect::Deselected);
                        checked = true;
                        break;
                    }
                }
                m.clear_selection();
            }
            m.play(moves[rng.below(moves.len())].notation.clone())
                .unwrap();
        }
        assert!(
            checked,
            "{}: no position to check deselection in",
            description.id
        );
    }
}
