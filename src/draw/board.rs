//! Draws a rectangular game board (a grid of cells) in the terminal.
//!
//! The rulebook describes the board (`board_view/2` in Prolog, parsed by
//! the host into a [`Board`]); this module draws it with row and column
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

    fn cell(row: usize, col: usize, text: &str, colour: u8, highlight: bool) -> BoardCell {
        BoardCell {
            row,
            col,
            text: text.to_string(),
            colour,
            highlight,
        }
    }

    #[test]
    fn a_board_is_drawn_with_labels_lines_and_highlights() {
        let board = Board {
            rows: 2,
            cols: 3,
            title: "Title".to_string(),
            col_labels: vec!["a".into(), "b".into(), "c".into()],
            cells: vec![cell(1, 1, "K", 1, false), cell(2, 3, ".", 0, true)],
            legend: vec![LegendEntry {
                colour: 1,
                text: "Alice".to_string(),
            }],
            ..Board::default()
        };
        let drawn = board.render(false);
        let expected = "Title\n    a   b   c\n  +---+---+---+\n1 | K |   |   |\n  +---+---+---+\n2 |   |   |[.]|\n  +---+---+---+\n\n- Alice\n";
        assert_eq!(drawn, expected);
    }

    #[test]
    fn colour_wraps_the_text_and_keeps_the_brackets() {
        let board = Board {
            rows: 1,
            cols: 1,
            width: 2,
            cells: vec![cell(1, 1, "AB", 2, true)],
            ..Board::default()
        };
        let drawn = board.render(true);
        assert!(drawn.contains("[\x1b[1m\x1b[34mAB\x1b[0m]"), "{drawn}");
    }

    #[test]
    fn long_texts_are_cut() {
        let board = Board {
            rows: 1,
            cols: 1,
            width: 2,
            cells: vec![cell(1, 1, "ABCDEF", 0, false)],
            ..Board::default()
        };
        assert!(board.render(false).contains("| AB |"));
    }
}
