//! The memory bound of a query typed at the toplevel.
//!
//! Scryer 0.10 grows its stacks and heap without a limit: a recursion
//! that never ends (`p(N) :- M is N+1, p(M), true.`) takes every byte of
//! the machine, minutes of swapping later the system kills the process,
//! and the session is lost. GNU Prolog stops it with a stack overflow,
//! SWI-Prolog with a resource error at its 1 GB stack limit. Here a
//! watchdog thread reads the process's resident size every 50 ms while a
//! query runs and, when it is more than the bound (`conquest
//! --query-memory MB`) past its size at the session's first query, stops
//! the query with the engine's interrupt flag, as Ctrl-C does: its effects
//! are undone and the next query runs on the same session.
//!
//! The bound counts from the first query, not from each query's start:
//! the engine keeps the memory a stopped query grew (its stacks do not
//! shrink) and hands it to the next, so a bound counted from each start
//! would let every runaway query take the bound again on top of the last.
//! A query that starts past the bound (the program holds that much data)
//! may still grow by an eighth of it. The interrupt flag and the
//! resident size belong to the whole process, so the bound is set only by
//! the program's own `main`, never by tests that run sessions side by side.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use crate::interrupt::memory::resident_bytes;

/// The bound in bytes; 0 when there is none.
static LIMIT: AtomicU64 = AtomicU64::new(0);
/// The resident size at the first query; 0 until then.
static BASELINE: AtomicU64 = AtomicU64::new(0);
/// The resident size past which the running query is stopped.
static CEILING: Mutex<Option<u64>> = Mutex::new(None);
/// True once the running query was stopped by the bound.
static FIRED: AtomicBool = AtomicBool::new(false);
static WATCHER: OnceLock<()> = OnceLock::new();

/// How often the watchdog reads the resident size.
const WATCH_STEP: Duration = Duration::from_millis(50);

/// The default bound of `--query-memory`, in megabytes.
pub const DEFAULT_MB: u64 = 0;

/// Sets the bound, in megabytes (0: none); call once, at the start. On
/// systems where the resident size cannot be read the bound is off.
pub fn configure(megabytes: u64) {
    if megabytes == 0 || resident_bytes().is_none() {
        return;
    }
    LIMIT.store(megabytes.saturating_mul(1 << 20), Ordering::SeqCst);
    WATCHER.get_or_init(|| {
        let started = std::thread::Builder::new()
            .name("query-memory".into())
            .spawn(watch);
        if let Err(e) = started {
            eprintln!("conquest: cannot watch the memory of queries ({e})");
            LIMIT.store(0, Ordering::SeqCst);
        }
    });
}

/// The bound in megabytes, if there is one.
pub fn limit_mb() -> Option<u64> {
    let limit = LIMIT.load(Ordering::SeqCst);
    (limit > 0).then_some(limit >> 20)
}

fn ceiling() -> std::sync::MutexGuard<'static, Option<u64>> {
    CEILING.lock().unwrap_or_else(|e| e.into_inner())
}

/// A query starts: it is stopped past the ceiling this sets.
pub fn arm() {
    FIRED.store(false, Ordering::SeqCst);
    let limit = LIMIT.load(Ordering::SeqCst);
    *ceiling() = match resident_bytes() {
        Some(now) if limit > 0 => {
            let baseline =
                match BASELINE.compare_exchange(0, now, Ordering::SeqCst, Ordering::SeqCst) {
                    Ok(_) => now,
                    Err(first) => first,
                };
            Some(ceiling_for(baseline, now, limit))
        }
        _ => None,
    };
}

/// The resident size past which a query that starts at `now` is stopped.
fn ceiling_for(baseline: u64, now: u64, limit: u64) -> u64 {
    baseline
        .saturating_add(limit)
        .max(now.saturating_add(limit / 8))
}

/// The query ended.
pub fn disarm() {
    *ceiling() = None;
}

/// True when the bound stopped the query that ran last.
pub fn fired() -> bool {
    FIRED.load(Ordering::SeqCst)
}

/// Stops the running query once the resident size passes its ceiling
/// (checked every WATCH_STEP, for as long as the program runs).
fn watch() {
    loop {
        std::thread::sleep(WATCH_STEP);
        let mut ceiling = ceiling();
        if ceiling.is_some_and(|at| resident_bytes().is_some_and(|now| now > at)) {
            *ceiling = None;
            FIRED.store(true, Ordering::SeqCst);
            crate::interrupt::stop_query();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_counts_from_the_first_query() {
        let mb = 1 << 20;
        // a query after a stopped one does not get the whole bound again
        assert_eq!(ceiling_for(100 * mb, 2148 * mb, 2048 * mb), 2404 * mb);
        assert_eq!(ceiling_for(100 * mb, 100 * mb, 2048 * mb), 2148 * mb);
        assert_eq!(ceiling_for(100 * mb, 1000 * mb, 2048 * mb), 2148 * mb);
    }
}
