//! What the rules may ask of the host, parsed from a request's fields.
//!
//! `prolog/host/bridge.pl` sends each request as a name and text fields (see
//! [`super::protocol`]); this module turns them into a [`Request`] or says
//! why it cannot, so the host never acts on half-understood input.

use crate::draw::board::{Board, BoardCell, MAX_SIDE};
use crate::draw::map::{Cell, LegendEntry};
use crate::io::answer::Answer;

/// One request of `prolog/host/bridge.pl`.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// The next N 32-bit words of the seeded generator: `bridge.pl` draws its
    /// dice and numbers from them as `rand`'s `gen_range` would, a batch
    /// per request instead of a request per draw.
    Words(usize),
    /// A question of the rules (`ask/2`): print the prompt, read one line.
    Ask(String),
    /// The user's own program reads from `user_input` and it is empty: read
    /// one line (with GNU Prolog's `|: ` prompt at a terminal) into it.
    UserLine,
    /// As UserLine, but read lines until the text `pending` (what the
    /// stream still held) plus the new lines make a complete clause, for
    /// read/1 and read_term/2,3.
    UserClause(String),
    /// Empty the user's input file: `bridge.pl` opens it again.
    UserReset,
    Seed,
    RngState,
    SetRngState {
        seed: u64,
        position: u128,
    },
    /// The modification time of a file, in nanoseconds ("" when missing).
    Mtime(String),
    /// What is at a path: absent, file, directory, link or other.
    FileKind(String),
    /// The text checks of `conquest check` (`check::text_problems`) on the
    /// game folder at this path, for `check.` at the toplevel, in the
    /// language of the code given (`en`, `id`): the problems, a list of
    /// quoted atoms and its end (`['...']. `).
    TextCheck {
        dir: String,
        lang: String,
    },
    /// Where clauses start in a file: for each byte offset, the line of
    /// the first character at or after it that is not layout or a comment
    /// (0 when only layout follows) and the offset in characters.
    Layout {
        path: String,
        offsets: Vec<u64>,
    },
    /// The size of a file and, when it is at most `max_bytes`, how deep its
    /// brackets nest: checked before a saved game is parsed.
    TextShape {
        path: String,
        max_bytes: u64,
    },
    /// The process id and a counter: a name unique to this process (the
    /// key of a history).
    UniqueName,
    /// Whether a person answers at a terminal (batch mode is a script).
    Interactive,
    /// Keep texts at the end of the journal (the running game's history:
    /// kept here, its texts cost a few bytes each, where the engine's
    /// asserted facts cost kilobytes).
    JournalAdd(Vec<String>),
    /// Keep only the first N texts of the journal.
    JournalTruncate(usize),
    /// The Nth text of the journal (from 1).
    JournalGet(usize),
    /// Append the journal's texts from the Nth on to the history log at
    /// `path`, each a record (`storage::append_log`).
    LogAppend {
        path: String,
        from: usize,
    },
    /// Begin the history log at `path` anew with one record.
    LogStart {
        path: String,
        record: String,
    },
    /// The whole records of the history log at `path`, if it is a regular
    /// file of at most `max_bytes`.
    LogRead {
        path: String,
        max_bytes: u64,
    },
    /// The clauses of the save at `path` (at most `max_bytes`), without
    /// comments, one after another in a file that `bridge.pl` reads: Prolog
    /// reading a save a character at a time to count its lines took 6 s a
    /// megabyte.
    SaveText {
        path: String,
        max_bytes: u64,
    },
    /// The line of the save last read (SaveText) on which its Nth clause
    /// (from 1) starts.
    SaveLine(usize),
    /// Begin replacing the file at `path`: a temporary file beside it
    /// (`storage::PendingWrite`), whose path the engine writes to; the
    /// reply is that path.
    SaveBegin {
        path: String,
        replace: crate::storage::Replace,
    },
    /// The save begun is written: rename it over its target if it ends
    /// with `ending` (its last line).
    SaveCommit(String),
    /// The save begun is given up: its temporary file goes.
    SaveAbort,
    /// Draw the map of the game from its template: the one for `lang`
    /// (`map_id.txt` beside `map.txt`) when there is one.
    Map {
        lang: Option<String>,
        cells: Vec<Cell>,
        legend: Vec<LegendEntry>,
    },
    /// Draw a grid board.
    Board(Board),
    /// A solution of a toplevel query was printed (`shown`: some bindings
    /// were); end its line, and unless it is the last, ask the player
    /// whether to look for more.
    Solution {
        last: bool,
        shown: bool,
    },
    /// The next piece of a long reply.
    More,
    /// Wall-clock and CPU milliseconds since the program started.
    Clock,
    /// The toplevel loop wants the player's next query; the fields are the
    /// words to complete at a terminal (none: keep the last ones).
    NextQuery(Vec<String>),
    /// The query the loop ran ended so.
    QueryDone(Answer),
    /// Who typed the query being run, in a served game (`conquest serve`):
    /// `host`, `player NAME LANG`, `watcher NAME LANG` (LANG `-` when the
    /// player asked for none), `server` (a query the server made:
    /// seats.pl's server_event/1), or `none` when one person types
    /// everything.
    Speaker,
    /// The names of the players joined to a served game (not the
    /// spectators), in the order they joined, separated by spaces: what
    /// `startGame.` offers.
    Joined,
    /// Who reads the output until the next query: `everyone` (a game
    /// command's effects), the `speaker` (a query's answers), or the
    /// speaker under a budget (`budgeted SECONDS BYTES`).
    Audience(crate::io::input::Audience),
    /// End the speaker's connection (a joined player's `halt.`).
    Dismiss,
    /// The languages of those who read the output now, LANG (the game's,
    /// set_lang/1's) for one who asked for none; the reply lists each
    /// once, separated by spaces.
    Readers(String),
    /// What is written until the next `only` reaches the readers of LANG
    /// alone (no LANG: everyone again).
    Only(Option<String>),
    /// One message in several languages (`LANG TEXT` pairs): each reader
    /// reads it in theirs.
    SayLangs(Vec<(String, String)>),
}

/// The generator's stream is 2^68 words long (ChaCha8Rng::set_word_pos).
pub const MAX_WORD_POSITION: u128 = 1 << 68;

/// The most words one `words` request may take: the reply is one term
/// `w(W1,...,Wn)`, and a Scryer 0.10 term has at most 255 arguments.
pub const MAX_WORDS: usize = 255;

impl Request {
    /// Parses the fields after the sequence number: the name, then its arguments.
    pub fn parse(fields: &[&str]) -> Result<Request, String> {
        match fields {
            ["words", n] => match n.parse() {
                Ok(n) if (1..=MAX_WORDS).contains(&n) => Ok(Request::Words(n)),
                _ => Err("bad_count".into()),
            },
            ["ask", prompt] => Ok(Request::Ask(prompt.to_string())),
            ["user_line"] => Ok(Request::UserLine),
            ["user_clause", pending] => Ok(Request::UserClause(pending.to_string())),
            ["user_reset"] => Ok(Request::UserReset),
            ["seed"] => Ok(Request::Seed),
            ["rng_state"] => Ok(Request::RngState),
            ["set_rng_state", seed, position] => {
                let seed = seed.parse().map_err(|_| "bad_seed")?;
                let position: u128 = position.parse().map_err(|_| "bad_position")?;
                if position >= MAX_WORD_POSITION {
                    return Err("bad_position".into());
                }
                Ok(Request::SetRngState { seed, position })
            }
            ["mtime", path] => Ok(Request::Mtime(path.to_string())),
            ["file_kind", path] => Ok(Request::FileKind(path.to_string())),
            ["text_check", dir, lang] => Ok(Request::TextCheck {
                dir: dir.to_string(),
                lang: lang.to_string(),
            }),
            ["unique_name"] => Ok(Request::UniqueName),
            ["text_shape", path, max_bytes] => Ok(Request::TextShape {
                path: path.to_string(),
                max_bytes: max_bytes.parse().map_err(|_| "bad_count")?,
            }),
            ["layout", path, offsets @ ..] => Ok(Request::Layout {
                path: path.to_string(),
                offsets: offsets
                    .iter()
                    .map(|o| o.parse().map_err(|_| "bad_offset".to_string()))
                    .collect::<Result<_, _>>()?,
            }),
            ["map", rest @ ..] => Ok(map_request(rest)),
            ["board", rest @ ..] => Ok(Request::Board(board_request(rest)?)),
            ["solution", last, shown] => Ok(Request::Solution {
                last: *last == "true",
                shown: *shown == "true",
            }),
            ["more"] => Ok(Request::More),
            ["clock"] => Ok(Request::Clock),
            ["interactive"] => Ok(Request::Interactive),
            ["journal_add", texts @ ..] => Ok(Request::JournalAdd(
                texts.iter().map(|t| t.to_string()).collect(),
            )),
            ["journal_truncate", n] => Ok(Request::JournalTruncate(
                n.parse().map_err(|_| "bad_count")?,
            )),
            ["journal_get", n] => Ok(Request::JournalGet(n.parse().map_err(|_| "bad_count")?)),
            ["log_append", path, from] => Ok(Request::LogAppend {
                path: path.to_string(),
                from: from.parse().map_err(|_| "bad_count")?,
            }),
            ["log_start", path, record] => Ok(Request::LogStart {
                path: path.to_string(),
                record: record.to_string(),
            }),
            ["log_read", path, max_bytes] => Ok(Request::LogRead {
                path: path.to_string(),
                max_bytes: max_bytes.parse().map_err(|_| "bad_count")?,
            }),
            ["save_text", path, max_bytes] => Ok(Request::SaveText {
                path: path.to_string(),
                max_bytes: max_bytes.parse().map_err(|_| "bad_count")?,
            }),
            ["save_line", n] => Ok(Request::SaveLine(n.parse().map_err(|_| "bad_count")?)),
            ["save_begin", path, replace] => Ok(Request::SaveBegin {
                path: path.to_string(),
                replace: match *replace {
                    "saves" => crate::storage::Replace::SavesOnly,
                    "any" => crate::storage::Replace::Any,
                    _ => return Err("bad_replace".into()),
                },
            }),
            ["save_commit", ending] => Ok(Request::SaveCommit(ending.to_string())),
            ["save_abort"] => Ok(Request::SaveAbort),
            ["next_query", words @ ..] => Ok(Request::NextQuery(
                words.iter().map(|w| w.to_string()).collect(),
            )),
            ["query_done", answer @ ..] => Ok(Request::QueryDone(parse_answer(answer)?)),
            ["speaker"] => Ok(Request::Speaker),
            ["joined"] => Ok(Request::Joined),
            ["audience", "everyone"] => Ok(Request::Audience(crate::io::input::Audience::Everyone)),
            ["audience", "speaker"] => Ok(Request::Audience(crate::io::input::Audience::Speaker)),
            ["audience", "budgeted", seconds, bytes] => {
                Ok(Request::Audience(crate::io::input::Audience::Budgeted {
                    seconds: seconds.parse().map_err(|_| "bad_count")?,
                    bytes: bytes.parse().map_err(|_| "bad_count")?,
                }))
            }
            ["dismiss"] => Ok(Request::Dismiss),
            ["readers", lang] => Ok(Request::Readers(lang.to_string())),
            ["only"] => Ok(Request::Only(None)),
            ["only", lang] => Ok(Request::Only(Some(lang.to_string()))),
            ["say_langs", pairs @ ..] if !pairs.is_empty() && pairs.len() % 2 == 0 => {
                Ok(Request::SayLangs(
                    pairs
                        .chunks(2)
                        .map(|p| (p[0].to_string(), p[1].to_string()))
                        .collect(),
                ))
            }
            _ => Err("unknown_request".into()),
        }
    }

    /// Requests that a loop would repeat: refused after Ctrl-C so a running
    /// query stops. Refusing the map or a question could stop a game
    /// command half-way, so those always run.
    pub fn stops_at_interrupt(&self) -> bool {
        matches!(self, Request::Words(_) | Request::Solution { .. })
    }
}

/// An answer as `toplevel:serve/2` sends it: its name, then its text.
fn parse_answer(fields: &[&str]) -> Result<Answer, String> {
    Ok(match fields {
        ["yes"] => Answer::Yes,
        ["no"] => Answer::No,
        ["syntax_error", text] => Answer::SyntaxError(text.to_string()),
        ["exception", text] => Answer::Exception(text.to_string()),
        ["limit_exceeded", limit] => Answer::LimitExceeded(limit.to_string()),
        ["refused", text] => Answer::Refused(text.to_string()),
        ["halt", code] => Answer::Halt(code.parse().unwrap_or(1)),
        ["switch", game, lang] => Answer::Switch {
            game: game.to_string(),
            lang: lang.to_string(),
        },
        _ => return Err("bad_answer".into()),
    })
}

/// Three fields per cell (code, label, colour), `--`, two per legend line.
fn map_request(fields: &[&str]) -> Request {
    let (lang, fields) = match fields.split_first() {
        Some((first, rest)) if first.starts_with("lang=") => {
            (Some(first["lang=".len()..].to_string()), rest)
        }
        _ => (None, fields),
    };
    let (cell_fields, legend_fields) = split_legend(fields);
    let cells = cell_fields
        .chunks(3)
        .filter(|c| c.len() == 3)
        .map(|c| Cell {
            code: c[0].to_string(),
            label: c[1].to_string(),
            colour: c[2].parse().unwrap_or(0),
        })
        .collect();
    Request::Map {
        lang,
        cells,
        legend: legend(legend_fields),
    }
}

/// The fields of a `board` request: rows, cols, width, title, the number
/// of row labels and the labels, the same for columns, then five fields
/// per cell (row, col, text, colour, highlight 0/1), `--`, and two per
/// legend line (colour, text).
fn board_request(fields: &[&str]) -> Result<Board, String> {
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
    let (cell_fields, legend_fields) = split_legend(&fields[at.min(fields.len())..]);
    let mut cells = Vec::new();
    for c in cell_fields.chunks(5) {
        let [row, col, text, colour, highlight] = c else {
            return Err("bad_board_cell".to_string());
        };
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
    }
    Ok(Board {
        rows,
        cols,
        width,
        title,
        row_labels,
        col_labels,
        cells,
        legend: legend(legend_fields),
    })
}

/// The fields before `--` and those after it (none when it is missing).
fn split_legend<'a>(fields: &'a [&'a str]) -> (&'a [&'a str], &'a [&'a str]) {
    let split = fields
        .iter()
        .position(|f| *f == "--")
        .unwrap_or(fields.len());
    (&fields[..split], &fields[(split + 1).min(fields.len())..])
}

/// Two fields per legend line: its colour and its text; an odd last field
/// is dropped.
fn legend(fields: &[&str]) -> Vec<LegendEntry> {
    fields
        .chunks(2)
        .filter(|c| c.len() == 2)
        .map(|c| LegendEntry {
            colour: c[0].parse().unwrap_or(0),
            text: c[1].to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_typed_or_refused_with_a_reason() {
        assert_eq!(Request::parse(&["words", "64"]), Ok(Request::Words(64)));
        assert_eq!(
            Request::parse(&["text_check", "/rules/games/nim/", "id"]),
            Ok(Request::TextCheck {
                dir: "/rules/games/nim/".into(),
                lang: "id".into()
            })
        );
        assert_eq!(
            Request::parse(&["words", "x"]),
            Err("bad_count".to_string())
        );
        assert_eq!(
            Request::parse(&["words", "0"]),
            Err("bad_count".to_string())
        );
        assert_eq!(Request::parse(&["words", "255"]), Ok(Request::Words(255)));
        assert_eq!(
            Request::parse(&["words", "256"]),
            Err("bad_count".to_string())
        );
        assert_eq!(
            Request::parse(&["set_rng_state", "1", "295147905179352825856"]),
            Err("bad_position".to_string())
        );
        assert_eq!(
            Request::parse(&["launch", "rockets"]),
            Err("unknown_request".to_string())
        );
        assert_eq!(
            Request::parse(&["solution", "false", "true"]),
            Ok(Request::Solution {
                last: false,
                shown: true
            })
        );
    }

    #[test]
    fn answers_of_the_loop_are_typed() {
        assert_eq!(
            Request::parse(&["query_done", "halt", "3"]),
            Ok(Request::QueryDone(Answer::Halt(3)))
        );
        assert_eq!(
            Request::parse(&["query_done", "exception", "error(x, y)"]),
            Ok(Request::QueryDone(Answer::Exception("error(x, y)".into())))
        );
        assert_eq!(
            Request::parse(&["query_done", "maybe"]),
            Err("bad_answer".to_string())
        );
        assert_eq!(Request::parse(&["speaker"]), Ok(Request::Speaker));
        assert_eq!(Request::parse(&["joined"]), Ok(Request::Joined));
        assert_eq!(
            Request::parse(&["audience", "nobody"]),
            Err("unknown_request".to_string())
        );
        assert_eq!(
            Request::parse(&["next_query", "attack", "draft"]),
            Ok(Request::NextQuery(vec!["attack".into(), "draft".into()]))
        );
    }

    #[test]
    fn texts_in_several_languages_come_in_pairs() {
        assert_eq!(
            Request::parse(&["say_langs", "en", "hi\n", "id", "hai\n"]),
            Ok(Request::SayLangs(vec![
                ("en".into(), "hi\n".into()),
                ("id".into(), "hai\n".into())
            ]))
        );
        for odd in [
            &["say_langs"][..],
            &["say_langs", "en"],
            &["say_langs", "en", "a", "id"],
        ] {
            assert_eq!(Request::parse(odd), Err("unknown_request".to_string()));
        }
        assert_eq!(Request::parse(&["only"]), Ok(Request::Only(None)));
        assert_eq!(
            Request::parse(&["only", "id"]),
            Ok(Request::Only(Some("id".into())))
        );
        assert_eq!(
            Request::parse(&["readers", "en"]),
            Ok(Request::Readers("en".into()))
        );
    }

    #[test]
    fn map_fields_make_cells_and_a_legend() {
        let Ok(Request::Map {
            lang,
            cells,
            legend,
        }) = Request::parse(&["map", "na1", "3", "1", "e1", "2", "2", "--", "1", "Alice"])
        else {
            panic!("a map request");
        };
        assert_eq!(lang, None);
        assert_eq!(cells.len(), 2);
        assert_eq!(cells[1].code, "e1");
        assert_eq!(legend[0].text, "Alice");
        let Ok(Request::Map { lang, cells, .. }) =
            Request::parse(&["map", "lang=id", "na1", "3", "1", "--"])
        else {
            panic!("a map request");
        };
        assert_eq!(lang.as_deref(), Some("id"));
        assert_eq!(cells[0].code, "na1");
    }

    fn board(text: &str) -> Result<Board, String> {
        let fields: Vec<&str> = text.split('|').collect();
        board_request(&fields)
    }

    #[test]
    fn board_fields_make_a_board_or_are_refused() {
        let b = board("2|3|0|Title|0|3|a|b|c|1|1|K|1|0|2|3|.|0|1|--|1|Alice").unwrap();
        assert_eq!((b.rows, b.cols, b.width), (2, 3, 0));
        assert_eq!(b.title, "Title");
        assert_eq!(b.col_labels, vec!["a", "b", "c"]);
        assert_eq!(b.cells.len(), 2);
        assert!(b.cells[1].highlight && !b.cells[0].highlight);
        assert_eq!(b.legend[0].text, "Alice");
        assert!(board("1|1|2||0|0|1|1|ABCDEF|0|0").is_ok());
        assert!(board("0|3|0||0|0").is_err());
        assert!(board("x|3|0||0|0").is_err());
        assert!(board("1|1|0||5|a").is_err());
        assert!(board("1|1|0||0|0|1|1|A|0").is_err());
        assert!(board("999|1|0||0|0").is_err());
    }
}
