//! The knockout bracket: drawn by lot, padded with byes to a power of two,
//! the byes spread over the bracket so that no two meet and each half gets
//! its share.

use super::lot::Lot;

/// One pairing of a round: two programs (indices into the field), or one
/// program and a bye.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pairing {
    /// The first program drawn into the pairing.
    pub first: usize,
    /// The second program, `None` for a bye.
    pub second: Option<usize>,
}

/// The first round of a knockout between `count` programs (at least two),
/// drawn with `lot`. Later rounds pair the winners of pairings 1 and 2, 3
/// and 4, and so on ([`next_round`]).
pub fn draw(count: usize, lot: &mut Lot) -> Vec<Pairing> {
    assert!(count >= 2, "a bracket needs two programs");
    let size = count.next_power_of_two();
    let pairings = size / 2;
    let byes = size - count;
    let mut order: Vec<usize> = (0..count).collect();
    lot.shuffle(&mut order);
    let with_bye = bye_positions(pairings, byes);
    let mut drawn = order.into_iter();
    (0..pairings)
        .map(|j| {
            let first = drawn.next().expect("enough programs for every pairing");
            let second = if with_bye.contains(&j) {
                None
            } else {
                Some(drawn.next().expect("enough programs for every pairing"))
            };
            Pairing { first, second }
        })
        .collect()
}

/// The pairings (of `pairings`, a power of two) that get the `byes`: taken
/// in bit-reversed order (0, n/2, n/4, 3n/4, …), so that byes fall in
/// different halves, then different quarters, and never meet before they must.
fn bye_positions(pairings: usize, byes: usize) -> Vec<usize> {
    let bits = pairings.trailing_zeros();
    let reversed = |j: usize| {
        if bits == 0 {
            0
        } else {
            j.reverse_bits() >> (usize::BITS - bits)
        }
    };
    let mut positions: Vec<usize> = (0..pairings).collect();
    positions.sort_by_key(|&j| reversed(j));
    positions.truncate(byes);
    positions
}

/// The next round: the winners of pairings 1 and 2 meet, then 3 and 4, …
/// `winners` holds one winner per pairing of the round just played (an
/// even number, or one: the champion, who meets nobody).
pub fn next_round(winners: &[usize]) -> Vec<Pairing> {
    winners
        .chunks(2)
        .map(|pair| Pairing {
            first: pair[0],
            second: pair.get(1).copied(),
        })
        .collect()
}

/// The number of rounds a knockout of `count` programs takes.
pub fn rounds(count: usize) -> usize {
    count.next_power_of_two().trailing_zeros() as usize
}

/// The name of round `round` (from 1) of `total`: the last is the final.
pub fn round_name(round: usize, total: usize) -> String {
    match total - round {
        0 => "Final".to_string(),
        1 => "Semi-final".to_string(),
        2 => "Quarter-final".to_string(),
        _ => format!("Round {round}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn everyone(pairings: &[Pairing]) -> Vec<usize> {
        let mut all: Vec<usize> = pairings
            .iter()
            .flat_map(|p| std::iter::once(p.first).chain(p.second))
            .collect();
        all.sort_unstable();
        all
    }

    #[test]
    fn a_power_of_two_has_no_byes_and_everyone_plays_once() {
        let pairings = draw(8, &mut Lot::new(3));
        assert_eq!(pairings.len(), 4);
        assert!(pairings.iter().all(|p| p.second.is_some()));
        assert_eq!(everyone(&pairings), (0..8).collect::<Vec<_>>());
    }

    #[test]
    fn byes_fill_the_field_to_a_power_of_two_and_never_meet() {
        for count in 2..=17 {
            let pairings = draw(count, &mut Lot::new(count as u64));
            let size = count.next_power_of_two();
            assert_eq!(pairings.len(), size / 2, "{count} programs");
            let byes = pairings.iter().filter(|p| p.second.is_none()).count();
            assert_eq!(byes, size - count, "{count} programs");
            assert_eq!(everyone(&pairings), (0..count).collect::<Vec<_>>());
        }
    }

    #[test]
    fn byes_are_spread_over_the_halves() {
        // Six programs: eight places, two byes, one in each half.
        let pairings = draw(6, &mut Lot::new(1));
        let byes: Vec<usize> = (0..4).filter(|&j| pairings[j].second.is_none()).collect();
        assert_eq!(byes, vec![0, 2]);
        // Five programs: three byes, in three different quarters.
        let pairings = draw(5, &mut Lot::new(1));
        let byes: Vec<usize> = (0..4).filter(|&j| pairings[j].second.is_none()).collect();
        assert_eq!(byes, vec![0, 1, 2]);
        assert_eq!(bye_positions(8, 4), vec![0, 4, 2, 6]);
    }

    #[test]
    fn the_draw_is_reproducible_and_depends_on_the_seed() {
        let a = draw(7, &mut Lot::new(42));
        assert_eq!(a, draw(7, &mut Lot::new(42)));
        let differs = (0..20).any(|seed| draw(7, &mut Lot::new(seed)) != a);
        assert!(differs, "other seeds draw other brackets");
    }

    #[test]
    fn winners_meet_in_bracket_order_until_the_final() {
        assert_eq!(
            next_round(&[4, 1, 3, 0]),
            vec![
                Pairing {
                    first: 4,
                    second: Some(1)
                },
                Pairing {
                    first: 3,
                    second: Some(0)
                },
            ]
        );
        assert_eq!(rounds(2), 1);
        assert_eq!(rounds(3), 2);
        assert_eq!(rounds(4), 2);
        assert_eq!(rounds(5), 3);
        assert_eq!(round_name(1, 3), "Quarter-final");
        assert_eq!(round_name(2, 3), "Semi-final");
        assert_eq!(round_name(3, 3), "Final");
        assert_eq!(round_name(1, 5), "Round 1");
    }
}
