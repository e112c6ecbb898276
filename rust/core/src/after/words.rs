//! The history's texts: a finished game's second line (`You (Goats)
//! against Computer, Hard · 42 moves`) and a statistics line (`Against
//! Hard, as Goats: 3 won, 1 drawn, 2 lost`), in the player's language.

use crate::i18n::{self, Arg, Lang};
use crate::level::Level;
use crate::review::{GameReview, MoveLabel};
use crate::session::Seat;
use crate::{GameInfo, Side};

/// A level's name as the history shows it: `Hard`.
pub fn level_name(level: Level, lang: Lang) -> String {
    level.title(lang)
}

/// `42 moves`.
pub fn moves(plies: u32, lang: Lang) -> String {
    i18n::text(lang, "history-moves", &[("moves", Arg::from(plies))])
}

/// Who played a game: `You (Goats) against Computer, Hard`, `Two players`,
/// `Computer, Easy against Computer, Hard`.
pub fn players(info: &GameInfo, first: Seat, second: Seat, lang: Lang) -> String {
    match (first, second) {
        (Seat::Human, Seat::Computer { level }) | (Seat::Computer { level }, Seat::Human) => {
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
        (Seat::Computer { level: a }, Seat::Computer { level: b }) => i18n::text(
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

/// The day a game ended, worded for players in `lang`: `25 November 2026`,
/// `2026 नोभेम्बर 25`, from the PGN-style date the core writes (`2026.11.25`,
/// [`crate::pgn::date_of`]). The month's name is the catalogue's. A part
/// that is unknown (`??`) or out of range is left out: `2026.11.??` reads
/// `November 2026`, `2026.??.??` reads `2026`; without a year (or from text
/// that is not a date at all) it reads `Date unknown`.
pub fn date(pgn_date: &str, lang: Lang) -> String {
    let (year, month, day) = date_parts(pgn_date);
    let Some(year) = year else {
        return i18n::text(lang, "history-date-unknown", &[]);
    };
    let Some(month) = month else {
        return i18n::text(lang, "history-date-year", &[("year", Arg::from(year))]);
    };
    let month_name = i18n::text(lang, month_id(month), &[]);
    match day {
        Some(day) => i18n::text(
            lang,
            "history-date",
            &[
                ("day", Arg::from(day)),
                ("month", Arg::from(month_name)),
                ("year", Arg::from(year)),
            ],
        ),
        None => i18n::text(
            lang,
            "history-date-month",
            &[("month", Arg::from(month_name)), ("year", Arg::from(year))],
        ),
    }
}

/// The year, month and day of a PGN-style date (`2026.11.25`), each `None`
/// when unknown (`??`), not a number or out of range. A day needs its
/// month, and both need the year.
fn date_parts(text: &str) -> (Option<u32>, Option<u32>, Option<u32>) {
    fn number(part: Option<&str>, max: usize) -> Option<u32> {
        let part = part?.trim();
        if part.is_empty() || part.len() > max || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        part.parse().ok()
    }
    let mut parts = text.split('.');
    let Some(year) = number(parts.next(), 4).filter(|&y| y > 0) else {
        return (None, None, None);
    };
    let Some(month) = number(parts.next(), 2).filter(|m| (1..=12).contains(m)) else {
        return (Some(year), None, None);
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let day = number(parts.next(), 2).filter(|d| (1..=days).contains(d));
    if parts.next().is_some() {
        // More than three parts: not a date this reads.
        return (None, None, None);
    }
    (Some(year), Some(month), day)
}

fn month_id(month: u32) -> &'static str {
    match month {
        1 => "history-month-january",
        2 => "history-month-february",
        3 => "history-month-march",
        4 => "history-month-april",
        5 => "history-month-may",
        6 => "history-month-june",
        7 => "history-month-july",
        8 => "history-month-august",
        9 => "history-month-september",
        10 => "history-month-october",
        11 => "history-month-november",
        _ => "history-month-december",
    }
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
pub fn label_count(label: MoveLabel, count: u32, lang: Lang) -> String {
    let id = match label {
        MoveLabel::Best => "review-count-best",
        MoveLabel::Good => "review-count-good",
        MoveLabel::Inaccuracy => "review-count-inaccuracy",
        MoveLabel::Mistake => "review-count-mistake",
        MoveLabel::Blunder => "review-count-blunder",
    };
    i18n::text(lang, id, &[("count", Arg::from(count))])
}

/// One side's moves in a review, counted by label, the labels it never
/// got left out: `Goats: 12 best, 3 good and 1 mistake`.
pub fn review_summary(info: &GameInfo, side: Side, review: &GameReview, lang: Lang) -> String {
    summary_of_counts(info, side, review.counts(side), lang)
}

/// One side's summary from its moves' counts by label (in
/// [`MoveLabel::ALL`]'s order), as [`review_summary`] words it.
pub fn summary_of_counts(info: &GameInfo, side: Side, by_label: [u32; 5], lang: Lang) -> String {
    let counts: Vec<String> = MoveLabel::ALL
        .iter()
        .zip(by_label)
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
        let line = game_details(
            info,
            Seat::Human,
            Seat::Computer { level: Level::Hard },
            42,
            Lang::En,
        );
        assert_eq!(line, "You (Goats) against Computer, Hard · 42 moves");
        let line = game_details(
            info,
            Seat::Computer { level: Level::Easy },
            Seat::Human,
            1,
            Lang::En,
        );
        assert_eq!(line, "You (Tigers) against Computer, Easy · 1 move");
        let line = game_details(info, Seat::Human, Seat::Human, 7, Lang::En);
        assert_eq!(line, "Two players · 7 moves");
        let line = game_details(
            info,
            Seat::Computer { level: Level::Easy },
            Seat::Computer {
                level: Level::Perfect,
            },
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
        use crate::review::{Evaluation, MoveReview};
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
            reason: None,
        };
        let review = GameReview {
            game: "bagh-chal".into(),
            nodes: 1,
            scale: 100.0,
            moves: vec![
                mv(Side::First, MoveLabel::Best),
                mv(Side::First, MoveLabel::Best),
                mv(Side::First, MoveLabel::Mistake),
                mv(Side::First, MoveLabel::Inaccuracy),
                mv(Side::First, MoveLabel::Inaccuracy),
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
            let line = game_details(
                info,
                Seat::Human,
                Seat::Computer { level: Level::Hard },
                42,
                lang,
            );
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

    #[test]
    fn a_date_is_worded_in_every_language_with_the_catalogues_month() {
        let cases = [
            (Lang::En, "25 November 2026"),
            (Lang::Fr, "25 novembre 2026"),
            (Lang::Pt, "25 de novembro de 2026"),
            (Lang::Ar, "25 نوفمبر 2026"),
            (Lang::Ne, "2026 नोभेम्बर 25"),
            (Lang::Th, "25 พฤศจิกายน ค.ศ. 2026"),
        ];
        for (lang, expected) in cases {
            // Arabic isolates the numbers (bidi marks): the words are compared.
            let worded = crate::i18n::without_bidi_marks(&date("2026.11.25", lang));
            assert_eq!(worded, expected, "{lang:?}");
        }
        assert_eq!(date("2027.01.01", Lang::Fr), "1er janvier 2027");
        assert_eq!(date("2027.03.01", Lang::En), "1 March 2027");
        assert_eq!(date("2026.05.09", Lang::Pt), "9 de maio de 2026");
        // Every month has its own name in every language.
        for lang in Lang::ALL {
            let names: std::collections::BTreeSet<String> = (1..=12)
                .map(|m| date(&format!("2026.{m:02}.??"), lang))
                .collect();
            assert_eq!(names.len(), 12, "{lang:?}: {names:?}");
            assert!(names.iter().all(|n| !n.contains("history-")), "{names:?}");
        }
    }

    #[test]
    fn a_date_with_unknown_parts_leaves_them_out_and_never_panics() {
        assert_eq!(date("2026.11.??", Lang::En), "November 2026");
        assert_eq!(date("2026.??.??", Lang::En), "2026");
        assert_eq!(date("2026.??.25", Lang::En), "2026");
        assert_eq!(date("????.??.??", Lang::En), "Date unknown");
        assert_eq!(date("????.11.25", Lang::Fr), "Date inconnue");
        assert_eq!(date("2026.11.??", Lang::Pt), "novembro de 2026");
        assert_eq!(date("2026.??.??", Lang::Th), "ค.ศ. 2026");
        assert_eq!(date("", Lang::Ne), "मिति थाहा छैन");
        // Out of range: no 13th month, no 31 November, 29 February only in
        // a leap year.
        assert_eq!(date("2026.13.01", Lang::En), "2026");
        assert_eq!(date("2026.11.31", Lang::En), "November 2026");
        assert_eq!(date("2026.02.29", Lang::En), "February 2026");
        assert_eq!(date("2028.02.29", Lang::En), "29 February 2028");
        for text in [
            "2026",
            "2026.11",
            ".",
            "..",
            "2026.11.25.1",
            "+2026.11.25",
            "2026.-1.05",
            "99999.01.01",
            "2026.011.25",
            "0000.00.00",
            "२०२६.११.२५",
            "2026.11.2５",
        ] {
            for lang in Lang::ALL {
                let worded = date(text, lang);
                assert!(
                    !worded.is_empty() && !worded.contains("history-"),
                    "{text}: {worded}"
                );
            }
        }
        assert_eq!(date("2026", Lang::En), "2026");
        assert_eq!(date("2026.11", Lang::En), "November 2026");
        assert_eq!(date("2026.11.25.1", Lang::En), "Date unknown");
        // The core's own dates read back.
        assert_eq!(date(&crate::pgn::date_of(0), Lang::En), "1 January 1970");
    }
}
