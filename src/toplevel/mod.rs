//! The read-run-answer loop, printing answers the way GNU Prolog does.
//!
//! The loop itself runs inside the engine, as one long query
//! (`toplevel:serve/2`): it asks the host for the next query the player
//! types, runs it, and reports how it ended. One query for a whole session,
//! failing back after each of the player's, keeps memory flat: every
//! query run from Rust leaves ~170 bytes in Scryer 0.10 for good. This
//! module starts that loop and, for tests and `-g` goals, runs single
//! queries the same way. It owns no game state and never interprets a
//! query itself.

use std::time::Instant;

use crate::engine::Engine;
use crate::io::answer::{report, Answer, QueryMode};
use crate::io::reader::ClauseReader;

/// How the loop behaves.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Exit with status 1 at the end when a query raised an error.
    pub strict: bool,
    /// Show "(N ms)" before yes/no even in batch mode.
    pub timing: bool,
}

/// The exit status when a `-g` goal failed (SWI-Prolog's).
pub const GOAL_FAILED: i32 = 1;
/// The exit status when a `-g` goal raised an error, was stopped by a limit
/// or could not be read (SWI-Prolog's for an exception).
pub const GOAL_RAISED: i32 = 2;

/// What the loop ended with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    EndOfInput,
    Halt(i32),
    /// `play(Game)`: start `game`'s session, messages in `lang`.
    Switch {
        game: String,
        lang: String,
    },
}

impl Outcome {
    /// The outcome a query's answer asks for, if it ends the session.
    fn of_answer(answer: Answer) -> Option<Outcome> {
        match answer {
            Answer::Halt(code) => Some(Outcome::Halt(code)),
            Answer::Switch { game, lang } => Some(Outcome::Switch { game, lang }),
            _ => None,
        }
    }
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

    /// Runs queries until the end of input or `halt.`, as one query of the
    /// engine.
    pub fn run(&mut self) -> Outcome {
        let (ending, had_error) = self.engine.serve(self.options.timing);
        self.had_error |= had_error;
        ending
            .and_then(Outcome::of_answer)
            .unwrap_or(Outcome::EndOfInput)
    }

    /// Reads one line and runs the queries it completes, each as a query of
    /// its own; Some(outcome) when the loop must end. `reader` keeps an
    /// unfinished query between calls. Tests drive the toplevel a line at a
    /// time through this, checking the game between lines.
    pub fn step(&mut self, reader: &mut ClauseReader) -> Option<Outcome> {
        let input = self.engine.input();
        let output = self.engine.output().clone();
        let clauses = reader.read_line(input.borrow_mut().as_mut(), &output);
        reader.take_ready();
        self.had_error |= reader.had_error;
        let Some(clauses) = clauses else {
            return Some(Outcome::EndOfInput);
        };
        for clause in clauses {
            if let Some(outcome) = self.run_query(&clause) {
                return Some(outcome);
            }
        }
        None
    }

    /// Runs one clause and prints its answers; Some(outcome) when it asked
    /// to halt or to switch games.
    pub fn run_query(&mut self, clause: &str) -> Option<Outcome> {
        self.run_clause(clause, QueryMode::Query)
    }

    /// Runs a goal given with `-g`: silently, as GNU Prolog and Scryer do,
    /// saying only when it fails or raises an error. A goal that did not
    /// complete ends the session as in SWI-Prolog: `Halt(1)` when it
    /// failed, `Halt(2)` when it raised an error, was stopped by a limit or
    /// could not be read, so that no later goal runs on a state it did not
    /// prepare and a script sees the failure in its exit status.
    pub fn run_goal(&mut self, clause: &str) -> Option<Outcome> {
        let (answer, outcome) = self.run_answer(clause, QueryMode::Goal);
        outcome.or(match answer {
            Answer::Yes | Answer::Halt(_) | Answer::Switch { .. } => None,
            Answer::No => Some(Outcome::Halt(GOAL_FAILED)),
            _ => Some(Outcome::Halt(GOAL_RAISED)),
        })
    }

    fn run_clause(&mut self, clause: &str, mode: QueryMode) -> Option<Outcome> {
        self.run_answer(clause, mode).1
    }

    fn run_answer(&mut self, clause: &str, mode: QueryMode) -> (Answer, Option<Outcome>) {
        let show_time = self.interactive() || self.options.timing;
        let started = Instant::now();
        let (answer, waiting) = self.engine.run_user_query(clause, mode);
        let elapsed = started.elapsed().saturating_sub(waiting);
        self.had_error |= answer.is_error(mode);
        report(
            &answer,
            mode,
            clause,
            show_time,
            elapsed,
            self.engine.output(),
        );
        self.engine.autosave();
        let outcome = Outcome::of_answer(answer.clone());
        (answer, outcome)
    }
}
