//! The languages Boardlore speaks, and how a device's language tag maps to one.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A language of the catalogue. English is the fallback for anything missing.
/// In JSON (frames, scenario files) it is its code: `"ar"`.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Lang {
    /// English (`en`), the fallback.
    #[default]
    En,
    /// Nepali (`ne`): Bagh Chal's homeland.
    Ne,
    /// French (`fr`): spoken in Tunisia beside Arabic.
    Fr,
    /// Arabic (`ar`), written right to left: Seega's homeland.
    Ar,
    /// Thai (`th`): Mhark Nheeb's homeland.
    Th,
    /// Portuguese (`pt`): the language of the tournament rulebook.
    Pt,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Ne, Lang::Fr, Lang::Ar, Lang::Th, Lang::Pt];

    /// The ISO 639-1 code: `en`, `ne`, `fr`, `ar`, `th`, `pt`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ne => "ne",
            Lang::Fr => "fr",
            Lang::Ar => "ar",
            Lang::Th => "th",
            Lang::Pt => "pt",
        }
    }

    /// The language's name in itself, for a language picker: `नेपाली`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ne => "नेपाली",
            Lang::Fr => "Français",
            Lang::Ar => "العربية",
            Lang::Th => "ไทย",
            Lang::Pt => "Português",
        }
    }

    /// Whether the language is written right to left (Arabic).
    pub const fn is_rtl(self) -> bool {
        matches!(self, Lang::Ar)
    }

    /// The language of a BCP 47 tag (`pt-BR`, `ar-TN`, `ne`), a POSIX
    /// locale (`fr_FR.UTF-8`, as in `LANG`) or an Android/Apple form
    /// (`pt_BR`, `zh-Hant-TW`): its primary language subtag, if Boardlore
    /// speaks it. `C` and `POSIX` are English.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" | "c" | "posix" => Some(Lang::En),
            "ne" | "npi" => Some(Lang::Ne),
            "fr" => Some(Lang::Fr),
            "ar" | "aeb" => Some(Lang::Ar),
            "th" => Some(Lang::Th),
            "pt" => Some(Lang::Pt),
            _ => None,
        }
    }

    /// The first language of `tags` (a device's preference list, most
    /// wanted first) that Boardlore speaks, or English.
    pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::parse).unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(tag: &str) -> Result<Lang, UnknownLang> {
        Lang::parse(tag).ok_or_else(|| UnknownLang(crate::limits::short(tag)))
    }
}

/// A language tag Boardlore does not speak.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        write!(
            f,
            "unknown language {:?}; languages: {}",
            self.0,
            codes.join(", ")
        )
    }
}

impl std::error::Error for UnknownLang {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_tags_map_to_their_language() {
        assert_eq!(Lang::parse("pt-BR"), Some(Lang::Pt));
        assert_eq!(Lang::parse("pt_PT"), Some(Lang::Pt));
        assert_eq!(Lang::parse("ar-TN"), Some(Lang::Ar));
        assert_eq!(Lang::parse("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::parse("ne-NP"), Some(Lang::Ne));
        assert_eq!(Lang::parse("th-TH-u-nu-thai"), Some(Lang::Th));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("C.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::parse("de-DE"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::negotiate(["de-DE", "fr-CA", "en"]), Lang::Fr);
        assert_eq!(Lang::negotiate(["de-DE"]), Lang::En);
    }

    #[test]
    fn an_unknown_tag_says_which_languages_exist() {
        let error = "xx".parse::<Lang>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown language \"xx\"; languages: en, ne, fr, ar, th, pt"
        );
    }
}
