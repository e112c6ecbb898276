//! Evaluation weights that one arena player can override, for self-play
//! tuning (`boardlore arena … --a-eval name=value,…`).
//!
//! A game's evaluation reads its weights through [`apply`] only while
//! [`active`] is true, which happens only after an arena has set overrides;
//! the app and the tests never do, so they always use the compiled-in weights.
//! Overrides are per thread: the arena sets the moving player's list before
//! each of its moves.

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::LocalKey;

static ACTIVE: AtomicBool = AtomicBool::new(false);

thread_local! {
    static OVERRIDES: RefCell<Vec<(String, i32)>> = const { RefCell::new(Vec::new()) };
    static GENERATION: Cell<u64> = const { Cell::new(0) };
}

/// Whether any overrides were ever set in this process (cheap to read).
#[inline]
pub fn active() -> bool {
    ACTIVE.load(Ordering::Relaxed)
}

/// Sets this thread's overrides (`(weight name, value)`); an empty list
/// restores the compiled-in weights.
pub fn set_overrides(list: &[(String, i32)]) {
    OVERRIDES.with(|o| {
        let mut o = o.borrow_mut();
        if o.as_slice() != list {
            *o = list.to_vec();
            GENERATION.with(|g| g.set(g.get() + 1));
        }
    });
    if !list.is_empty() {
        ACTIVE.store(true, Ordering::Relaxed);
    }
}

/// Changes each time this thread's overrides change, so an evaluation can
/// cache the weights it built from them.
#[inline]
pub fn generation() -> u64 {
    GENERATION.with(Cell::get)
}

/// Overwrites `weights[i]` with the override named `names[i]`, if any.
///
/// # Panics
/// When an override names no weight in `names` (a typo in an experiment
/// must not silently measure the default weights).
pub fn apply(names: &[&str], weights: &mut [i32]) {
    OVERRIDES.with(|o| {
        for (name, value) in o.borrow().iter() {
            let i = names
                .iter()
                .position(|n| n == name)
                .unwrap_or_else(|| panic!("unknown evaluation weight {name:?} (known: {names:?})"));
            weights[i] = *value;
        }
    });
}

/// A game's weights as an evaluation should use them: `defaults` (its
/// compiled-in constants, in the order of `names`) unless a tuning arena
/// overrides some. `cache` is the game's own thread-local, so that the
/// overrides are looked up once per change, not once per evaluation.
#[inline]
pub fn weights<const N: usize>(
    names: &[&str; N],
    defaults: &[i32; N],
    cache: &'static LocalKey<Cell<(u64, [i32; N])>>,
) -> [i32; N] {
    if !active() {
        return *defaults;
    }
    cache.with(|cache| {
        let (seen, w) = cache.get();
        if seen == generation() {
            return w;
        }
        let mut w = *defaults;
        apply(names, &mut w);
        cache.set((generation(), w));
        w
    })
}

/// Declares a game's tunable weights in its `eval.rs`: `NAMES` (as
/// `--a-eval` spells them), `WEIGHTS` (the compiled-in constants, in the
/// same order), the thread-local cache, and `fn weights()`, which returns
/// them with any arena overrides applied.
macro_rules! tunable_weights {
    ($($name:literal => $weight:expr),+ $(,)?) => {
        /// The weights' names, as `boardlore arena --a-eval` overrides them.
        pub const NAMES: [&str; [$($name),+].len()] = [$($name),+];

        /// The weights, in the order of [`NAMES`].
        const WEIGHTS: [i32; NAMES.len()] = [$($weight),+];

        thread_local! {
            static TUNED: std::cell::Cell<(u64, [i32; NAMES.len()])> =
                const { std::cell::Cell::new((u64::MAX, WEIGHTS)) };
        }

        /// The weights in use: the constants, unless a tuning arena overrides some.
        #[inline]
        fn weights() -> [i32; NAMES.len()] {
            $crate::ai::tune::weights(&NAMES, &WEIGHTS, &TUNED)
        }
    };
}
pub(crate) use tunable_weights;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_apply_by_name() {
        let names = ["a", "b"];
        let mut w = [1, 2];
        let g = generation();
        set_overrides(&[("b".to_string(), 7)]);
        assert!(active());
        assert_ne!(generation(), g);
        apply(&names, &mut w);
        assert_eq!(w, [1, 7]);
        set_overrides(&[]);
        let mut w = [1, 2];
        apply(&names, &mut w);
        assert_eq!(w, [1, 2]);
    }
}
