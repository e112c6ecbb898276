//! The review catches material given away, in every game: games in which
//! each side, on several moves, plays a move that hangs material, chosen
//! by the rules alone (not by the review): after it the opponent has a
//! capture after which the mover cannot capture back (or a move that wins
//! at once), while another legal move would have left the opponent no
//! capture and no win. The opponent takes what is offered; the review must
//! call every such move a mistake or a blunder, and give its reason.

use super::*;
use crate::ai::SearchSettings;
use crate::i18n::Lang;
use crate::{catalogue, MoveInfo, Options};

/// Hanging moves each side must have played (where the rules let it lose
/// material at all).
const HANGS: usize = 3;
/// The node budget of the moves between the hanging ones, and of the review.
const PLAY_NODES: u64 = 1_500;
const REVIEW_NODES: u64 = 3_000;
/// The node budget of the search that confirms a hanging move.
const CONFIRM_NODES: u64 = 60_000;
/// How much worse than the best (in centipieces, 100 a piece) the
/// confirming search must score a hanging move.
const CONFIRM_MARGIN: i32 = 80;
/// The longest game played.
const MAX_PLIES: usize = 160;

/// The weight of what `mv` takes: the number of pieces.
fn taken(mv: &MoveInfo) -> usize {
    mv.detail.captured.len()
}

/// Whether the side to move wins at once with `mv`.
fn wins(record: &dyn AnyMatch, mv: &MoveInfo) -> bool {
    let mover = record.status().side_to_move;
    let mut next = record.clone_box();
    next.play(&mv.notation).is_ok()
        && next
            .outcome()
            .is_some_and(|outcome| outcome.winner == Some(mover))
}

/// The opponent's refutation of `mv` by the rules: a move that wins at
/// once, or a capture after which the mover, to move, has no capture.
/// `None` when the move leaves nothing of the kind (or the mover moves
/// again, or the game ends).
fn refutation(record: &dyn AnyMatch, mv: &MoveInfo) -> Option<MoveInfo> {
    let mover = record.status().side_to_move;
    let mut next = record.clone_box();
    next.play(&mv.notation).ok()?;
    if next.outcome().is_some() || next.status().side_to_move == mover {
        return None;
    }
    let replies = next.legal_moves();
    if let Some(win) = replies.iter().find(|r| wins(next.as_ref(), r)) {
        return Some(win.clone());
    }
    replies
        .into_iter()
        .filter(|reply| taken(reply) > 0)
        .find(|reply| {
            let mut then = next.clone_box();
            then.play(&reply.notation).is_ok()
                && then.outcome().is_none()
                && then.status().side_to_move == mover
                && then.legal_moves().iter().all(|m| taken(m) == 0)
        })
}

/// Whether `mv` leaves the opponent no capture and no winning move.
fn safe(record: &dyn AnyMatch, mv: &MoveInfo) -> bool {
    let mover = record.status().side_to_move;
    let mut next = record.clone_box();
    if next.play(&mv.notation).is_err()
        || next.outcome().is_some()
        || next.status().side_to_move == mover
    {
        return false;
    }
    next.legal_moves()
        .iter()
        .all(|reply| taken(reply) == 0 && !wins(next.as_ref(), reply))
}

/// A hanging move and the opponent's answer to it, where the side to move
/// has one and could have played safe, and a search deeper than the
/// review's confirms that the material is lost for nothing: the move
/// scores at least [`CONFIRM_MARGIN`] below the position's best.
fn hang(record: &dyn AnyMatch, engine: &mut Engine) -> Option<(MoveInfo, MoveInfo)> {
    let legal = record.legal_moves();
    if !legal.iter().any(|mv| safe(record, mv)) {
        return None;
    }
    let (mv, reply) = legal
        .into_iter()
        .find_map(|mv| refutation(record, &mv).map(|reply| (mv, reply)))?;
    let never = AtomicBool::new(false);
    let deep = SearchSettings::nodes(CONFIRM_NODES);
    let best = record.think(engine, &deep, &never).ok()?.score;
    let mut next = record.clone_box();
    next.play(&mv.notation).ok()?;
    let hung = -next.think(engine, &deep, &never).ok()?.score;
    (best - hung >= CONFIRM_MARGIN).then_some((mv, reply))
}

/// Plays a game of `id` from seed `seed`: the engine's moves, except that
/// each side hangs material whenever it can (at most every other turn of
/// its own) until it has done so [`HANGS`] times. Returns the record and
/// the plies of the hanging moves.
fn play_with_hangs(id: &str, seed: u64, sides: &[Side]) -> (Box<dyn AnyMatch>, Vec<usize>) {
    let mut record = find_game(id).unwrap().new_match(&Options::new()).unwrap();
    let mut engine = Engine::new(4);
    let never = AtomicBool::new(false);
    let settings = SearchSettings::nodes(PLAY_NODES).with_seed(seed);
    let mut rng = crate::ai::rng::SplitMix64::new(seed);
    let mut hangs = Vec::new();
    let mut last_hang = [0usize; 2];
    let mut done = [0usize; 2];
    while record.outcome().is_none() && record.history().len() < MAX_PLIES {
        let ply = record.history().len();
        let side = record.status().side_to_move;
        let s = side.index();
        let opening = ply < 2 + (seed as usize % 3);
        if opening {
            let legal = record.legal_moves();
            let mv = &legal[rng.below(legal.len())];
            record.play(&mv.notation).unwrap();
            continue;
        }
        if sides.contains(&side) && done[s] < HANGS && ply >= last_hang[s] + 4 {
            if let Some((mv, reply)) = hang(record.as_ref(), &mut engine) {
                hangs.push(ply);
                last_hang[s] = ply;
                done[s] += 1;
                record.play(&mv.notation).unwrap();
                if wins(record.as_ref(), &reply) {
                    // Bobail: the win is left untaken (a blunder of its
                    // own), so that the game goes on.
                    let legal = record.legal_moves();
                    let Some(other) = legal.iter().find(|m| !wins(record.as_ref(), m)) else {
                        break;
                    };
                    record.play(&other.notation).unwrap();
                } else {
                    record.play(&reply.notation).unwrap();
                }
                continue;
            }
        }
        let thought = record.think(&mut engine, &settings, &never).unwrap();
        record.play(&thought.notation).unwrap();
    }
    (record, hangs)
}

#[test]
fn every_game_s_hanging_moves_are_mistakes_or_blunders_with_their_reason() {
    for info in catalogue() {
        // Bagh Chal's tigers are never captured: only the goats can hang
        // material (or a win).
        let sides: &[Side] = if info.id == "bagh-chal" {
            &[Side::First]
        } else {
            &[Side::First, Side::Second]
        };
        let mut found = [0usize; 2];
        for seed in 1..=4u64 {
            if sides.iter().all(|s| found[s.index()] >= HANGS) {
                break;
            }
            let (record, hangs) = play_with_hangs(info.id, seed, sides);
            if hangs.is_empty() {
                continue;
            }
            let mut engine = Engine::new(16);
            let review = review(
                record.as_ref(),
                &mut engine,
                &SearchSettings::nodes(REVIEW_NODES),
                &AtomicBool::new(false),
                &mut |_, _| {},
            )
            .unwrap();
            for &ply in &hangs {
                let mv = &review.moves[ply];
                found[mv.side.index()] += 1;
                assert!(
                    mv.label >= MoveLabel::Mistake,
                    "{} seed {seed}: {} {} hangs material and is {:?}: {mv:?}",
                    info.id,
                    mv.turn,
                    mv.played,
                    mv.label,
                );
                for lang in Lang::ALL {
                    let reason = words::reason(info, mv, lang)
                        .unwrap_or_else(|| panic!("{} {}: no reason", info.id, mv.played));
                    assert!(reason.contains(&mv.played), "{reason}");
                }
                let comment = words::comment(info, mv, Lang::En);
                assert!(
                    comment.contains(&format!("after {}", mv.played)),
                    "{comment}"
                );
            }
        }
        for side in sides {
            assert!(
                found[side.index()] >= HANGS,
                "{}: only {found:?} hanging moves played",
                info.id
            );
        }
    }
}
