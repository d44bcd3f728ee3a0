//! Computer players (`prolog/games/conquest/computer.pl`) through the real binary
//! in batch mode: games of computers end with a consistent map, a seed
//! replays a game exactly, a human's endTurn lets the computer play and
//! returns, and normal beats easy.

use crate::common::*;

/// Checks the final map of a game: every territory has one owner and at
/// least one troop, and the game is over (a winner, or a draw at the round
/// limit). Prints `consistent` when all holds.
const CHECK: &str = "set_quiet(false), \
     findall(T, territory(T, _, _), Ts), length(Ts, 24), \
     forall(member(T, Ts), (findall(O, owner(T, O), [_]), troops(T, N), N >= 1)), \
     phase(over), (winner(W) -> true ; W = draw), computer_actions(A), A > 0, \
     write(consistent(W)), nl.\n";

fn game(levels: &str, seed: &str, rounds: u32) -> Run {
    let input = format!(
        "set_quiet(true), set_inference_limit(10000000000).\n\
         startGame([{levels}], [max_rounds({rounds})]).\n{CHECK}"
    );
    conquest(&["--seed", seed], &input)
}

#[test]
fn games_of_every_level_end_consistently() {
    for (levels, seed) in [
        ("cpu(easy), cpu(easy)", "1"),
        ("cpu(normal), cpu(easy)", "2"),
        ("cpu(hard), cpu(normal)", "3"),
        ("cpu(easy), cpu(normal), cpu(hard)", "4"),
    ] {
        let run = game(levels, seed, 12);
        assert!(
            run.stdout.contains("consistent("),
            "{levels}: {}\n{}",
            run.stdout,
            run.stderr
        );
        assert!(!run.stdout.contains("uncaught"), "{}", run.stdout);
        assert!(
            !run.stdout.contains("finds no legal action"),
            "{}",
            run.stdout
        );
    }
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let input = "set_inference_limit(10000000000).\n\
                 startGame([cpu(easy), cpu(hard)], [max_rounds(6)]).\n";
    let a = conquest(&["--seed", "11"], input);
    let b = conquest(&["--seed", "11"], input);
    assert!(a.stdout.contains("p1 (computer, easy)"), "{}", a.stdout);
    assert_eq!(a.stdout, b.stdout);
    let c = conquest(&["--seed", "12"], input);
    assert_ne!(a.stdout, c.stdout);
}

#[test]
fn a_human_end_turn_lets_the_computer_play_and_returns() {
    // Alice claims, places and ends her turns; the computer answers each time.
    let mut input = String::from(
        "set_inference_limit(10000000000).\n\
         startGame(['Alice', cpu(normal)], [max_rounds(50)]).\n",
    );
    for _ in 0..13 {
        input.push_str(
            "(phase(claiming), current_player(p1), territory(T, _, _), \\+ owner(T, _) -> takeLocation(T) ; true).\n",
        );
    }
    input.push_str("(phase(placing), current_player(p1) -> placeAutomatic ; true).\n");
    input.push_str("phase(playing), current_player(p1), round(R1).\n");
    input.push_str("endTurn.\n");
    input.push_str(
        "phase(playing), current_player(p1), round(R2), \
         findall(T, owner(T, _), Ts), length(Ts, 24), \
         forall(troops(T, N), N >= 1), write(back_to_alice), nl.\n",
    );
    let run = conquest(&["--seed", "5"], &input);
    assert!(
        run.stdout.contains("p2 (computer, normal) takes territory"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("p2 (computer, normal) places"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("p2 (computer, normal) ends the turn."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("R1 = 1"), "{}", run.stdout);
    assert!(run.stdout.contains("back_to_alice"), "{}", run.stdout);
    assert!(run.stdout.contains("R2 = 2"), "{}", run.stdout);
}

#[test]
fn every_computer_turn_leaves_a_legal_map() {
    // A human who only ends turns against a hard computer: after each of its
    // turns the map holds (one owner, at least one troop everywhere, no
    // negative reserve), until the computer has won.
    let mut input = String::from(
        "set_quiet(true), set_inference_limit(10000000000).\n\
         startGame(['Alice', cpu(hard)], [max_rounds(40)]).\n",
    );
    input.push_str(
        "repeat, (phase(claiming), current_player(p1) -> once((territory(T, _, _), \\+ owner(T, _))), takeLocation(T), fail ; true), !.\n",
    );
    input.push_str("(phase(placing), current_player(p1) -> placeAutomatic ; true).\n");
    for _ in 0..40 {
        input.push_str(
            "(phase(playing) -> endTurn ; true), \
             (forall(territory(T, _, _), (findall(O, owner(T, O), [_]), troops(T, N), N >= 1)), \
              forall(reserve(_, R), R >= 0) -> write(legal) ; write(illegal)), nl.\n",
        );
    }
    input.push_str("winner(W).\n");
    let run = conquest(&["--seed", "8"], &input);
    assert!(!run.stdout.contains("illegal"), "{}", run.stdout);
    assert!(run.stdout.contains("legal"), "{}", run.stdout);
    assert!(run.stdout.contains("W = p2"), "{}", run.stdout);
}

#[test]
fn normal_beats_easy() {
    let mut input = String::from("set_quiet(true), set_inference_limit(10000000000).\n");
    for g in 0..10 {
        let players = if g % 2 == 0 {
            "[cpu(normal), cpu(easy)]"
        } else {
            "[cpu(easy), cpu(normal)]"
        };
        let normal = if g % 2 == 0 { "p1" } else { "p2" };
        input.push_str(&format!(
            "startGame({players}, [max_rounds(100)]), \
             (winner({normal}) -> write(normal_won) ; write(normal_did_not_win)), nl.\n"
        ));
    }
    let run = conquest(&["--seed", "21"], &input);
    let wins = run.stdout.matches("normal_won").count();
    assert!(wins >= 8, "normal won {wins} of 10:\n{}", run.stdout);
}

/// A game command typed alone is not cut short by the toplevel's inference
/// limit, so a game of computers plays to its end; the limit still guards
/// any other query.
#[test]
fn a_game_of_computers_typed_at_the_toplevel_plays_to_its_end() {
    let run = conquest(
        &["--seed", "6"],
        "set_inference_limit(100000).\n\
         startGame([cpu(normal), cpu(easy)], [max_rounds(300)]).\n\
         phase(P).\n\
         between(1, 1000000, _), fail.\n",
    );
    assert!(run.stdout.contains("P = over"), "{}", run.stdout);
    assert!(run.stdout.contains("rules the world"), "{}", run.stdout);
    // Only the plain query after it was stopped.
    assert_eq!(run.stdout.matches("was stopped after 100000").count(), 1);
}

/// After every computer turn the game is autosaved (saves:autosave_game/1,
/// overridden here by a user file that counts the calls), so a long game of
/// computers killed half-way loses at most one turn. Two computers, three
/// rounds: 24 claims, 2 placements and 6 turns, and the two queries before
/// the last.
#[test]
fn every_computer_turn_reaches_the_autosave_point() {
    let counter = autosave_counter(&scratch_dir("autosave-point"));
    let run = conquest(
        &["--seed", "3", &counter.to_string_lossy()],
        "set_quiet(true), set_inference_limit(10000000000).\n\
         startGame([cpu(easy), cpu(normal)], [max_rounds(3)]).\n\
         bb_get(points, N), round(R), phase(P).\n",
    );
    assert!(run.stdout.contains("N = 34"), "{}", run.stdout);
    assert!(run.stdout.contains("R = 3"), "{}", run.stdout);
    assert!(run.stdout.contains("P = over"), "{}", run.stdout);
}

/// The hint's "once the suggested troops are placed and moved" line weighs
/// the whole suggested turn, its attack taken as won when that is likely:
/// the threat it names never comes from the territory the suggested attack
/// takes (it once came from there, the line applying the drafts only).
#[test]
fn the_hint_after_line_counts_the_suggested_conquest() {
    let mut checked = 0;
    for seed in 1..=8 {
        let run = conquest(
            &["--seed", &seed.to_string()],
            "set_quiet(true), startGame([alice, bob]), claimAutomatic, \
             placeAutomatic, placeAutomatic, set_quiet(false).\nhint.\n",
        );
        let out = &run.stdout;
        let Some(attack) = out.lines().find(|l| l.starts_with("The attack on ")) else {
            continue;
        };
        let target = attack["The attack on ".len()..].split(' ').next().unwrap();
        let percent: f64 = attack
            .rsplit("wins ")
            .next()
            .and_then(|t| t.split('%').next())
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("{attack}"));
        let after = out
            .lines()
            .find(|l| l.starts_with("Once the suggested troops"))
            .unwrap_or_else(|| panic!("{out}"));
        if percent >= 50.0 {
            checked += 1;
            assert!(
                !after.contains(&format!(" from {target} ")),
                "seed {seed}: the threat comes from the territory the hint takes:\n{out}"
            );
        }
    }
    assert!(checked > 0, "no hint suggested a likely attack");
}

/// The hard computer drafts to a territory once a turn (its attack's
/// share and its defence's in one draft), so `hint.`, which shows its
/// turn, never names a territory twice. A game of two hard computers
/// drafted to one territory twice in a turn seven times before.
#[test]
fn the_hard_computer_drafts_to_a_territory_once_a_turn() {
    let run = conquest(
        &["--seed", "4"],
        "set_inference_limit(10000000000).\n\
         startGame([cpu(hard), cpu(hard)], [max_rounds(20)]).\n",
    );
    let mut drafts = 0;
    let mut turn: Vec<(String, String)> = Vec::new();
    for line in run.stdout.lines() {
        if let Some((who, rest)) = line.split_once(" drafts ") {
            let to = rest.split(" to ").nth(1).and_then(|t| t.split(' ').next());
            let to = to.unwrap_or_else(|| panic!("{line}")).to_string();
            drafts += 1;
            if turn.first().is_some_and(|(w, _)| w != who) {
                turn.clear();
            }
            assert!(
                !turn.iter().any(|(_, t)| *t == to),
                "{who} drafts to {to} twice in a turn:\n{}",
                run.stdout
            );
            turn.push((who.to_string(), to));
        } else {
            turn.clear();
        }
    }
    assert!(drafts > 20, "{}", run.stdout);
}
