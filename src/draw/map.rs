//! Draws the game map in the terminal from a plain-text template.
//!
//! This module owns only the drawing: it parses a map template (for Global
//! Conquest `prolog/games/conquest/map.txt`) and fills it with the cells the rules
//! describe (`map_view/2`, handed over by the bridge as [`Cell`]s and
//! [`LegendEntry`]s). It never talks to Prolog, reads no files and prints
//! nothing; the caller reads the template and decides about colour.
//!
//! # Template syntax
//!
//! - A line whose first two characters are `;;` is a comment and is not drawn.
//! - `{code....}` is a placeholder for one territory: `{`, the code as the
//!   rules spell it (a lower-case ASCII letter, then lower-case letters,
//!   digits or `_`), any number of `.` as padding, `}`. The width of the
//!   whole placeholder, braces included, is the width of the drawn cell, so
//!   the layout stays where the template puts it. A code appears at most once.
//! - `{` and `}` are used for nothing else. Tabs and other control characters
//!   are not allowed (they would make widths ambiguous).
//! - Everything else is drawn as it is: `#` continent borders, `--` and `|`
//!   connections, `+` bends, titles, a key.
//!
//! # Drawing
//!
//! A placeholder of width `w` becomes `[` + text + `]`, exactly `w` columns,
//! the text centred: `CODE(label)` with the code in upper case, e.g.
//! `[  NA1(12)  ]`. A placeholder without a cell is drawn as `CODE(?)`;
//! cells whose code is not in the template are ignored. A text that does not
//! fit is cut, the label first (`NA1(12~)`), so nothing else on the line moves.
//!
//! With `colour` the cell of player 1..=4 is bold red, blue, green or yellow
//! (ANSI), and the legend line of that player too (`■ text`). Without colour
//! the owner is written into the cell instead, `p` and the player number after
//! the troops (`[NA1(12) p1]`, `[NA1(123)p1]` when the space does not fit),
//! and a legend line starts with the same mark
//! (`[p1] text`; `[--]` for colour 0). Colour 0 means nobody: no colour, no mark.
//! Numbers above 4 have no colour and always get the mark.
//!
//! Display widths are counted per character: East Asian wide characters and
//! most emoji count 2, combining marks and zero-width characters 0, others 1.
//! Control characters in labels and legend texts are drawn as `?`, invisible
//! formatting characters (zero-width joiners, bidi overrides) are dropped.

use std::collections::HashMap;

use anstyle::{AnsiColor, Style};

/// One territory as the rules describe it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// Territory code as in the template, e.g. `na1` (case is ignored).
    pub code: String,
    /// Text drawn in brackets after the code, e.g. the troop count.
    pub label: String,
    /// Owner: 0 none, 1..=4 a player.
    pub colour: u8,
}

/// One line of the legend under the map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegendEntry {
    /// 0 none, 1..=4 a player (same numbers as [`Cell::colour`]).
    pub colour: u8,
    pub text: String,
}

/// A parsed map template, ready for [`render`].
#[derive(Debug, Clone)]
pub struct Template {
    lines: Vec<Vec<Segment>>,
}

#[derive(Debug, Clone)]
enum Segment {
    Text(String),
    Slot { code: String, width: usize },
}

/// Why a template cannot be used. Lines and columns count from 1, comment
/// lines included, as an editor shows them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    /// A `{` without its `}` on the same line.
    #[error(
        "line {line}, column {column}: placeholder '{{' is not closed by '}}' on the same line"
    )]
    UnclosedPlaceholder { line: usize, column: usize },
    /// A `}` that closes no placeholder.
    #[error("line {line}, column {column}: '}}' without a placeholder '{{' before it")]
    StrayBrace { line: usize, column: usize },
    /// A placeholder whose inside is not `code` followed by dots.
    #[error(
        "line {line}, column {column}: bad placeholder {text}: {reason} (expected e.g. {{na1.......}})"
    )]
    BadPlaceholder {
        line: usize,
        column: usize,
        text: String,
        reason: &'static str,
    },
    /// The same territory code in two placeholders.
    #[error("line {line}: territory {code} already has a placeholder on line {first_line}")]
    DuplicateCode {
        code: String,
        line: usize,
        first_line: usize,
    },
    /// A tab or other control character in a drawn line.
    #[error("line {line}, column {column}: tab or control character; use spaces")]
    ControlCharacter { line: usize, column: usize },
}

const COMMENT: &str = ";;";

impl Template {
    /// Parses a template (see the module documentation for the syntax).
    pub fn parse(text: &str) -> Result<Template, MapError> {
        let mut lines = Vec::new();
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (index, raw) in text.lines().enumerate() {
            let line_no = index + 1;
            if raw.starts_with(COMMENT) {
                continue;
            }
            lines.push(parse_line(raw, line_no, &mut seen)?);
        }
        Ok(Template { lines })
    }

    /// The territory codes of the placeholders, in reading order.
    pub fn codes(&self) -> Vec<String> {
        self.lines
            .iter()
            .flatten()
            .filter_map(|segment| match segment {
                Segment::Slot { code, .. } => Some(code.clone()),
                Segment::Text(_) => None,
            })
            .collect()
    }
}

fn parse_line(
    raw: &str,
    line: usize,
    seen: &mut HashMap<String, usize>,
) -> Result<Vec<Segment>, MapError> {
    let chars: Vec<char> = raw.chars().collect();
    let mut segments = Vec::new();
    let mut text = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_control() {
            return Err(MapError::ControlCharacter { line, column });
        }
        match c {
            '}' => return Err(MapError::StrayBrace { line, column }),
            '{' => {
                let close = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '}')
                    .map(|offset| i + 1 + offset)
                    .ok_or(MapError::UnclosedPlaceholder { line, column })?;
                let inside = &chars[i + 1..close];
                let whole: String = chars[i..=close].iter().collect();
                let code = placeholder_code(inside).map_err(|reason| MapError::BadPlaceholder {
                    line,
                    column,
                    text: whole,
                    reason,
                })?;
                if let Some(&first_line) = seen.get(&code) {
                    return Err(MapError::DuplicateCode {
                        code,
                        line,
                        first_line,
                    });
                }
                seen.insert(code.clone(), line);
                if !text.is_empty() {
                    segments.push(Segment::Text(std::mem::take(&mut text)));
                }
                segments.push(Segment::Slot {
                    code,
                    width: close - i + 1,
                });
                i = close + 1;
            }
            _ => {
                text.push(c);
                i += 1;
            }
        }
    }
    if !text.is_empty() {
        segments.push(Segment::Text(text));
    }
    Ok(segments)
}

/// The code inside `{code...}`, or why it is not one.
fn placeholder_code(inside: &[char]) -> Result<String, &'static str> {
    if inside.contains(&'{') {
        return Err("'{' inside a placeholder");
    }
    let end = inside
        .iter()
        .position(|&c| c == '.')
        .unwrap_or(inside.len());
    let (code, dots) = inside.split_at(end);
    match code.first() {
        None => return Err("no territory code"),
        Some(c) if !c.is_ascii_lowercase() => {
            return Err("a code starts with a lower-case letter a-z");
        }
        Some(_) => {}
    }
    if !code
        .iter()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
    {
        return Err("a code has only a-z, 0-9 and _");
    }
    if dots.iter().any(|&c| c != '.') {
        return Err("only dots may follow the code");
    }
    Ok(code.iter().collect())
}

/// Draws the template with the cells filled in, then the legend, one entry a
/// line. Every line ends with `\n`. Map lines keep the width of their
/// template line.
pub fn render(template: &Template, cells: &[Cell], legend: &[LegendEntry], colour: bool) -> String {
    let mut by_code: HashMap<String, &Cell> = HashMap::new();
    for cell in cells {
        by_code
            .entry(cell.code.trim().to_ascii_lowercase())
            .or_insert(cell);
    }
    let mut out = String::new();
    for line in &template.lines {
        for segment in line {
            match segment {
                Segment::Text(text) => out.push_str(text),
                Segment::Slot { code, width } => {
                    let cell = by_code.get(code).copied();
                    out.push_str(&draw_cell(code, *width, cell, colour));
                }
            }
        }
        out.push('\n');
    }
    if !legend.is_empty() {
        if !out.is_empty() {
            out.push('\n');
        }
        for entry in legend {
            out.push_str(&draw_legend(entry, colour));
            out.push('\n');
        }
    }
    out
}

pub(crate) fn ansi(colour: u8) -> Option<Style> {
    let seat = match colour {
        1 => AnsiColor::Red,
        2 => AnsiColor::Blue,
        3 => AnsiColor::Green,
        4 => AnsiColor::Yellow,
        _ => return None,
    };
    Some(Style::new().bold().fg_color(Some(seat.into())))
}

/// The owner mark written into a cell when colour cannot show the owner.
fn owner_mark(owner: u8, colour: bool) -> String {
    if owner == 0 || (colour && ansi(owner).is_some()) {
        String::new()
    } else {
        format!("p{owner}")
    }
}

fn draw_cell(code: &str, width: usize, cell: Option<&Cell>, colour: bool) -> String {
    let code = code.to_ascii_uppercase();
    let (label, owner) = match cell {
        Some(cell) => (printable(&cell.label), cell.colour),
        None => ("?".to_string(), 0),
    };
    let mark = owner_mark(owner, colour);
    let drawn = if width < 2 {
        pad_to(&cut_to_width(&code, width), width)
    } else {
        let inner = width - 2;
        let text = fit(&code, &label, &mark, inner);
        let left = (inner - str_width(&text)) / 2;
        let right = inner - str_width(&text) - left;
        format!("[{}{}{}]", " ".repeat(left), text, " ".repeat(right))
    };
    match ansi(owner).filter(|_| colour) {
        Some(style) => format!("{style}{drawn}{style:#}"),
        None => drawn,
    }
}

/// `CODE(label) mark` in at most `room` columns: without the space if need
/// be, then with the label cut, then only code and mark.
fn fit(code: &str, label: &str, mark: &str, room: usize) -> String {
    if !mark.is_empty() {
        let spaced = format!("{code}({label}) {mark}");
        if str_width(&spaced) <= room {
            return spaced;
        }
    }
    let full = format!("{code}({label}){mark}");
    if str_width(&full) <= room {
        return full;
    }
    // code, the brackets, the mark and the cut sign `~`
    let fixed = str_width(code) + str_width(mark) + 3;
    if fixed <= room {
        let cut = cut_to_width(label, room - fixed);
        return format!("{code}({cut}~){mark}");
    }
    let bare = format!("{code}{mark}");
    if str_width(&bare) <= room {
        bare
    } else {
        cut_to_width(code, room)
    }
}

pub(crate) fn draw_legend(entry: &LegendEntry, colour: bool) -> String {
    let text = printable(&entry.text);
    match (colour, ansi(entry.colour)) {
        (true, Some(style)) => format!("{style}\u{25a0} {text}{style:#}"),
        (true, None) if entry.colour == 0 => format!("\u{25a1} {text}"),
        _ if entry.colour == 0 => format!("[--] {text}"),
        _ => format!("[{}] {text}", owner_mark(entry.colour, false)),
    }
}

/// The text with every control character (escape sequences, newlines)
/// replaced by `?` and invisible formatting characters (zero-width joiners,
/// bidirectional overrides, line separators) removed, so it can neither move
/// the cursor, break a line nor reorder what follows it.
pub(crate) fn printable(text: &str) -> String {
    text.chars()
        .filter(
            |&c| !matches!(c as u32, 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0xFEFF),
        )
        .map(|c| if c.is_control() { '?' } else { c })
        .collect()
}

/// The longest start of `text` at most `max` columns wide.
pub(crate) fn cut_to_width(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w > max {
            break;
        }
        used += w;
        out.push(c);
    }
    out
}

pub(crate) fn pad_to(text: &str, width: usize) -> String {
    let w = str_width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

/// Terminal columns of a string without escape sequences.
pub(crate) fn str_width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// Terminal columns of one character, as the terminal's wcwidth counts
/// them (control characters count 0: they are never drawn).
fn char_width(c: char) -> usize {
    unicode_width::UnicodeWidthChar::width(c).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHIPPED: &str = include_str!("../../prolog/games/conquest/map.txt");

    const ALL_CODES: [&str; 24] = [
        "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4",
        "a5", "a6", "a7", "sa1", "sa2", "af1", "af2", "af3", "au1", "au2",
    ];

    fn cell(code: &str, label: &str, colour: u8) -> Cell {
        Cell {
            code: code.to_string(),
            label: label.to_string(),
            colour,
        }
    }

    fn shipped() -> Template {
        Template::parse(SHIPPED).expect("the shipped template parses")
    }

    /// The drawn lines of a template text: comments dropped.
    fn drawn_lines(text: &str) -> Vec<&str> {
        text.lines().filter(|l| !l.starts_with(COMMENT)).collect()
    }

    fn strip_ansi(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    /// Cells for every code but `a3`: troops 1, 2, ... and owners 0..=4 in turn,
    /// `na2` with three-digit troops.
    fn sample_cells() -> Vec<Cell> {
        ALL_CODES
            .iter()
            .enumerate()
            .filter(|(_, code)| **code != "a3")
            .map(|(i, code)| {
                let troops = if *code == "na2" { 120 } else { i + 1 };
                cell(code, &troops.to_string(), (i % 5) as u8)
            })
            .collect()
    }

    fn sample_legend() -> Vec<LegendEntry> {
        vec![
            LegendEntry {
                colour: 1,
                text: "P1 Alice (to play)".to_string(),
            },
            LegendEntry {
                colour: 2,
                text: "P2 Bob".to_string(),
            },
        ]
    }

    fn assert_same_widths(template_text: &str, rendered: &str) {
        let template_lines = drawn_lines(template_text);
        let rendered_lines: Vec<String> = strip_ansi(rendered)
            .lines()
            .take(template_lines.len())
            .map(str::to_string)
            .collect();
        assert_eq!(rendered_lines.len(), template_lines.len());
        for (n, (t, r)) in template_lines.iter().zip(&rendered_lines).enumerate() {
            assert_eq!(str_width(t), str_width(r), "line {}: {r:?}", n + 1);
        }
    }

    #[test]
    fn shipped_template_has_every_territory_once() {
        let mut codes = shipped().codes();
        assert_eq!(codes.len(), 24, "{codes:?}");
        codes.sort();
        let mut expected: Vec<String> = ALL_CODES.iter().map(|c| c.to_string()).collect();
        expected.sort();
        assert_eq!(codes, expected);
    }

    #[test]
    fn shipped_template_fits_100_columns_and_cells_hold_three_digits_and_owner() {
        for line in drawn_lines(SHIPPED) {
            assert!(str_width(line) <= 100, "too wide: {line:?}");
        }
        for line in &shipped().lines {
            for segment in line {
                if let Segment::Slot { code, width } = segment {
                    let widest = format!("[{}(123)p4]", code.to_uppercase());
                    assert!(*width >= widest.len(), "{code} is {width} wide");
                }
            }
        }
    }

    #[test]
    fn plain_rendering_shows_every_cell_with_owner_mark() {
        let out = render(&shipped(), &sample_cells(), &[], false);
        assert!(!out.contains('\x1b'));
        for c in sample_cells() {
            let code = c.code.to_uppercase();
            let drawn = if c.colour == 0 {
                format!("{code}({})", c.label)
            } else {
                format!("{code}({}) p{}", c.label, c.colour)
            };
            let drawn = if c.label.len() == 3 {
                drawn.replace(" p", "p")
            } else {
                drawn
            };
            assert!(out.contains(&drawn), "{drawn} missing in\n{out}");
        }
        assert!(out.contains("[NA2(120)p1]"), "{out}");
        assert!(out.contains("A3(?)"), "{out}");
    }

    #[test]
    fn widths_do_not_shift() {
        let template = shipped();
        let cells = sample_cells();
        assert_same_widths(SHIPPED, &render(&template, &cells, &[], false));
        assert_same_widths(SHIPPED, &render(&template, &cells, &[], true));
        let odd: Vec<Cell> = ALL_CODES
            .iter()
            .enumerate()
            .map(|(i, code)| {
                let label = match i % 6 {
                    0 => "x".repeat(500),
                    1 => "兵士兵士兵士兵士".to_string(),
                    2 => "e\u{301}e\u{301}e\u{301}".to_string(),
                    3 => "\x1b[2J\n\t".to_string(),
                    4 => "👨\u{200d}👩\u{200d}👧 \u{202e}abc".to_string(),
                    _ => String::new(),
                };
                cell(code, &label, (i % 9) as u8)
            })
            .collect();
        let plain = render(&template, &odd, &[], false);
        assert!(!plain.contains('\x1b'));
        assert!(!plain.contains('\u{202e}'));
        assert_same_widths(SHIPPED, &plain);
        assert_same_widths(SHIPPED, &render(&template, &odd, &[], true));
    }

    #[test]
    fn small_placeholders_keep_their_width() {
        let text = "{a}|{ab}|{abc}|{abcd}|{abcde}|{abcdef.}|{x.....}";
        let template = Template::parse(text).unwrap();
        let cells: Vec<Cell> = template
            .codes()
            .iter()
            .map(|c| cell(c, "123456", 3))
            .collect();
        for colour in [false, true] {
            let out = render(&template, &cells, &[], colour);
            assert_same_widths(text, &out);
        }
        let out = render(&template, &cells, &[], false);
        assert_eq!(
            out, "[A]|[AB]|[ABC]|[ABCD]|[ABCDE]|[ABCDEF ]|[X(~)p3]\n",
            "cut from the label first"
        );
        let template = Template::parse("{na1.......}").unwrap();
        let out = render(&template, &[cell("na1", "123456789", 1)], &[], false);
        assert_eq!(out, "[NA1(12~)p1]\n");
    }

    #[test]
    fn colour_codes_only_when_asked() {
        let template = shipped();
        let legend = sample_legend();
        let plain = render(&template, &sample_cells(), &legend, false);
        assert!(!plain.contains('\x1b'));
        let coloured = render(&template, &sample_cells(), &legend, true);
        for code in [
            "\x1b[1m\x1b[31m",
            "\x1b[1m\x1b[34m",
            "\x1b[1m\x1b[32m",
            "\x1b[1m\x1b[33m",
            "\x1b[0m",
        ] {
            assert!(coloured.contains(code), "{code:?} missing");
        }
        // e2 belongs to player 1, na1 to nobody
        assert!(
            coloured.contains("\x1b[1m\x1b[31m[  E2(7)   ]\x1b[0m"),
            "{coloured}"
        );
        assert!(coloured.contains("[  NA1(1)  ]"));
        assert!(
            !coloured.contains("p1]"),
            "no owner mark when colour shows it"
        );
    }

    #[test]
    fn missing_cells_and_unknown_cells() {
        let template = Template::parse("x {na1.......} y {e1........}").unwrap();
        let out = render(
            &template,
            &[cell("E1", "4", 2), cell("zz9", "7", 1)],
            &[],
            false,
        );
        assert_eq!(out, "x [  NA1(?)  ] y [ E1(4) p2 ]\n");
        let out = render(&template, &[], &[], true);
        assert_eq!(out, "x [  NA1(?)  ] y [  E1(?)   ]\n");
    }

    #[test]
    fn legend_lines() {
        let template = Template::parse("{na1.......}").unwrap();
        let mut legend = sample_legend();
        legend.push(LegendEntry {
            colour: 0,
            text: "nobody\nhere".to_string(),
        });
        let plain = render(&template, &[], &legend, false);
        assert_eq!(
            plain,
            "[  NA1(?)  ]\n\n[p1] P1 Alice (to play)\n[p2] P2 Bob\n[--] nobody?here\n"
        );
        let coloured = render(&template, &[], &legend, true);
        assert!(coloured.ends_with(
            "\n\x1b[1m\x1b[31m\u{25a0} P1 Alice (to play)\x1b[0m\n\
             \x1b[1m\x1b[34m\u{25a0} P2 Bob\x1b[0m\n\u{25a1} nobody?here\n"
        ));
        assert_eq!(render(&template, &[], &[], false), "[  NA1(?)  ]\n");
    }

    #[test]
    fn empty_and_comment_only_templates() {
        let empty = Template::parse("").unwrap();
        assert!(empty.codes().is_empty());
        assert_eq!(render(&empty, &[], &[], true), "");
        assert_eq!(
            render(&empty, &sample_cells(), &sample_legend(), false),
            "[p1] P1 Alice (to play)\n[p2] P2 Bob\n"
        );
        let comments = Template::parse(";; only\n;; comments\n").unwrap();
        assert_eq!(render(&comments, &[], &[], false), "");
        let crlf = Template::parse(";; c\r\n#{na1}#\r\n").unwrap();
        assert_eq!(render(&crlf, &[], &[], false), "#[NA1]#\n");
    }

    #[test]
    fn parse_errors_name_line_and_column() {
        let cases: [(&str, MapError); 9] = [
            (
                ";; c\nab {na1...",
                MapError::UnclosedPlaceholder { line: 2, column: 4 },
            ),
            ("a}", MapError::StrayBrace { line: 1, column: 2 }),
            (
                "{}",
                MapError::BadPlaceholder {
                    line: 1,
                    column: 1,
                    text: "{}".to_string(),
                    reason: "no territory code",
                },
            ),
            (
                " {...}",
                MapError::BadPlaceholder {
                    line: 1,
                    column: 2,
                    text: "{...}".to_string(),
                    reason: "no territory code",
                },
            ),
            (
                "{NA1..}",
                MapError::BadPlaceholder {
                    line: 1,
                    column: 1,
                    text: "{NA1..}".to_string(),
                    reason: "a code starts with a lower-case letter a-z",
                },
            ),
            (
                "{na-1}",
                MapError::BadPlaceholder {
                    line: 1,
                    column: 1,
                    text: "{na-1}".to_string(),
                    reason: "a code has only a-z, 0-9 and _",
                },
            ),
            (
                "{na1..x}",
                MapError::BadPlaceholder {
                    line: 1,
                    column: 1,
                    text: "{na1..x}".to_string(),
                    reason: "only dots may follow the code",
                },
            ),
            (
                "{na1\n{e1}\n;; {na1}\n {na1}",
                MapError::DuplicateCode {
                    code: "na1".to_string(),
                    line: 4,
                    first_line: 1,
                },
            ),
            ("ab\tc", MapError::ControlCharacter { line: 1, column: 3 }),
        ];
        for (text, expected) in cases {
            match Template::parse(text) {
                Ok(_) => {
                    // "{na1\n..." is unclosed on line 1, not a duplicate
                    assert!(
                        !matches!(expected, MapError::DuplicateCode { .. }),
                        "{text:?} parsed"
                    );
                }
                Err(e) => {
                    if text.starts_with("{na1\n") {
                        assert_eq!(e, MapError::UnclosedPlaceholder { line: 1, column: 1 });
                    } else {
                        assert_eq!(e, expected, "{text:?}");
                    }
                    assert!(!e.to_string().is_empty());
                }
            }
        }
        let duplicate = Template::parse("{na1}\n{e1}\n;; {na1}\n {na1}").unwrap_err();
        assert_eq!(
            duplicate,
            MapError::DuplicateCode {
                code: "na1".to_string(),
                line: 4,
                first_line: 1,
            }
        );
        assert_eq!(
            duplicate.to_string(),
            "line 4: territory na1 already has a placeholder on line 1"
        );
        assert_eq!(
            Template::parse("{{na1}}").unwrap_err().to_string(),
            "line 1, column 1: bad placeholder {{na1}: '{' inside a placeholder \
             (expected e.g. {na1.......})"
        );
        let boxed: Box<dyn std::error::Error> = Box::new(duplicate);
        assert!(boxed.to_string().contains("na1"));
    }

    #[test]
    fn snapshot_of_the_shipped_map_plain() {
        let out = render(&shipped(), &sample_cells(), &sample_legend(), false);
        assert_eq!(out, EXPECTED_PLAIN, "got:\n{out}");
    }

    const EXPECTED_PLAIN: &str = r#"### NORTH AMERICA ################## EUROPE #####################
#                                #                              # [XX(n)]  territory XX, n troops
#          [  NA1(1)  ]-------------------[  E1(6)   ]          # -- | +   neighbours (+ = bend)
#            |       |           #          |       |           # -|-      lines cross, no link
#            |       |           #          |       |           # a line off the left edge goes on
#   [NA3(3) p2 ]---[NA2(120)p1]  # [ E2(7) p1 ]---[ E3(8) p2 ]  # at the right edge, same row
#      |    |              |     #    |              |    |     #
#      |    +---------+    |     #    |    +---------+    |     ### ASIA ###########################
#      |              |    |     #    |    |              |     #                                  #
----[NA5(5) p4 ]---[NA4(4) p3 ]  # [ E4(9) p3 ]---[E5(10) p4 ]------[A2(12) p1 ]------[  A1(11)  ]--
#                       |        #   |      |           |       #     |   |   |               |    #
#                       |        #   |      +-----------|-------------+   |   +---------+     |    #
#                       |        #   |                  |       #         |             |     |    #
### SOUTH AMERICA ######|############|## AFRICA ########|########   [A4(14) p3 ]------[  A3(?)   ] #
#                       |        #   |                  |       #      |      |               |    #
#                       |        #   |                  |       #      |      +---------+     |    #
#                  [SA1(18) p2]  #   |                  |       #      |                |     |    #
#                    |           #   |                  |       #   [  A6(16)  ]------[A5(15) p4 ] #
#                    |           #   |                  |       #      |      |               |    #
#          [SA2(19) p3]------------[AF1(20) p4]---[ AF2(21)  ]  #      |      +---------+     |    #
#                                #           |      |           #      |              [A7(17) p1 ] #
#                                #           |      |           #      |                           #
#                                #         [AF3(22) p1]         #######|## AUSTRALIA ###############
#                                #                              #      |                           #
#                                #                              #   [AU1(23) p2]------[AU2(24) p3] #
#                                #                              #                                  #
####################################################################################################

[p1] P1 Alice (to play)
[p2] P2 Bob
"#;
}
