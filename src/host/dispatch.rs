//! Answering each [`Request`]: dice, questions, the user's reads, files,
//! the journal and the history log, saves, the map and boards.

use std::path::Path;

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::shared_file::SharedFile;
use super::{Host, Request, READ_PROMPT};
use crate::draw::map;
use crate::io::input::{ReadLine, Speaker};
use crate::prolog_text::{self, layout, nesting};
use crate::storage;

impl Host {
    /// Appends the journal's texts from the `from`th (1-based) on to the
    /// history log at `path`, after the whole records it is known to hold.
    fn log_append(&mut self, path: &str, from: usize) -> Result<String, String> {
        let good_length = *self.log_lengths.get(path).ok_or("missing")?;
        let records = &self.journal[from.saturating_sub(1).min(self.journal.len())..];
        match storage::append_log(Path::new(path), good_length, records) {
            Ok(length) => {
                self.log_lengths.insert(path.to_string(), length);
                Ok(String::new())
            }
            Err(failure) => Err(failure.key().to_string()),
        }
    }

    /// Puts the clauses of the save at `path` in a file of their own, one
    /// after another without comments (Request::SaveText), and keeps the
    /// line of each in the save, the unfinished rest (a truncated save)
    /// counted as a clause. The reply is that file's path.
    fn save_text(&mut self, path: &str, max_bytes: u64) -> Result<String, String> {
        let bytes =
            storage::read_regular(Path::new(path), max_bytes).map_err(|f| f.key().to_string())?;
        let text = String::from_utf8(bytes).map_err(|_| "not_text".to_string())?;
        let (clauses, rest) = prolog_text::clauses_with_lines(&text);
        let mut normal = String::with_capacity(text.len());
        let mut lines: Vec<usize> = Vec::with_capacity(clauses.len() + 1);
        for (line, clause) in clauses.iter().chain(rest.iter()) {
            normal.push_str(clause);
            normal.push('\n');
            lines.push(*line);
        }
        let mut file = SharedFile::new("conquest-save").map_err(|_| "io".to_string())?;
        file.append(normal.as_bytes());
        if file.written != normal.len() as u64 {
            return Err("io".to_string());
        }
        // Kept until the next save is read: bridge.pl opens it by its path,
        // and asks the line of a clause only for a message (a list of
        // 70 000 lines took 0.7 s to send and read).
        self.save_text = Some((file, lines));
        Ok(self
            .save_text
            .as_ref()
            .map_or(String::new(), |(f, _)| f.path()))
    }

    /// Orphaned temporary files of `path` are looked for once a session.
    fn clean_orphans_once(&mut self, path: &str) {
        if self.cleaned.insert(path.to_string()) {
            storage::remove_orphans(Path::new(path));
        }
    }

    pub(super) fn answer(&mut self, request: Request) -> Result<String, String> {
        if crate::interrupt::requested() && request.stops_at_interrupt() {
            crate::interrupt::answered_by_host();
            return Err("interrupted".to_string());
        }
        match request {
            Request::Words(n) => Ok(self.words(n)),
            Request::Ask(prompt) => self.ask(&prompt),
            Request::UserLine => self.user_line(),
            Request::UserClause(pending) => self.user_clause(pending),
            Request::UserReset => {
                self.terminal.clear();
                Ok(String::new())
            }
            Request::Seed => Ok(self.seed.to_string()),
            Request::RngState => Ok(format!("{} {}", self.seed, self.rng.get_word_pos())),
            Request::SetRngState { seed, position } => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                rng.set_word_pos(position);
                self.rng = rng;
                self.seed = seed;
                Ok(String::new())
            }
            Request::Mtime(path) => Ok(mtime(&path).map(|t| t.to_string()).unwrap_or_default()),
            Request::FileKind(path) => Ok(file_kind(&path).to_string()),
            Request::TextCheck { dir, lang } => {
                crate::contract::text_problems(Path::new(&dir), &lang).map(|lines| {
                    let atoms: Vec<String> =
                        lines.iter().map(|l| prolog_text::quoted_atom(l)).collect();
                    format!("[{}]. ", atoms.join(","))
                })
            }
            Request::Layout { path, offsets } => {
                let text = std::fs::read(&path).map_err(|_| "unreadable".to_string())?;
                let places = layout(&text, &offsets);
                let numbers: Vec<String> = places
                    .iter()
                    .map(|p| format!("{},{},{}", p.line, p.chars, p.token_chars))
                    .collect();
                Ok(format!("[{}]. ", numbers.join(",")))
            }
            Request::TextShape { path, max_bytes } => {
                let size = std::fs::metadata(&path)
                    .map_err(|_| "unreadable".to_string())?
                    .len();
                if size > max_bytes {
                    return Ok(format!("{size} 0 0"));
                }
                let text = std::fs::read(&path).map_err(|_| "unreadable".to_string())?;
                let (depth, line) = nesting(&text);
                Ok(format!("{size} {depth} {line}"))
            }
            Request::UniqueName => {
                self.names_given += 1;
                Ok(format!("{}-{}", std::process::id(), self.names_given))
            }
            Request::JournalAdd(texts) => {
                self.journal.extend(texts);
                Ok(self.journal.len().to_string())
            }
            Request::JournalTruncate(n) => {
                self.journal.truncate(n);
                Ok(self.journal.len().to_string())
            }
            Request::JournalGet(n) => n
                .checked_sub(1)
                .and_then(|i| self.journal.get(i))
                .cloned()
                .ok_or_else(|| "no_entry".to_string()),
            Request::LogAppend { path, from } => self.log_append(&path, from),
            Request::LogStart { path, record } => {
                self.clean_orphans_once(&path);
                let length = storage::start_log(Path::new(&path), &record)
                    .map_err(|f| f.key().to_string())?;
                self.log_lengths.insert(path, length);
                Ok(String::new())
            }
            Request::LogRead { path, max_bytes } => {
                let read = storage::read_log(Path::new(&path), max_bytes)
                    .map_err(|f| f.key().to_string())?;
                self.log_lengths.insert(path, read.good_length);
                // Replies are one line: the records' lengths (in
                // characters) come first, then the records end to end.
                let lengths: Vec<String> = read
                    .records
                    .iter()
                    .map(|r| r.chars().count().to_string())
                    .collect();
                let reply = format!(
                    "{} {} {}",
                    read.dropped,
                    lengths.join(","),
                    read.records.concat()
                );
                Ok(reply)
            }
            Request::SaveText { path, max_bytes } => self.save_text(&path, max_bytes),
            Request::SaveLine(index) => {
                let lines = self.save_text.as_ref().map(|(_, lines)| lines);
                let line = lines.and_then(|l| l.get(index.saturating_sub(1)).or(l.last()).copied());
                Ok(line.unwrap_or(1).to_string())
            }
            Request::SaveBegin { path, replace } => {
                self.clean_orphans_once(&path);
                let pending = storage::PendingWrite::begin(Path::new(&path), replace)
                    .map_err(|f| f.key().to_string())?;
                let writer = pending.writer_path();
                // A save left begun (its writer threw) is dropped: removed.
                self.pending_save = Some(pending);
                Ok(writer)
            }
            Request::SaveCommit(ending) => {
                let pending = self.pending_save.take().ok_or("no_save_begun")?;
                pending
                    .commit(Some(ending.as_bytes()))
                    .map_err(|f| f.key().to_string())?;
                Ok(String::new())
            }
            Request::SaveAbort => {
                self.pending_save = None;
                Ok(String::new())
            }
            Request::Map {
                lang,
                cells,
                legend,
            } => self.map(lang.as_deref(), &cells, &legend),
            Request::Board(board) => {
                self.output
                    .write_drawing(self.colour, |colour| board.render(colour));
                Ok(String::new())
            }
            Request::Solution { last, shown } => Ok(self.solution(last, shown)),
            Request::More => Err("no_more".into()),
            Request::Clock => Ok(self.clock()),
            Request::Interactive => Ok(self.input.borrow().is_interactive().to_string()),
            Request::NextQuery(words) => self.next_query(words),
            Request::QueryDone(answer) => self.query_done(answer),
            // Names and languages were checked when the player joined:
            // no spaces in them.
            Request::Speaker => Ok(match self.input.borrow().speaker() {
                None => "none".to_string(),
                Some(Speaker::Host) => "host".to_string(),
                Some(Speaker::Server) => "server".to_string(),
                Some(Speaker::Player(name, lang)) => {
                    format!("player {name} {}", lang.as_deref().unwrap_or("-"))
                }
                Some(Speaker::Watcher(name, lang)) => {
                    format!("watcher {name} {}", lang.as_deref().unwrap_or("-"))
                }
            }),
            Request::Joined => Ok(self.input.borrow().joined().join(" ")),
            Request::Audience(audience) => {
                self.output.flush();
                self.input.borrow_mut().set_audience(audience);
                Ok(String::new())
            }
            Request::Dismiss => {
                self.output.flush();
                self.input.borrow_mut().dismiss_speaker();
                Ok(String::new())
            }
            Request::Readers(lang) => Ok(self.output.readers(&lang).join(" ")),
            Request::Only(lang) => {
                self.output.only(lang.as_deref());
                Ok(String::new())
            }
            Request::SayLangs(texts) => {
                self.output.write_langs(&texts);
                Ok(String::new())
            }
        }
    }

    /// The words as a Prolog term and its end, `w(W1,...,Wn). `: bridge.pl
    /// reads it from the reply file (the space: the reader's end is a full
    /// stop and one layout character, and the line's own end stays unread).
    fn words(&mut self, n: usize) -> String {
        let words: Vec<String> = (0..n).map(|_| self.rng.next_u32().to_string()).collect();
        format!("w({}). ", words.join(","))
    }

    fn ask(&mut self, prompt: &str) -> Result<String, String> {
        let line = self.timed(|input| input.read_line(prompt));
        match line {
            ReadLine::Line(line) => Ok(answer_text(&line)),
            ReadLine::Eof => Err("end_of_input".to_string()),
            // Ctrl-C at a question cancels the command that asked it, as the
            // end of input does.
            ReadLine::Interrupted => Err("end_of_input".to_string()),
        }
    }

    fn read_prompt(&self) -> &'static str {
        if self.input.borrow().is_interactive() {
            READ_PROMPT
        } else {
            ""
        }
    }

    /// One line for the user's program; `eof` at the end of input.
    fn user_line(&mut self) -> Result<String, String> {
        let prompt = self.read_prompt();
        match self.timed(|input| input.read_line(prompt)) {
            ReadLine::Line(mut line) => {
                line.push('\n');
                self.push_user_data(&line);
                Ok("ok".into())
            }
            ReadLine::Eof => Ok("eof".into()),
            ReadLine::Interrupted => Err("interrupted".into()),
        }
    }

    /// Lines until `pending` and they hold a complete clause (or the input
    /// ends), for read/1: all of it goes back into the user's stream.
    fn user_clause(&mut self, pending: String) -> Result<String, String> {
        let mut text = pending;
        let mut status = "ok";
        while prolog_text::split_clauses(&text).0.is_empty() {
            let prompt = self.read_prompt();
            match self.timed(|input| input.read_line(prompt)) {
                ReadLine::Line(line) => {
                    text.push_str(&line);
                    text.push('\n');
                }
                ReadLine::Eof => {
                    status = "eof";
                    break;
                }
                ReadLine::Interrupted => return Err("interrupted".into()),
            }
        }
        self.push_user_data(&text);
        Ok(status.into())
    }

    fn push_user_data(&mut self, text: &str) {
        self.terminal.append(text.as_bytes());
    }

    /// Draws the map from the template for `lang` (`map_id.txt` beside
    /// `map.txt`) when the rules have one, else from `map.txt`.
    fn map(
        &mut self,
        lang: Option<&str>,
        cells: &[map::Cell],
        legend: &[map::LegendEntry],
    ) -> Result<String, String> {
        let path = lang
            .filter(|l| l.chars().all(|c| c.is_ascii_lowercase()))
            .map(|l| self.map_template.with_file_name(format!("map_{l}.txt")))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| self.map_template.clone());
        let text = std::fs::read_to_string(&path).map_err(|e| {
            let message = format!("cannot read the map template {}: {e}\n", path.display());
            self.output.write_str(&message);
            "no_template".to_string()
        })?;
        match map::Template::parse(&text) {
            Ok(template) => {
                self.output.write_drawing(self.colour, |colour| {
                    let mut drawn = map::render(&template, cells, legend, colour);
                    if !drawn.ends_with('\n') {
                        drawn.push('\n');
                    }
                    drawn
                });
                Ok(String::new())
            }
            Err(e) => {
                let message = format!("{}: {e}\n", path.display());
                self.output.write_str(&message);
                Err("bad_template".to_string())
            }
        }
    }

    fn clock(&self) -> String {
        let wall = self.started.elapsed().as_millis();
        format!("{wall} {}", cpu_millis())
    }
}

/// What ask/2 hands to the rules: the line without surrounding blanks and without
/// one final full stop, since players type `5.` as in the seed's transcripts.
fn answer_text(line: &str) -> String {
    let trimmed = line.trim();
    let trimmed = trimmed.strip_suffix('.').unwrap_or(trimmed).trim_end();
    trimmed.to_string()
}

fn mtime(path: &str) -> Option<u128> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    Some(
        modified
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?
            .as_nanos(),
    )
}

/// What is at `path`, without following a final symbolic link.
fn file_kind(path: &str) -> &'static str {
    match std::fs::symlink_metadata(path) {
        Err(_) => "absent",
        Ok(meta) if meta.file_type().is_symlink() => "link",
        Ok(meta) if meta.is_file() => "file",
        Ok(meta) if meta.is_dir() => "directory",
        Ok(_) => "other",
    }
}

/// CPU time of the process in milliseconds.
fn cpu_millis() -> u128 {
    // SAFETY: getrusage only writes into the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let micros = |t: libc::timeval| t.tv_sec as u128 * 1_000_000 + t.tv_usec as u128;
    (micros(usage.ru_utime) + micros(usage.ru_stime)) / 1000
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn answers_lose_blanks_and_one_full_stop() {
        assert_eq!(answer_text("  5. "), "5");
        assert_eq!(answer_text("Alice"), "Alice");
        assert_eq!(answer_text("a.b."), "a.b");
        assert_eq!(answer_text(""), "");
    }

    #[test]
    fn a_generator_restored_from_seed_and_position_continues_identically() {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        // An odd number of 32-bit words, then 64-bit draws straddling blocks.
        let _: Vec<u8> = (0..37).map(|_| rng.gen_range(1..=6u8)).collect();
        let _: i64 = rng.gen_range(0..=1_000_000_000_000i64);
        let position = rng.get_word_pos();
        let mut copy = ChaCha8Rng::seed_from_u64(42);
        copy.set_word_pos(position);
        for _ in 0..100 {
            assert_eq!(rng.gen_range(1..=6u8), copy.gen_range(1..=6u8));
            assert_eq!(
                rng.gen_range(0..=1_000_000_000_000i64),
                copy.gen_range(0..=1_000_000_000_000i64)
            );
        }
    }

    #[test]
    fn paths_are_told_apart() {
        let dir = std::env::temp_dir();
        assert_eq!(file_kind(&dir.to_string_lossy()), "directory");
        assert_eq!(file_kind("/no/such/place/at/all"), "absent");
    }
}
