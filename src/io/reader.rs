//! Reading queries: lines from the player until they complete clauses.
//!
//! A query may span lines and several may share a line; the continuation
//! prompt shows an unfinished one, and a quoted item still open (`'|   `).
//! A quoted item ends at the end of its line, as in the engines'
//! toplevels (`prolog_text::split_clauses`). What is left unfinished at the end of
//! the input is reported, and a query over [`MAX_QUERY_BYTES`] is refused
//! unread.

use std::collections::VecDeque;

use super::input::{LineSource, Output, ReadLine};
use crate::prolog_text;

pub const PROMPT: &str = "| ?- ";
const CONTINUATION_PROMPT: &str = "|    ";

/// Longer queries are refused unread: the engine parses terms recursively,
/// and a query this long nested as deep as it can be already takes seconds
/// and hundreds of megabytes (a 2 MB one took 40 s and 1.2 GB).
pub const MAX_QUERY_BYTES: usize = 1 << 20;

/// What the next read gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// A complete clause, with its final full stop.
    Clause(String),
    /// The input ended.
    Eof,
}

/// Lines read so far and the clauses they completed.
#[derive(Debug, Default)]
pub struct ClauseReader {
    pending: String,
    ready: VecDeque<String>,
    /// True once something was refused or left unfinished (for --strict).
    pub had_error: bool,
}

impl ClauseReader {
    pub fn new() -> ClauseReader {
        ClauseReader::default()
    }

    /// The next complete clause, reading lines as needed.
    pub fn next_clause(&mut self, input: &mut dyn LineSource, output: &Output) -> Next {
        loop {
            if let Some(clause) = self.ready.pop_front() {
                return Next::Clause(clause);
            }
            if self.read_line(input, output).is_none() {
                return Next::Eof;
            }
        }
    }

    /// Reads one line; the clauses it completed (None at the end of input).
    pub fn read_line(
        &mut self,
        input: &mut dyn LineSource,
        output: &Output,
    ) -> Option<Vec<String>> {
        let prompt = if !input.is_interactive() {
            String::new()
        } else if prolog_text::is_blank(&self.pending) {
            PROMPT.to_string()
        } else {
            continuation_prompt(&self.pending)
        };
        match input.read_line(&prompt) {
            ReadLine::Line(line) => {
                self.pending.push_str(&line);
                self.pending.push('\n');
            }
            ReadLine::Interrupted => {
                self.pending.clear();
                return Some(Vec::new());
            }
            ReadLine::Eof => {
                if !prolog_text::is_blank(&self.pending) {
                    output.write_str(&format!(
                        "end of input inside an unfinished query: {}\n",
                        shown_start(self.pending.trim())
                    ));
                    self.had_error = true;
                } else if input.is_interactive() {
                    output.write_str("\n");
                }
                output.flush();
                self.pending.clear();
                return None;
            }
        }
        let (clauses, rest) = prolog_text::split_clauses(&self.pending);
        self.pending = if prolog_text::is_blank(&rest) {
            String::new()
        } else {
            rest
        };
        if self.pending.len() > MAX_QUERY_BYTES {
            // Rescanning an ever longer unfinished query would slow every line.
            output.write_str(&format!(
                "The unfinished query is longer than {MAX_QUERY_BYTES} bytes: it was dropped.\n"
            ));
            self.had_error = true;
            self.pending.clear();
        }
        let mut complete = Vec::new();
        for clause in clauses {
            if clause.len() > MAX_QUERY_BYTES {
                output.write_str(&format!(
                    "The query is longer than {MAX_QUERY_BYTES} bytes: it was not run.\n"
                ));
                self.had_error = true;
                continue;
            }
            input.add_history(&clause);
            complete.push(clause.clone());
            self.ready.push_back(clause);
        }
        output.flush();
        Some(complete)
    }

    /// The text of the unfinished query.
    pub fn pending(&self) -> &str {
        &self.pending
    }

    /// Forgets the clauses read and not taken with next_clause (the
    /// caller of read_line runs them itself).
    pub fn take_ready(&mut self) {
        self.ready.clear();
    }
}

/// The prompt for the next line of the unfinished query `pending`: the
/// open quote in front when a quoted item goes on (its line ended in a
/// backslash), so the player sees why the query has not ended.
fn continuation_prompt(pending: &str) -> String {
    match prolog_text::open_quote(pending) {
        Some(quote) => format!("{quote}|   "),
        None => CONTINUATION_PROMPT.to_string(),
    }
}

/// How much of an unfinished query a message shows.
const SHOWN_CHARS: usize = 200;

/// The start of `text` for a message: at most SHOWN_CHARS characters,
/// control characters (binary input) shown escaped, never written raw to
/// the terminal.
fn shown_start(text: &str) -> String {
    let mut shown: String = text
        .chars()
        .take(SHOWN_CHARS)
        .flat_map(|c| {
            if c.is_control() && c != '\n' && c != '\t' {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect();
    if text.chars().count() > SHOWN_CHARS {
        shown.push_str(" ...");
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::input::BatchInput;

    #[test]
    fn an_unfinished_query_is_shown_short_and_without_raw_control_bytes() {
        let binary = "\u{1}\u{1b}[2J".repeat(500);
        let shown = shown_start(&binary);
        assert!(
            !shown.contains('\u{1b}') && !shown.contains('\u{1}'),
            "{shown}"
        );
        assert!(shown.ends_with(" ...") && shown.len() < 2000, "{shown}");
        assert_eq!(shown_start("X = f(a"), "X = f(a");
    }

    #[test]
    fn the_continuation_prompt_shows_an_open_quote() {
        assert_eq!(continuation_prompt("X = f(\n"), CONTINUATION_PROMPT);
        assert_eq!(continuation_prompt("X = 'ab\\\n"), "'|   ");
        assert_eq!(continuation_prompt("X = \"ab\\\n"), "\"|   ");
    }

    #[test]
    fn an_unclosed_quote_ends_at_its_line_and_the_next_query_runs() {
        let (output, _) = Output::buffer();
        let mut input = BatchInput::new(&b"X = 'abc.\nY = 1.\n"[..], output.clone());
        let mut reader = ClauseReader::new();
        assert_eq!(
            reader.next_clause(&mut input, &output),
            Next::Clause("X = 'abc.".into())
        );
        assert_eq!(
            reader.next_clause(&mut input, &output),
            Next::Clause("Y = 1.".into())
        );
        assert_eq!(reader.next_clause(&mut input, &output), Next::Eof);
        assert!(!reader.had_error);
    }

    #[test]
    fn clauses_span_lines_and_share_them() {
        let (output, _) = Output::buffer();
        let mut input = BatchInput::new(&b"X = f(\n 1).  Y = 2.\nZ = 3\n"[..], output.clone());
        let mut reader = ClauseReader::new();
        assert_eq!(
            reader.next_clause(&mut input, &output),
            Next::Clause("X = f(\n 1).".into())
        );
        assert_eq!(
            reader.next_clause(&mut input, &output),
            Next::Clause("Y = 2.".into())
        );
        assert_eq!(reader.next_clause(&mut input, &output), Next::Eof);
        assert!(reader.had_error, "Z = 3 was left unfinished");
    }
}
