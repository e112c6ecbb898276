//! Stepping through a game with [`GameBrowser`]: bounds, the move tapped
//! and its arrows, a review that comes later, the move list's rows.

use boardlore::{
    ArrowKind, BoardArrow, BrowseError, GameBrowser, GameMatch, Lang, Level, MoveDescription,
    MoveLabel, OptionSetting, Side,
};
use boardlore_core::Square;
use std::sync::Arc;
fn game(moves: &[&str]) -> Arc<GameMatch> {
    let game = GameMatch::new("bagh-chal".into(), Vec::<OptionSetting>::new()).unwrap();
    for mv in moves {
        game.play((*mv).into()).unwrap();
    }
    game
}

fn arrow_of(mv: &MoveDescription, kind: ArrowKind) -> BoardArrow {
    BoardArrow {
        kind,
        path: mv
            .from
            .into_iter()
            .chain(mv.path.iter().copied())
            .map(|s| Square(s as u8))
            .collect(),
    }
}

const MOVES: [&str; 4] = ["c3", "a1-a2", "d4", "a2-a1"];

#[test]
fn it_steps_through_a_copy_of_the_game_within_its_bounds() {
    let original = game(&MOVES);
    let browser = GameBrowser::new(original.clone(), None).unwrap();
    // The game may go on: the browser keeps the game as it was.
    original.play("b2".into()).unwrap();
    let end = browser.frame();
    assert_eq!((end.ply, end.total, end.selected), (4, 4, None));
    assert!(end.arrows.is_empty());
    assert_eq!(browser.position().history().len(), 4);
    assert_eq!(end.caption, "Position after 4 moves");
    assert!(end.can_back && !end.can_forward);
    assert_eq!(browser.forward().ply, 4);
    let start = browser.start();
    assert_eq!(start.ply, 0);
    assert_eq!(browser.position().history().len(), 0);
    assert!(!start.can_back);
    assert_eq!(browser.back().ply, 0);
    assert_eq!(browser.forward().ply, 1);
    assert_eq!(browser.end().ply, 4);
    assert!(matches!(
        browser.go_to(5),
        Err(BrowseError::NoSuchPly { ply: 5, total: 4 })
    ));
    assert!(browser.select_move(4).is_err());
    assert_eq!(browser.frame().ply, 4, "a refused step moves nothing");
    assert_eq!(browser.go_to(2).unwrap().ply, 2);
    assert_eq!(browser.position().history().len(), 2);
    assert_eq!(
        browser.position().board().squares,
        original.at_ply(2).unwrap().board().squares
    );
}

#[test]
fn a_tapped_move_shows_the_position_before_it_and_the_move_as_arrow() {
    let g = game(&MOVES);
    let browser = GameBrowser::new(g.clone(), None).unwrap();
    let frame = browser.select_move(1).unwrap();
    assert_eq!(frame.ply, 1);
    assert_eq!(frame.selected, Some(1));
    assert_eq!(browser.position().history().len(), 1);
    let played = &g.history()[1];
    assert_eq!(frame.arrows, [arrow_of(played, ArrowKind::Played)]);
    assert_eq!(frame.arrows[0].path.len(), 2);
    assert_eq!(frame.caption, "1… Tigers a1-a2");
    // A placement is one square.
    let first = browser.select_move(0).unwrap();
    assert_eq!(first.arrows[0].path, [Square(g.history()[0].path[0] as u8)]);
    assert_eq!(first.arrows[0].path.len(), 1);
}

#[test]
fn a_review_that_finishes_later_adds_labels_and_better_moves() {
    let g = game(&MOVES);
    let browser = GameBrowser::new(g.clone(), None).unwrap();
    let mut review = g
        .request_review(Level::Easy, Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(review.moves.len(), 4);
    // Make move 2 a mistake with a better move, move 3 the engine's own.
    let better = g.at_ply(1).unwrap().legal_moves()[0].clone();
    assert_ne!(better.notation, "a1-a2");
    review.moves[1].label = MoveLabel::Mistake;
    review.moves[1].better = Some(better.clone());
    review.moves[2].label = MoveLabel::Best;
    review.moves[2].better = None;

    assert_eq!(browser.select_move(1).unwrap().arrows.len(), 1);
    browser.set_review(Some(review.clone()));
    let frame = browser.frame();
    assert_eq!(
        frame.arrows,
        [
            arrow_of(&g.history()[1], ArrowKind::Played),
            arrow_of(&better, ArrowKind::Better)
        ]
    );
    assert_eq!(
        frame.caption,
        format!("1… Tigers a1-a2: Mistake. Better: {}", better.notation)
    );
    let engines = browser.forward();
    assert_eq!(engines.arrows.len(), 1, "no better move than the engine's");
    assert_eq!(engines.caption, "2. Goats d4: Best.");
    assert!(browser.end().arrows.is_empty());

    // Made with the review at once: the same.
    let at_once = GameBrowser::new(g.clone(), Some(review.clone())).unwrap();
    assert_eq!(at_once.select_move(1).unwrap().arrows, frame.arrows);

    // A review of another game is refused, or ignored later.
    let other = game(&["c3", "a1-b1", "d4", "b1-a1"]);
    let other_review = other
        .request_review(Level::Easy, Lang::En)
        .unwrap()
        .run()
        .unwrap();
    assert!(matches!(
        GameBrowser::new(g.clone(), Some(other_review.clone())),
        Err(BrowseError::OtherGame { .. })
    ));
    browser.set_review(Some(other_review));
    assert_eq!(browser.select_move(1).unwrap().arrows, frame.arrows);
    // Forgotten with None.
    browser.set_review(None);
    assert_eq!(browser.frame().arrows.len(), 1);
}

#[test]
fn the_move_list_rows_are_the_cores_and_the_frame_says_which_is_current() {
    let g = game(&MOVES);
    let browser = GameBrowser::new(g.clone(), None).unwrap();
    let rows = browser.rows();
    assert_eq!(rows.len(), 4);
    let facts = rows
        .iter()
        .map(|r| (r.ply, r.number.as_str(), r.notation.as_str(), r.side))
        .collect::<Vec<_>>();
    assert_eq!(
        facts,
        [
            (0, "1.", "c3", Side::First),
            (1, "1…", "a1-a2", Side::Second),
            (2, "2.", "d4", Side::First),
            (3, "2…", "a2-a1", Side::Second),
        ]
    );
    // The numbers are the move list's (the game's turns).
    let turns = g.turns();
    assert_eq!(
        rows.iter().map(|r| r.number.clone()).collect::<Vec<_>>(),
        turns.iter().map(|t| t.number.clone()).collect::<Vec<_>>()
    );
    assert!(rows
        .iter()
        .all(|r| r.label.is_none() && r.label_text.is_none()));
    assert_eq!(rows[1].spoken, "Round 1, Tigers, a1-a2");
    assert_eq!(rows[1].spoken, turns[1].spoken);

    // The current row follows the steps: the one select_move was given.
    assert_eq!(browser.frame().selected, None, "none at the end");
    assert_eq!(browser.select_move(rows[2].ply).unwrap().selected, Some(2));
    assert_eq!(browser.back().selected, Some(1));
    assert_eq!(browser.start().selected, Some(0));
    assert_eq!(browser.end().selected, None);

    // A review labels them, in the core's words.
    let mut review = g
        .request_review(Level::Easy, Lang::En)
        .unwrap()
        .run()
        .unwrap();
    review.moves[1].label = MoveLabel::Blunder;
    browser.set_review(Some(review.clone()));
    let labelled = browser.rows();
    assert_eq!(labelled[1].label, Some(MoveLabel::Blunder));
    assert_eq!(labelled[1].label_text.as_deref(), Some("Blunder"));
    assert_eq!(labelled[1].spoken, "Round 1, Tigers, a1-a2, blunder");
    for (row, reviewed) in labelled.iter().zip(&review.moves) {
        assert_eq!(row.label, Some(reviewed.label));
        assert_eq!(row.ply, reviewed.ply);
    }
    browser.set_review(None);
    assert_eq!(browser.rows(), rows);
}
