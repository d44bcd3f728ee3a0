//! The host builtins: what the rules and the toplevel ask of Rust.
//!
//! The Prolog half is `prolog/host/host.pl`. Requests arrive on the engine's
//! `user_output` (framed as [`protocol`] says) and are answered on a pipe
//! that only `host.pl` reads; ordinary output passes through to the player.
//! The engine's `user_input` belongs to the user's programs: when one reads
//! from it and it is empty, `host.pl` asks for a line ([`Request::UserLine`])
//! and the host puts it there, so `read/1` or `get_char/1` at the toplevel
//! read from the player as they would in any Prolog.
//!
//! This module owns the game's only random generator: with the same seed,
//! the same requests give the same answers. Its state is the seed and a
//! position in the stream (`rng_state` / `set_rng_state`), so a saved game
//! continues with the dice it would have had.

pub mod protocol;
pub mod request;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::io::{Cursor, Read};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::draw::map;
use crate::io::answer::{report, Answer, QueryMode};
use crate::io::input::{LineSource, Output, ReadLine};
use crate::io::keys::Key;
use crate::io::reader::{ClauseReader, Next};
use crate::prolog_text::{self, layout, nesting};
use crate::storage;
use protocol::{Framer, Piece, Reply};
pub use request::Request;

#[cfg(not(unix))]
compile_error!("conquest needs a Unix system: the host answers the engine through a pipe");

/// The prompt of a read from the user's own programs, as in GNU Prolog.
pub const READ_PROMPT: &str = "|: ";

/// What the engine's output streams call with the bytes flushed.
pub type OutputCallback = Box<dyn FnMut(&mut Cursor<Vec<u8>>)>;

/// The host's side of the bridge.
pub struct Host {
    rng: ChaCha8Rng,
    seed: u64,
    input: Rc<RefCell<Box<dyn LineSource>>>,
    output: Output,
    replies: SharedFile,
    /// What the user typed for their programs' reads (`user_input` of a query).
    terminal: SharedFile,
    framer: Framer,
    /// A long reply still being sent, with its sequence number.
    pending_reply: Option<(String, Reply)>,
    map_template: PathBuf,
    colour: bool,
    /// The player answered `a`: show the remaining solutions without asking.
    all_solutions: bool,
    /// Time spent waiting for the player during this query.
    waiting: Duration,
    started: Instant,
    names_given: u64,
    /// Texts the rules keep in order (Request::JournalAdd).
    journal: Vec<String>,
    /// The length of the whole records of each history log written or read.
    log_lengths: HashMap<String, u64>,
    /// Paths whose orphaned temporary files were looked for.
    cleaned: HashSet<String>,
    /// The save being written (Request::SaveBegin).
    pending_save: Option<storage::PendingWrite>,
    /// The clauses of the save being read and the line each starts on
    /// (Request::SaveText).
    save_text: Option<(SharedFile, Vec<usize>)>,
    /// The toplevel loop running in the engine, if it is.
    session: Option<Session>,
}

/// The toplevel loop's side in the host: it reads the player's queries and
/// reports how each ended.
struct Session {
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

/// How a host is set up.
pub struct HostConfig {
    pub seed: u64,
    pub input: Rc<RefCell<Box<dyn LineSource>>>,
    pub output: Output,
    pub map_template: PathBuf,
    pub colour: bool,
    pub token: String,
}

impl Host {
    pub fn new(config: HostConfig) -> std::io::Result<Host> {
        Ok(Host {
            rng: ChaCha8Rng::seed_from_u64(config.seed),
            seed: config.seed,
            input: config.input,
            output: config.output,
            replies: SharedFile::new("conquest-replies")?,
            terminal: SharedFile::new("conquest-terminal")?,
            framer: Framer::new(&config.token),
            pending_reply: None,
            map_template: config.map_template,
            colour: config.colour,
            all_solutions: false,
            waiting: Duration::ZERO,
            started: Instant::now(),
            names_given: 0,
            journal: Vec::new(),
            log_lengths: HashMap::new(),
            cleaned: HashSet::new(),
            save_text: None,
            pending_save: None,
            session: None,
        })
    }

    /// The path `host.pl` opens to read replies.
    pub fn reply_path(&self) -> String {
        self.replies.path()
    }

    /// The path `host.pl` opens as the user's input stream.
    pub fn terminal_path(&self) -> String {
        self.terminal.path()
    }

    /// The callback the engine's `user_output` stream calls on every flush.
    pub fn output_callback(host: Rc<RefCell<Host>>) -> OutputCallback {
        Box::new(move |cursor: &mut Cursor<Vec<u8>>| {
            let mut bytes = Vec::new();
            // Reading a Vec-backed cursor cannot fail.
            let _ = cursor.read_to_end(&mut bytes);
            // The stream never truncates its buffer: do it here, or it grows forever.
            cursor.get_mut().clear();
            cursor.set_position(0);
            host.borrow_mut().receive(&bytes);
        })
    }

    /// Takes the bytes the engine wrote: text passes through, requests are
    /// answered.
    pub fn receive(&mut self, bytes: &[u8]) {
        for piece in self.framer.feed(bytes) {
            match piece {
                Piece::Text(text) => self.output.write_bytes(&text),
                Piece::Request(fields) => self.serve(&fields),
            }
        }
        self.output.flush();
    }

    fn serve(&mut self, fields: &[String]) {
        let Some((seq, rest)) = fields.split_first() else {
            return;
        };
        let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
        let request = Request::parse(&rest);
        let mut reply = match request {
            Ok(Request::More) => match self.pending_reply.take() {
                Some((_, reply)) => reply,
                None => Reply::new(Err("no_more".into())),
            },
            Ok(request) => Reply::new(self.answer(request)),
            Err(reason) => Reply::new(Err(reason)),
        };
        let line = reply.next_line(seq);
        if std::env::var_os("CONQUEST_TRACE").is_some() {
            eprintln!("[host] {fields:?} -> {line:?}");
        }
        self.pending_reply = (!reply.finished()).then(|| (seq.clone(), reply));
        // The reply file is emptied only when a new request shows that
        // host.pl has read every reply before it.
        if self.replies.written > REPLY_FILE_LIMIT {
            self.replies.clear();
        }
        self.replies.append(line.as_bytes());
    }

    /// Appends the journal's texts from the `from`th (1-based) on to the
    /// history log at `path`, after the whole records it is known to hold.
    fn log_append(&mut self, path: &str, from: usize) -> Result<String, String> {
        let good_length = *self.log_lengths.get(path).ok_or("missing")?;
        let records = &self.journal[from.saturating_sub(1).min(self.journal.len())..];
        match storage::append_log(Path::new(path), good_length, records) {
            Ok(length) => {
                self.log_lengths.insert(path.to_string(), length);
                Ok(String::new())
            }
            Err(failure) => Err(failure.key().to_string()),
        }
    }

    /// Puts the clauses of the save at `path` in a file of their own, one
    /// after another without comments (Request::SaveText), and keeps the
    /// line of each in the save, the unfinished rest (a truncated save)
    /// counted as a clause. The reply is that file's path.
    fn save_text(&mut self, path: &str, max_bytes: u64) -> Result<String, String> {
        let bytes =
            storage::read_regular(Path::new(path), max_bytes).map_err(|f| f.key().to_string())?;
        let text = String::from_utf8(bytes).map_err(|_| "not_text".to_string())?;
        let (clauses, rest) = prolog_text::clauses_with_lines(&text);
        let mut normal = String::with_capacity(text.len());
        let mut lines: Vec<usize> = Vec::with_capacity(clauses.len() + 1);
        for (line, clause) in clauses.iter().chain(rest.iter()) {
            normal.push_str(clause);
            normal.push('\n');
            lines.push(*line);
        }
        let mut file = SharedFile::new("conquest-save").map_err(|_| "io".to_string())?;
        file.append(normal.as_bytes());
        if file.written != normal.len() as u64 {
            return Err("io".to_string());
        }
        // Kept until the next save is read: host.pl opens it by its path,
        // and asks the line of a clause only for a message (a list of
        // 70 000 lines took 0.7 s to send and read).
        self.save_text = Some((file, lines));
        Ok(self
            .save_text
            .as_ref()
            .map_or(String::new(), |(f, _)| f.path()))
    }

    /// Orphaned temporary files of `path` are looked for once a session.
    fn clean_orphans_once(&mut self, path: &str) {
        if self.cleaned.insert(path.to_string()) {
            storage::remove_orphans(Path::new(path));
        }
    }

    fn answer(&mut self, request: Request) -> Result<String, String> {
        if crate::interrupt::requested() && request.stops_at_interrupt() {
            return Err("interrupted".to_string());
        }
        match request {
            Request::Words(n) => Ok(self.words(n)),
            Request::Ask(prompt) => self.ask(&prompt),
            Request::UserLine => self.user_line(),
            Request::UserClause(pending) => self.user_clause(pending),
            Request::UserReset => {
                self.terminal.clear();
                Ok(String::new())
            }
            Request::Seed => Ok(self.seed.to_string()),
            Request::RngState => Ok(format!("{} {}", self.seed, self.rng.get_word_pos())),
            Request::SetRngState { seed, position } => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                rng.set_word_pos(position);
                self.rng = rng;
                self.seed = seed;
                Ok(String::new())
            }
            Request::Mtime(path) => Ok(mtime(&path).map(|t| t.to_string()).unwrap_or_default()),
            Request::FileKind(path) => Ok(file_kind(&path).to_string()),
            Request::Layout { path, offsets } => {
                let text = std::fs::read(&path).map_err(|_| "unreadable".to_string())?;
                let places = layout(&text, &offsets);
                let numbers: Vec<String> = places
                    .iter()
                    .map(|p| format!("{},{},{}", p.line, p.chars, p.token_chars))
                    .collect();
                Ok(format!("[{}]. ", numbers.join(",")))
            }
            Request::TextShape { path, max_bytes } => {
                let size = std::fs::metadata(&path)
                    .map_err(|_| "unreadable".to_string())?
                    .len();
                if size > max_bytes {
                    return Ok(format!("{size} 0 0"));
                }
                let text = std::fs::read(&path).map_err(|_| "unreadable".to_string())?;
                let (depth, line) = nesting(&text);
                Ok(format!("{size} {depth} {line}"))
            }
            Request::UniqueName => {
                self.names_given += 1;
                Ok(format!("{}-{}", std::process::id(), self.names_given))
            }
            Request::JournalAdd(texts) => {
                self.journal.extend(texts);
                Ok(self.journal.len().to_string())
            }
            Request::JournalTruncate(n) => {
                self.journal.truncate(n);
                Ok(self.journal.len().to_string())
            }
            Request::JournalGet(n) => n
                .checked_sub(1)
                .and_then(|i| self.journal.get(i))
                .cloned()
                .ok_or_else(|| "no_entry".to_string()),
            Request::LogAppend { path, from } => self.log_append(&path, from),
            Request::LogStart { path, record } => {
                self.clean_orphans_once(&path);
                let length = storage::start_log(Path::new(&path), &record)
                    .map_err(|f| f.key().to_string())?;
                self.log_lengths.insert(path, length);
                Ok(String::new())
            }
            Request::LogRead { path, max_bytes } => {
                let read = storage::read_log(Path::new(&path), max_bytes)
                    .map_err(|f| f.key().to_string())?;
                self.log_lengths.insert(path, read.good_length);
                // Replies are one line: the records' lengths (in
                // characters) come first, then the records end to end.
                let lengths: Vec<String> = read
                    .records
                    .iter()
                    .map(|r| r.chars().count().to_string())
                    .collect();
                let reply = format!(
                    "{} {} {}",
                    read.dropped,
                    lengths.join(","),
                    read.records.concat()
                );
                Ok(reply)
            }
            Request::SaveText { path, max_bytes } => self.save_text(&path, max_bytes),
            Request::SaveLine(index) => {
                let lines = self.save_text.as_ref().map(|(_, lines)| lines);
                let line = lines.and_then(|l| l.get(index.saturating_sub(1)).or(l.last()).copied());
                Ok(line.unwrap_or(1).to_string())
            }
            Request::SaveBegin { path, replace } => {
                self.clean_orphans_once(&path);
                let pending = storage::PendingWrite::begin(Path::new(&path), replace)
                    .map_err(|f| f.key().to_string())?;
                let writer = pending.writer_path();
                // A save left begun (its writer threw) is dropped: removed.
                self.pending_save = Some(pending);
                Ok(writer)
            }
            Request::SaveCommit(ending) => {
                let pending = self.pending_save.take().ok_or("no_save_begun")?;
                pending
                    .commit(Some(ending.as_bytes()))
                    .map_err(|f| f.key().to_string())?;
                Ok(String::new())
            }
            Request::SaveAbort => {
                self.pending_save = None;
                Ok(String::new())
            }
            Request::Map {
                lang,
                cells,
                legend,
            } => self.map(lang.as_deref(), &cells, &legend),
            Request::Board(board) => {
                self.output.write_str(&board.render(self.colour));
                Ok(String::new())
            }
            Request::Solution { last, shown } => Ok(self.solution(last, shown)),
            Request::More => Err("no_more".into()),
            Request::Clock => Ok(self.clock()),
            Request::Interactive => Ok(self.input.borrow().is_interactive().to_string()),
            Request::NextQuery(words) => self.next_query(words),
            Request::QueryDone(answer) => self.query_done(answer),
        }
    }

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
    fn next_query(&mut self, words: Vec<String>) -> Result<String, String> {
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
    fn query_done(&mut self, answer: Answer) -> Result<String, String> {
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
        self.all_solutions = false;
        self.waiting = Duration::ZERO;
    }

    /// Ends a toplevel query: bytes held as the start of a request that
    /// never came are the user's own output.
    pub fn end_query(&mut self) {
        let held = self.framer.flush_pending();
        self.output.write_bytes(&held);
        self.pending_reply = None;
        self.output.flush();
    }

    /// How long the current query waited for the player.
    pub fn waiting(&self) -> Duration {
        self.waiting
    }

    fn timed<T>(&mut self, read: impl FnOnce(&mut dyn LineSource) -> T) -> T {
        self.output.flush();
        let asked = Instant::now();
        let result = read(self.input.borrow_mut().as_mut());
        self.waiting += asked.elapsed();
        result
    }

    /// Ends the line of a solution the toplevel printed (GNU Prolog's
    /// shape: a blank line, then the bindings). When more may follow at a
    /// terminal, asks with one key press: `;` (or space, `n`) for the
    /// next, `a` for all, Enter to stop. The reply is `more` or `stop`.
    fn solution(&mut self, last: bool, shown: bool) -> String {
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

    /// The words as a Prolog term and its end, `w(W1,...,Wn). `: host.pl
    /// reads it from the reply file (the space: the reader's end is a full
    /// stop and one layout character, and the line's own end stays unread).
    fn words(&mut self, n: usize) -> String {
        let words: Vec<String> = (0..n).map(|_| self.rng.next_u32().to_string()).collect();
        format!("w({}). ", words.join(","))
    }

    fn ask(&mut self, prompt: &str) -> Result<String, String> {
        let line = self.timed(|input| input.read_line(prompt));
        match line {
            ReadLine::Line(line) => Ok(answer_text(&line)),
            ReadLine::Eof => Err("end_of_input".to_string()),
            // Ctrl-C at a question cancels the command that asked it, as the
            // end of input does.
            ReadLine::Interrupted => Err("end_of_input".to_string()),
        }
    }

    fn read_prompt(&self) -> &'static str {
        if self.input.borrow().is_interactive() {
            READ_PROMPT
        } else {
            ""
        }
    }

    /// One line for the user's program; `eof` at the end of input.
    fn user_line(&mut self) -> Result<String, String> {
        let prompt = self.read_prompt();
        match self.timed(|input| input.read_line(prompt)) {
            ReadLine::Line(mut line) => {
                line.push('\n');
                self.push_user_data(&line);
                Ok("ok".into())
            }
            ReadLine::Eof => Ok("eof".into()),
            ReadLine::Interrupted => Err("interrupted".into()),
        }
    }

    /// Lines until `pending` and they hold a complete clause (or the input
    /// ends), for read/1: all of it goes back into the user's stream.
    fn user_clause(&mut self, pending: String) -> Result<String, String> {
        let mut text = pending;
        let mut status = "ok";
        while prolog_text::split_clauses(&text).0.is_empty() {
            let prompt = self.read_prompt();
            match self.timed(|input| input.read_line(prompt)) {
                ReadLine::Line(line) => {
                    text.push_str(&line);
                    text.push('\n');
                }
                ReadLine::Eof => {
                    status = "eof";
                    break;
                }
                ReadLine::Interrupted => return Err("interrupted".into()),
            }
        }
        self.push_user_data(&text);
        Ok(status.into())
    }

    fn push_user_data(&mut self, text: &str) {
        self.terminal.append(text.as_bytes());
    }

    /// Draws the map from the template for `lang` (`map_id.txt` beside
    /// `map.txt`) when the rules have one, else from `map.txt`.
    fn map(
        &mut self,
        lang: Option<&str>,
        cells: &[map::Cell],
        legend: &[map::LegendEntry],
    ) -> Result<String, String> {
        let path = lang
            .filter(|l| l.chars().all(|c| c.is_ascii_lowercase()))
            .map(|l| self.map_template.with_file_name(format!("map_{l}.txt")))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| self.map_template.clone());
        let text = std::fs::read_to_string(&path).map_err(|e| {
            let message = format!("cannot read the map template {}: {e}\n", path.display());
            self.output.write_str(&message);
            "no_template".to_string()
        })?;
        match map::Template::parse(&text) {
            Ok(template) => {
                let drawn = map::render(&template, cells, legend, self.colour);
                self.output.write_str(&drawn);
                if !drawn.ends_with('\n') {
                    self.output.write_str("\n");
                }
                Ok(String::new())
            }
            Err(e) => {
                let message = format!("{}: {e}\n", path.display());
                self.output.write_str(&message);
                Err("bad_template".to_string())
            }
        }
    }

    fn clock(&self) -> String {
        let wall = self.started.elapsed().as_millis();
        format!("{wall} {}", cpu_millis())
    }
}

/// `text` on one line: backslashes, newlines and carriage returns escaped
/// with a backslash (`toplevel:serve/2` undoes it).
pub fn escape_line(text: &str) -> String {
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

/// What ask/2 hands to the rules: the line without surrounding blanks and without
/// one final full stop, since players type `5.` as in the seed's transcripts.
pub fn answer_text(line: &str) -> String {
    let trimmed = line.trim();
    let trimmed = trimmed.strip_suffix('.').unwrap_or(trimmed).trim_end();
    trimmed.to_string()
}

fn mtime(path: &str) -> Option<u128> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    Some(
        modified
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?
            .as_nanos(),
    )
}

/// What is at `path`, without following a final symbolic link.
fn file_kind(path: &str) -> &'static str {
    match std::fs::symlink_metadata(path) {
        Err(_) => "absent",
        Ok(meta) if meta.file_type().is_symlink() => "link",
        Ok(meta) if meta.is_file() => "file",
        Ok(meta) if meta.is_dir() => "directory",
        Ok(_) => "other",
    }
}

/// CPU time of the process in milliseconds.
fn cpu_millis() -> u128 {
    // SAFETY: getrusage only writes into the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let micros = |t: libc::timeval| t.tv_sec as u128 * 1_000_000 + t.tv_usec as u128;
    (micros(usage.ru_utime) + micros(usage.ru_stime)) / 1000
}

/// A file the host writes and `host.pl` reads as a stream: the replies to
/// requests, and the lines the user types for their programs' reads. A
/// pipe will not do: Scryer takes a file stream to be at its end when its
/// position reaches the file's size, which a pipe reports as 0. With a
/// file, `at_end_of_stream/1` tells `host.pl` exactly whether more is
/// there, without the sticky end of stream a pipe or a channel leaves.
/// On Linux it lives in memory (memfd), elsewhere in the temporary folder
/// until the host is dropped. Emptied with [`SharedFile::clear`], after
/// which `host.pl` opens it again.
struct SharedFile {
    file: std::fs::File,
    path: String,
    written: u64,
    /// Removed when the host is dropped (not on Linux: nothing is on disk).
    remove_on_drop: Option<PathBuf>,
}

/// The reply file is emptied when it grows past this many bytes.
const REPLY_FILE_LIMIT: u64 = 1 << 20;

impl SharedFile {
    fn new(name: &str) -> std::io::Result<SharedFile> {
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::{AsRawFd, FromRawFd};
            let name = std::ffi::CString::new(name).unwrap_or_default();
            // SAFETY: memfd_create returns a new descriptor (or -1), owned by the File.
            let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
            if fd < 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: fd is a fresh descriptor nothing else owns.
            let file = unsafe { std::fs::File::from_raw_fd(fd) };
            let path = format!("/proc/self/fd/{}", file.as_raw_fd());
            Ok(SharedFile {
                file,
                path,
                written: 0,
                remove_on_drop: None,
            })
        }
        #[cfg(not(target_os = "linux"))]
        {
            let path = std::env::temp_dir().join(format!(
                "{name}-{}-{:016x}",
                std::process::id(),
                rand::random::<u64>()
            ));
            let file = std::fs::OpenOptions::new()
                .create_new(true)
                .read(true)
                .write(true)
                .open(&path)?;
            Ok(SharedFile {
                file,
                path: path.to_string_lossy().into_owned(),
                written: 0,
                remove_on_drop: Some(path),
            })
        }
    }

    fn path(&self) -> String {
        self.path.clone()
    }

    /// Adds `bytes` at the end. A full disk or memory shows on the Prolog
    /// side as a stream that ends too early.
    fn append(&mut self, bytes: &[u8]) {
        use std::os::unix::fs::FileExt;
        if self.file.write_all_at(bytes, self.written).is_ok() {
            self.written += bytes.len() as u64;
        }
    }

    fn clear(&mut self) {
        if self.file.set_len(0).is_ok() {
            self.written = 0;
        }
    }
}

impl Drop for SharedFile {
    fn drop(&mut self) {
        if let Some(path) = &self.remove_on_drop {
            let _ = std::fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn lines_are_escaped_for_one_reply_line() {
        assert_eq!(escape_line("a\\b\nc\rd"), "a\\\\b\\nc\\rd");
        assert!(!escape_line("x.\n% c\r\n").contains('\n'));
    }

    #[test]
    fn answers_lose_blanks_and_one_full_stop() {
        assert_eq!(answer_text("  5. "), "5");
        assert_eq!(answer_text("Alice"), "Alice");
        assert_eq!(answer_text("a.b."), "a.b");
        assert_eq!(answer_text(""), "");
    }

    #[test]
    fn a_generator_restored_from_seed_and_position_continues_identically() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // An odd number of 32-bit words, then 64-bit draws straddling blocks.
        let _: Vec<u8> = (0..37).map(|_| rng.gen_range(1..=6u8)).collect();
        let _: i64 = rng.gen_range(0..=1_000_000_000_000i64);
        let position = rng.get_word_pos();
        let mut copy = ChaCha8Rng::seed_from_u64(42);
        copy.set_word_pos(position);
        for _ in 0..100 {
            assert_eq!(rng.gen_range(1..=6u8), copy.gen_range(1..=6u8));
            assert_eq!(
                rng.gen_range(0..=1_000_000_000_000i64),
                copy.gen_range(0..=1_000_000_000_000i64)
            );
        }
    }

    #[test]
    fn shared_files_append_and_clear() {
        let mut file = SharedFile::new("conquest-test").expect("a shared file");
        file.append(b"1 oold\n");
        file.append(b"2 onew\n");
        assert_eq!(
            std::fs::read(file.path()).expect("by path"),
            b"1 oold\n2 onew\n"
        );
        file.clear();
        file.append(b"3 oagain\n");
        assert_eq!(std::fs::read(file.path()).expect("by path"), b"3 oagain\n");
    }

    #[test]
    fn paths_are_told_apart() {
        let dir = std::env::temp_dir();
        assert_eq!(file_kind(&dir.to_string_lossy()), "directory");
        assert_eq!(file_kind("/no/such/place/at/all"), "absent");
    }
}
