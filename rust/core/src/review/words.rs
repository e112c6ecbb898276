//! Every player-facing text of a review and of a solved table's verdict,
//! from the `review` area of the localisation catalogue: the labels, a
//! forced result (`Goats win in 7`), an expected score, and the comment
//! written into the move list and the PGN-style text.

use super::{Evaluation, Forced, MoveLabel, MoveReview, Reason};
use crate::i18n::{self, ids, Arg, Lang};
use crate::{GameInfo, Side};

/// The label as a word: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
pub fn label(label: MoveLabel, lang: Lang) -> String {
    let id = match label {
        MoveLabel::Best => "review-label-best",
        MoveLabel::Good => "review-label-good",
        MoveLabel::Inaccuracy => "review-label-inaccuracy",
        MoveLabel::Mistake => "review-label-mistake",
        MoveLabel::Blunder => "review-label-blunder",
    };
    i18n::text(lang, id, &[])
}

/// `id` with the side's name and its grammatical number, and `extra`.
fn about_side(
    lang: Lang,
    id: &str,
    info: &GameInfo,
    side: Side,
    extra: Option<(&str, Arg)>,
) -> String {
    let mut args = vec![
        ("side", Arg::from(info.side_name(side, lang))),
        ("side_subject", Arg::from(info.side_subject(side, lang))),
        ("side_gender", Arg::from(info.side_gender(side, lang))),
        ("side_number", Arg::from(info.side_number(side, lang))),
    ];
    args.extend(extra);
    // A side's subject may open with an article (`les chèvres`): capitalised.
    i18n::sentence(lang, id, &args)
}

/// `Goats win in 7`: the words of a solved table's verdict, said the same
/// in a review.
pub use crate::table_value::win_in;

/// An evaluation for `mover` as a player reads it: `Goats win in 7`,
/// `Tigers win in 2`, or the mover's expected score, `Goats 64%`.
pub fn evaluation(info: &GameInfo, mover: Side, evaluation: &Evaluation, lang: Lang) -> String {
    match evaluation.forced {
        Some(Forced::Win(n)) => win_in(info, mover, n, lang),
        Some(Forced::Loss(n)) => win_in(info, mover.opponent(), n, lang),
        Some(Forced::Over) if evaluation.expected > 0.75 => {
            about_side(lang, "verdict-won", info, mover, None)
        }
        Some(Forced::Over) if evaluation.expected < 0.25 => {
            about_side(lang, "verdict-won", info, mover.opponent(), None)
        }
        Some(Forced::Over) => i18n::text(lang, "verdict-drawn", &[]),
        Some(Forced::Draw) => i18n::text(lang, "verdict-draw", &[]),
        None => {
            let percent = (evaluation.expected * 100.0).round() as i64;
            about_side(
                lang,
                "verdict-score",
                info,
                mover,
                Some(("percent", Arg::from(percent))),
            )
        }
    }
}

/// The message id of what a move did to the proven result, if it made it
/// worse: it threw away a win or a draw.
fn change_id(review: &MoveReview) -> Option<&'static str> {
    let before = review.before.proven_result()?;
    let after = review.after.proven_result()?;
    match (before, after) {
        (1, a) if a < 1 => Some("verdict-threw-win"),
        (0, a) if a < 0 => Some("verdict-threw-draw"),
        _ => None,
    }
}

/// What the move did to the result with best play, as a sentence, when it
/// threw a proven result away (a solved table's, or a forced result the
/// search proved): `This move threw away the win`, `This move threw away
/// the draw`. `None` for a move that kept the result or where none was
/// proven.
pub fn result_change(review: &MoveReview, lang: Lang) -> Option<String> {
    change_id(review).map(|id| i18n::sentence(lang, id, &[]))
}

/// What a capture takes, as a player reads it: `a goat` for one piece,
/// `2 pieces` for more.
fn taken_words(info: &GameInfo, taken: &[char], lang: Lang) -> String {
    match taken {
        [letter] => {
            let id = if info.piece(*letter).is_some() {
                ids::piece(info.id, *letter)
            } else {
                "piece-unknown".to_string()
            };
            i18n::attribute(lang, &id, "a", &[]).unwrap_or_else(|| i18n::text(lang, &id, &[]))
        }
        _ => i18n::text(
            lang,
            "review-pieces",
            &[("count", Arg::from(taken.len() as i64))],
        ),
    }
}

/// Why a mistake or a blunder is one, built from its refutation: `after
/// b1, a1xc1 captures a goat`, `after d4-e5 f6-g5, h4xf6 captures a buff
/// man`, `after e3, b2xd4: Tigers win in 5`, `after c4, b2-b3 is the
/// strongest answer`. `None` for the other labels.
pub fn reason(info: &GameInfo, review: &MoveReview, lang: Lang) -> Option<String> {
    let played = Arg::from(&review.played);
    Some(match review.reason.as_ref()? {
        Reason::Capture { moves, taken } => {
            let (capture, between) = moves.split_last()?;
            let mut args = vec![
                ("move", played),
                ("capture", Arg::from(capture)),
                ("piece", Arg::from(taken_words(info, taken, lang))),
            ];
            if between.is_empty() {
                i18n::text(lang, "review-why-capture", &args)
            } else {
                args.push(("line", Arg::from(between.join(" "))));
                i18n::text(lang, "review-why-capture-then", &args)
            }
        }
        Reason::Forced { reply, moves } => i18n::text(
            lang,
            "review-why-forced",
            &[
                ("move", played),
                ("reply", Arg::from(reply)),
                (
                    "result",
                    Arg::from(win_in(info, review.side.opponent(), *moves, lang)),
                ),
            ],
        ),
        Reason::Reply { reply } => i18n::text(
            lang,
            "review-why-reply",
            &[("move", played), ("reply", Arg::from(reply))],
        ),
        Reason::Ended => i18n::text(lang, "review-why-ended", &[("move", played)]),
    })
}

/// The one-line comment of a reviewed move: `mistake (Goats 62% → Goats
/// 41%); best was b1`, `blunder: this move threw away the win (Goats win
/// in 12 → Draw with best play); best was b2-b3`, or just `best`.
pub fn comment(info: &GameInfo, review: &MoveReview, lang: Lang) -> String {
    let word = label(review.label, lang);
    if review.label == MoveLabel::Best {
        return word;
    }
    let mut args = vec![
        ("label", Arg::from(word)),
        (
            "before",
            Arg::from(evaluation(info, review.side, &review.before, lang)),
        ),
        (
            "after",
            Arg::from(evaluation(info, review.side, &review.after, lang)),
        ),
    ];
    let better = review.best != review.played && !review.best.is_empty();
    if better {
        args.push(("best", Arg::from(&review.best)));
    }
    let why = match (change_id(review), reason(info, review, lang)) {
        (Some(id), Some(reason)) => Some(i18n::text(
            lang,
            "review-why-both",
            &[
                ("change", Arg::from(i18n::text(lang, id, &[]))),
                ("reason", Arg::from(reason)),
            ],
        )),
        (Some(id), None) => Some(i18n::text(lang, id, &[])),
        (None, reason) => reason,
    };
    if let Some(why) = why {
        args.push(("why", Arg::from(why)));
        return if better {
            i18n::text(lang, "review-comment-threw-best", &args)
        } else {
            i18n::text(lang, "review-comment-threw", &args)
        };
    }
    if better {
        i18n::text(lang, "review-comment-best", &args)
    } else {
        i18n::text(lang, "review-comment", &args)
    }
}
