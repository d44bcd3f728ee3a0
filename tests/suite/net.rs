//! `conquest serve` and `conquest join` over loopback: players take turns,
//! a command out of turn changes nothing, the sandbox refuses attacks and
//! the server answers on, a client that breaks the protocol is cut off
//! with a reason while the others play. Every wait is bounded (a read
//! times out, a loop counts), and the server is killed at the end.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::{json, Value};

use crate::common::{conquest_command, scratch_dir};

/// How long one read may wait: the engine loads a game's rules first, on
/// a machine other tests share.
const READ_TIMEOUT: Duration = Duration::from_secs(60);
/// The most messages one wait reads before it gives up.
const MAX_MESSAGES: usize = 20_000;

pub(crate) struct Server {
    pub(crate) child: Child,
    pub(crate) port: u16,
    pub(crate) dir: PathBuf,
}

impl Server {
    /// `conquest serve --port 0 --seed 1 EXTRA`, in a folder of its own
    /// (its working directory and data folder); the port read from the
    /// first line it prints.
    pub(crate) fn start(name: &str, extra: &[&str]) -> Server {
        Server::start_in(scratch_dir(name), extra)
    }

    /// As start, in `dir` (kept by a second server: its autosave).
    pub(crate) fn start_in(dir: PathBuf, extra: &[&str]) -> Server {
        Server::start_seeded_in(dir, 1, extra)
    }

    /// As start_in, with `--seed seed`.
    pub(crate) fn start_seeded_in(dir: PathBuf, seed: u64, extra: &[&str]) -> Server {
        let mut child = conquest_command(&dir.join("data"))
            .current_dir(&dir)
            .args(["serve", "--port", "0", "--seed", &seed.to_string()])
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
            // The rest is the host's terminal: read so that it never blocks.
            let _ = std::io::copy(&mut lines, &mut std::io::sink());
        });
        let first = told.recv_timeout(READ_TIMEOUT).unwrap_or_default();
        let port = first
            .trim()
            .rsplit_once(" on 127.0.0.1:")
            .map(|(_, port)| port)
            .and_then(|p| p.parse().ok());
        let Some(port) = port else {
            let _ = child.kill();
            panic!("the first line names the address: {first:?}");
        };
        Server { child, port, dir }
    }

    /// The server killed (SIGKILL: no goodbye, no last save) and started
    /// again in its folder with `--resume EXTRA`.
    pub(crate) fn killed_and_resumed(self, extra: &[&str]) -> Server {
        let dir = self.dir.clone();
        drop(self);
        let args: Vec<&str> = ["--resume"].iter().chain(extra).copied().collect();
        Server::start_in(dir, &args)
    }

    /// A client that said hello as `name` with its seat token.
    pub(crate) fn join_with_token(&self, name: &str, token: Option<String>) -> Client {
        self.join_with(json!({"type": "hello", "name": name, "token": token}))
    }

    pub(crate) fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// A client that said hello as `name` and was welcomed.
    pub(crate) fn join(&self, name: &str) -> Client {
        self.join_with(json!({"type": "hello", "name": name}))
    }

    pub(crate) fn join_with(&self, hello: Value) -> Client {
        let mut client = self.connect();
        client.send(&hello);
        client
    }

    pub(crate) fn connect(&self) -> Client {
        let stream = TcpStream::connect(self.address()).expect("the server listens");
        stream
            .set_read_timeout(Some(READ_TIMEOUT))
            .expect("a timeout");
        Client {
            reader: BufReader::new(stream.try_clone().expect("a second handle")),
            stream,
            closed: false,
            token: None,
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) struct Client {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
    closed: bool,
    /// The seat token of the last welcome read.
    pub(crate) token: Option<String>,
}

impl Client {
    pub(crate) fn send(&mut self, message: &Value) {
        self.send_raw(&format!("{message}\n"));
    }

    /// Bytes as they are: a broken client's. The server may have closed
    /// the connection already: that is not the test's failure.
    pub(crate) fn send_raw(&mut self, text: &str) {
        let _ = self.stream.write_all(text.as_bytes());
    }

    pub(crate) fn line(&mut self, text: &str) {
        self.send(&json!({"type": "line", "text": text}));
    }

    /// The next message, or None when the connection closed.
    pub(crate) fn message(&mut self) -> Option<Value> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) => None,
            Ok(_) => Some(serde_json::from_str(&line).expect("the server sends JSON")),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => None,
            Err(e) => panic!("no message within {READ_TIMEOUT:?}: {e}"),
        }
    }

    /// The text of the messages read until `done` holds of it (output and
    /// prompts as they are, other messages as `[type: reason]` lines,
    /// `[closed]` at the end of the connection).
    pub(crate) fn read_until(&mut self, done: impl Fn(&str, &Value) -> bool) -> String {
        let mut text = String::new();
        for _ in 0..MAX_MESSAGES {
            let Some(message) = self.message() else {
                self.closed = true;
                text.push_str("[closed]\n");
                return text;
            };
            match message["type"].as_str() {
                Some("output" | "prompt") => text.push_str(message["text"].as_str().unwrap_or("")),
                Some(kind) => {
                    if kind == "welcome" {
                        self.token = message["token"].as_str().map(str::to_string);
                    }
                    let reason = message["reason"].as_str().unwrap_or("");
                    text.push_str(&format!("[{kind}: {reason}]\n"));
                }
                None => panic!("a message without a type: {message}"),
            }
            if done(&text, &message) {
                return text;
            }
        }
        panic!("no end after {MAX_MESSAGES} messages:\n{text}");
    }

    /// What the server sends until it asks this client for a line.
    pub(crate) fn until_prompt(&mut self) -> String {
        self.read_until(|_, m| m["type"] == "prompt")
    }

    /// What the server sends until `pattern` shows.
    pub(crate) fn until(&mut self, pattern: &str) -> String {
        let text = self.read_until(|t, m| t.contains(pattern) || m["type"] == "refused");
        assert!(
            text.contains(pattern),
            "waited for {pattern:?}, got:\n{text}"
        );
        text
    }

    /// Types `query` and returns what comes back until the next prompt.
    pub(crate) fn ask(&mut self, query: &str) -> String {
        self.line(query);
        self.until_prompt()
    }

    /// Reads until the server closes the connection.
    pub(crate) fn until_closed(&mut self) -> String {
        self.read_until(|_, _| false)
    }
}

/// What `child` (`conquest join`) prints from `input` to the end of its
/// input, read on a thread of its own and waited for at most `timeout`,
/// and how it ended.
pub(crate) fn run_to_end(
    mut child: Child,
    input: &[u8],
    timeout: Duration,
) -> (String, std::process::ExitStatus) {
    let mut stdin = child.stdin.take().expect("piped");
    stdin.write_all(input).expect("join reads its input");
    drop(stdin);
    let (tell, told) = mpsc::channel();
    let mut stdout = child.stdout.take().expect("piped");
    std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        let _ = tell.send(text);
    });
    let text = told.recv_timeout(timeout);
    let status = child.wait().expect("join ends");
    (text.expect("join ends at the end of its input"), status)
}

/// Joins as `name` with `token`, retrying while the server has not yet
/// seen the name's last connection end (at most 50 tries, 100 ms apart);
/// the client and what it read up to its first prompt or refusal.
pub(crate) fn join_again(server: &Server, name: &str, token: Option<&str>) -> (Client, String) {
    join_again_with(
        server,
        json!({"type": "hello", "name": name, "token": token}),
    )
}

/// As join_again, with this hello.
pub(crate) fn join_again_with(server: &Server, hello: serde_json::Value) -> (Client, String) {
    let name = hello["name"].clone();
    let mut last = String::new();
    for _ in 0..50 {
        let mut client = server.join_with(hello.clone());
        let text = client.read_until(|_, m| m["type"] == "prompt" || m["type"] == "refused");
        if !text.contains("is already connected") {
            return (client, text);
        }
        last = text;
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("{name} could not join again: {last}");
}

/// An answer without its time, "(7 ms)", which differs from run to run.
/// `meddler` types `endTurn.` in `turn`'s turn: refused with the words
/// players read, and `state` (a query of the game) answers as before.
/// Returns the answer before.
pub(crate) fn end_turn_refused_out_of_turn(
    meddler: &mut Client,
    turn: &str,
    state: &str,
) -> String {
    let before = without_times(&meddler.ask(state));
    let refused = meddler.ask("endTurn.");
    assert!(
        refused.contains(&format!("It is {turn}'s turn: nothing was changed.")),
        "{refused}"
    );
    assert_eq!(without_times(&meddler.ask(state)), before);
    before
}

pub(crate) fn without_times(answer: &str) -> String {
    answer
        .lines()
        .map(|line| match line.split_once(" ms) ") {
            Some((time, rest)) if time.starts_with('(') => rest,
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The commands in a hint's answer, "The normal computer would play
/// changeUnit(4), move(3, 2).": each alone, as a player types them.
pub(crate) fn hinted(answer: &str) -> Option<Vec<String>> {
    let (_, rest) = answer.split_once("computer would play ")?;
    let (commands, _) = rest.split_once(".\n")?;
    let mut split = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in commands.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                split.push(format!("{}.", commands[start..i].trim()));
                start = i + 1;
            }
            _ => {}
        }
    }
    split.push(format!("{}.", commands[start..].trim()));
    Some(split)
}

/// alice and bob joined, welcomed and prompted, and a game of theirs
/// started by alice (seed 1: alice moves first).
pub(crate) fn two_players(server: &Server) -> (Client, Client) {
    let mut alice = server.join("alice");
    let welcome = alice.until_prompt();
    assert!(
        welcome.contains("[welcome: ]") && welcome.ends_with("| ?- "),
        "{welcome}"
    );
    let mut bob = server.join("bob");
    bob.until_prompt();
    let started = alice.ask("startGame([alice, bob], []).");
    assert!(
        started.contains("alice's turn to choose a territory."),
        "{started}"
    );
    bob.until("alice's turn to choose a territory.");
    (alice, bob)
}

#[test]
fn two_players_take_turns_and_see_each_others_moves() {
    let server = Server::start("net-turns", &[]);
    let (mut alice, mut bob) = two_players(&server);
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    assert!(took.contains("yes"), "{took}");
    // What happens in the game reaches everyone.
    bob.until("bob's turn to choose a territory.");
    let took = bob.ask("takeLocation(na2).");
    assert!(took.contains("bob takes territory NA2."), "{took}");
    alice.until("bob takes territory NA2.");
    alice.until("alice's turn to choose a territory.");
    // A query's answers reach only the one who asked.
    let owner = bob.ask("owner(na1, P).");
    assert!(owner.contains("P = p1"), "{owner}");
    let took = alice.ask("takeLocation(na3).");
    assert!(took.contains("alice takes territory NA3."), "{took}");
    assert!(
        !took.contains("P = p1"),
        "bob's answer reached alice: {took}"
    );
}

#[test]
fn a_command_out_of_turn_is_refused_and_changes_nothing() {
    let server = Server::start("net-out-of-turn", &[]);
    let (mut alice, mut bob) = two_players(&server);
    let refused = bob.ask("takeLocation(na1).");
    assert!(
        refused.contains("It is alice's turn: nothing was changed."),
        "{refused}"
    );
    assert!(!refused.contains("takes territory"), "{refused}");
    let owner = bob.ask("owner(na1, P).");
    assert!(owner.contains("no"), "na1 has no owner yet: {owner}");
    // Someone without a seat is told so; alice still plays her turn.
    let mut carol = server.join("carol");
    carol.until_prompt();
    let refused = carol.ask("takeLocation(na1).");
    assert!(
        refused.contains("You have no seat in this game"),
        "{refused}"
    );
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    // hint. is for the seat to move only.
    let hint = alice.ask("hint.");
    assert!(hint.contains("It is bob's turn"), "{hint}");
}

#[test]
fn sandbox_attacks_are_refused_and_the_server_answers_on() {
    let server = Server::start("net-sandbox", &[]);
    let mut mallory = server.join("mallory");
    mallory.until_prompt();
    let attacks = [
        (
            "open(f, write, S).",
            "it opens, closes or switches a file or a stream",
        ),
        ("assertz(x).", "it changes the program's clauses"),
        ("consult(f).", "it loads code into the program"),
        ("[f].", "it loads code into the program"),
        ("X = halt, call(X).", "the goal is not known before it runs"),
        ("catch(shell(ls), _, true).", "refused: shell(ls)"),
        (
            "set_prolog_flag(double_quotes, atom).",
            "refused: set_prolog_flag",
        ),
    ];
    for (attack, reason) in attacks {
        let answer = mallory.ask(attack);
        assert!(answer.starts_with("refused: "), "{attack}: {answer}");
        assert!(answer.contains(reason), "{attack}: {answer}");
    }
    assert!(
        !server.dir.join("f").exists(),
        "a client's file was written"
    );
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
    // A runaway query stops at the sandbox's budget.
    let answer = mallory.ask("length(L, N), N > 100000000.");
    assert!(
        answer.contains("stopped after 5000000 inferences"),
        "{answer}"
    );
    // So does one that prints without end, at the budget's bytes.
    let answer = mallory.ask("forall(between(1, 1000000, X), (write(X), nl)).");
    assert!(
        answer.contains("the server's budget of 65536 bytes for a query: it was stopped"),
        "{}",
        &answer[answer.len().saturating_sub(400)..]
    );
    assert!(answer.len() < 70_000, "{} bytes came", answer.len());
    // A power of millions of bits is one built-in the server cannot
    // interrupt: a player's shifts and powers are held to 65536 bits.
    let answer = mallory.ask("X is 3^5000000, Y = 1.");
    assert!(answer.contains("more than 65536 bits"), "{answer}");
    // halt. ends only this connection.
    mallory.line("halt.");
    let end = mallory.until_closed();
    assert!(end.contains("[bye: halt]"), "{end}");
    let mut trent = server.join("trent");
    trent.until_prompt();
    let answer = trent.ask("X is 1 + 1.");
    assert!(answer.contains("X = 2"), "{answer}");
}

#[test]
fn a_client_that_breaks_the_protocol_is_cut_off_with_a_reason() {
    let server = Server::start("net-garbage", &[]);
    let (mut alice, mut bob) = two_players(&server);
    bob.send_raw("this is not json\n");
    let end = bob.until_closed();
    assert!(end.contains("[refused: not JSON]"), "{end}");
    // The others play on.
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    let cases = [
        (
            r#"{"type":"line","text":"X = 1."}"#,
            "the first message must be hello",
        ),
        (r#"{"type":"launch"}"#, "unknown message type"),
        (
            r#"{"type":"hello","name":"Robert'); halt"}"#,
            "a name is a lowercase letter",
        ),
        (
            r#"{"type":"hello","name":"alice"}"#,
            "alice is already connected",
        ),
    ];
    for (first, reason) in cases {
        let mut client = server.connect();
        client.send_raw(&format!("{first}\n"));
        let end = client.until_closed();
        assert!(
            end.contains("[refused: ") && end.contains(reason),
            "{first}: {end}"
        );
    }
    let mut twice = server.join("dave");
    twice.until_prompt();
    twice.send(&json!({"type": "hello", "name": "dave"}));
    let end = twice.until_closed();
    assert!(end.contains("[refused: hello was already said]"), "{end}");
    let owner = alice.ask("owner(na1, P).");
    assert!(owner.contains("P = p1"), "{owner}");
}

#[test]
fn a_line_too_long_ends_the_connection() {
    let server = Server::start("net-long-line", &[]);
    let mut eve = server.join("eve");
    eve.until_prompt();
    let long = format!(
        "{{\"type\":\"line\",\"text\":\"{}.\"}}\n",
        "a".repeat(70_000)
    );
    eve.send_raw(&long);
    let end = eve.until_closed();
    assert!(
        end.contains("[refused: the line is longer than 65536 bytes]"),
        "{end}"
    );
    let mut frank = server.join("frank");
    frank.until_prompt();
    assert!(frank.ask("X = ok.").contains("X = ok"));
}

#[test]
fn a_wrong_password_is_refused() {
    let server = Server::start("net-password", &["--password", "s3cret"]);
    let mut wrong =
        server.join_with(json!({"type": "hello", "name": "alice", "password": "guess"}));
    let end = wrong.until_closed();
    assert!(end.contains("[refused: wrong password]"), "{end}");
    let mut none = server.join("alice");
    assert!(none.until_closed().contains("[refused: wrong password]"));
    let mut right =
        server.join_with(json!({"type": "hello", "name": "alice", "password": "s3cret"}));
    let welcome = right.until_prompt();
    assert!(welcome.contains("[welcome: ]"), "{welcome}");
}

#[test]
fn a_spectator_queries_but_runs_no_command() {
    let server = Server::start("net-watch", &[]);
    let mut dave = server.join_with(json!({"type": "hello", "name": "dave", "watch": true}));
    dave.until_prompt();
    let refused = dave.ask("startGame([dave, bob], []).");
    assert!(refused.contains("You are watching"), "{refused}");
    // A solution with more to look for asks its asker alone: `;` or Enter.
    let answer = dave.ask("adjacent(na1, e1).");
    assert!(answer.ends_with("true ? "), "{answer}");
    let answer = dave.ask("");
    assert!(answer.contains("yes"), "{answer}");
}

#[test]
fn conquest_join_plays_from_standard_input() {
    let server = Server::start("net-join", &[]);
    let join = conquest_command(&server.dir.join("data-join"))
        .args(["join", &server.address(), "--name", "carol"])
        .stdin(Stdio::piped())
        .spawn()
        .expect("join starts");
    // Bounded: the server answers two queries, then the end of input says bye.
    let (text, status) = run_to_end(join, b"X is 6 * 7.\nassertz(x).\n", READ_TIMEOUT * 2);
    assert!(text.contains("joined conquest as carol"), "{text}");
    assert!(text.contains("X = 42"), "{text}");
    assert!(text.contains("refused: assertz(x)"), "{text}");
    assert!(status.success(), "{status:?}\n{text}");
}

#[test]
fn a_player_who_leaves_at_a_question_answers_the_end_of_input() {
    let server = Server::start("net-leave-asked", &[]);
    let mut alice = server.join("alice");
    alice.until_prompt();
    let mut bob = server.join("bob");
    bob.until_prompt();
    // startGame. asks its questions of alice alone.
    let asked = alice.ask("startGame.");
    assert!(
        asked.contains("The players who joined: [alice,bob].") && asked.ends_with("(or cancel): "),
        "{asked}"
    );
    drop(alice);
    // The command ends as at the end of input, and everyone sees it.
    bob.until("no new game was started");
    let answer = bob.ask("X = still_here.");
    assert!(answer.contains("X = still_here"), "{answer}");
}

#[test]
fn a_silent_player_holds_the_others_up_only_for_a_while() {
    let server = Server::start("net-silent", &[]);
    let mut mallory = server.join("mallory");
    mallory.until_prompt();
    let mut alice = server.join("alice");
    alice.until_prompt();
    // The start of a query, and never its end.
    let asked = mallory.ask("X = (");
    assert!(asked.ends_with("|    "), "{asked}");
    alice.line("Y = answered.");
    let told = mallory.until("the others' turn");
    assert!(told.contains("no line came within 20 s"), "{told}");
    let answer = alice.until_prompt();
    assert!(answer.contains("Y = answered"), "{answer}");
}

#[test]
fn a_players_answers_are_in_the_language_they_asked_for() {
    let server = Server::start("net-lang", &[]);
    let mut siti = server.join_with(json!({"type": "hello", "name": "siti", "lang": "id"}));
    siti.until_prompt();
    let mut alice = server.join("alice");
    alice.until_prompt();
    let refused = siti.ask("assertz(x).");
    assert!(refused.starts_with("ditolak: assertz(x) -- "), "{refused}");
    let refused = alice.ask("assertz(x).");
    assert!(refused.starts_with("refused: assertz(x) -- "), "{refused}");
    let started = alice.ask("startGame([alice, siti], []).");
    assert!(started.contains("alice goes first."), "{started}");
    let refused = siti.ask("takeLocation(na1).");
    assert!(refused.contains("Sekarang giliran alice"), "{refused}");
    // What happens in the game reaches each in their language
    // (net_lang.rs).
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    siti.until("alice mengambil wilayah NA1.");
}

#[test]
fn a_player_who_drops_keeps_the_seat_and_joins_again_by_name() {
    let server = Server::start("net-rejoin", &[]);
    let (mut alice, bob) = two_players(&server);
    let token = bob.token.clone();
    drop(bob);
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("bob's turn to choose a territory."), "{took}");
    // The name is free again once the server saw the connection end.
    let (mut bob, welcome) = join_again(&server, "bob", token.as_deref());
    assert!(welcome.contains("[welcome: ]"), "{welcome}");
    // He is shown the game as it stands: the map and whose turn it is.
    let shown = bob.until("p2 bob (to play)");
    assert!(shown.contains("NA1(1)"), "{shown}");
    let took = bob.ask("takeLocation(na2).");
    assert!(took.contains("bob takes territory NA2."), "{took}");
}

#[test]
fn the_hosts_halt_stops_the_server_and_tells_the_players() {
    let mut server = Server::start("net-host-halt", &[]);
    let mut alice = server.join("alice");
    alice.until_prompt();
    // The host's terminal: its queries are never refused.
    let mut host = server.child.stdin.take().expect("piped");
    host.write_all(b"assertz(host_fact(1)).\n")
        .expect("the host types");
    // The host's line and alice's reach the server on their own
    // threads: she asks until the host's fact is there.
    let mut answer = String::new();
    for _ in 0..50 {
        answer = alice.ask("host_fact(X).");
        if answer.contains("X = 1") {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(answer.contains("X = 1"), "{answer}");
    host.write_all(b"halt.\n").expect("the host types");
    let end = alice.until_closed();
    assert!(end.contains("[bye: the server stopped]"), "{end}");
    let status = server.child.wait().expect("the server ends");
    assert!(status.success(), "{status:?}");
}

#[test]
fn a_server_killed_resumes_its_game_and_the_players_join_again() {
    let server = Server::start("net-resume", &[]);
    let (mut alice, mut bob) = two_players(&server);
    alice.ask("takeLocation(na1).");
    bob.until("bob's turn to choose a territory.");
    let took = bob.ask("takeLocation(na2).");
    assert!(took.contains("bob takes territory NA2."), "{took}");
    let token = alice.token.clone();
    let server = server.killed_and_resumed(&[]);
    // The seat tokens are kept beside the autosave.
    let mut alice = server.join_with_token("alice", token);
    alice.until_prompt();
    let owner = alice.ask("owner(na2, P).");
    assert!(owner.contains("P = p2"), "{owner}");
    let took = alice.ask("takeLocation(na3).");
    assert!(took.contains("alice takes territory NA3."), "{took}");
}
