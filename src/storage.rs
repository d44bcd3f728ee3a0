//! Files that nothing corrupts: saves and the autosave's history log.
//!
//! The habits are those of Git and SQLite. A save is written whole to a
//! temporary file created exclusively (never through a link someone
//! planted, under a name nobody can guess) beside its target, synced, and
//! renamed over it: a crash leaves the old file or the new one, never half
//! of one. The history log is the one file appended to; each of its records
//! ends with a checksum, so a write the disk cut short (a full disk, a
//! kill) is found, dropped when the log is read, and cut off before the
//! next append. No path here is followed through a symbolic link, and only
//! regular files are read or replaced.
//!
//! Errors come back as a [`Failure`]: a reason the rules turn into a
//! sentence (`no_space`, `read_only`, ...), never the raw `io::Error`.

use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// Why a file could not be written or read: a key of the rules' messages
/// (`save_problem_<reason>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// No space left on the device (or over a disk quota).
    NoSpace,
    /// The file system is mounted read-only.
    ReadOnly,
    /// The file or its folder may not be written by this user.
    Permission,
    /// The folder of the file does not exist.
    Folder,
    /// The process has too many files open.
    TooManyFiles,
    /// The file would outgrow what the system lets this process write.
    FileTooLarge,
    /// The path names a symbolic link.
    Link,
    /// The path names a folder.
    Directory,
    /// The path names a device, a pipe or a socket.
    NotRegular,
    /// A file that is not a save of this program would be replaced.
    NotASave,
    /// The file is larger than the reader takes.
    TooBig,
    /// The file is not there.
    Missing,
    /// The file was not written whole (its writer met a full disk).
    Short,
    /// Anything else the system said.
    Other,
}

impl Failure {
    /// The reason's name, as the rules' messages know it.
    pub fn key(self) -> &'static str {
        match self {
            Failure::NoSpace => "no_space",
            Failure::ReadOnly => "read_only",
            Failure::Permission => "permission",
            Failure::Folder => "folder",
            Failure::TooManyFiles => "too_many_files",
            Failure::FileTooLarge => "file_too_large",
            Failure::Link => "link",
            Failure::Directory => "directory",
            Failure::NotRegular => "other",
            Failure::NotASave => "not_a_save",
            Failure::TooBig => "too_big",
            Failure::Missing => "missing",
            Failure::Short => "short",
            Failure::Other => "io",
        }
    }

    fn of(error: &std::io::Error) -> Failure {
        match error.raw_os_error() {
            Some(libc::ENOSPC) | Some(libc::EDQUOT) => Failure::NoSpace,
            Some(libc::EROFS) => Failure::ReadOnly,
            Some(libc::EACCES) | Some(libc::EPERM) => Failure::Permission,
            Some(libc::ENOENT) | Some(libc::ENOTDIR) => Failure::Folder,
            Some(libc::EMFILE) | Some(libc::ENFILE) => Failure::TooManyFiles,
            Some(libc::EFBIG) => Failure::FileTooLarge,
            Some(libc::ELOOP) => Failure::Link,
            Some(libc::EISDIR) => Failure::Directory,
            Some(_) => Failure::Other,
            // tempfile wraps the system's error with the path: its kind stays.
            None => match error.kind() {
                ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Failure::NoSpace,
                ErrorKind::ReadOnlyFilesystem => Failure::ReadOnly,
                ErrorKind::PermissionDenied => Failure::Permission,
                ErrorKind::NotFound | ErrorKind::NotADirectory => Failure::Folder,
                ErrorKind::FileTooLarge => Failure::FileTooLarge,
                ErrorKind::IsADirectory => Failure::Directory,
                _ => Failure::Other,
            },
        }
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Failure {
        Failure::of(&error)
    }
}

/// How a save treats a file already at its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// Only an earlier save (or an empty file) is replaced.
    SavesOnly,
    /// Any regular file is replaced (the player said so).
    Any,
}

/// How every save begins: a file that does not is no save.
pub const SAVE_HEADER: &[u8] = b"conquest_save(";

/// What is at `path`, the link itself for a symbolic link.
fn existing(path: &Path) -> Result<Option<std::fs::Metadata>, Failure> {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(Failure::Link),
        Ok(meta) if meta.is_dir() => Err(Failure::Directory),
        Ok(meta) if !meta.is_file() => Err(Failure::NotRegular),
        Ok(meta) => Ok(Some(meta)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Opens an existing regular file for reading without following a link
/// and without waiting on a pipe (a FIFO planted at the path would block
/// the open for ever).
fn open_regular(path: &Path) -> Result<File, Failure> {
    let file = open_unfollowed(OpenOptions::new().read(true), path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(Failure::Directory);
    }
    if !meta.is_file() {
        return Err(Failure::NotRegular);
    }
    Ok(file)
}

/// Opens an existing file as `options` say, never through a final link and
/// without blocking on a pipe.
fn open_unfollowed(options: &mut OpenOptions, path: &Path) -> Result<File, Failure> {
    options
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
        .open(path)
        .map_err(|e| match e.kind() {
            ErrorKind::NotFound => Failure::Missing,
            _ => Failure::of(&e),
        })
}

/// True when the regular file at `path` begins as a save does, or is empty
/// (a file just created to save into).
pub fn holds_a_save(path: &Path) -> Result<bool, Failure> {
    let mut head = Vec::with_capacity(SAVE_HEADER.len());
    open_regular(path)?
        .take(SAVE_HEADER.len() as u64)
        .read_to_end(&mut head)?;
    Ok(head.is_empty() || head == SAVE_HEADER)
}

/// The folder a path is in ("." for a bare file name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// The start of the temporary names of `path`'s writes by process `pid`:
/// hidden, beside the target, naming the target and the writer.
fn temporary_prefix(path: &Path, pid: u32) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    Some(format!(".{name}.{pid}."))
}

const TEMPORARY_SUFFIX: &str = ".tmp";

/// Replaces the file at `path` by `text`, whole or not at all.
///
/// A link, a folder or a device at `path` is refused, and so is a regular
/// file that is no save unless `replace` is [`Replace::Any`]. The file
/// keeps the permissions of the one it replaces (a new one gets the
/// usual 0666 less the umask).
pub fn write_atomically(path: &Path, text: &[u8], replace: Replace) -> Result<(), Failure> {
    let mut pending = PendingWrite::begin(path, replace)?;
    pending.temporary.write_all(text)?;
    pending.commit(None)
}

/// A file being written in place of another: a temporary file beside it,
/// created exclusively, that [`PendingWrite::commit`] renames over the
/// target and that is removed if it is dropped uncommitted.
#[derive(Debug)]
pub struct PendingWrite {
    target: std::path::PathBuf,
    temporary: tempfile::NamedTempFile,
}

impl PendingWrite {
    /// Checks the target (see [`write_atomically`]) and creates the
    /// temporary file, with the mode the target has.
    pub fn begin(path: &Path, replace: Replace) -> Result<PendingWrite, Failure> {
        let before = existing(path)?;
        if replace == Replace::SavesOnly && before.is_some() && !holds_a_save(path)? {
            return Err(Failure::NotASave);
        }
        let prefix = temporary_prefix(path, std::process::id()).ok_or(Failure::Other)?;
        let temporary = tempfile::Builder::new()
            .prefix(&prefix)
            .suffix(TEMPORARY_SUFFIX)
            .rand_bytes(10)
            .permissions(std::fs::Permissions::from_mode(0o666))
            .tempfile_in(folder_of(path))?;
        if let Some(meta) = &before {
            // The umask applied at creation: the old file's mode is set exactly.
            let mode = meta.mode() & 0o7777;
            temporary
                .as_file()
                .set_permissions(std::fs::Permissions::from_mode(mode))?;
        }
        Ok(PendingWrite {
            target: path.to_path_buf(),
            temporary,
        })
    }

    /// A path that opens the temporary file itself, whatever is done to its
    /// name meanwhile (`/proc/self/fd/N`): for a writer in the engine.
    pub fn writer_path(&self) -> String {
        use std::os::fd::AsRawFd;
        let proc_path = format!("/proc/self/fd/{}", self.temporary.as_file().as_raw_fd());
        if Path::new(&proc_path).exists() {
            proc_path
        } else {
            self.temporary.path().to_string_lossy().into_owned()
        }
    }

    /// Syncs the temporary file and renames it over the target, if it ends
    /// with `ending` (when given): a writer that could not write it all (a
    /// full disk) leaves it short, and a short save must not replace a
    /// whole one.
    pub fn commit(self, ending: Option<&[u8]>) -> Result<(), Failure> {
        let PendingWrite {
            target,
            mut temporary,
        } = self;
        if let Some(ending) = ending {
            use std::io::Seek;
            let file = temporary.as_file_mut();
            let length = file.metadata()?.len();
            let mut tail = Vec::with_capacity(ending.len());
            if length >= ending.len() as u64 {
                file.seek(std::io::SeekFrom::Start(length - ending.len() as u64))?;
                file.take(ending.len() as u64).read_to_end(&mut tail)?;
            }
            if tail != ending {
                return Err(Failure::Short);
            }
        }
        temporary.as_file().sync_all()?;
        // A link or folder put at the path since the check is replaced by
        // the rename, not followed: rename(2) acts on the name itself.
        temporary
            .persist(&target)
            .map_err(|e| Failure::of(&e.error))?;
        // The rename is on disk only once the folder is: as Git and SQLite do.
        if let Ok(dir) = File::open(folder_of(&target)) {
            let _ = dir.sync_all();
        }
        Ok(())
    }
}

/// True while process `pid` exists (it may not be ours to signal).
fn process_exists(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
    let sent = unsafe { libc::kill(pid, 0) };
    sent == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Removes the temporary files that writes of `path` left behind in a
/// process that no longer runs (killed between create and rename). Older
/// versions named them `<file>.<pid>-<n>.tmp`; both are recognised.
/// Returns how many were removed.
pub fn remove_orphans(path: &Path) -> usize {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return 0;
    };
    let Ok(entries) = std::fs::read_dir(folder_of(path)) else {
        return 0;
    };
    let hidden = format!(".{name}.");
    let older = format!("{name}.");
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(candidate) = file_name.to_str() else {
            continue;
        };
        let Some(middle) = candidate.strip_suffix(TEMPORARY_SUFFIX) else {
            continue;
        };
        let pid = if let Some(rest) = middle.strip_prefix(&hidden) {
            rest.split('.').next()
        } else if let Some(rest) = middle.strip_prefix(&older) {
            rest.split('-').next()
        } else {
            None
        };
        let Some(pid) = pid.and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let is_file = entry
            .file_type()
            .map(|t| t.is_file() && !t.is_symlink())
            .unwrap_or(false);
        if is_file
            && pid != std::process::id()
            && !process_exists(pid)
            && std::fs::remove_file(entry.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// One record of the history log as a line: the text, its full stop, and a
/// comment with the text's checksum, so the line still reads as a clause.
pub fn log_line(record: &str) -> String {
    format!("{record}. %{:08x}\n", checksum(record.as_bytes()))
}

/// FNV-1a, 32 bits: it is there to find torn or garbled writes, not to
/// resist anyone.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The record of one line of the log, if the line is whole and its
/// checksum right. A line of an earlier version, without a checksum, is
/// taken as it is (its text is still parsed and checked by the rules).
fn log_record(line: &str) -> Option<&str> {
    if let Some((text, check)) = line.rsplit_once(". %") {
        if check.len() == 8 && check.bytes().all(|b| b.is_ascii_hexdigit()) {
            let check = u32::from_str_radix(check, 16).ok()?;
            return (checksum(text.as_bytes()) == check).then_some(text);
        }
    }
    let text = line.trim_end().strip_suffix('.')?;
    (!text.contains(". %")).then_some(text)
}

/// The whole records of a history log, from its start.
#[derive(Debug, PartialEq, Eq)]
pub struct LogRead {
    pub records: Vec<String>,
    /// The lines after the first damaged one, that one included.
    pub dropped: usize,
    /// The bytes the whole records take: the next append goes there.
    pub good_length: u64,
}

/// The bytes of the regular file at `path`, if it has at most `max_bytes`.
pub fn read_regular(path: &Path, max_bytes: u64) -> Result<Vec<u8>, Failure> {
    let file = open_regular(path)?;
    if file.metadata()?.len() > max_bytes {
        return Err(Failure::TooBig);
    }
    let mut bytes = Vec::new();
    // The size may grow after the check: the read stops at the cap.
    file.take(max_bytes + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(Failure::TooBig);
    }
    Ok(bytes)
}

/// Reads the log at `path`: a regular file of at most `max_bytes`.
pub fn read_log(path: &Path, max_bytes: u64) -> Result<LogRead, Failure> {
    let bytes = read_regular(path, max_bytes)?;
    let mut records = Vec::new();
    let mut good_length = 0u64;
    let mut rest = &bytes[..];
    while let Some(end) = rest.iter().position(|&b| b == b'\n') {
        let line = &rest[..=end];
        let Some(record) = std::str::from_utf8(&line[..end]).ok().and_then(log_record) else {
            break;
        };
        records.push(record.to_string());
        good_length += line.len() as u64;
        rest = &rest[end + 1..];
    }
    let dropped = rest
        .split(|&b| b == b'\n')
        .filter(|line| !line.iter().all(u8::is_ascii_whitespace))
        .count();
    Ok(LogRead {
        records,
        dropped,
        good_length,
    })
}

/// Begins a new log at `path` with one record, whole or not at all.
/// Returns the log's length.
pub fn start_log(path: &Path, record: &str) -> Result<u64, Failure> {
    let line = log_line(record);
    write_atomically(path, line.as_bytes(), Replace::Any)?;
    Ok(line.len() as u64)
}

/// Appends `records` to the log at `path`, whose whole records take
/// `good_length` bytes: whatever follows them (a torn write) is cut off
/// first, and a write that fails half-way is cut off again, so the log
/// only ever holds whole records. Returns the new length.
pub fn append_log(path: &Path, good_length: u64, records: &[String]) -> Result<u64, Failure> {
    let mut file = open_unfollowed(OpenOptions::new().write(true), path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(Failure::NotRegular);
    }
    if meta.len() < good_length {
        // Shorter than what was written: another hand cut it.
        return Err(Failure::Missing);
    }
    if meta.len() != good_length {
        file.set_len(good_length)?;
    }
    let text: String = records.iter().map(|r| log_line(r)).collect();
    use std::io::Seek;
    file.seek(std::io::SeekFrom::Start(good_length))?;
    let written = file
        .write_all(text.as_bytes())
        .and_then(|()| file.sync_data());
    if let Err(e) = written {
        let _ = file.set_len(good_length);
        return Err(e.into());
    }
    Ok(good_length + text.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "conquest-storage-{}-{name}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).expect("scratch folder");
        dir
    }

    #[test]
    fn a_save_replaces_a_save_keeping_its_mode() {
        let dir = scratch("mode");
        let file = dir.join("game.pl");
        std::fs::write(&file, "conquest_save(1, conquest).\n").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_atomically(&file, b"conquest_save(1, x).\n", Replace::SavesOnly).unwrap();
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "conquest_save(1, x).\n"
        );
        let mode = std::fs::metadata(&file).unwrap().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // Nothing else is left in the folder.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn a_write_that_does_not_end_as_told_replaces_nothing() {
        let dir = scratch("short");
        let file = dir.join("game.pl");
        std::fs::write(&file, "conquest_save(1, x).\nend_of_save(0).\n").unwrap();
        let mut pending = PendingWrite::begin(&file, Replace::SavesOnly).unwrap();
        pending
            .temporary
            .write_all(b"conquest_save(1, y).\nend_of_s")
            .unwrap();
        assert_eq!(
            pending.commit(Some(b"end_of_save(0).\n")),
            Err(Failure::Short)
        );
        assert!(read_to_string_ok(&file).contains("x)"));
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary left"
        );
        let pending = PendingWrite::begin(&file, Replace::SavesOnly).unwrap();
        let path = pending.writer_path();
        // The engine writes through the path, not through the handle.
        std::fs::write(&path, "conquest_save(1, y).\nend_of_save(0).\n").unwrap();
        pending.commit(Some(b"end_of_save(0).\n")).unwrap();
        assert!(read_to_string_ok(&file).contains("y)"));
    }

    fn read_to_string_ok(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap()
    }

    #[test]
    fn a_file_that_is_no_save_is_replaced_only_when_told() {
        let dir = scratch("notsave");
        let file = dir.join("rules.pl");
        std::fs::write(&file, "my_rule(1).\n").unwrap();
        assert_eq!(
            write_atomically(&file, b"conquest_save(1, x).\n", Replace::SavesOnly),
            Err(Failure::NotASave)
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "my_rule(1).\n");
        write_atomically(&file, b"conquest_save(1, x).\n", Replace::Any).unwrap();
        assert!(holds_a_save(&file).unwrap());
    }

    #[test]
    fn links_folders_and_pipes_are_never_written_through() {
        let dir = scratch("links");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "precious").unwrap();
        let link = dir.join("game.pl");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        assert_eq!(
            write_atomically(&link, b"x", Replace::Any),
            Err(Failure::Link)
        );
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(
            write_atomically(&dir, b"x", Replace::Any),
            Err(Failure::Directory)
        );
        let fifo = dir.join("fifo");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo reads the path it is given.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        assert_eq!(read_log(&fifo, 1000), Err(Failure::NotRegular));
        assert_eq!(
            write_atomically(&fifo, b"x", Replace::Any),
            Err(Failure::NotRegular)
        );
    }

    #[test]
    fn a_planted_temporary_link_is_not_followed() {
        // The old temporary name was <file>.<pid>-<n>.tmp: plant links at
        // every name a writer could guess, new style included.
        let dir = scratch("planted");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "precious").unwrap();
        let file = dir.join("game.pl");
        let pid = std::process::id();
        for n in 1..20 {
            let _ = std::os::unix::fs::symlink(&victim, dir.join(format!("game.pl.{pid}-{n}.tmp")));
        }
        write_atomically(&file, b"conquest_save(1, x).\n", Replace::Any).unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert!(!std::fs::symlink_metadata(&file)
            .unwrap()
            .file_type()
            .is_symlink());
    }

    #[test]
    fn orphans_of_dead_processes_are_removed_and_others_kept() {
        let dir = scratch("orphans");
        let file = dir.join("autosave-conquest.pl");
        // No process has this id (above the kernel's pid_max).
        let dead = 4_194_305;
        let own = std::process::id();
        for name in [
            format!(".autosave-conquest.pl.{dead}.abcdef.tmp"),
            format!("autosave-conquest.pl.{dead}-3.tmp"),
            format!(".autosave-conquest.pl.{own}.abcdef.tmp"),
            format!(".other.pl.{dead}.abcdef.tmp"),
            "autosave-conquest.pl".to_string(),
        ] {
            std::fs::write(dir.join(name), "x").unwrap();
        }
        assert_eq!(remove_orphans(&file), 2);
        let mut left: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                format!(".autosave-conquest.pl.{own}.abcdef.tmp"),
                format!(".other.pl.{dead}.abcdef.tmp"),
                "autosave-conquest.pl".to_string(),
            ]
        );
    }

    #[test]
    fn a_log_cut_mid_record_keeps_the_records_before_and_is_mended() {
        let dir = scratch("log");
        let log = dir.join("autosave-conquest.pl.history");
        let length = start_log(&log, "history_start(k, s)").unwrap();
        let records: Vec<String> = (1..=3)
            .map(|n| format!("history_move({n}, move(p1, chosen, m, m))"))
            .collect();
        let length = append_log(&log, length, &records).unwrap();
        // A full disk cut the next write in the middle of its record.
        let mut file = OpenOptions::new().append(true).open(&log).unwrap();
        file.write_all(b"history_move(4, move(p1, cho").unwrap();
        let read = read_log(&log, 1 << 20).unwrap();
        assert_eq!(read.records.len(), 4);
        assert_eq!(read.records[3], records[2]);
        assert_eq!(read.dropped, 1);
        assert_eq!(read.good_length, length);
        // The next append cuts the torn record off first.
        let more = vec!["history_move(4, move(p1, chosen, n, n))".to_string()];
        append_log(&log, read.good_length, &more).unwrap();
        let read = read_log(&log, 1 << 20).unwrap();
        assert_eq!(read.records.len(), 5);
        assert_eq!(read.dropped, 0);
    }

    #[test]
    fn a_garbled_record_ends_the_log_there() {
        let dir = scratch("garbled");
        let log = dir.join("x.history");
        let length = start_log(&log, "history_start(k, s)").unwrap();
        let records: Vec<String> = (1..=3).map(|n| format!("history_move({n}, a)")).collect();
        append_log(&log, length, &records).unwrap();
        let text = std::fs::read_to_string(&log)
            .unwrap()
            .replace("history_move(2, a)", "history_move(2, b)");
        std::fs::write(&log, text).unwrap();
        let read = read_log(&log, 1 << 20).unwrap();
        assert_eq!(read.records, ["history_start(k, s)", "history_move(1, a)"]);
        assert_eq!(read.dropped, 2);
        // A log of an earlier version has no checksums: taken as it is.
        std::fs::write(&log, "history_start(k, s).\nhistory_move(1, a).\n").unwrap();
        assert_eq!(read_log(&log, 1 << 20).unwrap().records.len(), 2);
        assert_eq!(read_log(&log, 10), Err(Failure::TooBig));
    }
}
