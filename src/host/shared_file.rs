//! The files the host shares with `bridge.pl`: the reply file, the user's
//! terminal stream, a save's clauses. In memory on Linux (memfd).

use std::path::PathBuf;

/// A file the host writes and `bridge.pl` reads as a stream: the replies to
/// requests, and the lines the user types for their programs' reads. A
/// pipe will not do: Scryer takes a file stream to be at its end when its
/// position reaches the file's size, which a pipe reports as 0. With a
/// file, `at_end_of_stream/1` tells `bridge.pl` exactly whether more is
/// there, without the sticky end of stream a pipe or a channel leaves.
/// On Linux it lives in memory (memfd), elsewhere in the temporary folder
/// until the host is dropped. Emptied with [`SharedFile::clear`], after
/// which `bridge.pl` opens it again.
pub(super) struct SharedFile {
    file: std::fs::File,
    path: String,
    pub(super) written: u64,
    /// Removed when the host is dropped (not on Linux: nothing is on disk).
    remove_on_drop: Option<PathBuf>,
}

impl SharedFile {
    pub(super) fn new(name: &str) -> std::io::Result<SharedFile> {
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::{AsRawFd, FromRawFd};
            let name = std::ffi::CString::new(name).unwrap_or_default();
            // SAFETY: memfd_create returns a new descriptor (or -1), owned by the File.
            let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
            if fd < 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: fd is a fresh descriptor nothing else owns.
            let file = unsafe { std::fs::File::from_raw_fd(fd) };
            let path = format!("/proc/self/fd/{}", file.as_raw_fd());
            Ok(SharedFile {
                file,
                path,
                written: 0,
                remove_on_drop: None,
            })
        }
        #[cfg(not(target_os = "linux"))]
        {
            let path = std::env::temp_dir().join(format!(
                "{name}-{}-{:016x}",
                std::process::id(),
                rand::random::<u64>()
            ));
            let file = std::fs::OpenOptions::new()
                .create_new(true)
                .read(true)
                .write(true)
                .open(&path)?;
            Ok(SharedFile {
                file,
                path: path.to_string_lossy().into_owned(),
                written: 0,
                remove_on_drop: Some(path),
            })
        }
    }

    pub(super) fn path(&self) -> String {
        self.path.clone()
    }

    /// Adds `bytes` at the end. A full disk or memory shows on the Prolog
    /// side as a stream that ends too early.
    pub(super) fn append(&mut self, bytes: &[u8]) {
        use std::os::unix::fs::FileExt;
        if self.file.write_all_at(bytes, self.written).is_ok() {
            self.written += bytes.len() as u64;
        }
    }

    pub(super) fn clear(&mut self) {
        if self.file.set_len(0).is_ok() {
            self.written = 0;
        }
    }
}

impl Drop for SharedFile {
    fn drop(&mut self) {
        if let Some(path) = &self.remove_on_drop {
            let _ = std::fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_files_append_and_clear() {
        let mut file = SharedFile::new("conquest-test").expect("a shared file");
        file.append(b"1 oold\n");
        file.append(b"2 onew\n");
        assert_eq!(
            std::fs::read(file.path()).expect("by path"),
            b"1 oold\n2 onew\n"
        );
        file.clear();
        file.append(b"3 oagain\n");
        assert_eq!(std::fs::read(file.path()).expect("by path"), b"3 oagain\n");
    }
}
