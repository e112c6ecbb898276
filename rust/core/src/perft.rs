//! Perft: counting legal move sequences, the standard check of a move generator.

use crate::Game;

/// The number of distinct legal move sequences of exactly `depth` moves.
/// Draw rules and counter rules are ignored, as the spec asks.
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = (0..=depth).map(|_| Vec::with_capacity(64)).collect();
    count(position, depth, &mut buffers)
}

/// Perft split by first move: each legal move's notation and its count at `depth - 1`.
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let depth = depth.max(1);
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    moves
        .into_iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play(mv);
            (
                position.notation(mv),
                count(&child, depth - 1, &mut buffers),
            )
        })
        .collect()
}

fn count<G: Game>(position: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    position.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = position.clone();
        child.play(mv);
        total += count(&child, depth - 1, rest);
    }
    total
}
