//! The trainer screen as both apps drive it: a lesson step with a wrong
//! try, a hint and the right move; a puzzle with its replies; the hint and
//! the shown solution; when progress is kept; the board's orientation.
//! Expected values come from the lesson texts, the puzzle data and the
//! rules (a fresh match of the same position), not from the trainer.

use boardlore_core::cue::Cue;
use boardlore_core::i18n::Lang;
use boardlore_core::learn::{puzzles, ProgressRecord, Puzzle, PuzzleVerdict, Verdict};
use boardlore_core::screen::SquareFrame;
use boardlore_core::screen::{
    Trainer, TrainerAction, TrainerContent, TrainerEffect, TrainerFrame, TrainerUpdate,
    TrainerVerdict, REPLY_MILLIS, SOLUTION_MILLIS,
};
use boardlore_core::session::{Seats, Session};
use boardlore_core::{find_game, AnyMatch, Options, Side, Square};
use std::collections::BTreeSet;

fn lesson(game: &str, step: u32) -> Trainer {
    let content = TrainerContent::Lesson {
        game_id: game.into(),
        step,
    };
    Trainer::open(&content, Lang::En).unwrap()
}

fn puzzle(p: &Puzzle) -> Trainer {
    let content = TrainerContent::Puzzle {
        puzzle_id: p.id.clone(),
    };
    Trainer::open(&content, Lang::En).unwrap()
}

fn mv(notation: &str) -> TrainerAction {
    TrainerAction::Move {
        notation: notation.into(),
    }
}

/// A fresh match of `game` at `position`: the rules, apart from the trainer.
fn board(game: &str, position: &str) -> Box<dyn AnyMatch> {
    find_game(game)
        .unwrap()
        .from_position(&Options::new(), position)
        .unwrap()
}

fn square(game: &str, position: &str, name: &str) -> u32 {
    let view = board(game, position).board();
    u32::from(view.iter().find(|s| s.name == name).unwrap().square.0)
}

/// `position` after `moves`, by the rules.
fn after(game: &str, position: &str, moves: &[String]) -> String {
    let mut m = board(game, position);
    for text in moves {
        m.play(text).unwrap();
    }
    m.position_text()
}

/// The notation of the move the frame animates.
fn played(frame: &TrainerFrame) -> Option<&str> {
    frame.board.played.as_ref().map(|m| m.notation.as_str())
}

fn ticket(update: &TrainerUpdate) -> Option<(u32, u32)> {
    update.effects.iter().find_map(|e| match e {
        TrainerEffect::Wait { millis, ticket } => Some((*millis, *ticket)),
        _ => None,
    })
}

fn records(update: &TrainerUpdate) -> Vec<ProgressRecord> {
    update
        .effects
        .iter()
        .filter_map(|e| match e {
            TrainerEffect::Record { record } => Some(record.clone()),
            _ => None,
        })
        .collect()
}

fn with_reply() -> Puzzle {
    puzzles("buff-and-green")
        .unwrap()
        .into_iter()
        .find(|p| p.solution.len() >= 3)
        .expect("a puzzle with a reply")
}

#[test]
fn a_lesson_step_explains_a_wrong_try_hints_and_passes() {
    let mut t = lesson("bagh-chal", 3);
    let start = t.frame();
    assert_eq!(start.heading, "Step 4 of 8 · Guard the goats");
    assert_eq!(start.goal, "Place a goat so that no goat can be jumped.");
    assert!(start.buttons.hint && start.buttons.retry);
    assert!(!start.buttons.next && !start.buttons.solution);
    assert!(!start.board.flipped);

    let wrong = t.act(mv("a3"));
    let said = "After a3, the other side can capture with c3xc5.";
    assert_eq!(wrong.frame.message.as_deref(), Some(said));
    assert_eq!(
        wrong.frame.verdict,
        Some(TrainerVerdict::Lesson {
            verdict: Verdict::Wrong
        })
    );
    // The wrong goat is taken back.
    assert_eq!(wrong.frame.board.position, start.board.position);
    assert_eq!(played(&wrong.frame), None);
    assert!(records(&wrong).is_empty());
    assert!(wrong
        .effects
        .contains(&TrainerEffect::PlayCue { cue: Cue::Illegal }));
    assert!(wrong
        .effects
        .contains(&TrainerEffect::Announce { text: said.into() }));

    let hint = t.act(TrainerAction::Hint);
    assert_eq!(hint.frame.message.as_deref(), Some("Try c5."));
    let c5 = square("bagh-chal", &start.board.position, "c5");
    assert_eq!(hint.frame.board.hint_squares, vec![c5]);

    let right = t.act(mv("c5"));
    assert_eq!(right.frame.message.as_deref(), Some("Well done."));
    assert!(right.frame.done);
    assert!(
        right.frame.board.hint_squares.is_empty(),
        "a move clears the hint"
    );
    assert_eq!(played(&right.frame), Some("c5"));
    assert_eq!(
        right.frame.board.position,
        after("bagh-chal", &start.board.position, &["c5".into()])
    );
    assert_eq!(
        records(&right),
        vec![ProgressRecord::LessonStep {
            game_id: "bagh-chal".into(),
            step: 3
        }]
    );
    assert!(right.frame.buttons.next && !right.frame.buttons.hint);
    assert!(!right.frame.board.accepts_moves);

    let next = t.act(TrainerAction::Next);
    assert!(next.frame.heading.starts_with("Step 5 of 8"));
    assert_eq!(next.frame.message, None);
    assert!(!next.frame.done);
}

#[test]
fn next_only_goes_on_from_a_passed_step() {
    let mut t = lesson("bagh-chal", 0);
    let before = t.frame();
    let skipped = t.act(TrainerAction::Next);
    assert!(skipped.effects.is_empty());
    assert_eq!(skipped.frame.heading, before.heading);
    // Goats open: any empty point passes the first step.
    assert!(t.act(mv("c3")).frame.done);
    assert!(t
        .act(TrainerAction::Next)
        .frame
        .heading
        .starts_with("Step 2 of 8"));
}

#[test]
fn a_puzzle_is_solved_with_the_opponents_reply_shown_when_due() {
    let p = with_reply();
    let mut t = puzzle(&p);
    let start = t.frame();
    assert!(start.is_puzzle && start.buttons.solution && start.buttons.hint);
    assert!(start.goal.ends_with("to play: find the best move."));
    let mut line = Vec::new();
    let mut last = None;
    for (i, text) in p.solution.iter().enumerate() {
        if i % 2 == 1 {
            continue;
        }
        let answer = t.act(mv(text));
        line.push(text.clone());
        if i + 1 == p.solution.len() {
            last = Some(answer);
            break;
        }
        // The player's move first; the reply waits.
        assert_eq!(
            answer.frame.board.position,
            after(&p.game, &p.position, &line)
        );
        assert_eq!(played(&answer.frame), Some(text.as_str()));
        assert!(!answer.frame.board.accepts_moves && !answer.frame.buttons.hint);
        let (millis, ticket) = ticket(&answer).expect("a wait for the reply");
        assert_eq!(millis, REPLY_MILLIS);
        // A move while the reply is due is not judged.
        let early = t.act(mv(&p.solution[i + 1]));
        assert_eq!(early.frame.board.position, answer.frame.board.position);
        assert!(early.effects.is_empty());
        // A stale ticket changes nothing.
        assert!(t
            .act(TrainerAction::Due {
                ticket: ticket.wrapping_sub(1)
            })
            .effects
            .is_empty());
        let reply = t.act(TrainerAction::Due { ticket });
        line.push(p.solution[i + 1].clone());
        assert_eq!(played(&reply.frame), Some(p.solution[i + 1].as_str()));
        assert_eq!(
            reply.frame.board.position,
            after(&p.game, &p.position, &line)
        );
        assert_eq!(
            reply.frame.message,
            Some(format!("The answer is {}. Go on.", p.solution[i + 1]))
        );
        assert_eq!(
            reply.frame.verdict,
            Some(TrainerVerdict::Puzzle {
                verdict: PuzzleVerdict::Correct
            })
        );
        assert!(reply.frame.board.accepts_moves);
    }
    let solved = last.unwrap();
    assert_eq!(solved.frame.message.as_deref(), Some("Solved!"));
    assert!(solved.frame.done && !solved.frame.buttons.hint && !solved.frame.buttons.solution);
    assert_eq!(
        records(&solved),
        vec![ProgressRecord::Puzzle {
            puzzle_id: p.id.clone(),
            clean: true
        }]
    );
    let kept = t.act(TrainerAction::Recorded { rating: Some(1016) });
    assert_eq!(kept.frame.message.as_deref(), Some("Solved! Rating 1016."));
    assert_eq!(kept.frame.rating, Some(1016));
    // Once per opening: solving again after a retry keeps nothing more.
    t.act(TrainerAction::Retry);
    let again = t.act(mv(&p.solution[0]));
    assert!(records(&again).is_empty());
}

#[test]
fn a_hint_marks_the_first_square_and_the_solution_is_shown_move_by_move() {
    let p = with_reply();
    let mut t = puzzle(&p);
    let first = board(&p.game, &p.position)
        .legal_moves()
        .iter()
        .find(|m| m.notation == p.solution[0])
        .unwrap()
        .detail
        .taps[0];
    let hint = t.act(TrainerAction::Hint);
    assert_eq!(hint.frame.board.hint_squares, vec![u32::from(first.0)]);

    let reveal = t.act(TrainerAction::Reveal);
    // Counted as failed at once, before the line is shown.
    assert_eq!(
        records(&reveal),
        vec![ProgressRecord::Puzzle {
            puzzle_id: p.id.clone(),
            clean: false
        }]
    );
    assert!(reveal.frame.board.hint_squares.is_empty());
    let mut update = reveal;
    for (i, text) in p.solution.iter().enumerate() {
        assert_eq!(played(&update.frame), Some(text.as_str()));
        assert_eq!(update.frame.message.as_deref(), Some(text.as_str()));
        assert_eq!(
            update.frame.board.position,
            after(&p.game, &p.position, &p.solution[..=i])
        );
        assert!(!update.frame.buttons.hint && !update.frame.buttons.solution);
        assert!(!update.frame.board.accepts_moves);
        if i + 1 < p.solution.len() {
            let (millis, ticket) = ticket(&update).expect("a wait between moves");
            assert_eq!(millis, SOLUTION_MILLIS);
            update = t.act(TrainerAction::Due { ticket });
            assert!(records(&update).is_empty());
        } else {
            assert_eq!(ticket(&update), None, "nothing after the last move");
        }
    }
    assert!(update.frame.buttons.retry);
    assert!(!update.frame.done, "a shown solution is not a solve");
    let retry = t.act(TrainerAction::Retry);
    assert_eq!(retry.frame.board.position, p.position);
    assert!(retry.frame.buttons.hint && retry.frame.buttons.solution);
    assert!(retry.frame.board.accepts_moves);
}

#[test]
fn a_puzzle_is_seen_from_the_side_that_solves_it() {
    let mut seen = [false, false];
    for info in boardlore_core::catalogue() {
        for p in puzzles(info.id).unwrap() {
            let solver = board(&p.game, &p.position).status().side_to_move;
            let flipped = puzzle(&p).frame().board.flipped;
            assert_eq!(flipped, solver == Side::Second, "{}", p.id);
            seen[usize::from(flipped)] = true;
        }
    }
    assert_eq!(seen, [true, true], "puzzles for both sides");
}

#[test]
fn the_trainer_speaks_the_language_it_is_given() {
    let content = TrainerContent::Lesson {
        game_id: "bagh-chal".into(),
        step: 3,
    };
    let mut t = Trainer::open(&content, Lang::Fr).unwrap();
    assert!(t.frame().heading.starts_with("Étape 4 sur 8 · "));
    let wrong = t.act(mv("a3"));
    assert_eq!(
        wrong.frame.message.as_deref(),
        Some("Après a3, l'adversaire peut prendre avec c3xc5.")
    );
    let english = t.act(TrainerAction::Language { language: Lang::En });
    assert_eq!(english.frame.heading, "Step 4 of 8 · Guard the goats");
    assert!(Trainer::open(
        &TrainerContent::Puzzle {
            puzzle_id: "nope-1".into()
        },
        Lang::En
    )
    .is_err());
    assert!(Trainer::open(
        &TrainerContent::Lesson {
            game_id: "chess".into(),
            step: 0
        },
        Lang::En
    )
    .is_err());
}

#[test]
fn a_challenge_shows_the_players_move_then_the_computers_reply() {
    // Bagh Chal's last steps are challenges against the computer.
    let mut t = lesson("bagh-chal", 6);
    let start = t.frame();
    assert!(start.moves_left.is_some(), "step 7 is a challenge");
    let hint = t.act(TrainerAction::Hint);
    let hinted = hint
        .frame
        .message
        .as_deref()
        .and_then(|m| m.strip_prefix("Try "))
        .and_then(|m| m.strip_suffix('.'))
        .expect("the hint names a move")
        .to_string();
    let mine = t.act(mv(&hinted));
    let mid = after(
        "bagh-chal",
        &start.board.position,
        std::slice::from_ref(&hinted),
    );
    assert_eq!(mine.frame.board.position, mid);
    assert_eq!(played(&mine.frame), Some(hinted.as_str()));
    assert!(!mine.frame.board.accepts_moves);
    let (millis, ticket) = ticket(&mine).expect("the computer's reply waits");
    assert_eq!(millis, REPLY_MILLIS);
    let reply = t.act(TrainerAction::Due { ticket });
    let answer = played(&reply.frame)
        .expect("the reply is shown")
        .to_string();
    // The reply is a legal move where it was played, and the board shows it.
    assert!(board("bagh-chal", &mid)
        .legal_moves()
        .iter()
        .any(|m| m.notation == answer));
    assert_eq!(
        reply.frame.board.position,
        after("bagh-chal", &mid, std::slice::from_ref(&answer))
    );
    assert_eq!(
        reply.frame.message,
        Some(format!("The computer answers {answer}."))
    );
    assert_eq!(
        reply.frame.verdict,
        Some(TrainerVerdict::Lesson {
            verdict: Verdict::Continue
        })
    );
    assert_eq!(reply.frame.moves_left, start.moves_left.map(|n| n - 1));
    assert!(reply.frame.board.accepts_moves);
}

/// The taps of the legal move `notation` at `position`, by the rules, with
/// the last square tapped again when a longer move goes on from it (an
/// optional stop is ended by a tap on it).
fn taps_of(game: &str, position: &str, notation: &str) -> Vec<u32> {
    let legal = board(game, position).legal_moves();
    let taps = &legal
        .iter()
        .find(|m| m.notation == notation)
        .unwrap()
        .detail
        .taps;
    let mut squares: Vec<u32> = taps.iter().map(|s| u32::from(s.0)).collect();
    let longer = legal
        .iter()
        .any(|m| m.detail.taps.len() > taps.len() && m.detail.taps.starts_with(taps));
    if longer {
        squares.push(*squares.last().unwrap());
    }
    squares
}

/// The indices of the squares `mark` is true of.
fn marked(frame: &TrainerFrame, mark: fn(&SquareFrame) -> bool) -> BTreeSet<u32> {
    frame
        .board
        .squares
        .iter()
        .filter(|s| mark(s))
        .map(|s| s.index)
        .collect()
}

/// The `n`th tap of every legal move at `position` whose taps start with
/// `prefix`, by the rules.
fn next_taps(game: &str, position: &str, prefix: &[u32]) -> BTreeSet<u32> {
    board(game, position)
        .legal_moves()
        .iter()
        .map(|m| {
            m.detail
                .taps
                .iter()
                .map(|s| u32::from(s.0))
                .collect::<Vec<_>>()
        })
        .filter(|taps| taps.len() > prefix.len() && taps.starts_with(prefix))
        .map(|taps| taps[prefix.len()])
        .collect()
}

#[test]
fn taps_enter_the_move_and_the_board_is_marked_as_the_rules_say() {
    let p = with_reply();
    let mut t = puzzle(&p);
    let start = t.frame();
    // The pieces are the position's, square by square.
    let rules = board(&p.game, &p.position).board();
    assert_eq!(start.board.squares.len(), rules.len());
    for (drawn, view) in start.board.squares.iter().zip(&rules) {
        assert_eq!(drawn.index, u32::from(view.square.0));
        assert_eq!(drawn.name, view.name);
        assert_eq!(drawn.piece, view.piece.map(String::from));
    }
    // Nothing selected: the squares that start a move can be moved.
    assert!(start.board.selection.is_empty());
    assert_eq!(
        marked(&start, |s| s.movable),
        next_taps(&p.game, &p.position, &[])
    );
    assert!(marked(&start, |s| s.selected || s.last_from || s.last_to).is_empty());

    let taps = taps_of(&p.game, &p.position, &p.solution[0]);
    assert!(taps.len() >= 2, "{}: a move of two taps or more", p.id);
    let selected = t.act(TrainerAction::Tap { square: taps[0] });
    assert_eq!(selected.frame.board.selection, vec![taps[0]]);
    assert_eq!(marked(&selected.frame, |s| s.selected), [taps[0]].into());
    assert_eq!(
        marked(&selected.frame, |s| s.target),
        next_taps(&p.game, &p.position, &taps[..1])
    );
    assert_eq!(
        selected.effects,
        vec![TrainerEffect::PlayCue { cue: Cue::Select }]
    );
    assert_eq!(
        selected.frame.board.position, p.position,
        "nothing played yet"
    );
    assert_eq!(selected.frame.verdict, None);

    // The rest of the taps enter the move: judged as the solution's first.
    let mut entered = selected;
    for &square in &taps[1..] {
        entered = t.act(TrainerAction::Tap { square });
    }
    assert_eq!(played(&entered.frame), Some(p.solution[0].as_str()));
    assert_eq!(
        entered.frame.verdict,
        Some(TrainerVerdict::Puzzle {
            verdict: PuzzleVerdict::Correct
        })
    );
    assert_eq!(
        entered.frame.board.position,
        after(&p.game, &p.position, &p.solution[..1])
    );
    // The move is marked where it started and ended, by its own motions.
    let motions = &board(&p.game, &p.position)
        .legal_moves()
        .into_iter()
        .find(|m| m.notation == p.solution[0])
        .unwrap()
        .detail
        .motions;
    let from: BTreeSet<u32> = motions
        .iter()
        .filter_map(|m| m.from)
        .map(|s| u32::from(s.0))
        .collect();
    let to: BTreeSet<u32> = motions
        .iter()
        .filter_map(|m| m.path.last())
        .map(|s| u32::from(s.0))
        .collect();
    assert_eq!(marked(&entered.frame, |s| s.last_from), from);
    assert_eq!(marked(&entered.frame, |s| s.last_to), to);
    // While the reply is due nothing can be touched, and a tap does nothing.
    assert!(!entered.frame.board.accepts_moves);
    assert!(marked(&entered.frame, |s| s.selected
        || s.target
        || s.movable
        || s.draggable)
    .is_empty());
    let ignored = t.act(TrainerAction::Tap { square: taps[0] });
    assert!(ignored.effects.is_empty());
    assert_eq!(ignored.frame.board.squares, entered.frame.board.squares);
    assert_eq!(played(&ignored.frame), None, "drawn at rest");
}

#[test]
fn a_drag_enters_a_move_and_a_drop_off_the_board_puts_it_back() {
    // A puzzle whose first move is one piece's move of two taps, by the rules.
    let (p, taps) = catalogue_puzzles()
        .into_iter()
        .find_map(|p| {
            let taps = taps_of(&p.game, &p.position, &p.solution[0]);
            let piece = board(&p.game, &p.position).board()[taps[0] as usize].piece;
            (taps.len() == 2 && taps[0] != taps[1] && piece.is_some()).then_some((p, taps))
        })
        .expect("a puzzle that opens with a two-tap move");
    let mut t = puzzle(&p);
    let lifted = t.act(TrainerAction::DragBegan { square: taps[0] });
    assert_eq!(lifted.frame.board.selection, vec![taps[0]]);
    let dropped_off = t.act(TrainerAction::DragEnded { square: None });
    assert!(dropped_off.frame.board.selection.is_empty());
    assert_eq!(dropped_off.frame.board.position, p.position);

    t.act(TrainerAction::DragBegan { square: taps[0] });
    // Dropped where it stands: still in hand, nothing entered.
    let back = t.act(TrainerAction::DragEnded {
        square: Some(taps[0]),
    });
    assert_eq!(back.frame.board.selection, vec![taps[0]]);
    let entered = t.act(TrainerAction::DragEnded {
        square: Some(taps[1]),
    });
    assert_eq!(played(&entered.frame), Some(p.solution[0].as_str()));
    assert!(entered.frame.verdict.is_some());
}

fn catalogue_puzzles() -> Vec<Puzzle> {
    boardlore_core::catalogue()
        .flat_map(|info| puzzles(info.id).unwrap())
        .collect()
}

#[test]
fn a_refused_tap_says_why_as_the_game_screen_does_until_the_next_action() {
    let mut t = lesson("bagh-chal", 3);
    let start = t.frame();
    // Goats are placed: a tap on a tiger fits no move.
    let c3 = square("bagh-chal", &start.board.position, "c3");
    assert_eq!(start.board.squares[c3 as usize].piece.as_deref(), Some("T"));
    let refused = t.act(TrainerAction::Tap { square: c3 });
    // The session's own touch machine, on a fresh match of the position.
    let mut judge =
        Session::from_record(board("bagh-chal", &start.board.position), Seats::default());
    let why = judge
        .tap(Square(c3 as u8))
        .refusal
        .map(|r| r.text_in(Lang::En));
    assert!(why.as_deref().is_some_and(|w| !w.is_empty()));
    assert_eq!(refused.frame.message, why);
    assert_eq!(
        refused.effects,
        vec![TrainerEffect::PlayCue { cue: Cue::Illegal }]
    );
    assert_eq!(refused.frame.verdict, None, "a refused tap is not a try");
    assert_eq!(refused.frame.board.position, start.board.position);
    assert!(records(&refused).is_empty());
    let hint = t.act(TrainerAction::Hint);
    assert_eq!(hint.frame.message.as_deref(), Some("Try c5."));
    let c5 = square("bagh-chal", &start.board.position, "c5");
    assert_eq!(marked(&hint.frame, |s| s.hint), [c5].into());
    // A placement is one tap: the hinted point passes the step.
    let right = t.act(TrainerAction::Tap { square: c5 });
    assert_eq!(right.frame.message.as_deref(), Some("Well done."));
    assert!(right.frame.done);
    assert!(marked(&right.frame, |s| s.hint).is_empty());
    assert_eq!(marked(&right.frame, |s| s.last_to), [c5].into());
    // Done: the board takes no more taps.
    let after_done = t.act(TrainerAction::Tap { square: c3 });
    assert!(after_done.effects.is_empty());
    assert_eq!(after_done.frame.board.squares, right.frame.board.squares);
    assert_eq!(after_done.frame.message, right.frame.message);
}
