//! Prolog text read without parsing it: where a clause ends, the line it
//! starts on, how deep its brackets nest; and an atom written quoted.
//!
//! One scan serves the player's typed queries (`io::reader`), the reads of
//! the user's programs, saved games and the loader's questions about a
//! file (`host`). A clause may span lines and ends with a full stop
//! followed by layout. The scan skips quoted atoms and strings, `0'c`
//! character codes and comments, so a `.` inside `'a.b'` or `% done.`
//! never ends a clause and a `(` inside them opens nothing. It never
//! parses terms: that is the engine's job, under `catch/3`.

/// `text` as a quoted Prolog atom.
pub fn quoted_atom(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => out.push_str(&format!("\\x{:x}\\", c as u32)),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// The complete clauses at the start of `text`, each with its final `.`, and the
/// unfinished rest (empty or only layout when everything was complete).
///
/// This is how the engines read a query or a term typed at a terminal: a
/// quoted item (`'...'`, `"..."`, `` `...` ``) cannot go on past the end of
/// its line (ISO; Scryer's lexer and GNU Prolog's both stop there, and
/// Scryer has no flag that allows it) unless the line ends in a backslash.
/// So a quote still open at a line end ends the clause there, without its
/// full stop: the engine's reader then reports the syntax error with its
/// position, and the next line starts the next clause, where scanning on
/// would swallow every query after it.
pub fn split_clauses(text: &str) -> (Vec<String>, String) {
    let chars: Vec<char> = text.chars().collect();
    let (spans, rest_start) = clause_spans(&chars, QuotedLines::EndAtLineEnd);
    let clauses = spans
        .iter()
        .map(|span| chars[span.start..=span.end].iter().collect::<String>())
        .filter(|clause| !clause.trim().is_empty())
        .map(|clause| clause.trim().to_string())
        .collect();
    let rest: String = chars[rest_start.min(chars.len())..].iter().collect();
    (clauses, rest)
}

/// A clause and the 1-based line it starts on.
pub type LinedClause = (usize, String);

/// The clauses of a whole file, each from its first token (comments and
/// layout before it left out) to its full stop, with the 1-based line it
/// starts on; then the unfinished rest, if any, with its line. Line ends
/// CR LF count as one: a file edited on Windows reads as the same file.
pub fn clauses_with_lines(text: &str) -> (Vec<LinedClause>, Option<LinedClause>) {
    let chars: Vec<char> = text.chars().collect();
    let (spans, rest_start) = clause_spans(&chars, QuotedLines::Span);
    let mut line = 1;
    let mut counted = 0;
    let mut line_at = |index: usize| {
        line += chars[counted..index].iter().filter(|c| **c == '\n').count();
        counted = index;
        line
    };
    let mut clauses = Vec::with_capacity(spans.len());
    for span in spans {
        let at = line_at(span.first_token);
        let clause: String = chars[span.first_token..=span.end]
            .iter()
            .filter(|c| **c != '\r')
            .collect();
        clauses.push((at, clause));
    }
    let rest_token = first_token_at_chars(&chars, rest_start);
    let rest = (rest_token < chars.len()).then(|| {
        let at = line_at(rest_token);
        (at, chars[rest_token..].iter().collect())
    });
    (clauses, rest)
}

/// Where a clause lies in the text: from `start` (after the previous
/// clause), its first token at `first_token`, its full stop at `end`.
struct Span {
    start: usize,
    first_token: usize,
    end: usize,
}

/// Whether a quoted item may go on past the end of its line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum QuotedLines {
    /// A line end closes it as a syntax error and ends the clause (queries
    /// and terms typed by the user, read as the engines read them).
    EndAtLineEnd,
    /// It goes on to its closing quote (files and saves, whose clauses the
    /// loader reads with the engine's own reader and reports itself).
    Span,
}

/// The complete clauses of `chars` and where the unfinished rest starts.
fn clause_spans(chars: &[char], quoted_lines: QuotedLines) -> (Vec<Span>, usize) {
    let mut spans = Vec::new();
    let mut start = 0;
    let mut first_token = None;
    let mut i = 0;
    // Whether the character before `i` was part of a symbolic atom such as `=..`.
    let mut after_symbol = false;
    while i < chars.len() {
        let c = chars[i];
        let was_symbol = after_symbol;
        after_symbol = false;
        if let Some(after) = skip_comment(chars, i) {
            i = after;
            continue;
        }
        match c {
            c if c.is_whitespace() => {}
            _ if first_token.is_none() => first_token = Some(i),
            _ => {}
        }
        match c {
            '\'' | '"' | '`' => {
                if c == '\'' && is_char_code_quote(chars, i) {
                    i = skip_char_code(chars, i + 1);
                    continue;
                }
                match skip_quoted(chars, i, quoted_lines) {
                    Quoted::Closed(after) | Quoted::Unclosed(after) => i = after,
                    Quoted::AtLineEnd(line_end) => {
                        spans.push(Span {
                            start,
                            first_token: first_token.unwrap_or(i),
                            end: line_end - 1,
                        });
                        start = line_end + 1;
                        first_token = None;
                        i = line_end + 1;
                    }
                }
                continue;
            }
            '.' => {
                let prev_symbolic = was_symbol;
                after_symbol = true;
                let next = chars.get(i + 1);
                let ends = match next {
                    None => true,
                    Some(n) => n.is_whitespace() || *n == '%',
                };
                if ends && !prev_symbolic {
                    spans.push(Span {
                        start,
                        first_token: first_token.unwrap_or(i),
                        end: i,
                    });
                    start = i + 1;
                    first_token = None;
                    after_symbol = false;
                }
            }
            c => after_symbol = is_symbol_char(c),
        }
        i += 1;
    }
    (spans, start)
}

/// True when the text has nothing but layout and comments.
pub fn is_blank(text: &str) -> bool {
    first_token_at(text, 0) >= text.chars().count()
}

fn is_symbol_char(c: char) -> bool {
    "+-*/\\^<>=~:.?@#&$".contains(c)
}

/// `0'c` is the code of c: the quote after a lone 0 opens no atom.
fn is_char_code_quote(chars: &[char], i: usize) -> bool {
    if i == 0 || chars[i - 1] != '0' {
        return false;
    }
    // The 0 must start a number, not end one (10'...' is not a char code here).
    i < 2 || !chars[i - 2].is_alphanumeric() && chars[i - 2] != '_'
}

fn skip_char_code(chars: &[char], i: usize) -> usize {
    match chars.get(i) {
        Some('\\') => i + 2,
        Some('\'') if chars.get(i + 1) == Some(&'\'') => i + 2,
        Some(_) => i + 1,
        None => i,
    }
}

/// How a quoted item ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Quoted {
    /// At its closing quote; scanning goes on after it.
    Closed(usize),
    /// It is still open at this line end (a `\\` before a line end
    /// continues it instead).
    AtLineEnd(usize),
    /// It is still open at the end of the text.
    Unclosed(usize),
}

fn skip_quoted(chars: &[char], open: usize, quoted_lines: QuotedLines) -> Quoted {
    let quote = chars[open];
    let mut i = open + 1;
    while i < chars.len() {
        if chars[i] == '\\' {
            i = skip_escape(chars, i + 1);
            continue;
        }
        if chars[i] == quote {
            if chars.get(i + 1) == Some(&quote) {
                i += 2;
                continue;
            }
            return Quoted::Closed(i + 1);
        }
        if chars[i] == '\n' && quoted_lines == QuotedLines::EndAtLineEnd {
            return Quoted::AtLineEnd(i);
        }
        i += 1;
    }
    Quoted::Unclosed(chars.len())
}

/// The quote (`'`, `"` or `` ` ``) still open at the end of `text` read as
/// a query, if any: a line that ends in a backslash inside a quoted item
/// goes on with the next line, and the continuation prompt says so.
pub fn open_quote(text: &str) -> Option<char> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if let Some(after) = skip_comment(&chars, i) {
            i = after;
            continue;
        }
        match chars[i] {
            '\'' if is_char_code_quote(&chars, i) => i = skip_char_code(&chars, i + 1),
            c @ ('\'' | '"' | '`') => match skip_quoted(&chars, i, QuotedLines::EndAtLineEnd) {
                Quoted::Closed(after) => i = after,
                Quoted::AtLineEnd(line_end) => i = line_end + 1,
                Quoted::Unclosed(_) => return Some(c),
            },
            _ => i += 1,
        }
    }
    None
}

/// Skips an escape after its backslash: `\\n`, or `\\x41\\` and `\\101\\`,
/// whose closing backslash must not be taken for the start of another escape.
fn skip_escape(chars: &[char], i: usize) -> usize {
    match chars.get(i) {
        Some('x') => {
            let mut j = i + 1;
            while j < chars.len() && chars[j].is_ascii_hexdigit() {
                j += 1;
            }
            if chars.get(j) == Some(&'\\') {
                j + 1
            } else {
                j
            }
        }
        Some(c) if c.is_digit(8) => {
            let mut j = i;
            while j < chars.len() && chars[j].is_digit(8) {
                j += 1;
            }
            if chars.get(j) == Some(&'\\') {
                j + 1
            } else {
                j
            }
        }
        Some(_) => i + 1,
        None => i,
    }
}

/// A clause's text with each comment replaced by a space; quoted items
/// and `0'c` character codes are kept as they are.
pub fn without_comments(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(after) = skip_comment(&chars, i) {
            out.push(' ');
            i = after;
        } else if c == '\'' && is_char_code_quote(&chars, i) {
            let end = skip_char_code(&chars, i + 1);
            out.extend(&chars[i..end]);
            i = end;
        } else if matches!(c, '\'' | '"' | '`') {
            let end = match skip_quoted(&chars, i, QuotedLines::Span) {
                Quoted::Closed(after) | Quoted::Unclosed(after) | Quoted::AtLineEnd(after) => after,
            };
            out.extend(&chars[i..end]);
            i = end;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The 1-based line of the first token at or after character `offset`, skipping
/// layout and comments: where a clause that failed to parse begins.
pub fn line_of_clause_at(text: &str, offset: usize) -> usize {
    let chars: Vec<char> = text.chars().collect();
    let i = first_token_at(text, offset).min(chars.len());
    1 + chars[..i].iter().filter(|c| **c == '\n').count()
}

/// The character index of the first token at or after `offset`.
fn first_token_at(text: &str, offset: usize) -> usize {
    let chars: Vec<char> = text.chars().collect();
    first_token_at_chars(&chars, offset)
}

fn first_token_at_chars(chars: &[char], offset: usize) -> usize {
    let mut i = offset.min(chars.len());
    loop {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        match skip_comment(chars, i) {
            Some(after) => i = after,
            None => return i,
        }
    }
}

/// Where the comment starting at `i` ends, or None when none starts there.
/// A `%` comment ends before its line end; an unclosed `/*` runs to the
/// end of the text.
fn skip_comment(chars: &[char], i: usize) -> Option<usize> {
    match chars.get(i) {
        Some('%') => {
            let mut j = i;
            while j < chars.len() && chars[j] != '\n' {
                j += 1;
            }
            Some(j)
        }
        Some('/') if chars.get(i + 1) == Some(&'*') => {
            let mut j = i + 2;
            while j < chars.len() && !(chars[j] == '*' && chars.get(j + 1) == Some(&'/')) {
                j += 1;
            }
            Some((j + 2).min(chars.len()))
        }
        _ => None,
    }
}

/// Where a clause starts, for one byte offset into a Prolog text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The line (1-based) of the first character at or after the offset
    /// that is neither layout nor inside a comment; 0 when only layout follows.
    pub line: u64,
    /// The offset counted in characters.
    pub chars: u64,
    /// That first character's offset, in characters.
    pub token_chars: u64,
}

/// The [`Place`] of each byte offset into a Prolog text. The loader reads
/// clauses with the engine's reader, which tells byte positions only, and
/// asks this once per file instead of skipping layout (`%` to the end of
/// the line, `/* */`, blanks) a character at a time in Prolog.
pub fn layout(text: &[u8], offsets: &[u64]) -> Vec<Place> {
    let text = String::from_utf8_lossy(text);
    let chars: Vec<char> = text.chars().collect();
    let mut order: Vec<usize> = (0..offsets.len()).collect();
    order.sort_by_key(|&i| offsets[i]);
    let blank = Place {
        line: 0,
        chars: 0,
        token_chars: 0,
    };
    let mut places = vec![blank; offsets.len()];
    // The character at byte `bytes`, carried from offset to offset.
    let (mut at, mut bytes) = (0usize, 0u64);
    let mut lines = LineCount::default();
    for i in order {
        while at < chars.len() && bytes < offsets[i] {
            bytes += chars[at].len_utf8() as u64;
            at += 1;
        }
        let token = first_token_at_chars(&chars, at);
        places[i] = Place {
            line: if token < chars.len() {
                lines.line_at(&chars, token)
            } else {
                0
            },
            chars: at as u64,
            token_chars: token as u64,
        };
    }
    places
}

/// The 1-based line of a character index, counted on from the last index
/// asked (indices asked in order cost one pass over the text).
#[derive(Default)]
struct LineCount {
    counted: usize,
    newlines: u64,
}

impl LineCount {
    fn line_at(&mut self, chars: &[char], index: usize) -> u64 {
        if index < self.counted {
            *self = LineCount::default();
        }
        self.newlines += chars[self.counted..index]
            .iter()
            .filter(|c| **c == '\n')
            .count() as u64;
        self.counted = index;
        self.newlines + 1
    }
}

/// How deep the brackets of a Prolog text nest (`(`, `[`, `{`, outside
/// quoted text, `0'c` and comments), and the line where that depth is first
/// reached (0 for a text without brackets). Saved games nest a few levels;
/// a hostile one nested a million deep would take the engine's parser
/// minutes.
pub fn nesting(text: &[u8]) -> (u64, u64) {
    let text = String::from_utf8_lossy(text);
    let chars: Vec<char> = text.chars().collect();
    let (mut depth, mut deepest, mut deepest_at) = (0u64, 0u64, None);
    let mut i = 0;
    while i < chars.len() {
        if let Some(after) = skip_comment(&chars, i) {
            i = after;
            continue;
        }
        match chars[i] {
            '(' | '[' | '{' => {
                depth += 1;
                if depth > deepest {
                    deepest = depth;
                    deepest_at = Some(i);
                }
            }
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            '\'' if is_char_code_quote(&chars, i) => {
                i = skip_char_code(&chars, i + 1);
                continue;
            }
            '\'' | '"' | '`' => {
                i = match skip_quoted(&chars, i, QuotedLines::Span) {
                    Quoted::Closed(after) | Quoted::Unclosed(after) | Quoted::AtLineEnd(after) => {
                        after
                    }
                };
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    let line = deepest_at.map_or(0, |at| LineCount::default().line_at(&chars, at));
    (deepest, line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_go_and_quoted_text_stays() {
        let clause = "a(X) :- % why\n    X = '% kept', /* gone */ Y = 0'%, Z = \"/* kept */\".";
        assert_eq!(
            without_comments(clause),
            "a(X) :-  \n    X = '% kept',   Y = 0'%, Z = \"/* kept */\"."
        );
    }

    fn split(text: &str) -> (Vec<String>, String) {
        split_clauses(text)
    }

    #[test]
    fn one_query_per_full_stop() {
        let (c, rest) = split("X = 1. Y = 2.\n");
        assert_eq!(c, vec!["X = 1.", "Y = 2."]);
        assert_eq!(rest.trim(), "");
    }

    #[test]
    fn query_spanning_lines_is_unfinished_until_its_full_stop() {
        let (c, rest) = split("foo(X,\n");
        assert!(c.is_empty());
        assert_eq!(rest, "foo(X,\n");
        let (c, _) = split("foo(X,\n  Y).\n");
        assert_eq!(c, vec!["foo(X,\n  Y)."]);
    }

    #[test]
    fn full_stops_inside_quotes_and_comments_do_not_end() {
        let (c, rest) = split("X = 'a. b', Y = \"c. d\" % e. f\n, Z = 1 /* . */.\n");
        assert_eq!(c.len(), 1, "{c:?} {rest:?}");
    }

    #[test]
    fn symbolic_atoms_and_decimals_do_not_end() {
        assert!(split("X = 1.5").0.is_empty());
        assert_eq!(split("X =.. [f, a].\n").0, vec!["X =.. [f, a]."]);
        assert!(split("X = '.'").0.is_empty());
        assert_eq!(split("X = '.'.\n").0, vec!["X = '.'."]);
    }

    #[test]
    fn char_codes_with_quotes() {
        assert_eq!(split("X = 0'a.\n").0, vec!["X = 0'a."]);
        assert_eq!(split("X = 0''', Y = 1.\n").0.len(), 1);
        assert_eq!(split("X = 0'\\n.\n").0.len(), 1);
    }

    #[test]
    fn numeric_escapes_end_with_their_own_backslash() {
        assert_eq!(split("X = '\\x1\\'.\n").0, vec!["X = '\\x1\\'."]);
        assert_eq!(split("X = \"a\\101\\\".\n").0.len(), 1);
        assert_eq!(split("X = 'it\\'s'.\n").0.len(), 1);
    }

    #[test]
    fn a_quote_open_at_a_line_end_ends_the_clause_there() {
        let (c, rest) = split("X = 'abc.\nY = 1.\nZ = \"q.\nW = `2\n");
        assert_eq!(c, vec!["X = 'abc.", "Y = 1.", "Z = \"q.", "W = `2"]);
        assert_eq!(rest, "");
        let (c, rest) = split("f(a,\n  'b) .\n");
        assert_eq!(c, vec!["f(a,\n  'b) ."]);
        assert_eq!(rest, "");
        let (c, rest) = split("X = 'abc");
        assert!(c.is_empty());
        assert_eq!(rest, "X = 'abc");
    }

    #[test]
    fn a_backslash_at_the_line_end_continues_a_quote() {
        let (c, rest) = split("X = 'abc\\\n");
        assert!(c.is_empty());
        assert_eq!(open_quote(&rest), Some('\''));
        let (c, _) = split("X = 'abc\\\ndef'.\n");
        assert_eq!(c, vec!["X = 'abc\\\ndef'."]);
        assert_eq!(open_quote("X = \"a. % '\n"), None);
        assert_eq!(open_quote("X = 0'a, Y = f(\n"), None);
        assert_eq!(open_quote("X = `a\\\nb"), Some('`'));
    }

    #[test]
    fn a_files_quoted_items_may_span_lines() {
        let (clauses, rest) = clauses_with_lines("a('x\ny').\nb.\n");
        assert_eq!(clauses.len(), 2);
        assert_eq!(rest, None);
    }

    #[test]
    fn lone_full_stop_is_a_clause() {
        assert_eq!(split(".\n").0, vec!["."]);
    }

    #[test]
    fn full_stop_at_end_of_text_ends() {
        assert_eq!(split("halt.").0, vec!["halt."]);
    }

    #[test]
    fn blank_text() {
        assert!(is_blank("  % nothing\n /* at all */ "));
        assert!(!is_blank("foo"));
    }

    #[test]
    fn a_files_clauses_come_with_their_lines_without_comments() {
        let text = "% saved\r\na(1).\r\n\r\n/* x\n y */ b('%. x',\n  2). % c.\nc(";
        let (clauses, rest) = clauses_with_lines(text);
        assert_eq!(
            clauses,
            vec![
                (2, "a(1).".to_string()),
                (5, "b('%. x',\n  2).".to_string())
            ]
        );
        assert_eq!(rest, Some((7, "c(".to_string())));
        assert_eq!(clauses_with_lines("a.\n% end\n").1, None);
    }

    #[test]
    fn clause_lines_skip_layout_and_comments() {
        let text = "a.\n\n% note\n/* x\n y */\n  bad(.\n";
        assert_eq!(line_of_clause_at(text, 2), 6);
        assert_eq!(line_of_clause_at(text, 0), 1);
        assert_eq!(line_of_clause_at(text, 999), 7);
    }

    #[test]
    fn nesting_counts_brackets_outside_quotes_and_comments() {
        assert_eq!(nesting(b"a.\n"), (0, 0));
        assert_eq!(nesting(b"f(g([x, {y}])).\n"), (4, 1));
        assert_eq!(
            nesting(b"a.\nf('((((', \"[[\", 0'(, `{{`).\n% ((((\n"),
            (1, 2)
        );
        assert_eq!(nesting(b"/* ((\n(( */\nf(x).\n"), (1, 3));
        assert_eq!(nesting(b"f('it''s (', '\\'(').\n"), (1, 1));
        assert_eq!(nesting(b"f('\\x41\\', '(').\n"), (1, 1));
        let deep = format!("x({}{}).", "f(".repeat(1000), ")".repeat(1000));
        assert_eq!(nesting(deep.as_bytes()), (1001, 1));
    }

    #[test]
    fn layout_finds_the_line_where_each_clause_starts() {
        let text = "a.\n% note é\n\n/* two\nlines */ b.\n  % end\n";
        let b_at = text.find("\n% note").unwrap() as u64;
        let end_at = text.find("  % end").unwrap() as u64;
        let places = layout(text.as_bytes(), &[end_at, 0, b_at]);
        let found: Vec<(u64, u64)> = places.iter().map(|p| (p.line, p.chars)).collect();
        assert_eq!(found, vec![(0, end_at - 1), (1, 0), (5, b_at)]);
        let b_token = text.find(" b.").unwrap() as u64 + 1;
        assert_eq!(places[2].token_chars, b_token - 1, "é is one character");
    }
}
