//! The terminal served from one thread for the whole session.
//!
//! At a terminal the prompt appears at once: the thread that owns the
//! terminal shows it and reads the first line while the engine starts on
//! a thread of its own. The engine's [`LineSource`] is a
//! [`TerminalProxy`]: each call goes over a channel to the
//! [`TerminalService`] on the terminal's thread, which answers it. A line
//! read ahead answers the engine's first request for a line, whatever its
//! prompt (it was typed at the prompt shown); a query typed early simply
//! waits for the engine. Only plain data crosses the threads.

use std::io::Write;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

use super::input::{key_of_line, CompletionWords, LineSource, ReadLine};
use super::keys::{key_waiting, Key, RawKeys};
use super::screen::Screen;

/// What the engine's thread asks of the terminal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Call {
    ReadLine(String),
    ReadKey,
    AddHistory(String),
    SetCompletionWords(Vec<String>),
}

/// The terminal's answer to a call that waits for one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    Line(ReadLine),
    Key(Key),
}

/// How long the wait for the first key looks at the engine between looks
/// at the keyboard.
const KEY_POLL_MILLIS: i32 = 10;

/// The engine's side: a line source whose lines come from the terminal's
/// thread. When that thread is gone, the input has ended.
pub struct TerminalProxy {
    calls: Sender<Call>,
    replies: Receiver<Reply>,
    /// Set directly, so that they count for a line being typed already.
    words: Option<CompletionWords>,
}

/// The terminal's side: answers the proxy's calls in order.
pub struct TerminalService {
    calls: Receiver<Call>,
    replies: Sender<Reply>,
    /// A call that came while the first key was awaited.
    first_call: Option<Call>,
    /// The line read ahead, for the engine's first request.
    ahead: Option<ReadLine>,
}

/// A connected proxy and service. With `words`, the proxy sets the words
/// completion offers itself instead of sending them.
pub fn channel(words: Option<CompletionWords>) -> (TerminalProxy, TerminalService) {
    let (call_sender, call_receiver) = mpsc::channel();
    let (reply_sender, reply_receiver) = mpsc::channel();
    (
        TerminalProxy {
            calls: call_sender,
            replies: reply_receiver,
            words,
        },
        TerminalService {
            calls: call_receiver,
            replies: reply_sender,
            first_call: None,
            ahead: None,
        },
    )
}

impl TerminalProxy {
    fn ask(&self, call: Call) -> Option<Reply> {
        // What the engine printed goes out before the terminal is read.
        let _ = std::io::stdout().flush();
        self.calls.send(call).ok()?;
        self.replies.recv().ok()
    }
}

impl LineSource for TerminalProxy {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        match self.ask(Call::ReadLine(prompt.to_string())) {
            Some(Reply::Line(line)) => line,
            _ => ReadLine::Eof,
        }
    }

    fn read_key(&mut self) -> Key {
        match self.ask(Call::ReadKey) {
            Some(Reply::Key(key)) => key,
            _ => Key::Eof,
        }
    }

    fn is_interactive(&self) -> bool {
        true
    }

    fn add_history(&mut self, entry: &str) {
        let _ = self.calls.send(Call::AddHistory(entry.to_string()));
    }

    fn set_completion_words(&mut self, words: Vec<String>) {
        match &self.words {
            Some(shared) => shared.set(words),
            None => {
                let _ = self.calls.send(Call::SetCompletionWords(words));
            }
        }
    }
}

impl TerminalService {
    /// Shows `prompt` at once and reads the first line from `terminal`
    /// while the engine starts; `screen` holds what the engine prints
    /// meanwhile and shows it when it can. With escapes, the screen draws
    /// the prompt itself until the first key is pressed, so that the
    /// engine's text can go above it; should the engine ask for input
    /// first, it is served as any later call. Returns when the first line
    /// was read or the engine asked first.
    pub fn read_ahead(&mut self, terminal: &mut dyn LineSource, screen: &Screen, prompt: &str) {
        // Keys one by one, unechoed, until the line editor has the line:
        // it finds any typed already waiting.
        let raw = screen.takes_escapes().then(RawKeys::new);
        if raw.is_some() {
            screen.show_prompt(prompt);
            loop {
                if key_waiting(KEY_POLL_MILLIS) {
                    break;
                }
                match self.calls.try_recv() {
                    Ok(call) => {
                        drop(raw);
                        self.first_call = Some(call);
                        screen.release();
                        return;
                    }
                    Err(TryRecvError::Empty) => {}
                    Err(TryRecvError::Disconnected) => {
                        drop(raw);
                        screen.release();
                        return;
                    }
                }
            }
        }
        screen.editing();
        let line = terminal.read_line(prompt);
        drop(raw);
        self.ahead = Some(line);
        screen.release();
    }

    /// Gives `line` as the answer to the engine's first request (tests, and
    /// a line read by other means).
    pub fn set_read_ahead(&mut self, line: ReadLine) {
        self.ahead = Some(line);
    }

    /// Answers the engine's calls in order until the engine's side is gone.
    pub fn serve(mut self, terminal: &mut dyn LineSource) {
        if let Some(call) = self.first_call.take() {
            if self.answer(terminal, call).is_err() {
                return;
            }
        }
        while let Ok(call) = self.calls.recv() {
            if self.answer(terminal, call).is_err() {
                return;
            }
        }
    }

    /// Answers one call; an error when the engine's side is gone.
    fn answer(&mut self, terminal: &mut dyn LineSource, call: Call) -> Result<(), ()> {
        let reply = match call {
            Call::ReadLine(prompt) => Reply::Line(match self.ahead.take() {
                Some(line) => line,
                None => terminal.read_line(&prompt),
            }),
            Call::ReadKey => Reply::Key(match self.ahead.take() {
                Some(line) => key_of_line(line),
                None => terminal.read_key(),
            }),
            Call::AddHistory(entry) => {
                terminal.add_history(&entry);
                return Ok(());
            }
            Call::SetCompletionWords(words) => {
                terminal.set_completion_words(words);
                return Ok(());
            }
        };
        self.replies.send(reply).map_err(|_| ())
    }
}
