//! The host builtins: what the rules and the toplevel ask of Rust.
//!
//! The Prolog half is `prolog/host/bridge.pl`. Requests arrive on the engine's
//! `user_output` (framed as [`protocol`] says, parsed by [`request`]) and
//! are answered in a memory file that only `bridge.pl` reads
//! (`shared_file`); ordinary output passes through to the player. The
//! engine's `user_input` belongs to the user's programs: when one reads
//! from it and it is empty, `bridge.pl` asks for a line ([`Request::UserLine`])
//! and the host puts it in a second memory file, the user's terminal
//! stream, so `read/1` or `get_char/1` at the toplevel read from the
//! player as they would in any Prolog.
//!
//! This file holds the host's state and takes requests out of the output;
//! `dispatch` answers each request, `session` is the toplevel loop's side
//! (its queries, their answers, the `;` at a solution).
//!
//! The host owns the game's only random generator: with the same seed,
//! the same requests give the same answers. Its state is the seed and a
//! position in the stream (`rng_state` / `set_rng_state`), so a saved game
//! continues with the dice it would have had.

mod dispatch;
pub mod protocol;
pub mod request;
mod session;
mod shared_file;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::io::{Cursor, Read};
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::io::input::{LineSource, Output};
use crate::storage;
use protocol::{Framer, Piece, Reply};
pub use request::Request;
use session::Session;
use shared_file::SharedFile;

#[cfg(not(unix))]
compile_error!("conquest needs a Unix system: the host writes its replies with positioned writes to a file bridge.pl reads");

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

    /// The path `bridge.pl` opens to read replies.
    pub fn reply_path(&self) -> String {
        self.replies.path()
    }

    /// The path `bridge.pl` opens as the user's input stream.
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
        // bridge.pl has read every reply before it.
        if self.replies.written > REPLY_FILE_LIMIT {
            self.replies.clear();
        }
        self.replies.append(line.as_bytes());
    }

    /// Runs a read of the player, counting its time as waiting.
    fn timed<T>(&mut self, read: impl FnOnce(&mut dyn LineSource) -> T) -> T {
        self.output.flush();
        let asked = Instant::now();
        let result = read(self.input.borrow_mut().as_mut());
        self.waiting += asked.elapsed();
        result
    }
}

/// The reply file is emptied when it grows past this many bytes.
const REPLY_FILE_LIMIT: u64 = 1 << 20;
