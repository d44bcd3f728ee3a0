//! `conquest join HOST:PORT` (or `ws://HOST:PORT`): a player's terminal
//! on a served game.
//!
//! It connects to the address given and nowhere else, says hello, then
//! prints what the server sends as it arrives (a reader thread) and, each
//! time the server waits for this player (a `prompt`), reads one line:
//! with the line editor at a terminal, else from standard input. The end
//! of input says bye.

use std::io::{BufRead, IsTerminal, Write};
use std::net::TcpStream;
use std::process::ExitCode;
use std::sync::mpsc;

use rustyline::error::ReadlineError;
use rustyline::{DefaultEditor, ExternalPrinter};

use super::join_transport::{self, Address, Incoming};
use super::protocol::{ClientMessage, LineRead, ServerMessage};
use super::terminal_text::TerminalText;
use super::tokens;

/// What `conquest join` was asked.
#[derive(Debug, Clone)]
pub struct JoinOptions {
    pub address: String,
    pub name: String,
    pub password: Option<String>,
    pub lang: Option<String>,
    pub watch: bool,
}

/// What the reader thread hands the main thread.
enum FromServer {
    Prompt(String),
    /// The connection ended; the exit status.
    Ended(u8),
}

/// Lines typed by the player.
enum Lines {
    Editor(Box<DefaultEditor>),
    Plain(std::io::StdinLock<'static>),
}

impl Lines {
    fn read(&mut self, prompt: &str) -> Option<String> {
        match self {
            Lines::Editor(editor) => loop {
                match editor.readline(prompt) {
                    Ok(line) => {
                        let _ = editor.add_history_entry(line.as_str());
                        return Some(line);
                    }
                    // Ctrl-C clears the line being typed, as at a prompt.
                    Err(ReadlineError::Interrupted) => continue,
                    Err(_) => return None,
                }
            },
            Lines::Plain(stdin) => {
                let mut line = String::new();
                match stdin.read_line(&mut line) {
                    Ok(0) | Err(_) => None,
                    Ok(_) => Some(line.trim_end_matches(['\n', '\r']).to_string()),
                }
            }
        }
    }
}

/// Joins the game at `options.address`; returns the exit status (0 when
/// the player left, 1 when the server refused or the connection broke).
pub fn run(options: &JoinOptions) -> ExitCode {
    if let Some(why) = super::protocol::name_error(&options.name) {
        eprintln!("conquest join: {why}");
        return ExitCode::from(2);
    }
    let address = match Address::parse(&options.address) {
        Ok(address) => address,
        Err(why) => {
            eprintln!("conquest join: {why}");
            return ExitCode::from(2);
        }
    };
    let stream = match TcpStream::connect(address.host_port()) {
        Ok(stream) => stream,
        Err(e) => {
            eprintln!("conquest join: cannot connect to {}: {e}", options.address);
            return ExitCode::FAILURE;
        }
    };
    // Lines go out as they are typed, not held for an ACK (Nagle).
    let _ = stream.set_nodelay(true);
    let (read_half, mut writer) = match join_transport::open(stream, &address) {
        Ok(halves) => halves,
        Err(why) => {
            eprintln!("conquest join: {}: {why}", options.address);
            return ExitCode::FAILURE;
        }
    };
    let token_file = crate::paths::data_dir().map(|dir| tokens::client_file(&dir));
    // The server draws maps in colour for a terminal that shows it, as a
    // local game does: unless NO_COLOR, CLICOLOR=0 or TERM=dumb.
    let colour = anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never;
    let hello = ClientMessage::Hello {
        name: options.name.clone(),
        password: options.password.clone(),
        lang: options.lang.clone(),
        watch: options.watch,
        token: token_file
            .as_deref()
            .and_then(|file| tokens::stored_token(file, address.host_port(), &options.name)),
        colour,
    };
    if !writer.send(&hello.to_line()) {
        eprintln!("conquest join: the connection closed");
        return ExitCode::FAILURE;
    }
    let (tell, told) = mpsc::channel();
    let mut printer: Option<Printer> = None;
    let mut lines = match std::io::stdin()
        .is_terminal()
        .then(DefaultEditor::new)
        .and_then(Result::ok)
    {
        Some(mut editor) => {
            // Text that arrives while the player types is printed above
            // the line being edited, which the editor then draws again.
            printer = editor
                .create_external_printer()
                .ok()
                .map(|p| Box::new(p) as Printer);
            Lines::Editor(Box::new(editor))
        }
        None => Lines::Plain(std::io::stdin().lock()),
    };
    let seat = Seat {
        file: token_file,
        // The server's, however it was reached: a seat taken over
        // ws:// is taken back over JSON lines, and the other way round.
        address: address.host_port().to_string(),
    };
    let spawned = std::thread::Builder::new()
        .name("server".into())
        .spawn(move || read_server(read_half, tell, printer, TerminalText::new(colour), seat));
    if spawned.is_err() {
        eprintln!("conquest join: cannot start a thread");
        return ExitCode::FAILURE;
    }
    loop {
        match told.recv() {
            Ok(FromServer::Prompt(prompt)) => {
                let message = match lines.read(&prompt) {
                    Some(line) => ClientMessage::Line(line),
                    None => ClientMessage::Bye,
                };
                let bye = message == ClientMessage::Bye;
                if !writer.send(&message.to_line()) {
                    return ExitCode::FAILURE;
                }
                if bye {
                    // The server answers bye and closes; the reader ends then.
                    writer.finish();
                }
            }
            Ok(FromServer::Ended(code)) => return ExitCode::from(code),
            Err(_) => return ExitCode::FAILURE,
        }
    }
}

/// What prints text while the line editor may be reading a line.
type Printer = Box<dyn ExternalPrinter + Send>;

/// Shows whole lines of the server's text.
fn show(printer: &mut Option<Printer>, text: &str) {
    if let Some(printer) = printer {
        if printer.print(text.to_string()).is_ok() {
            return;
        }
    }
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Where the client keeps the token of the seat it joins.
struct Seat {
    file: Option<std::path::PathBuf>,
    address: String,
}

/// Prints what the server sends; prompts go to the main thread.
fn read_server(
    mut incoming: Incoming,
    tell: mpsc::Sender<FromServer>,
    mut printer: Option<Printer>,
    mut shown: TerminalText,
    seat: Seat,
) {
    // Output not ended by a line end: shown as the start of the prompt.
    let mut partial = String::new();
    let code = loop {
        let line = match incoming.next() {
            LineRead::Line(line) => line,
            LineRead::Closed => break 1,
            LineRead::TooLong | LineRead::NotUtf8 => {
                eprintln!("conquest join: the server sent a line that is not a message");
                break 1;
            }
        };
        match ServerMessage::parse(&line) {
            Ok(ServerMessage::Welcome {
                game,
                name,
                watch,
                token,
            }) => {
                if let (Some(file), Some(token)) = (&seat.file, &token) {
                    if let Err(e) = tokens::store_token(file, &seat.address, &name, token) {
                        eprintln!(
                            "conquest join: cannot keep the seat's token in {}: {e} \
                             (joining again after a drop will be refused)",
                            file.display()
                        );
                    }
                }
                let what = if watch { "watching" } else { "joined" };
                show(&mut printer, &format!("{what} {game} as {name}\n"));
            }
            Ok(ServerMessage::Output(text)) => {
                let text = shown.clean(&text);
                let (done, rest) = match text.rfind('\n') {
                    Some(at) => text.split_at(at + 1),
                    None => ("", text.as_str()),
                };
                if !done.is_empty() {
                    let whole = std::mem::take(&mut partial) + done;
                    show(&mut printer, &whole);
                }
                partial.push_str(rest);
            }
            Ok(ServerMessage::Prompt(text)) => {
                let prompt = std::mem::take(&mut partial) + &shown.clean(&text);
                if tell.send(FromServer::Prompt(prompt)).is_err() {
                    break 1;
                }
            }
            Ok(ServerMessage::Refused(reason)) => {
                let reason = TerminalText::new(false).clean(&reason);
                eprintln!("conquest join: refused: {reason}");
                break 1;
            }
            Ok(ServerMessage::Bye(_)) => {
                print!("{partial}");
                let _ = std::io::stdout().flush();
                break 0;
            }
            Err(_) => {
                eprintln!("conquest join: the server sent a line that is not a message");
                break 1;
            }
        }
    };
    let _ = tell.send(FromServer::Ended(code));
}
