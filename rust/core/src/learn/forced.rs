//! The exact judge of a puzzle: a full-width minimax over a fixed number of
//! plies, every move of both sides tried (alpha-beta prunes only what
//! cannot change the result), scored by what a puzzle promises: a won game
//! or the pieces won.
//!
//! The value of a position for the side to move, `plies` plies deep, is
//! [`WIN`] (plus the pieces won on the way) when it forces a win within
//! the plies, minus that when it loses, else the pieces it wins minus the
//! pieces it loses within them (every piece counts one; a draw ends the
//! count). Nothing is estimated: two moves with the same [`class`] keep
//! the same forced result within the distance.

use crate::ai::tt::Bound;
use crate::Game;
use std::collections::HashMap;

/// The value of a won game (the pieces won on the way are added, a few
/// dozen at most, so every win is above `WIN / 2`).
pub const WIN: i32 = 10_000;

/// A value as a result: every win is [`WIN`], every loss `-WIN`, anything
/// else the pieces won.
pub fn class(value: i32) -> i32 {
    if value >= WIN / 2 {
        WIN
    } else if value <= -WIN / 2 {
        -WIN
    } else {
        value
    }
}

/// One exhaustive search: its table and its node count.
pub(crate) struct Forced<G: Game> {
    table: HashMap<(u64, u32), (i32, Bound, u16)>,
    nodes: u64,
    max_nodes: u64,
    moves: Vec<Vec<G::Move>>,
}

impl<G: Game> Forced<G> {
    /// A search that gives up after `max_nodes` positions.
    pub(crate) fn new(max_nodes: u64) -> Self {
        Forced {
            table: HashMap::new(),
            nodes: 0,
            max_nodes,
            moves: Vec::new(),
        }
    }

    /// The pieces `mv` takes from the opponent of the side to move (each
    /// one counts one), minus any of its own it takes off.
    fn gain(position: &G, mv: G::Move) -> i32 {
        if !position.is_capture(mv) {
            return 0;
        }
        let me = position.side_to_move();
        let info = G::info();
        position
            .detail(mv)
            .captured
            .iter()
            .map(|&square| {
                let owner = position
                    .piece_at(square)
                    .and_then(|letter| info.piece(letter))
                    .and_then(|piece| piece.owner);
                match owner {
                    Some(side) if side == me => -1,
                    _ => 1,
                }
            })
            .sum()
    }

    /// The value of each legal move of `position` (in generated order) for
    /// its side to move, the move itself one of the `plies` plies; `None`
    /// when the search passed its node limit.
    pub(crate) fn move_values(&mut self, position: &G, plies: u32) -> Option<Vec<i32>> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut values = Vec::with_capacity(moves.len());
        for mv in moves {
            let gain = Self::gain(position, mv);
            let mut child = position.clone();
            child.play(mv);
            let value = self.value(&child, plies.saturating_sub(1), -4 * WIN, 4 * WIN, 0)?;
            values.push(gain - value);
        }
        Some(values)
    }

    /// The value of the legal move `index` of `position` alone, as
    /// [`Forced::move_values`] gives it; `None` past the node limit or for
    /// no such move.
    pub(crate) fn move_value(&mut self, position: &G, index: usize, plies: u32) -> Option<i32> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mv = *moves.get(index)?;
        let gain = Self::gain(position, mv);
        let mut child = position.clone();
        child.play(mv);
        let value = self.value(&child, plies.saturating_sub(1), -4 * WIN, 4 * WIN, 0)?;
        Some(gain - value)
    }

    /// Whether each legal move of `position` (in generated order) keeps at
    /// least `need` for its side to move over `plies` plies (the move one
    /// of them): a null-window test per move, cheaper than its value;
    /// `None` when the search passed its node limit.
    pub(crate) fn move_meets(&mut self, position: &G, plies: u32, need: i32) -> Option<Vec<bool>> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut flags = Vec::with_capacity(moves.len());
        for mv in moves {
            let gain = Self::gain(position, mv);
            let mut child = position.clone();
            child.play(mv);
            // gain - value >= need, that is value <= gain - need.
            let bound = gain - need;
            let value = self.value(&child, plies.saturating_sub(1), bound, bound + 1, 0)?;
            flags.push(value <= bound);
        }
        Some(flags)
    }

    /// The value of `position` for its side to move over `plies` plies,
    /// exact inside (`alpha`, `beta`), else a bound on the side it fell.
    fn value(
        &mut self,
        position: &G,
        plies: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return None;
        }
        let me = position.side_to_move();
        if let Some(outcome) = position.terminal().or_else(|| position.counter_outcome()) {
            return Some(match outcome.winner {
                Some(side) if side == me => WIN,
                Some(_) => -WIN,
                None => 0,
            });
        }
        if plies == 0 {
            return Some(0);
        }
        let key = (position.hash(), plies);
        let mut first = None;
        if let Some(&(value, bound, best)) = self.table.get(&key) {
            match bound {
                Bound::Exact => return Some(value),
                Bound::Lower if value >= beta => return Some(value),
                Bound::Upper if value <= alpha => return Some(value),
                _ => {}
            }
            first = Some(usize::from(best));
        }
        if self.moves.len() <= ply {
            self.moves.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return Some(0);
        }
        // The stored best move first, then captures, then the rest.
        let mut order: Vec<(i32, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let rank = if first == Some(i) {
                    2
                } else {
                    i32::from(position.is_capture(mv))
                };
                (rank, i)
            })
            .collect();
        order.sort_by_key(|&(rank, i)| (std::cmp::Reverse(rank), i));
        let alpha_in = alpha;
        let mut best = -8 * WIN;
        let mut best_index = 0;
        let mut result = Some(());
        for &(_, i) in &order {
            let mv = moves[i];
            let gain = Self::gain(position, mv);
            let mut child = position.clone();
            child.play(mv);
            let Some(child_value) =
                self.value(&child, plies - 1, gain - beta, gain - alpha, ply + 1)
            else {
                result = None;
                break;
            };
            let value = gain - child_value;
            if value > best {
                best = value;
                best_index = i;
            }
            if value > alpha {
                alpha = value;
            }
            if alpha >= beta {
                break;
            }
        }
        self.moves[ply] = moves;
        result?;
        let bound = Bound::of(best, alpha_in, beta);
        let best_index = u16::try_from(best_index).unwrap_or(u16::MAX);
        self.table.insert(key, (best, bound, best_index));
        Some(best)
    }
}
