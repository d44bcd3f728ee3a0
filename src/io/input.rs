//! Where the player's lines come from and where the game's text goes.
//!
//! One `LineSource` serves both the toplevel's prompt and the rules' `ask/2`, so
//! in batch mode a prompt of the rules reads the next line of the same input.
//! `Output` is standard output for players (through a [`Screen`] at a
//! terminal, which holds it while the first line is read ahead) and a
//! shared buffer for tests.

use std::cell::RefCell;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::{Arc, Mutex, MutexGuard};

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::{FileHistory, History};
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};

use super::keys::{read_raw_key, Key};
use super::screen::Screen;

/// One line read from the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadLine {
    Line(String),
    Eof,
    /// Ctrl-C at a prompt.
    Interrupted,
}

/// A source of lines: the terminal, a pipe, or a test's script.
pub trait LineSource {
    /// Shows `prompt` and reads one line, without its line end.
    fn read_line(&mut self, prompt: &str) -> ReadLine;
    /// Reads one key press (the prompt is already shown). Sources that are
    /// not a terminal read a line and take its first character.
    fn read_key(&mut self) -> Key {
        key_of_line(self.read_line(""))
    }
    /// True for a person at a terminal: answers then wait for `;` and show times.
    fn is_interactive(&self) -> bool;
    /// Remembers a finished query in the history.
    fn add_history(&mut self, _entry: &str) {}
    /// The words tab completion offers.
    fn set_completion_words(&mut self, _words: Vec<String>) {}
    /// True when the source completes words, so each read of a query
    /// should bring them (the toplevel takes about 40 ms to gather a
    /// game's words).
    fn completes_words(&self) -> bool {
        self.is_interactive()
    }
    /// True for a served game's lines (`conquest serve`), which need the
    /// host's sandbox and seats.
    fn is_served(&self) -> bool {
        false
    }
    /// Who typed the line read last: None where one person types
    /// everything (any source but a served game's).
    fn speaker(&self) -> Option<Speaker> {
        None
    }
    /// Who reads the output from now until the next query is read.
    fn set_audience(&mut self, _audience: Audience) {}
    /// Ends the connection of the speaker (a joined player's `halt.`).
    fn dismiss_speaker(&mut self) {}
    /// The players joined to a served game, in the order they joined.
    fn joined(&self) -> Vec<String> {
        Vec::new()
    }
}

/// Who typed a line of a served game (`conquest serve`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Speaker {
    /// The person at the host's own terminal.
    Host,
    /// A joined player: the name they joined with, the language they
    /// asked for (`en`, `id`), if they did.
    Player(String, Option<String>),
    /// A spectator (`conquest join --watch`).
    Watcher(String, Option<String>),
    /// The server itself: a query it made of what it saw of its players
    /// (one left long ago, one came back), never a client's text.
    Server,
}

/// Who reads a served game's output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// The one who typed the query: its answers.
    Speaker,
    /// Everyone: what happens in the game.
    Everyone,
    /// The speaker, under a budget of wall-clock seconds and bytes of
    /// output (a joined player's sandboxed query): past either, the
    /// query is stopped.
    Budgeted { seconds: u64, bytes: u64 },
}

/// Text for more than one reader (a served game): the sink decides who
/// reads what is written, and sends it at a flush.
pub trait TextSink {
    fn write(&self, bytes: &[u8]);
    fn flush(&self);
    /// The languages of those who read what is written now, the one the
    /// game speaks (`server_lang`, set_lang/1's) for a reader who asked
    /// for none: each distinct one once. From now until the audience
    /// changes, a text written with [`TextSink::write_langs`] for these
    /// languages reaches each reader in theirs.
    fn readers(&self, server_lang: &str) -> Vec<String> {
        vec![server_lang.to_string()]
    }
    /// What is written until the next call reaches only the readers of
    /// `lang` (None: everyone again).
    fn only(&self, _lang: Option<&str>) {}
    /// One text in several languages: each reader reads the one in theirs
    /// (the first when none is).
    fn write_langs(&self, texts: &[(String, String)]) {
        if let Some((_, text)) = texts.first() {
            self.write(text.as_bytes());
        }
    }
    /// A drawing for readers whose terminal shows colour and the same
    /// for those whose does not (a map marks its owners in the cells).
    fn write_styled(&self, coloured: &str, _plain: &str) {
        self.write(coloured.as_bytes());
    }
}

/// The key a line stands for when a key is asked of a source of lines:
/// its first character, Enter for a blank line.
pub fn key_of_line(line: ReadLine) -> Key {
    match line {
        ReadLine::Line(line) => match line.trim().chars().next() {
            Some(c) => Key::Char(c),
            None => Key::Enter,
        },
        ReadLine::Eof => Key::Eof,
        ReadLine::Interrupted => Key::Interrupted,
    }
}

/// Where text for the player goes.
#[derive(Clone)]
pub enum Output {
    Stdout,
    Buffer(Rc<RefCell<Vec<u8>>>),
    /// Standard output shared with a thread that serves the terminal: held
    /// while that thread reads ahead (see [`Screen`]).
    Screen(Arc<Screen>),
    /// Several readers: see [`TextSink`].
    Sink(Rc<dyn TextSink>),
}

impl Output {
    /// A fresh in-memory output and the buffer it fills.
    pub fn buffer() -> (Output, Rc<RefCell<Vec<u8>>>) {
        let buffer = Rc::new(RefCell::new(Vec::new()));
        (Output::Buffer(buffer.clone()), buffer)
    }

    pub fn write_bytes(&self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        match self {
            // A closed pipe must not kill the game: the text is simply lost.
            Output::Stdout => {
                let _ = std::io::stdout().write_all(bytes);
            }
            Output::Buffer(buffer) => buffer.borrow_mut().extend_from_slice(bytes),
            Output::Screen(screen) => screen.write(bytes),
            Output::Sink(sink) => sink.write(bytes),
        }
    }

    pub fn write_str(&self, text: &str) {
        self.write_bytes(text.as_bytes());
    }

    /// A drawing rendered by `render(colour)`: with `colour` here, and
    /// for each reader as their terminal wants it where several read.
    pub fn write_drawing(&self, colour: bool, render: impl Fn(bool) -> String) {
        match self {
            Output::Sink(sink) => sink.write_styled(&render(true), &render(false)),
            _ => self.write_str(&render(colour)),
        }
    }

    /// See [`TextSink::readers`]; one reader but in a served game.
    pub fn readers(&self, server_lang: &str) -> Vec<String> {
        match self {
            Output::Sink(sink) => sink.readers(server_lang),
            _ => vec![server_lang.to_string()],
        }
    }

    /// See [`TextSink::only`].
    pub fn only(&self, lang: Option<&str>) {
        if let Output::Sink(sink) = self {
            sink.only(lang);
        }
    }

    /// See [`TextSink::write_langs`].
    pub fn write_langs(&self, texts: &[(String, String)]) {
        match self {
            Output::Sink(sink) => sink.write_langs(texts),
            _ => {
                if let Some((_, text)) = texts.first() {
                    self.write_str(text);
                }
            }
        }
    }

    pub fn flush(&self) {
        match self {
            Output::Stdout => {
                let _ = std::io::stdout().flush();
            }
            Output::Buffer(_) => {}
            Output::Screen(screen) => screen.flush(),
            Output::Sink(sink) => sink.flush(),
        }
    }
}

/// Lines from a reader (a pipe, a file, a test's text): batch mode.
///
/// Prompts and the answers read are echoed to the output, so a transcript of
/// a scripted game reads like a played one.
pub struct BatchInput<R: BufRead> {
    reader: R,
    output: Output,
}

impl<R: BufRead> BatchInput<R> {
    pub fn new(reader: R, output: Output) -> Self {
        BatchInput { reader, output }
    }
}

impl<R: BufRead> LineSource for BatchInput<R> {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        let mut bytes = Vec::new();
        match self.reader.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => {
                if !prompt.is_empty() {
                    self.output.write_str(prompt);
                    self.output.write_str("\n");
                }
                ReadLine::Eof
            }
            Ok(_) => {
                while bytes.last() == Some(&b'\n') || bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
                // Invalid UTF-8 becomes U+FFFD: the engine then reports what it cannot parse.
                let line = String::from_utf8_lossy(&bytes).into_owned();
                if !prompt.is_empty() {
                    self.output.write_str(prompt);
                    self.output.write_str(&line);
                    self.output.write_str("\n");
                }
                ReadLine::Line(line)
            }
        }
    }

    fn is_interactive(&self) -> bool {
        false
    }
}

/// The words tab completion offers, shared with the thread that sets them:
/// words given while a line is being typed count for that line.
#[derive(Clone, Default)]
pub struct CompletionWords(Arc<Mutex<Vec<String>>>);

impl CompletionWords {
    pub fn set(&self, words: Vec<String>) {
        *self.lock() = words;
    }

    pub fn get(&self) -> Vec<String> {
        self.lock().clone()
    }

    fn lock(&self) -> MutexGuard<'_, Vec<String>> {
        // A thread that panicked holding the list left a list: use it.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A person at a terminal: rustyline with history and completion.
pub struct TerminalInput {
    editor: Editor<WordCompleter, FileHistory>,
    history_file: Option<PathBuf>,
    words: CompletionWords,
}

impl TerminalInput {
    pub fn new(history_file: Option<PathBuf>) -> Result<Self, ReadlineError> {
        let mut editor = Editor::<WordCompleter, FileHistory>::new()?;
        let words = CompletionWords::default();
        editor.set_helper(Some(WordCompleter {
            words: words.clone(),
        }));
        if let Some(path) = &history_file {
            // A missing history file is the normal first run.
            let _ = editor.load_history(path);
        }
        Ok(TerminalInput {
            editor,
            history_file,
            words,
        })
    }

    /// The words completion offers, for a thread that sets them while a
    /// line is being read.
    pub fn completion_words(&self) -> CompletionWords {
        self.words.clone()
    }
}

impl LineSource for TerminalInput {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        let mut failures = 0;
        loop {
            let error = match self.editor.readline(prompt) {
                Ok(line) => return ReadLine::Line(line),
                Err(ReadlineError::Interrupted) => return ReadLine::Interrupted,
                Err(ReadlineError::Eof) => return ReadLine::Eof,
                Err(e) => e,
            };
            // The editor stops at the first byte that is not UTF-8 and
            // drops the line (having ended it on the screen): a terminal
            // set to Latin-1 sends é as 0xE9. Taken for the end of input,
            // it would end the session in silence: the player is told and
            // the editor reads again.
            if matches!(&error, ReadlineError::Io(e) if e.kind() == std::io::ErrorKind::InvalidData)
            {
                eprintln!("conquest: {NOT_UTF8}");
                continue;
            }
            // Anything else is told; a terminal that keeps failing is gone.
            failures += 1;
            if failures == TERMINAL_FAILURES {
                eprintln!(
                    "\nconquest: cannot read the terminal: {error}; taken as the end of input"
                );
                return ReadLine::Eof;
            }
            eprintln!("conquest: cannot read the terminal: {error}; reading again");
        }
    }

    fn is_interactive(&self) -> bool {
        true
    }

    fn read_key(&mut self) -> Key {
        read_raw_key()
    }

    fn add_history(&mut self, entry: &str) {
        let _ = self.editor.add_history_entry(entry);
        if let Some(path) = &self.history_file {
            if let Some(dir) = path.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            // History is a convenience: an unwritable file must not stop the game.
            let _ = self.editor.history_mut().save(path);
        }
    }

    fn set_completion_words(&mut self, words: Vec<String>) {
        self.words.set(words);
    }
}

/// What the player is told of a line the terminal sent that was not UTF-8.
pub const NOT_UTF8: &str = "the terminal sent bytes that are not UTF-8 text (set it to UTF-8: \
                            in Latin-1, é is the byte 0xE9); the line was dropped, type it again";

/// Errors in a row, other than bytes that are not UTF-8, after which the
/// terminal is taken to have ended.
const TERMINAL_FAILURES: u32 = 3;

/// Completes the word under the cursor from the commands and game codes.
pub struct WordCompleter {
    words: CompletionWords,
}

impl Completer for WordCompleter {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let before = &line[..pos];
        let start = before
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
            .map(|(i, c)| i + c.len_utf8())
            .unwrap_or(0);
        let prefix = &before[start..];
        let candidates = completions(&self.words.lock(), prefix);
        Ok((start, candidates))
    }
}

/// The words that start with `prefix`, in order.
pub fn completions(words: &[String], prefix: &str) -> Vec<String> {
    if prefix.is_empty() {
        return Vec::new();
    }
    words
        .iter()
        .filter(|w| w.starts_with(prefix))
        .cloned()
        .collect()
}

impl Hinter for WordCompleter {
    type Hint = String;
}
impl Highlighter for WordCompleter {}
impl Validator for WordCompleter {}
impl Helper for WordCompleter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batch_lines_echo_prompts_and_survive_bad_bytes() {
        let (out, buffer) = Output::buffer();
        let input: &[u8] = b"3.\n\xff\xfeab\nlast";
        let mut source = BatchInput::new(input, out);
        assert_eq!(source.read_line("n? "), ReadLine::Line("3.".into()));
        assert_eq!(
            source.read_line(""),
            ReadLine::Line("\u{fffd}\u{fffd}ab".into())
        );
        assert_eq!(source.read_line(""), ReadLine::Line("last".into()));
        assert_eq!(source.read_line("more? "), ReadLine::Eof);
        assert_eq!(String::from_utf8_lossy(&buffer.borrow()), "n? 3.\nmore? \n");
    }

    #[test]
    fn completion_matches_prefixes_only() {
        let words: Vec<String> = ["draft", "displayMap", "na1"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(completions(&words, "d"), vec!["draft", "displayMap"]);
        assert_eq!(completions(&words, "na"), vec!["na1"]);
        assert!(completions(&words, "").is_empty());
    }
}
