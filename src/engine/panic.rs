//! The engine's panics, contained.
//!
//! Scryer 0.10 panics on some inputs the host cannot screen out (a cyclic
//! term reaching `assertz/1` through a variable goal, an allocation that
//! fails, a stack that cannot grow). A panic leaves the machine in no
//! state to run again, but the rest of the process is sound: the session
//! keeps its game in the autosave, so the caller drops the engine and
//! builds a fresh one (`app::run_sessions`), or reports the game as failed
//! (`simulate`).

use std::any::Any;
use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// An engine panic that was caught: what it said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginePanic {
    pub message: String,
}

impl EnginePanic {
    /// The engine ran out of memory (an allocation or a stack that could
    /// not grow) rather than hitting one of its own bugs.
    pub fn out_of_memory(&self) -> bool {
        [
            "out of memory",
            "growing the stack failed",
            "capacity overflow",
        ]
        .iter()
        .any(|m| self.message.contains(m))
    }
}

impl std::fmt::Display for EnginePanic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

thread_local! {
    // Set while this thread runs engine code whose panics are handled:
    // the hook stays quiet then, since the caller tells the player.
    static CONTAINED: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, turning a panic inside it into an `EnginePanic`. `f` must
/// not be trusted to have left its captures usable after a panic: drop
/// the engine it ran.
pub fn contain_panic<T>(f: impl FnOnce() -> T) -> Result<T, EnginePanic> {
    install_hook();
    let outer = CONTAINED.with(|c| c.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CONTAINED.with(|c| c.set(outer));
    result.map_err(|payload| EnginePanic {
        message: payload_text(payload.as_ref()),
    })
}

fn payload_text(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// A panic contained by `contain_panic` prints nothing (the player is told
/// in a sentence), unless RUST_BACKTRACE asks for the details; any other
/// panic is reported as Rust reports it.
fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let contained = CONTAINED.with(Cell::get);
            let wanted = std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0");
            if !contained || wanted {
                default(info);
            }
        }));
    });
}

/// Drops an engine that panicked, containing a second panic in its
/// destructor (its memory is then leaked, which is the lesser harm).
pub fn discard<T>(engine: T) {
    let _ = contain_panic(move || drop(engine));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_comes_back_as_its_message() {
        assert_eq!(contain_panic(|| 7), Ok(7));
        let caught = contain_panic(|| -> u8 { panic!("out of memory") }).unwrap_err();
        assert_eq!(caught.message, "out of memory");
        assert!(caught.out_of_memory());
        let index = contain_panic(|| {
            let v: Vec<u8> = Vec::new();
            let at = usize::MAX;
            v[at..].len()
        })
        .unwrap_err();
        assert!(index.message.contains("out of range"), "{index}");
        assert!(!index.out_of_memory());
    }
}
