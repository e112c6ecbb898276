//! The language of every text the library returns. The apps call
//! [`set_language`] with the device's language at start-up and whenever it
//! changes; every text-returning export (status, counters, results,
//! refusals, speech, the catalogue's names) then speaks it. The rules page
//! takes the language per call ([`rules_page_html`]).

use crate::catalogue::{describe_game_in, GameDescription};
use boardlore_core::i18n::{self, Lang};
use std::sync::atomic::{AtomicU8, Ordering};

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language set by [`set_language`] (English until then).
pub(crate) fn current() -> Lang {
    Lang::ALL
        .get(usize::from(CURRENT.load(Ordering::Relaxed)))
        .copied()
        .unwrap_or_default()
}

/// A language's tag (`pt-BR`), or the current language when `None`.
pub(crate) fn chosen(tag: Option<String>) -> Lang {
    tag.as_deref().and_then(Lang::parse).unwrap_or_else(current)
}

/// A language the library speaks.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct LanguageDescription {
    /// Its code: `en`, `ne`, `fr`, `ar`, `th`, `pt`.
    pub code: String,
    /// Its name in itself: `नेपाली`.
    pub name: String,
    /// Whether it is written right to left (Arabic): the app mirrors its layout.
    pub right_to_left: bool,
}

impl From<Lang> for LanguageDescription {
    fn from(lang: Lang) -> Self {
        LanguageDescription {
            code: lang.code().to_string(),
            name: lang.native_name().to_string(),
            right_to_left: lang.is_rtl(),
        }
    }
}

/// Sets the language of every text from now on, from a BCP 47 tag or a
/// locale (`pt-BR`, `ar-TN`, `fr_FR`). A language the library does not
/// speak sets English. Android's pseudo-locale `en-XA` sets the core's
/// pseudo-locale (English with accented letters, about 40 % longer), so a
/// pseudo-locale run of the screens shows which texts are the core's.
/// Returns the language chosen. Not exported: the apps set the device's
/// preferred languages ([`set_preferred_languages`]); Rust tests set one.
pub fn set_language(tag: String) -> LanguageDescription {
    let pseudo = tag.trim().replace('_', "-").eq_ignore_ascii_case("en-XA");
    i18n::set_pseudo(pseudo);
    let lang = Lang::parse(&tag).unwrap_or_default();
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    CURRENT.store(u8::try_from(index).unwrap_or(0), Ordering::Relaxed);
    lang.into()
}

/// Sets the first language of `tags` (the device's preferred languages,
/// most wanted first) that the library speaks, or English.
#[uniffi::export]
pub fn set_preferred_languages(tags: Vec<String>) -> LanguageDescription {
    let lang = Lang::negotiate(tags.iter().map(String::as_str));
    set_language(lang.code().to_string())
}

/// Every game, in menu order, with its texts in `language` (a tag such
/// as `ne-NP`; English when the library does not speak it). The apps' tests
/// check the screens against it in the language they set.
#[uniffi::export]
pub fn games_in_language(language: String) -> Vec<GameDescription> {
    let lang = Lang::parse(&language).unwrap_or_default();
    boardlore_core::catalogue()
        .map(|info| describe_game_in(info, lang))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_tags_choose_a_language_and_fall_back_to_english() {
        assert_eq!(chosen(Some("pt-BR".into())), Lang::Pt);
        assert_eq!(chosen(Some("ar-TN".into())), Lang::Ar);
        assert_eq!(chosen(Some("xx".into())), chosen(None));
        assert_eq!(games_in_language("ne-NP".into())[0].name, "बाघचाल");
        assert_eq!(games_in_language("xx".into())[0].name, "Bagh Chal");
    }

    #[test]
    fn rules_pages_come_as_html_and_their_links_name_games() {
        let html = rules_page_html("seega".into(), Some("ar-TN".into()), true).unwrap();
        assert!(html.contains("dir=\"rtl\"") && html.matches("<svg").count() >= 2);
        assert!(rules_page_html("chess".into(), None, false).is_err());
        assert_eq!(
            rules_link_game("boardlore://rules/bobail".into()).as_deref(),
            Some("bobail")
        );
        assert_eq!(rules_link_game("https://example.com".into()), None);
        assert_eq!(rules_link_game("boardlore://rules/chess".into()), None);
    }
}

/// The rules page of game `game_id` for players, as one HTML document:
/// short rules with diagrams inline as SVG, the light or dark theme's
/// colours in CSS, right to left for Arabic, in `language` (a tag; `None`:
/// the current language). Links to the other games' pages are
/// `boardlore://rules/<game id>`: the app opens them with this call too,
/// offline. Show it in the platform's web view.
#[uniffi::export]
pub fn rules_page_html(
    game_id: String,
    language: Option<String>,
    dark: bool,
) -> Result<String, crate::BoardloreError> {
    let lang = chosen(language);
    boardlore_core::rules::page_html(&game_id, lang, boardlore_core::rules::Theme::of(dark))
        .ok_or_else(|| crate::BoardloreError::UnknownGame(boardlore_core::limits::short(&game_id)))
}

/// The game id a rules page link names (`boardlore://rules/seega` →
/// `seega`), or `None` for any other address.
#[uniffi::export]
pub fn rules_link_game(url: String) -> Option<String> {
    let id = url.strip_prefix(boardlore_core::rules::LINK_PREFIX)?;
    boardlore_core::find_game(id).ok().map(|_| id.to_string())
}
