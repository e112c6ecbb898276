//! A computer player on the command line: a level name (`hard`) or a
//! configuration (`level=hard,nodes=20000,depth=6,ms=300`), turned into
//! [`SearchSettings`]. Shared by `play`, `arena`, `engine` and `bench`.

use boardlore_core::ai::{Level, SearchSettings};
use boardlore_core::i18n::Lang;
use boardlore_core::tr;
use std::time::Duration;

/// Reads a level name or a `key=value,…` configuration. Keys: `level`
/// (style and default limits), `nodes`, `depth`, `ms` (time per move) and
/// `seed`; a limit set to `none` is removed.
pub fn parse_player(text: &str) -> Result<SearchSettings, String> {
    parse_player_in(text, crate::common::env_lang())
}

/// [`parse_player`], its errors in `lang`.
pub fn parse_player_in(text: &str, lang: Lang) -> Result<SearchSettings, String> {
    if let Ok(level) = text.parse::<Level>() {
        return Ok(SearchSettings::for_level(level));
    }
    let mut settings = SearchSettings {
        level: None,
        max_depth: None,
        max_nodes: None,
        max_time: None,
        seed: 0,
    };
    // `level=` first, so the other keys refine it whatever their order.
    let pairs: Vec<(&str, &str)> = text
        .split(',')
        .map(|pair| pair.split_once('=').map(|(k, v)| (k.trim(), v.trim())))
        .collect::<Option<_>>()
        .ok_or_else(|| tr!(lang, "cli-player-not-a-level", text = format!("{text:?}")))?;
    if let Some((_, value)) = pairs.iter().find(|(k, _)| *k == "level") {
        let level = value
            .parse::<Level>()
            .map_err(|_| tr!(lang, "cli-player-not-a-level", text = format!("{value:?}")))?;
        settings = SearchSettings::for_level(level);
    }
    for (key, value) in pairs {
        let none = value == "none";
        let number = || {
            value.parse::<u64>().map_err(|_| {
                tr!(
                    lang,
                    "cli-player-not-a-number",
                    pair = format!("{key}={value}")
                )
            })
        };
        match key {
            "level" => {}
            "nodes" => settings.max_nodes = Some(if none { u64::MAX } else { number()? }),
            "depth" => settings.max_depth = if none { None } else { Some(number()? as u32) },
            "ms" => {
                settings.max_time = if none {
                    None
                } else {
                    Some(Duration::from_millis(number()?))
                }
            }
            "seed" => settings.seed = number()?,
            _ => {
                return Err(tr!(
                    lang,
                    "cli-player-unknown-key",
                    key = format!("{key:?}")
                ))
            }
        }
    }
    if !settings.limits_nodes() && settings.max_time.is_none() && settings.max_depth.is_none() {
        return Err(tr!(lang, "cli-player-no-limit", text = format!("{text:?}")));
    }
    Ok(settings)
}

/// A short description of the settings, for reports; a level's node
/// budget is shown as `level_nodes` gives it for the game played.
pub fn describe(settings: &SearchSettings, level_nodes: &dyn Fn(Level) -> u64) -> String {
    let mut parts = Vec::new();
    if let Some(level) = settings.level {
        parts.push(format!("level={level}"));
    }
    match settings.max_nodes {
        Some(u64::MAX) => parts.push("nodes=none".to_string()),
        Some(n) => parts.push(format!("nodes={n}")),
        None => {
            if let Some(level) = settings.level {
                parts.push(format!("nodes={}", level_nodes(level)));
            }
        }
    }
    if let Some(d) = settings.max_depth {
        parts.push(format!("depth={d}"));
    }
    if let Some(t) = settings.max_time {
        parts.push(format!("ms={}", t.as_millis()));
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_configs() {
        assert_eq!(
            parse_player("hard").unwrap(),
            SearchSettings::for_level(Level::Hard)
        );
        let s = parse_player("nodes=500,level=easy,ms=none").unwrap();
        assert_eq!(s.level, Some(Level::Easy));
        assert_eq!(s.max_nodes, Some(500));
        assert_eq!(s.max_time, None);
        let unlimited = parse_player("level=hard,nodes=none,ms=300").unwrap();
        assert_eq!(unlimited.max_nodes, Some(u64::MAX));
        assert!(!unlimited.limits_nodes());
        assert!(parse_player("hard").unwrap().limits_nodes());
        assert!(parse_player("wizard").is_err());
        assert!(parse_player("nodes=x").is_err());
        assert!(parse_player("colour=red").is_err());
        assert!(parse_player("seed=3").is_err());
    }
}
