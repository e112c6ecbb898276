//! Mining puzzles from self-play with the exact judge ([`super::forced`]):
//! every position of a game between two fallible players is judged over
//! two, four and six plies; where the best first moves keep strictly more
//! than the rest (a forced win, pieces won, or the only moves that save the
//! position) and are few, the judge's line is followed to where the
//! promise is kept, and the puzzle is kept only if it proves ([`fit`]).
//! Its theme and difficulty are then read as verification reads them
//! ([`describe`]). Everything is node-limited, so a seed gives the same
//! puzzles on every machine.

use super::forced::{class, WIN};
use super::proof::{describe, fit, gain_for, need};
use super::puzzle::Puzzle;
use super::theme::Theme;
use crate::ai::rng::SplitMix64;
use crate::ai::{Engine, Level, SearchSettings};
use crate::{find_game, AnyMatch, MatchError, Options};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// A game of self-play stops after this many plies.
const MAX_PLIES: usize = 160;
/// The distances (plies) a position is judged over, shortest first.
const DISTANCES: [u32; 3] = [2, 4, 6];
/// The most positions one question of the scan may visit (a position
/// past it at some distance is not judged further).
pub const SCAN_NODES: u64 = 300_000;
/// The most positions one question may visit while a candidate is proven.
pub const MINE_PROOF_NODES: u64 = 4_000_000;
/// The most first moves a puzzle may accept: a puzzle is a find. In a
/// position with many legal moves (Bobail's bobail step and piece slide,
/// Chiangmai's long slides), up to one in [`ACCEPTED_SHARE`].
const MAX_ACCEPTED: usize = 3;
/// See [`MAX_ACCEPTED`].
const ACCEPTED_SHARE: usize = 12;

/// Mines one self-play game of `game`, seeded by `seed`, and returns the
/// proven puzzles found in it (with empty ids). Stops early when `stop`
/// is set.
pub fn mine_game(game: &str, seed: u64, stop: &AtomicBool) -> Result<Vec<Puzzle>, MatchError> {
    let mut rng = SplitMix64::new(seed);
    let entry = find_game(game)?;
    let mut record = entry.new_match(&Options::new())?;
    let mut engine = Engine::new(4);
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
            if let Some(puzzle) = candidate(game, record.as_ref()) {
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

/// A proven puzzle starting at `record`'s position, if there is one: of
/// the [`DISTANCES`] over which the best first moves keep more than the
/// rest, are few ([`MAX_ACCEPTED`]) and do not lose, the one whose line
/// has the most solver moves (the shorter distance on a tie).
pub fn candidate(game: &str, record: &dyn AnyMatch) -> Option<Puzzle> {
    let legal = record.legal_moves();
    let mut found: Option<Puzzle> = None;
    for plies in DISTANCES {
        let Some(values) = record.forced_values(plies, SCAN_NODES) else {
            break;
        };
        let classes: Vec<i32> = values.iter().map(|&v| class(v)).collect();
        let best = *classes.iter().max()?;
        if best < 0 {
            break;
        }
        let accepted = classes.iter().filter(|&&c| c == best).count();
        if accepted == legal.len() || accepted > MAX_ACCEPTED.max(legal.len() / ACCEPTED_SHARE) {
            continue;
        }
        // The stored move: the accepted one that wins the most on the way.
        let Some(first) = (0..values.len())
            .filter(|&i| classes[i] == best)
            .max_by_key(|&i| (values[i], std::cmp::Reverse(i)))
        else {
            continue;
        };
        let Some(line) = judge_line(record, first, plies, best) else {
            continue;
        };
        if found
            .as_ref()
            .is_some_and(|f| f.solution.len() >= line.len())
        {
            continue;
        }
        let puzzle = Puzzle {
            id: String::new(),
            game: game.to_string(),
            position: record.position_text(),
            solution: line,
            theme: Theme::Defence,
            difficulty: 1,
            plies,
        };
        if let Some(done) = finish(&puzzle) {
            found = Some(done);
        }
    }
    found
}

/// The judge's line from `record` after the solver's move `first`, over
/// `plies`: each reply a best defence, each later solver move the one that
/// keeps what is owed and wins the most, cut after the solver move that
/// completes the promise `target` (the game won, or the last piece won).
fn judge_line(record: &dyn AnyMatch, first: usize, plies: u32, target: i32) -> Option<Vec<String>> {
    let solver = record.status().side_to_move;
    let mut walk = record.clone_box();
    let mut line = Vec::new();
    let mut gained = 0;
    // The line's length when the promise was last moved towards.
    let mut keep = 1;
    let mut index = first;
    for ply in 0..plies {
        let mv = walk.legal_moves().get(index)?.clone();
        gained += gain_for(walk.as_ref(), &mv, solver);
        let captured = !mv.detail.captured.is_empty();
        walk.play_index(index).ok()?;
        line.push(mv.notation.clone());
        if captured || walk.outcome().is_some() {
            keep = line.len();
        }
        if walk.outcome().is_some() || ply + 1 == plies {
            break;
        }
        let left = plies - ply - 1;
        let values = walk.forced_values(left, MINE_PROOF_NODES)?;
        index = if walk.status().side_to_move == solver {
            let owed = need(target, gained);
            (0..values.len())
                .filter(|&i| super::proof::meets(values[i], owed))
                .max_by_key(|&i| (values[i], std::cmp::Reverse(i)))?
        } else {
            let best = values.iter().map(|&v| class(v)).max()?;
            (0..values.len()).find(|&i| class(values[i]) == best)?
        };
    }
    if target < WIN && gained < target {
        return None;
    }
    // End with the solver's move: a reply that captured needs the answer,
    // unless it was the last ply of the distance (counted in the promise).
    line.truncate(keep);
    if line.len() % 2 == 0 && u32::try_from(line.len()).ok()? >= plies {
        line.pop();
    }
    if line.len() % 2 == 0 {
        let mut walk = record.clone_box();
        for text in &line {
            walk.play(text).ok()?;
        }
        if walk.outcome().is_some() {
            return None;
        }
        let owed = need(target, gained);
        let left = plies - u32::try_from(line.len()).ok()?;
        let values = walk.forced_values(left, MINE_PROOF_NODES)?;
        let next = (0..values.len())
            .filter(|&i| super::proof::meets(values[i], owed))
            .max_by_key(|&i| (values[i], std::cmp::Reverse(i)))?;
        line.push(walk.legal_moves()[next].notation.clone());
    }
    Some(line)
}

/// `puzzle` fitted to the exact judge ([`fit`]) and with the theme and
/// difficulty [`describe`] reads; `None` when it proves over no distance.
pub fn finish(puzzle: &Puzzle) -> Option<Puzzle> {
    let (mut fitted, proof) = fit(puzzle, MINE_PROOF_NODES).ok()?;
    let (theme, difficulty) = describe(&fitted, &proof, MINE_PROOF_NODES).ok()?;
    fitted.theme = theme;
    fitted.difficulty = difficulty;
    Some(fitted)
}

/// Chooses at most `target` puzzles from `candidates` (a position met
/// again, counters aside, dropped), spreading themes and difficulties:
/// themes are taken in turn, difficulties in turn within a theme, no theme
/// takes more than `max_share` of the set and at most half are one-movers.
/// Numbers them `<game>-001`, … in order of difficulty. The result depends
/// only on the candidates, not on their order.
pub fn select(game: &str, candidates: Vec<Puzzle>, target: usize, max_share: f64) -> Vec<Puzzle> {
    let mut candidates = candidates;
    candidates.sort_by(|a, b| (&a.position, &a.solution).cmp(&(&b.position, &b.solution)));
    let mut seen = std::collections::HashSet::new();
    let mut by_theme: HashMap<Theme, Vec<Puzzle>> = HashMap::new();
    for puzzle in candidates {
        let key = super::judge::record_at(&puzzle.game, &puzzle.position)
            .map(|r| r.position_hash())
            .ok();
        if key.is_some_and(|k| seen.insert(k)) {
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
    let theme_cap = ((max_share * target as f64).floor() as usize).max(1);
    let one_mover_cap = target / 2;
    let mut chosen: Vec<Puzzle> = Vec::new();
    let mut one_movers = 0;
    loop {
        let mut took = false;
        for (theme, queue) in queues.iter_mut() {
            if chosen.len() >= target {
                break;
            }
            if chosen.iter().filter(|p| p.theme == *theme).count() >= theme_cap {
                continue;
            }
            let pick = if one_movers >= one_mover_cap {
                queue.iter().position(|p| p.solver_moves() > 1)
            } else if queue.is_empty() {
                None
            } else {
                Some(0)
            };
            if let Some(i) = pick {
                let p = queue.remove(i);
                if p.solver_moves() == 1 {
                    one_movers += 1;
                }
                chosen.push(p);
                took = true;
            }
        }
        if !took || chosen.len() >= target {
            break;
        }
    }
    // Fewer multi-movers than the cap allowed for: drop the last one-movers
    // taken until they are at most half of the set.
    while 2 * one_movers > chosen.len() {
        let Some(last) = chosen.iter().rposition(|p| p.solver_moves() == 1) else {
            break;
        };
        chosen.remove(last);
        one_movers -= 1;
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
