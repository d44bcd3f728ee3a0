//! How a connection's messages travel: JSON lines over TCP, or WebSocket
//! text frames (one JSON object each) for a browser. Both come to the
//! same port: a connection whose first bytes are `GET ` is an HTTP
//! request, the opening of a WebSocket handshake; a JSON line starts
//! with `{`. The server's connection loop reads [`Reader::next`] and its
//! writer thread calls [`Writer::send`], the same for both.
//!
//! A WebSocket is read on the connection's thread and written on its
//! writer thread; tungstenite's blocking socket is one object, so each
//! side has a socket of its own over the same TCP connection, and their
//! writes go through one lock ([`WriteHalf`]): the reading side writes
//! too (the pong to a ping, the answer to a close), and a frame is
//! written whole under the lock, never interleaved with the other's.

use super::lock;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tungstenite::http::{HeaderValue, StatusCode};
use tungstenite::protocol::{Role, WebSocketConfig};
use tungstenite::{Error as WsError, Message, WebSocket};

use super::protocol::{read_line, ClientMessage, LineRead, ServerMessage, MAX_LINE};

/// How long a closing WebSocket waits for its client's answer to the
/// close frame (reading and dropping whatever comes before it).
const CLOSE_WAIT: Duration = Duration::from_secs(2);

/// The most bytes read only to be dropped: the rest of a line or a
/// message too long to take, or what comes before a close's answer.
const SKIPPED_AT_MOST: usize = 1 << 20;

/// The browser client the server hands out at `http://HOST:PORT/`: a page
/// of the server's own origin may join without a password.
const WEB_CLIENT: &str = include_str!("../../docs/web-client.html");

/// What the server answers another plain HTTP request on its port.
const NOT_FOUND: &str = "This is a conquest server: it speaks WebSocket (ws://) or JSON lines \
     over TCP (docs/network.md); its page for browsers is at /.\n";

/// Opens a connection: tells its transport from its first bytes and,
/// for a WebSocket, answers the handshake (a page of another origin is
/// refused unless `any_origin`: see [`origin_refused`]). Both, and the
/// first message (read with [`Reader::next`]), must come within
/// `hello_wait` of now. None when the connection ends or breaks before
/// that, or was a plain HTTP request (answered: the page, or 404).
pub fn open(
    stream: &TcpStream,
    hello_wait: Duration,
    any_origin: bool,
) -> Option<(Reader, Writer)> {
    let deadline = Instant::now() + hello_wait;
    let websocket = is_http(stream, deadline).ok()?;
    let incoming = Incoming {
        stream: stream.try_clone().ok()?,
        deadline: Some(deadline),
    };
    if !websocket {
        return Some((
            Reader::Lines(BufReader::new(incoming)),
            Writer::Lines(stream.try_clone().ok()?),
        ));
    }
    let half = Arc::new(WriteHalf {
        stream: Mutex::new(stream.try_clone().ok()?),
        closing: AtomicBool::new(false),
    });
    let request = Arc::new(Mutex::new(Vec::new()));
    let socket = WsStream {
        incoming,
        outgoing: half.clone(),
        request: Some(request.clone()),
    };
    match tungstenite::accept_hdr_with_config(socket, origin_check(any_origin), Some(config())) {
        Ok(mut reading) => {
            reading.get_mut().request = None;
            let writing = WsStream {
                incoming: Incoming {
                    stream: stream.try_clone().ok()?,
                    deadline: None,
                },
                outgoing: half.clone(),
                request: None,
            };
            let writing = WebSocket::from_raw_socket(writing, Role::Server, Some(config()));
            Some((
                Reader::WebSocket(Box::new(reading), half),
                Writer::WebSocket(Box::new(writing), stream.try_clone().ok()?),
            ))
        }
        Err(tungstenite::HandshakeError::Failure(WsError::Protocol(_))) => {
            // An HTTP request, but no WebSocket's: a browser asking for
            // the page, say.
            let answer = http_answer(&lock(&request));
            let mut out = lock(&half.stream);
            let _ = out.write_all(&answer);
            let _ = out.shutdown(Shutdown::Both);
            None
        }
        Err(_) => None,
    }
}

/// Refuses a connection the server cannot take (it is full) in its own
/// transport: a WebSocket's handshake is answered first, so that its
/// client reads the reason as a message, as a JSON-lines client does,
/// not a failed handshake. The client's hello is read (and dropped)
/// before the reason goes, so that the close does not reset what it
/// carries; both within `wait`. A client silent all that time is no
/// WebSocket's (its handshake comes first) and reads the reason as a JSON
/// line. Any page may hear that the server is full: nothing is joined.
pub fn refuse_unopened(stream: &TcpStream, reason: &str, wait: Duration) {
    let deadline = Instant::now() + wait;
    match is_http(stream, deadline) {
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock
            ) =>
        {
            if let Ok(lines) = stream.try_clone() {
                Writer::Lines(lines).refuse(reason);
            }
            return;
        }
        Err(_) => return,
        Ok(_) => {}
    }
    let left = deadline.saturating_duration_since(Instant::now());
    if let Some((mut reader, writer)) = open(stream, left, true) {
        let _ = reader.next();
        writer.refuse(reason);
    }
}

/// Why a WebSocket handshake is refused, if it is: a browser names the
/// page that opens the connection (`Origin`), and any page the host's
/// browser visits could otherwise join a server on 127.0.0.1 that has
/// no password. Allowed: no `Origin` (a program, not a page), a page of
/// the same host and port as the server (the page it serves), or any
/// page when the server has a password (the page must know it).
fn origin_refused(request: &Request, any_origin: bool) -> Option<&'static str> {
    let origin = request.headers().get("origin")?;
    if any_origin {
        return None;
    }
    let host = request.headers().get("host").and_then(|h| h.to_str().ok());
    let origin_host = origin.to_str().ok().and_then(|o| {
        o.strip_prefix("http://")
            .or_else(|| o.strip_prefix("https://"))
    });
    match (origin_host, host) {
        (Some(origin), Some(host)) if origin.eq_ignore_ascii_case(host) => None,
        _ => Some(
            "a page of another origin may join only a server with a --password; \
             open the server's own page, http://HOST:PORT/\n",
        ),
    }
}

/// The handshake's check of the page that opens it: 403 and why.
// The error's type is tungstenite's callback's.
#[allow(clippy::result_large_err)]
fn origin_check(
    any_origin: bool,
) -> impl FnOnce(&Request, Response) -> Result<Response, ErrorResponse> {
    move |request, response| match origin_refused(request, any_origin) {
        None => Ok(response),
        Some(why) => Err(plain_response(StatusCode::FORBIDDEN, why)),
    }
}

fn plain_response(status: StatusCode, body: &str) -> ErrorResponse {
    let mut response = ErrorResponse::new(Some(body.to_string()));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        "content-type",
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert("connection", HeaderValue::from_static("close"));
    response
}

/// The answer to a plain HTTP request: the browser client for `GET /`,
/// else 404 with a word on what the port speaks.
fn http_answer(request: &[u8]) -> Vec<u8> {
    let target = request.split(|&b| b == b' ').nth(1).unwrap_or_default();
    let (status, kind, body) = match target {
        b"/" | b"/index.html" => ("200 OK", "text/html", WEB_CLIENT),
        _ => ("404 Not Found", "text/plain", NOT_FOUND),
    };
    let mut answer = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    answer.extend_from_slice(body.as_bytes());
    answer
}

/// Whether the connection starts with `GET ` (a JSON line never does),
/// looked at without taking the bytes.
fn is_http(stream: &TcpStream, deadline: Instant) -> io::Result<bool> {
    const GET: &[u8] = b"GET ";
    let mut first = [0u8; 4];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        stream.set_read_timeout(Some(left))?;
        let seen = stream.peek(&mut first)?;
        if seen == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        if !GET.starts_with(&first[..seen]) {
            return Ok(false);
        }
        if seen == GET.len() {
            return Ok(true);
        }
        // `G`, `GE`: the rest is on its way; peek would return at once.
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The server's WebSocket bounds: a message (and so a frame) holds at
/// most what a JSON line may; frames are written as soon as they are sent.
fn config() -> WebSocketConfig {
    WebSocketConfig {
        max_message_size: Some(MAX_LINE),
        max_frame_size: Some(MAX_LINE),
        write_buffer_size: 0,
        ..WebSocketConfig::default()
    }
}

/// A connection's read side: until its first message, each read waits
/// only for what is left of the time to say hello.
pub struct Incoming {
    stream: TcpStream,
    deadline: Option<Instant>,
}

impl Read for Incoming {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(io::ErrorKind::TimedOut.into());
            }
            self.stream.set_read_timeout(Some(left))?;
        }
        self.stream.read(buf)
    }
}

/// The write side of a WebSocket, shared by its reading and its writing
/// socket.
pub struct WriteHalf {
    stream: Mutex<TcpStream>,
    /// A close frame was sent (an answer to the client's, or the
    /// server's own): nothing more may be.
    closing: AtomicBool,
}

/// What tungstenite reads and writes: the connection's read side, and
/// the write side shared under its lock.
pub struct WsStream {
    incoming: Incoming,
    outgoing: Arc<WriteHalf>,
    /// During the handshake, the request as read (tungstenite holds it
    /// to 64 KiB): a plain HTTP request is answered from it.
    request: Option<Arc<Mutex<Vec<u8>>>>,
}

impl Read for WsStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.incoming.read(buf)?;
        if let Some(request) = &self.request {
            lock(request).extend_from_slice(&buf[..n]);
        }
        Ok(n)
    }
}

impl Write for WsStream {
    /// Writes all of `buf` under the lock: tungstenite hands over whole
    /// frames, and another thread's frame must not land inside one.
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        lock(&self.outgoing.stream).write_all(buf)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        lock(&self.outgoing.stream).flush()
    }
}

/// Reads a connection's messages.
pub enum Reader {
    Lines(BufReader<Incoming>),
    WebSocket(Box<WebSocket<WsStream>>, Arc<WriteHalf>),
}

impl Reader {
    /// The next message, or the reason to refuse the connection; None
    /// when it closed (or broke, or said nothing in time).
    pub fn next(&mut self) -> Option<Result<ClientMessage, String>> {
        let message = match self {
            Reader::Lines(reader) => match read_line(reader, MAX_LINE) {
                LineRead::Line(line) => Some(ClientMessage::parse(&line)),
                LineRead::TooLong => {
                    skip_line(reader);
                    Some(Err(format!("the line is longer than {MAX_LINE} bytes")))
                }
                LineRead::NotUtf8 => Some(Err("not UTF-8".to_string())),
                LineRead::Closed => None,
            },
            Reader::WebSocket(socket, half) => next_frame(socket, half),
        };
        // The first message came: the time to say hello is over.
        match self {
            Reader::Lines(reader) => reader.get_mut().deadline = None,
            Reader::WebSocket(socket, _) => socket.get_mut().incoming.deadline = None,
        }
        message
    }
}

/// The next text message of a WebSocket. Pings are answered, and the
/// client's close (tungstenite queues the answer; it is sent here, unless
/// the server already sent its own close).
fn next_frame(
    socket: &mut WebSocket<WsStream>,
    half: &WriteHalf,
) -> Option<Result<ClientMessage, String>> {
    loop {
        match socket.read() {
            Ok(Message::Text(text)) => return Some(ClientMessage::parse(&text)),
            Ok(Message::Binary(_)) => {
                return Some(Err(
                    "a binary message: each message is a text frame of JSON".to_string(),
                ))
            }
            // The pong is queued by read and sent by the next read.
            Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) => continue,
            Ok(Message::Close(_)) => {
                if !half.closing.swap(true, Ordering::SeqCst) {
                    let _ = socket.flush();
                }
                return None;
            }
            Err(WsError::Capacity(_)) => {
                return Some(Err(format!("the message is longer than {MAX_LINE} bytes")))
            }
            Err(WsError::Utf8) => return Some(Err("not UTF-8".to_string())),
            Err(WsError::Protocol(why)) => return Some(Err(format!("WebSocket protocol: {why}"))),
            Err(_) => return None,
        }
    }
}

/// Writes a connection's messages.
pub enum Writer {
    Lines(TcpStream),
    /// The writing socket, and the connection to close at the end.
    WebSocket(Box<WebSocket<WsStream>>, TcpStream),
}

impl Writer {
    /// Sends one message, given as its JSON line; false when the
    /// connection is gone (or closing).
    pub fn send(&mut self, line: &str) -> bool {
        match self {
            Writer::Lines(stream) => stream.write_all(line.as_bytes()).is_ok(),
            Writer::WebSocket(socket, _) => {
                if socket.get_ref().outgoing.closing.load(Ordering::SeqCst) {
                    return false;
                }
                let text = line.strip_suffix('\n').unwrap_or(line);
                socket.send(Message::Text(text.to_string())).is_ok()
            }
        }
    }

    /// Ends the connection. A WebSocket is closed as the protocol says:
    /// a close frame, then the client's answer awaited (a while, and
    /// what comes before it dropped) so that the messages sent last are
    /// read, not lost to a reset.
    pub fn close(self) {
        match self {
            Writer::Lines(stream) => {
                let _ = stream.shutdown(Shutdown::Both);
            }
            Writer::WebSocket(mut socket, mut stream) => {
                if !socket
                    .get_ref()
                    .outgoing
                    .closing
                    .swap(true, Ordering::SeqCst)
                {
                    let _ = socket.close(None);
                }
                let _ = stream.shutdown(Shutdown::Write);
                drain(&mut stream, Instant::now() + CLOSE_WAIT);
                let _ = stream.shutdown(Shutdown::Both);
            }
        }
    }

    /// Refuses the connection: `refused` with the reason, then the close.
    pub fn refuse(mut self, reason: &str) {
        self.send(&ServerMessage::Refused(reason.to_string()).to_line());
        self.close();
    }
}

/// Reads and drops what comes until the connection's end, up to a bound
/// in bytes and in time.
fn drain(stream: &mut TcpStream, deadline: Instant) {
    let mut buf = [0u8; 8192];
    let mut skipped = 0;
    while skipped < SKIPPED_AT_MOST {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return;
        }
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => skipped += n,
        }
    }
}

/// Reads and drops the rest of a line too long to take, up to a bound:
/// the reason sent then reaches a client that has finished sending (a
/// socket closed with bytes unread is reset, and the reason lost).
fn skip_line(reader: &mut impl BufRead) {
    let mut skipped = 0;
    while skipped < SKIPPED_AT_MOST {
        let Ok(available) = reader.fill_buf() else {
            return;
        };
        if available.is_empty() {
            return;
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        reader.consume(taken);
        skipped += taken;
        if ended {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::TcpListener;

    /// A connected pair over loopback: (the client's end, the server's).
    fn pair() -> (TcpStream, TcpStream) {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let client = TcpStream::connect(listener.local_addr().expect("bound")).expect("connects");
        let (server, _) = listener.accept().expect("accepts");
        (client, server)
    }

    #[test]
    fn the_first_bytes_tell_an_http_request_from_json_lines() {
        let deadline = || Instant::now() + Duration::from_secs(10);
        let (mut client, server) = pair();
        client.write_all(b"{\"type\":\"hello\"").expect("sent");
        assert!(!is_http(&server, deadline()).expect("a verdict"));
        // `GE` alone says nothing yet: the rest is waited for, and the
        // bytes are left for the reader.
        let (mut client, server) = pair();
        client.write_all(b"GE").expect("sent");
        let rest = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            client.write_all(b"T / HTTP/1.1\r\n").expect("sent");
            client
        });
        assert!(is_http(&server, deadline()).expect("a verdict"));
        let mut first = [0u8; 4];
        (&server).read_exact(&mut first).expect("still there");
        assert_eq!(&first, b"GET ");
        drop(rest.join());
        // A connection closed before a byte gives no verdict.
        let (client, server) = pair();
        drop(client);
        assert!(is_http(&server, deadline()).is_err());
    }

    fn request(origin: Option<&str>, host: &str) -> Request {
        let mut request = Request::builder().uri("/").header("host", host);
        if let Some(origin) = origin {
            request = request.header("origin", origin);
        }
        request.body(()).expect("a request")
    }

    #[test]
    fn only_the_servers_own_page_opens_a_socket_without_a_password() {
        let host = "127.0.0.1:7777";
        assert_eq!(origin_refused(&request(None, host), false), None);
        let own = request(Some("http://127.0.0.1:7777"), host);
        assert_eq!(origin_refused(&own, false), None);
        for foreign in [
            "http://evil.example",
            "http://127.0.0.1:7778",
            "null",
            "file://",
        ] {
            let page = request(Some(foreign), host);
            assert!(origin_refused(&page, false).is_some(), "{foreign}");
            assert_eq!(origin_refused(&page, true), None, "{foreign}");
        }
    }

    #[test]
    fn a_plain_http_request_gets_the_page_or_a_404() {
        let page = String::from_utf8(http_answer(b"GET / HTTP/1.1\r\n\r\n")).expect("text");
        assert!(page.starts_with("HTTP/1.1 200 OK\r\n"), "{page}");
        assert!(page.ends_with(WEB_CLIENT));
        assert!(page.contains(&format!("Content-Length: {}\r\n", WEB_CLIENT.len())));
        for request in [&b"GET /x HTTP/1.1\r\n\r\n"[..], b"GET", b""] {
            let answer = String::from_utf8(http_answer(request)).expect("text");
            assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
        }
    }
}
