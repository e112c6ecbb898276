//! The apps' own words (buttons, menus, settings, dialogs), generated from
//! the `app` area of the catalogue into Android's `res/values*/strings.xml`
//! and the iOS String Catalog (`ios/App/Sources/Localizable.xcstrings`), so
//! that no term is defined twice.
//!
//! Each message of `ftl/en/app.ftl` names, in its comment, where the apps
//! use it:
//!
//! ```ftl
//! # android: learn_rating
//! # ios: Puzzles · rating %@ · %@ of %@ solved
//! # $rating (Number)
//! app-learn-rating = Rating { $rating } · { $solved } of { $total } solved
//! ```
//!
//! - `# android: NAME`: the resource name (one line per name; a term the
//!   app shows in two places is one message).
//! - `# ios: KEY`: the catalogue's key, the English text of the Swift
//!   source with `%@` for each interpolation. The English value differs
//!   from the key where the term was settled toward the core's word.
//! - `# $name (Number)`: a number argument (`%1$d` on Android).
//! - Other comment lines are the iOS entry's comment for translators.
//!
//! The arguments are numbered in the order the English text uses them, as
//! the Kotlin and Swift calls pass them; a translation may reorder them
//! (`%2$d मध्ये %1$d`). Arabic keeps the catalogue's isolation marks
//! around each argument.
//!
//! Regenerate after editing any `app.ftl` (one command):
//!
//! ```sh
//! BOARDLORE_WRITE_APP_STRINGS=1 cargo test -p boardlore-core app_strings
//! ```
//!
//! Without the variable the same test fails when a generated file is stale
//! or was edited by hand.

use super::{has_message, sources, text, Arg, Lang};
use fluent_syntax::ast::Entry;
use std::path::PathBuf;

/// The command that rewrites the generated files.
const COMMAND: &str = "BOARDLORE_WRITE_APP_STRINGS=1 cargo test -p boardlore-core app_strings";

/// Android strings that are not words to translate, in `values/` only.
const ANDROID_FIXED: &[(&str, &str)] = &[
    ("app_name", "Boardlore"),
    ("home_title", "@string/app_name"),
    ("review_glyph_first", "⏮"),
    ("review_glyph_previous", "◀"),
    ("review_glyph_next", "▶"),
    ("review_glyph_last", "⏭"),
];

/// iOS keys that are not translated (the brand), with their comment.
const IOS_FIXED: &[(&str, &str)] = &[("Boardlore", "The brand: the same in every language.")];

/// One message of the `app` area and where the apps use it.
#[derive(Debug)]
struct AppMessage {
    id: String,
    android: Vec<String>,
    ios: Vec<String>,
    numbers: Vec<String>,
    note: Vec<String>,
}

/// The `app` area's messages, from the English file's comments.
fn app_messages() -> Vec<AppMessage> {
    let (_, source) = sources(Lang::En)
        .into_iter()
        .find(|(area, _)| *area == "app")
        .expect("the app area");
    let resource = fluent_syntax::parser::parse(source).expect("en/app.ftl parses");
    let mut messages = Vec::new();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        let mut message = AppMessage {
            id: m.id.name.to_string(),
            android: Vec::new(),
            ios: Vec::new(),
            numbers: Vec::new(),
            note: Vec::new(),
        };
        for line in m.comment.iter().flat_map(|c| c.content.iter()) {
            if let Some(name) = line.strip_prefix("android: ") {
                message.android.push(name.trim().to_string());
            } else if let Some(key) = line.strip_prefix("ios: ") {
                message.ios.push(key.to_string());
            } else if let Some(name) = line
                .strip_prefix('$')
                .and_then(|l| l.split_once(" (Number)"))
            {
                message.numbers.push(name.0.to_string());
            } else {
                message.note.push(line.to_string());
            }
        }
        messages.push(message);
    }
    messages
}

/// Marks an argument in a formatted text, so that it can be replaced by
/// each platform's placeholder.
fn marker(name: &str) -> String {
    format!("\u{E000}{name}\u{E001}")
}

/// The variables of message `id`, in the order its English text uses them.
fn variables_in_order(id: &str) -> Vec<String> {
    // Formatting with no arguments leaves `{$name}` for each: Fluent's own
    // spelling of a missing variable.
    let english = text(Lang::En, id, &[]);
    let mut names = Vec::new();
    let mut rest = english.as_str();
    while let Some(start) = rest.find("{$") {
        let after = &rest[start + 2..];
        let end = after.find('}').expect("a closed variable");
        let name = after[..end].to_string();
        if !names.contains(&name) {
            names.push(name);
        }
        rest = &after[end..];
    }
    names
}

/// Message `id` in `lang`, each argument written by `placeholder(position,
/// name)` (positions from 1).
fn with_placeholders(lang: Lang, id: &str, placeholder: impl Fn(usize, &str) -> String) -> String {
    assert!(has_message(lang, id), "{}/app.ftl lacks {id}", lang.code());
    let names = variables_in_order(id);
    let args: Vec<(&str, Arg)> = names
        .iter()
        .map(|n| (n.as_str(), Arg::from(marker(n))))
        .collect();
    let mut out = text(lang, id, &args);
    for (i, name) in names.iter().enumerate() {
        out = out.replace(&marker(name), &placeholder(i + 1, name));
    }
    out
}

/// `text` as the content of an Android `<string>`.
fn android_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.chars().enumerate() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '@' | '?' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// The `values` folder of `lang`.
fn android_folder(lang: Lang) -> String {
    match lang {
        Lang::En => "values".to_string(),
        other => format!("values-{}", other.code()),
    }
}

/// Android's `strings.xml` for `lang`.
fn android_strings(lang: Lang, messages: &[AppMessage]) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    out.push_str(&format!(
        "<!-- Generated from rust/core/src/i18n/ftl/{}/app.ftl: edit that file, then run\n     {COMMAND} -->\n",
        lang.code()
    ));
    out.push_str("<resources>\n");
    if lang == Lang::En {
        for (name, value) in ANDROID_FIXED {
            out.push_str(&format!(
                "    <string name=\"{name}\" translatable=\"false\">{value}</string>\n"
            ));
        }
    }
    for message in messages {
        if message.android.is_empty() {
            continue;
        }
        let value = with_placeholders(lang, &message.id, |i, name| {
            let kind = if message.numbers.iter().any(|n| n == name) {
                'd'
            } else {
                's'
            };
            format!("%{i}${kind}")
        });
        for name in &message.android {
            out.push_str(&format!(
                "    <string name=\"{name}\">{}</string>\n",
                android_escaped(&value)
            ));
        }
    }
    out.push_str("</resources>\n");
    out
}

/// `text` as a JSON string.
fn json(text: &str) -> String {
    serde_json::to_string(text).expect("a string serialises")
}

/// The iOS String Catalog, in Xcode's own layout (keys sorted, ` : `).
fn ios_catalog(messages: &[AppMessage]) -> String {
    let mut entries: Vec<(String, String)> = Vec::new();
    for (key, comment) in IOS_FIXED {
        entries.push((
            key.to_string(),
            format!(
                "      \"comment\" : {},\n      \"shouldTranslate\" : false\n",
                json(comment)
            ),
        ));
    }
    for message in messages {
        for key in &message.ios {
            let mut body = String::new();
            if !message.note.is_empty() {
                body.push_str(&format!(
                    "      \"comment\" : {},\n",
                    json(&message.note.join(" "))
                ));
            }
            let mut units = Vec::new();
            for lang in Lang::ALL {
                let value = with_placeholders(lang, &message.id, |i, _| format!("%{i}$@"));
                // The key is the English text; English needs a value of
                // its own only where the term was settled otherwise.
                if lang == Lang::En && value == ios_positional(key) {
                    continue;
                }
                units.push((lang.code(), value));
            }
            units.sort();
            let units: Vec<String> = units
                .iter()
                .map(|(code, value)| {
                    format!(
                        "        \"{code}\" : {{\n          \"stringUnit\" : {{\n            \"state\" : \"translated\",\n            \"value\" : {}\n          }}\n        }}",
                        json(value)
                    )
                })
                .collect();
            body.push_str(&format!(
                "      \"localizations\" : {{\n{}\n      }}\n",
                units.join(",\n")
            ));
            entries.push((key.clone(), body));
        }
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let entries: Vec<String> = entries
        .iter()
        .map(|(key, body)| format!("    {} : {{\n{body}    }}", json(key)))
        .collect();
    format!(
        "{{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {{\n{}\n  }},\n  \"version\" : \"1.0\"\n}}\n",
        entries.join(",\n")
    )
}

/// An iOS key with its `%@`s numbered (`%1$@`, `%2$@`…).
fn ios_positional(key: &str) -> String {
    let mut out = String::new();
    for (i, part) in key.split("%@").enumerate() {
        if i > 0 {
            out.push_str(&format!("%{i}$@"));
        }
        out.push_str(part);
    }
    out
}

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// Every generated file: its path from the root and its content.
fn generated() -> Vec<(String, String)> {
    let messages = app_messages();
    let mut files: Vec<(String, String)> = Lang::ALL
        .iter()
        .map(|&lang| {
            (
                format!(
                    "android/app/src/main/res/{}/strings.xml",
                    android_folder(lang)
                ),
                android_strings(lang, &messages),
            )
        })
        .collect();
    files.push((
        "ios/App/Sources/Localizable.xcstrings".to_string(),
        ios_catalog(&messages),
    ));
    files
}

#[test]
fn app_strings_are_generated_from_the_catalogue() {
    let write = std::env::var_os("BOARDLORE_WRITE_APP_STRINGS").is_some();
    let mut stale = Vec::new();
    for (path, content) in generated() {
        let full = root().join(&path);
        if write {
            std::fs::write(&full, &content).unwrap_or_else(|e| panic!("{path}: {e}"));
        } else if std::fs::read_to_string(&full).ok().as_deref() != Some(content.as_str()) {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "stale or edited by hand (the apps' words live in ftl/*/app.ftl): {stale:?}; run {COMMAND}"
    );
}

#[test]
fn app_strings_every_message_is_used_by_an_app_and_keys_are_unique() {
    let messages = app_messages();
    assert!(messages.len() > 80, "{} app messages", messages.len());
    let mut android = std::collections::BTreeSet::new();
    let mut ios = std::collections::BTreeSet::new();
    for m in &messages {
        assert!(m.id.starts_with("app-"), "{}", m.id);
        assert!(
            !m.android.is_empty() || !m.ios.is_empty(),
            "{} names no app key",
            m.id
        );
        for name in &m.android {
            assert!(android.insert(name.clone()), "android {name} twice");
        }
        for key in &m.ios {
            assert!(ios.insert(key.clone()), "ios {key:?} twice");
            // The key has one `%@` per argument.
            assert_eq!(
                key.matches("%@").count(),
                variables_in_order(&m.id).len(),
                "{}: ios key {key:?}",
                m.id
            );
        }
        for n in &m.numbers {
            assert!(
                variables_in_order(&m.id).contains(n),
                "{}: ${n} is not used",
                m.id
            );
        }
    }
}

#[test]
fn app_strings_android_escapes_and_numbers_arguments() {
    assert_eq!(android_escaped("l'ordinateur"), "l\\'ordinateur");
    assert_eq!(android_escaped("@home & <b>"), "\\@home &amp; &lt;b&gt;");
    assert_eq!(ios_positional("Rating %@ · %@"), "Rating %1$@ · %2$@");
    let messages = app_messages();
    let ne = android_strings(Lang::Ne, &messages);
    // Nepali puts the total first: the positions say which is which.
    assert!(
        ne.contains("<string name=\"history_reviewing\">समीक्षा हुँदैछ… %2$d मध्ये %1$d</string>"),
        "{ne}"
    );
    let en = android_strings(Lang::En, &messages);
    assert!(en.contains("<string name=\"rules_title\">Rules of %1$s</string>"));
    // Arabic isolates each argument, as the catalogue does.
    let ar = android_strings(Lang::Ar, &messages);
    assert!(ar.contains("\u{2068}%1$s\u{2069}"), "{ar}");
}
