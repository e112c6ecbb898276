//! The touch state machine, written once for both apps.
//!
//! Every legal move lists the squares a player taps to enter it
//! ([`MoveDetail::taps`](crate::MoveDetail)). The selection is a
//! prefix of taps. A tap extends the prefix while some legal move still
//! starts with it; a move is played as soon as exactly one move is complete
//! and nothing longer extends it. A complete move that is also the start of
//! longer ones (an optional stop in a capture chain) stays pending: a tap on
//! the current square, or [`Session::finish`](super::Session::finish), ends it.
//!
//! This module is pure: it sees only the taps of the legal moves, so it is
//! tested without any game.

/// What a tap did to the selection.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// A new selection started: `selection` is the new prefix.
    Selected(Vec<u8>),
    /// The selection grew by the tapped square (a multi-step move goes on).
    Extended(Vec<u8>),
    /// The selection was cleared.
    Deselected,
    /// The tapped square fits no move and nothing was selected.
    Illegal,
    /// The move with this index in the list is complete: play it.
    Play(usize),
}

/// The decision for a tap on `square`, given the taps of every legal move
/// (indexed like the move list) and the current selection `prefix`.
pub fn decide(moves: &[Vec<u8>], prefix: &[u8], square: u8) -> Step {
    if let Some(&last) = prefix.last() {
        if last == square {
            // A tap on the current square ends a pending complete move, and
            // otherwise puts the piece back.
            return match complete(moves, prefix) {
                Some(index) => Step::Play(index),
                None => Step::Deselected,
            };
        }
        let mut extended = prefix.to_vec();
        extended.push(square);
        if let Some(step) = advance(moves, extended, false) {
            return step;
        }
    }
    match advance(moves, vec![square], true) {
        Some(step) => step,
        None if prefix.is_empty() => Step::Illegal,
        None => Step::Deselected,
    }
}

/// The step for a selection that became `prefix`, or `None` when no move
/// starts with it.
fn advance(moves: &[Vec<u8>], prefix: Vec<u8>, fresh: bool) -> Option<Step> {
    let mut matching = moves
        .iter()
        .enumerate()
        .filter(|(_, taps)| taps.starts_with(&prefix));
    let (first_index, first) = matching.next()?;
    let mut complete_count = usize::from(first.len() == prefix.len());
    let mut longer = first.len() > prefix.len();
    let mut complete_index = (first.len() == prefix.len()).then_some(first_index);
    for (index, taps) in matching {
        if taps.len() == prefix.len() {
            complete_count += 1;
            complete_index.get_or_insert(index);
        } else {
            longer = true;
        }
    }
    if complete_count >= 1 && !longer {
        if complete_count > 1 {
            // Two moves tapped alike break the game's contract; play the
            // first rather than leave the player stuck.
            log::warn!("{complete_count} legal moves share the taps {prefix:?}");
        }
        return complete_index.map(Step::Play);
    }
    Some(if fresh {
        Step::Selected(prefix)
    } else {
        Step::Extended(prefix)
    })
}

/// The index of the move whose taps are exactly `prefix`, if any.
pub fn complete(moves: &[Vec<u8>], prefix: &[u8]) -> Option<usize> {
    if prefix.is_empty() {
        return None;
    }
    moves.iter().position(|taps| taps.as_slice() == prefix)
}

/// The squares that can be tapped next to keep the selection a legal prefix.
pub fn targets(moves: &[Vec<u8>], prefix: &[u8]) -> Vec<u8> {
    let mut next: Vec<u8> = moves
        .iter()
        .filter(|taps| taps.len() > prefix.len() && taps.starts_with(prefix))
        .map(|taps| taps[prefix.len()])
        .collect();
    next.sort_unstable();
    next.dedup();
    next
}

/// Whether `prefix` is still the start of some legal move.
pub fn is_live(moves: &[Vec<u8>], prefix: &[u8]) -> bool {
    moves
        .iter()
        .any(|taps| taps.len() >= prefix.len() && taps.starts_with(prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &[&[u8]]) -> Vec<Vec<u8>> {
        list.iter().map(|taps| taps.to_vec()).collect()
    }

    #[test]
    fn placement_is_one_tap() {
        let m = moves(&[&[1], &[2], &[3]]);
        assert_eq!(decide(&m, &[], 2), Step::Play(1));
        assert_eq!(decide(&m, &[], 9), Step::Illegal);
    }

    #[test]
    fn step_is_select_then_target() {
        let m = moves(&[&[1, 2], &[1, 3], &[5, 6]]);
        assert_eq!(decide(&m, &[], 1), Step::Selected(vec![1]));
        assert_eq!(targets(&m, &[1]), vec![2, 3]);
        assert_eq!(decide(&m, &[1], 3), Step::Play(1));
        // Another own piece starts a new selection; anything else deselects.
        assert_eq!(decide(&m, &[1], 5), Step::Selected(vec![5]));
        assert_eq!(decide(&m, &[1], 7), Step::Deselected);
        // Tapping the selected piece again puts it back.
        assert_eq!(decide(&m, &[1], 1), Step::Deselected);
    }

    #[test]
    fn capture_chains_resolve_step_by_step() {
        // From 10: two chains share the first landing, one branches off.
        let m = moves(&[&[10, 20, 30], &[10, 20, 40], &[10, 22]]);
        assert_eq!(decide(&m, &[], 10), Step::Selected(vec![10]));
        assert_eq!(targets(&m, &[10]), vec![20, 22]);
        assert_eq!(decide(&m, &[10], 20), Step::Extended(vec![10, 20]));
        assert_eq!(targets(&m, &[10, 20]), vec![30, 40]);
        assert_eq!(decide(&m, &[10, 20], 40), Step::Play(1));
        assert_eq!(decide(&m, &[10], 22), Step::Play(2));
    }

    #[test]
    fn optional_stop_stays_pending_until_finished() {
        let m = moves(&[&[1, 2], &[1, 2, 3], &[4]]);
        assert_eq!(decide(&m, &[1], 2), Step::Extended(vec![1, 2]));
        assert_eq!(complete(&m, &[1, 2]), Some(0));
        // A tap on the current square ends the move there…
        assert_eq!(decide(&m, &[1, 2], 2), Step::Play(0));
        // …or the chain goes on.
        assert_eq!(decide(&m, &[1, 2], 3), Step::Play(1));
        // A fresh first tap elsewhere abandons it.
        assert_eq!(decide(&m, &[1, 2], 4), Step::Play(2));
    }

    #[test]
    fn bobail_turn_takes_four_taps_or_two() {
        let m = moves(&[&[12, 13, 0, 5], &[12, 13, 0, 10], &[12, 7, 0, 5], &[12, 11]]);
        assert_eq!(decide(&m, &[], 12), Step::Selected(vec![12]));
        assert_eq!(decide(&m, &[12], 13), Step::Extended(vec![12, 13]));
        assert_eq!(decide(&m, &[12, 13], 0), Step::Extended(vec![12, 13, 0]));
        assert_eq!(targets(&m, &[12, 13, 0]), vec![5, 10]);
        assert_eq!(decide(&m, &[12, 13, 0], 10), Step::Play(1));
        assert_eq!(decide(&m, &[12], 11), Step::Play(3));
        // A tap on the bobail's target again, with no move ending there, deselects.
        assert_eq!(decide(&m, &[12, 13], 13), Step::Deselected);
    }

    #[test]
    fn pass_is_never_tapped() {
        let m = moves(&[&[]]);
        assert_eq!(decide(&m, &[], 0), Step::Illegal);
        assert_eq!(complete(&m, &[]), None);
    }
}
