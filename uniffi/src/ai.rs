//! The computer player through the API: think, hint and cancel.

use crate::session::GameMatch;

/// The engine of one match (its transposition table), allocated on the
/// first search and kept for the next ones.
#[derive(Default)]
pub(crate) struct EngineSlot(#[allow(dead_code)] std::sync::Mutex<()>);

#[uniffi::export]
impl GameMatch {
    /// Makes every running `think` or `hint` of this match return at once
    /// (with `Cancelled`). A search started later is not affected.
    pub fn cancel(&self) {
        self.cancel_searches();
    }
}
