//! How a query ended, and what the player reads about it: `yes`, `no` with
//! the time it took (GNU Prolog's shape), or the error.

use std::time::Duration;

use super::input::Output;
use crate::interrupt::memory_guard;

/// How a query the user gave is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueryMode {
    /// Typed at the prompt: its answers are printed.
    Query,
    /// Given with `-g`: run once, nothing printed.
    Goal,
}

/// How a toplevel query ended (its solutions were printed on the way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// It had a solution and the player did not ask for (or there were no) more.
    Yes,
    /// No (more) solutions.
    No,
    SyntaxError(String),
    Exception(String),
    /// The query ran past the inference limit and was stopped.
    LimitExceeded(String),
    /// The toplevel would not run the query; the text says why.
    Refused(String),
    Halt(i32),
    /// `play(Game)`: end this game's session and start `game`'s, with
    /// messages in `lang` (the rules' language code).
    Switch {
        game: String,
        lang: String,
    },
}

impl Answer {
    /// True for the answers that count as errors (`--strict`).
    pub fn is_error(&self, mode: QueryMode) -> bool {
        match self {
            Answer::Yes | Answer::Halt(_) | Answer::Switch { .. } => false,
            Answer::No => mode == QueryMode::Goal,
            _ => true,
        }
    }
}

/// Prints how `clause` ended: `yes`/`no` (with its time when `show_time`
/// and it took a millisecond or more), the error, or for a `-g` goal only
/// a failure or an error.
pub fn report(
    answer: &Answer,
    mode: QueryMode,
    clause: &str,
    show_time: bool,
    elapsed: Duration,
    output: &Output,
) {
    match answer {
        Answer::Yes | Answer::Halt(_) | Answer::Switch { .. } if mode == QueryMode::Goal => {}
        Answer::No if mode == QueryMode::Goal => {
            output.write_str(&format!("Warning: the goal failed: {clause}\n"));
        }
        Answer::Yes => output.write_str(&verdict("yes", show_time, elapsed)),
        Answer::No => output.write_str(&verdict("no", show_time, elapsed)),
        Answer::Halt(_) | Answer::Switch { .. } => {}
        Answer::SyntaxError(message) | Answer::Refused(message) => {
            output.write_str(&format!("{message}\n"));
        }
        // Stopped by Ctrl-C or the memory bound: by the engine itself, or
        // by a host call under way.
        Answer::Exception(text)
            if text.starts_with("error(host_error(interrupted)")
                || text.starts_with("error('$interrupt_thrown'") =>
        {
            match memory_guard::limit_mb().filter(|_| memory_guard::fired()) {
                Some(mb) => output.write_str(&memory_stopped(mb)),
                None => output.write_str("Interrupted.\n"),
            }
        }
        Answer::Exception(text) => output.write_str(&format!("uncaught exception: {text}\n")),
        Answer::LimitExceeded(limit) => output.write_str(&format!(
            "The query was stopped after {limit} inferences, the toplevel's safety \
             net against rules that loop forever. For a long computation, type \
             set_inference_limit(infinite). (or set_inference_limit(N) with a \
             larger N) and run it again.\n"
        )),
    }
    output.flush();
}

/// What the player reads when the memory bound stopped a query.
fn memory_stopped(megabytes: u64) -> String {
    format!(
        "The query was stopped: it took the program's memory more than {megabytes} MB \
         past its size at the first query, the toplevel's bound against a recursion \
         that never ends. For a larger computation, start conquest with \
         --query-memory MB (0 for no bound).\n"
    )
}

/// "yes" or "no" with the time before it when the query took over a millisecond.
pub fn verdict(word: &str, show_time: bool, elapsed: Duration) -> String {
    let ms = elapsed.as_millis();
    if show_time && ms >= 1 {
        format!("\n({ms} ms) {word}\n")
    } else {
        format!("\n{word}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdict_shows_time_only_when_asked_and_slow() {
        assert_eq!(
            verdict("yes", true, Duration::from_millis(69)),
            "\n(69 ms) yes\n"
        );
        assert_eq!(verdict("yes", true, Duration::from_micros(300)), "\nyes\n");
        assert_eq!(verdict("no", false, Duration::from_millis(69)), "\nno\n");
    }

    #[test]
    fn goals_say_only_when_they_fail() {
        let (output, buffer) = Output::buffer();
        report(
            &Answer::Yes,
            QueryMode::Goal,
            "g.",
            false,
            Duration::ZERO,
            &output,
        );
        assert!(buffer.borrow().is_empty());
        report(
            &Answer::No,
            QueryMode::Goal,
            "g.",
            false,
            Duration::ZERO,
            &output,
        );
        assert_eq!(
            String::from_utf8_lossy(&buffer.borrow()),
            "Warning: the goal failed: g.\n"
        );
        assert!(Answer::No.is_error(QueryMode::Goal));
        assert!(!Answer::No.is_error(QueryMode::Query));
    }
}
