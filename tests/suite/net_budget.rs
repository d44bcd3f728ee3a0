//! The server's budgets of a joined player's query that the inference
//! limit does not catch: wall-clock time and resident memory. Each test
//! checks that the query is stopped, that the player is told why, and
//! that the server answers the next query; no assertion is timed (every
//! read is bounded by a timeout).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::Child;
use std::sync::mpsc;
use std::time::Duration;

use serde_json::{json, Value};

use crate::common::{conquest_command, scratch_dir};

const READ_TIMEOUT: Duration = Duration::from_secs(60);
const MAX_MESSAGES: usize = 10_000;

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `conquest serve --port 0 EXTRA` and a player `mallory` joined and
/// prompted on it.
fn serve_and_join(name: &str, extra: &[&str]) -> (Server, Player) {
    let dir = scratch_dir(name);
    let mut child = conquest_command(&dir.join("data"))
        .current_dir(&dir)
        .args(["serve", "--port", "0", "--seed", "1"])
        .args(extra)
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("piped");
    let (tell, told) = mpsc::channel();
    std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout);
        let mut first = String::new();
        let _ = lines.read_line(&mut first);
        let _ = tell.send(first);
        let _ = std::io::copy(&mut lines, &mut std::io::sink());
    });
    let server = Server(child);
    let first = told.recv_timeout(READ_TIMEOUT).unwrap_or_default();
    let port: u16 = first
        .trim()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("the first line names the address: {first:?}"));
    let stream = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    stream
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("a timeout");
    let mut player = Player {
        reader: BufReader::new(stream.try_clone().expect("a second handle")),
        stream,
    };
    player.send(&json!({"type": "hello", "name": "mallory"}));
    let welcome = player.until_prompt();
    assert!(welcome.ends_with("| ?- "), "{welcome}");
    (server, player)
}

struct Player {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Player {
    fn send(&mut self, message: &Value) {
        self.stream
            .write_all(format!("{message}\n").as_bytes())
            .expect("the server reads");
    }

    /// The text sent until the next prompt.
    fn until_prompt(&mut self) -> String {
        let mut text = String::new();
        for _ in 0..MAX_MESSAGES {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) => panic!("the server closed the connection:\n{text}"),
                Ok(_) => {}
                Err(e) => panic!("no message within {READ_TIMEOUT:?}: {e}\n{text}"),
            }
            let message: Value = serde_json::from_str(&line).expect("JSON");
            text.push_str(message["text"].as_str().unwrap_or(""));
            if message["type"] == "prompt" {
                return text;
            }
        }
        panic!("no prompt after {MAX_MESSAGES} messages:\n{text}");
    }

    fn ask(&mut self, query: &str) -> String {
        self.send(&json!({"type": "line", "text": query}));
        self.until_prompt()
    }
}

#[test]
fn a_query_past_two_seconds_is_stopped_and_the_server_answers_on() {
    let (_server, mut mallory) = serve_and_join("net-budget-time", &[]);
    // Eight inferences a power of 56 000 bits: the 5 000 000 inferences
    // would take a minute of powers; memory does not grow.
    let answer = mallory.ask("between(1, 1000000, _), _ is 7^20000, fail.");
    assert!(
        answer.contains("[the query ran past the server's budget of 2 s: it was stopped]"),
        "{answer}"
    );
    assert!(!answer.contains("inferences"), "{answer}");
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
}

#[test]
fn a_query_that_grows_memory_past_its_bound_is_stopped_and_told() {
    // A bound low enough that the bomb passes it well before its 2 s.
    let (_server, mut mallory) = serve_and_join("net-budget-memory", &["--query-memory", "16"]);
    let answer = mallory.ask("length(L, 1000000), findall(L, between(1, 40, _), Ls).");
    assert!(
        answer.contains(
            "[the query used more than 16 MB of memory, the server's budget: it was stopped]"
        ),
        "{answer}"
    );
    assert!(!answer.contains("budget of 2 s"), "one reason: {answer}");
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
}
