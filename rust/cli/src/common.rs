//! What the subcommands share: choosing a game and setting up a record.

use boardlore_core::engine_protocol::{read_line_capped, Line};
use boardlore_core::i18n::Lang;
use boardlore_core::limits::{self, read_at_most, MAX_COMMAND_LINE_BYTES};
use boardlore_core::{find_game, tr, AnyMatch, GameEntry, Options};
use std::io::BufRead;

/// Why a file a player named could not be read: each said from the
/// catalogue in the player's language ([`FileError::text_in`]).
#[derive(Debug)]
pub enum FileError {
    /// No file by that name.
    Missing(String),
    /// The file may not be read.
    Denied(String),
    /// It is a folder.
    Folder(String),
    /// Larger than the limit (in bytes).
    TooLarge(String, usize),
    /// Not UTF-8 text.
    NotText(String),
    /// Another failure of the system's (a device error, a broken disk).
    Unreadable(String),
    /// Writing it failed (a folder of that name, no permission, a full disk).
    NotWritable(String),
}

impl FileError {
    /// The error of writing `path`.
    pub fn of_write(path: &str) -> FileError {
        if std::path::Path::new(path).is_dir() {
            FileError::Folder(path.to_string())
        } else {
            FileError::NotWritable(path.to_string())
        }
    }

    /// The error of opening or reading `path`.
    pub fn of(path: &str, error: &std::io::Error) -> FileError {
        let path = path.to_string();
        match error.kind() {
            std::io::ErrorKind::NotFound => FileError::Missing(path),
            std::io::ErrorKind::PermissionDenied => FileError::Denied(path),
            _ if std::path::Path::new(&path).is_dir() => FileError::Folder(path),
            _ => FileError::Unreadable(path),
        }
    }

    /// What a player reads, in `lang`.
    pub fn text_in(&self, lang: Lang) -> String {
        match self {
            FileError::Missing(p) => tr!(lang, "cli-file-missing", file = limits::short_path(p)),
            FileError::Denied(p) => tr!(lang, "cli-file-denied", file = limits::short_path(p)),
            FileError::Folder(p) => tr!(lang, "cli-file-folder", file = limits::short_path(p)),
            FileError::TooLarge(p, limit) => tr!(
                lang,
                "cli-file-too-large",
                file = limits::short_path(p),
                limit = limits::bytes(*limit)
            ),
            FileError::NotText(p) => tr!(lang, "cli-file-not-text", file = limits::short_path(p)),
            FileError::Unreadable(p) => {
                tr!(lang, "cli-file-unreadable", file = limits::short_path(p))
            }
            FileError::NotWritable(p) => {
                tr!(lang, "cli-file-not-writable", file = limits::short_path(p))
            }
        }
    }
}

/// Reads the text file `path`, reading no more than `limit` bytes and one
/// over, whatever size the file claims (a device or a pipe claims none:
/// `/dev/zero` is refused, not read for ever). Its error is said in `lang`.
pub fn read_capped(path: &str, limit: usize, lang: Lang) -> Result<String, String> {
    read_file(path, limit).map_err(|e| e.text_in(lang))
}

/// [`read_capped`], its error typed.
pub fn read_file(path: &str, limit: usize) -> Result<String, FileError> {
    if std::path::Path::new(path).is_dir() {
        return Err(FileError::Folder(path.to_string()));
    }
    let file = std::fs::File::open(path).map_err(|e| FileError::of(path, &e))?;
    let data = read_at_most(file, "file", limit).map_err(|e| match e {
        limits::ReadError::TooLarge { limit, .. } => FileError::TooLarge(path.to_string(), limit),
        limits::ReadError::Io(e) => FileError::of(path, &e),
    })?;
    String::from_utf8(data).map_err(|_| FileError::NotText(path.to_string()))
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
    /// The registry entry of the game; its error in the environment's
    /// language (the tools that take no `--lang`).
    pub fn entry(&self) -> Result<&'static GameEntry, String> {
        self.entry_in(env_lang())
    }

    /// [`GameArgs::entry`], its error in `lang`.
    pub fn entry_in(&self, lang: Lang) -> Result<&'static GameEntry, String> {
        find_game(&self.game).map_err(|e| {
            let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
            tr!(
                lang,
                "cli-unknown-game",
                error = e.text_in(lang),
                games = ids.join(", ")
            )
        })
    }

    /// The options, checked against the game's descriptors.
    pub fn parsed_options(&self) -> Result<Options, String> {
        self.parsed_options_in(env_lang())
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
        self.record_in(fen, env_lang())
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
                .map_err(|_: boardlore_core::i18n::UnknownLang| {
                    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                    tr!(
                        env_lang(),
                        "cli-unknown-lang",
                        code = code.as_str(),
                        languages = codes.join(", ")
                    )
                }),
            None => Ok(environment_lang(|name| std::env::var(name).ok())),
        }
    }
}

/// The language of this process's environment (LC_ALL, LC_MESSAGES, LANG).
pub fn env_lang() -> Lang {
    environment_lang(|name| std::env::var(name).ok())
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
