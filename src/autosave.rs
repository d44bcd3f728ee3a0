//! One autosave file, one session: the lock beside it.
//!
//! Two sessions of one game would both write `autosave-<game>.pl`, each
//! replacing the other's game after every query. The first session takes
//! `autosave-<game>.pl.lock` (created atomically, holding its process id);
//! a second session finds it, says which process holds it, and plays
//! without autosaving (`saveGame/1` still works). A lock left by a session
//! that was killed names a process that no longer runs: the next session
//! takes it over. The lock is removed when the session ends. A folder
//! where no lock can be written cannot take the autosave either: the
//! session tries anyway, and the rules warn once that the autosave failed.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The autosave lock this session holds; released when dropped.
#[derive(Debug)]
pub struct AutosaveLock {
    path: PathBuf,
}

/// Why the lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error(
        "another conquest session (process {pid}) is autosaving to {}: this session will not \
         autosave; saveGame/1 still saves",
        file.display()
    )]
    Held { pid: u32, file: PathBuf },
    #[error("cannot lock the autosave {}: {source}: this session will not autosave", file.display())]
    Io {
        file: PathBuf,
        source: std::io::Error,
    },
}

impl AutosaveLock {
    /// Takes the lock of `autosave` for this process.
    pub fn acquire(autosave: &Path) -> Result<AutosaveLock, LockError> {
        let path = lock_path(autosave);
        let io_error = |source| LockError::Io {
            file: autosave.to_path_buf(),
            source,
        };
        // Twice at most: the second time after removing a dead session's lock.
        for _ in 0..2 {
            match create_new(&path) {
                Ok(()) => return Ok(AutosaveLock { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    match holder(&path) {
                        Some(pid) if pid != std::process::id() && process_runs(pid) => {
                            return Err(LockError::Held {
                                pid,
                                file: autosave.to_path_buf(),
                            });
                        }
                        // Dead, unreadable or our own: take it over.
                        _ => {
                            let _ = std::fs::remove_file(&path);
                        }
                    }
                }
                Err(e) => return Err(io_error(e)),
            }
        }
        Err(io_error(std::io::Error::other(
            "another session took the lock at the same moment",
        )))
    }
}

impl Drop for AutosaveLock {
    fn drop(&mut self) {
        // Only our own: a session that took over a lock it thought stale
        // keeps its.
        if holder(&self.path) == Some(std::process::id()) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

fn lock_path(autosave: &Path) -> PathBuf {
    let mut name = autosave.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

fn create_new(path: &Path) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    writeln!(file, "{}", std::process::id())
}

/// The process id written in the lock file.
fn holder(path: &Path) -> Option<u32> {
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
}

/// True when process `pid` runs (on Linux, and it is a conquest: a reused
/// process id of another program does not hold the lock).
fn process_runs(pid: u32) -> bool {
    let proc = Path::new("/proc");
    if proc.is_dir() {
        return std::fs::read(proc.join(pid.to_string()).join("cmdline"))
            .map(|cmdline| String::from_utf8_lossy(&cmdline).contains("conquest"))
            .unwrap_or(false);
    }
    // Elsewhere: signal 0 tells whether the process exists.
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: kill with signal 0 sends nothing; it only checks the process.
    unsafe { libc::kill(pid, 0) == 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "conquest-lock-{}-{name}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        dir.join("autosave-conquest.pl")
    }

    #[test]
    fn a_lock_is_taken_once_and_released_on_drop() {
        let file = scratch("once");
        let lock = AutosaveLock::acquire(&file).expect("the first session locks");
        assert_eq!(holder(&lock_path(&file)), Some(std::process::id()));
        drop(lock);
        assert!(!lock_path(&file).exists(), "released");
        AutosaveLock::acquire(&file).expect("free again");
    }

    #[test]
    fn a_dead_sessions_lock_is_taken_over() {
        let file = scratch("dead");
        // No process has this id (above the kernel's pid_max).
        std::fs::write(lock_path(&file), "4194305\n").expect("a stale lock");
        let lock = AutosaveLock::acquire(&file).expect("taken over");
        assert_eq!(holder(&lock.path), Some(std::process::id()));
    }

    #[test]
    fn a_running_sessions_lock_is_reported_with_its_process() {
        let file = scratch("held");
        // A running conquest: a child whose command line says so.
        let mut child = std::process::Command::new("sh")
            .args(["-c", "sleep 30; true", "conquest"])
            .spawn()
            .expect("a child process");
        // Under load the child's command line can lag behind its start.
        let started = std::time::Instant::now();
        while !process_runs(child.id()) && started.elapsed().as_secs() < 10 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::fs::write(lock_path(&file), format!("{}\n", child.id())).expect("lock");
        let result = AutosaveLock::acquire(&file);
        let _ = child.kill();
        let _ = child.wait();
        match result {
            Err(LockError::Held { pid, .. }) => assert_eq!(pid, child.id()),
            other => panic!("expected the lock to be held: {other:?}"),
        }
        assert!(lock_path(&file).exists(), "another session's lock stays");
    }
}
