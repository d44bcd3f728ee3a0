//! The wire format between `prolog/host/bridge.pl` and the Rust host.
//!
//! A request travels on the engine's `user_output` as
//! `0x01 "CQ" TOKEN 0x1f SEQ 0x1f NAME 0x1f ARG ... 0x02`. TOKEN is a secret
//! of the session, handed to `bridge.pl` when the engine starts, so nothing a
//! program prints can pass for a request; everything that is not a request
//! is passed through as ordinary output. SEQ numbers the request.
//!
//! The reply is appended to a memory file that only `bridge.pl` reads (never
//! `user_input`, which belongs to the user's programs), one line per reply:
//! `SEQ STATUS TEXT\n`, STATUS `o` (the value), `e` (an error) or `c` (a
//! chunk of a long value: ask for the rest with a `more` request); a text
//! over [`LONG`] characters goes as `SEQ STATUS LENGTH TEXT\n`, STATUS in
//! capitals and LENGTH its characters. Lines are at most [`CHUNK`] bytes:
//! a longer value comes in pieces, each after a `more` request. A reply
//! that a query left half read (the inference limit can strike between two
//! characters) is skipped by its old SEQ before the next one is read.

/// The bytes before the token.
pub const START: &[u8] = b"\x01CQ";
/// Separates fields of a request.
pub const FIELD_SEPARATOR: u8 = 0x1f;
/// Ends a request.
pub const END: u8 = 0x02;
/// The longest piece of a reply sent at once.
pub const CHUNK: usize = 3000;

/// What the engine wrote, split into passed-through text and requests.
#[derive(Debug, PartialEq, Eq)]
pub enum Piece {
    Text(Vec<u8>),
    Request(Vec<String>),
}

/// Splits the engine's output into text and requests, keeping the bytes of
/// a request that has not fully arrived yet.
pub struct Framer {
    header: Vec<u8>,
    pending: Vec<u8>,
}

impl Framer {
    pub fn new(token: &str) -> Framer {
        let mut header = START.to_vec();
        header.extend_from_slice(token.as_bytes());
        header.push(FIELD_SEPARATOR);
        Framer {
            header,
            pending: Vec::new(),
        }
    }

    /// Feeds the bytes of one flush; returns what is complete.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Piece> {
        self.pending.extend_from_slice(bytes);
        let mut pieces = Vec::new();
        let mut text = Vec::new();
        let mut at = 0;
        while at < self.pending.len() {
            let rest = &self.pending[at..];
            if rest[0] != START[0] {
                let next = rest
                    .iter()
                    .position(|&b| b == START[0])
                    .unwrap_or(rest.len());
                text.extend_from_slice(&rest[..next]);
                at += next;
                continue;
            }
            let compared = rest.len().min(self.header.len());
            if rest[..compared] != self.header[..compared] {
                // A 0x01 of the user's own: plain text.
                text.push(rest[0]);
                at += 1;
                continue;
            }
            if rest.len() < self.header.len() {
                break; // maybe a request, not all here yet
            }
            let body = &rest[self.header.len()..];
            let Some(end) = body.iter().position(|&b| b == END) else {
                break;
            };
            if !text.is_empty() {
                pieces.push(Piece::Text(std::mem::take(&mut text)));
            }
            let fields = body[..end]
                .split(|&b| b == FIELD_SEPARATOR)
                .map(|f| String::from_utf8_lossy(f).into_owned())
                .collect();
            pieces.push(Piece::Request(fields));
            at += self.header.len() + end + 1;
        }
        self.pending.drain(..at);
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        pieces
    }

    /// Gives up waiting for the rest of a request: what was kept is text
    /// (called when a query ends, so a stray prefix is not held forever).
    pub fn flush_pending(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.pending)
    }
}

/// A reply being sent: a value or an error, in lines of at most CHUNK bytes.
#[derive(Debug)]
pub struct Reply {
    status: char,
    text: String,
    sent: usize,
    done: bool,
}

impl Reply {
    pub fn new(result: Result<String, String>) -> Reply {
        let (status, text) = match result {
            Ok(value) => ('o', one_line(&value)),
            Err(reason) => ('e', one_line(&reason)),
        };
        Reply {
            status,
            text,
            sent: 0,
            done: false,
        }
    }

    /// The next line to write: a `c` chunk while more follows, else the
    /// rest with the reply's own status.
    pub fn next_line(&mut self, seq: &str) -> String {
        let rest = &self.text[self.sent..];
        if rest.len() <= CHUNK {
            self.sent = self.text.len();
            self.done = true;
            return line(seq, self.status, rest);
        }
        let mut cut = CHUNK;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        self.sent += cut;
        line(seq, 'c', &rest[..cut])
    }

    /// True once the last line was handed out.
    pub fn finished(&self) -> bool {
        self.done
    }
}

/// Texts longer than this go as `SEQ STATUS LENGTH TEXT`, STATUS in capitals.
pub const LONG: usize = 32;

/// One reply line: `SEQ STATUS TEXT`, or for a long text `SEQ STATUS
/// LENGTH TEXT` with STATUS in capitals and LENGTH its characters, so
/// bridge.pl reads it in one call instead of a character at a time
/// (Scryer's get_char/2 costs ~3 us a character, a file's layout reply is
/// thousands; for a short reply the one call costs more than it saves).
fn line(seq: &str, status: char, text: &str) -> String {
    let length = text.chars().count();
    if length > LONG {
        format!("{seq} {}{length} {text}\n", status.to_ascii_uppercase())
    } else {
        format!("{seq} {status}{text}\n")
    }
}

/// Replies are single lines: control characters would end or corrupt them.
pub fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// A fresh secret for a session's requests.
pub fn new_token() -> String {
    format!("{:016x}", rand::random::<u64>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(token: &str, fields: &[&str]) -> Vec<u8> {
        let mut bytes = START.to_vec();
        bytes.extend_from_slice(token.as_bytes());
        for f in fields {
            bytes.push(FIELD_SEPARATOR);
            bytes.extend_from_slice(f.as_bytes());
        }
        bytes.push(END);
        bytes
    }

    #[test]
    fn requests_are_cut_out_of_text_even_when_they_arrive_in_pieces() {
        let mut framer = Framer::new("abc");
        let mut bytes = b"hello ".to_vec();
        bytes.extend(request("abc", &["7", "dice", "3"]));
        bytes.extend_from_slice(b" bye");
        let (first, second) = bytes.split_at(10);
        let mut pieces = framer.feed(first);
        pieces.extend(framer.feed(second));
        assert_eq!(
            pieces,
            vec![
                Piece::Text(b"hello ".to_vec()),
                Piece::Request(vec!["7".into(), "dice".into(), "3".into()]),
                Piece::Text(b" bye".to_vec()),
            ]
        );
    }

    #[test]
    fn a_forged_request_without_the_token_is_plain_text() {
        let mut framer = Framer::new("secret");
        let forged = request("guess1", &["1", "dice", "3"]);
        let pieces = framer.feed(&forged);
        assert_eq!(pieces, vec![Piece::Text(forged)]);
        assert!(framer.flush_pending().is_empty());
    }

    #[test]
    fn a_lone_prefix_is_given_back_when_the_query_ends() {
        let mut framer = Framer::new("tok");
        assert!(framer.feed(b"\x01CQt").is_empty());
        assert_eq!(framer.flush_pending(), b"\x01CQt".to_vec());
    }

    #[test]
    fn long_replies_come_in_chunks() {
        let mut reply = Reply::new(Err("y".repeat(CHUNK + 5)));
        let first = reply.next_line("4");
        assert_eq!(first, format!("4 C{CHUNK} {}\n", "y".repeat(CHUNK)));
        assert!(!reply.finished());
        assert_eq!(reply.next_line("4"), "4 eyyyyy\n");
        assert!(reply.finished());
        let mut short = Reply::new(Ok("bad\nthing".into()));
        assert_eq!(short.next_line("5"), "5 obad thing\n");
        assert!(short.finished());
        let wide_text = "é".repeat(LONG + 1);
        let mut wide = Reply::new(Ok(wide_text.clone()));
        assert_eq!(
            wide.next_line("7"),
            format!("7 O{} {wide_text}\n", LONG + 1)
        );
        let mut empty = Reply::new(Ok(String::new()));
        assert_eq!(empty.next_line("6"), "6 o\n");
        assert!(empty.finished());
    }
}
