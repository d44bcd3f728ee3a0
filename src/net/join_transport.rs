//! How `conquest join` reaches its server: JSON lines over TCP for
//! `HOST:PORT`, WebSocket text frames (one JSON message each) for
//! `ws://HOST:PORT[/path]`. The same messages go both ways either way.
//!
//! A WebSocket is read on the client's reader thread and written on its
//! main thread: as on the server (transport.rs), each side has a socket
//! of its own over the one TCP connection, and their writes go through
//! one lock, so that a frame is written whole (the reading side writes
//! too: the pong to a ping, the answer to a close).

use super::lock;
use std::io::{self, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tungstenite::client::IntoClientRequest;
use tungstenite::protocol::{Role, WebSocketConfig};
use tungstenite::{Error as WsError, HandshakeError, Message, WebSocket};

use super::protocol::{read_line, LineRead, MAX_LINE};

/// How long the server may take to answer the WebSocket handshake.
const HANDSHAKE_WAIT: Duration = Duration::from_secs(10);

/// Where `conquest join` was told to go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    /// `HOST:PORT`: JSON lines over TCP.
    Lines(String),
    /// `ws://HOST:PORT[/path]`: the URL, and the `HOST:PORT` to connect to.
    WebSocket { url: String, host_port: String },
}

impl Address {
    /// Reads an address as given on the command line; Err says why it is
    /// none `conquest join` can use.
    pub fn parse(given: &str) -> Result<Address, String> {
        let lower = given.to_ascii_lowercase();
        if lower.starts_with("wss://") {
            return Err(format!(
                "{given}: wss:// needs TLS, which conquest join does not speak; \
                 use ws://HOST:PORT or HOST:PORT"
            ));
        }
        let Some(rest) = lower.starts_with("ws://").then(|| &given[5..]) else {
            if let Some((scheme, _)) = given.split_once("://") {
                return Err(format!(
                    "{given}: {scheme}:// is not an address conquest join speaks; \
                     use HOST:PORT or ws://HOST:PORT"
                ));
            }
            return Ok(Address::Lines(given.to_string()));
        };
        let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
        let bad = || format!("{given}: not a ws:// address (ws://HOST:PORT[/path])");
        if authority.is_empty() || authority.contains('@') {
            return Err(bad());
        }
        // Checked as tungstenite will read it, so that a bad URL is told
        // here and not as a failed handshake.
        let url = format!("ws://{rest}");
        if url.as_str().into_client_request().is_err() {
            return Err(bad());
        }
        let host_port = if authority.ends_with(']') || !authority.contains(':') {
            format!("{authority}:80")
        } else {
            authority.to_string()
        };
        Ok(Address::WebSocket { url, host_port })
    }

    /// Where the TCP connection goes.
    pub fn host_port(&self) -> &str {
        match self {
            Address::Lines(host_port) | Address::WebSocket { host_port, .. } => host_port,
        }
    }
}

/// Opens the transport over a connected stream: for a WebSocket, its
/// handshake, within `HANDSHAKE_WAIT`. Err says why it failed.
pub fn open(stream: TcpStream, address: &Address) -> Result<(Incoming, Outgoing), String> {
    let read_half = stream
        .try_clone()
        .map_err(|e| format!("cannot use the connection: {e}"))?;
    let url = match address {
        Address::Lines(_) => {
            return Ok((
                Incoming::Lines(BufReader::new(read_half)),
                Outgoing::Lines(stream),
            ))
        }
        Address::WebSocket { url, .. } => url,
    };
    let shared = Arc::new(Mutex::new(stream));
    let socket = WsStream {
        incoming: read_half,
        outgoing: shared.clone(),
    };
    let _ = socket.incoming.set_read_timeout(Some(HANDSHAKE_WAIT));
    let (reading, _) =
        match tungstenite::client::client_with_config(url.as_str(), socket, Some(config())) {
            Ok(done) => done,
            Err(HandshakeError::Failure(WsError::Http(response))) => {
                return Err(format!(
                    "the server answered the WebSocket handshake with HTTP {}",
                    response.status()
                ))
            }
            Err(HandshakeError::Failure(e)) => {
                return Err(format!("the WebSocket handshake failed: {e}"))
            }
            Err(HandshakeError::Interrupted(_)) => {
                return Err(format!(
                    "no answer to the WebSocket handshake within {} seconds",
                    HANDSHAKE_WAIT.as_secs()
                ))
            }
        };
    let _ = reading.get_ref().incoming.set_read_timeout(None);
    let writing = WsStream {
        incoming: reading
            .get_ref()
            .incoming
            .try_clone()
            .map_err(|e| format!("cannot use the connection: {e}"))?,
        outgoing: shared,
    };
    let writing = WebSocket::from_raw_socket(writing, Role::Client, Some(config()));
    Ok((
        Incoming::WebSocket(Box::new(reading)),
        Outgoing::WebSocket(Box::new(writing)),
    ))
}

/// The client's bounds: a server message is at most four JSON lines'
/// worth (as over TCP); frames go out as soon as they are sent.
fn config() -> WebSocketConfig {
    WebSocketConfig {
        max_message_size: Some(MAX_LINE * 4),
        max_frame_size: Some(MAX_LINE * 4),
        write_buffer_size: 0,
        ..WebSocketConfig::default()
    }
}

/// What tungstenite reads and writes: the connection's read side, and
/// its write side shared under a lock.
pub struct WsStream {
    incoming: TcpStream,
    outgoing: Arc<Mutex<TcpStream>>,
}

impl Read for WsStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.incoming.read(buf)
    }
}

impl Write for WsStream {
    /// Writes all of `buf` under the lock: tungstenite hands over whole
    /// frames, and the other side's must not land inside one.
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        lock(&self.outgoing).write_all(buf)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        lock(&self.outgoing).flush()
    }
}

/// The server's messages, as text, one at a time.
pub enum Incoming {
    Lines(BufReader<TcpStream>),
    WebSocket(Box<WebSocket<WsStream>>),
}

impl Incoming {
    /// The next message's text (a JSON object), as `read_line` tells it.
    pub fn next(&mut self) -> LineRead {
        match self {
            Incoming::Lines(reader) => read_line(reader, MAX_LINE * 4),
            Incoming::WebSocket(socket) => loop {
                match socket.read() {
                    Ok(Message::Text(text)) => return LineRead::Line(text),
                    Ok(Message::Binary(_)) => return LineRead::NotUtf8,
                    Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_)) => continue,
                    Ok(Message::Close(_)) => {
                        // The answer to the server's close, queued by read.
                        let _ = socket.flush();
                        return LineRead::Closed;
                    }
                    Err(WsError::Capacity(_)) => return LineRead::TooLong,
                    Err(WsError::Utf8) => return LineRead::NotUtf8,
                    Err(_) => return LineRead::Closed,
                }
            },
        }
    }
}

/// Where the client's messages go.
pub enum Outgoing {
    Lines(TcpStream),
    WebSocket(Box<WebSocket<WsStream>>),
}

impl Outgoing {
    /// Sends one message given as its JSON line; false when the
    /// connection is gone.
    pub fn send(&mut self, line: &str) -> bool {
        match self {
            Outgoing::Lines(stream) => stream.write_all(line.as_bytes()).is_ok(),
            Outgoing::WebSocket(socket) => {
                let text = line.strip_suffix('\n').unwrap_or(line);
                socket.send(Message::Text(text.to_string())).is_ok()
            }
        }
    }

    /// Says nothing more after a bye: the server answers and closes,
    /// which ends the reader.
    pub fn finish(&mut self) {
        if let Outgoing::Lines(stream) = self {
            let _ = stream.shutdown(Shutdown::Write);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_json_lines_or_a_websocket_url() {
        assert_eq!(
            Address::parse("127.0.0.1:7000"),
            Ok(Address::Lines("127.0.0.1:7000".into()))
        );
        assert_eq!(
            Address::parse("ws://127.0.0.1:7000/game"),
            Ok(Address::WebSocket {
                url: "ws://127.0.0.1:7000/game".into(),
                host_port: "127.0.0.1:7000".into()
            })
        );
        assert_eq!(
            Address::parse("WS://[::1]:7000"),
            Ok(Address::WebSocket {
                url: "ws://[::1]:7000".into(),
                host_port: "[::1]:7000".into()
            })
        );
        assert_eq!(
            Address::parse("ws://example.org").map(|a| a.host_port().to_string()),
            Ok("example.org:80".into())
        );
        let tls = Address::parse("wss://127.0.0.1:7000").unwrap_err();
        assert!(tls.contains("TLS"), "{tls}");
        for bad in [
            "ws://",
            "ws:///x",
            "ws://a b:1",
            "ws://user@host:1",
            "http://x:1",
        ] {
            assert!(Address::parse(bad).is_err(), "{bad}");
        }
    }
}
