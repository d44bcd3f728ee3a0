//! A served game's events told to each player in their own language, and
//! in colour to a client that asked for it: one command of the seat to
//! move, read by a player who asked for English and one who asked for
//! Indonesian. The words looked for come from the game's message files,
//! so a reworded message changes the expectation with it.

use std::io::Write;
use std::time::Duration;

use serde_json::json;

use crate::common::{self, conquest_command, scratch_dir, shipped_rules};
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

/// The format of message `key` in `lang` in the game library's messages
/// (prolog/common/messages.pl): `common_message(en, key(...), "...").`
fn common_format(lang: &str, key: &str) -> String {
    table_format(
        "common/messages.pl",
        &format!("common_message({lang}, {key}"),
    )
}

/// The format of message `key` in `lang` in the host's messages
/// (prolog/host/host_messages.pl): `host_message(en, key(...), "...").`
fn host_format(lang: &str, key: &str) -> String {
    table_format(
        "host/host_messages.pl",
        &format!("host_message({lang}, {key}"),
    )
}

/// The format of the first clause of `file` (under prolog/) that starts
/// with `start`.
fn table_format(file: &str, start: &str) -> String {
    let path = format!("{}/prolog/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the message file reads");
    let line = text
        .lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("{path} has no {start}"));
    let quoted = &line[line.find('"').expect("a format") + 1..];
    quoted[..quoted.rfind('"').expect("its end")].to_string()
}

/// How `lang` calls the computer at `seat` playing at `level`: the
/// library's computer_name/3, "p3 (computer, hard)".
fn computer_called(lang: &str, seat: &str, level: &str) -> String {
    common_format(lang, "computer_name(")
        .replacen("~w", seat, 1)
        .replacen("~w", level, 1)
        .replace("~i", "")
}

#[test]
fn a_computers_name_comes_in_each_readers_language() {
    let server = Server::start("net-lang-computer", &[]);
    let (mut alice, mut siti) = alice_and_siti(&server);
    // p3 a computer called by its seat and level, p4 one with a name.
    let started = alice.ask("startGame([alice, siti, cpu(hard), cpu(normal, robo)], []).");
    let (p3_en, p3_id) = (
        computer_called("en", "p3", "hard"),
        computer_called("id", "p3", "hard"),
    );
    let robo_en = computer_called("en", "robo", "normal");
    let robo_id = computer_called("id", "robo", "normal");
    // The turn order names every seat; the map's legend the named one
    // with its level.
    let order = |lang| fixed_words(&conquest_format(lang, "turn_order"));
    assert!(started.contains(&order("en")), "{started}");
    assert!(started.contains(&p3_en), "{started}");
    assert!(started.contains(&robo_en), "{started}");
    assert!(!started.contains(&p3_id), "{started}");
    let seen = siti.until(&robo_id);
    assert!(seen.contains(&order("id")), "{seen}");
    assert!(seen.contains(&p3_id), "{seen}");
    assert!(!seen.contains(&p3_en), "{seen}");
    assert!(!seen.contains(&robo_en), "{seen}");
}

#[test]
fn a_refusals_reason_inside_another_message_comes_in_each_readers_language() {
    let mut server = Server::start("net-lang-reason", &[]);
    let (mut alice, mut siti) = alice_and_siti(&server);
    alice.ask("startGame([alice, siti], []).");
    // The host takes every territory but one for the player to move
    // (a query of the host's own, which nobody else reads), then the
    // last: a claiming with nothing to claim, which the cheat refuses,
    // saying why (a message of its own) inside its refusal.
    let host = server.child.stdin.as_mut().expect("piped");
    host.write_all(
        b"set_quiet(true), forall(member(T, [na1,na2,na3,na4,na5,e1,e2,e3,e4,e5,\
          a1,a2,a3,a4,a5,a6,a7,sa1,sa2,af1,af2,af3,au1]), cheatTake(T)), set_quiet(false).\n\
          cheatTake(au2).\n",
    )
    .expect("the host types");
    let refused = |lang| fixed_words(&conquest_format(lang, "cheat_breaks_game"));
    let why = |lang| fixed_words(&conquest_format(lang, "state_nothing_to_claim"));
    let seen_en = alice.until(&why("en"));
    assert!(seen_en.contains(&refused("en")), "{seen_en}");
    assert!(!seen_en.contains(&why("id")), "{seen_en}");
    let seen_id = siti.until(&why("id"));
    assert!(seen_id.contains(&refused("id")), "{seen_id}");
    assert!(!seen_id.contains(&why("en")), "{seen_id}");
}

#[test]
fn a_rules_error_is_told_to_whoever_typed_the_command_in_their_language() {
    // Tic-tac-toe whose mark/2 raises for p1: a move of p1 raises.
    let dir = scratch_dir("net-lang-rule-error-rules");
    common::copy_host_files(&dir);
    common::copy_tree(&shipped_rules().join("common"), &dir.join("common"));
    let game = dir.join("games/tictactoe");
    common::copy_tree(&shipped_rules().join("games/tictactoe"), &game);
    let rules_pl = game.join("rules.pl");
    let text = std::fs::read_to_string(&rules_pl).expect("rules.pl");
    let text = text.replacen("mark(p1, x).", "mark(p1, x) :- X = foo, _ is X + 1.", 1);
    std::fs::write(&rules_pl, text).expect("rules.pl written");
    let rules = dir.to_string_lossy().into_owned();
    let server = Server::start(
        "net-lang-rule-error",
        &["--rules", &rules, "--game", "tictactoe"],
    );
    // alice stays joined: her English is a second language among the readers.
    let (_alice, mut siti) = alice_and_siti(&server);
    siti.ask("startGame([siti, alice], []).");
    let answer = siti.ask("place(5).");
    let at = |lang| fixed_words(&host_format(lang, "rule_error_at"));
    let undone = |lang| fixed_words(&host_format(lang, "rule_command_undone"));
    assert!(answer.contains(&at("id")), "{answer}");
    assert!(answer.contains(&undone("id")), "{answer}");
    assert!(!answer.contains(&at("en")), "{answer}");
    assert!(answer.contains("rules.pl:"), "at its rule: {answer}");
    // What was raised, in words of the messages (a message inside it).
    let not_evaluable = fixed_words(&host_format("id", "error_not_evaluable"));
    assert!(answer.contains(&not_evaluable), "{answer}");
}
