//! The toplevel loop's side in the host: the session reads the player's
//! queries, reports how each ended, and asks at a solution whether to go
//! on; a query's state (its waiting time, `a` for all solutions) starts
//! and ends with it.

use std::time::{Duration, Instant};

use super::Host;
use crate::io::answer::{report, Answer, QueryMode};
use crate::io::keys::Key;
use crate::io::reader::{ClauseReader, Next};

/// The toplevel loop's side in the host: it reads the player's queries and
/// reports how each ended.
pub(super) struct Session {
    reader: ClauseReader,
    /// Show "(N ms)" even when not at a terminal.
    timing: bool,
    had_error: bool,
    /// The query being run and when it started.
    clause: String,
    query_started: Instant,
    /// Queries read so far.
    queries: u64,
}

impl Host {
    /// The toplevel loop starts: from now on it asks for queries.
    pub fn start_session(&mut self, timing: bool) {
        self.session = Some(Session {
            reader: ClauseReader::new(),
            timing,
            had_error: false,
            clause: String::new(),
            query_started: Instant::now(),
            queries: 0,
        });
    }

    /// How many queries the loop has read.
    pub fn session_queries(&self) -> u64 {
        self.session.as_ref().map_or(0, |s| s.queries)
    }

    /// The loop failed on its own: the session counts as having an error.
    pub fn note_session_error(&mut self) {
        if let Some(session) = &mut self.session {
            session.had_error = true;
        }
    }

    /// The loop ended: whether any query raised an error, was refused or
    /// was left unfinished.
    pub fn end_session(&mut self) -> bool {
        self.session
            .take()
            .is_some_and(|s| s.had_error || s.reader.had_error)
    }

    /// Reads the player's next complete query for the loop: `q` and the
    /// query with `\\`, newlines and carriage returns escaped (a reply is
    /// one line), or `eof`.
    pub(super) fn next_query(&mut self, words: Vec<String>) -> Result<String, String> {
        let Some(session) = self.session.as_mut() else {
            return Err("no_session".into());
        };
        if !words.is_empty() {
            self.input.borrow_mut().set_completion_words(words);
        }
        self.output.flush();
        let next = session
            .reader
            .next_clause(self.input.borrow_mut().as_mut(), &self.output);
        match next {
            Next::Clause(clause) => {
                let reply = format!("q{}", escape_line(&clause));
                session.clause = clause;
                session.queries += 1;
                self.begin_query();
                if let Some(session) = self.session.as_mut() {
                    session.query_started = Instant::now();
                }
                Ok(reply)
            }
            Next::Eof => Ok("eof".into()),
        }
    }

    /// Prints how the loop's query ended, with the time it took without
    /// the time spent waiting for the player.
    pub(super) fn query_done(&mut self, answer: Answer) -> Result<String, String> {
        self.end_query();
        let interactive = self.input.borrow().is_interactive();
        let Some(session) = self.session.as_mut() else {
            return Err("no_session".into());
        };
        let elapsed = session.query_started.elapsed().saturating_sub(self.waiting);
        session.had_error |= answer.is_error(QueryMode::Query);
        report(
            &answer,
            QueryMode::Query,
            &session.clause,
            interactive || session.timing,
            elapsed,
            &self.output,
        );
        Ok(String::new())
    }

    /// Starts a new toplevel query.
    pub fn begin_query(&mut self) {
        crate::interrupt::reset();
        crate::interrupt::memory_guard::arm();
        self.all_solutions = false;
        self.waiting = Duration::ZERO;
    }

    /// Ends a toplevel query: bytes held as the start of a request that
    /// never came are the user's own output.
    pub fn end_query(&mut self) {
        crate::interrupt::memory_guard::disarm();
        let held = self.framer.flush_pending();
        self.output.write_bytes(&held);
        self.pending_reply = None;
        self.output.flush();
    }

    /// How long the current query waited for the player.
    pub fn waiting(&self) -> Duration {
        self.waiting
    }

    /// Ends the line of a solution the toplevel printed (GNU Prolog's
    /// shape: a blank line, then the bindings). When more may follow at a
    /// terminal, asks with one key press: `;` (or space, `n`) for the
    /// next, `a` for all, Enter to stop. The reply is `more` or `stop`.
    pub(super) fn solution(&mut self, last: bool, shown: bool) -> String {
        let interactive = self.input.borrow().is_interactive();
        if last || !interactive || self.all_solutions {
            if shown {
                self.output.write_str("\n");
            }
            return if self.all_solutions && !last {
                "more".into()
            } else {
                "stop".into()
            };
        }
        if !shown {
            self.output.write_str("\ntrue");
        }
        self.output.write_str(" ? ");
        loop {
            let key = self.timed(|input| input.read_key());
            match key {
                Key::Char(';' | ' ' | 'n') => {
                    self.output.write_str(";\n");
                    return "more".into();
                }
                Key::Char('a') => {
                    self.output.write_str("a\n");
                    self.all_solutions = true;
                    return "more".into();
                }
                Key::Enter | Key::Char('.') | Key::Interrupted | Key::Eof => {
                    self.output.write_str("\n");
                    return "stop".into();
                }
                Key::Char(_) => self.output.write_str(
                    "\nAction (; for next solution, a for all solutions, RET to stop) ? ",
                ),
            }
        }
    }
}

/// `text` on one line: backslashes, newlines and carriage returns escaped
/// with a backslash (`toplevel:serve/2` undoes it).
fn escape_line(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_escaped_for_one_reply_line() {
        assert_eq!(escape_line("a\\b\nc\rd"), "a\\\\b\\nc\\rd");
        assert!(!escape_line("x.\n% c\r\n").contains('\n'));
    }
}
