//! The rules screen: the page shown, the pages shown before it for Back,
//! and what a tapped link does. A link to another game's page opens it;
//! nothing else is followed.

use super::{page_html, Theme, LINK_PREFIX};
use crate::i18n::Lang;

/// The rules screen's pages.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesPages {
    /// The game whose page is shown.
    pub game_id: String,
    /// The games whose pages were shown before, most recent last.
    pub previous: Vec<String>,
    /// The page's address (`boardlore://rules/<id>`), for the web view:
    /// the links inside it resolve from here.
    pub address: String,
}

impl RulesPages {
    /// The page of `game_id`, with nothing to go back to.
    pub fn open(game_id: &str) -> RulesPages {
        RulesPages {
            game_id: game_id.to_string(),
            previous: Vec::new(),
            address: format!("{LINK_PREFIX}{game_id}"),
        }
    }

    /// The game a link names (`boardlore://rules/seega` → `seega`), if it
    /// is one the core knows.
    pub fn link_game(url: &str) -> Option<&str> {
        let id = url.strip_prefix(LINK_PREFIX)?;
        crate::find_game(id).ok().map(|_| id)
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl RulesPages {
    /// After a tap on the link `url`: another game's page, with this one to
    /// go back to; the same pages for any other address (the web, this
    /// page, a game the core does not know).
    pub fn follow(&self, url: String) -> RulesPages {
        match RulesPages::link_game(&url) {
            Some(id) if id != self.game_id => {
                let mut previous = self.previous.clone();
                previous.push(self.game_id.clone());
                RulesPages {
                    previous,
                    ..RulesPages::open(id)
                }
            }
            _ => self.clone(),
        }
    }

    /// After Back: the page shown before; the same pages with none before.
    pub fn back(&self) -> RulesPages {
        let mut previous = self.previous.clone();
        match previous.pop() {
            Some(id) => RulesPages {
                previous,
                ..RulesPages::open(&id)
            },
            None => self.clone(),
        }
    }

    /// Whether there is a page to go back to.
    pub fn can_go_back(&self) -> bool {
        !self.previous.is_empty()
    }

    /// The page shown, as one HTML document in `language` and the light or
    /// dark theme ([`page_html`]); empty for a game without a page.
    pub fn html(&self, language: Lang, dark: bool) -> String {
        page_html(&self.game_id, language, Theme::of(dark)).unwrap_or_default()
    }
}

/// The rules screen opened on the page of `game_id`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn rules_pages(game_id: String) -> RulesPages {
    RulesPages::open(&game_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_the_other_games_page_and_back_returns() {
        let seega = RulesPages::open("seega");
        assert_eq!(seega.address, "boardlore://rules/seega");
        assert!(!seega.can_go_back());
        let bobail = seega.follow("boardlore://rules/bobail".into());
        assert_eq!(bobail.game_id, "bobail");
        assert_eq!(bobail.address, "boardlore://rules/bobail");
        assert_eq!(bobail.previous, ["seega"]);
        // Anything that is not another game's page is not followed.
        for url in [
            "https://example.com/",
            "boardlore://rules/chess",
            "boardlore://rules/bobail",
        ] {
            assert_eq!(bobail.follow(url.into()), bobail, "{url}");
        }
        assert_eq!(bobail.back(), seega);
        assert_eq!(seega.back(), seega);
    }

    #[test]
    fn the_page_is_the_games_html_in_the_language_and_theme() {
        let pages = RulesPages::open("bagh-chal");
        let theme = Theme::of(true);
        assert_eq!(
            Some(pages.html(Lang::Ar, true)),
            page_html("bagh-chal", Lang::Ar, theme)
        );
        assert_ne!(pages.html(Lang::En, true), pages.html(Lang::En, false));
        assert_eq!(RulesPages::open("chess").html(Lang::En, false), "");
    }
}
