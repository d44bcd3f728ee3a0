//! Ctrl-C while a query runs.
//!
//! At a prompt the line editor reads Ctrl-C as a key. While the engine runs a
//! query the terminal sends SIGINT instead, which would kill the process and
//! the game with it. Scryer 0.10 keeps its own interrupt flag private, so the
//! engine cannot be stopped from outside; instead the first Ctrl-C asks the
//! running query to stop at its next host call (dice, random numbers, the next
//! solution), and the inference limit stops loops that make none. A third
//! Ctrl-C during the same query leaves the program, for an engine truly stuck.

use std::sync::atomic::{AtomicUsize, Ordering};

static PRESSES: AtomicUsize = AtomicUsize::new(0);

const PRESSES_TO_QUIT: usize = 3;

/// Installs the SIGINT handler; call once, before the first query.
pub fn install() {
    #[cfg(unix)]
    // SAFETY: the handler only touches an atomic and calls write(2) and _exit(2),
    // which are async-signal-safe.
    unsafe {
        libc::signal(
            libc::SIGINT,
            on_sigint as extern "C" fn(libc::c_int) as libc::sighandler_t,
        );
    }
}

#[cfg(unix)]
extern "C" fn on_sigint(_: libc::c_int) {
    let presses = PRESSES.fetch_add(1, Ordering::SeqCst) + 1;
    let message: &[u8] = if presses >= PRESSES_TO_QUIT {
        b"\nInterrupted three times: leaving.\n"
    } else {
        b"\nInterrupt: the query stops at its next host call or at the inference limit \
(Ctrl-C three times leaves).\n"
    };
    // SAFETY: write(2) and _exit(2) are async-signal-safe; the buffer is static.
    unsafe {
        libc::write(2, message.as_ptr().cast(), message.len());
        if presses >= PRESSES_TO_QUIT {
            libc::_exit(130);
        }
    }
}

/// Forgets Ctrl-C presses from before: a new query starts.
pub fn reset() {
    PRESSES.store(0, Ordering::SeqCst);
}

/// True when the user pressed Ctrl-C since the query started.
pub fn requested() -> bool {
    PRESSES.load(Ordering::SeqCst) > 0
}
