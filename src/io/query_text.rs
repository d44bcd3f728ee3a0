//! Splitting typed text into clauses: where does a query end?
//!
//! A query may span lines and ends with a full stop followed by layout. The scan
//! skips quoted atoms and strings, `0'c` character codes and comments, so a `.`
//! inside `'a.b'` or `% done.` never ends a query. It never parses terms: that is
//! the engine's job, under `catch/3`.

/// The complete clauses at the start of `text`, each with its final `.`, and the
/// unfinished rest (empty or only layout when everything was complete).
pub fn split_clauses(text: &str) -> (Vec<String>, String) {
    let chars: Vec<char> = text.chars().collect();
    let (spans, rest_start) = clause_spans(&chars);
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
    let (spans, rest_start) = clause_spans(&chars);
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

/// The complete clauses of `chars` and where the unfinished rest starts.
fn clause_spans(chars: &[char]) -> (Vec<Span>, usize) {
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
        match c {
            '%' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                i += 2;
                while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                    i += 1;
                }
                i += 2;
                continue;
            }
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
                i = skip_quoted(chars, i);
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

fn skip_quoted(chars: &[char], open: usize) -> usize {
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
            return i + 1;
        }
        i += 1;
    }
    chars.len()
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
        if chars.get(i) == Some(&'%') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if chars.get(i) == Some(&'/') && chars.get(i + 1) == Some(&'*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                i += 1;
            }
            i = (i + 2).min(chars.len());
            continue;
        }
        break;
    }
    i.min(chars.len())
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn unbalanced_quote_never_ends() {
        let (c, rest) = split("X = 'abc.\n");
        assert!(c.is_empty());
        assert_eq!(rest, "X = 'abc.\n");
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
}
