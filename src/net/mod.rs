//! Playing one game from several machines: `conquest serve` runs the game
//! and its host's toplevel (`server`), `conquest join` is a player's
//! terminal on it (`client`), and `protocol` is the wire between them:
//! JSON lines over TCP or WebSocket text frames (`transport`), each
//! bounded (docs/network.md, "Protocol"); `views` keeps what each reader
//! is sent apart (their language, colour). The server never interprets a
//! player's text: a line reaches the toplevel
//! as a typed line does, and the Prolog side checks it (the seats and the
//! sandbox, prolog/host/seats.pl and sandbox.pl) before anything runs.

pub mod client;
mod join_transport;

pub mod protocol;
pub mod server;
mod terminal_text;
pub mod tokens;
mod transport;
mod views;

/// The value behind a mutex, also after a thread panicked holding it: a
/// client's thread that panics must not take the others down with it.
fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
