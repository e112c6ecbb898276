//! Variant options, described by data so that a UI can build its settings
//! screen from them, and parsed into each game's typed configuration.

use crate::i18n::Lang;
use crate::limits::{check_size, short, TooLarge, MAX_OPTIONS, MAX_OPTION_BYTES};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The value of one option.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    /// An on/off option.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// One of a fixed list of words.
    Choice(String),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(n) => write!(f, "{n}"),
            OptionValue::Choice(s) => f.write_str(s),
        }
    }
}

/// What kind of value an option takes, with its default and allowed values.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum OptionKind {
    /// `true` or `false`.
    Bool {
        /// The default.
        default: bool,
    },
    /// A whole number in `min..=max`.
    Int {
        /// The default.
        default: i64,
        /// The smallest allowed value.
        min: i64,
        /// The largest allowed value.
        max: i64,
    },
    /// One of `values`.
    Choice {
        /// The default.
        default: &'static str,
        /// Every allowed value, in display order.
        values: &'static [&'static str],
    },
}

/// A chosen option value, as text: what the apps' settings controls send.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OptionSetting {
    /// The option key.
    pub key: String,
    /// Its value as text: `true`, `7`, `pass`.
    pub value: String,
}

/// One variant option of a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct OptionDescriptor {
    /// The key, as written in `--option key=value` and in saves.
    pub key: &'static str,
    /// A short label for a settings screen.
    pub label: &'static str,
    /// One sentence that explains the option.
    pub help: &'static str,
    /// Its type, default and allowed values.
    pub kind: OptionKind,
}

impl OptionDescriptor {
    /// The default value.
    pub fn default_value(&self) -> OptionValue {
        match self.kind {
            OptionKind::Bool { default } => OptionValue::Bool(default),
            OptionKind::Int { default, .. } => OptionValue::Int(default),
            OptionKind::Choice { default, .. } => OptionValue::Choice(default.to_string()),
        }
    }

    /// Reads a value from text (`true`, `5`, `pass`) and checks it is allowed.
    pub fn parse_value(&self, text: &str) -> Result<OptionValue, OptionError> {
        let bad = || OptionError::BadValue {
            key: self.key.to_string(),
            value: text.to_string(),
            expected: self.expected(),
        };
        let value = match self.kind {
            OptionKind::Bool { .. } => match text.trim().to_ascii_lowercase().as_str() {
                "true" | "on" | "yes" | "1" => OptionValue::Bool(true),
                "false" | "off" | "no" | "0" => OptionValue::Bool(false),
                _ => return Err(bad()),
            },
            OptionKind::Int { .. } => OptionValue::Int(text.trim().parse().map_err(|_| bad())?),
            OptionKind::Choice { .. } => OptionValue::Choice(text.trim().to_ascii_lowercase()),
        };
        self.check(&value)?;
        Ok(value)
    }

    /// Checks that `value` has the right type and is allowed.
    pub fn check(&self, value: &OptionValue) -> Result<(), OptionError> {
        let ok = match (&self.kind, value) {
            (OptionKind::Bool { .. }, OptionValue::Bool(_)) => true,
            (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) => (*min..=*max).contains(n),
            (OptionKind::Choice { values, .. }, OptionValue::Choice(s)) => {
                values.contains(&s.as_str())
            }
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(OptionError::BadValue {
                key: self.key.to_string(),
                value: value.to_string(),
                expected: self.expected(),
            })
        }
    }

    /// The values allowed, written as they are typed (`true|false`,
    /// `1..20`, `5|7|9`), as `boardlore games` lists them: the same in
    /// every language.
    fn expected(&self) -> String {
        match self.kind {
            OptionKind::Bool { .. } => "true|false".to_string(),
            OptionKind::Int { min, max, .. } => format!("{min}..{max}"),
            OptionKind::Choice { values, .. } => values.join("|"),
        }
    }
}

/// A set of option values, by key. Keys not present take their default.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Options(pub BTreeMap<String, OptionValue>);

impl Options {
    /// Every option as key and value text, in key order: what the new-game
    /// form and "new game with these settings" start from.
    pub fn settings(&self) -> Vec<OptionSetting> {
        self.0
            .iter()
            .map(|(key, value)| OptionSetting {
                key: key.clone(),
                value: value.to_string(),
            })
            .collect()
    }

    /// No option set: every option takes its default.
    pub fn new() -> Options {
        Options::default()
    }

    /// Sets `key` to `value`, returning `self` for chaining.
    pub fn with(mut self, key: &str, value: OptionValue) -> Options {
        self.0.insert(key.to_string(), value);
        self
    }

    /// Parses `key=value` pairs against a game's descriptors.
    pub fn parse_pairs<'a>(
        descriptors: &[OptionDescriptor],
        pairs: impl IntoIterator<Item = &'a str>,
    ) -> Result<Options, OptionError> {
        Options::parse_keyed(
            descriptors,
            pairs.into_iter().map(|pair| {
                pair.split_once('=')
                    .ok_or_else(|| OptionError::Malformed(pair.to_string()))
            }),
        )
    }

    /// Reads `settings` (key and value apart, as the apps send them)
    /// against `descriptors`, with the same checks as [`Options::parse_pairs`].
    pub fn parse_settings(
        descriptors: &[OptionDescriptor],
        settings: &[OptionSetting],
    ) -> Result<Options, OptionError> {
        check_size("options", settings.len(), MAX_OPTIONS).map_err(OptionError::TooMany)?;
        Options::parse_keyed(
            descriptors,
            settings
                .iter()
                .map(|s| Ok((s.key.as_str(), s.value.as_str()))),
        )
    }

    /// The one option parser: every key known, given once, every value
    /// allowed, none too long, not too many.
    fn parse_keyed<'a>(
        descriptors: &[OptionDescriptor],
        pairs: impl IntoIterator<Item = Result<(&'a str, &'a str), OptionError>>,
    ) -> Result<Options, OptionError> {
        let mut options = Options::new();
        for (i, pair) in pairs.into_iter().enumerate() {
            check_size("options", i + 1, MAX_OPTIONS).map_err(OptionError::TooMany)?;
            let (key, text) = pair?;
            let key = key.trim();
            check_option_text("an option key", key)?;
            check_option_text("an option value", text)?;
            let descriptor = find(descriptors, key)?;
            if options.0.contains_key(key) {
                return Err(OptionError::Repeated(key.to_string()));
            }
            options
                .0
                .insert(key.to_string(), descriptor.parse_value(text)?);
        }
        Ok(options)
    }

    /// Checks every key is known and every value allowed.
    pub fn validate(&self, descriptors: &[OptionDescriptor]) -> Result<(), OptionError> {
        check_size("options", self.0.len(), MAX_OPTIONS).map_err(OptionError::TooMany)?;
        for (key, value) in &self.0 {
            find(descriptors, key)?.check(value)?;
        }
        Ok(())
    }

    /// The boolean option `key`, or its default.
    ///
    /// # Panics
    /// Only on a programming error: `key` must be a boolean descriptor's key.
    pub fn bool(&self, descriptors: &[OptionDescriptor], key: &str) -> bool {
        match self.resolved(descriptors, key) {
            OptionValue::Bool(b) => b,
            other => panic!("option {key} is not boolean: {other:?}"),
        }
    }

    /// The integer option `key`, or its default.
    ///
    /// # Panics
    /// Only on a programming error: `key` must be an integer descriptor's key.
    pub fn int(&self, descriptors: &[OptionDescriptor], key: &str) -> i64 {
        match self.resolved(descriptors, key) {
            OptionValue::Int(n) => n,
            other => panic!("option {key} is not an integer: {other:?}"),
        }
    }

    /// The choice option `key`, or its default.
    ///
    /// # Panics
    /// Only on a programming error: `key` must be a choice descriptor's key.
    pub fn choice(&self, descriptors: &[OptionDescriptor], key: &str) -> String {
        match self.resolved(descriptors, key) {
            OptionValue::Choice(s) => s,
            other => panic!("option {key} is not a choice: {other:?}"),
        }
    }

    fn resolved(&self, descriptors: &[OptionDescriptor], key: &str) -> OptionValue {
        let descriptor = descriptors
            .iter()
            .find(|d| d.key == key)
            .unwrap_or_else(|| panic!("no descriptor for option {key}"));
        match self.0.get(key) {
            Some(value) if descriptor.check(value).is_ok() => value.clone(),
            _ => descriptor.default_value(),
        }
    }
}

/// Checks an option key or value against [`MAX_OPTION_BYTES`].
pub(crate) fn check_option_text(what: &'static str, text: &str) -> Result<(), OptionError> {
    check_size(what, text.len(), MAX_OPTION_BYTES).map_err(OptionError::TooLong)
}

fn find<'a>(
    descriptors: &'a [OptionDescriptor],
    key: &str,
) -> Result<&'a OptionDescriptor, OptionError> {
    descriptors
        .iter()
        .find(|d| d.key == key)
        .ok_or_else(|| OptionError::Unknown {
            key: short(key),
            known: descriptors
                .iter()
                .map(|d| d.key)
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// A bad option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionError {
    /// Not written as `key=value`.
    Malformed(String),
    /// The game has no option of that name.
    Unknown {
        /// The key given.
        key: String,
        /// The keys the game has.
        known: String,
    },
    /// The value has the wrong type or is not allowed.
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// What is allowed, as typed: `true|false`, `1..20`, `5|7|9`.
        expected: String,
    },
    /// A key or value longer than [`MAX_OPTION_BYTES`].
    TooLong(TooLarge),
    /// More options than [`MAX_OPTIONS`].
    TooMany(TooLarge),
    /// The same option given twice (which one was meant is unclear).
    Repeated(String),
}

impl OptionError {
    /// What went wrong, in `lang` (the catalogue's `errors` area).
    pub fn text_in(&self, lang: Lang) -> String {
        let quoted = |text: &str| format!("{:?}", short(text));
        match self {
            OptionError::Malformed(text) => {
                crate::tr!(lang, "error-option-malformed", text = quoted(text))
            }
            OptionError::Unknown { key, known } if known.is_empty() => {
                crate::tr!(lang, "error-option-unknown-none", key = quoted(key))
            }
            OptionError::Unknown { key, known } => crate::tr!(
                lang,
                "error-option-unknown",
                key = quoted(key),
                known = known
            ),
            OptionError::TooLong(e) => e.to_string(),
            OptionError::TooMany(e) => crate::tr!(lang, "error-option-too-many", limit = e.limit),
            OptionError::Repeated(key) => {
                crate::tr!(lang, "error-option-repeated", key = short(key).to_string())
            }
            OptionError::BadValue {
                key,
                value,
                expected,
            } => crate::tr!(
                lang,
                "error-option-bad-value",
                key = short(key).to_string(),
                value = quoted(value),
                expected = expected
            ),
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Lang::En))
    }
}

impl std::error::Error for OptionError {}
