//! A served game's events told to each player in their own language, and
//! in colour to a client that asked for it: one command of the seat to
//! move, read by a player who asked for English and one who asked for
//! Indonesian. The words looked for come from the game's message files,
//! so a reworded message changes the expectation with it.

use std::time::Duration;

use serde_json::json;

use crate::common::{conquest_command, scratch_dir};
use crate::net::{run_to_end, Client, Server};

/// The format of message `key` in `lang` (`en` or `id`), as Global
/// Conquest's message file writes it: `en_message(took(_P, _T), "...").`
fn conquest_format(lang: &str, key: &str) -> String {
    message_format("conquest", lang, key)
}

fn olympia_format(lang: &str, key: &str) -> String {
    message_format("olympia", lang, key)
}

/// The format of message `key` in `lang` in `game`'s message file.
fn message_format(game: &str, lang: &str, key: &str) -> String {
    let path = format!(
        "{}/prolog/games/{game}/messages_{lang}.pl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the message file reads");
    let start = format!("{lang}_message({key}");
    let line = text
        .lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("{path} has no {start}"));
    let quoted = &line[line.find('"').expect("a format") + 1..];
    quoted[..quoted.rfind('"').expect("its end")].to_string()
}

/// The longest stretch of `format` between its directives: a part of the
/// message that no argument changes.
fn fixed_words(format: &str) -> String {
    format
        .split('~')
        .enumerate()
        // Each piece but the first starts with the directive's letter.
        .map(|(i, piece)| {
            if i == 0 {
                piece
            } else {
                piece.get(1..).unwrap_or("")
            }
        })
        .max_by_key(|piece| piece.len())
        .unwrap_or("")
        .trim()
        .to_string()
}

/// alice (English, no colour) and siti (Indonesian, colour) joined and
/// prompted.
fn alice_and_siti(server: &Server) -> (Client, Client) {
    let mut alice = server.join_with(json!({"type": "hello", "name": "alice", "lang": "en"}));
    alice.until_prompt();
    let mut siti =
        server.join_with(json!({"type": "hello", "name": "siti", "lang": "id", "colour": true}));
    siti.until_prompt();
    (alice, siti)
}

#[test]
fn each_player_reads_a_command_in_their_language_and_colour_if_asked() {
    let server = Server::start("net-lang-events", &[]);
    let (mut alice, mut siti) = alice_and_siti(&server);
    let started = alice.ask("startGame([alice, siti], []).");
    let goes_first = |lang| fixed_words(&conquest_format(lang, "goes_first"));
    assert!(started.contains(&goes_first("en")), "{started}");
    siti.until(&goes_first("id"));
    // The turn's message ends the command's output.
    let claim_id = fixed_words(&conquest_format("id", "claim_turn"));
    siti.until(&claim_id);

    let took = alice.ask("takeLocation(na1).");
    let (took_en, took_id) = (
        fixed_words(&conquest_format("en", "took(")),
        fixed_words(&conquest_format("id", "took(")),
    );
    assert!(took.contains(&took_en), "{took}");
    assert!(!took.contains(&took_id), "{took}");
    // The map came too: without colour, its owners marked in the text.
    assert!(took.contains("NA1"), "{took}");
    assert!(
        !took.contains('\u{1b}'),
        "colour for a client that asked none: {took}"
    );
    assert!(took.contains("yes"), "{took}");

    let seen = siti.until(&claim_id);
    assert!(seen.contains(&took_id), "{seen}");
    assert!(!seen.contains(&took_en), "{seen}");
    assert!(seen.contains("\u{1b}["), "no colour for siti: {seen}");
    // The answer to alice's command was alice's alone.
    assert!(!seen.contains("yes"), "{seen}");
}

#[test]
fn a_commands_question_is_asked_in_its_players_language() {
    let server = Server::start("net-lang-question", &[]);
    let (mut alice, mut siti) = alice_and_siti(&server);
    siti.line("startGame.");
    // First the offer of the players who joined, in her language; she
    // chooses the players herself.
    let offer = siti.until_prompt();
    assert!(
        offer.contains("Pemain yang bergabung: [alice,siti]."),
        "{offer}"
    );
    siti.line("tidak");
    let asked = siti.until_prompt();
    let count_id = conquest_format("id", "ask_player_count");
    assert!(asked.ends_with(&count_id), "{asked}");
    // Backing out is told to everyone, each in their language.
    let cancelled = siti.ask("batal");
    let cancelled_id = fixed_words(&conquest_format("id", "setup_cancelled"));
    assert!(cancelled.contains(&cancelled_id), "{cancelled}");
    let cancelled_en = fixed_words(&conquest_format("en", "setup_cancelled"));
    let seen = alice.until(&cancelled_en);
    assert!(
        !seen.contains(&count_id),
        "siti's question reached alice: {seen}"
    );
}

/// What `conquest join` prints of a game it starts (the map drawn after
/// the roll for the turn order), with `colour_env` set and NO_COLOR not.
fn joined_output(colour_env: (&str, &str)) -> String {
    let server = Server::start("net-lang-join", &[]);
    let join = conquest_command(&scratch_dir("net-lang-join-data"))
        .env_remove("NO_COLOR")
        .env(colour_env.0, colour_env.1)
        .args(["join", &server.address(), "--name", "carol", "--lang", "id"])
        .spawn()
        .expect("join starts");
    // Bounded: one command, then the end of input says bye.
    let (text, status) = run_to_end(
        join,
        b"startGame([carol, cpu(easy)], []).\n",
        Duration::from_secs(120),
    );
    assert!(status.success(), "{status:?}\n{text}");
    text
}

#[test]
fn conquest_join_asks_for_colour_only_where_it_is_wanted() {
    let goes_first = fixed_words(&conquest_format("id", "goes_first"));
    let coloured = joined_output(("CLICOLOR_FORCE", "1"));
    assert!(coloured.contains(&goes_first), "{coloured}");
    assert!(coloured.contains("\u{1b}[1m"), "no colour: {coloured}");
    // Its output a pipe, not a terminal.
    let plain = joined_output(("TERM", "dumb"));
    assert!(plain.contains(&goes_first), "{plain}");
    assert!(!plain.contains('\u{1b}'), "colour: {plain}");
    // Without colour, the map marks who holds a cell in it.
    assert!(plain.contains("[p1]"), "{plain}");
}

#[test]
fn a_board_a_command_draws_itself_comes_in_each_language() {
    let server = Server::start("net-lang-board", &["--game", "olympia"]);
    let (mut alice, mut siti) = alice_and_siti(&server);
    let selected = |lang| olympia_format(lang, "legend_selected");
    let started = alice.ask("startGame([alice, siti], []).");
    assert!(started.contains(&selected("en")), "{started}");
    siti.until(&selected("id"));
    // move. draws the cells the selected unit reaches, then asks.
    alice.line("move.");
    let asked = alice.until_prompt();
    assert!(asked.contains(&selected("en")), "{asked}");
    let reach_id = fixed_words(&olympia_format("id", "reachable_cells"));
    let seen = siti.until(&reach_id);
    assert!(seen.contains(&selected("id")), "{seen}");
    assert!(!seen.contains(&selected("en")), "{seen}");
    alice.ask("cancel");
}
