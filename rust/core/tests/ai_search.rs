//! The search checked against toy games whose game-theoretic values are
//! known or brute-forced: Nim, tic-tac-toe, a two-moves-per-turn Nim (the
//! side to move does not alternate, as in Seega's setting phase), and an
//! endless random game for limits, determinism and cancellation.

use boardlore_core::ai::{Engine, Level, SearchSettings, MATE_BOUND};
use boardlore_core::geometry::CellShade;
use boardlore_core::{
    Counter, EndReason, Game, GameInfo, Geometry, Match, MoveDetail, OptionError, Options, Outcome,
    PositionError, Side, SideInfo, Square,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn toy_geometry(_: &Options) -> Geometry {
    Geometry::cells(3, 3, |_| CellShade::Plain)
}

macro_rules! toy_info {
    ($name:ident, $id:expr) => {
        static $name: GameInfo = GameInfo {
            id: $id,
            name: $id,
            origin: "test",
            summary: "a toy game for search tests",
            sides: [
                SideInfo {
                    side: Side::First,
                    name: "First",
                    key: "first",
                    letter: 'f',
                    colour: "#ffffff",
                },
                SideInfo {
                    side: Side::Second,
                    name: "Second",
                    key: "second",
                    letter: 's',
                    colour: "#000000",
                },
            ],
            pieces: &[],
            options: &[],
            geometry: toy_geometry,
        };
    };
}

/// Boilerplate every toy shares: no options, no text form.
macro_rules! toy_common {
    ($info:ident) => {
        fn info() -> &'static GameInfo {
            &$info
        }
        fn config(_: &Options) -> Result<(), OptionError> {
            Ok(())
        }
        fn options(_: &()) -> Options {
            Options::new()
        }
        fn parse(_: &str, _: ()) -> Result<Self, PositionError> {
            Ok(Self::start(()))
        }
        fn to_text(&self) -> String {
            format!("{self:?}")
        }
        fn current_config(&self) {}
        fn detail(&self, _: Self::Move) -> MoveDetail {
            MoveDetail::default()
        }
        fn piece_at(&self, _: Square) -> Option<char> {
            None
        }
        fn counters(&self) -> Vec<Counter> {
            Vec::new()
        }
    };
}

fn side_of(first: bool) -> Side {
    if first {
        Side::First
    } else {
        Side::Second
    }
}

// ---------------------------------------------------------------- Nim

toy_info!(NIM, "toy-nim");

/// One pile; take 1 to 3; whoever takes the last object wins. The side to
/// move loses exactly when the pile is a multiple of 4.
#[derive(Clone, Debug, PartialEq)]
struct Nim {
    pile: u32,
    first_to_move: bool,
}

impl Game for Nim {
    type Move = u32;
    type Config = ();
    toy_common!(NIM);
    fn start(_: ()) -> Self {
        Nim {
            pile: 21,
            first_to_move: true,
        }
    }
    fn side_to_move(&self) -> Side {
        side_of(self.first_to_move)
    }
    fn legal_moves(&self, moves: &mut Vec<u32>) {
        moves.extend((1..=3).filter(|&n| n <= self.pile));
    }
    fn play(&mut self, mv: u32) {
        self.pile -= mv;
        self.first_to_move = !self.first_to_move;
    }
    fn terminal(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome::win(self.side_to_move().opponent(), EndReason::NoPieces))
    }
    fn hash(&self) -> u64 {
        (self.pile as u64) << 1 | self.first_to_move as u64
    }
    fn notation(&self, mv: u32) -> String {
        format!("take{mv}")
    }
    fn is_capture(&self, _: u32) -> bool {
        false
    }
    fn evaluate(&self) -> i32 {
        0
    }
}

// ---------------------------------------------------------------- Tic-tac-toe

toy_info!(TTT, "toy-tic-tac-toe");

/// Tic-tac-toe; a completed line is marked as a capture so quiescence sees it.
#[derive(Clone, Debug, PartialEq)]
struct Ttt {
    cells: [u8; 9],
    first_to_move: bool,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Ttt {
    fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let c = self.cells[l[0]];
            (c != 0 && c == self.cells[l[1]] && c == self.cells[l[2]]).then_some(c)
        })
    }
    fn from_cells(text: &str) -> Ttt {
        let mut cells = [0; 9];
        for (i, ch) in text.chars().enumerate() {
            cells[i] = match ch {
                'x' => 1,
                'o' => 2,
                _ => 0,
            };
        }
        let xs = cells.iter().filter(|&&c| c == 1).count();
        let os = cells.iter().filter(|&&c| c == 2).count();
        Ttt {
            cells,
            first_to_move: xs == os,
        }
    }
}

impl Game for Ttt {
    type Move = u8;
    type Config = ();
    toy_common!(TTT);
    fn start(_: ()) -> Self {
        Ttt {
            cells: [0; 9],
            first_to_move: true,
        }
    }
    fn side_to_move(&self) -> Side {
        side_of(self.first_to_move)
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        if self.terminal().is_none() {
            moves.extend((0..9u8).filter(|&i| self.cells[i as usize] == 0));
        }
    }
    fn play(&mut self, mv: u8) {
        self.cells[mv as usize] = if self.first_to_move { 1 } else { 2 };
        self.first_to_move = !self.first_to_move;
    }
    fn terminal(&self) -> Option<Outcome> {
        match self.winner() {
            Some(1) => Some(Outcome::win(Side::First, EndReason::CaptureTarget)),
            Some(_) => Some(Outcome::win(Side::Second, EndReason::CaptureTarget)),
            None if self.cells.iter().all(|&c| c != 0) => {
                Some(Outcome::draw(EndReason::NoLegalMove))
            }
            None => None,
        }
    }
    fn hash(&self) -> u64 {
        self.cells
            .iter()
            .fold(self.first_to_move as u64, |h, &c| h * 3 + c as u64)
    }
    fn notation(&self, mv: u8) -> String {
        format!("{}", Square(mv).name(3))
    }
    fn is_capture(&self, mv: u8) -> bool {
        let mut next = self.clone();
        next.play(mv);
        next.winner().is_some()
    }
    fn evaluate(&self) -> i32 {
        // Centre control, deliberately naive: the search must do the rest.
        let me = if self.first_to_move { 1 } else { 2 };
        match self.cells[4] {
            0 => 0,
            c if c == me => 30,
            _ => -30,
        }
    }
}

// ---------------------------------------------------------------- Double Nim

toy_info!(DOUBLE, "toy-double-nim");

/// Nim where a turn is two moves by the same side, each taking 1 or 2;
/// whoever takes the last object wins.
#[derive(Clone, Debug, PartialEq)]
struct DoubleNim {
    pile: u32,
    first_to_move: bool,
    second_half: bool,
}

impl Game for DoubleNim {
    type Move = u32;
    type Config = ();
    toy_common!(DOUBLE);
    fn start(_: ()) -> Self {
        DoubleNim {
            pile: 17,
            first_to_move: true,
            second_half: false,
        }
    }
    fn side_to_move(&self) -> Side {
        side_of(self.first_to_move)
    }
    fn legal_moves(&self, moves: &mut Vec<u32>) {
        moves.extend((1..=2).filter(|&n| n <= self.pile));
    }
    fn play(&mut self, mv: u32) {
        self.pile -= mv;
        if self.pile == 0 {
            // The mover took the last object; the loser is "to move".
            self.first_to_move = !self.first_to_move;
            return;
        }
        if self.second_half {
            self.first_to_move = !self.first_to_move;
        }
        self.second_half = !self.second_half;
    }
    fn terminal(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome::win(self.side_to_move().opponent(), EndReason::NoPieces))
    }
    fn hash(&self) -> u64 {
        (self.pile as u64) << 2 | (self.first_to_move as u64) << 1 | self.second_half as u64
    }
    fn notation(&self, mv: u32) -> String {
        format!("take{mv}")
    }
    fn is_capture(&self, _: u32) -> bool {
        false
    }
    fn evaluate(&self) -> i32 {
        0
    }
}

// ---------------------------------------------------------------- Endless

toy_info!(ENDLESS, "toy-endless");

/// A game that never ends, with every position distinct and a noisy
/// evaluation: the search can only stop on its limits.
#[derive(Clone, Debug, PartialEq)]
struct Endless {
    state: u64,
    first_to_move: bool,
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Game for Endless {
    type Move = u8;
    type Config = ();
    toy_common!(ENDLESS);
    fn start(_: ()) -> Self {
        Endless {
            state: 12345,
            first_to_move: true,
        }
    }
    fn side_to_move(&self) -> Side {
        side_of(self.first_to_move)
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.extend(0..8);
    }
    fn play(&mut self, mv: u8) {
        self.state = mix(self.state ^ (mv as u64 + 1));
        self.first_to_move = !self.first_to_move;
    }
    fn terminal(&self) -> Option<Outcome> {
        None
    }
    fn hash(&self) -> u64 {
        self.state ^ self.first_to_move as u64
    }
    fn notation(&self, mv: u8) -> String {
        format!("m{mv}")
    }
    fn is_capture(&self, mv: u8) -> bool {
        mv == 7 && self.state % 3 == 0
    }
    fn evaluate(&self) -> i32 {
        (self.state % 201) as i32 - 100
    }
}

// ---------------------------------------------------------------- helpers

/// Plain minimax on the outcome only (+1 win, 0 draw, -1 loss for the side
/// to move), handling turns where the same side moves again.
fn solve<G: Game>(position: &G) -> i32 {
    if let Some(outcome) = position.terminal() {
        return outcome.score_for(position.side_to_move());
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&mv| {
            let mut child = position.clone();
            child.play(mv);
            let v = solve(&child);
            if child.side_to_move() == position.side_to_move() {
                v
            } else {
                -v
            }
        })
        .max()
        .expect("a position that is not terminal has moves")
}

fn result_class(score: i32) -> i32 {
    if score > MATE_BOUND {
        1
    } else if score < -MATE_BOUND {
        -1
    } else {
        0
    }
}

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

// ---------------------------------------------------------------- tests

#[test]
fn nim_values_match_theory() {
    let mut engine = Engine::new(1);
    for pile in 1..=24 {
        for first_to_move in [true, false] {
            let position = Nim {
                pile,
                first_to_move,
            };
            let result = engine
                .search(&position, &[], &SearchSettings::depth(30), &no_cancel())
                .unwrap();
            if pile % 4 == 0 {
                assert_eq!(result_class(result.score), -1, "pile {pile} is lost");
            } else {
                assert_eq!(result_class(result.score), 1, "pile {pile} is won");
                assert_eq!(
                    (pile - result.best) % 4,
                    0,
                    "pile {pile}: the winning move leaves a multiple of 4"
                );
            }
        }
    }
}

#[test]
fn nim_prefers_the_quickest_win() {
    let mut engine = Engine::new(1);
    let result = engine.search(
        &Nim {
            pile: 3,
            first_to_move: true,
        },
        &[],
        &SearchSettings::depth(10),
        &no_cancel(),
    );
    let result = result.unwrap();
    assert_eq!(result.best, 3);
    assert_eq!(result.score, boardlore_core::ai::MATE - 1);
}

#[test]
fn tic_tac_toe_is_a_draw_and_every_position_is_solved() {
    let mut engine = Engine::new(4);
    let start = Ttt::start(());
    let result = engine
        .search(&start, &[], &SearchSettings::depth(9), &no_cancel())
        .unwrap();
    assert_eq!(result_class(result.score), 0);

    // Every position reachable in four plies: the search agrees with minimax,
    // and its move keeps the value.
    let mut frontier = vec![start];
    for _ in 0..4 {
        let mut next = Vec::new();
        for p in &frontier {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            for mv in moves {
                let mut c = p.clone();
                c.play(mv);
                next.push(c);
            }
        }
        frontier = next;
    }
    frontier.dedup();
    for p in frontier
        .iter()
        .filter(|p| p.terminal().is_none())
        .step_by(7)
    {
        let exact = solve(p);
        let result = engine
            .search(p, &[], &SearchSettings::depth(9), &no_cancel())
            .unwrap();
        assert_eq!(result_class(result.score), exact, "{p:?}");
        let mut after = p.clone();
        after.play(result.best);
        assert_eq!(
            -solve(&after),
            exact,
            "{p:?}: the chosen move keeps the value"
        );
    }
}

#[test]
fn tic_tac_toe_takes_a_win_and_blocks_a_loss() {
    let mut engine = Engine::new(1);
    // x to move wins at c1 (index 2).
    let win = Ttt::from_cells("xx.oo....");
    let r = engine
        .search(&win, &[], &SearchSettings::nodes(10_000), &no_cancel())
        .unwrap();
    assert_eq!(r.best, 2);
    // o to move must block at c1 (index 2).
    let block = Ttt::from_cells("xx.o.....");
    let r = engine
        .search(&block, &[], &SearchSettings::nodes(10_000), &no_cancel())
        .unwrap();
    assert_eq!(r.best, 2);
}

#[test]
fn two_moves_per_turn_are_scored_for_the_right_side() {
    let mut engine = Engine::new(1);
    for pile in 1..=14 {
        for second_half in [false, true] {
            let position = DoubleNim {
                pile,
                first_to_move: true,
                second_half,
            };
            let exact = solve(&position);
            let result = engine
                .search(&position, &[], &SearchSettings::depth(40), &no_cancel())
                .unwrap();
            assert_eq!(result_class(result.score), exact, "{position:?}");
            let mut after = position.clone();
            after.play(result.best);
            let kept = if after.side_to_move() == position.side_to_move() {
                solve(&after)
            } else {
                -solve(&after)
            };
            assert_eq!(kept, exact, "{position:?}: the chosen move keeps the value");
        }
    }
}

#[test]
fn node_budget_search_is_deterministic() {
    let settings = SearchSettings::nodes(20_000);
    let run = || {
        let mut engine = Engine::new(2);
        let a = engine
            .search(&Endless::start(()), &[], &settings, &no_cancel())
            .unwrap();
        let b = engine
            .search(
                &Endless {
                    state: 99,
                    first_to_move: false,
                },
                &[],
                &settings,
                &no_cancel(),
            )
            .unwrap();
        (
            a.best,
            a.score,
            a.nodes,
            a.principal_variation,
            b.best,
            b.score,
            b.nodes,
        )
    };
    let first = run();
    assert_eq!(first, run());
    assert_eq!(first.2, 20_000, "the budget is spent exactly");
}

#[test]
fn easy_level_is_seeded_and_varied() {
    let record = Match::from_position(Endless::start(()));
    let choose = |seed: u64| {
        let mut engine = Engine::new(1);
        let settings = SearchSettings::for_level(Level::Easy)
            .without_time()
            .with_seed(seed);
        engine
            .think(&record, &settings, &no_cancel())
            .unwrap()
            .notation
    };
    assert_eq!(choose(5), choose(5));
    let distinct: std::collections::HashSet<String> = (0..40).map(choose).collect();
    assert!(distinct.len() > 1, "different seeds give different moves");
}

#[test]
fn easy_level_never_misses_a_win_in_one() {
    let record = Match::from_position(Ttt::from_cells("xx.oo...."));
    for seed in 0..30 {
        let mut engine = Engine::new(1);
        let settings = SearchSettings::for_level(Level::Easy)
            .without_time()
            .with_seed(seed);
        assert_eq!(
            engine
                .think(&record, &settings, &no_cancel())
                .unwrap()
                .notation,
            "c1"
        );
    }
}

#[test]
fn transposition_table_is_reused_across_searches_and_games() {
    let mut engine = Engine::new(2);
    let bytes = engine.tt_bytes();
    let settings = SearchSettings::depth(9);
    let first = engine
        .search(&Ttt::start(()), &[], &settings, &no_cancel())
        .unwrap();
    let again = engine
        .search(&Ttt::start(()), &[], &settings, &no_cancel())
        .unwrap();
    assert!(
        again.nodes * 4 < first.nodes,
        "{} nodes, then {}",
        first.nodes,
        again.nodes
    );
    assert_eq!(result_class(again.score), 0);
    // Another game on the same engine: its entries never leak into this one.
    let nim = engine.search(
        &Nim {
            pile: 9,
            first_to_move: true,
        },
        &[],
        &SearchSettings::depth(20),
        &no_cancel(),
    );
    assert_eq!(nim.unwrap().best, 1);
    assert_eq!(engine.tt_bytes(), bytes, "allocated once");
    engine.clear();
    let cleared = engine
        .search(&Ttt::start(()), &[], &settings, &no_cancel())
        .unwrap();
    assert_eq!(cleared.nodes, first.nodes, "clear forgets everything");
}

#[test]
fn repetitions_in_the_game_count_as_the_games_repetition_outcome() {
    // Endless never ends, but reaching a position the game has already seen
    // twice is its third occurrence, a draw: with every child seen twice,
    // the root score is 0.
    let start = Endless::start(());
    let children: Vec<u64> = (0..8u8)
        .map(|mv| {
            let mut c = start.clone();
            c.play(mv);
            c.hash()
        })
        .collect();
    let twice: Vec<u64> = children.iter().chain(children.iter()).copied().collect();
    let mut engine = Engine::new(1);
    let r = engine
        .search(&start, &twice, &SearchSettings::depth(4), &no_cancel())
        .unwrap();
    assert_eq!(r.score, 0);
}

#[test]
fn a_position_seen_once_in_the_game_is_not_yet_a_draw() {
    // Seen once before, a child would be only its second occurrence: the
    // search must score it by play, not as a repetition draw.
    let start = Endless::start(());
    let children: Vec<u64> = (0..8u8)
        .map(|mv| {
            let mut c = start.clone();
            c.play(mv);
            c.hash()
        })
        .collect();
    let mut engine = Engine::new(1);
    let once = engine
        .search(&start, &children, &SearchSettings::depth(4), &no_cancel())
        .unwrap();
    engine.clear();
    let fresh = engine
        .search(&start, &[], &SearchSettings::depth(4), &no_cancel())
        .unwrap();
    assert_eq!(once.score, fresh.score);
}

#[test]
fn cancel_stops_the_search_quickly_with_a_legal_move() {
    let mut latencies = Vec::new();
    for _ in 0..5 {
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let worker = std::thread::spawn(move || {
            let mut engine = Engine::new(1);
            let settings = SearchSettings {
                level: None,
                max_depth: None,
                max_nodes: None,
                max_time: None,
                seed: 0,
            };
            let result = engine
                .search(&Endless::start(()), &[], &settings, &flag)
                .unwrap();
            (result, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(60));
        let set_at = Instant::now();
        cancel.store(true, Ordering::Relaxed);
        let (result, returned_at) = worker.join().unwrap();
        assert!(result.cancelled);
        assert!(result.best < 8);
        latencies.push(returned_at.saturating_duration_since(set_at));
    }
    latencies.sort();
    assert!(
        latencies[2] < Duration::from_millis(50),
        "median latency {:?}",
        latencies[2]
    );
}

#[test]
fn a_search_cancelled_before_it_starts_still_answers() {
    let mut engine = Engine::new(1);
    let cancel = AtomicBool::new(true);
    let result = engine
        .search(
            &Endless::start(()),
            &[],
            &SearchSettings::depth(30),
            &cancel,
        )
        .unwrap();
    assert!(result.cancelled);
    assert!(result.nodes <= 1);
}

#[test]
fn think_reports_notation_and_refuses_finished_games() {
    let mut engine = Engine::new(1);
    let mut record = Match::from_position(Nim {
        pile: 5,
        first_to_move: true,
    });
    let thought = engine
        .think(&record, &SearchSettings::depth(10), &no_cancel())
        .unwrap();
    assert_eq!(thought.notation, "take1");
    assert_eq!(thought.principal_variation[0], "take1");
    assert_eq!(thought.position_hash, record.position().hash());
    assert!(!thought.cancelled);
    record.play(1).unwrap();
    record.play(3).unwrap();
    record.play(1).unwrap();
    assert!(engine
        .think(&record, &SearchSettings::depth(10), &no_cancel())
        .is_err());
}

#[test]
fn time_limit_is_respected() {
    // A generous bound (behaviour, not a benchmark): the deadline is checked
    // every few hundred nodes, so the overshoot is tiny.
    let mut engine = Engine::new(1);
    let settings = SearchSettings {
        level: None,
        max_depth: None,
        max_nodes: None,
        max_time: Some(Duration::from_millis(80)),
        seed: 0,
    };
    let started = Instant::now();
    let result = engine
        .search(&Endless::start(()), &[], &settings, &no_cancel())
        .unwrap();
    assert!(!result.cancelled);
    assert!(
        started.elapsed() < Duration::from_millis(80 + 200),
        "{:?}",
        started.elapsed()
    );
}
