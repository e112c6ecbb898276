//! The review of a position that an installed solved table knows (Bagh
//! Chal's sliding phase): exact values instead of a search. Every move's
//! value is read from the table (or from the result, for a move that ends
//! the game), the best move is the table's, and a move's label comes from
//! the change of the theoretical result ([`label_of`]).

use super::MoveLabel;
use crate::table_value::Value;
use crate::AnyMatch;

/// The longest line of best moves a review shows from the table.
const LINE_PLIES: usize = 10;

/// What the table says about a position and each of its moves.
pub(super) struct Solved {
    /// The position's value for the side to move.
    pub value: Value,
    /// Each legal move, in notation, with its value for the side playing it.
    pub moves: Vec<(String, Value)>,
    /// The first of the best moves (the quickest win, a draw, the longest
    /// loss), in notation.
    pub best: String,
    /// Best play from here, the best move first (at most [`LINE_PLIES`]).
    pub line: Vec<String>,
}

/// The value of the move with index `index` for the side that plays it,
/// when the table (or the end of the game) knows it.
fn value_of_move(record: &dyn AnyMatch, index: usize) -> Option<Value> {
    let mut next = record.clone_box();
    let mover = record.status().side_to_move;
    next.play_index(index).ok()?;
    match next.outcome() {
        Some(outcome) => Some(match outcome.score_for(mover) {
            1 => Value::Win { plies: 1 },
            -1 => Value::Loss { plies: 2 },
            _ => Value::Draw,
        }),
        None => next.table_value().map(Value::before),
    }
}

/// The index of the best move and its value, and every move's value;
/// `None` unless the table knows the position and all its moves.
fn moves_of(record: &dyn AnyMatch) -> Option<(usize, Vec<(String, Value)>)> {
    let legal = record.legal_moves();
    let mut moves = Vec::with_capacity(legal.len());
    for (index, mv) in legal.iter().enumerate() {
        moves.push((mv.notation.clone(), value_of_move(record, index)?));
    }
    let best = moves
        .iter()
        .enumerate()
        .max_by_key(|(index, (_, value))| (value.preference(), std::cmp::Reverse(*index)))?
        .0;
    Some((best, moves))
}

/// The table's view of `record`'s position, or `None` where the game is
/// over or no installed table knows the position and all its moves.
pub(super) fn solve(record: &dyn AnyMatch) -> Option<Solved> {
    let value = record.table_value()?;
    let (best, moves) = moves_of(record)?;
    let mut line = vec![moves[best].0.clone()];
    let mut walk = record.clone_box();
    walk.play_index(best).ok()?;
    while line.len() < LINE_PLIES && walk.outcome().is_none() {
        let Some((next, moves)) = moves_of(walk.as_ref()) else {
            break;
        };
        line.push(moves[next].0.clone());
        if walk.play_index(next).is_err() {
            break;
        }
    }
    Some(Solved {
        best: moves[best].0.clone(),
        value,
        moves,
        line,
    })
}

/// The theoretical result for the side to move: 1 won, 0 drawn, -1 lost.
pub(super) fn result_of(value: Value) -> i32 {
    match value {
        Value::Win { .. } => 1,
        Value::Draw => 0,
        Value::Loss { .. } => -1,
    }
}

/// The label of a move worth `played` (for its mover) in a position worth
/// `before`: a blunder when it changes the result for the worse (a win
/// thrown away to a draw or a loss, a draw to a loss), best when it keeps
/// the best value (the quickest win, the longest loss), good when it keeps
/// the result less directly.
pub(super) fn label_of(before: Value, played: Value) -> MoveLabel {
    if result_of(played) < result_of(before) {
        MoveLabel::Blunder
    } else if played.preference() >= before.preference() {
        MoveLabel::Best
    } else {
        MoveLabel::Good
    }
}
