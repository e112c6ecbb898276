//! The language of the texts. Every export of the catalogue, the rules
//! pages and the store takes the language it speaks ([`Lang`], the core's
//! own); the apps find it from the device's preferred languages with
//! [`preferred_language`].
//!
//! The match and the trainer still speak the language
//! set last with [`set_preferred_languages`]: the one global left, until
//! those objects hold a language of their own.

use boardlore_core::describe::GameDescription;
use boardlore_core::i18n::Lang;
use std::sync::atomic::{AtomicU8, Ordering};

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language set by [`set_preferred_languages`] (English until then),
/// which the match and the trainer speak.
pub(crate) fn current() -> Lang {
    Lang::ALL
        .get(usize::from(CURRENT.load(Ordering::Relaxed)))
        .copied()
        .unwrap_or_default()
}

/// The first language of `tags` (the device's preferred languages, BCP 47
/// tags or locales such as `pt-BR`, `ar-TN`, `fr_FR`, most wanted first)
/// that the library speaks, or English. Changes nothing.
#[uniffi::export]
pub fn preferred_language(tags: Vec<String>) -> Lang {
    Lang::negotiate(tags.iter().map(String::as_str))
}

/// Sets the language of the match and the trainer from
/// now on: [`preferred_language`] of `tags`, which it returns.
#[uniffi::export]
pub fn set_preferred_languages(tags: Vec<String>) -> Lang {
    let lang = preferred_language(tags);
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    CURRENT.store(u8::try_from(index).unwrap_or(0), Ordering::Relaxed);
    lang
}

/// Sets the global language from one tag (`fr-FR`; English when the
/// library does not speak it): the Rust tests of the match and the trainer.
pub fn set_language(tag: String) -> Lang {
    set_preferred_languages(vec![tag])
}

/// Every game, in menu order, with its texts in `language`.
#[uniffi::export]
pub fn games(language: Lang) -> Vec<GameDescription> {
    boardlore_core::catalogue()
        .map(|info| GameDescription::of(info, language))
        .collect()
}

/// The game with this id, its texts in `language`.
#[uniffi::export]
pub fn game(id: String, language: Lang) -> crate::error::Result<GameDescription> {
    Ok(GameDescription::of(
        (boardlore_core::find_game(&id)?.info)(),
        language,
    ))
}

/// The rules page of game `game_id` for players, as one HTML document:
/// short rules with diagrams inline as SVG, the light or dark theme's
/// colours in CSS, right to left for Arabic, in `language`. Links to the
/// other games' pages are `boardlore://rules/<game id>`: the app opens them
/// with this call too, offline. Show it in the platform's web view.
#[uniffi::export]
pub fn rules_page_html(
    game_id: String,
    language: Lang,
    dark: bool,
) -> Result<String, crate::BoardloreError> {
    boardlore_core::rules::page_html(&game_id, language, boardlore_core::rules::Theme::of(dark))
        .ok_or_else(|| crate::BoardloreError::UnknownGame(boardlore_core::limits::short(&game_id)))
}

/// The game id a rules page link names (`boardlore://rules/seega` →
/// `seega`), or `None` for any other address.
#[uniffi::export]
pub fn rules_link_game(url: String) -> Option<String> {
    let id = url.strip_prefix(boardlore_core::rules::LINK_PREFIX)?;
    boardlore_core::find_game(id).ok().map(|_| id.to_string())
}
