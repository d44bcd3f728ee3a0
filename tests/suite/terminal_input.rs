//! Any bytes typed: at a terminal a line that is not UTF-8 is refused with
//! a message and the session goes on (it used to end, with status 0 and
//! nothing said); in a pipe such bytes become U+FFFD.

use crate::common::terminal::Terminal;
use crate::common::*;

/// What the program says of a line that is not UTF-8.
const REFUSED: &str = "not UTF-8 text";

#[test]
fn a_line_that_is_not_utf8_at_the_prompt_is_refused_and_the_session_goes_on() {
    let data = scratch_dir("data");
    let mut terminal = Terminal::start(&data, &["--game", "none"]);
    terminal.wait_for("| ?- ");
    // A Latin-1 terminal's é.
    terminal.type_bytes(b"X = caf\xe9.\r");
    terminal.wait_for(REFUSED);
    terminal.type_text("Y = 1.\r");
    terminal.wait_for("Y = 1");
    terminal.type_bytes(b"\xff\r");
    assert!(
        terminal.read_until(|text| text.matches(REFUSED).count() == 2),
        "{}",
        terminal.text()
    );
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

#[test]
fn read_of_a_line_that_is_not_utf8_asks_again() {
    let data = scratch_dir("data");
    let mut terminal = Terminal::start(&data, &["--game", "none"]);
    terminal.wait_for("| ?- ");
    terminal.type_text("read(X).\r");
    terminal.wait_for("|: ");
    terminal.type_bytes(b"caf\xe9.\r");
    terminal.wait_for(REFUSED);
    terminal.type_text("cafe.\r");
    terminal.wait_for("X = cafe");
    assert!(
        !terminal.text().contains("end_of_file"),
        "{}",
        terminal.text()
    );
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

#[test]
fn bytes_that_are_not_utf8_in_a_pipe_become_replacement_characters() {
    let run = conquest_bytes(
        &["--game", "none"],
        b"atom_length('caf\xe9', N).\nread(X), atom_codes(X, Cs).\n'caf\xe9'.\nY = 1.\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("N = 4\n"), "{}", run.stdout);
    assert!(
        run.stdout.contains("Cs = [99,97,102,65533]"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Y = 1\n"), "{}", run.stdout);
    assert!(!run.stdout.contains("end_of_file"), "{}", run.stdout);
}

/// A terminal that fails (its other end closed: every read is EIO) is
/// told, not taken in silence for the end of input; after a few failures
/// in a row the session ends, saying so.
#[test]
fn a_terminal_that_fails_is_told_before_the_session_ends() {
    use std::io::Read;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::unix::fs::OpenOptionsExt;
    use std::process::{Command, Stdio};

    // Both ends close on exec: a process another test starts meanwhile
    // would otherwise keep this terminal open, and no read here would fail.
    // SAFETY: posix_openpt returns a fresh descriptor or -1.
    let fd = unsafe { libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC) };
    assert!(fd >= 0, "a pseudo-terminal");
    // SAFETY: a fresh descriptor, owned from here on.
    let mut master = unsafe { std::fs::File::from_raw_fd(fd) };
    // SAFETY: grantpt and unlockpt act on the descriptor; ptsname_r writes
    // the buffer it is given, within its length.
    let name = unsafe {
        assert_eq!(libc::grantpt(fd), 0);
        assert_eq!(libc::unlockpt(fd), 0);
        let mut name = [0 as libc::c_char; 128];
        assert_eq!(libc::ptsname_r(fd, name.as_mut_ptr(), name.len()), 0);
        std::ffi::CStr::from_ptr(name.as_ptr())
            .to_string_lossy()
            .into_owned()
    };
    let slave: OwnedFd = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .custom_flags(libc::O_NOCTTY)
        .open(name)
        .expect("the terminal's other end")
        .into();
    // Not its controlling terminal: closing it sends no hangup signal.
    let child = Command::new(env!("CARGO_BIN_EXE_conquest"))
        .args(["--game", "none"])
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .env("CONQUEST_DATA_DIR", scratch_dir("data"))
        .stdin(Stdio::from(slave.try_clone().expect("dup")))
        .stdout(Stdio::from(slave))
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut seen = Vec::new();
    while !String::from_utf8_lossy(&seen).contains("| ?- ") {
        let mut poll = libc::pollfd {
            fd: master.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: polls the one descriptor given.
        assert!(unsafe { libc::poll(&mut poll, 1, 60_000) } > 0, "no prompt");
        let mut buffer = [0u8; 4096];
        let n = master.read(&mut buffer).expect("the terminal's output");
        seen.extend_from_slice(&buffer[..n]);
    }
    drop(master);
    let output = child.wait_with_output().expect("the session ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot read the terminal: EIO"), "{stderr}");
    assert!(stderr.contains("taken as the end of input"), "{stderr}");
}
