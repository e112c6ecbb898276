//! Engines shared by the whole process: an app holds many matches, but
//! only a few search at once, so the transposition tables (16 MB each) are
//! lent per search and kept only while idle engines are few. Memory grows
//! with the searches running at the same time, never with the matches.

use super::Engine;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// The most idle engines kept for the next searches; more are freed.
pub const MAX_IDLE_ENGINES: usize = 2;

/// Idle engines, each with the owner that used it last, oldest first.
static IDLE: Mutex<Vec<(u64, Engine)>> = Mutex::new(Vec::new());
/// Engines the pool has made and not yet freed, lent or idle.
static LIVE: AtomicUsize = AtomicUsize::new(0);
static NEXT_OWNER: AtomicU64 = AtomicU64::new(1);

/// A new owner id (one per match): an owner gets back the engine it used
/// last, with its table, while that engine is still idle in the pool.
pub fn new_owner() -> u64 {
    NEXT_OWNER.fetch_add(1, Ordering::Relaxed)
}

/// How many engines the pool holds now, lent or idle.
pub fn live_engines() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// Runs `search` with an engine of the pool for `owner`: the engine `owner`
/// used last if it is idle, else another idle one, cleared (so no table of
/// another game leaks into this one), else a new one. The engine goes back
/// to the pool afterwards, even if `search` panics.
pub fn with_engine<R>(owner: u64, search: impl FnOnce(&mut Engine) -> R) -> R {
    let mut lent = Lent::borrow(owner);
    search(
        lent.engine
            .as_mut()
            .expect("an engine is lent until dropped"),
    )
}

/// An engine out of the pool, returned when dropped.
struct Lent {
    owner: u64,
    engine: Option<Engine>,
}

impl Lent {
    fn borrow(owner: u64) -> Lent {
        let taken = {
            let mut idle = IDLE.lock().unwrap_or_else(PoisonError::into_inner);
            match idle.iter().rposition(|(o, _)| *o == owner) {
                Some(i) => Some((idle.remove(i).1, true)),
                None => idle.pop().map(|(_, engine)| (engine, false)),
            }
        };
        let engine = match taken {
            Some((engine, true)) => engine,
            Some((mut engine, false)) => {
                engine.clear();
                engine
            }
            None => {
                LIVE.fetch_add(1, Ordering::Relaxed);
                Engine::default()
            }
        };
        Lent {
            owner,
            engine: Some(engine),
        }
    }
}

impl Drop for Lent {
    fn drop(&mut self) {
        let Some(engine) = self.engine.take() else {
            return;
        };
        let freed = {
            let mut idle = IDLE.lock().unwrap_or_else(PoisonError::into_inner);
            idle.push((self.owner, engine));
            (idle.len() > MAX_IDLE_ENGINES).then(|| idle.remove(0))
        };
        if freed.is_some() {
            LIVE.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_owners_share_a_few_engines() {
        let owners: Vec<u64> = (0..20).map(|_| new_owner()).collect();
        for &owner in &owners {
            with_engine(owner, |engine| assert!(engine.tt_bytes() > 0));
        }
        // Other tests of this binary may hold engines meanwhile: at most a few.
        assert!(live_engines() <= MAX_IDLE_ENGINES + 4, "{}", live_engines());
        // A panic inside the search still returns the engine.
        let before = live_engines();
        let owner = owners[0];
        let caught = std::panic::catch_unwind(|| with_engine(owner, |_| panic!("test panic")));
        assert!(caught.is_err());
        assert!(live_engines() <= before.max(MAX_IDLE_ENGINES + 4));
    }
}
