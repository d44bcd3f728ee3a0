//! The server's budgets of a joined player's query that the inference
//! limit does not catch: wall-clock time and resident memory. Each test
//! checks that the query is stopped, that the player is told why, and
//! that the server answers the next query; no assertion is timed (every
//! read is bounded by a timeout).

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
