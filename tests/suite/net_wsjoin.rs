//! `conquest join ws://HOST:PORT` over loopback: it plays and reads
//! answers as over JSON lines; a bad address is told, never a panic; a
//! full server refuses a WebSocket client with a message it reads, and a
//! client that says nothing with a JSON line. Every
//! wait is bounded (read timeouts, counted loops).

use std::io::{ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Stdio;
use std::time::Duration;

use serde_json::{json, Value};
use tungstenite::{Error as WsError, Message};

use crate::common::conquest_command;
use crate::net::{run_to_end, Server};

/// How long one read or one `conquest join` may take (the engine loads a
/// game's rules first, on a machine other tests share).
const READ_TIMEOUT: Duration = Duration::from_secs(60);

/// What `conquest join ARGS` prints (standard output, then standard
/// error) from the end of its input, and whether it succeeded.
fn join(server_dir: &std::path::Path, args: &[&str], input: &[u8]) -> (String, bool) {
    let mut child = conquest_command(&server_dir.join("data-join"))
        .arg("join")
        .args(args)
        .stdin(Stdio::piped())
        .spawn()
        .expect("join starts");
    let mut stderr = child.stderr.take().expect("piped");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let (out, status) = run_to_end(child, input, READ_TIMEOUT * 2);
    (out + &errors.join().unwrap_or_default(), status.success())
}

#[test]
fn conquest_join_over_websocket_plays_and_reads_answers() {
    let server = Server::start("net-wsjoin", &[]);
    let mut bob = server.join("bob");
    bob.until_prompt();
    // The path is the client's to choose; the server does not look at it.
    let address = format!("ws://127.0.0.1:{}/game", server.port);
    // One line read at each prompt: the game started, a claim, a query.
    let (text, ok) = join(
        &server.dir,
        &[&address, "--name", "alice"],
        b"startGame([alice, bob], []).\ntakeLocation(na1).\nX is 6 * 7.\nassertz(x).\n",
    );
    assert!(ok, "{text}");
    assert!(text.contains("joined conquest as alice"), "{text}");
    assert!(text.contains("alice takes territory NA1."), "{text}");
    assert!(text.contains("X = 42"), "{text}");
    assert!(text.contains("refused: assertz(x)"), "{text}");
    // The other player, over JSON lines, saw the claim.
    bob.until("alice takes territory NA1.");
    let owner = bob.ask("owner(na1, P).");
    assert!(owner.contains("P = p1"), "{owner}");
}

#[test]
fn a_bad_address_is_told_without_a_panic() {
    let dir = crate::common::scratch_dir("net-wsjoin-bad");
    // A port nobody listens on: bound, then let go.
    let free = TcpListener::bind("127.0.0.1:0").expect("a port");
    let closed = format!("ws://{}", free.local_addr().expect("an address"));
    drop(free);
    // A listener that answers HTTP, but no WebSocket.
    let web = TcpListener::bind("127.0.0.1:0").expect("a port");
    let not_websocket = format!("ws://{}/", web.local_addr().expect("an address"));
    let answering = std::thread::spawn(move || {
        if let Ok((mut stream, _)) = web.accept() {
            let _ = stream.set_read_timeout(Some(READ_TIMEOUT));
            let mut request = [0u8; 4096];
            let _ = stream.read(&mut request);
            let _ = stream.write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        }
    });
    let cases: [(&str, &str); 6] = [
        (&closed, "cannot connect to"),
        (&not_websocket, "HTTP 404"),
        ("ws://a b:1", "not a ws:// address"),
        ("ws://", "not a ws:// address"),
        ("wss://127.0.0.1:1", "wss:// needs TLS"),
        (
            "http://127.0.0.1:1",
            "is not an address conquest join speaks",
        ),
    ];
    for (address, told) in cases {
        let (text, ok) = join(&dir, &[address, "--name", "alice"], b"");
        assert!(!ok, "{address}: {text}");
        assert!(text.contains(told), "{address}: {text}");
        assert!(!text.contains("panicked"), "{address}: {text}");
    }
    answering.join().expect("the listener ends");
}

#[test]
fn a_full_server_refuses_a_websocket_client_with_its_reason() {
    let server = Server::start("net-wsjoin-full", &[]);
    // 64 connections, each welcomed: the server's limit.
    let mut watchers = Vec::new();
    for i in 0..64 {
        let mut watcher =
            server.join_with(json!({"type": "hello", "name": format!("w{i}"), "watch": true}));
        let welcome = watcher.until_prompt();
        assert!(welcome.contains("[welcome: ]"), "{welcome}");
        watchers.push(watcher);
    }
    // A client that says nothing: after the time to say hello, it reads
    // the reason as a JSON line (a WebSocket client speaks first). Read
    // at the end, so that its wait runs beside the other checks.
    let silent = TcpStream::connect(("127.0.0.1", server.port)).expect("the server listens");
    silent
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("a timeout");
    // A WebSocket client: its handshake done, its hello answered with the
    // reason, then the close.
    let stream = TcpStream::connect(("127.0.0.1", server.port)).expect("the server listens");
    stream
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("a timeout");
    let url = format!("ws://127.0.0.1:{}/", server.port);
    let (mut socket, response) =
        tungstenite::client(url.as_str(), stream).expect("the handshake is answered");
    assert_eq!(response.status(), 101, "{response:?}");
    let hello = json!({"type": "hello", "name": "late"});
    socket
        .send(Message::Text(hello.to_string()))
        .expect("the hello goes");
    let mut messages = Vec::new();
    for _ in 0..100 {
        match socket.read() {
            Ok(Message::Text(text)) => {
                messages.push(serde_json::from_str::<Value>(&text).expect("JSON"))
            }
            Ok(Message::Close(_)) => break,
            Ok(_) => continue,
            Err(WsError::ConnectionClosed | WsError::AlreadyClosed) => break,
            Err(WsError::Io(e)) if e.kind() == ErrorKind::ConnectionReset => break,
            Err(e) => panic!("no message within {READ_TIMEOUT:?}: {e}"),
        }
    }
    assert_eq!(
        messages,
        vec![json!({"type": "refused", "reason": "the server is full"})]
    );
    // A JSON-lines client reads the same.
    let mut late = server.join("late");
    let text = late.until_closed();
    assert_eq!(text, "[refused: the server is full]\n[closed]\n");
    let mut told = String::new();
    let _ = (&silent).take(4096).read_to_string(&mut told);
    assert_eq!(
        told.lines()
            .map(|line| serde_json::from_str::<Value>(line).expect("JSON"))
            .collect::<Vec<_>>(),
        vec![json!({"type": "refused", "reason": "the server is full"})],
        "{told:?}"
    );
    // The ones connected play on.
    let answer = watchers[0].ask("X is 1 + 1.");
    assert!(answer.contains("X = 2"), "{answer}");
}

/// What one query of the silent client prints: 1 000 lines of 50 letters
/// (51 000 bytes, inside a query's 64 KiB of output).
const LOUD_QUERY: &str =
    "forall(between(1, 1000, _), (write(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa), nl)).";
/// How many of them it sends: 30 MB of answers (48 MB as messages), past
/// what the kernel's buffers (at most 4 MiB sent, 128 KiB received here:
/// tcp_wmem and tcp_rmem) and the server's queue for it (4 MiB) hold
/// together.
const LOUD_QUERIES: usize = 600;

/// What the kernel may hold of a connection's bytes on their way: the
/// sender's largest buffer and the receiver's first (it grows only as its
/// reader reads), twice over for the kernel's bookkeeping; Linux's, or
/// 8 MiB where they cannot be read.
fn kernel_buffers() -> usize {
    let field = |file: &str, at: usize| {
        std::fs::read_to_string(format!("/proc/sys/net/ipv4/{file}"))
            .ok()
            .and_then(|text| text.split_whitespace().nth(at)?.parse::<usize>().ok())
    };
    match (field("tcp_wmem", 2), field("tcp_rmem", 1)) {
        (Some(sent), Some(received)) => 2 * (sent + received),
        _ => 8 << 20,
    }
}

#[test]
fn a_client_that_never_reads_is_cut_off_and_the_others_are_answered() {
    let server = Server::start("net-wsjoin-deaf", &[]);
    let mut alice = server.join("alice");
    alice.until_prompt();
    let mut mallory = TcpStream::connect(("127.0.0.1", server.port)).expect("the server listens");
    let hello = json!({"type": "hello", "name": "mallory", "watch": true});
    let mut lines = format!("{hello}\n");
    let line = json!({"type": "line", "text": LOUD_QUERY});
    for _ in 0..LOUD_QUERIES {
        lines.push_str(&format!("{line}\n"));
    }
    // 60 KB: the server reads lines as they come, whatever it sends.
    mallory.write_all(lines.as_bytes()).expect("the lines go");
    // alice's queries are answered while mallory's answers pile up (the
    // read's timeout bounds each wait), until the server cuts mallory
    // off: her name is free again, and a watcher may take it. At most one
    // try per query of hers: past them, she was never cut off.
    let mut cut = false;
    for i in 0..LOUD_QUERIES {
        let answer = alice.ask(&format!("X is {i} * 2."));
        assert!(answer.contains(&format!("X = {}", i * 2)), "{answer}");
        let mut again =
            server.join_with(json!({"type": "hello", "name": "mallory", "watch": true}));
        let text = again.read_until(|_, m| m["type"] == "prompt" || m["type"] == "refused");
        if text.contains("[welcome: ]") {
            cut = true;
            break;
        }
        assert!(text.contains("mallory is already connected"), "{text}");
    }
    assert!(cut, "mallory was never cut off");
    // mallory reads now: what the kernel held for her, then the end.
    mallory
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("a timeout");
    let mut read = 0usize;
    let mut buf = vec![0u8; 1 << 16];
    let ended = loop {
        match mallory.read(&mut buf) {
            Ok(0) => break true,
            Ok(n) => read += n,
            Err(e) if e.kind() == ErrorKind::ConnectionReset => break true,
            Err(e) => panic!("after {read} bytes, no end within {READ_TIMEOUT:?}: {e}"),
        }
        if read > LOUD_QUERIES * 60_000 {
            break false;
        }
    };
    assert!(ended, "mallory was sent everything: {read} bytes");
    // What reached her is bounded by the buffers and her queue, not by
    // what she asked for.
    let bound = (4 << 20) + kernel_buffers();
    assert!(read < bound, "{read} bytes reached mallory (bound {bound})");
    let answer = alice.ask("Y is 6 * 8.");
    assert!(answer.contains("Y = 48"), "{answer}");
}

#[test]
fn a_seat_taken_over_websocket_is_taken_back_with_its_token_either_way() {
    let server = Server::start("net-wsjoin-token", &[]);
    let ws = format!("ws://127.0.0.1:{}/", server.port);
    let lines = server.address();
    // The client keeps the seat's token in its data folder (data-join).
    let (text, ok) = join(&server.dir, &[&ws, "--name", "alice", "--lang", "id"], b"");
    assert!(ok && text.contains("joined conquest as alice"), "{text}");
    // Joining again, over JSON lines and over ws://, takes the seat back;
    // the name was freed when the connection ended, which may take the
    // server a moment: a few tries.
    for address in [&lines, &ws] {
        let mut last = String::new();
        for _ in 0..50 {
            let (text, ok) = join(&server.dir, &[address, "--name", "alice"], b"X = 1.\n");
            if ok {
                assert!(text.contains("joined conquest as alice"), "{text}");
                assert!(text.contains("X = 1"), "{text}");
                last.clear();
                break;
            }
            assert!(text.contains("alice is already connected"), "{text}");
            last = text;
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(last.is_empty(), "{address}: {last}");
    }
    // Another client without the token is refused the seat; a spectator
    // over ws:// watches.
    let (text, ok) = join(&server.dir.join("other"), &[&ws, "--name", "alice"], b"");
    assert!(
        !ok && text.contains("join with that client's token"),
        "{text}"
    );
    let (text, ok) = join(&server.dir, &[&ws, "--name", "carol", "--watch"], b"");
    assert!(ok && text.contains("watching conquest as carol"), "{text}");
}
