//! Issue 36's proof over loopback: whole games played by script (two and
//! four players of Global Conquest, two of Olympia) to the rules' own
//! winner, with a command out of turn refused and nothing changed; a
//! client that never reads does not hold up the others' commands.

use std::io::Write;
use std::time::Duration;

use crate::net::{
    end_turn_refused_out_of_turn, hinted, two_players, without_times, Client, Server,
};

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
    let before = end_turn_refused_out_of_turn(&mut bob, "alice", state);
    assert!(before.contains("C = p1"), "{before}");
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

#[test]
fn four_players_play_a_whole_global_conquest_game() {
    let mut server = Server::start("net-games-four", &[]);
    let names = ["alice", "bob", "carol", "dave"];
    let mut clients: Vec<Client> = names
        .iter()
        .map(|name| {
            let mut client = server.join(name);
            client.until_prompt();
            client
        })
        .collect();
    let started = clients[0].ask("startGame([alice, bob, carol, dave], []).");
    // Seed 1's order of turns.
    assert!(
        started.contains("Turn order: bob - carol - dave - alice"),
        "{started}"
    );
    let [alice, bob, carol, dave] = &mut clients[..] else {
        unreachable!()
    };
    bob.until("bob's turn to choose a territory.");
    let claimed = bob.ask("claimAutomatic.");
    assert!(claimed.contains("bob's turn to place troops."), "{claimed}");
    bob.ask("placeAutomatic.");
    for (player, name) in [
        (&mut *carol, "carol"),
        (&mut *dave, "dave"),
        (&mut *alice, "alice"),
    ] {
        player.until(&format!("{name}'s turn to place troops."));
        player.ask("placeAutomatic.");
    }
    bob.until("Now it is bob's turn!");
    // Out of turn: refused, and the state is as it was.
    let state = "owner(a5, P), troops(a3, N), reserve(p2, R), current_player(C).";
    let before = end_turn_refused_out_of_turn(alice, "bob", state);
    assert!(
        before.contains("P = p3") && before.contains("C = p2"),
        "{before}"
    );
    // The host's cheats shorten the game: bob takes all but A5 (alice
    // and dave are out), and wins A5 from carol by the rules' battle.
    host_types(
        &mut server,
        "forall(member(T, [na1, na2, na3, na4, na5, e1, e2, e3, e4, e5, a1, a2, a4, a6, a7, \
         sa1, sa2, af1, af2, af3, au1, au2]), (cheatTake(T) -> true ; true)), \
         cheatTroops(a3, 40).",
    );
    ask_until(bob, "owner(au2, P), troops(a3, N), N > 40.", "P = p2");
    let reserve = bob.ask("reserve(p2, R).");
    let troops = reserve
        .split("R = ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .expect("bob's reserve");
    let drafted = bob.ask(&format!("draft(a3, {troops})."));
    assert!(
        drafted.contains("Reinforcements left for bob: 0"),
        "{drafted}"
    );
    let won = bob.ask("attack(a3, a5, 30, 20).");
    assert!(won.contains("carol is out of the game!"), "{won}");
    assert!(won.contains("*** bob rules the world! ***"), "{won}");
    for player in [alice, carol, dave] {
        player.until("*** bob rules the world! ***");
    }
}

#[test]
fn two_players_play_a_whole_olympia_game() {
    let server = Server::start("net-games-olympia", &["--game", "olympia"]);
    // A spectator who never reads: the game's maps pile up for her, and
    // nobody waits for her.
    let _deaf =
        server.join_with(serde_json::json!({"type": "hello", "name": "carol", "watch": true}));
    let mut alice = server.join("alice");
    alice.until_prompt();
    let mut bob = server.join("bob");
    bob.until_prompt();
    let started = alice.ask("startGame([alice, bob], [size(8, 8)]).");
    assert!(started.contains("Round 1, alice to play"), "{started}");
    bob.until("Round 1, alice to play");
    // Out of turn: refused, and the state is as it was.
    let before = without_times(&bob.ask("status."));
    let refused = bob.ask("endTurn.");
    assert!(
        refused.contains("It is alice's turn: nothing was changed."),
        "{refused}"
    );
    assert_eq!(without_times(&bob.ask("status.")), before);
    // Each plays what the normal computer would, to the rules' end.
    let mut players = [(alice, "alice"), (bob, "bob")];
    let mut turn = 0;
    let mut log = Vec::new();
    for _ in 0..1500 {
        let (player, _) = &mut players[turn];
        let hint = player.ask("hint.");
        if hint.contains("It is ") && hint.contains("'s turn") {
            turn = 1 - turn;
            continue;
        }
        let commands = hinted(&hint).unwrap_or_else(|| panic!("no hint: {hint}"));
        let mut played = String::new();
        for command in commands {
            played = player.ask(&command);
            log.push(format!("{turn} {command} -> {played}"));
        }
        if played.contains("Game over:") {
            let (winner, _) = played
                .split_once("Game over: ")
                .and_then(|(_, w)| w.split_once(" ("))
                .expect("the winner's name");
            let winner = winner.to_string();
            let other = &mut players[1 - turn].0;
            let told = other.until("Game over:");
            assert!(told.contains(&format!("Game over: {winner}")), "{told}");
            return;
        }
    }
    panic!(
        "no end of the game within 1500 commands: {}",
        log[log.len().saturating_sub(6)..].join("\n")
    );
}
