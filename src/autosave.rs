//! One autosave file, one session: a kernel lock beside it.
//!
//! Two sessions of one game would both write `autosave-<game>.pl`, each
//! replacing the other's game after every query. The session that holds
//! an exclusive `flock` on `autosave-<game>.pl.lock` autosaves; any other
//! is told which process holds it and neither writes nor resumes that
//! autosave (`saveGame/1` still works).
//!
//! The kernel, not the file's contents, says who holds the lock: it is
//! released when its holder exits however it ends (`kill -9` included),
//! and no process id, program name or empty file can pass for a holder.
//! The process id written into the file is only for the message. The file
//! is never deleted: a session that opened it before another deleted it
//! would lock a file no one else sees, and both would autosave.

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// The autosave lock this session holds; the kernel releases it when the
/// file is closed (on drop, or when the process ends).
#[derive(Debug)]
pub struct AutosaveLock {
    file: File,
}

/// Why the lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error(
        "another conquest session ({}) is autosaving to {}",
        holder_text(*pid),
        file.display()
    )]
    Held { pid: Option<u32>, file: PathBuf },
    #[error("cannot lock the autosave {}: {source}", file.display())]
    Io {
        file: PathBuf,
        source: std::io::Error,
    },
}

fn holder_text(pid: Option<u32>) -> String {
    match pid {
        Some(pid) => format!("process {pid}"),
        None => "a process just starting".to_string(),
    }
}

impl AutosaveLock {
    /// Takes the lock of `autosave` for this session, without waiting.
    pub fn acquire(autosave: &Path) -> Result<AutosaveLock, LockError> {
        let io_error = |source| LockError::Io {
            file: autosave.to_path_buf(),
            source,
        };
        let mut file = open_lock_file(&lock_path(autosave)).map_err(io_error)?;
        // SAFETY: flock only acts on the descriptor, which `file` owns.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let e = std::io::Error::last_os_error();
            return Err(if e.kind() == std::io::ErrorKind::WouldBlock {
                LockError::Held {
                    pid: holder(&mut file),
                    file: autosave.to_path_buf(),
                }
            } else {
                io_error(e)
            });
        }
        // Information only: a file that cannot take it still locks.
        let _ = write_holder(&mut file, Some(std::process::id()));
        Ok(AutosaveLock { file })
    }
}

impl Drop for AutosaveLock {
    fn drop(&mut self) {
        // Cleared while still held, so that no one reads a departed
        // holder's id; closing the file then releases the lock.
        let _ = write_holder(&mut self.file, None);
    }
}

/// True when another process holds the lock of `autosave`, as the kernel
/// lists it in /proc/locks (Linux). Asked without taking the lock, so a
/// session starting at the same moment is not refused for it; false where
/// the list cannot be read. For the banner: it offers `--resume` only
/// for a game that `--resume` would continue.
pub fn held_elsewhere(autosave: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(meta) = std::fs::symlink_metadata(lock_path(autosave)) else {
        return false;
    };
    let Ok(locks) = std::fs::read_to_string("/proc/locks") else {
        return false;
    };
    // "1: FLOCK  ADVISORY  WRITE 4242 fd:01:1310725 0 EOF": the device in
    // hexadecimal, the inode in decimal (a waiter's line has "->" after
    // its number, which shifts its fields: it holds nothing).
    let device = meta.dev();
    let file = format!(
        "{:02x}:{:02x}:{}",
        libc::major(device),
        libc::minor(device),
        meta.ino()
    );
    let own = std::process::id().to_string();
    locks.lines().any(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        fields.get(1) == Some(&"FLOCK")
            && fields.get(5) == Some(&file.as_str())
            && fields.get(4) != Some(&own.as_str())
    })
}

fn lock_path(autosave: &Path) -> PathBuf {
    let mut name = autosave.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// Opens (creating) the lock file: never through a symbolic link, which
/// could point anywhere, and never blocking on a pipe put in its place; it
/// must be a regular file. Read-only when it cannot be written: flock
/// needs no write access.
fn open_lock_file(path: &Path) -> std::io::Result<File> {
    let open = |write: bool| {
        std::fs::OpenOptions::new()
            .read(true)
            .write(write)
            .create(write)
            .mode(0o644)
            // std adds O_CLOEXEC: a program the session starts does not
            // inherit the lock and keep it alive.
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .open(path)
    };
    let file = match open(true) {
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied && path.is_file() => {
            open(false)?
        }
        other => other?,
    };
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("it is not a regular file"));
    }
    Ok(file)
}

/// Writes `pid` (or nothing) as the whole file.
fn write_holder(file: &mut File, pid: Option<u32>) -> std::io::Result<()> {
    file.set_len(0)?;
    file.rewind()?;
    if let Some(pid) = pid {
        writeln!(file, "{pid}")?;
    }
    Ok(())
}

/// The process id the holder wrote, if it did yet.
fn holder(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Held by a test while it starts a process, and by one that needs a
    /// released lock free at once: between fork and exec a child holds a
    /// copy of every descriptor of this process (O_CLOEXEC closes them only
    /// at exec), and with it, for that moment, the lock.
    static FORKS: Mutex<()> = Mutex::new(());

    fn no_forks() -> std::sync::MutexGuard<'static, ()> {
        FORKS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "conquest-lock-{}-{name}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        dir.join("autosave-conquest.pl")
    }

    fn written_holder(file: &Path) -> String {
        std::fs::read_to_string(lock_path(file)).expect("the lock file stays")
    }

    #[test]
    fn a_lock_is_taken_once_and_released_on_drop() {
        let file = scratch("once");
        let lock = AutosaveLock::acquire(&file).expect("the first session locks");
        assert_eq!(written_holder(&file), format!("{}\n", std::process::id()));
        match AutosaveLock::acquire(&file) {
            Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("a second lock while the first is held: {other:?}"),
        }
        let _no_forks = no_forks();
        drop(lock);
        assert_eq!(written_holder(&file), "", "released, and the file kept");
        AutosaveLock::acquire(&file).expect("free again");
    }

    #[test]
    fn a_lock_held_by_another_process_is_seen_without_taking_it() {
        let file = scratch("elsewhere");
        assert!(!held_elsewhere(&file), "no lock file yet");
        let own = AutosaveLock::acquire(&file).expect("locks");
        assert!(!held_elsewhere(&file), "this process's own lock");
        drop(own);
        let Ok(mut child) = ({
            let _forking = FORKS.lock().unwrap_or_else(|e| e.into_inner());
            // -F: the command is the process that holds the lock, so that
            // killing it releases the lock.
            std::process::Command::new("flock")
                .args(["-F", "-x"])
                .arg(lock_path(&file))
                .args(["sleep", "30"])
                .spawn()
        }) else {
            eprintln!("no flock(1) here: the check is skipped");
            return;
        };
        let started = std::time::Instant::now();
        while !held_elsewhere(&file) && started.elapsed().as_secs() < 10 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let seen = held_elsewhere(&file);
        let _ = child.kill();
        let _ = child.wait();
        assert!(seen, "the other process's lock is seen");
        assert!(AutosaveLock::acquire(&file).is_ok(), "and was not taken");
    }

    #[test]
    fn a_running_process_id_or_an_empty_file_is_no_holder() {
        // The old lock took a pid file's word for who held it: the id of a
        // running process whose command line said "conquest" kept the
        // autosave from everyone, and an empty file (written half-way) let
        // a second session in beside the first.
        let mut child = {
            let _no_forks = no_forks();
            std::process::Command::new("sh")
                .args(["-c", "sleep 30; true", "conquest"])
                .spawn()
                .expect("a child process")
        };
        for text in [format!("{}\n", child.id()), String::new()] {
            let file = scratch("words");
            std::fs::write(lock_path(&file), &text).expect("a lock file");
            let lock = AutosaveLock::acquire(&file).expect("no process holds it");
            assert_eq!(written_holder(&file), format!("{}\n", std::process::id()));
            drop(lock);
        }
        let _ = child.kill();
        let _ = child.wait();
    }

    #[test]
    fn a_lock_file_that_is_a_link_or_a_folder_is_refused_and_left() {
        let file = scratch("link");
        let target = file.with_file_name("elsewhere");
        std::fs::write(&target, "precious\n").expect("a file");
        std::os::unix::fs::symlink(&target, lock_path(&file)).expect("a link");
        assert!(matches!(
            AutosaveLock::acquire(&file),
            Err(LockError::Io { .. })
        ));
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious\n");

        let file = scratch("folder");
        std::fs::create_dir(lock_path(&file)).expect("a folder");
        assert!(matches!(
            AutosaveLock::acquire(&file),
            Err(LockError::Io { .. })
        ));
    }

    #[test]
    fn of_many_sessions_starting_at_once_exactly_one_holds_the_lock() {
        const SESSIONS: usize = 40;
        for round in 0..5 {
            let file = scratch(&format!("race{round}"));
            let start = std::sync::Barrier::new(SESSIONS);
            let locks: Vec<Option<AutosaveLock>> = std::thread::scope(|s| {
                let racers: Vec<_> = (0..SESSIONS)
                    .map(|_| {
                        s.spawn(|| {
                            start.wait();
                            match AutosaveLock::acquire(&file) {
                                Ok(lock) => Some(lock),
                                Err(LockError::Held { .. }) => None,
                                Err(e) => panic!("{e}"),
                            }
                        })
                    })
                    .collect();
                racers
                    .into_iter()
                    .map(|r| r.join().expect("no panic"))
                    .collect()
            });
            // Held together: every open file description here stays open.
            let holders = locks.iter().filter(|l| l.is_some()).count();
            assert_eq!(holders, 1, "round {round}");
        }
    }
}
