//! Ctrl-C while a query runs.
//!
//! At a prompt the line editor reads Ctrl-C as a key. While the engine runs a
//! query the terminal sends SIGINT instead, which would kill the process and
//! the game with it. The first Ctrl-C sets the engine's interrupt flag (a
//! two-function patch of Scryer 0.10, `vendor/scryer-prolog`, see
//! ARCHITECTURE.md): the engine checks it every 256 instructions and throws
//! `error('$interrupt_thrown', repl/0)`, so even `repeat, fail.` stops at
//! once. A host call under way (a read of a key, a batch of random words)
//! fails with `host_error(interrupted)` instead. A third Ctrl-C during the
//! same query leaves the program, for an engine stuck inside one built-in.

pub mod memory;
pub mod memory_guard;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use signal_hook::consts::SIGINT;
use signal_hook::iterator::Signals;

static PRESSES: AtomicUsize = AtomicUsize::new(0);

/// How to stop the engine: its flag is process-wide, so one connection
/// serves every engine.
#[derive(Clone, Copy)]
pub struct EngineStop {
    /// Sets the flag the engine checks every 256 instructions.
    pub request: fn(),
    /// Forgets a request no query has seen.
    pub clear: fn(),
}

static ENGINE: OnceLock<EngineStop> = OnceLock::new();

/// Called by `engine` when it builds an engine; until then Ctrl-C stops a
/// query only at its host calls.
pub fn connect_engine(stop: EngineStop) {
    let _ = ENGINE.set(stop);
}

fn engine_stop(act: impl FnOnce(EngineStop)) {
    if let Some(stop) = ENGINE.get() {
        act(*stop);
    }
}

const PRESSES_TO_QUIT: usize = 3;

/// Starts listening for Ctrl-C; call once, before the first query. The
/// presses are counted on a thread of their own, so nothing runs inside a
/// signal handler.
pub fn install() {
    let mut signals = match Signals::new([SIGINT]) {
        Ok(signals) => signals,
        Err(e) => {
            eprintln!("conquest: cannot catch Ctrl-C ({e}): it will end the program");
            return;
        }
    };
    let listener = std::thread::Builder::new()
        .name("ctrl-c".into())
        .spawn(move || {
            for _ in signals.forever() {
                pressed();
            }
        });
    if let Err(e) = listener {
        eprintln!("conquest: cannot catch Ctrl-C ({e}): it will end the program");
    }
}

fn pressed() {
    let presses = PRESSES.fetch_add(1, Ordering::SeqCst) + 1;
    if presses >= PRESSES_TO_QUIT {
        eprintln!("\nInterrupted three times: leaving.");
        std::process::exit(130);
    }
    engine_stop(|stop| (stop.request)());
    if presses > 1 {
        eprintln!(
            "\nThe query has not stopped yet (it is inside one built-in); \
             Ctrl-C once more leaves."
        );
    }
}

/// Stops the running query as one Ctrl-C does, for a budget of the
/// host's own (a served game's time budget of a player's query).
pub fn stop_query() {
    engine_stop(|stop| (stop.request)());
}

/// Forgets Ctrl-C presses from before: a new query starts.
pub fn reset() {
    PRESSES.store(0, Ordering::SeqCst);
    engine_stop(|stop| (stop.clear)());
}

/// Forgets the engine's flag once a host call has answered the interrupt
/// itself: the query then stops with one error, not a second one thrown
/// inside its handler.
pub fn answered_by_host() {
    engine_stop(|stop| (stop.clear)());
}

/// True when the user pressed Ctrl-C since the query started.
pub fn requested() -> bool {
    PRESSES.load(Ordering::SeqCst) > 0
}
