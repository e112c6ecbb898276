//! No English word reaches a player in another language: every command of
//! `boardlore` and every error a player can reach (the cases in
//! `every_word.cases`) run in the five other languages, and what a player
//! reads is searched for English words.
//!
//! An English word is a word of the English catalogue or of the command
//! line's own sources (or a common English word) that the language's own
//! catalogue does not use too. Allowed: notation and anything with a digit,
//! ids a player types (games, sides, options, puzzles, themes, the play
//! commands), and what the language's catalogue itself writes in Latin
//! letters (proper names such as Seega, the commands it names).

mod common;

use boardlore_core::i18n::Lang;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Common English words that the catalogue may not hold but a message
/// glued together in code, or an operating system's error, would.
const COMMON_ENGLISH: &[&str] = &[
    "the",
    "and",
    "or",
    "of",
    "to",
    "in",
    "on",
    "is",
    "are",
    "not",
    "no",
    "yes",
    "a",
    "an",
    "it",
    "for",
    "with",
    "from",
    "by",
    "at",
    "as",
    "be",
    "was",
    "has",
    "have",
    "this",
    "that",
    "there",
    "file",
    "folder",
    "directory",
    "such",
    "error",
    "failed",
    "read",
    "write",
    "cannot",
    "could",
    "bad",
    "unknown",
    "invalid",
    "missing",
    "expected",
    "found",
    "denied",
    "permission",
    "text",
    "line",
    "bytes",
    "too",
    "long",
    "large",
    "empty",
    "puzzle",
    "puzzles",
    "theme",
    "themes",
    "correct",
    "wrong",
    "solved",
    "refused",
    "verified",
    "contrast",
    "need",
    "ok",
    "fail",
    "dark",
    "light",
    "plain",
    "background",
    "selected",
    "target",
    "hint",
    "last",
    "move",
    "captured",
    "typical",
    "labels",
    "lines",
    "review",
    "better",
    "best",
    "nodes",
    "game",
    "games",
    "added",
    "page",
    "finished",
    "level",
    "side",
    "sides",
    "position",
    "option",
    "options",
    "value",
    "difficulty",
    "rating",
    "plies",
    "moves",
    "goal",
    "step",
    "steps",
    "lesson",
    "save",
    "saved",
    "load",
    "loaded",
    "stdin",
    "stdout",
    "utf",
    "database",
    "table",
    "tablebase",
    "blunder",
    "mistake",
    "inaccuracy",
    "good",
    "win",
    "wins",
    "loss",
    "draw",
    "draws",
    "resigns",
    "resign",
];

/// Words a player types or reads as ids in every language.
const TYPED: &[&str] = &[
    // The play and learn commands (the help text names them in English).
    "moves", "history", "hint", "undo", "redo", "resign", "new", "save", "load", "fen", "help",
    "quit", "exit", "retry", "next", "pass", // (pass is accepted in English too)
    // File formats and units.
    "json", "pgn", "svg", "html", "utf", "nps", "ms",
];

/// The catalogue's words of `lang` (all its files), lower case.
fn catalogue_words(lang: &str) -> BTreeSet<String> {
    let dir = repo().join("rust/core/src/i18n/ftl").join(lang);
    let mut words = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the catalogue") {
        let path = entry.expect("a file").path();
        let text = std::fs::read_to_string(&path).expect("an ftl file");
        for line in text.lines() {
            let line = line.trim_start();
            if line.starts_with('#') {
                continue;
            }
            // A message's text: after `id =` or `.attr =`, or a continued line.
            let body = match line.split_once(" = ") {
                Some((key, body)) if !key.contains(' ') || key.starts_with('.') => body,
                _ => line,
            };
            // Variables and selectors are not words of the text, nor the
            // commands it quotes (`boardlore puzzles list`).
            let body = strip_placeables_names(body);
            let body: String = body.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            words.extend(latin_words(&body));
        }
    }
    words
}

/// `text` without the names of variables and message references
/// (`{ $side }`, `{ -brand }`), which are not words a player reads.
fn strip_placeables_names(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => out.push(c),
        }
    }
    // Variant keys: `[one]`, `*[other]`.
    out.trim_start_matches(['*', ' '])
        .split_once(']')
        .filter(|(key, _)| key.starts_with('[') && !key.contains(' '))
        .map(|(_, rest)| rest.to_string())
        .unwrap_or(out)
}

/// The English words of the command line's sources: its string literals.
fn source_words() -> BTreeSet<String> {
    let dir = repo().join("rust/cli/src");
    let mut words = BTreeSet::new();
    let mut dirs = vec![dir];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the sources").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for line in text.lines() {
                let code = line.trim_start();
                if code.starts_with("//") || code.starts_with("#[") {
                    continue;
                }
                // The insides of "…" literals.
                for (i, literal) in code.split('"').enumerate() {
                    if i % 2 == 1 {
                        words.extend(latin_words(literal));
                    }
                }
            }
        }
    }
    words
}

/// The maximal runs of Latin letters, digits, `-` and `_` in `text` that
/// hold no digit (notation and numbers are allowed), lower case.
fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '\''))
        .map(|w| w.trim_matches(['-', '_', '\'']))
        .filter(|w| !w.is_empty() && !w.contains(|c: char| c.is_ascii_digit()))
        .map(str::to_ascii_lowercase)
        .collect()
}

/// The ids a player types or reads as ids: games, sides, options and their
/// values, puzzles, themes, levels.
fn ids() -> BTreeSet<String> {
    let mut ids: BTreeSet<String> = TYPED.iter().map(|s| s.to_string()).collect();
    for info in boardlore_core::catalogue() {
        ids.insert(info.id.to_string());
        for side in &info.sides {
            ids.insert(side.key.to_string());
        }
        for option in info.options {
            ids.insert(option.key.to_string());
            if let boardlore_core::OptionKind::Choice { values, .. } = option.kind {
                ids.extend(values.iter().map(|v| v.to_string()));
            }
        }
        for puzzle in boardlore_core::learn::puzzles(info.id).unwrap_or_default() {
            ids.insert(puzzle.id.clone());
        }
    }
    for theme in boardlore_core::theme::themes() {
        ids.insert(theme.id.clone());
    }
    for level in [
        "easy", "medium", "hard", "expert", "perfect", "true", "false",
    ] {
        ids.insert(level.to_string());
    }
    for lang in Lang::ALL {
        ids.insert(lang.code().to_string());
    }
    ids
}

/// `text` without what is no word of a language: commands quoted in
/// backticks, file paths (with `/` or the `…` of a shortened one),
/// command-line flags (`--option`) and Markdown link targets
/// (`](diagram:start)`).
fn without_paths_and_flags(text: &str) -> String {
    // The commands a message quotes (`boardlore puzzles list GAME`) are typed.
    let text: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    text.split_whitespace()
        .filter(|token| !token.contains('/') && !token.contains('…') && !token.starts_with("--"))
        .map(|token| token.split("](").next().unwrap_or(token))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of `text` that are English and not `lang`'s.
fn english_in(
    text: &str,
    english: &BTreeSet<String>,
    theirs: &BTreeSet<String>,
    ids: &BTreeSet<String>,
) -> Vec<String> {
    let mut found = Vec::new();
    for word in latin_words(&without_paths_and_flags(text)) {
        if ids.contains(&word) || theirs.contains(&word) {
            continue;
        }
        // An id joined with `-` is allowed whole; otherwise each part is read.
        for part in word.split(['-', '_']) {
            if part.len() > 1
                && english.contains(part)
                && !theirs.contains(part)
                && !ids.contains(part)
            {
                found.push(part.to_string());
            }
        }
    }
    found
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One line of `every_word.cases`.
#[derive(Debug)]
struct Case {
    line: usize,
    check: Check,
    succeeds: bool,
    args: Vec<String>,
    stdin: String,
}

#[derive(Debug, PartialEq, Clone, Copy)]
enum Check {
    All,
    Errors,
    Stderr,
}

/// Splits on spaces; "quoted words" keep theirs.
fn split_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    args.push(std::mem::take(&mut current));
                    any = false;
                }
            }
            _ => {
                current.push(c);
                any = true;
            }
        }
    }
    if any {
        args.push(current);
    }
    args
}

fn cases() -> Vec<Case> {
    let text = include_str!("every_word.cases");
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (command, stdin) = match line.split_once(" | ") {
            Some((c, s)) => (c, s.replace("\\n", "\n")),
            None => (line, String::new()),
        };
        let mut words = split_args(command).into_iter();
        let check = match words.next().as_deref() {
            Some("all") => Check::All,
            Some("errors") => Check::Errors,
            Some("stderr") => Check::Stderr,
            other => panic!("line {}: check {other:?}", i + 1),
        };
        let succeeds = match words.next().as_deref() {
            Some("ok") => true,
            Some("fail") => false,
            other => panic!("line {}: expect {other:?}", i + 1),
        };
        cases.push(Case {
            line: i + 1,
            check,
            succeeds,
            args: words.collect(),
            stdin,
        });
    }
    cases
}

/// The files the cases name, made once in a folder of their own.
struct Files {
    dir: PathBuf,
}

const GAME: &str = "[Game \"bagh-chal\"]\n[White \"Human\"]\n[Black \"Computer (hard)\"]\n[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. c3 a1-b2 2. c2 b2xd2 3. e3 0-1\n";

impl Files {
    fn new(lang: &str) -> Files {
        let dir = std::env::temp_dir().join(format!(
            "boardlore-every-word-{lang}-{}",
            std::process::id()
        ));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(dir.join("folder")).unwrap();
        std::fs::write(dir.join("game.pgn"), GAME).unwrap();
        let imported = common::run(&["import", dir.join("game.pgn").to_str().unwrap()]);
        assert!(imported.status.success(), "import: {imported:?}");
        std::fs::write(dir.join("game.json"), &imported.stdout).unwrap();
        std::fs::write(dir.join("binary"), [0xff, 0xfe, 0x00, 0x9f, 0x80]).unwrap();
        Files { dir }
    }

    fn path(&self, name: &str) -> String {
        self.dir.join(name).to_string_lossy().into_owned()
    }

    /// `word` with the file tokens replaced.
    fn expand(&self, word: &str) -> String {
        let mut out = word.to_string();
        for (token, name) in [
            ("@save-out", "out.json"),
            ("@pgn", "game.pgn"),
            ("@save", "game.json"),
            ("@db", "games.db"),
            ("@missing", "no-such-file.json"),
            ("@folder", "folder"),
            ("@binary", "binary"),
        ] {
            out = out.replace(token, &self.path(name));
        }
        out.replace("@long-line", &"c3".repeat(4096))
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.dir).ok();
    }
}

/// The locale that names `lang` in LANG.
fn locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en_GB.UTF-8",
        Lang::Ne => "ne_NP.UTF-8",
        Lang::Fr => "fr_FR.UTF-8",
        Lang::Ar => "ar_TN.UTF-8",
        Lang::Th => "th_TH.UTF-8",
        Lang::Pt => "pt_BR.UTF-8",
    }
}

/// Runs every case in `lang`; the problems found.
fn run_cases(lang: Lang, english: &BTreeSet<String>, ids: &BTreeSet<String>) -> Vec<String> {
    let theirs = catalogue_words(lang.code());
    let files = Files::new(lang.code());
    let mut problems = Vec::new();
    for case in cases() {
        let mut args: Vec<String> = Vec::new();
        for arg in &case.args {
            if arg == "@lang" {
                args.push("--lang".into());
                args.push(lang.code().into());
            } else {
                args.push(files.expand(arg));
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let stdin = files.expand(&case.stdin);
        let out = common::run_with(&args, &[("LANG", locale(lang))], &stdin);
        let stdout = common::text(&out.stdout);
        let stderr = common::text(&out.stderr);
        let at = format!(
            "{} line {} ({})",
            lang.code(),
            case.line,
            case.args.join(" ")
        );
        if out.status.success() != case.succeeds {
            problems.push(format!(
                "{at}: exit {:?}, expected {}\n{stderr}",
                out.status.code(),
                if case.succeeds { "success" } else { "failure" }
            ));
            continue;
        }
        // A panic is never an answer, in any language.
        if stderr.contains("panicked") {
            problems.push(format!("{at}: panicked\n{stderr}"));
        }
        if lang == Lang::En {
            continue;
        }
        let read = match case.check {
            Check::All => format!("{stdout}\n{stderr}"),
            Check::Stderr => stderr.clone(),
            // A tool's log on stderr is for its operator: only its errors.
            Check::Errors if case.succeeds => continue,
            Check::Errors => stderr.clone(),
        };
        // What the case typed comes back as typed (`no-such-puzzle`).
        let mut allowed = ids.clone();
        for arg in case.args.iter().chain(std::iter::once(&case.stdin)) {
            allowed.extend(latin_words(arg));
        }
        // The program's own name prefixes its errors.
        let read = read.replace("boardlore:", "");
        for line in read.lines() {
            let words = english_in(line, english, &theirs, &allowed);
            if !words.is_empty() {
                problems.push(format!("{at}: English {words:?} in {line:?}"));
            }
        }
    }
    problems
}

fn english_words() -> BTreeSet<String> {
    let mut english = catalogue_words("en");
    english.extend(source_words());
    english.extend(COMMON_ENGLISH.iter().map(|s| s.to_string()));
    english
}

/// The subcommands of `boardlore help`'s command table.
fn command_table() -> BTreeSet<String> {
    let out = common::run(&["help"]);
    let text = common::text(&out.stdout);
    text.split_once("Commands:")
        .expect("a command table")
        .1
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_command_has_cases() {
    let covered: BTreeSet<String> = cases()
        .iter()
        .filter_map(|c| c.args.first().cloned())
        .collect();
    let table = command_table();
    assert!(table.len() >= 18, "{table:?}");
    let missing: Vec<&String> = table.difference(&covered).collect();
    assert!(missing.is_empty(), "commands without cases: {missing:?}");
}

#[test]
fn the_detector_finds_english_and_allows_names_notation_and_ids() {
    let english = english_words();
    let ids = ids();
    let fr = catalogue_words("fr");
    assert_eq!(
        english_in("2 puzzles; themes: sandwich 1", &english, &fr, &ids),
        ["puzzles", "themes", "sandwich"]
    );
    assert!(english_in(
        "Seega : a1xc3, bagh-chal-001 (Chèvres)",
        &english,
        &fr,
        &ids
    )
    .is_empty());
    let ne = catalogue_words("ne");
    assert_eq!(
        english_in("correct c3: ठिक", &english, &ne, &ids),
        ["correct"]
    );
}

fn check_language(lang: Lang) {
    let problems = run_cases(lang, &english_words(), &ids());
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn english_every_case_ends_as_expected() {
    check_language(Lang::En);
}

#[test]
fn nepali_has_no_english_word() {
    check_language(Lang::Ne);
}

#[test]
fn french_has_no_english_word() {
    check_language(Lang::Fr);
}

#[test]
fn arabic_has_no_english_word() {
    check_language(Lang::Ar);
}

#[test]
fn thai_has_no_english_word() {
    check_language(Lang::Th);
}

#[test]
fn portuguese_has_no_english_word() {
    check_language(Lang::Pt);
}
