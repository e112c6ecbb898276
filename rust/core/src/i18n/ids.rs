//! Message ids made at run time from a game's data: its name, sides,
//! pieces, options and counters. Every such id is made here, from plain
//! ids, so that the catalogue depends on no game; the test that finds
//! unused messages lists them all (`catalogue_ids` in the tests).

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

/// A lesson step's text (`bagh-chal-jump-goal`): `part` is `title`,
/// `goal` (steps that are not challenges) or `wrong` (the step's own
/// explanation of a wrong move, where it has one).
pub fn lesson(game: &str, step: &str, part: &str) -> String {
    format!("{game}-{step}-{part}")
}

/// A puzzle theme's name (`theme-chain-capture`), from the theme's id.
pub fn theme(theme: &str) -> String {
    format!("theme-{theme}")
}
