//! Every word a player reads or hears, in six languages, from one
//! [Project Fluent](https://projectfluent.org) catalogue.
//!
//! # Adding a message
//!
//! 1. Write it in the area file it belongs to, in English first:
//!    `rust/core/src/i18n/ftl/en/<area>.ftl`:
//!    ```ftl
//!    # $side (String): the side's name, `Goats`.
//!    # $count (Number): how many.
//!    pieces-left = { $count ->
//!        [one] { $side } have one piece left
//!       *[other] { $side } have { $count } pieces left
//!    }
//!    ```
//!    Plurals and agreement are Fluent selectors (`[one]`, `[other]`, and
//!    `[zero]`, `[two]`, `[few]`, `[many]` where a language has them), never
//!    strings glued together in code.
//! 2. Add the same message, with the same variables, to the file of every
//!    other language (`ne`, `fr`, `ar`, `th`, `pt`). The completeness test
//!    fails on a message missing in one of them or with other variables;
//!    at run time a missing message falls back to English.
//! 3. Call it:
//!    ```
//!    use boardlore_core::{tr, i18n::Lang};
//!    let text = tr!(Lang::En, "status-to-move", side = "Goats");
//!    assert_eq!(text, "Goats to move");
//!    let fr = tr!(Lang::Fr, "counter-limit", label = "Tours sans prise", value = 30, limit = 50);
//!    assert_eq!(fr, "Tours sans prise : 30 sur 50");
//!    ```
//!    or, with arguments built at run time, [`text`] with [`Arg`]s. The
//!    message id must appear in the code as a literal string (the test that
//!    finds unused messages scans the sources for it); ids made at run
//!    time go through a function of [`ids`].
//!
//! # Adding an area
//!
//! Create `ftl/<lang>/<area>.ftl` for all six languages and add the area's
//! name to the `areas!` list below. An area is a part of the game's words
//! (games, play, speech, refusals, …) so that helpers working on different
//! screens do not edit the same file.
//!
//! # Choices
//!
//! - Right-to-left languages (Arabic) isolate every variable with Fluent's
//!   bidi marks (U+2068 … U+2069), and each line that opens with a variable
//!   or a Latin letter starts with a right-to-left mark (U+200F): laid out
//!   with the Unicode bidi algorithm (first strong direction, as Android
//!   and iOS text views do), `zz9 ليست نقلة قانونية هنا.` otherwise runs
//!   left to right with its full stop at the wrong end, and a list of
//!   captures becomes one left-to-right run with its commas misplaced.
//!   [`list`] isolates its items too. Other languages carry no marks.
//!   [`without_bidi_marks`] removes them for comparing words. A test lays
//!   out every Arabic message with sample arguments (`unicode-bidi`).
//! - Notation, square names and numbers stay in Latin letters and Western
//!   digits in every language, as on the board's coordinates.
//! - Texts that open a sentence with a variable are capitalised by
//!   [`sentence`] (a no-op for scripts without case).

mod lang;

pub mod ids;

pub use lang::{Lang, UnknownLang};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// Lists every area, and embeds its file for every language.
macro_rules! areas {
    ($($area:literal),* $(,)?) => {
        /// The areas of the catalogue, by name.
        pub const AREAS: &[&str] = &[$($area),*];

        /// The text of every area file of `lang`, with the area's name.
        pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
            match lang {
                Lang::En => vec![$(($area, include_str!(concat!("ftl/en/", $area, ".ftl")))),*],
                Lang::Ne => vec![$(($area, include_str!(concat!("ftl/ne/", $area, ".ftl")))),*],
                Lang::Fr => vec![$(($area, include_str!(concat!("ftl/fr/", $area, ".ftl")))),*],
                Lang::Ar => vec![$(($area, include_str!(concat!("ftl/ar/", $area, ".ftl")))),*],
                Lang::Th => vec![$(($area, include_str!(concat!("ftl/th/", $area, ".ftl")))),*],
                Lang::Pt => vec![$(($area, include_str!(concat!("ftl/pt/", $area, ".ftl")))),*],
            }
        }
    };
}

areas![
    "games", "play", "speech", "refusals", "cli", "rules", "review", "learn", "history", "screen",
    "errors", "app", "settings"
];

/// One argument of a message.
#[derive(Clone, PartialEq, Debug)]
pub enum Arg<'a> {
    /// A string (a name, a square, a sentence).
    Str(Cow<'a, str>),
    /// A number, which plural selectors read.
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(Cow::Borrowed(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}

number_args!(i64, i32, u8, u32, u64, usize);

/// The message `id` in `lang`, or `tr!(lang, "id", name = value, …)`.
/// Falls back to English, then to the id itself.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $crate::i18n::text($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

struct Bundles(HashMap<Lang, FluentBundle<FluentResource>>);

fn bundles() -> &'static Bundles {
    static BUNDLES: OnceLock<Bundles> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Bundles(
            Lang::ALL
                .iter()
                .map(|&lang| (lang, bundle(lang, None)))
                .collect(),
        )
    })
}

/// English with every letter accented and every vowel doubled (about 40 %
/// longer), for checking that a screen shows no hard-coded text and clips
/// none: see [`set_pseudo`].
fn pseudo_bundle() -> &'static FluentBundle<FluentResource> {
    static PSEUDO: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    PSEUDO.get_or_init(|| bundle(Lang::En, Some(pseudo)))
}

static PSEUDO_ON: AtomicBool = AtomicBool::new(false);

/// Turns the pseudo-locale on or off for the whole library: every text is
/// then the English one with accented letters and doubled vowels
/// (`Goats to move` → `Ĝôôåå ţôô ɱôôṽéé`), variables (names, squares,
/// numbers) left as they are. A test mode, like Android's `en-XA`.
pub fn set_pseudo(on: bool) {
    PSEUDO_ON.store(on, Ordering::Relaxed);
}

/// Whether the pseudo-locale is on.
pub fn pseudo_on() -> bool {
    PSEUDO_ON.load(Ordering::Relaxed)
}

/// The pseudo-locale of `text`: accented letters, vowels doubled.
pub fn pseudo(text: &str) -> Cow<'_, str> {
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const ACCENTED: &str = "åƀçđéƒĝĥîĵķļɱñôþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÔÞǪŔŠŢÛṼŴẊÝŽ";
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let shown = PLAIN
            .find(c)
            .and_then(|i| ACCENTED.chars().nth(i))
            .unwrap_or(c);
        out.push(shown);
        if "aeiouAEIOU".contains(c) {
            out.push(shown);
        }
    }
    Cow::Owned(out)
}

fn bundle(lang: Lang, transform: Option<fn(&str) -> Cow<str>>) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Right-to-left languages isolate every variable (U+2068 … U+2069):
    // notation, numbers and names then keep their own direction inside
    // the sentence (see the module's documentation).
    bundle.set_use_isolating(lang.is_rtl() && transform.is_none());
    bundle.set_transform(transform);
    for (area, source) in sources(lang) {
        // A syntax error is caught by the completeness tests; what parses
        // is still used.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, e)| {
            log::error!("{}/{area}.ftl: {e:?}", lang.code());
            r
        });
        if let Err(e) = bundle.add_resource(resource) {
            log::error!("{}/{area}.ftl: {e:?}", lang.code());
        }
    }
    bundle
}

fn fluent_args<'a>(args: &'a [(&'a str, Arg<'a>)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        match value {
            Arg::Str(s) => fluent.set(*name, FluentValue::from(s.as_ref())),
            Arg::Num(n) => fluent.set(*name, FluentValue::from(*n)),
        }
    }
    fluent
}

fn format(lang: Lang, id: &str, attribute: Option<&str>, args: &[(&str, Arg)]) -> Option<String> {
    // Grammar attributes are read by code and by selectors: never pseudo.
    let grammar = matches!(attribute, Some("number" | "gender"));
    let bundle = if pseudo_on() && !grammar {
        pseudo_bundle()
    } else {
        bundles().0.get(&lang)?
    };
    format_with(bundle, lang, id, attribute, args)
}

fn format_with(
    bundle: &FluentBundle<FluentResource>,
    lang: Lang,
    id: &str,
    attribute: Option<&str>,
    args: &[(&str, Arg)],
) -> Option<String> {
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let args = fluent_args(args);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if !errors.is_empty() {
        log::warn!("{}: {id}: {errors:?}", lang.code());
    }
    // A right-to-left text that opens with a variable (an isolate, which
    // the bidi algorithm skips when it looks for the first strong letter)
    // gets its direction from the language: a right-to-left mark first.
    if lang.is_rtl() && pattern_is_text(attribute) {
        return Some(with_direction_marks(&text));
    }
    Some(text.into_owned())
}

/// First strong isolate: Fluent opens each variable of a right-to-left
/// text with it.
pub const FSI: char = '\u{2068}';
/// Pop directional isolate: closes an isolate.
pub const PDI: char = '\u{2069}';
/// Right-to-left mark.
pub const RLM: char = '\u{200F}';

/// Whether an attribute is text for people rather than a grammar hint read
/// by selectors (`.number`, `.gender`), which must stay a bare key.
fn pattern_is_text(attribute: Option<&str>) -> bool {
    !matches!(attribute, Some("number" | "gender"))
}

/// A right-to-left mark at the start of each line of `text` that opens
/// with a variable or a Latin letter or digit (a command's name, notation),
/// so that each paragraph runs right to left.
fn with_direction_marks(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let first = line.trim_start().chars().next();
        if first.is_some_and(|c| c == FSI || c.is_ascii_alphanumeric()) {
            out.push(RLM);
        }
        out.push_str(line);
    }
    out
}

/// `text` without the bidi marks of a right-to-left text (isolates and
/// the right-to-left mark): for a terminal or a test that compares words.
pub fn without_bidi_marks(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}'))
        .collect()
}

/// The message `id` in `lang` with `args`; English when `lang` lacks it,
/// the id itself when English does too (a bug the tests catch).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, None, args)
        .or_else(|| format(Lang::En, id, None, args))
        .unwrap_or_else(|| id.to_string())
}

/// The attribute `.attribute` of message `id` (`side-bagh-chal-goats.subject`),
/// with the same fallbacks as [`text`]; `None` only when English lacks it too.
pub fn attribute(lang: Lang, id: &str, attribute: &str, args: &[(&str, Arg)]) -> Option<String> {
    format(lang, id, Some(attribute), args).or_else(|| format(Lang::En, id, Some(attribute), args))
}

/// A move's notation as a player reads it in `lang`: notation stays
/// Latin (`c3`, `a1xc3`), but the word `pass` is said in the language.
pub fn shown_move(lang: Lang, notation: &str) -> String {
    if notation == "pass" {
        text(lang, "move-pass-shown", &[])
    } else {
        notation.to_string()
    }
}

/// Whether `lang`'s own message `id` has the attribute `.attribute` (no
/// fallback): grammar forms that only some languages give.
pub fn has_attribute(lang: Lang, id: &str, attribute: &str) -> bool {
    bundles()
        .0
        .get(&lang)
        .and_then(|b| b.get_message(id))
        .is_some_and(|m| m.get_attribute(attribute).is_some())
}

/// Whether `lang`'s own files hold message `id` (no fallback).
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundles().0.get(&lang).is_some_and(|b| b.has_message(id))
}

/// [`text`] with its first letter capitalised, for a message that opens a
/// sentence with a variable (`{ $piece } to c3` → `Goat to c3`). A
/// sentence that opens with a square name (`c3 को बाख्रा…`) keeps it as it
/// is: notation is never capitalised.
pub fn sentence(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let text = text(lang, id, args);
    let mut chars = text.chars();
    let opens_with_square = matches!(
        (chars.next(), chars.next()),
        (Some(file), Some(rank)) if file.is_ascii_lowercase() && rank.is_ascii_digit()
    );
    if opens_with_square {
        text
    } else {
        capitalised(&text)
    }
}

/// `text` with its first letter in upper case (scripts without case are unchanged).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A list in `lang`: `a, b or c` (`or` = true) or `a, b and c`.
pub fn list(lang: Lang, items: &[String], or: bool) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let separator = text(lang, "list-separator", &[]);
            let id = if or { "list-or" } else { "list-and" };
            // In a right-to-left text each item is isolated, as a variable
            // is, so its separator stays on its side (`a1xe5، a1xf6`).
            // The items before the last are one isolate of the text's own
            // direction (a right-to-left mark first).
            let init = if lang.is_rtl() {
                let items: Vec<String> = init
                    .iter()
                    .map(|item| format!("{FSI}{item}{PDI}"))
                    .collect();
                format!("{RLM}{}", items.join(&separator))
            } else {
                init.join(&separator)
            };
            text(
                lang,
                id,
                &[
                    ("init", Arg::from(init)),
                    ("last", Arg::from(last.as_str())),
                ],
            )
        }
    }
}

#[cfg(test)]
mod tests;

// The apps' own words (the `app` area) are written into Android's
// strings.xml and the iOS String Catalog by this module's test.
#[cfg(test)]
mod app_strings;

#[cfg(test)]
mod sentence_tests {
    use super::*;

    #[test]
    fn a_sentence_is_capitalised_but_never_a_square_name() {
        let ne = sentence(Lang::Ne, "refusal-no-piece", &[("square", Arg::from("c3"))]);
        assert!(ne.starts_with("c3 "), "{ne}");
        let en = tr!(Lang::En, "refusal-no-piece", square = "c3");
        assert_eq!(en, "There is no piece on c3.");
        assert_eq!(capitalised("goat"), "Goat");
        assert_eq!(capitalised("बाख्रा"), "बाख्रा");
    }

    #[test]
    fn the_pseudo_locale_accents_and_lengthens_text_but_not_variables() {
        assert_eq!(pseudo("Goats to move"), "Ĝôôååţš ţôô ɱôôṽéé");
        // (The switch itself is global; the test reads the pseudo bundle
        // directly so that tests running beside it keep English.)
        let args = [("square", Arg::from("c3"))];
        let text = format_with(pseudo_bundle(), Lang::En, "refusal-no-piece", None, &args).unwrap();
        assert_eq!(text, "Ţĥééŕéé îîš ñôô þîîééçéé ôôñ c3.");
        assert!(text.chars().count() * 10 >= "There is no piece on c3.".len() * 13);
        assert_eq!(
            tr!(Lang::En, "refusal-no-piece", square = "c3"),
            "There is no piece on c3."
        );
    }
}
