//! Perft: counting legal move sequences, the standard check of a move generator.

use crate::Game;

/// The number of distinct legal move sequences of exactly `depth` moves.
/// Draw rules and counter rules are ignored, as the spec asks. Move buffers
/// are made only as deep as play goes, so any `depth` is safe to ask for
/// (though a deep one may not finish: callers cap it, see
/// [`crate::limits::MAX_PERFT_DEPTH`]).
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    count(position, depth, &mut Vec::new())
}

/// Perft split by first move: each legal move's notation and its count at `depth - 1`.
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let depth = depth.max(1);
    let mut buffers = Vec::new();
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

/// Counts below `position`; `buffers` holds one move list per ply below,
/// made when play first reaches that ply and reused after.
fn count<G: Game>(position: &G, depth: u32, buffers: &mut Vec<Vec<G::Move>>) -> u64 {
    count_at(position, depth, buffers, 0)
}

fn count_at<G: Game>(position: &G, depth: u32, buffers: &mut Vec<Vec<G::Move>>, ply: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    if buffers.len() == ply {
        buffers.push(Vec::with_capacity(64));
    }
    let mut moves = std::mem::take(&mut buffers[ply]);
    moves.clear();
    position.legal_moves(&mut moves);
    let total = if depth == 1 {
        moves.len() as u64
    } else {
        let mut total = 0;
        for &mv in moves.iter() {
            let mut child = position.clone();
            child.play(mv);
            total += count_at(&child, depth - 1, buffers, ply + 1);
        }
        total
    };
    buffers[ply] = moves;
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bagh_chal::BaghChal;

    #[test]
    fn an_absurd_depth_allocates_nothing_where_play_ends() {
        // Goats have won: the tigers are trapped, so no move follows. Before
        // buffers were made lazily, this asked for 4 × 10^9 of them at once.
        let config = BaghChal::config(&crate::Options::new()).expect("default options");
        let trapped = BaghChal::parse("TGGGT/GGGGG/GGGGG/GG1GG/TGGGT t 0 0", config)
            .expect("a legal position");
        assert!(trapped.terminal().is_some(), "the tigers cannot move");
        assert_eq!(perft(&trapped, u32::MAX), 0);
        assert_eq!(divide(&trapped, u32::MAX), Vec::new());
    }
}
