//! Tests of the game screen: the four settled choices and the life cycle.

use super::policy::{hint_level, offered_level, unreadable_save_setup};
use super::*;
use crate::i18n::Lang;
use crate::level::Level;
use crate::session::{Seat, Seats};
use crate::Side;

fn budget() -> Option<SearchBudget> {
    Some(SearchBudget {
        max_nodes: 2_000,
        seed: 7,
    })
}

fn setting(key: &str, value: &str) -> crate::OptionSetting {
    crate::OptionSetting {
        key: key.into(),
        value: value.into(),
    }
}

fn vs_computer(game: &str, human: Side, level: Level) -> GameScreen {
    let setup = GameSetup {
        budget: budget(),
        ..GameSetup::against_computer(game, human, level)
    };
    GameScreen::new(&setup, Lang::En).expect("a game")
}

fn jobs(effects: &[GameEffect]) -> Vec<(u64, SearchPurpose, Level)> {
    effects
        .iter()
        .filter_map(|e| match e {
            GameEffect::StartSearch {
                job,
                purpose,
                level,
            } => Some((*job, *purpose, *level)),
            _ => None,
        })
        .collect()
}

/// Runs job `job` as a platform does and feeds its result back.
fn run(screen: &mut GameScreen, job: u64) -> GameUpdate {
    let search = screen.prepare_search(job, 0).expect("the job is awaited");
    let result = search.run(
        crate::ai::pool::new_owner(),
        &std::sync::atomic::AtomicBool::new(false),
    );
    screen.act(result)
}

#[test]
fn a_hint_is_searched_at_hard_at_least_and_never_below_the_computer() {
    assert_eq!(hint_level(&Seats::humans()), Level::Hard);
    assert_eq!(
        hint_level(&Seats::against_computer(Side::First, Level::Easy)),
        Level::Hard
    );
    assert_eq!(
        hint_level(&Seats::against_computer(Side::First, Level::Expert)),
        Level::Expert
    );
    let mut screen = vs_computer("seega", Side::First, Level::Easy);
    let update = screen.act(GameAction::Hint);
    assert_eq!(
        jobs(&update.effects),
        vec![(1, SearchPurpose::Hint, Level::Hard)]
    );
    assert_eq!(update.frame.busy, Busy::FindingHint);
}

#[test]
fn a_level_the_game_lacks_becomes_the_nearest_weaker_one() {
    assert_eq!(offered_level(Level::Perfect, &Level::ALL), Level::Expert);
    assert_eq!(offered_level(Level::Hard, &Level::ALL), Level::Hard);
    assert_eq!(
        offered_level(Level::Easy, &[Level::Hard, Level::Expert]),
        Level::Hard
    );
    let screen = vs_computer("seega", Side::First, Level::Perfect);
    assert_eq!(screen.frame().level, Some(Level::Expert));
    let screen = vs_computer("bagh-chal", Side::First, Level::Perfect);
    assert_eq!(screen.frame().level, Some(Level::Perfect));
}

#[test]
fn an_unreadable_save_opens_a_game_against_the_computer_with_the_error() {
    assert_eq!(
        unreadable_save_setup("bobail", Level::Hard).seats,
        Seats {
            first: Seat::Human,
            second: Seat::Computer { level: Level::Hard }
        }
    );
    let mut screen =
        GameScreen::resume("{ not a save", "bobail", Level::Hard, Lang::En, None).expect("a game");
    let update = screen.act(GameAction::Shown);
    assert!(
        matches!(&update.effects[0], GameEffect::ShowError { text } if text.contains("could not be read"))
    );
    assert!(update
        .effects
        .iter()
        .any(|e| matches!(e, GameEffect::Save { .. })));
    assert_eq!(update.frame.human_side, Some(Side::First));
    assert_eq!(update.frame.level, Some(Level::Hard));
    assert_eq!(update.frame.turns.len(), 0);
}

#[test]
fn every_move_names_its_cue_and_an_illegal_tap_the_illegal_one() {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    screen.act(GameAction::Shown);
    // Bagh Chal opens with the goats placing: a placement on an empty point.
    let c3 = screen
        .frame()
        .squares
        .iter()
        .find(|s| s.name == "c3")
        .map(|s| s.index)
        .expect("c3");
    let update = screen.act(GameAction::Tap { square: c3 });
    let cues: Vec<_> = update
        .effects
        .iter()
        .filter_map(|e| match e {
            GameEffect::Cue { feedback } => Some(feedback.cue),
            _ => None,
        })
        .collect();
    assert_eq!(cues, vec![crate::cue::Cue::Placement]);
    // The tigers move now: the goat on c3 is not theirs to pick up.
    let update = screen.act(GameAction::Tap { square: c3 });
    assert!(update.frame.refusal.is_some());
    let illegal = crate::cue::Cue::Illegal.feedback();
    assert_eq!(update.effects, vec![GameEffect::Cue { feedback: illegal }]);
}

#[test]
fn the_computer_waits_while_hidden_and_moves_when_shown() {
    let mut screen = vs_computer("bagh-chal", Side::Second, Level::Easy);
    let first = screen.act(GameAction::Shown);
    let job = jobs(&first.effects)[0].0;
    assert_eq!(first.frame.busy, Busy::Thinking);
    assert!(!first.frame.accepts_taps);
    let hidden = screen.act(GameAction::Hidden);
    assert!(hidden.effects.contains(&GameEffect::CancelSearch { job }));
    assert_eq!(hidden.frame.busy, Busy::Idle);
    // The cancelled job's result still arrives: it is dropped.
    assert!(screen.prepare_search(job, 0).is_none());
    screen.act(GameAction::SearchFailed {
        job,
        failure: SearchFailure::Cancelled,
    });
    assert_eq!(screen.dropped_results(), 1);
    let shown = screen.act(GameAction::Shown);
    let again = jobs(&shown.effects)[0].0;
    assert!(again > job);
    let played = run(&mut screen, again);
    assert_eq!(played.frame.turns.len(), 1, "the goats' first placement");
    assert!(played.frame.accepts_taps);
}

#[test]
fn an_engine_failure_is_shown_and_the_search_asked_for_once_more() {
    let mut screen = vs_computer("seega", Side::Second, Level::Easy);
    let job = jobs(&screen.act(GameAction::Shown).effects)[0].0;
    let failure = SearchFailure::Engine {
        message: "boom".into(),
    };
    let update = screen.act(GameAction::SearchFailed {
        job,
        failure: failure.clone(),
    });
    assert!(update
        .effects
        .iter()
        .any(|e| matches!(e, GameEffect::ShowError { text } if text.contains("boom"))));
    let retry = jobs(&update.effects)[0].0;
    let update = screen.act(GameAction::SearchFailed {
        job: retry,
        failure,
    });
    assert!(jobs(&update.effects).is_empty(), "only one retry in a row");
    assert_eq!(update.frame.busy, Busy::Idle);
    // Coming back to the screen tries again.
    assert_eq!(jobs(&screen.act(GameAction::Shown).effects).len(), 1);
}

#[test]
fn a_failed_save_is_shown_until_one_succeeds_and_a_finished_game_opens_its_review() {
    let mut screen = GameScreen::new(&GameSetup::two_players("bobail"), Lang::En).expect("a game");
    let update = screen.act(GameAction::SaveFailed {
        message: "disk full".into(),
    });
    assert_eq!(
        update.frame.save_error.as_deref(),
        Some("The game could not be saved: disk full")
    );
    let update = screen.act(GameAction::Resign);
    assert!(update.frame.is_over);
    assert!(!update.frame.can_review, "not recorded yet");
    assert!(matches!(
        update.effects.last(),
        Some(GameEffect::Save { over: true, .. })
    ));
    let update = screen.act(GameAction::SaveDone {
        finished_game_id: Some(42),
    });
    assert_eq!(update.frame.save_error, None);
    assert!(update.frame.can_review);
    let update = screen.act(GameAction::Review);
    assert_eq!(
        update.effects,
        vec![GameEffect::OpenReview {
            game_id: 42,
            flipped: false
        }]
    );
    // The review opens the way up the screen shows the board.
    screen.act(GameAction::Flip);
    let update = screen.act(GameAction::Review);
    assert_eq!(
        update.effects,
        vec![GameEffect::OpenReview {
            game_id: 42,
            flipped: true
        }]
    );
}

#[test]
fn the_frame_speaks_the_language_it_is_given() {
    let mut screen = vs_computer("bagh-chal", Side::First, Level::Easy);
    assert_eq!(
        screen.frame().players_text,
        "You: Goats · Computer: Tigers (Easy)"
    );
    let update = screen.act(GameAction::LanguageChanged { language: Lang::Fr });
    assert_eq!(update.frame.language, Lang::Fr);
    assert!(update.frame.players_text.starts_with("Vous"));
}

#[test]
fn a_result_found_before_an_undo_is_dropped_and_the_game_is_unchanged() {
    let mut screen = vs_computer("bagh-chal", Side::First, Level::Easy);
    screen.act(GameAction::Shown);
    let c3 = screen
        .frame()
        .squares
        .iter()
        .find(|s| s.name == "c3")
        .map(|s| s.index)
        .expect("c3");
    let update = screen.act(GameAction::Tap { square: c3 });
    let job = jobs(&update.effects)[0].0;
    // The engine found its move, but the person took the placement back first.
    let search = screen.prepare_search(job, 0).expect("awaited");
    let found = search.run(
        crate::ai::pool::new_owner(),
        &std::sync::atomic::AtomicBool::new(false),
    );
    let undone = screen.act(GameAction::Undo);
    assert!(undone.effects.contains(&GameEffect::CancelSearch { job }));
    assert_eq!(undone.frame.turns.len(), 0);
    let late = screen.act(found);
    assert_eq!(late.frame.turns.len(), 0, "the stale move is not played");
    assert!(late.effects.is_empty());
    assert_eq!(screen.dropped_results(), 1);
}

#[test]
fn a_drag_picks_up_a_piece_and_drops_it_as_taps_would() {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("chiangmai-checkers"), Lang::En).expect("a game");
    screen.act(GameAction::Shown);
    let index = |name: &str| {
        screen
            .frame()
            .squares
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.index)
            .expect("square")
    };
    let (a1, a5) = (index("a1"), index("a5"));
    let picked = screen.act(GameAction::DragBegan { square: a1 });
    assert_eq!(picked.frame.selection, vec![a1]);
    // Off the board: the piece goes back.
    let dropped = screen.act(GameAction::DragEnded { square: None });
    assert!(dropped.frame.selection.is_empty());
    screen.act(GameAction::DragBegan { square: a1 });
    let played = screen.act(GameAction::DragEnded { square: Some(a5) });
    assert_eq!(played.frame.turns.len(), 1);
    assert_eq!(played.frame.turns[0].text, "a1-a5");
}

#[test]
fn a_tap_while_a_hint_is_searched_cancels_it_and_a_move_clears_the_hint() {
    let mut screen = GameScreen::new(
        &GameSetup {
            budget: budget(),
            ..GameSetup::two_players("bagh-chal")
        },
        Lang::En,
    )
    .expect("a game");
    screen.act(GameAction::Shown);
    let job = jobs(&screen.act(GameAction::Hint).effects)[0].0;
    let c3 = screen
        .frame()
        .squares
        .iter()
        .find(|s| s.name == "c3")
        .map(|s| s.index)
        .expect("c3");
    let tapped = screen.act(GameAction::Tap { square: c3 });
    assert_eq!(
        tapped.effects.first(),
        Some(&GameEffect::CancelSearch { job })
    );
    assert_eq!(tapped.frame.busy, Busy::Idle);
    let job = jobs(&screen.act(GameAction::Hint).effects)[0].0;
    let shown = run(&mut screen, job);
    assert!(shown.frame.hint.is_some() && shown.frame.hint_text.is_some());
    assert!(shown.frame.squares.iter().any(|s| s.hint));
    assert!(!shown.frame.can_hint, "one hint at a time");
    let hinted = shown.frame.hint.clone().expect("a hint");
    let legal: Vec<String> = screen
        .session()
        .legal_moves()
        .iter()
        .map(|m| m.notation.clone())
        .collect();
    assert!(legal.contains(&hinted), "the hint is a legal move");
    let undone = screen.act(GameAction::Undo);
    assert_eq!(undone.frame.hint, None);
    assert!(undone.frame.squares.iter().all(|s| !s.hint));
}

#[test]
fn the_frame_carries_the_tray_the_last_move_and_the_share_text() {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    screen.act(GameAction::Shown);
    let at = |screen: &GameScreen, name: &str| {
        screen
            .frame()
            .squares
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.index)
            .expect("a square of the board")
    };
    let (a1, b1, c1) = (at(&screen, "a1"), at(&screen, "b1"), at(&screen, "c1"));
    let frame = screen.frame();
    // Bagh Chal starts with the twenty goats in hand and nothing played.
    let goats = &frame.tray[0];
    assert_eq!(goats.side, Side::First);
    let hand = goats.in_hand.as_ref().expect("the goats start in hand");
    assert_eq!((hand.letter.as_str(), hand.count), ("G", 20));
    assert!(frame.tray[1].in_hand.is_none());
    assert_eq!(frame.last_move, None);
    assert_eq!(frame.result_text, None);
    assert!(!frame.counters_text.is_empty());
    // A goat on b1, and the tiger on a1 jumps it to c1.
    screen.act(GameAction::Tap { square: b1 });
    let placed = screen.frame().last_move.expect("the goat's placement");
    assert_eq!(placed.side, Side::First);
    assert_eq!(placed.motions.len(), 1);
    assert_eq!(placed.motions[0].from, None);
    assert_eq!(indices(&placed.motions[0].path), vec![b1]);
    screen.act(GameAction::Tap { square: a1 });
    let frame = screen.act(GameAction::Tap { square: c1 }).frame;
    let jump = frame.last_move.expect("the tiger's capture");
    assert_eq!(jump.notation, "a1xc1");
    assert_eq!(jump.side, Side::Second);
    assert_eq!(jump.motions[0].from.map(|s| u32::from(s.0)), Some(a1));
    assert_eq!(indices(&jump.motions[0].path), vec![c1]);
    assert_eq!(indices(&jump.captured), vec![b1]);
    let goats = &frame.tray[0];
    assert_eq!(goats.in_hand.as_ref().map(|h| h.count), Some(19));
    assert_eq!(goats.captured.len(), 1);
    assert_eq!(
        (goats.captured[0].letter.as_str(), goats.captured[0].count),
        ("G", 1)
    );
    assert!(
        frame.share_text.contains("b1 a1xc1"),
        "{}",
        frame.share_text
    );
}

/// Square indices, as the taps name squares.
fn indices(squares: &[crate::Square]) -> Vec<u32> {
    squares.iter().map(|s| u32::from(s.0)).collect()
}

/// The index of the square named `name`.
fn at(screen: &GameScreen, name: &str) -> u32 {
    screen
        .frame()
        .squares
        .iter()
        .find(|s| s.name == name)
        .map(|s| s.index)
        .expect("a square of the board")
}

/// Bagh Chal between two people: a goat on b1, the tiger on a1 jumps it to
/// c1, a goat on c3. Three turns of one move each.
fn bagh_chal_three_turns() -> GameScreen {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    screen.act(GameAction::Shown);
    for name in ["b1", "a1", "c1", "c3"] {
        let square = at(&screen, name);
        screen.act(GameAction::Tap { square });
    }
    screen
}

#[test]
fn each_move_list_row_says_its_turn_and_starts_at_its_first_move() {
    let mut screen = bagh_chal_three_turns();
    let rows = screen.frame().turns;
    let plies: Vec<u32> = rows.iter().map(|r| r.first_ply).collect();
    assert_eq!(
        plies,
        vec![0, 1, 2],
        "one move a turn: row n starts at ply n"
    );
    assert_eq!(rows[0].spoken, "Round 1, Goats, b1");
    assert_eq!(rows[1].spoken, "Round 1, Tigers, a1xc1, captures");
    assert_eq!(rows[2].spoken, "Round 2, Goats, c3");
    let french = screen.act(GameAction::LanguageChanged { language: Lang::Fr });
    assert_eq!(french.frame.turns[1].spoken, "Tour 1, Tigres, a1xc1, prise");
    // Seega opens with each side placing two pieces a turn: the second
    // side's first row starts after the first side's two placements.
    let mut seega = GameScreen::new(&GameSetup::two_players("seega"), Lang::En).expect("a game");
    seega.act(GameAction::Shown);
    while seega.frame().turns.len() < 2 {
        let taps = seega.session().legal_moves()[0].detail.taps.clone();
        for square in indices(&taps) {
            seega.act(GameAction::Tap { square });
        }
    }
    let rows = seega.frame().turns;
    assert_eq!(rows[0].text.matches(", ").count(), 1, "two placements");
    assert_eq!((rows[0].first_ply, rows[1].first_ply), (0, 2));
}

#[test]
fn a_tapped_row_opens_the_browser_on_the_game_in_progress_at_its_first_move() {
    let fresh = GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    assert!(!fresh.frame().can_browse, "nothing played yet");
    let mut screen = bagh_chal_three_turns();
    let frame = screen.frame();
    assert!(frame.can_browse && !frame.is_over);
    let ply = frame.turns[2].first_ply;
    let update = screen.act(GameAction::BrowseFrom { ply: Some(ply) });
    let [GameEffect::OpenBrowser {
        save,
        ply: opened_at,
        finished_game_id,
        flipped,
    }] = update.effects.as_slice()
    else {
        panic!("one OpenBrowser effect: {:?}", update.effects);
    };
    assert_eq!(*opened_at, Some(2), "the goat's second placement is move 2");
    assert_eq!((*finished_game_id, *flipped), (None, false));
    // The save is the game as it stands: its three moves, in order.
    let copy = crate::session::Session::restore(save).expect("a save");
    let moves: Vec<&str> = copy.history().iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(moves, vec!["b1", "a1xc1", "c3"]);
    // The game goes on untouched.
    assert_eq!(update.frame.turns.len(), 3);
    assert!(update.frame.accepts_taps);
    // At the last position, and nowhere past the moves played.
    let last = screen.act(GameAction::BrowseFrom { ply: None });
    assert!(matches!(
        last.effects.as_slice(),
        [GameEffect::OpenBrowser { ply: None, .. }]
    ));
    assert!(screen
        .act(GameAction::BrowseFrom { ply: Some(3) })
        .effects
        .is_empty());
}

#[test]
fn the_frame_carries_the_setup_a_new_game_with_these_settings_starts_from() {
    let setup = GameSetup {
        options: vec![setting("captures_to_win", "3")],
        budget: budget(),
        ..GameSetup::against_computer("bagh-chal", Side::Second, Level::Hard)
    };
    let mut screen = GameScreen::new(&setup, Lang::En).expect("a game");
    let frame = screen.frame();
    // Every option of Bagh Chal, in key order: the one chosen, and forced
    // capture at its default (on).
    let expected = GameSetup {
        options: vec![
            setting("captures_to_win", "3"),
            setting("forced_capture", "true"),
        ],
        ..setup.clone()
    };
    assert_eq!(frame.setup, expected);
    let options: Vec<(&str, &str)> = frame
        .options
        .iter()
        .map(|o| (o.key.as_str(), o.value.as_str()))
        .collect();
    assert_eq!(
        options,
        vec![("captures_to_win", "3"), ("forced_capture", "true")]
    );
    // A new game with these settings: the same setup, from the start.
    let job = jobs(&screen.act(GameAction::Shown).effects)[0].0;
    assert_eq!(run(&mut screen, job).frame.turns.len(), 1);
    let again = screen.act(GameAction::NewGame {
        setup: frame.setup.clone(),
    });
    assert_eq!(again.frame.setup, expected);
    assert!(again.frame.turns.is_empty());
    // The seats are those played: a level the game lacks is the one offered.
    let seega = vs_computer("seega", Side::First, Level::Perfect);
    assert_eq!(
        seega.frame().setup.seats,
        Seats::against_computer(Side::First, Level::Expert)
    );
}

#[test]
fn only_a_frame_that_played_one_new_move_animates_it() {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    assert!(!screen.act(GameAction::Shown).frame.last_move_animates);
    let b1 = at(&screen, "b1");
    assert!(
        screen
            .act(GameAction::Tap { square: b1 })
            .frame
            .last_move_animates
    );
    // Selecting a tiger plays nothing: the goat's placement is at rest now.
    let a1 = at(&screen, "a1");
    assert!(
        !screen
            .act(GameAction::Tap { square: a1 })
            .frame
            .last_move_animates
    );
    assert!(!screen.act(GameAction::Undo).frame.last_move_animates);
    let redone = screen.act(GameAction::Redo).frame;
    assert!(
        redone.last_move_animates,
        "one move redone between two people"
    );
    assert!(!screen.act(GameAction::Flip).frame.last_move_animates);
    // Against the computer an undo takes back the person's move and the
    // reply; redoing them plays two moves at once: drawn at rest.
    let mut screen = vs_computer("bagh-chal", Side::First, Level::Easy);
    screen.act(GameAction::Shown);
    let b1 = at(&screen, "b1");
    let placed = screen.act(GameAction::Tap { square: b1 });
    assert!(placed.frame.last_move_animates);
    let reply = run(&mut screen, jobs(&placed.effects)[0].0).frame;
    assert_eq!(reply.turns.len(), 2);
    assert!(reply.last_move_animates, "the computer's move");
    let undone = screen.act(GameAction::Undo).frame;
    assert!(undone.turns.is_empty() && !undone.last_move_animates);
    let redone = screen.act(GameAction::Redo).frame;
    assert_eq!(redone.turns.len(), 2);
    assert!(!redone.last_move_animates, "two moves redone at once");
}

#[test]
fn picking_up_a_piece_or_putting_it_back_is_felt_with_the_selection_cue() {
    let mut screen =
        GameScreen::new(&GameSetup::two_players("bagh-chal"), Lang::En).expect("a game");
    screen.act(GameAction::Shown);
    let (a1, b1) = (at(&screen, "a1"), at(&screen, "b1"));
    screen.act(GameAction::Tap { square: b1 });
    // The tigers' turn: a tiger on a1 picked up, then put back.
    let select = GameEffect::Cue {
        feedback: crate::cue::Cue::Select.feedback(),
    };
    let picked = screen.act(GameAction::Tap { square: a1 });
    assert_eq!(picked.frame.selection, vec![a1]);
    assert_eq!(picked.effects, vec![select.clone()]);
    let put_back = screen.act(GameAction::Tap { square: a1 });
    assert!(put_back.frame.selection.is_empty());
    assert_eq!(put_back.effects, vec![select]);
    let feel = crate::cue::Cue::Select.feedback();
    assert_eq!(feel.haptic, crate::cue::HapticKind::Selection);
    assert_eq!(feel.sound, None, "felt, not heard");
}

#[test]
fn what_the_store_keeps_opens_as_the_game_a_new_one_or_a_new_one_with_the_error() {
    let open = |kept: KeptGame| {
        let mut screen =
            GameScreen::open_kept(kept, "bagh-chal", Level::Hard, Lang::En, None).expect("a game");
        screen.act(GameAction::Hidden)
    };
    let errors = |update: &GameUpdate| {
        update
            .effects
            .iter()
            .filter(|e| matches!(e, GameEffect::ShowError { .. }))
            .count()
    };
    // Nothing kept: the person starts a game against the computer at the
    // level asked for, moving first, and is told of no error.
    let fresh = open(KeptGame::Nothing);
    assert_eq!(errors(&fresh), 0);
    assert_eq!(
        fresh.frame.setup.seats,
        Seats::against_computer(Side::First, Level::Hard)
    );
    assert!(fresh.frame.turns.is_empty());
    // A store that cannot be read: the same new game, with the error.
    let lost = open(KeptGame::Unreadable);
    assert_eq!(errors(&lost), 1);
    assert_eq!(lost.frame.setup.seats, fresh.frame.setup.seats);
    // A save: the game it holds, as it was left.
    let played = bagh_chal_three_turns();
    let kept = open(KeptGame::Save(played.session().save()));
    assert_eq!(errors(&kept), 0);
    assert_eq!(kept.frame.turns, played.frame().turns);
    assert_eq!(kept.frame.setup.seats, Seats::humans());
}

#[test]
fn the_board_is_called_by_its_games_name_in_the_players_language() {
    assert_eq!(board_label("bagh-chal".into(), Lang::En), "Bagh Chal board");
    // The label is the catalogue's, not an English word around the name.
    let french = board_label("seega".into(), Lang::Fr);
    assert!(
        french.contains("Seega") && !french.contains("board"),
        "{french}"
    );
    assert_eq!(board_label("chess".into(), Lang::En), "chess board");
}
