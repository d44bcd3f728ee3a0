//! Issue 36's proof of a whole Global Conquest game over loopback with no
//! cheat of the host's: from `startGame` to the rules' winner, every
//! command typed by the client whose turn it is (what `hint.` suggests),
//! every question of a command (the attack's origin, troops and target,
//! the move-in) answered by that client, and commands typed out of turn
//! refused on the way. `--seed 1`: the same game every run.

use std::time::{Duration, Instant};

use crate::common::scratch_dir;
use crate::net::{hinted, without_times, Client, Server};

/// The most hints one game may ask for: a game of two hard players runs
/// about 16 rounds of one hint a turn and one more after each attack.
const MAX_HINTS: usize = 1_000;
/// Out-of-turn tries: at the start of each of the first turns of play,
/// the next player in the list types a command.
const OUT_OF_TURN_TRIES: usize = 3;

/// The toplevel's prompt: the query before it is over.
const PROMPT: &str = "| ?- ";

/// A seat's player.
struct Player {
    name: &'static str,
    client: Client,
}

/// What a whole game came to.
struct Played {
    winner: String,
    hints: usize,
    /// The time the hints took, from the line sent to the prompt after.
    hint_time: Duration,
    commands: usize,
    /// The time the commands took, their questions' answers included.
    command_time: Duration,
    questions: usize,
    refused: usize,
}

/// Whether a query's answer, read up to its prompt, is `yes`.
fn answered_yes(text: &str) -> bool {
    text.strip_suffix(PROMPT)
        .is_some_and(|t| t.trim_end().ends_with("yes"))
}

/// The arguments of `name(A, B, ...)`, split at its top-level commas.
fn arguments(command: &str) -> Vec<String> {
    let inner = command
        .split_once('(')
        .and_then(|(_, rest)| rest.trim_end_matches('.').strip_suffix(')'))
        .unwrap_or_default();
    let (mut args, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim().to_string());
    args
}

/// Plays the hint's `attack(From, To, Troops[, MoveIn])` as `attack.`,
/// each of its questions answered from the hint's command by `client`
/// (whose turn it is). Troops is Sent or Sent+Extra (those of the
/// reinforcement territory); without MoveIn, all the fighters move in.
/// Each question is asked once: an answer asked again was refused, a
/// fault of the hint. Returns what came and how many questions it asked.
/// When `meddler` is given, that client (whose turn it is not) types
/// `endTurn.` while the first question waits: the question is not his,
/// and his command runs after the attack, refused.
fn attack_by_questions(
    client: &mut Client,
    command: &str,
    mut meddler: Option<(&mut Client, &str)>,
) -> (String, usize) {
    let args = arguments(command);
    assert!(args.len() >= 3, "an attack of the hint's: {command}");
    let (sent, extra) = args[2].split_once('+').unwrap_or((&args[2], "0"));
    let (sent, extra) = (sent.trim(), extra.trim());
    client.line("attack.");
    let mut text = String::new();
    let mut asked: Vec<&str> = Vec::new();
    for _ in 0..8 {
        let part = client.until_prompt();
        text.push_str(&part);
        if part.ends_with(PROMPT) {
            if let Some((meddler, name)) = meddler {
                let refused = meddler.until_prompt();
                assert!(
                    refused.contains(&format!("It is {name}'s turn: nothing was changed.")),
                    "{refused}"
                );
            }
            return (text, asked.len());
        }
        if asked.is_empty() {
            if let Some((meddler, _)) = &mut meddler {
                meddler.line("endTurn.");
            }
        }
        let (question, answer) =
            if part.ends_with("Choose the territory to attack from (or cancel): ") {
                ("origin", args[0].clone())
            } else if part.ends_with("Enter the number of troops to fight (or cancel): ") {
                ("troops", sent.to_string())
            } else if part.contains("Troops from your reinforcement territory to join") {
                ("extra", extra.to_string())
            } else if part.ends_with("Choose (or cancel): ") {
                ("target", args[1].clone())
            } else if part.contains("How many troops stay in") {
                let all = part
                    .rsplit_once(" to ")
                    .and_then(|(_, n)| n.split(')').next())
                    .unwrap_or("1")
                    .to_string();
                ("move-in", args.get(3).cloned().unwrap_or(all))
            } else {
                panic!("{command}: a question the script does not know:\n{text}");
            };
        assert!(
            !asked.contains(&question),
            "{command}: the {question} was asked again:\n{text}"
        );
        asked.push(question);
        client.line(&answer);
    }
    panic!("{command}: no end of its questions:\n{text}");
}

/// The players at `a` and `b` (not the same), each to change.
fn two_mut(players: &mut [Player], a: usize, b: usize) -> (&mut Player, &mut Player) {
    assert_ne!(a, b);
    if a < b {
        let (left, right) = players.split_at_mut(b);
        (&mut left[a], &mut right[0])
    } else {
        let (left, right) = players.split_at_mut(a);
        (&mut right[0], &mut left[b])
    }
}

/// The name in "It is NAME's turn", the answer of a hint out of turn.
fn whose_turn(answer: &str) -> Option<&str> {
    let (_, rest) = answer.split_once("It is ")?;
    Some(rest.split_once("'s turn")?.0)
}

/// Plays the game started in `players` (the first to move: `first`) to
/// its end: the player to move asks `hint.` and types its commands one
/// by one, an attack by its questions, and asks again after an attack or
/// a card (chance decides what follows). At the first turns of play the
/// next player types `endTurn.`, which must be refused with nothing
/// changed, and at the first attack while its first question waits.
/// Panics with the last commands if the game does not end
/// within MAX_HINTS hints.
fn play_to_the_end(players: &mut [Player], first: &str) -> Played {
    let mut turn = players
        .iter()
        .position(|p| p.name == first)
        .expect("the first player is seated");
    let mut played = Played {
        winner: String::new(),
        hints: 0,
        hint_time: Duration::ZERO,
        commands: 0,
        command_time: Duration::ZERO,
        questions: 0,
        refused: 0,
    };
    let mut log: Vec<String> = Vec::new();
    let last = |log: &[String]| log[log.len().saturating_sub(8)..].join("\n");
    // Whether this turn's player was tried out of turn already.
    let mut tried = false;
    while played.hints < MAX_HINTS {
        let name = players[turn].name;
        let asked = Instant::now();
        let hint = players[turn].client.ask("hint.");
        played.hint_time += asked.elapsed();
        played.hints += 1;
        if let Some(other) = whose_turn(&hint) {
            turn = players
                .iter()
                .position(|p| p.name == other)
                .unwrap_or_else(|| panic!("no seat of {other}: {hint}"));
            continue;
        }
        let commands =
            hinted(&hint).unwrap_or_else(|| panic!("no hint for {name}: {hint}\n{}", last(&log)));
        if played.refused < OUT_OF_TURN_TRIES && !tried && commands.iter().any(|c| c == "endTurn.")
        {
            // A turn of play: the next player tries to end it.
            let state = "current_player(C), round(R), reserve(C, N).";
            let before = without_times(&players[turn].client.ask(state));
            let other = (turn + 1) % players.len();
            let refused = players[other].client.ask("endTurn.");
            assert!(
                refused.contains(&format!("It is {name}'s turn: nothing was changed.")),
                "{refused}"
            );
            assert_eq!(without_times(&players[turn].client.ask(state)), before);
            played.refused += 1;
            tried = true;
        }
        for command in commands {
            let other = (turn + 1) % players.len();
            let (player, next) = two_mut(players, turn, other);
            let client = &mut player.client;
            let chance = command.starts_with("attack(") || command == "risk.";
            let typed = Instant::now();
            let answer = if command.starts_with("attack(") {
                // At the first attack the next player meddles.
                let meddler = (played.questions == 0).then_some((&mut next.client, name));
                let (answer, questions) = attack_by_questions(client, &command, meddler);
                played.questions += questions;
                answer
            } else {
                client.ask(&command)
            };
            played.command_time += typed.elapsed();
            played.commands += 1;
            log.push(format!("{name}: {command} -> {}", answer.trim_end()));
            assert!(
                answered_yes(&answer),
                "the hint's {command} was refused:\n{}",
                last(&log)
            );
            if let Some((before, _)) = answer.split_once(" rules the world! ***") {
                let (_, winner) = before
                    .rsplit_once("*** ")
                    .expect("the winner's announcement");
                played.winner = winner.to_string();
                for (i, other) in players.iter_mut().enumerate() {
                    if i != turn {
                        let told = other.client.until(" rules the world! ***");
                        assert!(
                            told.contains(&format!("*** {winner} rules the world! ***")),
                            "{told}"
                        );
                    }
                }
                return played;
            }
            if command == "endTurn." {
                tried = false;
                // The others read what the turn sent them (a player out of
                // the game has no turn to read it at; the server cuts off
                // a client 4 MiB behind).
                for (i, other) in players.iter_mut().enumerate() {
                    if i != turn {
                        let read = other.client.ask("true.");
                        assert!(answered_yes(&read), "{read}");
                    }
                }
            }
            if chance {
                break;
            }
        }
    }
    panic!(
        "no end of the game within {MAX_HINTS} hints:\n{}",
        last(&log)
    );
}

/// `names` joined and prompted; the first starts their game, of the
/// seats `names` and then `computers` (`cpu(easy)`, ...). Returns the
/// players and the name of the first of them to choose a territory (a
/// computer before them has chosen already).
fn seated(server: &Server, names: &[&'static str], computers: &[&str]) -> (Vec<Player>, String) {
    let mut players: Vec<Player> = names
        .iter()
        .map(|&name| {
            let mut client = server.join(name);
            client.until_prompt();
            Player { name, client }
        })
        .collect();
    let seats: Vec<&str> = names
        .iter()
        .copied()
        .chain(computers.iter().copied())
        .collect();
    let started = players[0]
        .client
        .ask(&format!("startGame([{}], []).", seats.join(", ")));
    let first = started
        .rsplit_once("'s turn to choose a territory.")
        .and_then(|(before, _)| before.rsplit('\n').next())
        .unwrap_or_else(|| panic!("{started}"))
        .to_string();
    (players, first)
}

/// The winner's seat id (p1..p4, in the order of startGame's names, the
/// computers after the players) asked of every player by the rules' query.
fn winner_told_by_query(players: &mut [Player], winner: &str) {
    let seat = match players.iter().position(|p| p.name == winner) {
        Some(i) => format!("p{}", i + 1),
        // a computer without a name of its own: "p3 (computer, easy)"
        None => winner
            .split_once(" (computer, ")
            .map(|(id, _)| id.to_string())
            .unwrap_or_else(|| panic!("the winner {winner} is seated")),
    };
    for player in players {
        let answer = player.client.ask("winner(W).");
        assert!(answer.contains(&format!("W = {seat}")), "{answer}");
    }
}

/// Plays a whole game of `names` in the server named `dir`, and checks
/// its end; what it took goes to the test's output.
fn whole_game(dir: &str, seed: u64, names: &[&'static str]) {
    whole_game_with(dir, seed, names, &[]);
}

/// As whole_game/3, with computer seats after the players' (`cpu(easy)`,
/// ...), which play inside the command that ends the turn before theirs.
fn whole_game_with(dir: &str, seed: u64, names: &[&'static str], computers: &[&str]) {
    let server = Server::start_seeded_in(scratch_dir(dir), seed, &[]);
    let (mut players, first) = seated(&server, names, computers);
    let started = Instant::now();
    let played = play_to_the_end(&mut players, &first);
    // What a game takes, for the record (no assertion on it).
    eprintln!(
        "seed {seed}, {} players and {} computers: {} won in {:.1?}: {} hints in {:.1?}, \
         {} commands ({} answers to their questions) in {:.1?}",
        names.len(),
        computers.len(),
        played.winner,
        started.elapsed(),
        played.hints,
        played.hint_time,
        played.commands,
        played.questions,
        played.command_time,
    );
    assert_eq!(played.refused, OUT_OF_TURN_TRIES);
    assert!(played.questions > 0, "no attack asked its questions");
    winner_told_by_query(&mut players, &played.winner);
}

#[test]
fn two_players_play_a_whole_global_conquest_game_without_cheats() {
    whole_game("net-gc-whole-two", 1, &["alice", "bob"]);
}

#[test]
fn four_players_play_a_whole_global_conquest_game_without_cheats() {
    whole_game("net-gc-whole-four", 1, &["alice", "bob", "carol", "dave"]);
}

#[test]
fn two_players_and_a_computer_play_a_whole_global_conquest_game_without_cheats() {
    // The computer's turns are played inside the endTurn. of the player
    // before it; everyone reads them.
    whole_game_with(
        "net-gc-whole-computer",
        1,
        &["alice", "bob"],
        &["cpu(hard)"],
    );
}

/// `SOAK_SEEDS=N`: whole games of two, three and four players for seeds
/// 2 to N + 1, each a few seconds (as the other soaks, none without it).
#[test]
fn whole_global_conquest_games_of_other_seeds_soak() {
    let seeds: u64 = std::env::var("SOAK_SEEDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let names = ["alice", "bob", "carol", "dave"];
    for seed in 2..seeds + 2 {
        for count in 2..=4 {
            whole_game(
                &format!("net-gc-whole-soak-{seed}-{count}"),
                seed,
                &names[..count],
            );
        }
    }
}
