//! Ctrl-C while a query runs.
//!
//! At a prompt the line editor reads Ctrl-C as a key. While the engine runs a
//! query the terminal sends SIGINT instead, which would kill the process and
//! the game with it. Scryer 0.10 keeps its own interrupt flag private, so the
//! engine cannot be stopped from outside; instead the first Ctrl-C asks the
//! running query to stop at its next host call (a new batch of random words,
//! one every 32 to 64 draws; the next solution), and the inference limit stops
//! loops that make none. A third
//! Ctrl-C during the same query leaves the program, for an engine truly stuck.

use std::sync::atomic::{AtomicUsize, Ordering};

use signal_hook::consts::SIGINT;
use signal_hook::iterator::Signals;

static PRESSES: AtomicUsize = AtomicUsize::new(0);

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
    eprintln!(
        "\nInterrupt: the query stops at its next host call or at the inference limit \
         (Ctrl-C three times leaves)."
    );
}

/// Forgets Ctrl-C presses from before: a new query starts.
pub fn reset() {
    PRESSES.store(0, Ordering::SeqCst);
}

/// True when the user pressed Ctrl-C since the query started.
pub fn requested() -> bool {
    PRESSES.load(Ordering::SeqCst) > 0
}
