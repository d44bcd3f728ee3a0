//! Prolog text from Rust values and back: quoting atoms for queries this
//! program writes, and a plain reading of the terms the engine returns.

use scryer_prolog::Term;

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

/// Text of a term the engine returned: strings and atoms as they are (a
/// list of one-character atoms is text too, as `double_quotes(chars)`
/// makes it), other terms in canonical form.
pub fn term_text(term: &Term) -> String {
    match term {
        Term::String(s) | Term::Atom(s) => s.clone(),
        Term::Integer(n) => n.to_string(),
        Term::Float(f) => f.to_string(),
        Term::Rational(r) => r.to_string(),
        Term::Var(v) => v.clone(),
        Term::List(items) => {
            if items.is_empty() {
                return "[]".to_string();
            }
            if items
                .iter()
                .all(|t| matches!(t, Term::Atom(a) if a.chars().count() == 1))
            {
                return items.iter().map(term_text).collect();
            }
            let inner: Vec<String> = items.iter().map(term_text).collect();
            format!("[{}]", inner.join(","))
        }
        Term::Compound(name, args) => {
            let inner: Vec<String> = args.iter().map(term_text).collect();
            format!("{name}({})", inner.join(","))
        }
        _ => format!("{term:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoms_are_quoted_safely() {
        assert_eq!(quoted_atom("a'b\\c"), "'a\\'b\\\\c'");
        assert_eq!(quoted_atom("x\u{1}"), "'x\\x1\\'");
    }

    #[test]
    fn terms_read_plainly() {
        let term = Term::compound(
            "error",
            [
                Term::compound("existence_error", [Term::atom("procedure")]),
                Term::list([Term::atom("a"), Term::atom("b")]),
            ],
        );
        assert_eq!(term_text(&term), "error(existence_error(procedure),ab)");
        assert_eq!(term_text(&Term::list([])), "[]");
    }
}
