//! Keys one by one from the terminal: standard input put in raw mode
//! (termios) for the one key of an answer's `?`, and put back after.
//!
//! By hand on `libc` rather than a terminal crate: the line editor reads
//! the same descriptor, so a key must be read a byte at a time with
//! read(2), leaving what was typed after it for the editor; a crate that
//! reads ahead into its own buffer would lose it.

/// One key pressed at an answer's `?`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Char(char),
    Enter,
    Eof,
    /// Ctrl-C.
    Interrupted,
}

/// The terminal's settings as they were, saved to be put back.
#[derive(Clone, Copy)]
pub struct TerminalSettings(libc::termios);

impl TerminalSettings {
    /// The settings of standard input, if it is a terminal.
    pub fn of_stdin() -> Option<TerminalSettings> {
        // SAFETY: tcgetattr only writes into the struct it is given.
        unsafe {
            let mut saved: libc::termios = std::mem::zeroed();
            (libc::tcgetattr(libc::STDIN_FILENO, &mut saved) == 0)
                .then_some(TerminalSettings(saved))
        }
    }

    /// Puts these settings back on standard input.
    pub fn restore(&self) {
        // SAFETY: tcsetattr only reads the struct it is given.
        unsafe {
            libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &self.0);
        }
    }
}

/// Standard input taking keys one by one, unechoed, Ctrl-C as a key,
/// until dropped (when the settings before are put back); nothing when
/// standard input is not a terminal.
pub struct RawKeys(Option<TerminalSettings>);

impl RawKeys {
    pub fn new() -> RawKeys {
        let saved = TerminalSettings::of_stdin().filter(|saved| {
            let mut raw = saved.0;
            raw.c_lflag &= !(libc::ICANON | libc::ECHO | libc::ISIG);
            raw.c_cc[libc::VMIN] = 1;
            raw.c_cc[libc::VTIME] = 0;
            // SAFETY: tcsetattr only reads the struct it is given.
            unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &raw) == 0 }
        });
        RawKeys(saved)
    }
}

impl Default for RawKeys {
    fn default() -> Self {
        RawKeys::new()
    }
}

impl Drop for RawKeys {
    fn drop(&mut self) {
        if let Some(saved) = &self.0 {
            saved.restore();
        }
    }
}

/// True when a key (or the end of the terminal) waits on standard input,
/// waiting up to `millis` for one.
pub fn key_waiting(millis: i32) -> bool {
    let mut poll = libc::pollfd {
        fd: libc::STDIN_FILENO,
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: poll reads and writes the one pollfd it is given.
    let ready = unsafe { libc::poll(&mut poll, 1, millis) };
    // An error other than an interrupted wait is for the line editor to meet.
    ready > 0
        || (ready < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted)
}

/// One key from the terminal without waiting for Enter (GNU Prolog and
/// Scryer read `;` and `a` this way); a line when the terminal cannot be
/// put in raw mode.
pub fn read_raw_key() -> Key {
    let _raw = RawKeys::new();
    next_key(libc::STDIN_FILENO)
}

/// One byte from the descriptor: read(2) itself, not std's buffered stdin,
/// since the line editor reads the descriptor directly and must not lose
/// what was typed after the key.
fn read_byte(fd: libc::c_int) -> Option<u8> {
    let mut byte = [0u8; 1];
    // SAFETY: reads at most one byte into the buffer.
    let read = unsafe { libc::read(fd, byte.as_mut_ptr().cast(), 1) };
    (read == 1).then_some(byte[0])
}

/// The next key, skipping escape sequences: arrow keys, and the terminal's
/// answers to the line editor's questions (a cursor position report ends
/// in `;`, which must not pass for the player's `;`).
fn next_key(fd: libc::c_int) -> Key {
    loop {
        let Some(byte) = read_byte(fd) else {
            return Key::Eof;
        };
        match byte {
            0x1b => skip_escape_sequence(fd),
            b'\r' | b'\n' => return Key::Enter,
            3 => return Key::Interrupted,
            4 => return Key::Eof,
            b => return Key::Char(char::from(b)),
        }
    }
}

fn skip_escape_sequence(fd: libc::c_int) {
    match read_byte(fd) {
        Some(b'[') => {
            // Parameters and intermediates, then one final byte.
            while let Some(b) = read_byte(fd) {
                if (0x40..=0x7e).contains(&b) {
                    break;
                }
            }
        }
        Some(b'O') => {
            let _ = read_byte(fd);
        }
        _ => {}
    }
}
