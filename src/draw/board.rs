//! Draws a rectangular game board (a grid of cells) in the terminal.
//!
//! The rulebook describes the board (`board_view/2` in Prolog, handed over by
//! the bridge as a [`Board`]); this module draws it with row and column
//! labels, ASCII lines, colours and highlights, and the legend under it. It
//! never talks to Prolog and prints nothing.
//!
//! ```text
//!       1     2     3
//!    +-----+-----+-----+
//!  1 | K1  |     |[ . ]|
//!    +-----+-----+-----+
//! ```
//!
//! Every cell is `width` columns of text (the widest text when the rulebook
//! gives no width) with one column of room on each side. A highlighted cell
//! has `[` `]` in that room, with and without colour, so a terminal without
//! colour (or `NO_COLOR`) shows the same information. Colours: 1..=4 the
//! players' (bold red, blue, green, yellow, as on the map), 5 cyan, 6
//! magenta, 7 dim, 0 none. Texts are cut to the width; control characters
//! are drawn as `?`.

use anstyle::{AnsiColor, Style};

use crate::draw::map::{self, LegendEntry};

/// One cell's look. Rows and columns count from 1, row 1 at the top.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardCell {
    pub row: usize,
    pub col: usize,
    pub text: String,
    pub colour: u8,
    pub highlight: bool,
}

/// A whole board as the rulebook describes it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    /// Text columns of a cell; 0 means the widest cell text.
    pub width: usize,
    pub title: String,
    /// One label per row (top first); missing ones are the row numbers.
    pub row_labels: Vec<String>,
    /// One label per column; missing ones are the column numbers.
    pub col_labels: Vec<String>,
    pub cells: Vec<BoardCell>,
    pub legend: Vec<LegendEntry>,
}

/// The largest board drawn: anything bigger is a rulebook's mistake, and
/// drawing it would flood the terminal.
pub const MAX_SIDE: usize = 200;
/// The widest cell text drawn.
pub const MAX_WIDTH: usize = 24;

fn colour_code(colour: u8) -> Option<Style> {
    match colour {
        1..=4 => map::ansi(colour),
        5 => Some(AnsiColor::Cyan.on_default()),
        6 => Some(AnsiColor::Magenta.on_default()),
        7 => Some(Style::new().dimmed()),
        _ => None,
    }
}

impl Board {
    /// Reads the fields of a `board` request: rows, cols, width, title, the
    /// number of row labels and the labels, the same for columns, then five
    /// fields per cell (row, col, text, colour, highlight 0/1), `--`, and two
    /// per legend line (colour, text).
    pub fn from_fields(fields: &[&str]) -> Result<Board, String> {
        let number = |i: usize| -> Result<usize, String> {
            fields
                .get(i)
                .and_then(|f| f.parse::<usize>().ok())
                .ok_or_else(|| "bad_board".to_string())
        };
        let rows = number(0)?;
        let cols = number(1)?;
        let width = number(2)?;
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return Err("bad_board_size".to_string());
        }
        let title = fields.get(3).copied().unwrap_or("").to_string();
        let mut at = 4;
        let labels = |at: &mut usize| -> Result<Vec<String>, String> {
            let n = number(*at)?;
            let list = fields
                .get(*at + 1..*at + 1 + n)
                .ok_or_else(|| "bad_board".to_string())?
                .iter()
                .map(|s| s.to_string())
                .collect();
            *at += 1 + n;
            Ok(list)
        };
        let row_labels = labels(&mut at)?;
        let col_labels = labels(&mut at)?;
        let rest = &fields[at.min(fields.len())..];
        let split = rest.iter().position(|f| *f == "--").unwrap_or(rest.len());
        let mut cells = Vec::new();
        for c in rest[..split].chunks(5) {
            if let [row, col, text, colour, highlight] = c {
                let (Ok(row), Ok(col)) = (row.parse::<usize>(), col.parse::<usize>()) else {
                    return Err("bad_board_cell".to_string());
                };
                cells.push(BoardCell {
                    row,
                    col,
                    text: text.to_string(),
                    colour: colour.parse().unwrap_or(0),
                    highlight: *highlight == "1",
                });
            } else {
                return Err("bad_board_cell".to_string());
            }
        }
        let legend = rest[(split + 1).min(rest.len())..]
            .chunks(2)
            .filter(|c| c.len() == 2)
            .map(|c| LegendEntry {
                colour: c[0].parse().unwrap_or(0),
                text: c[1].to_string(),
            })
            .collect();
        Ok(Board {
            rows,
            cols,
            width,
            title,
            row_labels,
            col_labels,
            cells,
            legend,
        })
    }

    /// The board drawn, every line ending in `\n`.
    pub fn render(&self, colour: bool) -> String {
        let mut grid: Vec<Vec<Option<&BoardCell>>> = vec![vec![None; self.cols]; self.rows];
        for cell in &self.cells {
            if (1..=self.rows).contains(&cell.row) && (1..=self.cols).contains(&cell.col) {
                grid[cell.row - 1][cell.col - 1] = Some(cell);
            }
        }
        let width = if self.width > 0 {
            self.width
        } else {
            self.cells
                .iter()
                .map(|c| map::str_width(&map::printable(&c.text)))
                .max()
                .unwrap_or(1)
                .max(1)
        }
        .min(MAX_WIDTH);
        let row_label = |r: usize| -> String {
            self.row_labels
                .get(r)
                .map(|l| map::printable(l))
                .unwrap_or_else(|| (r + 1).to_string())
        };
        let col_label = |c: usize| -> String {
            self.col_labels
                .get(c)
                .map(|l| map::printable(l))
                .unwrap_or_else(|| (c + 1).to_string())
        };
        let margin = (0..self.rows)
            .map(|r| map::str_width(&row_label(r)))
            .max()
            .unwrap_or(1);
        let mut out = String::new();
        if !self.title.is_empty() {
            out.push_str(&map::printable(&self.title));
            out.push('\n');
        }
        // Column labels, centred over their cells.
        let mut header = " ".repeat(margin + 2);
        for c in 0..self.cols {
            header.push_str(&centre(&col_label(c), width + 2));
            header.push(' ');
        }
        out.push_str(header.trim_end());
        out.push('\n');
        let rule = format!(
            "{}+{}\n",
            " ".repeat(margin + 1),
            format!("{}+", "-".repeat(width + 2)).repeat(self.cols)
        );
        out.push_str(&rule);
        for (r, row) in grid.iter().enumerate() {
            let label = row_label(r);
            out.push_str(&" ".repeat(margin - map::str_width(&label)));
            out.push_str(&label);
            out.push_str(" |");
            for cell in row {
                out.push_str(&draw_cell(*cell, width, colour));
                out.push('|');
            }
            out.push('\n');
            out.push_str(&rule);
        }
        if !self.legend.is_empty() {
            out.push('\n');
            for entry in &self.legend {
                out.push_str(&draw_legend(entry, colour));
                out.push('\n');
            }
        }
        out
    }
}

fn centre(text: &str, room: usize) -> String {
    let text = map::cut_to_width(text, room);
    let left = (room - map::str_width(&text)) / 2;
    map::pad_to(&format!("{}{}", " ".repeat(left), text), room)
}

fn draw_cell(cell: Option<&BoardCell>, width: usize, colour: bool) -> String {
    let Some(cell) = cell else {
        return " ".repeat(width + 2);
    };
    let text = centre(&map::printable(&cell.text), width);
    let (open, close) = if cell.highlight {
        ("[", "]")
    } else {
        (" ", " ")
    };
    match colour_code(cell.colour).filter(|_| colour) {
        Some(style) => format!("{open}{style}{text}{style:#}{close}"),
        None => format!("{open}{text}{close}"),
    }
}

/// A legend line: a coloured square before the text, or without colour a
/// dash (a board's colour numbers are colours, not necessarily seats, so
/// the map's `[p1]` marks would mislead).
fn draw_legend(entry: &LegendEntry, colour: bool) -> String {
    let text = map::printable(&entry.text);
    match colour_code(entry.colour).filter(|_| colour) {
        Some(style) => format!("{style}\u{25a0} {text}{style:#}"),
        None => format!("- {text}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(text: &str) -> Vec<&str> {
        text.split('|').collect()
    }

    #[test]
    fn a_board_is_drawn_with_labels_lines_and_highlights() {
        let board = Board::from_fields(&fields(
            "2|3|0|Title|0|3|a|b|c|1|1|K|1|0|2|3|.|0|1|--|1|Alice",
        ))
        .unwrap();
        let drawn = board.render(false);
        let expected = "Title\n    a   b   c\n  +---+---+---+\n1 | K |   |   |\n  +---+---+---+\n2 |   |   |[.]|\n  +---+---+---+\n\n- Alice\n";
        assert_eq!(drawn, expected);
    }

    #[test]
    fn colour_wraps_the_text_and_keeps_the_brackets() {
        let board = Board::from_fields(&fields("1|1|2||0|0|1|1|AB|2|1")).unwrap();
        let drawn = board.render(true);
        assert!(drawn.contains("[\x1b[1m\x1b[34mAB\x1b[0m]"), "{drawn}");
    }

    #[test]
    fn long_texts_are_cut_and_bad_requests_are_refused() {
        let board = Board::from_fields(&fields("1|1|2||0|0|1|1|ABCDEF|0|0")).unwrap();
        assert!(board.render(false).contains("| AB |"));
        assert!(Board::from_fields(&fields("0|3|0||0|0")).is_err());
        assert!(Board::from_fields(&fields("x|3|0||0|0")).is_err());
        assert!(Board::from_fields(&fields("1|1|0||5|a")).is_err());
        assert!(Board::from_fields(&fields("1|1|0||0|0|1|1|A|0")).is_err());
        assert!(Board::from_fields(&fields("999|1|0||0|0")).is_err());
    }
}
