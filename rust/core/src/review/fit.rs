//! The mapping from an evaluation to an expected score, fitted per game
//! from engine self-play: `expected = 1 / (1 + exp(-score / scale))`, with
//! `score` in centipieces for the side to move.
//!
//! The scales (each game's [`crate::games::Content::REVIEW_SCALE`], in its
//! folder) were fitted by `boardlore review-fit`, which
//! plays each game against itself ([`self_play_samples`]: random opening
//! plies, then a search of the given node budget a move), keeps the score
//! of every position searched with the game's final result for the side to
//! move (1, ½ or 0), and finds the scale of greatest likelihood
//! ([`fit_scale`]). The commands (seed 1; 2026-11-25):
//!
//! ```text
//! cargo run --release -p boardlore-cli -- review-fit --game bagh-chal --games 24 --nodes 80000 --threads 2
//! cargo run --release -p boardlore-cli -- review-fit --game buff-and-green --games 24 --nodes 80000
//! cargo run --release -p boardlore-cli -- review-fit --game bobail --games 24 --nodes 80000
//! cargo run --release -p boardlore-cli -- review-fit --games 60 --nodes 12000
//! cargo run --release -p boardlore-cli -- review-fit --game chiangmai-checkers --games 120 --nodes 25000
//! ```
//!
//! Each game is fitted at the node budget its review searches with (the
//! hard level's, [`crate::AnyMatch::level_nodes`]): 80,000 for Bagh Chal,
//! Buff and Green and Bobail; 12,000 for Seega (its line of the run of every
//! game at 12,000 nodes, the fourth command); 25,000 for Chiangmai (the
//! last). A scale belongs to its budget: Bagh Chal's is 269 at 80,000 nodes
//! and 406 at 12,000; Chiangmai's 451 at 12,000, 748 at 25,000 and 548 at
//! 80,000 (24 games). At 25,000 nodes, 60 Chiangmai games of seeds 1 and 2
//! gave 678 and 764: the spread of a fit from few games. Rerun a game's fit
//! whenever its evaluation or its hard level's budget changes.

use crate::ai::rng::SplitMix64;
use crate::ai::{Engine, SearchSettings, MATE_BOUND};
use crate::{find_game, MatchError, Options};
use std::sync::atomic::AtomicBool;

/// The scale used for a game missing from the registry.
pub const DEFAULT_SCALE: f64 = 300.0;

/// The fitted scale of `game_id` ([`crate::games::Content::REVIEW_SCALE`]).
pub fn scale_of(game_id: &str) -> f64 {
    find_game(game_id).map_or(DEFAULT_SCALE, |entry| entry.review_scale)
}

/// The expected score (0–1) of a position scored `score` for the side to
/// move, under `scale`.
pub fn expected(score: i32, scale: f64) -> f64 {
    1.0 / (1.0 + (-(score as f64) / scale).exp())
}

/// One position of a self-play game: the engine's score for the side to
/// move and that side's final result (1, ½, 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The score, in centipieces, never a forced result.
    pub score: i32,
    /// The final result for the side to move.
    pub result: f64,
}

/// Plays `games` self-play games of `game_id` (default options), each with
/// `opening` random plies first, searching `settings` a move, and returns
/// every searched position's sample. Games still running after `max_plies`
/// count as draws.
pub fn self_play_samples(
    game_id: &str,
    games: u32,
    opening: u32,
    max_plies: u32,
    settings: &SearchSettings,
    seed: u64,
) -> Result<Vec<Sample>, MatchError> {
    let entry = find_game(game_id)?;
    let mut engine = Engine::new(16);
    let never = AtomicBool::new(false);
    let mut rng = SplitMix64::new(seed);
    let mut samples = Vec::new();
    for _ in 0..games {
        let mut record = entry.new_match(&Options::new())?;
        let mut scored = Vec::new();
        let mut plies = 0;
        while record.outcome().is_none() && plies < max_plies {
            let side = record.status().side_to_move;
            let notation = if plies < opening {
                let legal = record.legal_moves();
                legal[rng.below(legal.len())].notation.clone()
            } else {
                let thought = record.think(&mut engine, settings, &never)?;
                if thought.score.abs() <= MATE_BOUND {
                    scored.push((side, thought.score));
                }
                thought.notation
            };
            record.play(&notation)?;
            plies += 1;
        }
        let outcome = record.outcome();
        samples.extend(scored.into_iter().map(|(side, score)| Sample {
            score,
            result: outcome.map_or(0.5, |o| (o.score_for(side) as f64 + 1.0) / 2.0),
        }));
    }
    Ok(samples)
}

/// The negative log-likelihood of `samples` under `scale`.
fn loss(samples: &[Sample], scale: f64) -> f64 {
    samples
        .iter()
        .map(|s| {
            let p = expected(s.score, scale).clamp(1e-9, 1.0 - 1e-9);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum()
}

/// The scale of greatest likelihood, between 10 and 10,000 centipieces
/// (golden-section search on its logarithm; the loss is unimodal there).
pub fn fit_scale(samples: &[Sample]) -> f64 {
    let (mut lo, mut hi) = (10f64.ln(), 10_000f64.ln());
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    let f = |x: f64| loss(samples, x.exp());
    let mut a = hi - phi * (hi - lo);
    let mut b = lo + phi * (hi - lo);
    let (mut fa, mut fb) = (f(a), f(b));
    for _ in 0..60 {
        if fa < fb {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = f(b);
        }
    }
    ((lo + hi) / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_scale_that_made_the_results() {
        // Results drawn from a logistic of scale 250: the fit finds it back.
        let mut rng = SplitMix64::new(7);
        let samples: Vec<Sample> = (0..20_000)
            .map(|i| {
                let score = (i % 1201) - 600;
                let p = expected(score, 250.0);
                let u = rng.below(1_000_000) as f64 / 1_000_000.0;
                Sample {
                    score,
                    result: if u < p { 1.0 } else { 0.0 },
                }
            })
            .collect();
        let scale = fit_scale(&samples);
        assert!((scale - 250.0).abs() < 25.0, "{scale}");
    }

    #[test]
    fn expected_scores_are_symmetric_and_even_at_zero() {
        assert_eq!(expected(0, 300.0), 0.5);
        assert!((expected(300, 300.0) + expected(-300, 300.0) - 1.0).abs() < 1e-12);
        assert!(expected(300, 300.0) > 0.73 && expected(300, 300.0) < 0.74);
    }

    #[test]
    fn self_play_gives_samples_with_results() {
        let samples =
            self_play_samples("bagh-chal", 1, 2, 30, &SearchSettings::nodes(500), 1).unwrap();
        assert!(!samples.is_empty());
        assert!(samples.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.result)));
    }
}
