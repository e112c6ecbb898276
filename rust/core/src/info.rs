//! Game metadata for menus, settings screens and rules pages.

use crate::i18n::{self, ids, Arg, Lang};
use crate::{
    Counter, CounterKind, EndReason, Geometry, OptionDescriptor, OptionKind, OptionValue, Outcome,
    Side,
};
use serde::Serialize;

/// One side of a game, as players know it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SideInfo {
    /// Which side this is.
    pub side: Side,
    /// The side's name in the plural, as a player calls it: `Goats`, `Green`, `White`.
    pub name: &'static str,
    /// The lower-case key used on the command line and in tournament mode: `goats`.
    pub key: &'static str,
    /// The letter that names the side in position strings: `g`.
    pub letter: char,
    /// The traditional colour of the side's pieces, as `#rrggbb`, so every
    /// UI draws Green green and Tigers orange; themes may adjust it.
    pub colour: &'static str,
}

/// A kind of piece, by the letter that stands for it in position strings.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PieceInfo {
    /// The letter in position strings: `T`, `g`, `O`.
    pub letter: char,
    /// The piece's name: `tiger`, `man`, `king`, `bobail`.
    pub name: &'static str,
    /// Its owner, or `None` for a neutral piece (the bobail).
    pub owner: Option<Side>,
    /// Whether it is drawn as promoted (a draughts king).
    pub crowned: bool,
}

/// Everything a UI needs to present a game before any position exists.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// The stable id: `bagh-chal`.
    pub id: &'static str,
    /// The display name: `Bagh Chal`.
    pub name: &'static str,
    /// Where the game comes from: `Nepal`.
    pub origin: &'static str,
    /// One line that says what the game is about.
    pub summary: &'static str,
    /// The two sides, first mover first.
    pub sides: [SideInfo; 2],
    /// Every kind of piece.
    pub pieces: &'static [PieceInfo],
    /// The variant options.
    pub options: &'static [OptionDescriptor],
    /// Board geometry of the default variant. Games whose board depends on an
    /// option (Seega's size) give the right one through `Game::geometry`.
    #[serde(skip)]
    pub geometry: fn(&crate::Options) -> Geometry,
}

impl GameInfo {
    /// The info of `side`.
    pub fn side(&self, side: Side) -> &SideInfo {
        &self.sides[side.index()]
    }

    /// The side whose key, name or letter is `text` (any case).
    pub fn side_by_name(&self, text: &str) -> Option<Side> {
        let text = text.trim().to_ascii_lowercase();
        self.sides
            .iter()
            .find(|s| {
                s.key == text
                    || s.name.to_ascii_lowercase() == text
                    || (text.len() == 1 && text.starts_with(s.letter))
            })
            .map(|s| s.side)
    }

    /// The piece drawn for `letter`.
    pub fn piece(&self, letter: char) -> Option<&PieceInfo> {
        self.pieces.iter().find(|p| p.letter == letter)
    }

    /// A human sentence for an outcome: `Tigers win: capture target reached`.
    pub fn describe(&self, outcome: crate::Outcome) -> String {
        self.describe_in(outcome, Lang::En)
    }

    /// [`GameInfo::describe`] in `lang`.
    pub fn describe_in(&self, outcome: crate::Outcome, lang: Lang) -> String {
        let reason = outcome.reason.phrase_in(lang);
        match outcome.winner {
            Some(side) => i18n::sentence(
                lang,
                "outcome-win",
                &[
                    ("side", Arg::from(self.side_name(side, lang))),
                    ("side_subject", Arg::from(self.side_subject(side, lang))),
                    ("side_gender", Arg::from(self.side_gender(side, lang))),
                    ("reason", Arg::from(reason)),
                ],
            ),
            None => crate::tr!(lang, "outcome-draw", reason = reason),
        }
    }

    /// The game's name in `lang`: `बाघचाल`.
    pub fn name_in(&self, lang: Lang) -> String {
        i18n::text(lang, &ids::game(self.id), &[])
    }

    /// Where the game comes from, in `lang`.
    pub fn origin_in(&self, lang: Lang) -> String {
        self.game_attribute(lang, "origin")
    }

    /// The one-line summary, in `lang`.
    pub fn summary_in(&self, lang: Lang) -> String {
        self.game_attribute(lang, "summary")
    }

    fn game_attribute(&self, lang: Lang, name: &str) -> String {
        i18n::attribute(lang, &ids::game(self.id), name, &[]).unwrap_or_default()
    }

    /// The side's display name in `lang`: `Goats`, `बाख्रा`.
    pub fn side_name(&self, side: Side, lang: Lang) -> String {
        i18n::text(lang, &ids::side(self.id, self.side(side).key), &[])
    }

    /// The side as the subject of a sentence: `the goats`, `White`.
    pub fn side_subject(&self, side: Side, lang: Lang) -> String {
        i18n::attribute(
            lang,
            &ids::side(self.id, self.side(side).key),
            "subject",
            &[],
        )
        .unwrap_or_else(|| self.side_name(side, lang))
    }

    /// The grammatical gender a verb takes with the side as its subject
    /// (`feminine` for Arabic's الماعز and النمور, non-human plurals);
    /// `masculine` where the language gives none.
    pub fn side_gender(&self, side: Side, lang: Lang) -> String {
        self.side_form(side, lang, "gender")
            .unwrap_or_else(|| "masculine".into())
    }

    /// The side's name after a noun (`دور المهاجمين`): the genitive where
    /// the language marks it, else the name.
    pub fn side_genitive(&self, side: Side, lang: Lang) -> String {
        self.side_form(side, lang, "genitive")
            .unwrap_or_else(|| self.side_name(side, lang))
    }

    /// A grammar attribute of the side's message in `lang` itself (no
    /// fallback to English, which has none).
    fn side_form(&self, side: Side, lang: Lang, form: &str) -> Option<String> {
        let id = ids::side(self.id, self.side(side).key);
        i18n::has_attribute(lang, &id, form)
            .then(|| i18n::attribute(lang, &id, form, &[]))
            .flatten()
    }

    /// The grammatical number of the side's name (`plural` or `singular`),
    /// which chooses a verb's form.
    pub fn side_number(&self, side: Side, lang: Lang) -> String {
        i18n::attribute(
            lang,
            &ids::side(self.id, self.side(side).key),
            "number",
            &[],
        )
        .unwrap_or_else(|| "plural".into())
    }

    /// An option's label in `lang`.
    pub fn option_label(&self, key: &str, lang: Lang) -> String {
        i18n::text(lang, &ids::option(self.id, key), &[])
    }

    /// An option's help sentence in `lang`.
    pub fn option_help(&self, key: &str, lang: Lang) -> String {
        i18n::attribute(lang, &ids::option(self.id, key), "help", &[]).unwrap_or_default()
    }

    /// An option value as players read it in `lang`: `On`, `7×7`, `Pass`, `50`.
    pub fn option_value_text(&self, key: &str, value: &OptionValue, lang: Lang) -> String {
        let kind = self.options.iter().find(|o| o.key == key).map(|o| &o.kind);
        match (kind, value) {
            (_, OptionValue::Bool(true)) => i18n::text(lang, "option-on", &[]),
            (_, OptionValue::Bool(false)) => i18n::text(lang, "option-off", &[]),
            (_, OptionValue::Int(n)) => n.to_string(),
            (Some(OptionKind::Choice { .. }), OptionValue::Choice(word)) => {
                i18n::text(lang, &ids::option_value(self.id, key, word), &[])
            }
            (_, OptionValue::Choice(word)) => word.clone(),
        }
    }
}

/// A sentence that says who won and why: `White wins: Black has no pieces
/// left`, `The goats win: no tiger can move`, `Draw: the same position came
/// up three times`. `counters` are the final position's (for the number of
/// captures).
pub fn result_sentence(info: &GameInfo, outcome: Outcome, counters: &[Counter]) -> String {
    result_sentence_in(info, outcome, counters, Lang::En)
}

/// [`result_sentence`] in `lang`.
pub fn result_sentence_in(
    info: &GameInfo,
    outcome: Outcome,
    counters: &[Counter],
    lang: Lang,
) -> String {
    let Some(winner) = outcome.winner else {
        let why = match outcome.reason {
            EndReason::Repetition => i18n::text(lang, "why-repetition", &[]),
            EndReason::MoveLimit => i18n::text(lang, "draw-why-move-limit", &[]),
            EndReason::Barrier => i18n::text(lang, "draw-why-barrier", &[]),
            reason => i18n::text(lang, reason.message_id(), &[]),
        };
        return i18n::sentence(lang, "result-draw", &[("why", Arg::from(why))]);
    };
    let loser = winner.opponent();
    let args = [
        ("winner", Arg::from(info.side_subject(winner, lang))),
        ("winner_number", Arg::from(info.side_number(winner, lang))),
        ("winner_name", Arg::from(info.side_name(winner, lang))),
        ("winner_gender", Arg::from(info.side_gender(winner, lang))),
        ("loser", Arg::from(info.side_subject(loser, lang))),
        ("loser_number", Arg::from(info.side_number(loser, lang))),
        ("loser_gender", Arg::from(info.side_gender(loser, lang))),
        ("loser_genitive", Arg::from(info.side_genitive(loser, lang))),
    ];
    let pick = |names: &[&str]| -> Vec<(&str, Arg)> {
        args.iter()
            .filter(|(name, _)| names.contains(name))
            .cloned()
            .collect()
    };
    let why = match outcome.reason {
        EndReason::NoLegalMove if info.side_number(loser, Lang::En) == "plural" => {
            let piece = info
                .pieces
                .iter()
                .find(|p| p.owner == Some(loser))
                .map_or_else(|| "piece-unknown".into(), |p| ids::piece(info.id, p.letter));
            i18n::text(
                lang,
                "why-no-piece-can-move",
                &[("piece", Arg::from(i18n::text(lang, &piece, &[])))],
            )
        }
        EndReason::NoLegalMove => i18n::text(
            lang,
            "why-no-legal-move",
            &pick(&["loser", "loser_number", "loser_genitive"]),
        ),
        EndReason::CaptureTarget => match counters
            .iter()
            .find(|c| matches!(c.kind, CounterKind::Captured(_)))
        {
            Some(c) => i18n::text(lang, "why-capture-target", &[("count", Arg::from(c.value))]),
            None => i18n::text(lang, "why-enough-captured", &[]),
        },
        EndReason::BobailHome => i18n::text(lang, "why-bobail-home", &pick(&["winner_name"])),
        EndReason::BobailBlocked => i18n::text(lang, "why-bobail-blocked", &pick(&["loser"])),
        EndReason::NoPieces => i18n::text(
            lang,
            "why-no-pieces",
            &pick(&["loser", "loser_number", "loser_genitive"]),
        ),
        EndReason::LastChip => i18n::text(lang, "why-last-chip", &[]),
        EndReason::Repetition => i18n::text(lang, "why-repetition", &[]),
        EndReason::MoveLimit => i18n::text(lang, "why-move-limit", &[]),
        EndReason::Barrier => i18n::text(lang, "why-barrier", &pick(&["winner_number"])),
        EndReason::Resignation => {
            i18n::text(lang, "why-resignation", &pick(&["loser", "loser_gender"]))
        }
    };
    let mut result = pick(&["winner", "winner_number", "winner_gender"]);
    result.push(("why", Arg::from(why)));
    i18n::sentence(lang, "result-win", &result)
}
