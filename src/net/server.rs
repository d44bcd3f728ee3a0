//! `conquest serve`: one game for the host's terminal and the players who
//! join over TCP (JSON lines or WebSocket: src/net/transport.rs).
//!
//! Threads: one accepts connections, one per connection reads its lines
//! (after checking its hello), one per connection writes to it, one reads
//! the host's terminal; all of them hand what they read to the engine's
//! thread through one channel. The engine's thread owns the engine, as in
//! a local game: [`NetInput`] is its line source (the next line from
//! whoever typed first at the toplevel's prompt; while a query runs, only
//! its speaker's lines), and the same state is its output, sent to the
//! query's speaker or, for what happens in the game, to everyone. The
//! Prolog side decides per query (prolog/host/seats.pl): it asks the host
//! who typed the query (`speaker`) and says who reads its output
//! (`audience`). Nothing a client sends reaches the engine but a line of
//! text that the toplevel parses under catch/3.

use super::lock;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashSet, VecDeque};
use std::io::{BufRead, IsTerminal, Write};
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rustyline::error::ReadlineError;
use rustyline::ExternalPrinter;

use super::protocol::{read_line, ClientMessage, LineRead, ServerMessage};
use super::tokens::{self, Admission, ServerTokens};
use super::transport::{self, Writer};
use super::views::{View, Views};
use crate::app::{self, Options};
use crate::io::input::{Audience, LineSource, Output, ReadLine, Speaker, TextSink};
use crate::io::reader::PROMPT;

/// What `conquest serve` was asked.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub app: Options,
    pub bind: IpAddr,
    pub port: u16,
    pub password: Option<String>,
    /// How long a player's connection may be gone, when their seat is to
    /// move, before a computer plays it until they are back (`--away`);
    /// None: never (the host may still hand it over with `seat/2`).
    pub away: Option<Duration>,
    /// How far a joined player's query may grow the server's resident
    /// memory, in MB over its size when the query started; 0: no bound.
    pub query_memory_mb: u64,
    /// The server's resident memory, in MB, past which it reads no more
    /// lines of joined players; 0: no ceiling. Memory a query leaves
    /// behind is not all given back: the engine never frees an atom, and
    /// each new name in a line or built by a query stays.
    pub server_memory_mb: u64,
}

/// How long a new connection may take to say hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a connection refused because the server is full may take
/// to open its transport and say hello.
const REFUSAL_WAIT: Duration = Duration::from_secs(5);
/// How long a write to a client may block before it counts as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// Bytes waiting for a slow client before it is disconnected. Counted in
/// bytes, not messages: a query's output goes out a line a message, and
/// 1 024 messages of a number each (a legitimate `forall/2` printing
/// 10 000 lines, well inside a query's 64 KiB) cut off a client that read
/// them as fast as it could on a loaded machine.
const OUTGOING_BYTES: usize = 4 << 20;
/// How long the others wait for a player's line that is not the answer
/// to a command's question: the rest of a query typed over several
/// lines, `;` after a solution. Past it the query is dropped (as Ctrl-C
/// drops it at a terminal).
const SPEAKER_WAIT: Duration = Duration::from_secs(20);
/// Connections at once; more are refused.
const MAX_CLIENTS: usize = 64;
/// Lines waiting to be run, all speakers together; a client that sends
/// more while the queue is full is disconnected.
const MAX_PENDING: usize = 1024;

type ClientId = u64;

/// What the other threads tell the engine's thread.
enum Event {
    Joined(ClientId, Client),
    Line(ClientId, String),
    Left(ClientId),
    HostLine(String),
    HostEof,
}

/// What a connection's writer thread is given.
enum Outgoing {
    Message(String),
    /// Send nothing more; close the connection.
    Close,
}

/// The queue of a connection's writer thread, bounded by the bytes in it.
#[derive(Clone)]
struct Outbox {
    sender: Sender<Outgoing>,
    queued: Arc<AtomicUsize>,
}

impl Outbox {
    fn new() -> (Outbox, Receiver<Outgoing>, Arc<AtomicUsize>) {
        let (sender, queue) = mpsc::channel();
        let queued = Arc::new(AtomicUsize::new(0));
        let outbox = Outbox {
            sender,
            queued: queued.clone(),
        };
        (outbox, queue, queued)
    }

    /// Queues a message; Err when the writer has gone or the client has
    /// more than `OUTGOING_BYTES` waiting (too slow to keep up).
    fn send(&self, outgoing: Outgoing) -> Result<(), Outgoing> {
        if let Outgoing::Message(line) = &outgoing {
            let before = self.queued.fetch_add(line.len(), Ordering::SeqCst);
            if before + line.len() > OUTGOING_BYTES {
                self.queued.fetch_sub(line.len(), Ordering::SeqCst);
                return Err(outgoing);
            }
        }
        self.sender.send(outgoing).map_err(|e| e.0)
    }
}

/// A joined client, as the engine's thread knows it.
struct Client {
    name: String,
    watch: bool,
    /// The language the player asked for (checked: `en` or `id`).
    lang: Option<String>,
    /// Its terminal shows colour (said in its hello).
    colour: bool,
    outgoing: Outbox,
    stream: TcpStream,
    /// Sent the toplevel's prompt and not yet answered it.
    prompted: bool,
}

impl Client {
    /// Sends a message; a client whose queue is full is too slow to keep
    /// up and is cut off (false).
    fn send(&self, message: &ServerMessage) -> bool {
        match self.outgoing.send(Outgoing::Message(message.to_line())) {
            Ok(()) => true,
            Err(_) => {
                let _ = self.stream.shutdown(Shutdown::Both);
                false
            }
        }
    }

    fn close(&self) {
        if self.outgoing.send(Outgoing::Close).is_err() {
            let _ = self.stream.shutdown(Shutdown::Both);
        }
    }
}

/// Who typed a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Who {
    Host,
    Client(ClientId),
    /// A query the server makes itself (seats.pl's server_event/1).
    Server,
}

/// The engine's side of the network: lines in, text out.
struct Net {
    events: Receiver<Event>,
    clients: BTreeMap<ClientId, Client>,
    /// Lines read and not yet taken, in the order they came.
    pending: VecDeque<Pending>,
    host_terminal: bool,
    /// At a terminal: the host's line editor, asked for a line with its
    /// prompt, and what prints above the line being edited.
    host_editor: Option<HostEditor>,
    host_prompted: bool,
    host_ended: bool,
    speaker: Who,
    audience: Audience,
    /// Text written since the last flush, for each way of reading it.
    out: Views,
    /// The host's terminal shows colour.
    host_colour: bool,
    /// The budget of the sandboxed query running, if one is.
    budget: Option<OutputBudget>,
    watchdog: Arc<Watchdog>,
    /// `--away`.
    away: Option<Duration>,
    /// The players (not spectators) whose connection ended, by name: since
    /// when, and whether the game was asked about them (server_event
    /// away) since the last query of someone.
    gone: BTreeMap<String, Gone>,
    /// The one client who reads the server's own query running, if any:
    /// a newcomer's welcome (the map and whose turn it is).
    server_reader: Option<ClientId>,
    /// Whether the host was told the server's memory is past its ceiling.
    told_server_full: bool,
}

/// A line waiting to run.
struct Pending {
    who: Who,
    line: String,
    /// The client who alone reads what this line's query writes: a
    /// newcomer shown the game as it stands (the server's welcome).
    welcomes: Option<ClientId>,
}

impl Pending {
    fn new(who: Who, line: String) -> Pending {
        Pending {
            who,
            line,
            welcomes: None,
        }
    }
}

struct Gone {
    since: Instant,
    asked: bool,
}

/// The host's terminal with a line editor: it reads a line when asked
/// (`prompts`), as `conquest join` does for a player.
struct HostEditor {
    prompts: Sender<String>,
    printer: Box<dyn ExternalPrinter + Send>,
    /// Text after the last line end: the start of the next prompt.
    partial: String,
}

/// What a sandboxed query may still send, and its time.
struct OutputBudget {
    limit: u64,
    sent: u64,
    seconds: u64,
    /// Past its bytes: the rest of its output is dropped.
    cut: bool,
}

/// Stops a sandboxed query that runs past its time or grows the
/// process's memory past its bound, from a thread of its own (the
/// engine's thread is inside the query).
#[derive(Default)]
struct Watchdog {
    deadline: Mutex<Option<Instant>>,
    fired: AtomicBool,
    /// Bytes a query may add to the resident size; None: not watched.
    memory_limit: Option<u64>,
    /// The resident size no query may take the server past (bytes).
    server_ceiling: Option<u64>,
    /// The resident size past which the running query is stopped.
    memory_ceiling: Mutex<Option<u64>>,
    memory_fired: AtomicBool,
}

impl Watchdog {
    fn arm(&self, seconds: u64) {
        *lock(&self.deadline) = Some(Instant::now() + Duration::from_secs(seconds));
    }

    fn disarm(&self) {
        *lock(&self.deadline) = None;
    }

    /// Starts watching the memory of a query that starts now.
    fn watch_memory(&self) {
        self.memory_fired.store(false, Ordering::SeqCst);
        let from_start = self
            .memory_limit
            .and_then(|limit| Some(crate::interrupt::memory::resident_bytes()? + limit));
        *lock(&self.memory_ceiling) = match (from_start, self.server_ceiling) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }

    /// Whether the server's resident size is past its ceiling.
    fn server_full(&self) -> bool {
        self.server_ceiling.is_some_and(|ceiling| {
            crate::interrupt::memory::resident_bytes().is_some_and(|now| now > ceiling)
        })
    }

    /// What a joined player reads when the server's memory is past its
    /// ceiling.
    fn server_full_notice(&self) -> Notice {
        Notice::ServerFull(self.server_ceiling.unwrap_or(0) >> 20)
    }

    fn unwatch_memory(&self) {
        *lock(&self.memory_ceiling) = None;
    }

    /// Watches until the server ends (checked every WATCH_STEP).
    fn watch(&self) {
        loop {
            std::thread::sleep(WATCH_STEP);
            let mut deadline = lock(&self.deadline);
            let mut ceiling = lock(&self.memory_ceiling);
            // One reason per query: the first past its bound stops it.
            if deadline.is_some_and(|d| Instant::now() >= d) {
                *deadline = None;
                *ceiling = None;
                self.fired.store(true, Ordering::SeqCst);
                crate::interrupt::stop_query();
            } else if ceiling.is_some_and(|at| {
                crate::interrupt::memory::resident_bytes().is_some_and(|now| now > at)
            }) {
                *deadline = None;
                *ceiling = None;
                self.memory_fired.store(true, Ordering::SeqCst);
                crate::interrupt::stop_query();
            }
        }
    }
}

/// The most names of players gone in one query of the server's.
const AWAY_NAMES_A_QUERY: usize = 32;

/// How often the watchdog looks at the clock.
const WATCH_STEP: Duration = Duration::from_millis(50);

impl Net {
    fn take_event(&mut self, event: Event) {
        match event {
            Event::Joined(id, client) => {
                self.notice(&format!(
                    "{} joined{}.",
                    client.name,
                    if client.watch { " to watch" } else { "" }
                ));
                if !client.watch {
                    // A seat a computer took while they were away is
                    // theirs again (names are checked atoms: no quoting).
                    self.gone.remove(&client.name);
                    self.pending.push_back(Pending::new(
                        Who::Server,
                        format!("seats:server_event(joined({})).", client.name),
                    ));
                }
                // Whoever joins sees the game as it stands.
                self.pending.push_back(Pending {
                    who: Who::Server,
                    line: format!("seats:server_event(welcome({})).", client.name),
                    welcomes: Some(id),
                });
                self.clients.insert(id, client);
            }
            Event::Line(id, text) => {
                if self.pending.len() >= MAX_PENDING {
                    if let Some(client) = self.clients.get(&id) {
                        client.send(&ServerMessage::Refused(
                            "too many lines waiting to run".to_string(),
                        ));
                        client.close();
                    }
                    self.drop_client(id);
                } else if self.clients.contains_key(&id) {
                    self.pending.push_back(Pending::new(Who::Client(id), text));
                }
            }
            Event::Left(id) => self.drop_client(id),
            Event::HostLine(text) => self.pending.push_back(Pending::new(Who::Host, text)),
            Event::HostEof => self.host_ended = true,
        }
    }

    fn drop_client(&mut self, id: ClientId) {
        if let Some(client) = self.clients.remove(&id) {
            self.pending.retain(|p| p.who != Who::Client(id));
            self.notice(&format!("{} left.", client.name));
            if !client.watch {
                self.gone.insert(
                    client.name,
                    Gone {
                        since: Instant::now(),
                        asked: false,
                    },
                );
            }
        }
    }

    /// A line on the host's terminal about the players.
    fn notice(&mut self, text: &str) {
        self.write_host(&format!("conquest: {text}\n"));
    }

    /// Tells a joined player their line was not read: the server's memory
    /// is past its ceiling. The host is told once, the first time.
    fn refuse_line_server_full(&mut self, id: ClientId) {
        let text = self
            .watchdog
            .server_full_notice()
            .text(&self.lang_of(Who::Client(id)));
        if let Some(client) = self.clients.get(&id) {
            client.send(&ServerMessage::Output(text));
        }
        if !self.told_server_full {
            self.told_server_full = true;
            let mb = self.watchdog.server_ceiling.unwrap_or(0) >> 20;
            self.notice(&format!(
                "the server holds more than {mb} MB of memory (--server-memory): \
                 joined players' lines are refused; saveGame(File) keeps the game"
            ));
        }
    }

    /// Takes every event already waiting, without blocking.
    fn drain(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.take_event(event);
        }
    }

    /// Waits for the next event; false when no thread can send one.
    fn wait(&mut self) -> bool {
        match self.events.recv() {
            Ok(event) => {
                self.take_event(event);
                true
            }
            Err(_) => false,
        }
    }

    fn send_to(&mut self, id: ClientId, message: &ServerMessage) {
        let gone = self.clients.get(&id).is_some_and(|c| !c.send(message));
        if gone {
            self.drop_client(id);
        }
    }

    fn write_host(&mut self, text: &str) {
        if let Some(editor) = &mut self.host_editor {
            // Whole lines above the line being edited; the rest starts
            // the next prompt.
            editor.partial.push_str(text);
            if let Some(end) = editor.partial.rfind('\n') {
                let rest = editor.partial.split_off(end + 1);
                let lines = std::mem::replace(&mut editor.partial, rest);
                if editor.printer.print(lines.clone()).is_ok() {
                    return;
                }
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(lines.as_bytes());
                let _ = out.flush();
            }
            return;
        }
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    /// Sends the whole lines written to their readers: the engine flushes
    /// a solution's bindings a piece at a time, which made a message of
    /// each `X`, ` = ` and `1`. An unfinished line waits for a read, a
    /// change of audience, or more text.
    fn flush_lines(&mut self) {
        self.send_out(true);
    }

    /// Sends all that was written to its readers. A character cut at the
    /// end waits for its other bytes.
    fn flush(&mut self) {
        self.send_out(false);
    }

    fn send_out(&mut self, lines: bool) {
        for (view, text) in self.out.take(lines) {
            self.deliver(&view, text);
        }
    }

    /// Sends `text` to the readers now who read `view`.
    fn deliver(&mut self, view: &View, text: String) {
        if self.audience == Audience::Everyone {
            if self.view_of(Who::Host).as_ref() == Some(view) {
                self.write_host(&text);
            }
            let ids: Vec<ClientId> = self
                .clients
                .keys()
                .copied()
                .filter(|id| self.view_of(Who::Client(*id)).as_ref() == Some(view))
                .collect();
            let message = ServerMessage::Output(text);
            for id in ids {
                self.send_to(id, &message);
            }
            return;
        }
        let lang = self.lang_of(self.speaker);
        let text = match self.budget.as_mut() {
            Some(budget) => match budget.take(text, &lang) {
                Some(text) => text,
                None => return,
            },
            None => text,
        };
        match self.speaker {
            Who::Host => self.write_host(&text),
            Who::Client(id) => self.send_to(id, &ServerMessage::Output(text)),
            // The answer to the server's own query is nobody's, but a
            // welcome's.
            Who::Server => {
                if let Some(id) = self.server_reader {
                    self.send_to(id, &ServerMessage::Output(text));
                }
            }
        }
    }

    /// Who reads what `who`'s query writes for its speaker.
    fn reader_of(&self, who: Who) -> Who {
        match (who, self.server_reader) {
            (Who::Server, Some(id)) => Who::Client(id),
            _ => who,
        }
    }

    /// How `who` reads the game's text; None for a client gone.
    fn view_of(&self, who: Who) -> Option<View> {
        match who {
            Who::Host => Some(self.out.view(None, self.host_colour)),
            Who::Client(id) => self
                .clients
                .get(&id)
                .map(|c| self.out.view(c.lang.as_deref(), c.colour)),
            Who::Server => self
                .server_reader
                .and_then(|id| self.view_of(Who::Client(id))),
        }
    }

    /// The views of those who read what is written now.
    fn reader_views(&self) -> Vec<View> {
        let mut views: Vec<View> = match self.audience {
            Audience::Everyone => std::iter::once(Who::Host)
                .chain(self.clients.keys().map(|id| Who::Client(*id)))
                .filter_map(|who| self.view_of(who))
                .collect(),
            _ => self.view_of(self.speaker).into_iter().collect(),
        };
        views.sort();
        views.dedup();
        views
    }

    /// The languages of those who read what is written now, the game's
    /// for who asked for none, the speaker's first (a command's questions
    /// are theirs); from now on a text written in them reaches each
    /// reader in theirs.
    fn readers(&mut self, server_lang: &str) -> Vec<String> {
        self.flush();
        let lang_of = |who: Who| match who {
            Who::Client(id) => self.clients.get(&id).and_then(|c| c.lang.clone()),
            Who::Host | Who::Server => None,
        };
        // The server's own query has no reader of its own.
        let mut readers: Vec<Who> = Some(self.reader_of(self.speaker))
            .filter(|who| *who != Who::Server)
            .into_iter()
            .collect();
        if self.audience == Audience::Everyone {
            readers.push(Who::Host);
            readers.extend(self.clients.keys().map(|id| Who::Client(*id)));
        }
        let mut langs: Vec<String> = Vec::new();
        for who in readers {
            let lang = lang_of(who).unwrap_or_else(|| server_lang.to_string());
            if !langs.contains(&lang) {
                langs.push(lang);
            }
        }
        self.out.set_langs(server_lang, langs.clone());
        langs
    }

    /// The language `who` reads: theirs, or the game's.
    fn lang_of(&self, who: Who) -> String {
        let asked = match who {
            Who::Client(id) => self.clients.get(&id).and_then(|c| c.lang.clone()),
            Who::Host | Who::Server => None,
        };
        asked
            .or_else(|| self.out.server_lang().map(str::to_string))
            .unwrap_or_else(|| "en".to_string())
    }

    /// Asks `who` for a line with `prompt`.
    fn prompt(&mut self, who: Who, prompt: &str) {
        match who {
            Who::Host => {
                if let Some(editor) = &mut self.host_editor {
                    let prompt = std::mem::take(&mut editor.partial) + prompt;
                    let _ = editor.prompts.send(prompt);
                } else if self.host_terminal {
                    self.write_host(prompt);
                }
            }
            Who::Client(id) => self.send_to(id, &ServerMessage::Prompt(prompt.to_string())),
            Who::Server => {}
        }
    }

    /// The players gone for `--away` whom the game was not asked about
    /// since the last query: it is asked now (a query of the server's,
    /// server_event away), and their seat goes to a computer if it is to
    /// move. The earliest time another will be due, if any.
    fn ask_about_away(&mut self) -> Option<Instant> {
        let away = self.away?;
        let now = Instant::now();
        let mut due = Vec::new();
        let mut next: Option<Instant> = None;
        for (name, gone) in self.gone.iter_mut().filter(|(_, g)| !g.asked) {
            let at = gone.since + away;
            if at <= now {
                gone.asked = true;
                due.push(name.clone());
            } else {
                next = Some(next.map_or(at, |n| n.min(at)));
            }
        }
        // A few names a query: the line stays short however many left.
        for names in due.chunks(AWAY_NAMES_A_QUERY) {
            self.pending.push_back(Pending::new(
                Who::Server,
                format!("seats:server_event(away([{}])).", names.join(", ")),
            ));
        }
        next
    }

    /// The next query's first line, from whoever typed first.
    fn next_query_line(&mut self) -> ReadLine {
        loop {
            self.drain();
            // Everyone idle is asked: what they type waits its turn here.
            let waiting: HashSet<Who> = self.pending.iter().map(|p| p.who).collect();
            let unasked: Vec<ClientId> = self
                .clients
                .iter()
                .filter(|(id, c)| !c.prompted && !waiting.contains(&Who::Client(**id)))
                .map(|(id, _)| *id)
                .collect();
            for id in unasked {
                self.prompt(Who::Client(id), PROMPT);
                if let Some(client) = self.clients.get_mut(&id) {
                    client.prompted = true;
                }
            }
            if !self.host_prompted && !waiting.contains(&Who::Host) && !self.host_ended {
                self.prompt(Who::Host, PROMPT);
                self.host_prompted = true;
            }
            let next_away = self.ask_about_away();
            if let Some(Pending {
                who,
                line,
                welcomes,
            }) = self.pending.pop_front()
            {
                match who {
                    Who::Host => self.host_prompted = false,
                    Who::Client(id) => {
                        if let Some(client) = self.clients.get_mut(&id) {
                            client.prompted = false;
                        }
                        // Read before it runs, a line's new names would
                        // stay in memory for good.
                        if self.watchdog.server_full() {
                            self.refuse_line_server_full(id);
                            continue;
                        }
                    }
                    Who::Server => {}
                }
                if who != Who::Server {
                    // Any query may pass the turn to a seat whose player
                    // is gone: the game is asked again after it.
                    for gone in self.gone.values_mut() {
                        gone.asked = false;
                    }
                }
                // A welcome whose newcomer left before it ran is read by
                // nobody.
                self.server_reader = welcomes.filter(|id| self.clients.contains_key(id));
                self.speaker = who;
                self.audience = Audience::Speaker;
                self.budget = None;
                return ReadLine::Line(line);
            }
            // The end of the host's terminal ends the game it hosts; a
            // server whose standard input is not a terminal serves on.
            if self.host_ended && self.host_terminal {
                self.speaker = Who::Host;
                return ReadLine::Eof;
            }
            let waited = match next_away {
                None => self.wait(),
                Some(at) => {
                    let left = at.saturating_duration_since(Instant::now());
                    match self.events.recv_timeout(left) {
                        Ok(event) => {
                            self.take_event(event);
                            true
                        }
                        Err(RecvTimeoutError::Timeout) => true,
                        Err(RecvTimeoutError::Disconnected) => false,
                    }
                }
            };
            if !waited {
                return ReadLine::Eof;
            }
        }
    }

    /// A line of the query's speaker: a question of the rules, the rest of
    /// a query, a read of the user's program. A speaker who left answers
    /// as Ctrl-C does: the question, or the query, is abandoned.
    ///
    /// Everyone waits meanwhile: a player's wait is bounded
    /// (SPEAKER_WAIT) except for the questions of a command, which are
    /// that player's turn.
    fn speaker_line(&mut self, prompt: &str) -> ReadLine {
        let who = self.speaker;
        if who == Who::Server {
            // Nobody answers the server's own query.
            return ReadLine::Eof;
        }
        self.prompt(who, prompt);
        let deadline = match who {
            Who::Client(_) if self.audience != Audience::Everyone => {
                Some(Instant::now() + SPEAKER_WAIT)
            }
            _ => None,
        };
        loop {
            if let Who::Client(id) = who {
                if !self.clients.contains_key(&id) {
                    return ReadLine::Interrupted;
                }
            }
            if let Some(at) = self.pending.iter().position(|p| p.who == who) {
                if let Some(p) = self.pending.remove(at) {
                    return ReadLine::Line(p.line);
                }
            }
            if who == Who::Host && self.host_ended {
                return ReadLine::Eof;
            }
            let waited = match deadline {
                None => self.wait(),
                Some(deadline) => {
                    let left = deadline.saturating_duration_since(Instant::now());
                    match self.events.recv_timeout(left) {
                        Ok(event) => {
                            self.take_event(event);
                            true
                        }
                        Err(RecvTimeoutError::Timeout) => {
                            if let Who::Client(id) = who {
                                let told = format!(
                                    "\n[no line came within {} s: the others' turn]\n",
                                    SPEAKER_WAIT.as_secs()
                                );
                                self.send_to(id, &ServerMessage::Output(told));
                            }
                            return ReadLine::Interrupted;
                        }
                        Err(RecvTimeoutError::Disconnected) => false,
                    }
                }
            };
            if !waited {
                return ReadLine::Eof;
            }
        }
    }
}

impl OutputBudget {
    /// What of `text` may still be sent: all of it, its start and a word
    /// on why the rest is not (the query is stopped then), or nothing.
    fn take(&mut self, text: String, lang: &str) -> Option<String> {
        if self.cut {
            return None;
        }
        let len = text.len() as u64;
        if self.sent + len <= self.limit {
            self.sent += len;
            return Some(text);
        }
        let mut end = usize::try_from(self.limit - self.sent).unwrap_or(usize::MAX);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        self.cut = true;
        crate::interrupt::stop_query();
        Some(format!(
            "{}\n{}",
            &text[..end],
            Notice::OutputCut(self.limit).text(lang)
        ))
    }
}

/// What the server tells a joined player of its own budgets, in the
/// player's language: the rules' message tables do not see these (the
/// query they stop is the rules' running code).
#[derive(Debug, Clone, Copy)]
enum Notice {
    /// The output reached its bytes.
    OutputCut(u64),
    /// The query ran past its seconds.
    TooLong(u64),
    /// The query grew the memory past its MB.
    QueryMemory(u64),
    /// The server's memory is past its ceiling, in MB.
    ServerFull(u64),
}

impl Notice {
    fn text(self, lang: &str) -> String {
        let indonesian = lang == "id";
        match self {
            Notice::OutputCut(bytes) if indonesian => format!(
                "[keluaran mencapai anggaran server, {bytes} bita untuk satu kueri: kueri dihentikan]\n"
            ),
            Notice::OutputCut(bytes) => format!(
                "[the output reached the server's budget of {bytes} bytes for a query: it was stopped]\n"
            ),
            Notice::TooLong(seconds) if indonesian => format!(
                "[kueri berjalan melewati anggaran server, {seconds} detik: kueri dihentikan]\n"
            ),
            Notice::TooLong(seconds) => format!(
                "[the query ran past the server's budget of {seconds} s: it was stopped]\n"
            ),
            Notice::QueryMemory(mb) if indonesian => format!(
                "[kueri memakai lebih dari {mb} MB memori, anggaran server: kueri dihentikan]\n"
            ),
            Notice::QueryMemory(mb) => format!(
                "[the query used more than {mb} MB of memory, the server's budget: it was stopped]\n"
            ),
            Notice::ServerFull(mb) if indonesian => format!(
                "[server memegang lebih dari {mb} MB memori, batas atasnya: server tidak \
                 membaca baris pemain yang bergabung lagi. Host dapat menyimpan permainan dan \
                 menjalankan server lagi (--resume)]\n"
            ),
            Notice::ServerFull(mb) => format!(
                "[the server holds more than {mb} MB of memory, its ceiling: it takes no more \
                 lines of joined players. The host can save the game and serve it again \
                 (--resume)]\n"
            ),
        }
    }
}

/// The engine's line source and output in a served game.
#[derive(Clone)]
struct NetInput(Rc<RefCell<Net>>);

impl LineSource for NetInput {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        let mut net = self.0.borrow_mut();
        net.flush();
        // The time a query waits for its player is not the query's.
        net.watchdog.disarm();
        let line = if prompt == PROMPT {
            net.next_query_line()
        } else {
            net.speaker_line(prompt)
        };
        if let Some(budget) = &net.budget {
            net.watchdog.arm(budget.seconds);
        }
        line
    }

    fn is_interactive(&self) -> bool {
        true
    }

    // The players' terminals complete no words yet.
    fn is_served(&self) -> bool {
        true
    }

    fn completes_words(&self) -> bool {
        false
    }

    fn speaker(&self) -> Option<Speaker> {
        let net = self.0.borrow();
        Some(match net.speaker {
            Who::Host => Speaker::Host,
            Who::Server => Speaker::Server,
            Who::Client(id) => match net.clients.get(&id) {
                Some(c) if c.watch => Speaker::Watcher(c.name.clone(), c.lang.clone()),
                Some(c) => Speaker::Player(c.name.clone(), c.lang.clone()),
                // Gone while its query runs: a watcher can change nothing.
                None => Speaker::Watcher("gone".to_string(), None),
            },
        })
    }

    fn set_audience(&mut self, audience: Audience) {
        let mut net = self.0.borrow_mut();
        net.flush();
        if audience == Audience::Speaker {
            // The welcome is shown; the toplevel's answer to the server's
            // own query is nobody's.
            net.server_reader = None;
        }
        net.audience = audience;
        net.out.reset();
        match audience {
            Audience::Budgeted { seconds, bytes } => {
                net.budget = Some(OutputBudget {
                    limit: bytes,
                    sent: 0,
                    seconds,
                    cut: false,
                });
                net.watchdog.fired.store(false, Ordering::SeqCst);
                net.watchdog.arm(seconds);
                net.watchdog.watch_memory();
            }
            Audience::Speaker | Audience::Everyone => {
                net.watchdog.disarm();
                net.watchdog.unwatch_memory();
                let ran_too_long = net.watchdog.fired.swap(false, Ordering::SeqCst);
                let seconds = net.budget.take().map_or(0, |b| b.seconds);
                let told = if net.watchdog.memory_fired.swap(false, Ordering::SeqCst) {
                    if net.watchdog.server_full() {
                        Some(net.watchdog.server_full_notice())
                    } else {
                        Some(Notice::QueryMemory(
                            net.watchdog.memory_limit.unwrap_or(0) >> 20,
                        ))
                    }
                } else if ran_too_long {
                    Some(Notice::TooLong(seconds))
                } else {
                    None
                };
                if let Some(told) = told {
                    let told = told.text(&net.lang_of(net.speaker));
                    let views = net.reader_views();
                    net.out.write(&views, told.as_bytes());
                    net.flush();
                }
            }
        }
    }

    fn joined(&self) -> Vec<String> {
        self.0
            .borrow()
            .clients
            .values()
            .filter(|c| !c.watch)
            .map(|c| c.name.clone())
            .collect()
    }

    fn dismiss_speaker(&mut self) {
        let mut net = self.0.borrow_mut();
        net.flush();
        if let Who::Client(id) = net.speaker {
            if let Some(client) = net.clients.get(&id) {
                client.send(&ServerMessage::Bye("halt".to_string()));
                client.close();
            }
            net.drop_client(id);
        }
    }
}

impl TextSink for NetInput {
    fn write(&self, bytes: &[u8]) {
        let mut net = self.0.borrow_mut();
        let views = net.reader_views();
        net.out.write(&views, bytes);
    }

    fn flush(&self) {
        self.0.borrow_mut().flush_lines();
    }

    fn readers(&self, server_lang: &str) -> Vec<String> {
        self.0.borrow_mut().readers(server_lang)
    }

    fn only(&self, lang: Option<&str>) {
        self.0.borrow_mut().out.set_only(lang);
    }

    fn write_langs(&self, texts: &[(String, String)]) {
        let mut net = self.0.borrow_mut();
        let views = net.reader_views();
        net.out.write_langs(&views, texts);
    }

    fn write_styled(&self, coloured: &str, plain: &str) {
        let mut net = self.0.borrow_mut();
        let views = net.reader_views();
        net.out.write_styled(&views, coloured, plain);
    }
}

/// What the connection threads share.
struct Shared {
    game: String,
    password: Option<String>,
    /// The names connected now.
    names: Mutex<HashSet<String>>,
    /// Whose seat each name is (tokens.rs).
    tokens: Mutex<ServerTokens>,
}

/// Runs the server until the host's `halt.` (or the end of the host's
/// terminal); returns the exit status.
pub fn run(options: &ServeOptions) -> ExitCode {
    if let Err(e) = app::check_options(&options.app) {
        eprintln!("conquest: {e}");
        return app::exit_status(e.exit_code());
    }
    let listener = match TcpListener::bind(SocketAddr::new(options.bind, options.port)) {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!(
                "conquest serve: cannot listen on {}:{}: {e}",
                options.bind, options.port
            );
            return ExitCode::from(2);
        }
    };
    let address = match listener.local_addr() {
        Ok(address) => address,
        Err(e) => {
            eprintln!("conquest serve: {e}");
            return ExitCode::from(2);
        }
    };
    println!("serving {} on {address}", options.app.game);
    let _ = std::io::stdout().flush();
    if !options.bind.is_loopback() && options.password.is_none() {
        eprintln!(
            "conquest serve: warning: {} is reachable from other machines and no --password \
             is set: anyone who can reach it can join",
            options.bind
        );
    }
    let (events, received) = mpsc::channel();
    let shared = Arc::new(Shared {
        game: options.app.game.clone(),
        password: options.password.clone(),
        names: Mutex::new(HashSet::new()),
        tokens: Mutex::new(ServerTokens::open(
            crate::paths::data_dir().map(|dir| tokens::server_file(&dir, &options.app.game)),
            options.app.resume,
        )),
    });
    // After --resume, the players of the game before are away until they
    // join again: each of them was seen, since they hold a token.
    let started = Instant::now();
    let gone: BTreeMap<String, Gone> = lock(&shared.tokens)
        .names()
        .map(|name| {
            (
                name.to_string(),
                Gone {
                    since: started,
                    asked: false,
                },
            )
        })
        .collect();
    {
        let events = events.clone();
        let spawned = std::thread::Builder::new()
            .name("accept".into())
            .spawn(move || accept(listener, shared, events));
        if let Err(e) = spawned {
            eprintln!("conquest serve: cannot start a thread: {e}");
            return ExitCode::FAILURE;
        }
    }
    let host_terminal = std::io::stdin().is_terminal();
    // As a local game's terminal: unless NO_COLOR, CLICOLOR=0 or TERM=dumb.
    let host_colour = host_terminal
        && anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never;
    let host_editor = if host_terminal {
        host_editor(events.clone())
    } else {
        None
    };
    if host_editor.is_none() {
        let _ = std::thread::Builder::new()
            .name("host-input".into())
            .spawn(move || host_lines(events));
    }
    let memory_limit =
        (options.query_memory_mb > 0).then(|| options.query_memory_mb.saturating_mul(1 << 20));
    if memory_limit.is_some() && crate::interrupt::memory::resident_bytes().is_none() {
        eprintln!(
            "conquest serve: warning: this system's resident memory cannot be read: \
             a player's query is not stopped for the memory it uses"
        );
    }
    let watchdog = Arc::new(Watchdog {
        memory_limit,
        server_ceiling: (options.server_memory_mb > 0)
            .then(|| options.server_memory_mb.saturating_mul(1 << 20)),
        ..Watchdog::default()
    });
    {
        let watchdog = watchdog.clone();
        let _ = std::thread::Builder::new()
            .name("watchdog".into())
            .spawn(move || watchdog.watch());
    }
    let app_options = options.app.clone();
    let away_after = options.away;
    let engine = std::thread::Builder::new()
        .name("engine".into())
        .stack_size(app::ENGINE_STACK)
        .spawn(move || {
            let net = NetInput(Rc::new(RefCell::new(Net {
                events: received,
                clients: BTreeMap::new(),
                pending: VecDeque::new(),
                host_terminal,
                host_editor,
                host_prompted: false,
                host_ended: false,
                speaker: Who::Host,
                audience: Audience::Speaker,
                out: Views::default(),
                host_colour,
                budget: None,
                watchdog: watchdog.clone(),
                away: away_after,
                gone,
                server_reader: None,
                told_server_full: false,
            })));
            crate::interrupt::install();
            let output = Output::Sink(Rc::new(net.clone()));
            let code = app::run_sessions(
                &app_options,
                Box::new(net.clone()),
                output,
                false,
                crate::paths::data_dir().as_deref(),
                |e| eprintln!("conquest: {e}"),
            );
            let mut net = net.0.borrow_mut();
            net.flush();
            for client in net.clients.values() {
                client.send(&ServerMessage::Bye("the server stopped".to_string()));
                client.close();
            }
            code
        });
    let code = match engine {
        Ok(engine) => engine.join().unwrap_or(1),
        Err(e) => {
            eprintln!("conquest serve: cannot start the engine's thread: {e}");
            1
        }
    };
    // The writers had their moment to send the last messages.
    std::thread::sleep(Duration::from_millis(100));
    app::exit_status(code)
}

/// The host's terminal with the line editor, on a thread of its own that
/// reads a line each time the engine asks; None when the editor cannot
/// start (then the terminal is read as lines).
fn host_editor(events: Sender<Event>) -> Option<HostEditor> {
    let (prompts, asked) = mpsc::channel::<String>();
    let (give, printer) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("host-editor".into())
        .spawn(move || {
            let Ok(mut editor) = rustyline::DefaultEditor::new() else {
                return;
            };
            let Ok(printer) = editor.create_external_printer() else {
                return;
            };
            if give.send(printer).is_err() {
                return;
            }
            while let Ok(prompt) = asked.recv() {
                let event = loop {
                    match editor.readline(&prompt) {
                        Ok(line) => {
                            let _ = editor.add_history_entry(line.as_str());
                            break Event::HostLine(line);
                        }
                        // Ctrl-C at the prompt clears the line; while a
                        // query runs it stops the query (src/interrupt.rs).
                        Err(ReadlineError::Interrupted) => continue,
                        Err(_) => break Event::HostEof,
                    }
                };
                let ended = matches!(event, Event::HostEof);
                if events.send(event).is_err() || ended {
                    return;
                }
            }
        });
    spawned.ok()?;
    let printer = printer.recv_timeout(Duration::from_secs(5)).ok()?;
    Some(HostEditor {
        prompts,
        printer: Box::new(printer),
        partial: String::new(),
    })
}

/// The host's terminal, a line at a time.
fn host_lines(events: Sender<Event>) {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock();
    loop {
        match read_line(&mut lines, crate::io::reader::MAX_QUERY_BYTES) {
            LineRead::Line(line) => {
                if events.send(Event::HostLine(line)).is_err() {
                    return;
                }
            }
            LineRead::NotUtf8 => {
                eprintln!("conquest: {}", crate::io::input::NOT_UTF8);
            }
            LineRead::TooLong => {
                eprintln!("conquest: the line is too long; it was dropped");
                // The rest of it is skipped up to its end.
                let mut rest = Vec::new();
                let _ = lines.read_until(b'\n', &mut rest);
            }
            LineRead::Closed => {
                let _ = events.send(Event::HostEof);
                return;
            }
        }
    }
}

fn accept(listener: TcpListener, shared: Arc<Shared>, events: Sender<Event>) {
    let connected = Arc::new(Mutex::new(0usize));
    // Connections being refused in their own transport (a thread each,
    // for a while): past as many, refused at once with a JSON line.
    let refusing = Arc::new(Mutex::new(0usize));
    let mut next_id: ClientId = 0;
    for stream in listener.incoming() {
        let Ok(stream) = stream else {
            // Out of descriptors, say: a pause, not a spin.
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        next_id += 1;
        let id = next_id;
        let shared = shared.clone();
        let events = events.clone();
        let connected = connected.clone();
        let refusing = refusing.clone();
        let _ = std::thread::Builder::new()
            .name(format!("client-{id}"))
            .spawn(move || {
                {
                    let mut count = lock(&connected);
                    if *count >= MAX_CLIENTS {
                        drop(count);
                        refuse_full(&stream, &refusing);
                        return;
                    }
                    *count += 1;
                }
                connection(id, stream, &shared, &events);
                *lock(&connected) -= 1;
            });
    }
}

/// Tells a connection the server is full, in its transport (see
/// `transport::refuse_unopened`), unless as many are being told already.
fn refuse_full(stream: &TcpStream, refusing: &Mutex<usize>) {
    const REASON: &str = "the server is full";
    {
        let mut count = lock(refusing);
        if *count >= MAX_CLIENTS {
            drop(count);
            refuse(stream, REASON);
            return;
        }
        *count += 1;
    }
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    transport::refuse_unopened(stream, REASON, REFUSAL_WAIT);
    *lock(refusing) -= 1;
}

/// Says why, as a JSON line, and closes: for a connection refused before
/// its transport is known (a WebSocket client sees its handshake fail).
fn refuse(mut stream: &TcpStream, reason: &str) {
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let _ = stream.write_all(
        ServerMessage::Refused(reason.to_string())
            .to_line()
            .as_bytes(),
    );
    let _ = stream.shutdown(Shutdown::Both);
}

/// One connection: its hello checked, then its lines handed on until it
/// leaves, breaks the protocol or is closed by the server.
fn connection(id: ClientId, stream: TcpStream, shared: &Shared, events: &Sender<Event>) {
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    // An answer is several small messages: Nagle's algorithm held each
    // after the first until the client's delayed ACK, 40 ms a query.
    let _ = stream.set_nodelay(true);
    let Some((mut reader, writer)) =
        transport::open(&stream, HELLO_TIMEOUT, shared.password.is_some())
    else {
        return;
    };
    let Some(hello) = reader.next() else {
        writer.close();
        return;
    };
    let (name, watch, lang, colour, token) = match hello {
        Ok(ClientMessage::Hello {
            name,
            password,
            watch,
            lang,
            token,
            colour,
        }) => {
            if shared.password.is_some() && password != shared.password {
                writer.refuse("wrong password");
                return;
            }
            if !lock(&shared.names).insert(name.clone()) {
                writer.refuse(&format!("{name} is already connected"));
                return;
            }
            match lock(&shared.tokens).admit(&name, token.as_deref(), watch) {
                Admission::Admitted { token, .. } => (
                    name,
                    watch,
                    lang,
                    colour,
                    Some(token).filter(|t| !t.is_empty()),
                ),
                Admission::Refused(reason) => {
                    lock(&shared.names).remove(&name);
                    writer.refuse(&reason);
                    return;
                }
            }
        }
        Ok(_) => {
            writer.refuse("the first message must be hello");
            return;
        }
        Err(reason) => {
            writer.refuse(&reason);
            return;
        }
    };
    let _ = stream.set_read_timeout(None);
    let (outgoing, queue, queued) = Outbox::new();
    let writer = std::thread::Builder::new()
        .name(format!("client-{id}-out"))
        .spawn(move || write_messages(writer, queue, &queued))
        .ok();
    if writer.is_none() {
        lock(&shared.names).remove(&name);
        refuse(&stream, "the server cannot take more connections");
        return;
    }
    let welcome = ServerMessage::Welcome {
        game: shared.game.clone(),
        name: name.clone(),
        watch,
        token,
    };
    let _ = outgoing.send(Outgoing::Message(welcome.to_line()));
    let client = Client {
        name: name.clone(),
        watch,
        lang,
        colour,
        outgoing: outgoing.clone(),
        stream,
        prompted: false,
    };
    if events.send(Event::Joined(id, client)).is_ok() {
        while let Some(message) = reader.next() {
            match message {
                Ok(ClientMessage::Line(text)) => {
                    if events.send(Event::Line(id, text)).is_err() {
                        break;
                    }
                }
                Ok(ClientMessage::Bye) => {
                    let _ = outgoing.send(Outgoing::Message(
                        ServerMessage::Bye("bye".to_string()).to_line(),
                    ));
                    break;
                }
                Ok(ClientMessage::Hello { .. }) => {
                    let refused = ServerMessage::Refused("hello was already said".to_string());
                    let _ = outgoing.send(Outgoing::Message(refused.to_line()));
                    break;
                }
                Err(reason) => {
                    let _ =
                        outgoing.send(Outgoing::Message(ServerMessage::Refused(reason).to_line()));
                    break;
                }
            }
        }
    }
    lock(&shared.names).remove(&name);
    let _ = outgoing.send(Outgoing::Close);
    let _ = events.send(Event::Left(id));
}

fn write_messages(mut writer: Writer, queue: Receiver<Outgoing>, queued: &AtomicUsize) {
    while let Ok(Outgoing::Message(line)) = queue.recv() {
        if !writer.send(&line) {
            break;
        }
        queued.fetch_sub(line.len(), Ordering::SeqCst);
    }
    writer.close();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_output_is_cut_at_its_budget_on_a_character() {
        let mut budget = OutputBudget {
            limit: 10,
            sent: 0,
            seconds: 2,
            cut: false,
        };
        assert_eq!(budget.take("12345".into(), "en").as_deref(), Some("12345"));
        // é is two bytes: the cut falls before it, not inside it.
        let cut = budget.take("abcdé!".into(), "en").unwrap_or_default();
        assert!(cut.starts_with("abcd\n[the output reached"), "{cut}");
        assert!(cut.contains("budget of 10 bytes"), "{cut}");
        assert_eq!(budget.take("more".into(), "en"), None);
    }
}
