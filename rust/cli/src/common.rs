//! What the subcommands share: choosing a game and setting up a record.

use boardlore_core::engine_protocol::{read_line_capped, Line};
use boardlore_core::i18n::Lang;
use boardlore_core::limits::{self, read_at_most, MAX_COMMAND_LINE_BYTES};
use boardlore_core::{find_game, tr, AnyMatch, GameEntry, Options};
use std::io::BufRead;

/// Reads the text file `path` (`what` names it in errors, such as "save"),
/// reading no more than `limit` bytes and one over, whatever size the file
/// claims (a device or a pipe claims none: `/dev/zero` is refused, not read
/// for ever).
pub fn read_capped(path: &str, what: &'static str, limit: usize) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let data = read_at_most(file, what, limit).map_err(|e| e.to_string())?;
    String::from_utf8(data).map_err(|_| format!("{what} is not UTF-8 text"))
}

/// Writes `bytes` to `path` so that it holds either its old content or all
/// of the new, never a part: a temporary file beside it, written, synced,
/// then renamed over it (and the folder synced). A failed write (a full
/// disk, a file size limit) leaves the old file as it was.
pub fn write_atomically(path: impl AsRef<std::path::Path>, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let target = path.as_ref();
    let folder = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    let name = target
        .file_name()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file name"))?;
    let temporary = folder.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let written = std::fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written.and_then(|()| std::fs::rename(&temporary, target)) {
        let _ = std::fs::remove_file(&temporary);
        return Err(e);
    }
    // The rename itself is durable once the folder is synced.
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// One line a person typed, read with [`MAX_COMMAND_LINE_BYTES`] as the
/// cap: `Ok(line)`, or the message (from the catalogue) that says why the
/// line was ignored. `None` at the end of input.
pub fn next_input_line(input: &mut impl BufRead, lang: Lang) -> Option<Result<String, String>> {
    match read_line_capped(input, MAX_COMMAND_LINE_BYTES) {
        Ok(Some(Line::Text(line))) => Some(Ok(line)),
        Ok(Some(Line::NotText)) => Some(Err(tr!(lang, "cli-input-not-text"))),
        Ok(Some(Line::TooLong { bytes: size })) => Some(Err(tr!(
            lang,
            "cli-input-too-long",
            size = limits::bytes(size),
            limit = limits::bytes(MAX_COMMAND_LINE_BYTES)
        ))),
        Ok(None) => None,
        Err(e) => Some(Err(e.to_string())),
    }
}

/// Arguments that pick a game, its options and (optionally) a position.
#[derive(clap::Args, Clone, Debug)]
pub struct GameArgs {
    /// Game id, as `boardlore games` lists it (e.g. bagh-chal).
    pub game: String,
    /// A variant option, as key=value; repeatable.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

impl GameArgs {
    /// The registry entry of the game.
    pub fn entry(&self) -> Result<&'static GameEntry, String> {
        self.entry_in(Lang::En)
    }

    /// [`GameArgs::entry`], its error in `lang`.
    pub fn entry_in(&self, lang: Lang) -> Result<&'static GameEntry, String> {
        find_game(&self.game).map_err(|e| {
            let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
            format!("{}; games: {}", e.text_in(lang), ids.join(", "))
        })
    }

    /// The options, checked against the game's descriptors.
    pub fn parsed_options(&self) -> Result<Options, String> {
        self.parsed_options_in(Lang::En)
    }

    /// [`GameArgs::parsed_options`], its error in `lang`.
    pub fn parsed_options_in(&self, lang: Lang) -> Result<Options, String> {
        let entry = self.entry_in(lang)?;
        Options::parse_pairs(
            (entry.info)().options,
            self.options.iter().map(String::as_str),
        )
        .map_err(|e| e.text_in(lang))
    }

    /// A record from the start position, or from `fen` when given.
    pub fn record(&self, fen: Option<&str>) -> Result<Box<dyn AnyMatch>, String> {
        self.record_in(fen, Lang::En)
    }

    /// [`GameArgs::record`], its error in `lang`: what `play` and `render`
    /// say to a player.
    pub fn record_in(&self, fen: Option<&str>, lang: Lang) -> Result<Box<dyn AnyMatch>, String> {
        let entry = self.entry_in(lang)?;
        let options = self.parsed_options_in(lang)?;
        match fen {
            Some(text) => entry.from_position(&options, text),
            None => entry.new_match(&options),
        }
        .map_err(|e| e.text_in(lang))
    }
}

/// The language of what a command says.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct LangArgs {
    /// The language: en, ne, fr, ar, th or pt (a tag such as pt-BR works
    /// too). Default: from LC_ALL, LC_MESSAGES or LANG, else English.
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

impl LangArgs {
    /// `--lang`, else the environment's language, else English. An unknown
    /// `--lang` is an error; an unknown environment language is English.
    pub fn lang(&self) -> Result<Lang, String> {
        match &self.lang {
            Some(code) => code
                .parse()
                .map_err(|e: boardlore_core::i18n::UnknownLang| e.to_string()),
            None => Ok(environment_lang(|name| std::env::var(name).ok())),
        }
    }
}

/// The language of the POSIX locale variables, in their order of precedence.
pub fn environment_lang(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| var(name).filter(|v| !v.is_empty()))
        .next()
        .and_then(|value| Lang::parse(&value))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_chooses_the_language_by_precedence() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(environment_lang(env(&[("LANG", "ne_NP.UTF-8")])), Lang::Ne);
        assert_eq!(
            environment_lang(env(&[("LANG", "ne_NP.UTF-8"), ("LC_ALL", "fr_FR")])),
            Lang::Fr
        );
        assert_eq!(environment_lang(env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(
            environment_lang(env(&[("LC_ALL", ""), ("LANG", "th_TH")])),
            Lang::Th
        );
        assert_eq!(environment_lang(env(&[])), Lang::En);
    }

    #[test]
    fn an_unknown_lang_option_is_refused_clearly() {
        let args = LangArgs {
            lang: Some("xx".into()),
        };
        assert!(args
            .lang()
            .unwrap_err()
            .contains("languages: en, ne, fr, ar, th, pt"));
    }
}
