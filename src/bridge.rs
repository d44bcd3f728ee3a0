//! Host calls from Prolog into Rust: dice, prompts, the map, file times.
//!
//! The Prolog half is `prolog/host.pl`. A request arrives on the engine's
//! `user_output` as `0x01 field 0x1f field ... 0x02`; everything else written
//! there is ordinary output and passes straight to the player. The reply goes
//! into the engine's `user_input` channel as one line, `o<value>` or `e<reason>`,
//! before the flush that carried the request returns, so a host call is a plain
//! synchronous call on the Prolog side.
//!
//! This module owns the game's only random generator: with the same seed, the
//! same requests give the same answers. Its state is the seed and a position
//! in the stream (`rng_state` / `set_rng_state`), so a saved game continues
//! with the dice it would have had.

use std::cell::RefCell;
use std::io::{Cursor, Read, Write};
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use scryer_prolog::UserInput;

use crate::io::{LineSource, Output, ReadLine};
use crate::map;
use crate::query_text;

/// A request is this prefix, the fields separated by 0x1f, then REQUEST_END.
const REQUEST_START: &[u8] = b"\x01CQ\x1f";
const REQUEST_END: u8 = 0x02;
const FIELD_SEPARATOR: char = '\u{1f}';

/// The most dice one request may roll: a bound on memory, far above any game.
const MAX_DICE: i64 = 100_000;

/// The generator's stream is 2^68 words long (ChaCha8Rng::set_word_pos).
pub const MAX_WORD_POSITION: u128 = 1 << 68;

/// What the engine calls with the bytes flushed to `user_output`.
pub type OutputCallback = Box<dyn FnMut(&mut Cursor<Vec<u8>>)>;

/// The host's side of the bridge.
pub struct Bridge {
    rng: ChaCha8Rng,
    seed: u64,
    input: Rc<RefCell<Box<dyn LineSource>>>,
    output: Output,
    reply: UserInput,
    /// Bytes of a request not yet complete.
    pending: Vec<u8>,
    map_template: PathBuf,
    colour: bool,
    /// The player answered `a`: show the remaining solutions without asking.
    all_solutions: bool,
    /// Time spent waiting for the player at `;` prompts during this query.
    waiting: Duration,
}

impl Bridge {
    pub fn new(
        seed: u64,
        input: Rc<RefCell<Box<dyn LineSource>>>,
        output: Output,
        reply: UserInput,
        map_template: PathBuf,
        colour: bool,
    ) -> Bridge {
        Bridge {
            rng: ChaCha8Rng::seed_from_u64(seed),
            seed,
            input,
            output,
            reply,
            pending: Vec::new(),
            map_template,
            colour,
            all_solutions: false,
            waiting: Duration::ZERO,
        }
    }

    /// The callback the engine's `user_output` stream calls on every flush.
    pub fn output_callback(bridge: Rc<RefCell<Bridge>>) -> OutputCallback {
        Box::new(move |cursor: &mut Cursor<Vec<u8>>| {
            let mut bytes = Vec::new();
            // Reading a Vec-backed cursor cannot fail.
            let _ = cursor.read_to_end(&mut bytes);
            // The stream never truncates its buffer: do it here, or it grows forever.
            cursor.get_mut().clear();
            cursor.set_position(0);
            bridge.borrow_mut().receive(&bytes);
        })
    }

    /// Takes the bytes the engine wrote: plain output passes through, and each
    /// complete request is answered. The engine flushes after every write, so a
    /// request arrives in pieces; incomplete ones wait in `pending`.
    pub fn receive(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
        loop {
            let Some(start) = self.pending.iter().position(|&b| b == REQUEST_START[0]) else {
                self.output.write_bytes(&self.pending);
                self.pending.clear();
                break;
            };
            self.output.write_bytes(&self.pending[..start]);
            self.pending.drain(..start);
            let header = REQUEST_START.len().min(self.pending.len());
            if self.pending[..header] != REQUEST_START[..header] {
                // A 0x01 the user wrote: plain output.
                self.output.write_bytes(&self.pending[..1]);
                self.pending.drain(..1);
                continue;
            }
            let Some(end) = self.pending.iter().position(|&b| b == REQUEST_END) else {
                break;
            };
            if end < REQUEST_START.len() {
                self.output.write_bytes(&self.pending[..1]);
                self.pending.drain(..1);
                continue;
            }
            let request: Vec<u8> = self.pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&request[REQUEST_START.len()..end]).into_owned();
            let reply = self.answer(&text);
            self.send_reply(&reply);
        }
        self.output.flush();
    }

    fn send_reply(&mut self, reply: &Result<String, String>) {
        let line = match reply {
            Ok(value) => format!("o{}\n", one_line(value)),
            Err(reason) => format!("e{}\n", one_line(reason)),
        };
        // The channel only closes when the engine is gone, and then nobody reads.
        let _ = self.reply.write_all(line.as_bytes());
    }

    fn answer(&mut self, request: &str) -> Result<String, String> {
        let fields: Vec<&str> = request.split(FIELD_SEPARATOR).collect();
        // Only requests a loop would repeat are refused after Ctrl-C: refusing
        // the map or a prompt could stop a game command halfway through.
        if crate::interrupt::requested()
            && matches!(fields.first(), Some(&"dice" | &"between" | &"solution"))
        {
            return Err("interrupted".to_string());
        }
        match fields.as_slice() {
            ["dice", n] => self.dice(n),
            ["between", low, high] => self.between(low, high),
            ["ask", prompt] => self.ask(prompt),
            ["seed"] => Ok(self.seed.to_string()),
            ["rng_state"] => Ok(format!("{} {}", self.seed, self.rng.get_word_pos())),
            ["set_rng_state", seed, position] => self.set_rng_state(seed, position),
            ["mtime", path] => Ok(mtime(path).map(|t| t.to_string()).unwrap_or_default()),
            ["map", rest @ ..] => self.map(rest),
            ["board", rest @ ..] => self.board(rest),
            ["solution", last, bindings @ ..] => Ok(self.solution(*last == "true", bindings)),
            ["syntax_errors", path, rest @ ..] => {
                self.syntax_errors(path, rest);
                Ok(String::new())
            }
            _ => Err("unknown_request".to_string()),
        }
    }

    /// Starts a new toplevel query.
    pub fn begin_query(&mut self) {
        crate::interrupt::reset();
        self.all_solutions = false;
        self.waiting = Duration::ZERO;
    }

    /// How long the current query waited for the player.
    pub fn waiting(&self) -> Duration {
        self.waiting
    }

    /// Prints one solution; asks for `;` when more may follow at a terminal.
    /// The reply is `more` to look for the next solution, `stop` to end.
    fn solution(&mut self, last: bool, bindings: &[&str]) -> String {
        let text = crate::toplevel::bindings_text(bindings);
        let interactive = self.input.borrow().is_interactive();
        if last || !interactive || self.all_solutions {
            self.output.write_str(&text);
            self.output.flush();
            return if self.all_solutions && !last {
                "more".into()
            } else {
                "stop".into()
            };
        }
        // The line editor redraws its prompt's line: the last binding goes into
        // the prompt so that it stays on screen.
        let (shown, last_line) = match text.trim_end().rsplit_once('\n') {
            Some((before, last_line)) => (format!("{before}\n"), last_line.to_string()),
            None => ("\n".to_string(), "true".to_string()),
        };
        self.output.write_str(&shown);
        self.output.flush();
        let asked = Instant::now();
        let reply = self
            .input
            .borrow_mut()
            .read_line(&format!("{last_line} ? "));
        self.waiting += asked.elapsed();
        match reply {
            ReadLine::Line(l) if l.trim() == ";" => "more".into(),
            ReadLine::Line(l) if l.trim() == "a" => {
                self.all_solutions = true;
                "more".into()
            }
            _ => "stop".into(),
        }
    }

    fn dice(&mut self, n: &str) -> Result<String, String> {
        let n: i64 = n.parse().map_err(|_| "bad_count".to_string())?;
        if n > MAX_DICE {
            return Err("too_many_dice".to_string());
        }
        Ok((0..n.max(0))
            .map(|_| char::from(b'0' + self.rng.gen_range(1..=6u8)))
            .collect())
    }

    /// Puts the generator where a saved game left it: `seed` reseeded, then
    /// `position` words into its stream, so the same dice follow.
    fn set_rng_state(&mut self, seed: &str, position: &str) -> Result<String, String> {
        let seed: u64 = seed.parse().map_err(|_| "bad_seed".to_string())?;
        let position: u128 = position.parse().map_err(|_| "bad_position".to_string())?;
        if position >= MAX_WORD_POSITION {
            return Err("bad_position".to_string());
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_word_pos(position);
        self.rng = rng;
        self.seed = seed;
        Ok(String::new())
    }

    fn between(&mut self, low: &str, high: &str) -> Result<String, String> {
        let low: i64 = low.parse().map_err(|_| "not_a_small_integer".to_string())?;
        let high: i64 = high
            .parse()
            .map_err(|_| "not_a_small_integer".to_string())?;
        if low > high {
            return Err("empty_range".to_string());
        }
        Ok(self.rng.gen_range(low..=high).to_string())
    }

    fn ask(&mut self, prompt: &str) -> Result<String, String> {
        self.output.flush();
        let line = self.input.borrow_mut().read_line(prompt);
        match line {
            ReadLine::Line(line) => Ok(answer_text(&line)),
            ReadLine::Eof => Err("end_of_input".to_string()),
            // Ctrl-C at a question cancels the command that asked it, as the end
            // of input does.
            ReadLine::Interrupted => Err("end_of_input".to_string()),
        }
    }

    fn map(&mut self, fields: &[&str]) -> Result<String, String> {
        let split = fields
            .iter()
            .position(|f| *f == "--")
            .unwrap_or(fields.len());
        let cells = fields[..split]
            .chunks(3)
            .filter(|c| c.len() == 3)
            .map(|c| map::Cell {
                code: c[0].to_string(),
                label: c[1].to_string(),
                colour: c[2].parse().unwrap_or(0),
            })
            .collect::<Vec<_>>();
        let legend = fields[(split + 1).min(fields.len())..]
            .chunks(2)
            .filter(|c| c.len() == 2)
            .map(|c| map::LegendEntry {
                colour: c[0].parse().unwrap_or(0),
                text: c[1].to_string(),
            })
            .collect::<Vec<_>>();
        let text = std::fs::read_to_string(&self.map_template).map_err(|e| {
            let message = format!(
                "cannot read the map template {}: {e}\n",
                self.map_template.display()
            );
            self.output.write_bytes(message.as_bytes());
            "no_template".to_string()
        })?;
        match map::Template::parse(&text) {
            Ok(template) => {
                let drawn = map::render(&template, &cells, &legend, self.colour);
                self.output.write_bytes(drawn.as_bytes());
                if !drawn.ends_with('\n') {
                    self.output.write_bytes(b"\n");
                }
                Ok(String::new())
            }
            Err(e) => {
                let message = format!("{}: {e}\n", self.map_template.display());
                self.output.write_bytes(message.as_bytes());
                Err("bad_template".to_string())
            }
        }
    }

    fn board(&mut self, fields: &[&str]) -> Result<String, String> {
        let board = crate::board::Board::from_fields(fields)?;
        let drawn = board.render(self.colour);
        self.output.write_bytes(drawn.as_bytes());
        Ok(String::new())
    }

    fn syntax_errors(&mut self, path: &str, fields: &[&str]) {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for pair in fields.chunks(2) {
            if let [offset, message] = pair {
                let offset = offset.parse().unwrap_or(0);
                let line = query_text::line_of_clause_at(&text, offset);
                let report = format!("{path}:{line}: {message}\n");
                self.output.write_bytes(report.as_bytes());
            }
        }
    }
}

/// What ask/2 hands to the rules: the line without surrounding blanks and without
/// one final full stop, since players type `5.` as in the seed's transcripts.
pub fn answer_text(line: &str) -> String {
    let trimmed = line.trim();
    let trimmed = trimmed.strip_suffix('.').unwrap_or(trimmed).trim_end();
    trimmed.to_string()
}

/// Replies are one line: control characters would end or corrupt them.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn replies_are_single_lines() {
        assert_eq!(one_line("a\nb\rc\u{1}"), "a b c ");
    }
}
