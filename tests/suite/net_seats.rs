//! Seats of a served game: the token that keeps a name's seat for the
//! client that joined with it first, a seat handed to a computer (by the
//! host's `seat/2`, or by `--away` while its player is gone) and back,
//! and `startGame.` offering the joined players. Loopback only, every
//! wait bounded (net.rs's helpers: a read times out, a loop counts).

use std::io::Write;
use std::time::Duration;

use serde_json::json;

use crate::net::{join_again, join_again_with, two_players, Server};

#[test]
fn a_seat_is_taken_back_only_with_its_token() {
    let server = Server::start("net-seats-token", &[]);
    let (mut alice, bob) = two_players(&server);
    let token = bob.token.clone().expect("a player is given a token");
    assert_eq!(token.len(), 32, "{token}");
    assert!(token.chars().all(|c| c.is_ascii_hexdigit()), "{token}");
    assert_ne!(alice.token, bob.token, "each name its own token");
    // A connected name is never taken, token or not.
    let (_, text) = {
        let mut twin =
            server.join_with(json!({"type": "hello", "name": "alice", "token": alice.token}));
        let text = twin.until_closed();
        (twin, text)
    };
    assert!(
        text.contains("[refused: alice is already connected]"),
        "{text}"
    );
    drop(bob);
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("bob's turn to choose a territory."), "{took}");
    // Without the token, or with another, bob's seat is not taken.
    let wanted = "[refused: the seat of bob belongs to whoever joined as bob first; join with that client's token]";
    let (_, refused) = join_again(&server, "bob", None);
    assert!(refused.contains(wanted), "{refused}");
    let (_, refused) = join_again(&server, "bob", Some("00112233445566778899aabbccddeeff"));
    assert!(refused.contains(wanted), "{refused}");
    let (_, refused) = join_again(&server, "bob", Some(&alice.token.clone().unwrap()));
    assert!(refused.contains(wanted), "{refused}");
    // Nothing changed: it is still bob's turn, na2 has no owner.
    let owner = alice.ask("owner(na2, P).");
    assert!(owner.contains("no"), "{owner}");
    let refused = alice.ask("takeLocation(na2).");
    assert!(refused.contains("It is bob's turn"), "{refused}");
    // With it, bob plays on; the token stays the same.
    let (mut bob, welcome) = join_again(&server, "bob", Some(&token));
    assert!(welcome.contains("[welcome: ]"), "{welcome}");
    assert_eq!(bob.token.as_deref(), Some(token.as_str()));
    let took = bob.ask("takeLocation(na2).");
    assert!(took.contains("bob takes territory NA2."), "{took}");
}

#[test]
fn a_spectator_is_given_no_token_and_cannot_hold_a_players_name() {
    let server = Server::start("net-seats-watch", &[]);
    let mut dave = server.join_with(json!({"type": "hello", "name": "dave", "watch": true}));
    dave.until_prompt();
    assert_eq!(dave.token, None);
    drop(dave);
    let (alice, _) = join_again(&server, "alice", None);
    assert!(alice.token.is_some());
    drop(alice);
    let (_, refused) = join_again_with(
        &server,
        json!({"type": "hello", "name": "alice", "watch": true}),
    );
    assert!(
        refused.contains("[refused: the seat of alice belongs"),
        "{refused}"
    );
}

#[test]
fn conquest_join_keeps_its_token_and_joins_again_with_it() {
    let server = Server::start("net-seats-join", &[]);
    let data = server.dir.join("client-data");
    let join = |lines: &str| {
        let mut child = crate::common::conquest_command(&data)
            .args(["join", &server.address(), "--name", "carol"])
            .spawn()
            .expect("conquest join starts");
        let mut input = child.stdin.take().expect("piped");
        input.write_all(lines.as_bytes()).expect("typed");
        drop(input);
        let out = child.wait_with_output().expect("conquest join ends");
        (
            out.status,
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (status, out, err) = join("X = 1.\n");
    assert!(status.success(), "{out}{err}");
    assert!(out.contains("joined conquest as carol"), "{out}");
    let file = data.join("join-tokens.json");
    let kept = std::fs::read_to_string(&file).expect("the token is kept");
    assert!(
        kept.contains(&format!("carol@{}", server.address())),
        "{kept}"
    );
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    // The server may not have seen the first connection end yet.
    let mut last = String::new();
    for _ in 0..50 {
        let (status, out, err) = join("Y = 2.\n");
        if status.success() {
            assert!(out.contains("Y = 2"), "{out}");
            return;
        }
        assert!(err.contains("already connected"), "{out}{err}");
        last = err;
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("carol could not join again: {last}");
}

#[test]
fn the_host_hands_a_seat_to_a_computer_and_back() {
    let mut server = Server::start("net-seats-host", &[]);
    let (mut alice, mut bob) = two_players(&server);
    // A player may not say who plays a seat.
    let refused = bob.ask("seat(alice, cpu(normal)).");
    assert!(
        refused.contains("Who plays a seat is the host's to say"),
        "{refused}"
    );
    let mut host = server.child.stdin.take().expect("piped");
    host.write_all(b"seat(alice, cpu(normal)).\n")
        .expect("the host types");
    // Everyone is told, and the computer plays alice's turn at once.
    for client in [&mut alice, &mut bob] {
        client.until("alice's seat is played by a computer (normal) from now on.");
        client.until("alice takes territory");
        client.until("bob's turn to choose a territory.");
    }
    let took = bob.ask("takeLocation(na2).");
    assert!(took.contains("bob takes territory NA2."), "{took}");
    // The computer played for alice again, and it is bob's turn.
    assert!(took.contains("alice takes territory"), "{took}");
    let refused = alice.ask("takeLocation(na3).");
    assert!(refused.contains("It is bob's turn"), "{refused}");
    host.write_all(b"seat(alice, human).\n")
        .expect("the host types");
    bob.until("alice plays their own seat again.");
    alice.until("alice plays their own seat again.");
    let took = bob.ask("takeLocation(na3).");
    assert!(took.contains("bob takes territory NA3."), "{took}");
    assert!(!took.contains("alice takes"), "alice plays herself: {took}");
    let took = alice.ask("takeLocation(na4).");
    assert!(took.contains("alice takes territory NA4."), "{took}");
    // The history tells it, and the save keeps what plays each seat.
    let history = alice.ask("history.");
    assert!(
        history.contains("(seat) alice: seat(alice,cpu(normal))"),
        "{history}"
    );
    assert!(
        history.contains("(seat) alice: seat(alice,human)"),
        "{history}"
    );
}

#[test]
fn a_seat_handed_to_a_computer_is_kept_by_resume() {
    let mut server = Server::start("net-seats-resume", &[]);
    let (mut alice, mut bob) = two_players(&server);
    let mut host = server.child.stdin.take().expect("piped");
    host.write_all(b"seat(bob, cpu(easy)).\n")
        .expect("the host types");
    bob.until("bob's seat is played by a computer (easy) from now on.");
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("bob takes territory"), "{took}");
    let token = alice.token.clone();
    let server = server.killed_and_resumed(&[]);
    let mut alice = server.join_with_token("alice", token);
    alice.until_prompt();
    let kind = alice.ask("game_player(p2, K).");
    assert!(kind.contains("K = cpu(easy)"), "{kind}");
    let history = alice.ask("history.");
    assert!(
        history.contains("(seat) bob: seat(bob,cpu(easy))"),
        "{history}"
    );
}

#[test]
fn a_player_away_too_long_has_a_computer_play_their_turn_until_back() {
    let server = Server::start("net-seats-away", &["--away", "1"]);
    let (mut alice, bob) = two_players(&server);
    let token = bob.token.clone();
    drop(bob);
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("bob's turn to choose a territory."), "{took}");
    // About a second later (the read's timeout bounds the wait).
    alice.until("bob is away: a computer (normal) plays their seat until they are back.");
    alice.until("bob takes territory");
    alice.until("alice's turn to choose a territory.");
    let took = alice.ask("takeLocation(na2).");
    assert!(took.contains("alice takes territory NA2."), "{took}");
    assert!(
        took.contains("bob takes territory"),
        "the computer plays on: {took}"
    );
    let (mut bob, welcome) = join_again(&server, "bob", token.as_deref());
    assert!(welcome.contains("[welcome: ]"), "{welcome}");
    alice.until("bob is back and plays their own seat again.");
    // alice is to move, then bob himself.
    let took = alice.ask("takeLocation(na3).");
    assert!(took.contains("alice takes territory NA3."), "{took}");
    assert!(took.contains("bob's turn to choose a territory."), "{took}");
    assert!(!took.contains("bob takes"), "{took}");
    bob.until("bob's turn to choose a territory.");
    let took = bob.ask("takeLocation(na4).");
    assert!(took.contains("bob takes territory NA4."), "{took}");
}

#[test]
fn a_player_away_whose_seat_is_not_to_move_keeps_it() {
    let server = Server::start("net-seats-away-wait", &["--away", "1"]);
    let (mut alice, bob) = two_players(&server);
    drop(bob);
    // alice is to move: bob's seat waits for its turn, however long he is
    // gone. Two seconds: past --away.
    std::thread::sleep(Duration::from_secs(2));
    let kind = alice.ask("game_player(p2, K).");
    assert!(kind.contains("K = human(bob)"), "{kind}");
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("alice takes territory NA1."), "{took}");
    alice.until("bob is away");
    let kind = alice.ask("game_player(p2, K).");
    assert!(kind.contains("K = cpu(normal)"), "{kind}");
}

#[test]
fn start_game_offers_the_joined_players() {
    let server = Server::start("net-seats-offer", &[]);
    let mut alice = server.join("alice");
    alice.until_prompt();
    let mut dave = server.join_with(json!({"type": "hello", "name": "dave", "watch": true}));
    dave.until_prompt();
    let mut bob = server.join("bob");
    bob.until_prompt();
    alice.line("startGame.");
    let offer = alice.until_prompt();
    assert!(
        offer.contains("The players who joined: [alice,bob]. Press Enter to play with them"),
        "{offer}"
    );
    // Enter accepts them; the game's own question (its option) follows.
    alice.line("");
    alice.until_prompt();
    alice.line("");
    let started = alice.until("alice's turn to choose a territory.");
    assert!(started.contains("[p2] p2 bob"), "{started}");
    bob.until("alice's turn to choose a territory.");
    let took = bob.ask("takeLocation(na1).");
    assert!(took.contains("It is alice's turn"), "{took}");
}

#[test]
fn start_game_with_one_joined_player_offers_a_computer_beside() {
    let server = Server::start("net-seats-offer-one", &[]);
    let mut alice = server.join("alice");
    alice.until_prompt();
    alice.line("startGame.");
    let offer = alice.until_prompt();
    assert!(
        offer.contains("The players who joined: [alice,cpu(normal)]."),
        "{offer}"
    );
    // Anything but Enter or yes asks the usual questions.
    alice.line("no");
    let asked = alice.until_prompt();
    assert!(asked.contains("Enter the number of players"), "{asked}");
    alice.line("cancel");
    let cancelled = alice.until_prompt();
    assert!(
        cancelled.contains("no new game was started."),
        "{cancelled}"
    );
}

#[test]
fn after_a_resume_a_player_who_does_not_join_again_is_away() {
    let server = Server::start("net-seats-away-resume", &[]);
    let (mut alice, _bob) = two_players(&server);
    let took = alice.ask("takeLocation(na1).");
    assert!(took.contains("bob's turn to choose a territory."), "{took}");
    let token = alice.token.clone();
    let server = server.killed_and_resumed(&["--away", "1"]);
    let mut alice = server.join_with_token("alice", token);
    // bob held a token: he played here before the resume, and is gone
    // since the server started.
    alice.until("bob is away: a computer (normal) plays their seat until they are back.");
    alice.until("bob takes territory");
    let kind = alice.ask("game_player(p1, K).");
    assert!(kind.contains("K = human(alice)"), "alice is back: {kind}");
}
