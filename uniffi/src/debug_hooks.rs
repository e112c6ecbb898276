//! A way for the apps' test suites to make the engine raise a panic through
//! the API, so they can check that they survive one (Kotlin sees it as
//! UniFFI's `InternalException`, Swift as a fatal error unless caught). It
//! works only in debug builds of the library; in release builds it does
//! nothing, so no app can be crashed through it.

use std::sync::atomic::{AtomicBool, Ordering};

static ARMED: AtomicBool = AtomicBool::new(false);

/// Test only: makes the next search of any match panic inside the engine.
/// Returns whether it was armed: `true` in debug builds of the library,
/// `false` (and nothing happens) in release builds.
#[uniffi::export]
pub fn debug_panic_in_next_search() -> bool {
    if cfg!(debug_assertions) {
        ARMED.store(true, Ordering::SeqCst);
    }
    cfg!(debug_assertions)
}

/// Panics once if [`debug_panic_in_next_search`] armed it.
pub(crate) fn panic_if_armed() {
    if ARMED.swap(false, Ordering::SeqCst) {
        panic!("debug_panic_in_next_search: the panic a test asked for");
    }
}
