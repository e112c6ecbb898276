//! Scoring a pairing: a win is 1 point and a draw ½; on equal points the
//! program that won in fewer moves goes through; if that does not settle
//! it (both games drawn, or wins of equal length), a seeded lot does.

use super::lot::Lot;

/// One game of a pairing, as the scoring sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leg {
    /// The winner (0 or 1, the pairing's programs), `None` for a draw.
    pub winner: Option<usize>,
    /// The moves the winner played in it (0 for a draw).
    pub winner_moves: usize,
}

/// How the pairing was decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    /// More points.
    Points,
    /// Equal points; fewer moves in won games (each program's total).
    FewestMoves([usize; 2]),
    /// Equal points and no difference in moves: a drawing of lots.
    Lot,
}

/// The pairing's score and who goes through.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// Points of each program, in half points.
    pub half_points: [u32; 2],
    /// The winner: 0 or 1.
    pub winner: usize,
    /// What decided it.
    pub decision: Decision,
}

/// Scores the legs of a pairing and decides it, drawing a lot only when
/// nothing else separates the two.
pub fn decide(legs: &[Leg], lot: &mut Lot) -> Verdict {
    let mut half_points = [0u32; 2];
    let mut won_moves = [0usize; 2];
    let mut wins = [0usize; 2];
    for leg in legs {
        match leg.winner {
            Some(w) => {
                half_points[w] += 2;
                won_moves[w] += leg.winner_moves;
                wins[w] += 1;
            }
            None => {
                half_points[0] += 1;
                half_points[1] += 1;
            }
        }
    }
    let (winner, decision) = if half_points[0] != half_points[1] {
        (
            usize::from(half_points[1] > half_points[0]),
            Decision::Points,
        )
    } else if wins[0] > 0 && wins[1] > 0 && won_moves[0] != won_moves[1] {
        (
            usize::from(won_moves[1] < won_moves[0]),
            Decision::FewestMoves(won_moves),
        )
    } else {
        (lot.below(2), Decision::Lot)
    };
    Verdict {
        half_points,
        winner,
        decision,
    }
}

/// Half points written as points: `1½`, `½`, `2`.
pub fn points(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(winner: usize, moves: usize) -> Leg {
        Leg {
            winner: Some(winner),
            winner_moves: moves,
        }
    }
    const DRAW: Leg = Leg {
        winner: None,
        winner_moves: 0,
    };

    #[test]
    fn more_points_go_through() {
        let v = decide(&[win(1, 30), DRAW], &mut Lot::new(0));
        assert_eq!(v.half_points, [1, 3]);
        assert_eq!((v.winner, v.decision), (1, Decision::Points));
        let v = decide(&[win(0, 50), win(0, 20)], &mut Lot::new(0));
        assert_eq!((v.winner, v.decision), (0, Decision::Points));
    }

    #[test]
    fn one_win_each_goes_to_the_shorter_win() {
        let v = decide(&[win(0, 41), win(1, 23)], &mut Lot::new(0));
        assert_eq!(v.half_points, [2, 2]);
        assert_eq!(v.winner, 1);
        assert_eq!(v.decision, Decision::FewestMoves([41, 23]));
        let v = decide(&[win(1, 41), win(0, 23)], &mut Lot::new(0));
        assert_eq!((v.winner, v.decision), (0, Decision::FewestMoves([23, 41])));
    }

    #[test]
    fn two_draws_or_equal_wins_are_settled_by_a_reproducible_lot() {
        for legs in [vec![DRAW, DRAW], vec![win(0, 30), win(1, 30)]] {
            let mut winners = Vec::new();
            for seed in 0..16 {
                let v = decide(&legs, &mut Lot::new(seed));
                assert_eq!(v.half_points[0], v.half_points[1]);
                assert_eq!(v.decision, Decision::Lot);
                assert_eq!(v, decide(&legs, &mut Lot::new(seed)), "same seed, same lot");
                winners.push(v.winner);
            }
            assert!(winners.contains(&0) && winners.contains(&1), "{winners:?}");
        }
    }

    #[test]
    fn points_are_written_with_halves() {
        assert_eq!(points(0), "0");
        assert_eq!(points(1), "½");
        assert_eq!(points(2), "1");
        assert_eq!(points(3), "1½");
        assert_eq!(points(4), "2");
    }
}
