//! Prolog text from Rust values and back: quoting atoms for queries this
//! program writes, and a plain reading of the terms the engine returns.

use scryer_prolog::Term;

/// `text` as a quoted Prolog atom (kept with the scan of Prolog text,
/// which `host` may use too).
pub use crate::prolog_text::quoted_atom;

/// Text of a term the engine returned: strings and atoms as they are (a
/// list of one-character atoms is text too, as `double_quotes(chars)`
/// makes it), the standard infix operators of errors (`name/2`,
/// `module:name/2`, `a-b`, `X=1`) written as operators, other terms in
/// canonical form.
pub fn term_text(term: &Term) -> String {
    text_within(term, 1200)
}

/// The standard infix operators as (priority, left max, right max).
fn infix(name: &str) -> Option<(u32, u32, u32)> {
    let (priority, kind) = match name {
        ":" => (200, "xfy"),
        "/" | "*" | "//" | "mod" => (400, "yfx"),
        "-" | "+" => (500, "yfx"),
        "=" | "==" | "is" | "=:=" | "<" | ">" | "=<" | ">=" => (700, "xfx"),
        _ => return None,
    };
    Some(match kind {
        "yfx" => (priority, priority, priority - 1),
        "xfy" => (priority, priority - 1, priority),
        _ => (priority, priority - 1, priority - 1),
    })
}

fn text_within(term: &Term, max: u32) -> String {
    if let Term::Compound(name, args) = term {
        if let (Some((priority, left, right)), [a, b]) = (infix(name), args.as_slice()) {
            let separator = if name.chars().all(char::is_alphabetic) {
                format!(" {name} ")
            } else {
                name.clone()
            };
            let text = format!(
                "{}{separator}{}",
                text_within(a, left),
                text_within(b, right)
            );
            return if priority > max {
                format!("({text})")
            } else {
                text
            };
        }
    }
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
            let inner: Vec<String> = items.iter().map(|t| text_within(t, 999)).collect();
            format!("[{}]", inner.join(","))
        }
        Term::Compound(name, args) => {
            let inner: Vec<String> = args.iter().map(|t| text_within(t, 999)).collect();
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
        let indicator = Term::compound("/", [Term::atom("undefined_pred_xyz"), Term::integer(1)]);
        let qualified = Term::compound(":", [Term::atom("m"), indicator.clone()]);
        assert_eq!(
            term_text(&Term::compound("existence_error", [qualified])),
            "existence_error(m:(undefined_pred_xyz/1))"
        );
        let a_b = Term::compound("-", [Term::atom("a"), Term::atom("b")]);
        assert_eq!(
            term_text(&Term::compound("-", [Term::atom("x"), a_b.clone()])),
            "x-(a-b)"
        );
        assert_eq!(
            term_text(&Term::compound("-", [a_b, Term::atom("c")])),
            "a-b-c"
        );
    }
}
