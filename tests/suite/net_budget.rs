//! The server's budgets of a joined player's query that the inference
//! limit does not catch: wall-clock time and resident memory. Each test
//! checks that the query is stopped, that the player is told why, and
//! that the server answers the next query; no assertion is timed (every
//! read is bounded by a timeout).

use serde_json::json;

use crate::net::{Client, Server};

/// `conquest serve --port 0 EXTRA` and a player `mallory` joined and
/// prompted on it.
fn serve_and_join(name: &str, extra: &[&str]) -> (Server, Client) {
    let server = Server::start(name, extra);
    let mut mallory = server.join("mallory");
    let welcome = mallory.until_prompt();
    assert!(welcome.ends_with("| ?- "), "{welcome}");
    (server, mallory)
}

#[test]
fn a_query_past_two_seconds_is_stopped_and_the_server_answers_on() {
    let (_server, mut mallory) = serve_and_join("net-budget-time", &[]);
    // Eight inferences a power of 56 000 bits: the 5 000 000 inferences
    // would take a minute of powers; memory does not grow.
    let answer = mallory.ask("between(1, 1000000, _), _ is 7^20000, fail.");
    assert!(
        answer.contains("[the query ran past the server's budget of 2 s: it was stopped]"),
        "{answer}"
    );
    assert!(!answer.contains("inferences"), "{answer}");
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
}

#[test]
fn a_query_that_grows_memory_past_its_bound_is_stopped_and_told() {
    // A bound low enough that the bomb passes it well before its 2 s.
    let (_server, mut mallory) = serve_and_join("net-budget-memory", &["--query-memory", "16"]);
    let answer = mallory.ask("length(L, 1000000), findall(L, between(1, 40, _), Ls).");
    assert!(
        answer.contains(
            "[the query used more than 16 MB of memory, the server's budget: it was stopped]"
        ),
        "{answer}"
    );
    assert!(!answer.contains("budget of 2 s"), "one reason: {answer}");
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
}

/// A query of 27 `atom_concat/3`, each doubling the atom before: the
/// atoms reach 4 M characters (the inference budget stops it there) and
/// stay in memory after the query, as every atom the engine makes does.
fn doubling_atoms(first: &str) -> String {
    let mut goals = vec![format!("atom_concat({first}, {first}, A1)")];
    goals.extend((1..27).map(|i| format!("atom_concat(A{i}, A{i}, A{})", i + 1)));
    format!("{}, atom_length(A27, N).", goals.join(", "))
}

const SERVER_FULL: &str = "its ceiling: it takes no more lines of joined players";

#[test]
fn a_query_that_takes_the_server_past_its_ceiling_is_stopped_and_no_more_lines_are_read() {
    // About 35 MB at the start; the atoms above add over 100 MB for good.
    let (_server, mut mallory) = serve_and_join(
        "net-budget-ceiling",
        &["--server-memory", "80", "--query-memory", "0"],
    );
    let answer = mallory.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "under the ceiling: {answer}");
    let answer = mallory.ask(&doubling_atoms("x"));
    assert!(
        answer.contains("[the server holds more than 80 MB of memory, its ceiling"),
        "{answer}"
    );
    assert!(!answer.contains("N = "), "stopped before its end: {answer}");
    // A line is not even read now: its new names would stay too.
    let answer = mallory.ask("X = brand_new_name.");
    assert!(answer.contains(SERVER_FULL), "{answer}");
    assert!(!answer.contains("X = "), "{answer}");
}

#[test]
fn past_the_ceiling_a_joined_players_command_is_refused_and_changes_nothing() {
    let (server, mut mallory) =
        serve_and_join("net-budget-ceiling-command", &["--server-memory", "1"]);
    let answer = mallory.ask("startGame([mallory, cpu(easy)], []).");
    assert!(answer.contains(SERVER_FULL), "{answer}");
    assert!(
        answer.contains("(--resume)"),
        "what the host can do: {answer}"
    );
    // Refused again, each time, and the connection stays.
    let answer = mallory.ask("X = 1.");
    assert!(answer.contains(SERVER_FULL), "{answer}");
    // No game began: the server kept no autosave of one.
    let saves: Vec<_> = std::fs::read_dir(server.dir.join("data"))
        .map(|entries| entries.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(
        !saves
            .iter()
            .any(|name| name.to_string_lossy().ends_with(".pl")),
        "{saves:?}"
    );
}

#[test]
fn a_player_reads_the_servers_budgets_in_their_language() {
    let server = Server::start("net-budget-lang", &["--server-memory", "1"]);
    let mut siti = server.join_with(json!({"type": "hello", "name": "siti", "lang": "id"}));
    siti.until_prompt();
    let answer = siti.ask("X = 1.");
    assert!(
        answer.contains("[server memegang lebih dari 1 MB memori, batas atasnya"),
        "{answer}"
    );
    let mut alice = server.join_with(json!({"type": "hello", "name": "alice", "lang": "en"}));
    alice.until_prompt();
    let answer = alice.ask("X = 1.");
    assert!(answer.contains(SERVER_FULL), "{answer}");
}

#[test]
fn an_output_past_its_budget_is_cut_and_told_in_the_players_language() {
    let server = Server::start("net-budget-output-lang", &[]);
    let mut siti = server.join_with(json!({"type": "hello", "name": "siti", "lang": "id"}));
    siti.until_prompt();
    // 2 000 lines of 51 bytes: past a query's 64 KiB.
    let answer = siti.ask(
        "forall(between(1, 2000, _), (write(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa), nl)).",
    );
    assert!(
        answer.contains(
            "[keluaran mencapai anggaran server, 65536 bita untuk satu kueri: kueri dihentikan]"
        ),
        "{}",
        answer.lines().last().unwrap_or_default()
    );
    let answer = siti.ask("X is 6 * 7.");
    assert!(answer.contains("X = 42"), "{answer}");
}
