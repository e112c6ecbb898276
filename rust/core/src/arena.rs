//! Engine-against-engine games, for measuring strength (the CLI's `arena`)
//! and for smoke tests. Works on any game through [`AnyMatch`].

use crate::ai::rng::SplitMix64;
use crate::ai::{tune, Engine, SearchSettings};
use crate::{AnyMatch, MatchError, Outcome, Side};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How one arena game is set up.
#[derive(Clone, Debug)]
pub struct GameSetup {
    /// Random plies played before the engines take over, so games differ.
    pub opening_plies: u32,
    /// Seeds the opening plies and the players' own seeds.
    pub seed: u64,
    /// A game still running after this many plies is stopped and scored a
    /// draw (`adjudicated`); the game's own draw rules usually end it first.
    pub max_plies: u32,
}

/// How one arena game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The outcome, or `None` when the ply cap stopped the game.
    pub outcome: Option<Outcome>,
    /// Plies played, openings included.
    pub plies: u32,
    /// The moves, in canonical notation.
    pub moves: Vec<String>,
    /// The longest time each side's engine thought about one move (first
    /// side, second side), to check the levels' time budgets.
    pub longest_think: [Duration; 2],
}

impl GameResult {
    /// +1, 0 or -1 for `side` (a capped game is a draw).
    pub fn score_for(&self, side: Side) -> i32 {
        self.outcome.map_or(0, |o| o.score_for(side))
    }
}

/// A computer player: its settings, and other settings for named phases
/// of play (`setting`, `placement`), to compare strategies per phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The settings used unless a phase below matches.
    pub settings: SearchSettings,
    /// Settings for particular phases, by [`Status::phase`](crate::Status::phase) name.
    pub by_phase: Vec<(String, SearchSettings)>,
    /// Evaluation weights to override, by name, for tuning experiments
    /// (see [`tune`](crate::ai::tune)); empty for the compiled-in weights.
    pub eval: Vec<(String, i32)>,
}

impl Player {
    /// A player with the same settings in every phase.
    pub fn new(settings: SearchSettings) -> Player {
        Player {
            settings,
            by_phase: Vec::new(),
            eval: Vec::new(),
        }
    }

    /// The settings for `phase`.
    pub fn for_phase(&self, phase: &str) -> &SearchSettings {
        self.by_phase
            .iter()
            .find(|(p, _)| p == phase)
            .map_or(&self.settings, |(_, s)| s)
    }
}

/// Plays `record` to the end: `players[0]` moves for the first side with
/// `engines[0]`, `players[1]` for the second with `engines[1]`.
pub fn play_game(
    mut record: Box<dyn AnyMatch>,
    players: [&Player; 2],
    engines: [&mut Engine; 2],
    setup: &GameSetup,
) -> Result<GameResult, MatchError> {
    let mut rng = SplitMix64::new(setup.seed);
    let never = AtomicBool::new(false);
    let mut moves = Vec::new();
    let mut longest_think = [Duration::ZERO; 2];
    let mut plies = 0;
    while record.outcome().is_none() && plies < setup.max_plies {
        let notation = if plies < setup.opening_plies {
            let legal = record.legal_moves();
            legal[rng.below(legal.len())].notation.clone()
        } else {
            let status = record.status();
            let side = status.side_to_move.index();
            let settings = players[side]
                .for_phase(status.phase)
                .clone()
                .with_seed(rng.next_u64());
            tune::set_overrides(&players[side].eval);
            let thought = record.think(engines[side], &settings, &never)?;
            longest_think[side] = longest_think[side].max(thought.elapsed);
            thought.notation
        };
        record.play(&notation)?;
        moves.push(notation);
        plies += 1;
    }
    tune::set_overrides(&[]);
    Ok(GameResult {
        outcome: record.outcome(),
        plies,
        moves,
        longest_think,
    })
}

/// A match score with its 95% confidence interval (normal approximation
/// over the per-game scores 1, ½, 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    /// Games won by the player tallied.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// Records one game's result (+1, 0, -1).
    pub fn add(&mut self, result: i32) {
        match result.signum() {
            1 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    /// Games tallied.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score share in `[0, 1]`.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }

    /// Half the width of the 95% interval around [`Tally::score`].
    pub fn margin95(&self) -> f64 {
        let n = self.games() as f64;
        if n < 2.0 {
            return 0.5;
        }
        let mean = self.score();
        let var = (self.wins as f64 * (1.0 - mean).powi(2)
            + self.draws as f64 * (0.5 - mean).powi(2)
            + self.losses as f64 * mean.powi(2))
            / (n - 1.0);
        1.96 * (var / n).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_scores_and_interval() {
        let mut t = Tally {
            wins: 0,
            draws: 0,
            losses: 0,
        };
        for r in [1, 1, 0, -1, 1, 1, 0, 1] {
            t.add(r);
        }
        assert_eq!((t.wins, t.draws, t.losses), (5, 2, 1));
        assert!((t.score() - 0.75).abs() < 1e-9);
        assert!(t.margin95() > 0.1 && t.margin95() < 0.35);
    }
}
