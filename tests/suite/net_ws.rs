//! `conquest serve` over WebSocket, on the port of the JSON lines: a
//! WebSocket client (tungstenite's, as a browser's would) joins, queries
//! and plays beside a JSON-lines client; one that sends a binary frame,
//! bad JSON or a message too long is refused with the reason and closed,
//! and the server answers the next client. Every wait is bounded (a read
//! times out, a loop counts), and the server is killed at the end.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use serde_json::{json, Value};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Error as WsError, HandshakeError, Message, WebSocket};

/// How long one read may wait: the engine loads a game's rules first, on
/// a machine other tests share.
const READ_TIMEOUT: Duration = Duration::from_secs(60);
/// The most messages one wait reads before it gives up.
const MAX_MESSAGES: usize = 20_000;

/// The server of `net.rs`, reached also over WebSocket and plain HTTP.
struct Server(crate::net::Server);

impl Server {
    /// `conquest serve --port 0 --seed 1 EXTRA`, in a folder of its own.
    fn start(name: &str, extra: &[&str]) -> Server {
        Server(crate::net::Server::start(name, extra))
    }

    fn tcp(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.0.port)).expect("the server listens");
        stream
            .set_read_timeout(Some(READ_TIMEOUT))
            .expect("a timeout");
        stream
    }

    /// A WebSocket client, its handshake done, that has said nothing yet.
    fn websocket(&self) -> Ws {
        self.websocket_from(None)
            .unwrap_or_else(|status| panic!("the WebSocket handshake: HTTP {status}"))
    }

    /// A WebSocket handshake as a browser's, from a page of `origin`; the
    /// HTTP status when the server refuses it.
    fn websocket_from(&self, origin: Option<&str>) -> Result<Ws, u16> {
        let mut request = format!("ws://127.0.0.1:{}/", self.0.port)
            .into_client_request()
            .expect("a request");
        if let Some(origin) = origin {
            let origin = origin.parse().expect("a header value");
            request.headers_mut().insert("origin", origin);
        }
        match tungstenite::client(request, self.tcp()) {
            Ok((socket, response)) => {
                assert_eq!(response.status(), 101, "{response:?}");
                Ok(Ws { socket })
            }
            Err(HandshakeError::Failure(WsError::Http(response))) => {
                Err(response.status().as_u16())
            }
            Err(e) => panic!("the WebSocket handshake: {e}"),
        }
    }

    /// What the server answers a plain HTTP `GET target`.
    fn http_get(&self, target: &str) -> String {
        let mut browser = self.tcp();
        browser
            .write_all(format!("GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").as_bytes())
            .expect("sent");
        let mut answer = String::new();
        let _ = browser.take(1 << 20).read_to_string(&mut answer);
        answer
    }

    /// A WebSocket client that said hello as `name`.
    fn join(&self, name: &str) -> Ws {
        let mut client = self.websocket();
        client.send(&json!({"type": "hello", "name": name}));
        client
    }

    /// A JSON-lines client that said hello as `name`.
    fn join_lines(&self, name: &str) -> Lines {
        let mut stream = self.tcp();
        let hello = json!({"type": "hello", "name": name});
        stream
            .write_all(format!("{hello}\n").as_bytes())
            .expect("the hello is sent");
        Lines {
            reader: BufReader::new(stream),
        }
    }
}

/// What a client reads: the server's messages, None at the end.
trait Messages {
    fn message(&mut self) -> Option<Value>;

    /// The text of the messages read until `done` holds of it (output and
    /// prompts as they are, other messages as `[type: reason]` lines,
    /// `[closed]` at the end of the connection).
    fn read_until(&mut self, done: impl Fn(&str, &Value) -> bool) -> String {
        let mut text = String::new();
        for _ in 0..MAX_MESSAGES {
            let Some(message) = self.message() else {
                text.push_str("[closed]\n");
                return text;
            };
            match message["type"].as_str() {
                Some("output" | "prompt") => text.push_str(message["text"].as_str().unwrap_or("")),
                Some(kind) => {
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

    fn until_prompt(&mut self) -> String {
        self.read_until(|_, m| m["type"] == "prompt")
    }

    fn until(&mut self, pattern: &str) -> String {
        let text = self.read_until(|t, m| t.contains(pattern) || m["type"] == "refused");
        assert!(
            text.contains(pattern),
            "waited for {pattern:?}, got:\n{text}"
        );
        text
    }

    fn until_closed(&mut self) -> String {
        self.read_until(|_, _| false)
    }
}

struct Ws {
    socket: WebSocket<TcpStream>,
}

impl Ws {
    fn send(&mut self, message: &Value) {
        self.send_frame(Message::Text(message.to_string()));
    }

    /// Any frame, a broken client's. The server may have closed the
    /// connection already: that is not the test's failure.
    fn send_frame(&mut self, message: Message) {
        let _ = self.socket.send(message);
    }

    fn ask(&mut self, query: &str) -> String {
        self.send(&json!({"type": "line", "text": query}));
        self.until_prompt()
    }

    /// The next frame that is not a message: a pong, the close.
    fn control(&mut self) -> Message {
        match self.socket.read() {
            Ok(Message::Text(text)) => panic!("a message came first: {text}"),
            Ok(other) => other,
            Err(e) => panic!("no frame: {e}"),
        }
    }
}

impl Messages for Ws {
    fn message(&mut self) -> Option<Value> {
        for _ in 0..MAX_MESSAGES {
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    return Some(serde_json::from_str(&text).expect("the server sends JSON"))
                }
                Ok(Message::Binary(bytes)) => panic!("a binary frame came: {bytes:?}"),
                Ok(Message::Close(_)) => return None,
                Ok(_) => continue,
                Err(WsError::ConnectionClosed | WsError::AlreadyClosed) => return None,
                Err(WsError::Io(e)) if e.kind() == ErrorKind::ConnectionReset => return None,
                Err(e) => panic!("no message within {READ_TIMEOUT:?}: {e}"),
            }
        }
        panic!("{MAX_MESSAGES} control frames and no message");
    }
}

struct Lines {
    reader: BufReader<TcpStream>,
}

impl Messages for Lines {
    fn message(&mut self) -> Option<Value> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) => None,
            Ok(_) => Some(serde_json::from_str(&line).expect("the server sends JSON")),
            Err(e) if e.kind() == ErrorKind::ConnectionReset => None,
            Err(e) => panic!("no message within {READ_TIMEOUT:?}: {e}"),
        }
    }
}

#[test]
fn a_websocket_client_queries_and_plays_beside_a_json_lines_client() {
    let server = Server::start("ws-play", &[]);
    let mut alice = server.join("alice");
    let greeting = alice.message().expect("a welcome");
    assert_eq!(greeting["type"], "welcome", "{greeting}");
    // Her seat's token, to join again with (docs/network.md).
    let token = greeting["token"].clone();
    let welcome = alice.until_prompt();
    assert!(welcome.ends_with("| ?- "), "{welcome}");
    // The JSON lines still come to the same port.
    let mut bob = server.join_lines("bob");
    bob.until_prompt();
    let answer = alice.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
    // A ping is answered between messages.
    alice.send_frame(Message::Ping(b"are you there".to_vec()));
    assert_eq!(alice.control(), Message::Pong(b"are you there".to_vec()));
    let started = alice.ask("startGame([alice, bob], []).");
    assert!(
        started.contains("alice's turn to choose a territory."),
        "{started}"
    );
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    // What happens in the game reaches the other transport too.
    bob.until("alice takes territory NA1.");
    // A close is answered with a close, and the player leaves.
    alice.send_frame(Message::Close(None));
    assert!(
        matches!(alice.control(), Message::Close(_)),
        "the close is answered"
    );
    let mut alice = server.websocket();
    alice.send(&json!({"type": "hello", "name": "alice", "token": token}));
    let welcome = alice.until_prompt();
    assert!(
        welcome.contains("[welcome: ]"),
        "alice joins again: {welcome}"
    );
}

#[test]
fn garbage_is_refused_with_a_reason_and_the_server_answers_on() {
    let server = Server::start("ws-garbage", &[]);
    let cases = [
        (
            Message::Binary(b"{\"type\":\"hello\",\"name\":\"eve\"}".to_vec()),
            "[refused: a binary message: each message is a text frame of JSON]",
        ),
        (Message::Text("hello, server".into()), "[refused: not JSON]"),
        (
            Message::Text(r#"{"type":"launch"}"#.into()),
            "[refused: unknown message type \"launch\"]",
        ),
        (
            Message::Text(r#"{"type":"line","text":"X = 1."}"#.into()),
            "[refused: the first message must be hello]",
        ),
    ];
    for (garbage, reason) in cases.iter().cloned() {
        let mut eve = server.websocket();
        eve.send_frame(garbage);
        let end = eve.until_closed();
        assert_eq!(end, format!("{reason}\n[closed]\n"));
    }
    // After the hello too, and the connection is closed.
    let mut eve = server.join("eve");
    eve.until_prompt();
    eve.send_frame(Message::Binary(vec![0, 1, 2]));
    let end = eve.until_closed();
    assert!(end.contains("[refused: a binary message"), "{end}");
    // A plain HTTP request is told what the port speaks.
    let answer = server.http_get("/nothing-here");
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
    assert!(answer.contains("it speaks WebSocket"), "{answer}");
    // The server answers on, both transports.
    let mut trent = server.join("trent");
    trent.until_prompt();
    let answer = trent.ask("X = 1.");
    assert!(answer.contains("X = 1"), "{answer}");
    let mut bob = server.join_lines("bob");
    bob.until_prompt();
}

#[test]
fn a_message_over_64_kib_is_refused() {
    let server = Server::start("ws-long", &[]);
    let mut mallory = server.join("mallory");
    mallory.until_prompt();
    let query = format!("X = '{}'.", "a".repeat(70_000));
    mallory.send(&json!({"type": "line", "text": query}));
    let end = mallory.until_closed();
    assert!(
        end.contains("[refused: the message is longer than 65536 bytes]"),
        "{end}"
    );
    // One that fits, just, is taken.
    let mut alice = server.join("alice");
    alice.until_prompt();
    let query = format!("atom_length('{}', N).", "a".repeat(60_000));
    let answer = alice.ask(&query);
    assert!(answer.contains("N = 60000"), "{answer}");
}

#[test]
fn the_port_hands_out_the_browser_page_and_refuses_a_foreign_pages_socket() {
    let server = Server::start("ws-origin", &[]);
    let page = server.http_get("/");
    assert!(page.starts_with("HTTP/1.1 200 OK\r\n"), "{page}");
    assert!(page.contains("Content-Type: text/html"), "{page}");
    assert!(page.contains("new WebSocket("), "{page}");
    // A page of another site, opened in the host's browser, may not join
    // a server without a password; the server's own page may.
    let foreign = server.websocket_from(Some("http://evil.example"));
    assert!(
        matches!(foreign, Err(403)),
        "a foreign page's socket is refused with 403"
    );
    let file = server.websocket_from(Some("null"));
    assert!(matches!(file, Err(403)), "so is a page opened as a file");
    let own = format!("http://127.0.0.1:{}", server.0.port);
    let mut alice = server
        .websocket_from(Some(&own))
        .expect("the server's own page");
    alice.send(&json!({"type": "hello", "name": "alice"}));
    alice.until_prompt();
    // With a password, any page that knows it joins.
    let guarded = Server::start("ws-origin-password", &["--password", "pw"]);
    let mut bob = guarded
        .websocket_from(Some("null"))
        .expect("a page opened as a file, the server has a password");
    bob.send(&json!({"type": "hello", "name": "bob", "password": "pw"}));
    let welcome = bob.until_prompt();
    assert!(welcome.contains("[welcome: ]"), "{welcome}");
}

#[test]
fn a_connection_that_says_nothing_is_closed_after_the_hellos_time() {
    let server = Server::start("ws-silent", &[]);
    // Before its first byte, in the middle of `GET `, and after the
    // WebSocket handshake: all three have the same 10 seconds.
    let mut silent = server.tcp();
    let mut halfway = server.tcp();
    halfway.write_all(b"GE").expect("sent");
    let mut upgraded = server.websocket();
    for stream in [&mut silent, &mut halfway] {
        let mut rest = Vec::new();
        match stream.read_to_end(&mut rest) {
            Ok(_) => assert!(rest.is_empty(), "{rest:?}"),
            Err(e) => assert_eq!(e.kind(), ErrorKind::ConnectionReset, "{e}"),
        }
    }
    assert_eq!(upgraded.until_closed(), "[closed]\n");
}
