//! The catalogue is complete: every message of English exists in every
//! language with the same variables and attributes, no file has a syntax
//! error, no message is unused, only right-to-left texts carry bidi marks,
//! and every Arabic text is laid out right to left with its runs whole.

use super::*;
use crate::learn::lessons::{lesson_steps, Check};
use crate::learn::Theme;
use crate::{CounterKind, EndReason, GameInfo, OptionKind};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// A message's shape: its attributes and the variables each part reads.
#[derive(Debug, PartialEq, Eq, Default)]
struct Shape {
    parts: BTreeMap<String, BTreeSet<String>>,
}

fn variables_of_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                variables_of_inline(a, out);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_of(expression, out),
        _ => {}
    }
}

fn variables_of(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(inline) => variables_of_inline(inline, out),
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for v in variants {
                variables_of_pattern(&v.value, out);
            }
        }
    }
}

fn variables_of_pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of(expression, out);
        }
    }
}

/// Grammar hints (`$winner_number`, `$side_gender`) that a language may
/// leave unread: Thai verbs, say, do not agree in number.
fn is_grammar_hint(name: &str) -> bool {
    name.ends_with("_number") || name.ends_with("_gender")
}

/// A variable that is another form of a variable (`$side_subject`, the
/// side with its article, `les chèvres`; `$side_genitive`, المهاجمين) stands
/// for it: French may say `$side_subject` where English says `$side`.
fn base_variable(name: &str) -> String {
    ["_subject", "_genitive"]
        .iter()
        .find_map(|form| name.strip_suffix(form))
        .unwrap_or(name)
        .to_string()
}

/// Grammar attributes a language may give its sides where English needs
/// none: Arabic's `.gender` (a verb agrees with it) and `.genitive`
/// (المهاجمين after a noun).
const GRAMMAR_ATTRIBUTES: &[&str] = &[".gender", ".genitive"];

/// Every message of `lang` with its shape; panics on a syntax error or a
/// message defined twice.
fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let mut all = BTreeMap::new();
    for (area, source) in sources(lang) {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!("{}/{area}.ftl has syntax errors: {errors:?}", lang.code())
        });
        for entry in &resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut shape = Shape::default();
                    let mut value = BTreeSet::new();
                    if let Some(p) = &m.value {
                        variables_of_pattern(p, &mut value);
                        shape.parts.insert(String::new(), value);
                    }
                    for a in &m.attributes {
                        let mut vars = BTreeSet::new();
                        variables_of_pattern(&a.value, &mut vars);
                        shape.parts.insert(format!(".{}", a.id.name), vars);
                    }
                    let id = m.id.name.to_string();
                    assert!(
                        all.insert(id.clone(), shape).is_none(),
                        "{}/{area}.ftl: {id} is defined twice",
                        lang.code()
                    );
                }
                Entry::Junk { content } => {
                    panic!("{}/{area}.ftl: cannot parse {content:?}", lang.code())
                }
                _ => {}
            }
        }
    }
    all
}

fn without_hints(shape: &Shape) -> BTreeMap<String, BTreeSet<String>> {
    shape
        .parts
        .iter()
        .filter(|(part, _)| !GRAMMAR_ATTRIBUTES.contains(&part.as_str()))
        .map(|(part, vars)| {
            let vars = vars
                .iter()
                .filter(|v| !is_grammar_hint(v))
                .map(|v| base_variable(v));
            (part.clone(), vars.collect())
        })
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = shapes(Lang::En);
    assert!(english.len() > 100, "{} English messages", english.len());
    for lang in Lang::ALL {
        let theirs = shapes(lang);
        let mut problems = Vec::new();
        for (id, shape) in &english {
            match theirs.get(id) {
                None => problems.push(format!("missing {id}")),
                Some(other) if without_hints(other) != without_hints(shape) => problems.push(
                    format!("{id}: {:?} in English, {:?} here", shape.parts, other.parts),
                ),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{id} is not in English"));
        }
        assert!(problems.is_empty(), "{}: {problems:#?}", lang.code());
    }
}

/// The text of every source file that may name a message id.
fn code() -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut text = String::new();
    let mut dirs = vec![
        std::path::PathBuf::from(root).join("rust/core/src"),
        std::path::PathBuf::from(root).join("rust/cli/src"),
        std::path::PathBuf::from(root).join("uniffi/src"),
    ];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                text.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
    }
    text
}

#[test]
fn no_message_is_unused() {
    let code = code();
    let made: BTreeSet<String> = catalogue_ids().into_iter().collect();
    let unused: Vec<String> = shapes(Lang::En)
        .into_keys()
        // The apps' words are used by the files generated from them.
        .filter(|id| !id.starts_with("app-"))
        .filter(|id| !made.contains(id) && !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "unused messages: {unused:#?}");
}

#[test]
fn every_id_made_from_the_games_exists_in_english() {
    let english = shapes(Lang::En);
    let missing: Vec<String> = catalogue_ids()
        .into_iter()
        .filter(|id| !english.contains_key(id))
        .collect();
    assert!(missing.is_empty(), "missing messages: {missing:#?}");
}

#[test]
fn a_message_a_language_lacks_falls_back_to_english() {
    assert_eq!(text(Lang::Ne, "no-such-message", &[]), "no-such-message");
    assert!(has_message(Lang::En, "status-to-move"));
    assert!(!has_message(Lang::Fr, "no-such-message"));
    assert_eq!(
        tr!(Lang::En, "status-to-move", side = "Goats"),
        "Goats to move"
    );
}

#[test]
fn plurals_follow_each_languages_rules() {
    let count = |lang, n: i64| tr!(lang, "why-capture-target", count = n);
    assert_eq!(count(Lang::En, 1), "one goat captured");
    assert_eq!(count(Lang::En, 5), "5 goats captured");
    assert_ne!(count(Lang::Fr, 1), count(Lang::Fr, 5).replace('5', "1"));
    // Arabic has six plural forms: 1, 2 and 3…10 read differently.
    let ar: BTreeSet<String> = [1, 2, 3, 11]
        .iter()
        .map(|&n| count(Lang::Ar, n).replace(&n.to_string(), "N"))
        .collect();
    assert!(ar.len() >= 3, "{ar:?}");
}

#[test]
fn only_right_to_left_texts_carry_bidi_isolation_marks() {
    for lang in Lang::ALL {
        let text = tr!(lang, "refusal-not-legal", text = "a1-b2");
        assert_eq!(
            text.contains([FSI, PDI]),
            lang.is_rtl(),
            "{lang:?}: {text:?}"
        );
        assert!(text.contains("a1-b2"), "{text:?}");
    }
    // The variable is isolated, and the text opens with a right-to-left mark.
    let ar = tr!(Lang::Ar, "refusal-not-legal", text = "zz9");
    assert!(ar.starts_with("\u{200F}\u{2068}zz9\u{2069} "), "{ar:?}");
    assert_eq!(without_bidi_marks(&ar), "zz9 ليست نقلة قانونية هنا.");
}

/// Sample arguments for every variable of a message: numbers for counts,
/// notation for every other variable, so each variable is a left-to-right
/// run to be kept whole inside the Arabic sentence.
fn sample_args(shape: &Shape) -> Vec<(String, Arg<'static>)> {
    const NUMBERS: &[&str] = &[
        "count", "moves", "value", "limit", "round", "percent", "rank", "expected", "found",
        "done", "total", "won", "drawn", "lost", "saved", "id", "nodes", "number", "year", "day",
        "plies", "size", "left", "solved", "steps", "turn",
    ];
    let mut vars: BTreeSet<String> = BTreeSet::new();
    for part in shape.parts.values() {
        vars.extend(part.iter().cloned());
    }
    vars.into_iter()
        .map(|v| {
            let arg = if NUMBERS.contains(&v.as_str()) {
                Arg::Num(12)
            } else if is_grammar_hint(&v) {
                Arg::from("plural")
            } else {
                Arg::from("a1xc3")
            };
            (v, arg)
        })
        .collect()
}

/// The visual order of each paragraph of `text` as the Unicode bidi
/// algorithm lays it out (first strong direction, as Android and iOS do),
/// with its direction.
fn laid_out(text: &str) -> Vec<(bool, String)> {
    let info = unicode_bidi::BidiInfo::new(text, None);
    info.paragraphs
        .iter()
        .map(|para| {
            let line = para.range.clone();
            let visual = info.reorder_line(para, line);
            (para.level.is_rtl(), without_bidi_marks(&visual))
        })
        .collect()
}

#[test]
fn every_arabic_message_is_laid_out_right_to_left_with_its_runs_whole() {
    let mut checked = 0;
    for (id, shape) in shapes(Lang::Ar) {
        if id.starts_with('-') {
            continue;
        }
        let owned = sample_args(&shape);
        let args: Vec<(&str, Arg)> = owned.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
        for part in shape.parts.keys() {
            let text = match part.strip_prefix('.') {
                None => text(Lang::Ar, &id, &args),
                Some("number" | "gender") => continue,
                Some(name) => attribute(Lang::Ar, &id, name, &args).unwrap_or_default(),
            };
            let logical = without_bidi_marks(&text);
            if !logical.contains(|c: char| c.is_alphabetic()) {
                // A separator or a bare number: a piece of other texts.
                continue;
            }
            let runs = logical.matches("a1xc3").count();
            for (rtl, visual) in laid_out(&text) {
                if visual.trim().is_empty() {
                    continue;
                }
                // Every paragraph runs right to left, even one that opens
                // with notation or a number.
                assert!(rtl, "{id}{part}: {logical:?} is laid out left to right");
                // A full stop ends the sentence at its left end.
                if logical.lines().count() == 1 && logical.trim_end().ends_with('.') {
                    assert!(
                        visual.trim_start().starts_with('.'),
                        "{id}{part}: the full stop of {logical:?} is not at the left: {visual:?}"
                    );
                }
            }
            // Each notation stays one left-to-right run.
            let visual_runs: usize = laid_out(&text)
                .iter()
                .map(|(_, v)| v.matches("a1xc3").count())
                .sum();
            assert_eq!(visual_runs, runs, "{id}{part}: {logical:?}");
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked} Arabic texts laid out");
}

#[test]
fn an_arabic_list_of_captures_keeps_its_order_from_the_right() {
    let captures: Vec<String> = ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let list = list(Lang::Ar, &captures, true);
    let text = tr!(Lang::Ar, "refusal-capture-compulsory", captures = list);
    let [(rtl, visual)] = &laid_out(&text)[..] else {
        panic!("{text:?}");
    };
    assert!(rtl);
    // Read from the right: the first capture first, the full stop last (leftmost).
    let at: Vec<usize> = captures
        .iter()
        .map(|c| visual.find(c.as_str()).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] > w[1]), "{visual:?}");
    assert!(visual.starts_with('.'), "{visual:?}");
    // Each comma follows its capture, on the capture's left.
    assert!(
        visual.contains("a1xf6 ،a1xe5") || visual.contains("a1xf6 ، a1xe5"),
        "{visual:?}"
    );
}

#[test]
fn lists_use_the_languages_words() {
    let items: Vec<String> = ["c3", "d4", "e5"].iter().map(|s| s.to_string()).collect();
    assert_eq!(list(Lang::En, &items, true), "c3, d4 or e5");
    assert_eq!(list(Lang::En, &items[..1], true), "c3");
    assert_eq!(list(Lang::Fr, &items, true), "c3, d4 ou e5");
}

#[test]
fn the_games_static_english_matches_the_english_catalogue() {
    // The games keep their English words as data (JSON, the CLI's keys);
    // the catalogue's English must say the same.
    for info in crate::catalogue() {
        assert_eq!(info.name_in(Lang::En), info.name, "{}", info.id);
        assert_eq!(info.origin_in(Lang::En), info.origin, "{}", info.id);
        assert_eq!(info.summary_in(Lang::En), info.summary, "{}", info.id);
        for side in &info.sides {
            assert_eq!(
                info.side_name(side.side, Lang::En),
                side.name,
                "{}",
                info.id
            );
        }
        for option in info.options {
            assert_eq!(info.option_label(option.key, Lang::En), option.label);
            assert_eq!(info.option_help(option.key, Lang::En), option.help);
        }
    }
    let seega = crate::find_game("seega").map(|e| (e.info)()).unwrap();
    assert!(Lang::ALL
        .iter()
        .all(|&lang| !seega.origin_in(lang).contains("Kharbga")));
}

/// Every lesson text of the game `game`: each step's title, the goal of
/// each step that is not a challenge (a challenge's goal is made from its
/// data), and the `-wrong` texts English has.
fn lesson_ids(game: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for step in lesson_steps(game).unwrap_or_default() {
        ids.push(ids::lesson(game, step.id, "title"));
        if !matches!(step.check, Check::Challenge(_)) {
            ids.push(ids::lesson(game, step.id, "goal"));
        }
        let wrong = ids::lesson(game, step.id, "wrong");
        if crate::i18n::has_message(Lang::En, &wrong) {
            ids.push(wrong);
        }
    }
    ids
}

/// Every end reason.
const REASONS: [EndReason; 10] = [
    EndReason::NoLegalMove,
    EndReason::CaptureTarget,
    EndReason::BobailHome,
    EndReason::BobailBlocked,
    EndReason::NoPieces,
    EndReason::LastChip,
    EndReason::Repetition,
    EndReason::MoveLimit,
    EndReason::Barrier,
    EndReason::Resignation,
];

/// Every id `ids` makes for the game `info` (counters as the start
/// position shows them, but for those shown in general words: the plies
/// towards a draw and Bobail's turn).
fn game_ids(info: &GameInfo, counter_labels: &[&str]) -> Vec<String> {
    let mut ids = vec![ids::game(info.id)];
    ids.extend(info.sides.iter().map(|s| ids::side(info.id, s.key)));
    ids.extend(info.pieces.iter().map(|p| ids::piece(info.id, p.letter)));
    for o in info.options {
        ids.push(ids::option(info.id, o.key));
        if let OptionKind::Choice { values, .. } = o.kind {
            ids.extend(values.iter().map(|v| ids::option_value(info.id, o.key, v)));
        }
    }
    ids.extend(counter_labels.iter().map(|l| ids::counter(info.id, l)));
    ids
}

/// Every id made at run time, for every game of the catalogue.
fn catalogue_ids() -> Vec<String> {
    let mut ids: Vec<String> = REASONS
        .iter()
        .map(|&r| r.message_id().to_string())
        .collect();
    for info in crate::catalogue() {
        let record = crate::find_game(info.id)
            .and_then(|entry| entry.new_match(&crate::Options::new()))
            .expect("every game starts with the default options");
        let labels: Vec<&str> = record
            .status()
            .counters
            .iter()
            .filter(|c| !matches!(c.kind, CounterKind::DrawPlies { .. } | CounterKind::Turn))
            .map(|c| c.label)
            .collect();
        ids.extend(game_ids(info, &labels));
        ids.extend(lesson_ids(info.id));
    }
    ids.extend(Theme::ALL.iter().map(|t| ids::theme(t.id())));
    ids
}

#[test]
fn every_error_a_player_can_meet_is_said_in_every_language() {
    use crate::{MatchError, MoveError, OptionError, PositionError};
    let errors: Vec<MatchError> = vec![
        MatchError::UnknownGame("chess".into()),
        MatchError::NothingToUndo,
        MatchError::NothingToRedo,
        MatchError::CorruptSave("x".into()),
        MoveError::GameOver.into(),
        MoveError::Unreadable("zz".into()).into(),
        MoveError::Illegal("a1-a2".into()).into(),
        MoveError::Ambiguous {
            text: "A-1 B-2".into(),
            candidates: vec!["a1-b2".into(), "a1xb2".into()],
        }
        .into(),
        OptionError::Malformed("size".into()).into(),
        OptionError::Unknown {
            key: "k".into(),
            known: String::new(),
        }
        .into(),
        OptionError::Unknown {
            key: "k".into(),
            known: "size".into(),
        }
        .into(),
        OptionError::Repeated("size".into()).into(),
        OptionError::BadValue {
            key: "size".into(),
            value: "4".into(),
            expected: "5|7|9".into(),
        }
        .into(),
        PositionError::FieldCount {
            expected: 4,
            found: 3,
        }
        .into(),
        PositionError::RankCount {
            expected: 5,
            found: 4,
        }
        .into(),
        PositionError::RankLength {
            rank: 2,
            expected: 5,
            found: 4,
        }
        .into(),
        PositionError::AdjacentDigits.into(),
        PositionError::UnknownPiece('Q').into(),
        PositionError::UnknownSide("q".into()).into(),
        PositionError::Impossible(crate::position_text::Why::new("why-empty-board")).into(),
        PositionError::SizeMismatch(
            crate::position_text::Why::new("why-seega-size").number("size", 4),
        )
        .into(),
    ];
    for error in &errors {
        let english = error.text_in(Lang::En);
        // English stays as it was: Display is the English text.
        assert_eq!(english, error.to_string());
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let text = error.text_in(lang);
            assert_ne!(text, english, "{lang:?}: {error:?}");
            // The English words of the message (not its variables) are gone.
            for word in [
                "there", "move", "unknown", "expected", "given", "written", "field",
            ] {
                assert!(!text.contains(word), "{lang:?}: {text}");
            }
        }
    }
}
