//! The process's resident memory, for the watchdogs that stop a query
//! grown too much: a joined player's (docs/network.md, "The budget") and
//! a typed one (interrupt::memory_guard). Inferences do not bound memory,
//! since one `findall/3` can copy a list of a million cells forty times
//! in a few thousand of them.

/// The resident size of this process in bytes; None where it cannot be
/// read (systems other than Linux: the memory watchdog is off there).
#[cfg(target_os = "linux")]
pub fn resident_bytes() -> Option<u64> {
    // statm: sizes in pages; the second is the resident set.
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf only reads a constant of the system.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok().filter(|&p| p > 0)?)
}

#[cfg(not(target_os = "linux"))]
pub fn resident_bytes() -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn the_resident_size_grows_with_memory_touched() {
        let before = resident_bytes().expect("Linux has /proc/self/statm");
        let block = vec![1u8; 128 << 20];
        let after = resident_bytes().expect("still readable");
        assert!(block.iter().all(|&b| b == 1));
        assert!(after >= before + (96 << 20), "{before} -> {after}");
    }
}
