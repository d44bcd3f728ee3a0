//! The read-run-answer loop, printing answers the way GNU Prolog does.
//!
//! It reads lines until a clause is complete, hands each clause to the engine,
//! and prints bindings, `yes` / `no`, and errors. It owns no game state and
//! never interprets a query itself. After each query it asks the engine to
//! autosave the game (see `Engine::set_autosave`).

pub mod input;
pub mod query_text;

use std::time::{Duration, Instant};

use crate::engine::{Answer, Engine, QueryMode};
use input::ReadLine;

pub const PROMPT: &str = "| ?- ";
const CONTINUATION_PROMPT: &str = "|    ";

/// Longer queries are refused unread: the engine parses terms recursively,
/// and a query this long nested as deep as it can be already takes seconds
/// and hundreds of megabytes (a 2 MB one took 40 s and 1.2 GB).
pub const MAX_QUERY_BYTES: usize = 1 << 20;

/// How the loop behaves.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Exit with status 1 at the end when a query raised an error.
    pub strict: bool,
    /// Show "(N ms)" before yes/no even in batch mode.
    pub timing: bool,
}

/// What the loop ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    EndOfInput,
    Halt(i32),
}

pub struct Toplevel<'e> {
    engine: &'e mut Engine,
    options: Options,
    /// True once a query raised an uncaught error (for --strict).
    pub had_error: bool,
}

impl<'e> Toplevel<'e> {
    pub fn new(engine: &'e mut Engine, options: Options) -> Self {
        Toplevel {
            engine,
            options,
            had_error: false,
        }
    }

    fn interactive(&self) -> bool {
        self.engine.input().borrow().is_interactive()
    }

    /// Runs queries until the end of input or `halt.`.
    pub fn run(&mut self) -> Outcome {
        let mut pending = String::new();
        self.refresh_completion();
        loop {
            if let Some(outcome) = self.step(&mut pending) {
                return outcome;
            }
        }
    }

    /// Reads one line and runs the queries it completes. `pending` keeps the
    /// text of an unfinished query between calls; Some(outcome) when the loop
    /// must end. Tests drive the loop a line at a time through this.
    pub fn step(&mut self, pending: &mut String) -> Option<Outcome> {
        let prompt = if query_text::is_blank(pending) {
            PROMPT
        } else {
            CONTINUATION_PROMPT
        };
        let prompt = if self.interactive() { prompt } else { "" };
        let line = self.engine.input().borrow_mut().read_line(prompt);
        match line {
            ReadLine::Line(line) => {
                pending.push_str(&line);
                pending.push('\n');
            }
            ReadLine::Interrupted => {
                pending.clear();
                return None;
            }
            ReadLine::Eof => {
                if !query_text::is_blank(pending) {
                    self.say(&format!(
                        "end of input inside an unfinished query: {}\n",
                        pending.trim()
                    ));
                    self.had_error = true;
                } else if self.interactive() {
                    self.say("\n");
                }
                return Some(Outcome::EndOfInput);
            }
        }
        let (clauses, rest) = query_text::split_clauses(pending);
        *pending = rest;
        if pending.len() > MAX_QUERY_BYTES {
            // Rescanning an ever longer unfinished query would slow every line.
            self.say(&format!(
                "The unfinished query is longer than {MAX_QUERY_BYTES} bytes: it was dropped.\n"
            ));
            self.had_error = true;
            pending.clear();
        }
        for clause in clauses {
            self.engine.input().borrow_mut().add_history(&clause);
            if let Some(code) = self.run_query(&clause) {
                return Some(Outcome::Halt(code));
            }
        }
        if !clauses_pending(pending) {
            pending.clear();
        }
        self.refresh_completion();
        None
    }

    fn refresh_completion(&mut self) {
        if self.interactive() {
            let words = self.engine.completion_words();
            self.engine.input().borrow_mut().set_completion_words(words);
        }
    }

    fn say(&self, text: &str) {
        self.engine.output().write_str(text);
        self.engine.output().flush();
    }

    /// Runs one clause and prints its answers; Some(code) when it asked to halt.
    pub fn run_query(&mut self, clause: &str) -> Option<i32> {
        self.run_clause(clause, QueryMode::Query)
    }

    /// Runs a goal given with `-g`: silently, as GNU Prolog and Scryer do,
    /// saying only when it fails or raises an error.
    pub fn run_goal(&mut self, clause: &str) -> Option<i32> {
        self.run_clause(clause, QueryMode::Goal)
    }

    fn run_clause(&mut self, clause: &str, mode: QueryMode) -> Option<i32> {
        if clause.len() > MAX_QUERY_BYTES {
            self.had_error = true;
            self.say(&format!(
                "The query is longer than {MAX_QUERY_BYTES} bytes: it was not run.\n"
            ));
            return None;
        }
        let show_time = self.interactive() || self.options.timing;
        let started = Instant::now();
        let (answer, waiting) = self.engine.run_user_query(clause, mode);
        let elapsed = started.elapsed().saturating_sub(waiting);
        let output = self.engine.output().clone();
        match answer {
            Answer::Yes if mode == QueryMode::Goal => {}
            Answer::No if mode == QueryMode::Goal => {
                self.had_error = true;
                output.write_str(&format!("Warning: the goal failed: {clause}\n"));
            }
            Answer::Yes => output.write_str(&verdict("yes", show_time, elapsed)),
            Answer::No => output.write_str(&verdict("no", show_time, elapsed)),
            Answer::SyntaxError(message) => {
                self.had_error = true;
                output.write_str(&format!("{message}\n"));
            }
            Answer::Exception(text) if text.starts_with("error(host_error(interrupted)") => {
                self.had_error = true;
                output.write_str("Interrupted.\n");
            }
            Answer::Exception(text) => {
                self.had_error = true;
                output.write_str(&format!("uncaught exception: {text}\n"));
            }
            Answer::LimitExceeded(limit) => {
                self.had_error = true;
                output.write_str(&format!(
                    "The query was stopped after {limit} inferences, the toplevel's safety \
                     net against rules that loop forever. For a long computation, type \
                     set_inference_limit(infinite). (or set_inference_limit(N) with a \
                     larger N) and run it again.\n"
                ));
            }
            Answer::Halt(code) => {
                self.engine.autosave();
                return Some(code);
            }
        }
        output.flush();
        self.engine.autosave();
        None
    }
}

fn clauses_pending(rest: &str) -> bool {
    !query_text::is_blank(rest)
}

/// Bindings as GNU Prolog shows them: a blank line, one per line, a blank line.
pub fn bindings_text<S: AsRef<str>>(bindings: &[S]) -> String {
    if bindings.is_empty() {
        return String::new();
    }
    let mut text = String::from("\n");
    for b in bindings {
        text.push_str(b.as_ref());
        text.push('\n');
    }
    text
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
    fn bindings_one_per_line() {
        assert_eq!(bindings_text::<&str>(&[]), "");
        assert_eq!(bindings_text(&["X = 1", "Y = f(a)"]), "\nX = 1\nY = f(a)\n");
    }
}
