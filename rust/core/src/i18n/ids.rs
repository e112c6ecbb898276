//! Message ids made at run time from a game's data: its name, sides,
//! pieces, options and counters. Every such id is made here, so the test
//! that finds unused messages can list them all ([`catalogue_ids`]).

use crate::learn::lessons::{lesson_steps, Check};
use crate::learn::Theme;
use crate::{EndReason, GameInfo, OptionKind};

/// A game's name (`game-bagh-chal`), with `.origin` and `.summary` attributes.
pub fn game(game: &str) -> String {
    format!("game-{game}")
}

/// A side's display name (`side-bagh-chal-goats`), with the grammar
/// attributes `.subject` (as a sentence's subject) and `.number`
/// (`plural` or `singular`, for verbs), `.gender` where a language needs it.
pub fn side(game: &str, key: &str) -> String {
    format!("side-{game}-{key}")
}

/// A piece's name (`piece-bagh-chal-G`): the bare name, with `.the`
/// (definite) and `.a` (indefinite) attributes. Piece letters are
/// case-sensitive, as in position strings.
pub fn piece(game: &str, letter: char) -> String {
    format!("piece-{game}-{letter}")
}

/// An option's label (`option-seega-size`), with a `.help` attribute.
pub fn option(game: &str, key: &str) -> String {
    format!("option-{game}-{key}")
}

/// One value of a choice option (`option-seega-blocked-pass`).
pub fn option_value(game: &str, key: &str, value: &str) -> String {
    format!("option-{game}-{key}-{value}")
}

/// A counter's label for players (`counter-bagh-chal-goats-in-hand`), from
/// the core's counter label (`goats in hand`).
pub fn counter(game: &str, label: &str) -> String {
    format!("counter-{game}-{}", label.replace(' ', "-"))
}

/// The short phrase of an end reason (`reason-capture-target`).
pub fn reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NoLegalMove => "reason-no-legal-move",
        EndReason::CaptureTarget => "reason-capture-target",
        EndReason::BobailHome => "reason-bobail-home",
        EndReason::BobailBlocked => "reason-bobail-blocked",
        EndReason::NoPieces => "reason-no-pieces",
        EndReason::LastChip => "reason-last-chip",
        EndReason::Repetition => "reason-repetition",
        EndReason::MoveLimit => "reason-move-limit",
        EndReason::Barrier => "reason-barrier",
        EndReason::Resignation => "reason-resignation",
    }
}

/// A lesson step's text (`bagh-chal-jump-goal`): `part` is `title`,
/// `goal` (steps that are not challenges) or `wrong` (the step's own
/// explanation of a wrong move, where it has one).
pub fn lesson(game: &str, step: &str, part: &str) -> String {
    format!("{game}-{step}-{part}")
}

/// A puzzle theme's name (`theme-chain-capture`).
pub fn theme(theme: Theme) -> String {
    format!("theme-{}", theme.id())
}

/// Every lesson text of the game `game`: each step's title, the goal of
/// each step that is not a challenge (a challenge's goal is made from its
/// data), and the `-wrong` texts English has.
pub fn lesson_ids(game: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for step in lesson_steps(game).unwrap_or_default() {
        ids.push(lesson(game, step.id, "title"));
        if !matches!(step.check, Check::Challenge(_)) {
            ids.push(lesson(game, step.id, "goal"));
        }
        let wrong = lesson(game, step.id, "wrong");
        if super::has_message(super::Lang::En, &wrong) {
            ids.push(wrong);
        }
    }
    ids
}

/// Every end reason.
pub const REASONS: [EndReason; 10] = [
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

/// Every id this module makes for the game `info` (counters as the start
/// position shows them).
pub fn game_ids(info: &GameInfo, counter_labels: &[&str]) -> Vec<String> {
    let mut ids = vec![game(info.id)];
    ids.extend(info.sides.iter().map(|s| side(info.id, s.key)));
    ids.extend(info.pieces.iter().map(|p| piece(info.id, p.letter)));
    for o in info.options {
        ids.push(option(info.id, o.key));
        if let OptionKind::Choice { values, .. } = o.kind {
            ids.extend(values.iter().map(|v| option_value(info.id, o.key, v)));
        }
    }
    ids.extend(
        counter_labels
            .iter()
            .filter(|l| !l.starts_with("plies") && **l != "turn")
            .map(|l| counter(info.id, l)),
    );
    ids
}

/// Every id made at run time, for every game of the catalogue.
pub fn catalogue_ids() -> Vec<String> {
    let mut ids: Vec<String> = REASONS.iter().map(|&r| reason(r).to_string()).collect();
    for info in crate::catalogue() {
        let record = crate::find_game(info.id)
            .and_then(|entry| entry.new_match(&crate::Options::new()))
            .expect("every game starts with the default options");
        let labels: Vec<&str> = record.status().counters.iter().map(|c| c.label).collect();
        ids.extend(game_ids(info, &labels));
        ids.extend(lesson_ids(info.id));
    }
    ids.extend(Theme::ALL.iter().map(|&t| theme(t)));
    ids
}
