//! Every player-facing sentence of lessons and puzzles, in one place: the
//! English catalogue `learn.ftl` (Fluent syntax: `key = text` with
//! `{ $name }` placeables), so the localisation catalogue can take it over
//! as a whole. [`text`] renders a message with its arguments.

use std::collections::HashMap;
use std::sync::OnceLock;

/// The English catalogue, as shipped.
pub const CATALOGUE: &str = include_str!("learn.ftl");

fn messages() -> &'static HashMap<&'static str, &'static str> {
    static MESSAGES: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    MESSAGES.get_or_init(|| {
        CATALOGUE
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_once(" = "))
            .map(|(k, v)| (k.trim(), v.trim()))
            .collect()
    })
}

/// Whether the catalogue has a message for `key`.
pub fn has(key: &str) -> bool {
    messages().contains_key(key)
}

/// The message `key` with each `{ $name }` replaced by its argument; the
/// key itself when the catalogue lacks it.
pub fn text(key: &str, args: &[(&str, &str)]) -> String {
    let Some(template) = messages().get(key) else {
        return key.to_string();
    };
    let mut out = template.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{ ${name} }}"), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_take_their_arguments() {
        assert_eq!(
            text(
                "learn-wrong-capture",
                &[("move", "a1-b2"), ("captures", "c3xc5")]
            ),
            "a1-b2 captures nothing, and a capture is there: c3xc5."
        );
        assert_eq!(text("no-such-key", &[]), "no-such-key");
    }

    #[test]
    fn every_message_uses_only_known_placeables() {
        let known = [
            "$move",
            "$captures",
            "$count",
            "$wanted",
            "$reply",
            "$side",
            "$level",
            "$moves",
            "$taken",
            "$square",
            "$piece",
            "$theme",
            "$rating",
        ];
        for (key, value) in messages() {
            for part in value.split("{ ").skip(1) {
                let name = part.split(' ').next().unwrap_or("");
                assert!(known.contains(&name), "{key}: unknown placeable {name}");
            }
        }
    }
}
