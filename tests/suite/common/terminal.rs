//! The binary on a pseudo-terminal, driven like a player at a terminal.

use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The binary on a pseudo-terminal: what it printed, keys to send.
pub struct Terminal {
    pub child: Child,
    master: std::fs::File,
    /// Kept open to look at the terminal's settings after the program.
    slave: OwnedFd,
    pub seen: Vec<u8>,
}

impl Terminal {
    pub fn start(data: &Path, args: &[&str]) -> Terminal {
        let mut master = -1;
        let mut slave = -1;
        let size = libc::winsize {
            ws_row: 30,
            ws_col: 100,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty writes two descriptors and reads the size given.
        let opened = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(opened, 0, "a pseudo-terminal");
        // SAFETY: both are fresh descriptors owned from here on.
        let (master, slave) = unsafe {
            (
                std::fs::File::from_raw_fd(master),
                OwnedFd::from_raw_fd(slave),
            )
        };
        let stdio = || Stdio::from(slave.try_clone().expect("dup"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_conquest"));
        command
            .args(args)
            .env("NO_COLOR", "1")
            .env("TERM", "xterm")
            .env("CONQUEST_DATA_DIR", data)
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(stdio())
            .stdout(stdio())
            .stderr(stdio());
        // SAFETY: only async-signal-safe calls between fork and exec: a new
        // session whose controlling terminal is the pseudo-terminal.
        unsafe {
            use std::os::unix::process::CommandExt;
            command.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("the binary starts");
        Terminal {
            child,
            master,
            slave,
            seen: Vec::new(),
        }
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.seen).into_owned()
    }

    /// Reads what the program prints until `done` says so; false if it
    /// did not within a minute.
    pub fn read_until(&mut self, done: impl Fn(&str) -> bool) -> bool {
        self.read_for(Duration::from_secs(60), done)
    }

    /// Reads what the program prints until `done` says so or `time` is
    /// over (then false).
    pub fn read_for(&mut self, time: Duration, done: impl Fn(&str) -> bool) -> bool {
        let deadline = Instant::now() + time;
        while !done(&self.text()) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            let mut poll = libc::pollfd {
                fd: self.master.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            let millis = left.as_millis().clamp(1, 1000) as i32;
            // SAFETY: polls the one descriptor given.
            if unsafe { libc::poll(&mut poll, 1, millis) } <= 0 {
                continue;
            }
            let mut buffer = [0u8; 4096];
            match self.master.read(&mut buffer) {
                Ok(0) | Err(_) => return done(&self.text()),
                Ok(n) => self.seen.extend_from_slice(&buffer[..n]),
            }
        }
        true
    }

    pub fn wait_for(&mut self, needle: &str) {
        assert!(
            self.read_until(|text| text.contains(needle)),
            "{needle:?} never came:\n{}",
            self.text()
        );
    }

    pub fn type_text(&mut self, keys: &str) {
        self.type_bytes(keys.as_bytes());
    }

    /// Sends bytes as typed, valid UTF-8 or not.
    pub fn type_bytes(&mut self, keys: &[u8]) {
        use std::io::Write;
        self.master.write_all(keys).expect("typed");
    }

    /// Waits for the program's end, reading what it prints meanwhile and
    /// what it left.
    pub fn exit_code(&mut self) -> i32 {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(status) = self.child.try_wait().expect("a status") {
                self.read_for(Duration::from_millis(200), |_| false);
                return status.code().unwrap_or(-1);
            }
            assert!(Instant::now() < deadline, "no exit:\n{}", self.text());
            self.read_for(Duration::from_millis(50), |_| false);
        }
    }

    /// The terminal's local modes now.
    pub fn local_modes(&self) -> libc::tcflag_t {
        // SAFETY: tcgetattr writes the struct it is given.
        unsafe {
            let mut settings: libc::termios = std::mem::zeroed();
            assert_eq!(libc::tcgetattr(self.slave.as_raw_fd(), &mut settings), 0);
            settings.c_lflag
        }
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
