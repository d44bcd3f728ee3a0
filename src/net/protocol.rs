//! The wire: one JSON object a line, each line at most [`MAX_LINE`] bytes.
//! docs/network.md ("Protocol") documents every message; this module is the
//! one place that reads and writes them.

use std::io::{BufRead, ErrorKind};

use serde_json::{json, Map, Value};

/// The longest line either side sends, its line end included: a longer
/// one ends the connection.
pub const MAX_LINE: usize = 64 * 1024;

/// The longest name a player may join with.
pub const MAX_NAME: usize = 32;

/// What a client sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientMessage {
    Hello {
        name: String,
        password: Option<String>,
        lang: Option<String>,
        watch: bool,
        /// The seat token the server gave this name before (tokens.rs).
        token: Option<String>,
        /// The client shows colour: maps and boards come with ANSI SGR
        /// sequences (else with their owners marked in text).
        colour: bool,
    },
    Line(String),
    Bye,
}

/// What the server sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerMessage {
    Welcome {
        game: String,
        name: String,
        watch: bool,
        /// The name's seat token (none for a spectator of a free name):
        /// the client keeps it to join again.
        token: Option<String>,
    },
    /// The connection is refused or ended for `reason`; the server closes it.
    Refused(String),
    /// Text to show.
    Output(String),
    /// The server waits for a line of this client: show `text` and read one.
    Prompt(String),
    /// The connection ends at the player's wish (`halt.`, `bye`).
    Bye(String),
}

impl ServerMessage {
    /// The message as one line of JSON, with its line end.
    pub fn to_line(&self) -> String {
        let value = match self {
            ServerMessage::Welcome {
                game,
                name,
                watch,
                token,
            } => {
                let mut value =
                    json!({"type": "welcome", "game": game, "name": name, "watch": watch});
                if let Some(token) = token {
                    value["token"] = json!(token);
                }
                value
            }
            ServerMessage::Refused(reason) => json!({"type": "refused", "reason": reason}),
            ServerMessage::Output(text) => json!({"type": "output", "text": text}),
            ServerMessage::Prompt(text) => json!({"type": "prompt", "text": text}),
            ServerMessage::Bye(reason) => json!({"type": "bye", "reason": reason}),
        };
        let mut line = value.to_string();
        line.push('\n');
        line
    }

    /// Parses a line the server sent (for `conquest join` and tests).
    pub fn parse(line: &str) -> Result<ServerMessage, String> {
        let object = object_of(line)?;
        let text = |key: &str| string_field(&object, key);
        match object.get("type").and_then(Value::as_str) {
            Some("welcome") => Ok(ServerMessage::Welcome {
                game: text("game")?,
                name: text("name")?,
                watch: object
                    .get("watch")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
                token: object
                    .get("token")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            }),
            Some("refused") => Ok(ServerMessage::Refused(text("reason")?)),
            Some("output") => Ok(ServerMessage::Output(text("text")?)),
            Some("prompt") => Ok(ServerMessage::Prompt(text("text")?)),
            Some("bye") => Ok(ServerMessage::Bye(text("reason")?)),
            _ => Err("unknown message type".to_string()),
        }
    }
}

impl ClientMessage {
    /// The message as one line of JSON, with its line end.
    pub fn to_line(&self) -> String {
        let value = match self {
            ClientMessage::Hello {
                name,
                password,
                lang,
                watch,
                token,
                colour,
            } => {
                let mut value = json!({"type": "hello", "name": name, "watch": watch});
                if let Some(token) = token {
                    value["token"] = json!(token);
                }
                if *colour {
                    value["colour"] = json!(true);
                }
                if let Some(password) = password {
                    value["password"] = json!(password);
                }
                if let Some(lang) = lang {
                    value["lang"] = json!(lang);
                }
                value
            }
            ClientMessage::Line(text) => json!({"type": "line", "text": text}),
            ClientMessage::Bye => json!({"type": "bye"}),
        };
        let mut line = value.to_string();
        line.push('\n');
        line
    }

    /// Parses a line a client sent; the error is the reason the server
    /// gives when it refuses it.
    pub fn parse(line: &str) -> Result<ClientMessage, String> {
        let object = object_of(line)?;
        match object.get("type").and_then(Value::as_str) {
            Some("hello") => {
                let name = string_field(&object, "name")?;
                if let Some(why) = name_error(&name) {
                    return Err(why);
                }
                let optional = |key: &str| -> Result<Option<String>, String> {
                    match object.get(key) {
                        None | Some(Value::Null) => Ok(None),
                        Some(Value::String(s)) => Ok(Some(s.clone())),
                        Some(_) => Err(format!("\"{key}\" must be a string")),
                    }
                };
                let watch = match object.get("watch") {
                    None | Some(Value::Null) => false,
                    Some(Value::Bool(b)) => *b,
                    Some(_) => return Err("\"watch\" must be true or false".to_string()),
                };
                let colour = match object.get("colour") {
                    None | Some(Value::Null) => false,
                    Some(Value::Bool(b)) => *b,
                    Some(_) => return Err("\"colour\" must be true or false".to_string()),
                };
                let lang = optional("lang")?;
                let token = optional("token")?;
                if token
                    .as_deref()
                    .is_some_and(|t| t.len() > super::tokens::MAX_TOKEN)
                {
                    return Err(format!(
                        "\"token\" is at most {} characters",
                        super::tokens::MAX_TOKEN
                    ));
                }
                if lang.as_deref().is_some_and(|l| l != "en" && l != "id") {
                    return Err("\"lang\" must be \"en\" or \"id\"".to_string());
                }
                Ok(ClientMessage::Hello {
                    name,
                    password: optional("password")?,
                    lang,
                    watch,
                    token,
                    colour,
                })
            }
            Some("line") => {
                let text = string_field(&object, "text")?;
                if text.contains(['\n', '\r']) {
                    return Err("a line's text holds no line end".to_string());
                }
                Ok(ClientMessage::Line(text))
            }
            Some("bye") => Ok(ClientMessage::Bye),
            Some(other) => Err(format!("unknown message type \"{other}\"")),
            None => Err("a message needs a \"type\"".to_string()),
        }
    }
}

/// Why `name` cannot be a player's name: 1 to MAX_NAME letters, digits,
/// `_` or `-`, starting with a lowercase letter, so that it is a Prolog
/// atom as typed (`startGame([alice, bob], [])` names the seats).
pub fn name_error(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_lowercase());
    let rest_ok = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if name.len() > MAX_NAME || !first_ok || !rest_ok {
        Some(format!(
            "a name is a lowercase letter, then up to {} letters, digits or _ (as a seat is typed in startGame)",
            MAX_NAME - 1
        ))
    } else {
        None
    }
}

fn object_of(line: &str) -> Result<Map<String, Value>, String> {
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(object)) => Ok(object),
        Ok(_) => Err("a message is a JSON object".to_string()),
        Err(_) => Err("not JSON".to_string()),
    }
}

fn string_field(object: &Map<String, Value>, key: &str) -> Result<String, String> {
    match object.get(key) {
        Some(Value::String(s)) => Ok(s.clone()),
        _ => Err(format!("\"{key}\" must be a string")),
    }
}

/// What reading one line gave.
#[derive(Debug, PartialEq, Eq)]
pub enum LineRead {
    Line(String),
    /// The other side closed the connection (or it broke).
    Closed,
    /// Over MAX_LINE bytes without a line end.
    TooLong,
    NotUtf8,
}

/// Reads one line of at most `max` bytes (its end included), without
/// ever holding more than that: a longer one is not read further.
pub fn read_line(reader: &mut impl BufRead, max: usize) -> LineRead {
    let mut bytes = Vec::new();
    loop {
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => return LineRead::Closed,
        };
        if available.is_empty() {
            return LineRead::Closed;
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        if bytes.len() + taken > max {
            return LineRead::TooLong;
        }
        bytes.extend_from_slice(&available[..taken]);
        reader.consume(taken);
        if ended {
            while bytes.last() == Some(&b'\n') || bytes.last() == Some(&b'\r') {
                bytes.pop();
            }
            return match String::from_utf8(bytes) {
                Ok(line) => LineRead::Line(line),
                Err(_) => LineRead::NotUtf8,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_are_parsed_or_refused_with_a_reason() {
        assert_eq!(
            ClientMessage::parse(r#"{"type":"hello","name":"alice","watch":true}"#),
            Ok(ClientMessage::Hello {
                name: "alice".into(),
                password: None,
                lang: None,
                watch: true,
                token: None,
                colour: false
            })
        );
        assert_eq!(
            ClientMessage::parse(r#"{"type":"hello","name":"siti","colour":true}"#),
            Ok(ClientMessage::Hello {
                name: "siti".into(),
                password: None,
                lang: None,
                watch: false,
                token: None,
                colour: true
            })
        );
        assert_eq!(
            ClientMessage::parse(r#"{"type":"hello","name":"siti","colour":"yes"}"#),
            Err("\"colour\" must be true or false".into())
        );
        assert_eq!(
            ClientMessage::parse(r#"{"type":"line","text":"owner(na1, P)."}"#),
            Ok(ClientMessage::Line("owner(na1, P).".into()))
        );
        assert!(ClientMessage::parse("hello").is_err());
        assert!(ClientMessage::parse("[1,2]").is_err());
        assert!(ClientMessage::parse(r#"{"type":"launch"}"#).is_err());
        assert!(ClientMessage::parse(r#"{"type":"hello","name":"Alice"}"#).is_err());
        assert!(ClientMessage::parse(r#"{"type":"hello","name":"a'b"}"#).is_err());
        assert!(ClientMessage::parse(r#"{"type":"hello","name":"bob","lang":"fr"}"#).is_err());
        assert!(ClientMessage::parse(r#"{"type":"line","text":"a.\nhalt."}"#).is_err());
        assert!(ClientMessage::parse(r#"{"type":"line","text":3}"#).is_err());
    }

    #[test]
    fn messages_survive_their_own_encoding() {
        let hello = ClientMessage::Hello {
            name: "bob".into(),
            password: Some("pw \"x\"".into()),
            lang: Some("id".into()),
            watch: false,
            token: Some("00ff".into()),
            colour: true,
        };
        let line = hello.to_line();
        assert!(line.ends_with('\n') && line.matches('\n').count() == 1);
        assert_eq!(ClientMessage::parse(line.trim_end()), Ok(hello));
        let output = ServerMessage::Output("a\nb \u{1b}[0m".into());
        assert_eq!(
            ServerMessage::parse(output.to_line().trim_end()),
            Ok(output)
        );
    }

    #[test]
    fn lines_are_bounded() {
        let mut input: &[u8] = b"short\nlonger line\r\n";
        assert_eq!(read_line(&mut input, 8), LineRead::Line("short".into()));
        assert_eq!(read_line(&mut input, 8), LineRead::TooLong);
        let mut input: &[u8] = b"\xff\n";
        assert_eq!(read_line(&mut input, 8), LineRead::NotUtf8);
        let mut input: &[u8] = b"no end";
        assert_eq!(read_line(&mut input, 80), LineRead::Closed);
    }
}
