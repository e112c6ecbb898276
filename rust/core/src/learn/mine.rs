//! Mining puzzles from engine self-play: every position of a game between
//! two fallible players is scored move by move; where one move stands out
//! by the margin, the line is followed while each solver move stays forced
//! or clearly best, and the candidate is kept only if the verifying search
//! (a larger budget than the one that found it) confirms it.

use super::judge::{best_other, check, Judge, VerifyError, MARGIN, MINE_NODES};
use super::puzzle::Puzzle;
use super::theme::Theme;
use crate::ai::rng::SplitMix64;
use crate::ai::{Engine, Level, SearchSettings};
use crate::{find_game, AnyMatch, MatchError, Options};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// The most solver moves in one line.
const MAX_SOLVER_MOVES: usize = 3;
/// A game of self-play stops after this many plies.
const MAX_PLIES: usize = 160;
/// The node budget of the cheap first look at each position.
const GLANCE_NODES: u64 = 500;

/// Mines one self-play game of `game`, seeded by `seed`, and returns the
/// confirmed puzzles found in it (with empty ids). Stops early when `stop`
/// is set.
pub fn mine_game(
    game: &str,
    seed: u64,
    verifier: &mut Judge,
    stop: &AtomicBool,
) -> Result<Vec<Puzzle>, MatchError> {
    let mut rng = SplitMix64::new(seed);
    let entry = find_game(game)?;
    let mut record = entry.new_match(&Options::new())?;
    let mut engine = Engine::new(4);
    let mut glance = Judge::new(GLANCE_NODES);
    let mut finder = Judge::new(MINE_NODES);
    let levels = [pick_level(&mut rng), pick_level(&mut rng)];
    let opening = 2 + rng.below(8);
    let mut found = Vec::new();
    let mut skip_until = 0;
    let never = AtomicBool::new(false);
    for ply in 0..MAX_PLIES {
        if record.outcome().is_some() || stop.load(Ordering::Relaxed) {
            break;
        }
        let legal = record.legal_moves();
        let placing = legal
            .iter()
            .any(|m| m.detail.motions.first().is_some_and(|m| m.from.is_none()));
        let random_placement = placing && !entry.placement_puzzles;
        if ply >= opening && ply >= skip_until && legal.len() >= 2 && !random_placement {
            if let Some(puzzle) =
                candidate(game, record.as_ref(), &mut glance, &mut finder, verifier)
            {
                skip_until = ply + puzzle.solution.len() + 1;
                found.push(puzzle);
            }
        }
        let notation = if ply < opening || random_placement {
            legal[rng.below(legal.len())].notation.clone()
        } else {
            let side = record.status().side_to_move.index();
            let settings = SearchSettings::for_level(levels[side])
                .without_time()
                .with_seed(rng.next_u64());
            record.think(&mut engine, &settings, &never)?.notation
        };
        record.play(&notation)?;
    }
    Ok(found)
}

fn pick_level(rng: &mut SplitMix64) -> Level {
    if rng.below(3) == 0 {
        Level::Medium
    } else {
        Level::Easy
    }
}

/// The index of the best score and its lead over the next best.
fn lead(scores: &[i32]) -> Option<(usize, i32)> {
    let best = scores
        .iter()
        .enumerate()
        .max_by_key(|&(i, &s)| (s, std::cmp::Reverse(i)))?
        .0;
    let (_, other) = best_other(scores, best)?;
    Some((best, scores[best].saturating_sub(other)))
}

/// A confirmed puzzle starting at `record`'s position, if there is one.
fn candidate(
    game: &str,
    record: &dyn AnyMatch,
    glance: &mut Judge,
    finder: &mut Judge,
    verifier: &mut Judge,
) -> Option<Puzzle> {
    // A cheap look first: most positions have no standout move.
    let (_, quick_gap) = lead(&glance.move_scores(record))?;
    if quick_gap < MARGIN / 2 {
        return None;
    }
    let (best, gap) = lead(&finder.move_scores(record))?;
    if gap < MARGIN {
        return None;
    }
    let solver = record.status().side_to_move;
    let mut line = vec![record.legal_moves()[best].notation.clone()];
    let mut walk = record.clone_box();
    walk.play_index(best).ok()?;
    let mut solver_moves = 1;
    while walk.outcome().is_none() {
        let legal = walk.legal_moves();
        let index = if legal.len() == 1 {
            0
        } else {
            let scores = finder.move_scores(walk.as_ref());
            let (index, gap) = lead(&scores)?;
            if walk.status().side_to_move == solver && gap < MARGIN {
                break;
            }
            index
        };
        if walk.status().side_to_move == solver {
            if solver_moves == MAX_SOLVER_MOVES {
                break;
            }
            solver_moves += 1;
        }
        line.push(legal[index].notation.clone());
        walk.play_index(index).ok()?;
    }
    trim_to_solver(record, &mut line);
    let mut puzzle = Puzzle {
        id: String::new(),
        game: game.to_string(),
        position: record.position_text(),
        solution: line,
        theme: Theme::Defence,
        difficulty: 1,
        plies: 0,
    };
    puzzle.plies = super::proof::distance(&puzzle);
    // The verifying search may see less far along the line: cut it back
    // to the last solver move it confirms, once.
    for _ in 0..2 {
        match check(verifier, &puzzle) {
            Ok((theme, difficulty)) => {
                puzzle.theme = theme;
                puzzle.difficulty = difficulty;
                return Some(puzzle);
            }
            Err(VerifyError::NotUnique { step, .. } | VerifyError::WeakReply { step, .. })
                if step > 1 =>
            {
                puzzle.solution.truncate(step - 1);
                trim_to_solver(record, &mut puzzle.solution);
                if puzzle.solution.is_empty() {
                    return None;
                }
            }
            Err(_) => return None,
        }
    }
    None
}

/// Drops the opponent's moves at the end of `line`, so it ends with the solver's.
fn trim_to_solver(record: &dyn AnyMatch, line: &mut Vec<String>) {
    let solver = record.status().side_to_move;
    let mut walk = record.clone_box();
    let mut last_solver = 0;
    for (i, text) in line.iter().enumerate() {
        let Ok(info) = walk.play(text) else { break };
        if info.side == solver {
            last_solver = i + 1;
        }
    }
    line.truncate(last_solver);
}

/// Chooses at most `target` puzzles from `candidates` (duplicates of a
/// position dropped), spreading themes and difficulties so that no theme
/// holds more than `max_share` of the set, and numbers them
/// `<game>-001`, … in order of difficulty.
pub fn select(game: &str, candidates: Vec<Puzzle>, target: usize, max_share: f64) -> Vec<Puzzle> {
    let mut seen = std::collections::HashSet::new();
    let mut by_theme: HashMap<Theme, Vec<Puzzle>> = HashMap::new();
    for puzzle in candidates {
        if seen.insert(puzzle.position.clone()) {
            by_theme.entry(puzzle.theme).or_default().push(puzzle);
        }
    }
    // Within a theme, alternate difficulties (rarest first) so every level is drawn.
    let mut queues: Vec<(Theme, Vec<Puzzle>)> = by_theme
        .into_iter()
        .map(|(theme, mut list)| {
            list.sort_by_key(|p| (p.difficulty, p.position.clone()));
            (theme, interleave_difficulties(list))
        })
        .collect();
    queues.sort_by_key(|(theme, _)| *theme);
    let mut chosen: Vec<Puzzle> = Vec::new();
    loop {
        let mut took = false;
        for (_, queue) in queues.iter_mut() {
            if chosen.len() < target && !queue.is_empty() {
                chosen.push(queue.remove(0));
                took = true;
            }
        }
        if !took || chosen.len() >= target {
            break;
        }
    }
    // Enforce the share: drop from the largest theme until it fits.
    loop {
        let mut counts: HashMap<Theme, usize> = HashMap::new();
        for p in &chosen {
            *counts.entry(p.theme).or_default() += 1;
        }
        let Some((&theme, &count)) = counts.iter().max_by_key(|(t, c)| (**c, **t)) else {
            break;
        };
        if (count as f64) <= max_share * chosen.len() as f64 {
            break;
        }
        if let Some(pos) = chosen.iter().rposition(|p| p.theme == theme) {
            chosen.remove(pos);
        }
    }
    chosen.sort_by(|a, b| (a.difficulty, &a.position).cmp(&(b.difficulty, &b.position)));
    for (i, p) in chosen.iter_mut().enumerate() {
        p.id = format!("{game}-{:03}", i + 1);
    }
    chosen
}

fn interleave_difficulties(list: Vec<Puzzle>) -> Vec<Puzzle> {
    let mut levels: Vec<Vec<Puzzle>> = vec![Vec::new(); 6];
    for p in list {
        levels[p.difficulty.min(5) as usize].push(p);
    }
    levels.sort_by_key(|l| l.len());
    let mut out = Vec::new();
    while levels.iter().any(|l| !l.is_empty()) {
        for l in levels.iter_mut() {
            if !l.is_empty() {
                out.push(l.remove(0));
            }
        }
    }
    out
}
