//! Every player-facing text of a review, in one place, so that a
//! translation catalogue can take them over: the labels, a forced result
//! (`goats win in 7`), an expected score, and the comment written into the
//! move list and the PGN-style text.

use super::{Evaluation, Forced, Label, MoveReview};
use crate::{GameInfo, Side};

/// The label as a word: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
pub fn label(label: Label) -> &'static str {
    match label {
        Label::Best => "best",
        Label::Good => "good",
        Label::Inaccuracy => "inaccuracy",
        Label::Mistake => "mistake",
        Label::Blunder => "blunder",
    }
}

/// The plural side name in lower case: `goats`.
fn side_name(info: &GameInfo, side: Side) -> String {
    info.sides[side.index()].name.to_lowercase()
}

/// An evaluation for `mover` as a player reads it: `goats win in 7`,
/// `tigers win in 2`, or the mover's expected score, `goats 64%`.
pub fn evaluation(info: &GameInfo, mover: Side, evaluation: &Evaluation) -> String {
    match evaluation.forced {
        Some(Forced::Win(n)) => format!("{} win in {n}", side_name(info, mover)),
        Some(Forced::Loss(n)) => format!("{} win in {n}", side_name(info, mover.opponent())),
        Some(Forced::Over) if evaluation.expected > 0.75 => {
            format!("{} won", side_name(info, mover))
        }
        Some(Forced::Over) if evaluation.expected < 0.25 => {
            format!("{} won", side_name(info, mover.opponent()))
        }
        Some(Forced::Over) => "drawn".into(),
        None => format!(
            "{} {}%",
            side_name(info, mover),
            (evaluation.expected * 100.0).round() as i64
        ),
    }
}

/// The one-line comment of a reviewed move: `mistake (goats 62% → 41%);
/// best was b1`, or just `best`.
pub fn comment(info: &GameInfo, review: &MoveReview) -> String {
    let word = label(review.label);
    match review.label {
        Label::Best => word.to_string(),
        _ => {
            let mut text = format!(
                "{word} ({} → {})",
                evaluation(info, review.side, &review.before),
                evaluation(info, review.side, &review.after)
            );
            if review.best != review.played {
                text.push_str(&format!("; best was {}", review.best));
            }
            text
        }
    }
}
