//! Stepping through a game, with its review drawn as arrows: the
//! [`GameBrowser`], a thin lock around the core's
//! [`boardlore_core::after::Browser`], which makes every choice (which
//! position, which arrows, the caption, the bounds, the move list's rows
//! and which one is current) and whose own [`BrowseFrame`] and
//! [`MoveRow`] the apps draw.

use crate::session::GameMatch;
use crate::store::{GameReviewView, GameStore, ReviewJob};
use boardlore_core::after::{BrowseError, BrowseFrame, Browser, MoveRow, Note};
use boardlore_core::ai::Level;
use boardlore_core::i18n::Lang;
use boardlore_core::session::Session;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

fn notes(review: Option<&GameReviewView>) -> Vec<Note> {
    review
        .map(|r| {
            r.moves
                .iter()
                .map(|m| Note {
                    ply: m.ply as usize,
                    played: m.played.notation.clone(),
                    label: m.label,
                    better: m.better.as_ref().map(|b| b.notation.clone()),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A finished (or unfinished) game to step through, move by move, with
/// its review's labels and better moves. Opens at the last position.
/// Holds its own copy of the game: the game it was made from may go on.
/// Its texts are in the language of the game it was made from.
#[derive(uniffi::Object)]
pub struct GameBrowser {
    browser: Mutex<Browser>,
    lang: Lang,
    /// The whole game, to cut at any ply.
    game: Arc<GameMatch>,
}

impl std::fmt::Debug for GameBrowser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameBrowser").finish()
    }
}

impl GameBrowser {
    fn lock(&self) -> MutexGuard<'_, Browser> {
        self.browser.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn step(&self, f: impl FnOnce(&mut Browser)) -> BrowseFrame {
        let mut browser = self.lock();
        f(&mut browser);
        browser.frame(self.lang)
    }
}

#[uniffi::export]
impl GameBrowser {
    /// A browser of `game` (a copy of it as it stands) with `review`, if
    /// there is one already. Fails when the review is of another game.
    #[uniffi::constructor]
    pub fn new(
        game: Arc<GameMatch>,
        review: Option<GameReviewView>,
    ) -> Result<Arc<GameBrowser>, BrowseError> {
        let lang = game.lock().session.language();
        let session = Session::restore(&game.save())?;
        let browser = Browser::new(&session, &notes(review.as_ref()))?;
        Ok(Arc::new(GameBrowser {
            browser: Mutex::new(browser),
            lang,
            game: GameMatch::wrap(session),
        }))
    }

    /// The frame shown now.
    pub fn frame(&self) -> BrowseFrame {
        self.lock().frame(self.lang)
    }

    /// The game at the position shown (`BrowseFrame.ply` moves played):
    /// draw its board exactly as the game screen does.
    pub fn position(&self) -> Arc<GameMatch> {
        let ply = self.lock().ply();
        self.game.at_ply(ply as u32).unwrap_or_else(|e| {
            // The copy replayed once already: cutting it cannot fail.
            log::error!("browse: ply {ply}: {e}");
            self.game.clone()
        })
    }

    /// Shows the position after `ply` moves (0 = the start).
    pub fn go_to(&self, ply: u32) -> Result<BrowseFrame, BrowseError> {
        let mut browser = self.lock();
        browser.go_to(ply as usize)?;
        Ok(browser.frame(self.lang))
    }

    /// A tap on move `index` (0-based) of the move list: shows the
    /// position before it, with it (and the better move) as arrows.
    pub fn select_move(&self, index: u32) -> Result<BrowseFrame, BrowseError> {
        let mut browser = self.lock();
        browser.select_move(index as usize)?;
        Ok(browser.frame(self.lang))
    }

    /// One move back (stays at the start).
    pub fn back(&self) -> BrowseFrame {
        self.step(Browser::back)
    }

    /// One move forward (stays at the end).
    pub fn forward(&self) -> BrowseFrame {
        self.step(Browser::forward)
    }

    /// The start position.
    pub fn start(&self) -> BrowseFrame {
        self.step(Browser::start)
    }

    /// The last position.
    pub fn end(&self) -> BrowseFrame {
        self.step(Browser::end)
    }

    /// The move list beside the board: one row per move, in order. Read it
    /// again after `set_review` (labels); stepping changes only
    /// `BrowseFrame.selected`.
    pub fn rows(&self) -> Vec<MoveRow> {
        self.lock().rows(self.lang)
    }

    /// Uses a review that finished later (`None` forgets it); read `frame`
    /// and `rows` again to see its arrows and labels. A review of another
    /// game is ignored (the review before stays).
    pub fn set_review(&self, review: Option<GameReviewView>) {
        if let Err(e) = self.lock().set_notes(&notes(review.as_ref())) {
            log::warn!("browse: review not used: {e}");
        }
    }
}

/// What the game screen's effects open, and the review's request: the
/// choices around a browser (which ply, which way up, which level a review
/// searches at, where it is kept) made here, not by the apps.
#[uniffi::export]
impl GameBrowser {
    /// What the game screen's `OpenBrowser` effect asks for: a browser of
    /// the game `save` with `review` (the kept review of its
    /// `finished_game_id`, if any), at move `ply` (`None`: the last
    /// position), drawn the way up the game screen was.
    #[uniffi::constructor]
    pub fn opened(
        save: String,
        ply: Option<u32>,
        flipped: bool,
        review: Option<GameReviewView>,
    ) -> Result<Arc<GameBrowser>, BrowseError> {
        let session = Session::restore(&save)?;
        let browser = GameBrowser::new(GameMatch::wrap(session), review)?;
        {
            let mut inner = browser.lock();
            inner.set_flipped(flipped);
            if let Some(ply) = ply {
                inner.select_move(ply as usize)?;
            }
        }
        Ok(browser)
    }

    /// The whole game as text to share: a finished game's from `store`
    /// (with its review's comments once reviewed, in `language`), else
    /// this copy's.
    pub fn share_text(
        &self,
        store: Option<Arc<GameStore>>,
        finished_game_id: Option<i64>,
        language: Lang,
    ) -> String {
        if let (Some(store), Some(id)) = (store, finished_game_id) {
            match store.share_text(id, language) {
                Ok(text) => return text,
                Err(e) => log::warn!("browse: share text of game {id}: {e}"),
            }
        }
        self.game.share_text()
    }

    /// Turns the board over (the person's button).
    pub fn flip(&self) -> BrowseFrame {
        self.step(Browser::flip)
    }

    /// A review of the game, to run on a background thread: kept in
    /// `store` under `finished_game_id` when both are given (a finished
    /// game of the history), else of this copy, kept nowhere. It searches
    /// at the core's review level; `level` is for tests that want a quick
    /// one (the apps pass `None`).
    pub fn request_review(
        &self,
        store: Option<Arc<GameStore>>,
        finished_game_id: Option<i64>,
        level: Option<Level>,
        language: Lang,
    ) -> crate::error::Result<Arc<ReviewJob>> {
        let level = level.unwrap_or(boardlore_core::review::DEFAULT_LEVEL);
        match (store, finished_game_id) {
            (Some(store), Some(id)) => store.request_review(id, level, language),
            _ => self.game.request_review(level, language),
        }
    }
}
