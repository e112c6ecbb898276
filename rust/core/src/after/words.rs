//! The history's texts: a finished game's second line (`You (Goats)
//! against Computer, Hard · 42 moves`) and a statistics line (`Against
//! Hard, as Goats: 3 won, 1 drawn, 2 lost`), in the player's language.

use crate::ai::review::{GameReview, Label};
use crate::ai::Level;
use crate::i18n::{self, Arg, Lang};
use crate::session::Seat;
use crate::{GameInfo, Side};

/// A level's name as the history shows it: `Hard`.
pub fn level_name(level: Level, lang: Lang) -> String {
    let id = match level {
        Level::Easy => "history-level-easy",
        Level::Medium => "history-level-medium",
        Level::Hard => "history-level-hard",
        Level::Expert => "history-level-expert",
        Level::Perfect => "history-level-perfect",
    };
    i18n::text(lang, id, &[])
}

/// `42 moves`.
pub fn moves(plies: u32, lang: Lang) -> String {
    i18n::text(lang, "history-moves", &[("moves", Arg::from(plies))])
}

/// Who played a game: `You (Goats) against Computer, Hard`, `Two players`,
/// `Computer, Easy against Computer, Hard`.
pub fn players(info: &GameInfo, first: Seat, second: Seat, lang: Lang) -> String {
    match (first, second) {
        (Seat::Human, Seat::Computer(level)) | (Seat::Computer(level), Seat::Human) => {
            let human = if first == Seat::Human {
                Side::First
            } else {
                Side::Second
            };
            i18n::text(
                lang,
                "history-you-against",
                &[
                    ("side", Arg::from(info.side_name(human, lang))),
                    ("level", Arg::from(level_name(level, lang))),
                ],
            )
        }
        (Seat::Human, Seat::Human) => i18n::text(lang, "history-two-players", &[]),
        (Seat::Computer(a), Seat::Computer(b)) => i18n::text(
            lang,
            "history-two-computers",
            &[
                ("first", Arg::from(level_name(a, lang))),
                ("second", Arg::from(level_name(b, lang))),
            ],
        ),
    }
}

/// A finished game's second line in the history: who played and how many
/// moves, `You (Goats) against Computer, Hard · 42 moves`.
pub fn game_details(info: &GameInfo, first: Seat, second: Seat, plies: u32, lang: Lang) -> String {
    let separator = i18n::text(lang, "status-separator", &[]);
    format!(
        "{}{separator}{}",
        players(info, first, second, lang),
        moves(plies, lang)
    )
}

/// Games won, drawn and lost: `3 won, 1 drawn, 2 lost`.
pub fn tally(won: u32, drawn: u32, lost: u32, lang: Lang) -> String {
    i18n::text(
        lang,
        "history-tally",
        &[
            ("won", Arg::from(won)),
            ("drawn", Arg::from(drawn)),
            ("lost", Arg::from(lost)),
        ],
    )
}

/// One line of the statistics: `Against Hard, as Goats: 3 won, 1 drawn, 2
/// lost`. Without a level (two players, or no lone human), the results are
/// the first side's: `Two players, counted for Goats: …`.
pub fn statistics_line(
    info: &GameInfo,
    level: Option<Level>,
    human_side: Option<Side>,
    [won, drawn, lost]: [u32; 3],
    lang: Lang,
) -> String {
    let tally = tally(won, drawn, lost, lang);
    match level.zip(human_side) {
        Some((level, side)) => i18n::text(
            lang,
            "history-stats-against",
            &[
                ("level", Arg::from(level_name(level, lang))),
                ("side", Arg::from(info.side_name(side, lang))),
                ("tally", Arg::from(tally)),
            ],
        ),
        None => i18n::text(
            lang,
            "history-stats-two-players",
            &[
                ("side", Arg::from(info.side_name(Side::First, lang))),
                ("tally", Arg::from(tally)),
            ],
        ),
    }
}

/// `3 mistakes`: `count` moves labelled `label`.
pub fn label_count(label: Label, count: u32, lang: Lang) -> String {
    let id = match label {
        Label::Best => "review-count-best",
        Label::Good => "review-count-good",
        Label::Inaccuracy => "review-count-inaccuracy",
        Label::Mistake => "review-count-mistake",
        Label::Blunder => "review-count-blunder",
    };
    i18n::text(lang, id, &[("count", Arg::from(count))])
}

/// One side's moves in a review, counted by label, the labels it never
/// got left out: `Goats: 12 best, 3 good and 1 mistake`.
pub fn review_summary(info: &GameInfo, side: Side, review: &GameReview, lang: Lang) -> String {
    let counts: Vec<String> = Label::ALL
        .iter()
        .zip(review.counts(side))
        .filter(|(_, n)| *n > 0)
        .map(|(&label, n)| label_count(label, n, lang))
        .collect();
    let name = Arg::from(info.side_name(side, lang));
    if counts.is_empty() {
        return i18n::text(lang, "review-summary-none", &[("side", name)]);
    }
    let counts = Arg::from(i18n::list(lang, &counts, false));
    i18n::text(
        lang,
        "review-summary",
        &[("side", name), ("counts", counts)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::find_game;

    fn bagh() -> &'static GameInfo {
        (find_game("bagh-chal").unwrap().info)()
    }

    #[test]
    fn a_game_against_the_computer_names_the_persons_side_and_the_level() {
        let info = bagh();
        let line = game_details(info, Seat::Human, Seat::Computer(Level::Hard), 42, Lang::En);
        assert_eq!(line, "You (Goats) against Computer, Hard · 42 moves");
        let line = game_details(info, Seat::Computer(Level::Easy), Seat::Human, 1, Lang::En);
        assert_eq!(line, "You (Tigers) against Computer, Easy · 1 move");
        let line = game_details(info, Seat::Human, Seat::Human, 7, Lang::En);
        assert_eq!(line, "Two players · 7 moves");
        let line = game_details(
            info,
            Seat::Computer(Level::Easy),
            Seat::Computer(Level::Perfect),
            7,
            Lang::En,
        );
        assert_eq!(line, "Computer, Easy against Computer, Perfect · 7 moves");
    }

    #[test]
    fn a_statistics_line_counts_in_words() {
        let info = bagh();
        let line = statistics_line(
            info,
            Some(Level::Hard),
            Some(Side::First),
            [3, 1, 2],
            Lang::En,
        );
        assert_eq!(line, "Against Hard, as Goats: 3 won, 1 drawn, 2 lost");
        let line = statistics_line(info, None, None, [0, 0, 1], Lang::En);
        assert_eq!(
            line,
            "Two players, counted for Goats: 0 won, 0 drawn, 1 lost"
        );
    }

    #[test]
    fn a_review_summary_counts_each_sides_labels() {
        use crate::ai::review::{Evaluation, MoveReview};
        let info = bagh();
        let even = Evaluation::of_score(0, 100.0);
        let mv = |side, label| MoveReview {
            ply: 0,
            turn: "1.".into(),
            side,
            played: "c3".into(),
            before: even,
            after: even,
            best: "c3".into(),
            line: Vec::new(),
            drop: 0.0,
            label,
        };
        let review = GameReview {
            game: "bagh-chal".into(),
            nodes: 1,
            scale: 100.0,
            moves: vec![
                mv(Side::First, Label::Best),
                mv(Side::First, Label::Best),
                mv(Side::First, Label::Mistake),
                mv(Side::First, Label::Inaccuracy),
                mv(Side::First, Label::Inaccuracy),
            ],
        };
        assert_eq!(
            review_summary(info, Side::First, &review, Lang::En),
            "Goats: 2 best, 2 inaccuracies and 1 mistake"
        );
        assert_eq!(
            review_summary(info, Side::Second, &review, Lang::En),
            "Tigers: no moves"
        );
        assert_eq!(
            review_summary(info, Side::First, &review, Lang::Fr),
            "Chèvres : 2 meilleurs coups, 2 imprécisions et 1 erreur"
        );
        for lang in Lang::ALL {
            let text = review_summary(info, Side::First, &review, lang);
            assert!(text.contains(&info.side_name(Side::First, lang)), "{text}");
            assert!(!text.contains("review-"), "{text}");
        }
    }

    #[test]
    fn the_lines_speak_every_language_with_its_plurals() {
        let info = bagh();
        let fr_one = tally(1, 1, 1, Lang::Fr);
        let fr_many = tally(2, 2, 2, Lang::Fr);
        assert_eq!(fr_one, "1 gagnée, 1 nulle, 1 perdue");
        assert_eq!(fr_many, "2 gagnées, 2 nulles, 2 perdues");
        assert_eq!(moves(1, Lang::Pt), "1 lance");
        assert_eq!(moves(3, Lang::Pt), "3 lances");
        let ar: Vec<String> = [1, 2, 3, 11].iter().map(|&n| moves(n, Lang::Ar)).collect();
        assert_eq!(ar[0], "نقلة واحدة");
        assert_eq!(ar[1], "نقلتان");
        assert!(ar[2].contains("نقلات") && ar[3].ends_with("نقلة"), "{ar:?}");
        for lang in Lang::ALL {
            let line = game_details(info, Seat::Human, Seat::Computer(Level::Hard), 42, lang);
            assert!(line.contains(&info.side_name(Side::First, lang)), "{line}");
            assert!(line.contains(&level_name(Level::Hard, lang)), "{line}");
            assert!(line.contains("42"), "{line}");
            assert!(!line.contains("history-"), "{line}");
            let stats = statistics_line(
                info,
                Some(Level::Expert),
                Some(Side::Second),
                [3, 1, 2],
                lang,
            );
            assert!(
                stats.contains(&info.side_name(Side::Second, lang)),
                "{stats}"
            );
            assert!(stats.contains(&level_name(Level::Expert, lang)), "{stats}");
            for n in ["3", "1", "2"] {
                assert!(stats.contains(n), "{stats}");
            }
        }
    }
}
