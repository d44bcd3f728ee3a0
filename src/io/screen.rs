//! Standard output while the first line is read ahead.
//!
//! At a terminal the prompt is shown at once and the player may type while
//! the engine starts on its own thread (see [`super::terminal_service`]).
//! What the engine prints before the terminal thread is done with that
//! first line must neither garble the line being typed nor be lost or come
//! out of order, so the screen holds it. While only the prompt is on the
//! last line (no key pressed yet), whole lines are shown at once above the
//! prompt, which is drawn again below them; once a key is pressed the line
//! editor owns the line, and the text waits until the line is finished.
//! Afterwards text passes straight through.
//!
//! Rustyline's `ExternalPrinter` would print above a line being edited, but
//! in rustyline 14 a message sent as the line is accepted stays in its
//! channel until the next `readline` (after answers printed later), and a
//! second one then blocks its sender (kkawakam/rustyline#629).
//!
//! Should the engine end while the first line is still being read (it could
//! not start, or a `-g` goal halted), nobody will read that line: the screen
//! puts the terminal back as it was and prints what it held, and the
//! program ends.

use std::io::Write;
use std::sync::{Arc, Mutex, MutexGuard};

use super::keys::TerminalSettings;

/// Held text is shown anyway past this size: a garbled line is better than
/// memory without bound (a file's directive printing in a loop).
const HOLD_LIMIT: usize = 1 << 20;

/// Clears the line the cursor is on.
const CLEAR_LINE: &[u8] = b"\r\x1b[K";

/// The line editor turns bracketed paste on while it reads a line.
const BRACKETED_PASTE_OFF: &[u8] = b"\x1b[?2004l";

pub struct Screen {
    state: Mutex<State>,
    target: Target,
    /// The terminal takes ANSI sequences: the prompt can be cleared and drawn
    /// again.
    escapes: bool,
    /// The terminal's settings at start, put back if the program must end
    /// while the line editor has it in raw mode.
    settings: Option<TerminalSettings>,
}

enum Target {
    Stdout,
    /// Tests: what would go to standard output and standard error.
    Buffer(Arc<Mutex<Vec<u8>>>),
}

#[derive(Default)]
struct State {
    /// What the engine wrote and the player has not seen yet.
    held: Vec<u8>,
    stage: Stage,
}

#[derive(Default, Clone, PartialEq, Eq)]
enum Stage {
    /// The terminal thread reads ahead and has not shown a prompt yet.
    #[default]
    Starting,
    /// The screen's own prompt is the last line (`drawn`), no key pressed.
    Prompt { text: String, drawn: bool },
    /// The line editor is reading the first line.
    Editing,
    /// Done reading ahead: text passes through.
    Through,
}

impl Screen {
    /// Standard output, holding what the engine writes until
    /// [`Screen::release`]. `escapes`: the terminal takes ANSI sequences.
    pub fn terminal(escapes: bool) -> Screen {
        Screen {
            state: Mutex::new(State::default()),
            target: Target::Stdout,
            escapes,
            settings: TerminalSettings::of_stdin(),
        }
    }

    /// A screen that writes to memory instead (tests), and that memory.
    pub fn buffer(escapes: bool) -> (Screen, Arc<Mutex<Vec<u8>>>) {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let screen = Screen {
            state: Mutex::new(State::default()),
            target: Target::Buffer(buffer.clone()),
            escapes,
            settings: None,
        };
        (screen, buffer)
    }

    /// True when the prompt may be drawn, cleared and drawn again.
    pub fn takes_escapes(&self) -> bool {
        self.escapes
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A thread that panicked while writing left the text as it was.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn emit(&self, bytes: &[u8]) {
        match &self.target {
            // A closed terminal must not stop the game: the text is lost.
            Target::Stdout => {
                let _ = std::io::stdout().write_all(bytes);
            }
            Target::Buffer(buffer) => lock_buffer(buffer).extend_from_slice(bytes),
        }
    }

    fn flush_target(&self) {
        if let Target::Stdout = self.target {
            let _ = std::io::stdout().flush();
        }
    }

    fn error_line(&self, text: &str) {
        match &self.target {
            Target::Stdout => eprintln!("conquest: {text}"),
            Target::Buffer(buffer) => {
                lock_buffer(buffer).extend_from_slice(format!("conquest: {text}\n").as_bytes())
            }
        }
    }

    /// Text of the terminal thread's own (the banner): shown at once.
    pub fn print(&self, text: &str) {
        let _state = self.lock();
        self.emit(text.as_bytes());
        self.flush_target();
    }

    /// The engine's text: held while the first line is read ahead.
    pub fn write(&self, bytes: &[u8]) {
        let mut state = self.lock();
        if state.stage == Stage::Through {
            self.emit(bytes);
            return;
        }
        state.held.extend_from_slice(bytes);
        self.show_whole_lines(&mut state);
        if state.held.len() > HOLD_LIMIT {
            if let Stage::Prompt { drawn, .. } = &mut state.stage {
                if *drawn {
                    self.emit(CLEAR_LINE);
                    *drawn = false;
                }
            }
            self.emit(&std::mem::take(&mut state.held));
            self.flush_target();
        }
    }

    /// Shows what was written, unless it is held.
    pub fn flush(&self) {
        if self.lock().stage == Stage::Through {
            self.flush_target();
        }
    }

    /// With the screen's own prompt on the last line, the whole lines held
    /// go above it and it is drawn again.
    fn show_whole_lines(&self, state: &mut State) {
        let Stage::Prompt { text, drawn } = &mut state.stage else {
            return;
        };
        let Some(end) = state.held.iter().rposition(|&b| b == b'\n') else {
            return;
        };
        if *drawn {
            self.emit(CLEAR_LINE);
        }
        let lines: Vec<u8> = state.held.drain(..=end).collect();
        self.emit(&lines);
        self.emit(text.as_bytes());
        *drawn = true;
        self.flush_target();
    }

    /// Shows `prompt` as the last line until a key is pressed, with what
    /// the engine prints going above it (only with escapes).
    pub fn show_prompt(&self, prompt: &str) {
        let mut state = self.lock();
        if state.stage == Stage::Through {
            return;
        }
        state.stage = Stage::Prompt {
            text: prompt.to_string(),
            drawn: false,
        };
        self.show_whole_lines(&mut state);
        if let Stage::Prompt { drawn, .. } = &mut state.stage {
            if !*drawn {
                self.emit(prompt.as_bytes());
                *drawn = true;
            }
        }
        self.flush_target();
    }

    /// The line editor takes over the first line: what the engine prints
    /// now waits until the line is finished. The editor draws its prompt
    /// over the screen's.
    pub fn editing(&self) {
        let mut state = self.lock();
        if state.stage != Stage::Through {
            state.stage = Stage::Editing;
        }
    }

    /// Done reading ahead: what was held is shown (after the line typed, if
    /// one was) and text passes through from now on.
    pub fn release(&self) {
        let mut state = self.lock();
        if let Stage::Prompt { drawn: true, .. } = state.stage {
            self.emit(CLEAR_LINE);
        }
        state.stage = Stage::Through;
        self.emit(&std::mem::take(&mut state.held));
        self.flush_target();
    }

    /// The engine's thread ended, having said `message` if it failed. If
    /// the first line is still being read, nobody will read it: the
    /// terminal is put back as it was, what was held is shown, and the
    /// result is true: the caller must end the program now.
    pub fn engine_ended(&self, message: Option<&str>) -> bool {
        let mut state = self.lock();
        if state.stage == Stage::Through {
            self.flush_target();
            if let Some(message) = message {
                self.error_line(message);
            }
            return false;
        }
        if let Some(settings) = &self.settings {
            settings.restore();
        }
        match &state.stage {
            Stage::Prompt { drawn: true, .. } => self.emit(CLEAR_LINE),
            Stage::Editing => {
                if self.escapes {
                    self.emit(BRACKETED_PASTE_OFF);
                }
                self.emit(b"\n");
            }
            _ => {}
        }
        self.emit(&std::mem::take(&mut state.held));
        self.flush_target();
        if let Some(message) = message {
            self.error_line(message);
        }
        // Should the line editor have switched to raw mode meanwhile.
        if let Some(settings) = &self.settings {
            settings.restore();
        }
        // The lock stays taken: the terminal thread writes nothing more.
        std::mem::forget(state);
        true
    }
}

fn lock_buffer(buffer: &Mutex<Vec<u8>>) -> MutexGuard<'_, Vec<u8>> {
    buffer
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(buffer: &Mutex<Vec<u8>>) -> String {
        String::from_utf8_lossy(&lock_buffer(buffer)).into_owned()
    }

    #[test]
    fn text_is_held_while_the_first_line_is_edited_then_shown_in_order() {
        let (screen, out) = Screen::buffer(true);
        screen.print("banner\n");
        screen.editing();
        screen.write(b"loaded a.pl\n");
        screen.write(b"partial");
        screen.flush();
        assert_eq!(text(&out), "banner\n");
        screen.release();
        screen.write(b" line\n");
        assert_eq!(text(&out), "banner\nloaded a.pl\npartial line\n");
        assert!(!screen.engine_ended(None));
    }

    #[test]
    fn whole_lines_go_above_an_untouched_prompt() {
        let (screen, out) = Screen::buffer(true);
        screen.write(b"early\n");
        screen.show_prompt("| ?- ");
        assert_eq!(text(&out), "early\n| ?- ");
        screen.write(b"Resumed.\nTurn: ");
        assert_eq!(text(&out), "early\n| ?- \r\x1b[KResumed.\n| ?- ");
        screen.write(b"B.\n");
        assert_eq!(
            text(&out),
            "early\n| ?- \r\x1b[KResumed.\n| ?- \r\x1b[KTurn: B.\n| ?- "
        );
        screen.write(b"tail");
        screen.release();
        assert_eq!(
            text(&out),
            "early\n| ?- \r\x1b[KResumed.\n| ?- \r\x1b[KTurn: B.\n| ?- \r\x1b[Ktail"
        );
    }

    #[test]
    fn an_engine_that_ends_while_the_line_is_read_ends_the_program_with_its_text() {
        let (screen, out) = Screen::buffer(true);
        screen.show_prompt("| ?- ");
        screen.write(b"half");
        assert!(screen.engine_ended(Some("the engine failed")));
        assert_eq!(text(&out), "| ?- \r\x1b[Khalfconquest: the engine failed\n");
    }

    #[test]
    fn held_text_is_shown_past_the_limit() {
        let (screen, out) = Screen::buffer(false);
        screen.editing();
        let big = vec![b'x'; HOLD_LIMIT + 1];
        screen.write(&big);
        assert_eq!(lock_buffer(&out).len(), HOLD_LIMIT + 1);
        screen.write(b"y");
        screen.release();
        assert_eq!(lock_buffer(&out).len(), HOLD_LIMIT + 2);
    }
}
