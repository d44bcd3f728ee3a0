//! Issue 36's proof over loopback: a client that never reads does not
//! hold up the others' commands.

use std::io::Write;
use std::time::Duration;

use crate::net::{two_players, Client, Server};

/// Twenty claims of Global Conquest's territories, alice's and bob's in turn.
const CLAIMS: [&str; 20] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1",
];

#[test]
fn a_client_that_never_reads_holds_up_no_other_command() {
    let server = Server::start("net-games-deaf", &[]);
    // carol joins and never reads a byte: the map drawn before each
    // claim goes to her too, and fills her socket's buffers.
    let mut carol = server.join("carol");
    let (mut alice, mut bob) = two_players(&server);
    for (i, territory) in CLAIMS.iter().enumerate() {
        let (player, name) = if i % 2 == 0 {
            (&mut alice, "alice")
        } else {
            (&mut bob, "bob")
        };
        // Every prompt comes within the helpers' read timeout, or the
        // read panics: carol held the game up.
        let took = player.ask(&format!("takeLocation({territory})."));
        assert!(
            took.contains(&format!(
                "{name} takes territory {}.",
                territory.to_uppercase()
            )),
            "{took}"
        );
        let other = if i % 2 == 0 { &mut bob } else { &mut alice };
        other.until(&format!("takes territory {}.", territory.to_uppercase()));
    }
    let owner = bob.ask("owner(af1, P).");
    assert!(owner.contains("P = p2"), "{owner}");
    carol.line("true.");
}

/// An answer without its time, "(7 ms)", which differs from run to run.
fn without_times(answer: &str) -> String {
    answer
        .lines()
        .map(|line| match line.split_once(" ms) ") {
            Some((time, rest)) if time.starts_with('(') => rest,
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Types `line` at the host's terminal (the server's standard input).
fn host_types(server: &mut Server, line: &str) {
    let host = server.child.stdin.as_mut().expect("piped");
    host.write_all(format!("{line}\n").as_bytes())
        .expect("the host types");
}

/// Asks `query` as `client` until its answer contains `wanted` (the
/// host's lines reach the engine on a thread of their own): at most 100
/// tries, 100 ms apart.
fn ask_until(client: &mut Client, query: &str, wanted: &str) -> String {
    let mut answer = String::new();
    for _ in 0..100 {
        answer = client.ask(query);
        if answer.contains(wanted) {
            return answer;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("{query} never answered {wanted}: {answer}");
}

#[test]
fn two_players_play_a_whole_global_conquest_game() {
    let mut server = Server::start("net-games-two", &[]);
    let (mut alice, mut bob) = two_players(&server);
    let claimed = alice.ask("claimAutomatic.");
    assert!(
        claimed.contains("alice's turn to place troops."),
        "{claimed}"
    );
    alice.ask("placeAutomatic.");
    bob.until("bob's turn to place troops.");
    let placed = bob.ask("placeAutomatic.");
    assert!(placed.contains("Now it is alice's turn!"), "{placed}");
    alice.until("Now it is alice's turn!");
    // Out of turn: refused, and the state is as it was.
    let state = "owner(a5, P), troops(a5, N), reserve(p1, R), current_player(C).";
    let before = without_times(&bob.ask(state));
    assert!(before.contains("C = p1"), "{before}");
    let refused = bob.ask("endTurn.");
    assert!(
        refused.contains("It is alice's turn: nothing was changed."),
        "{refused}"
    );
    assert_eq!(without_times(&bob.ask(state)), before);
    // The host's cheats shorten the game: alice takes all but A3, and
    // wins it by the rules' own battle.
    host_types(
        &mut server,
        "forall(member(T, [e1, na3, na5, e2, a2, a1, a6, af1, af2, af3, au1]), cheatTake(T)), \
         cheatTroops(a5, 40).",
    );
    ask_until(&mut alice, "troops(a5, N).", "N = 47");
    let drafted = alice.ask("draft(a5, 8).");
    assert!(drafted.contains("Troops on A5: 55"), "{drafted}");
    let won = alice.ask("attack(a5, a3, 30, 20).");
    assert!(won.contains("bob is out of the game!"), "{won}");
    assert!(won.contains("*** alice rules the world! ***"), "{won}");
    bob.until("*** alice rules the world! ***");
    let winner = bob.ask("winner(W).");
    assert!(winner.contains("W = p1"), "{winner}");
}
