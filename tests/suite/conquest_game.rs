//! Global Conquest through the real binary: setup to play, in both languages.

use crate::common::CODES;
use crate::common::*;

fn setup_script() -> String {
    let mut s = String::from("startGame([alice, bob]).\n");
    for code in CODES {
        s.push_str(&format!("takeLocation({code}).\n"));
    }
    s.push_str("placeAutomatic.\nplaceAutomatic.\n");
    s
}

fn play(args: &[&str], input: &str) -> Run {
    let mut all = vec!["--seed", "11"];
    all.extend_from_slice(args);
    conquest(&all, input)
}

#[test]
fn a_scripted_setup_claims_every_territory_and_starts_play() {
    let script = setup_script()
        + "findall(T, owner(T, _), Ts), length(Ts, N).\n\
           findall(X, troops(_, X), Xs), sum_list(Xs, Total).\n\
           current_player(P).\n";
    let run = play(&[], &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("N = 24"), "{}", run.stdout);
    // 24 troops each were all placed: 48 on the map.
    assert!(run.stdout.contains("Total = 48"), "{}", run.stdout);
    assert!(run.stdout.contains("P = p"), "{}", run.stdout);
    assert!(
        run.stdout.contains("NA1("),
        "the map is drawn: {}",
        run.stdout
    );
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let a = play(&[], &setup_script());
    let b = play(&[], &setup_script());
    assert_eq!(a.stdout, b.stdout);
}

#[test]
fn bad_commands_change_nothing() {
    let script = String::from(
        "attack.\ndraft(na1, 3).\nstartGame([alice, bob]).\ntakeLocation(zz9).\n\
         takeLocation(X).\nplaceTroops(na1, -3).\ndraft(na1, foo).\n\
         findall(T, owner(T, _), Ts).\n",
    );
    let run = play(&[], &script);
    assert_eq!(run.code, 0);
    assert!(!run.stdout.contains("uncaught exception"), "{}", run.stdout);
    assert!(run.stdout.contains("Ts = []"), "{}", run.stdout);
}

#[test]
fn indonesian_messages() {
    let run = play(&["--lang", "id"], "startGame([alice, bob]).\n");
    assert!(run.stdout.contains("dadu"), "{}", run.stdout);
}

/// Every placeholder `{code...}` of a map template, with its line and column.
fn placeholders(template: &str) -> Vec<(usize, usize, String)> {
    template
        .lines()
        .filter(|l| !l.starts_with(";;"))
        .enumerate()
        .flat_map(|(row, line)| {
            line.match_indices('{')
                .filter_map(|(col, _)| {
                    let end = line[col..].find('}')?;
                    Some((row, col, line[col..col + end + 1].to_string()))
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn the_indonesian_map_has_the_same_territories_in_the_same_places() {
    let dir = shipped_rules().join("games/conquest");
    let en = std::fs::read_to_string(dir.join("map.txt")).expect("map.txt");
    let id = std::fs::read_to_string(dir.join("map_id.txt")).expect("map_id.txt");
    let (en_cells, id_cells) = (placeholders(&en), placeholders(&id));
    assert_eq!(en_cells.len(), 24, "{en_cells:?}");
    assert_eq!(en_cells, id_cells);
    // And --lang id draws it: the continents' Indonesian names.
    let out = play(&["--lang", "id"], "displayMap.\n").stdout;
    assert!(out.starts_with("### AMERIKA UTARA ###"), "{out}");
    assert!(
        out.contains("AMERIKA SELATAN") && out.contains("AFRIKA"),
        "{out}"
    );
    let out = play(&[], "displayMap.\n").stdout;
    assert!(out.starts_with("### NORTH AMERICA ###"), "{out}");
}
