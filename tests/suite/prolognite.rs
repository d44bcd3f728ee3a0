//! Prolognite (prolog/games/prolognite/): the rules as relations, queried on
//! positions drawn as pictures (tests/prolognite/positions.pl), and the
//! commands, saves, computers and `simulate` through the real binary in
//! batch mode.

use crate::common;

use std::path::Path;

use common::{conquest, conquest_in, scratch_dir};

/// The test helpers consulted after the rules.
fn positions() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/prolognite/positions.pl")
        .to_string_lossy()
        .into_owned()
}

/// The output of each query of `input` (one query a line, no questions),
/// up to and including its `yes` or `no`; the rules and the helpers are
/// loaded first.
fn answers(extra: &[&str], input: &str) -> Vec<String> {
    let helpers = positions();
    let mut args = vec!["--game", "prolognite", "--seed", "1"];
    args.extend_from_slice(extra);
    args.push(&helpers);
    let run = conquest(&args, input);
    assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
    assert!(!run.stdout.contains("uncaught exception"), "{}", run.stdout);
    let chunks = common::script::answers_of(&run.stdout);
    let queries = input.lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(chunks.len(), queries, "{}", run.stdout);
    chunks
}

/// Runs plain batch input (commands, and answers to their questions).
fn play(extra: &[&str], input: &str) -> String {
    common::play_game("prolognite", extra, input)
}

fn yes(chunk: &str) -> bool {
    chunk.trim_end().ends_with("yes")
}

/// A query binding T to what `Player` can destroy in the destruction
/// position drawn by `rows` under `rule` (sight or formation).
fn targets_query(rule: &str, player: &str, rows: &[&str]) -> String {
    format!(
        "picture_state({rule}, destruction, {player}, [{}], S), player_targets(S, {player}, T).\n",
        rows.iter()
            .map(|r| format!("'{r}'"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn picture(rule: &str, phase: &str, player: &str, rows: &[&str]) -> String {
    format!(
        "picture_state({rule}, {phase}, {player}, [{}], S)",
        rows.iter()
            .map(|r| format!("'{r}'"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

// ---------------------------------------------------------------- rules

#[test]
fn an_obstacle_falls_to_an_army_that_sees_it_in_its_row_or_column() {
    let rows = [
        "w1 . # # .",
        "b1 . . . .",
        "# . . . .",
        ". . . . .",
        "w2 w3 # . .",
    ];
    let out = answers(
        &[],
        &(targets_query("sight", "p1", &rows) + &targets_query("sight", "p2", &rows)),
    );
    // (1,3): w1 sees it across an empty cell; (1,4) is hidden behind (1,3);
    // (3,1): seen from below by w2, not from above (b1 stands in between);
    // (5,3): seen by w3 only, w2 stands behind w3.
    assert!(
        out[0].contains("T = [1-3-obstacle([1-1]),3-1-obstacle([5-1]),5-3-obstacle([5-2])]"),
        "{}",
        out[0]
    );
    // Black sees (3,1) from b1 just above it, and nothing else.
    assert!(out[1].contains("T = [3-1-obstacle([2-1])]"), "{}", out[1]);
}

#[test]
fn an_enemy_army_falls_only_to_a_greater_sum_on_one_line() {
    let out = answers(
        &[],
        &[
            // One attacker: 3 > 2 across empty cells; 2 is not more than 2.
            targets_query(
                "sight",
                "p1",
                &["w3 . . b2", ". . . .", ". . . .", "w1 . . b1"],
            ),
            // Two attackers flanking in a row: 1 + 2 > 2, but 1 + 2 is not more than 3.
            targets_query(
                "sight",
                "p1",
                &["w1 b2 w2 .", ". . . .", ". . . .", ". . . ."],
            ),
            targets_query(
                "sight",
                "p1",
                &["w1 b3 w2 .", ". . . .", ". . . .", ". . . ."],
            ),
            // A row and a column do not add up: 2 (row) and 2 (column) against 3.
            targets_query(
                "sight",
                "p1",
                &[". w2 . .", "w1 b3 . .", ". . . .", ". . . ."],
            ),
            // Two attackers in one column: 1 above + 3 below > 3.
            targets_query(
                "sight",
                "p1",
                &[". w1 . .", ". b3 . .", ". w3 . .", ". . . ."],
            ),
        ]
        .concat(),
    );
    assert!(
        out[0].contains("T = [1-4-army(2,[attacker(3,1-1)])]"),
        "{}",
        out[0]
    );
    assert!(
        out[1].contains("T = [1-2-army(2,[attacker(1,1-1),attacker(2,1-3)])]"),
        "{}",
        out[1]
    );
    assert!(out[2].contains("T = []"), "{}", out[2]);
    assert!(out[3].contains("T = []"), "{}", out[3]);
    assert!(
        out[4].contains("T = [2-2-army(3,[attacker(1,1-2),attacker(3,3-2)])]"),
        "{}",
        out[4]
    );
}

#[test]
fn anything_in_between_blocks_a_threat_unless_the_formation_rule_is_chosen() {
    let own = ["w1 w2 b2 .", ". . . .", ". . . .", ". . . ."];
    let obstacle = ["w3 # b2 .", ". . . .", ". . . .", ". . . ."];
    let enemy = ["w3 b1 b2 .", ". . . .", ". . . .", ". . . ."];
    let out = answers(
        &[],
        &[
            targets_query("sight", "p1", &own),
            targets_query("formation", "p1", &own),
            targets_query("sight", "p1", &obstacle),
            targets_query("formation", "p1", &obstacle),
            targets_query("formation", "p1", &enemy),
        ]
        .concat(),
    );
    // Sight (the default): w1 is hidden behind w2, and 2 is not more than 2.
    assert!(out[0].contains("T = []"), "{}", out[0]);
    // Formation: w1 behind w2 joins in, 1 + 2 > 2.
    assert!(
        out[1].contains("T = [1-3-army(2,[attacker(2,1-2),attacker(1,1-1)])]"),
        "{}",
        out[1]
    );
    // An obstacle blocks under both rules (w3 can destroy the obstacle).
    assert!(out[2].contains("T = [1-2-obstacle([1-1])]"), "{}", out[2]);
    assert!(out[3].contains("T = [1-2-obstacle([1-1])]"), "{}", out[3]);
    // An enemy army blocks too: only b1, in front, is threatened.
    assert!(
        out[4].contains("T = [1-2-army(1,[attacker(3,1-1)])]"),
        "{}",
        out[4]
    );
}

#[test]
fn deployment_places_each_army_once_on_an_empty_cell_in_turn() {
    let start = "moves_state([size(3), obstacles([1-1, 2-2, 3-3])], [place(3, 1, 2)], S)";
    let out = answers(
        &[],
        &[
            format!("{start}, state_player(S, P), player_reserve(S, p1, R1), player_reserve(S, p2, R2).\n"),
            format!("{start}, move_error(S, place(3, 1, 2), E).\n"),
            format!("{start}, move_error(S, place(2, 2, 2), E).\n"),
            format!("{start}, move_error(S, place(4, 2, 1), E).\n"),
            format!("{start}, move_error(S, place(1, 0, 4), E).\n"),
            format!("{start}, move_error(S, destroy(1, 1), E).\n"),
            format!("{start}, move_error(S, pass, E).\n"),
            "moves_state([size(3), obstacles([1-1, 2-2, 3-3])], [place(3, 1, 2), place(3, 1, 3), place(3, 2, 1)], S).\n".to_string(),
            // All six armies placed: the destruction phase, white to move.
            "moves_state([size(3), obstacles([1-1, 2-2, 3-3])], [place(3, 1, 2), place(3, 1, 3), place(1, 2, 1), place(1, 2, 3), place(2, 3, 1), place(2, 3, 2)], S), state_phase(S, Ph), state_player(S, P).\n".to_string(),
        ]
        .concat(),
    );
    assert!(
        out[0].contains("P = p2")
            && out[0].contains("R1 = [1,2]")
            && out[0].contains("R2 = [1,2,3]"),
        "{}",
        out[0]
    );
    // Black may also place a 3, but not on white's army or an obstacle.
    assert!(
        out[1].contains("E = cell_taken(1,2,army(p1,3))"),
        "{}",
        out[1]
    );
    assert!(
        out[2].contains("E = cell_taken(2,2,obstacle)"),
        "{}",
        out[2]
    );
    assert!(out[3].contains("E = army_value_range(4,3)"), "{}", out[3]);
    assert!(out[4].contains("E = off_board(0,4,3)"), "{}", out[4]);
    assert!(
        out[5].contains("E = destroy_in_deployment([1,2,3])"),
        "{}",
        out[5]
    );
    assert!(out[6].contains("E = pass_in_deployment"), "{}", out[6]);
    // White's 3 is already on the board: the third placement fails.
    assert!(!yes(&out[7]), "{}", out[7]);
    assert!(
        out[8].contains("Ph = destruction") && out[8].contains("P = p1"),
        "{}",
        out[8]
    );
}

#[test]
fn a_player_with_nothing_to_destroy_passes_and_the_game_ends_when_neither_can() {
    // White's w3 can take b1 then b2; black's b1 and b2 see nothing they
    // can destroy (w3 is worth more than each).
    let pos = picture(
        "sight",
        "destruction",
        "p1",
        &["w3 b1 . b2", ". . . .", ". . . .", ". . . ."],
    );
    // Black is to move but has nothing; white has: pass is the only move.
    let stuck = picture(
        "sight",
        "destruction",
        "p2",
        &["w3 b1 . b2", ". . . .", ". . . .", ". . . ."],
    );
    let out = answers(
        &[],
        &[
            format!("{pos}, apply_move(S, destroy(1, 2), S1), state_player(S1, P).\n"),
            format!("{pos}, apply_move(S, destroy(1, 2), S1), apply_move(S1, destroy(1, 4), S2), game_over(S2, O).\n"),
            format!("{pos}, move_error(S, pass, E).\n"),
            format!("{stuck}, findall(M, legal_move(S, M), Ms), apply_move(S, pass, S1), state_player(S1, P).\n"),
            format!("{pos}, game_over(S, O).\n"),
            // Nothing can be destroyed, equal sums left: a draw.
            format!(
                "{}, game_over(S, O).\n",
                picture("sight", "destruction", "p1", &["w3 . . .", ". b3 . .", ". . . .", ". . . ."])
            ),
        ]
        .concat(),
    );
    // Black has nothing to destroy after b1 falls: white plays again.
    assert!(out[0].contains("P = p1"), "{}", out[0]);
    assert!(out[1].contains("O = winner(p1)"), "{}", out[1]);
    assert!(out[2].contains("E = pass_not_allowed(1)"), "{}", out[2]);
    assert!(
        out[3].contains("Ms = [pass]") && out[3].contains("P = p1"),
        "{}",
        out[3]
    );
    assert!(!yes(&out[4]), "the game is not over yet: {}", out[4]);
    assert!(out[5].contains("O = draw"), "{}", out[5]);
}

#[test]
fn move_error_explains_exactly_the_moves_legal_move_refuses() {
    let out = answers(
        &[],
        &[
            format!(
                "{}, disagreements(S, Bad).\n",
                picture("sight", "destruction", "p1", &["w1 b2 w2 .", "# . b4 .", ". w4 . #", "b1 . . w3"])
            ),
            format!(
                "{}, disagreements(S, Bad).\n",
                picture("formation", "deployment", "p1", &["w1 . . #", "# b2 . .", ". . # .", "# . . ."])
            ),
            format!(
                "{}, move_error(S, destroy(2, 3), E1), move_error(S, destroy(1, 1), E2), move_error(S, destroy(4, 1), E3), move_error(S, destroy(3, 3), E4), move_error(S, destroy(2, 2), E5), move_error(S, place(1, 2, 2), E6), move_error(S, destroy(x, 2), E7), move_error(S, jump, E8), \\+ move_error(S, destroy(1, 2), _), \\+ move_error(S, destroy(4, 2), _), \\+ move_error(S, destroy(3, 1), _).\n",
                picture("sight", "destruction", "p1", &["w1 b2 w2 .", ". . b4 .", "# . . .", "# b1 . w3"])
            ),
            // A whole game of each computer against each, every position
            // checked by state_error/2 and disagreements/2.
            "checked_game([size(4)], [random, greedy], O, N).\n".to_string(),
            "checked_game([size(3), formation(true)], [search, random], O, N).\n".to_string(),
        ]
        .concat(),
    );
    assert!(out[0].contains("Bad = []"), "{}", out[0]);
    assert!(out[1].contains("Bad = []"), "{}", out[1]);
    for expected in [
        "E1 = army_not_threatened(2,3,4,2)",
        "E2 = destroy_own_army(1,1,1)",
        "E3 = obstacle_not_seen(4,1)",
        "E4 = destroy_empty(3,3)",
        "E5 = destroy_empty(2,2)",
        "E6 = place_in_destruction",
        "E7 = destroy_not_numbers(x,2)",
        "E8 = unknown_move(jump)",
    ] {
        assert!(out[2].contains(expected), "{expected}: {}", out[2]);
    }
    assert!(yes(&out[3]) && out[3].contains("O = "), "{}", out[3]);
    assert!(yes(&out[4]) && out[4].contains("O = "), "{}", out[4]);
}

#[test]
fn options_and_states_are_checked() {
    let out = answers(
        &[],
        &[
            "option_error([size(2)], E).\n",
            "option_error([size(10)], E).\n",
            "option_error([size(five)], E).\n",
            "option_error([colour(red)], E).\n",
            "option_error([size(4), size(5)], E).\n",
            "option_error([size(3), obstacles([1-1, 2-2])], E).\n",
            "option_error([size(3), obstacles([1-1, 2-2, 2-2])], E).\n",
            "option_error([size(3), obstacles([1-1, 2-2, 4-1])], E).\n",
            "option_error([formation(maybe)], E).\n",
            "option_error([size(9), formation(true)], E).\n",
            // Random obstacles: N distinct cells, the same for the same seed.
            "new_state([p1, p2], [size(7)], S), state_cells(S, C), findall(I, (between(1, 49, I), arg(I, C, obstacle)), Is), length(Is, N).\n",
            "new_state([p1, p2], [], S), state_error(S, E).\n",
            "new_state([p1, p2], [], S0), S0 = prolognite(A, B, C, D, Cells, _), S = prolognite(A, B, C, D, Cells, reserves([1,2,3,4,5,5], [1,2,3,4,5])), state_error(S, E).\n",
            "moves_state([size(3), obstacles([1-1, 2-2, 3-3])], [place(3, 1, 2)], S0), S0 = prolognite(A, B, C, _, Cells, R), S = prolognite(A, B, C, p1, Cells, R), state_error(S, E).\n",
            "moves_state([size(3), obstacles([1-1, 2-2, 3-3])], [place(3, 1, 2)], S0), S0 = prolognite(A, B, C, P, Cells, _), S = prolognite(A, B, C, P, Cells, reserves([1,2,3], [1,2,3])), state_error(S, E).\n",
            "state_error(foo, E).\n",
        ]
        .concat(),
    );
    let expected = [
        "E = bad_size(2,3,9)",
        "E = bad_size(10,3,9)",
        "E = bad_size(five,3,9)",
        "E = unknown_option(colour(red))",
        "E = duplicate_option(size)",
        "E = obstacles_count(2,3)",
        "E = obstacle_twice(2-2)",
        "E = obstacle_off_board(4-1,3)",
        "E = bad_formation(maybe)",
    ];
    for (i, e) in expected.iter().enumerate() {
        assert!(out[i].contains(e), "{e}: {}", out[i]);
    }
    assert!(!yes(&out[9]), "valid options: {}", out[9]);
    assert!(out[10].contains("N = 7"), "{}", out[10]);
    assert!(!yes(&out[11]), "a new state is valid: {}", out[11]);
    assert!(out[12].contains("E = state_bad_reserves("), "{}", out[12]);
    assert!(out[13].contains("E = state_turn(p1)"), "{}", out[13]);
    assert!(out[14].contains("E = state_army_twice(p1)"), "{}", out[14]);
    assert!(out[15].contains("E = not_a_state"), "{}", out[15]);
    // The same seed draws the same obstacles.
    let again = answers(&[], "new_state([p1, p2], [size(7)], S), state_cells(S, C), findall(I, (between(1, 49, I), arg(I, C, obstacle)), Is), length(Is, N).\n");
    let cells = |s: &str| {
        s.lines()
            .find(|l| l.starts_with("Is = "))
            .map(str::to_string)
    };
    assert_eq!(cells(&out[10]), cells(&again[0]));
    assert!(cells(&out[10]).is_some());
}

// ------------------------------------------------------------- commands

const GAME: &str = "startGame([alice, bob], [size(4), obstacles([1-1, 2-3, 3-2, 4-4])]).
place(3,4,2).
place(3,1,4).
place(4,3,4).
place(4,3,1).
place(2,3,3).
place(2,2,1).
place(1,4,3).
place(1,1,2).
destroy(1,4).
destroy(1,1).
destroy(2,3).
destroy(3,2).
destroy(1,2).
destroy(3,3).
destroy(4,4).
";

#[test]
fn a_seeded_game_between_two_humans_is_played_to_its_end() {
    let out = play(&[], &format!("{GAME}destroy(3,1).\nplace(1,1,1).\n"));
    assert!(out.contains("alice places w3 at (4,2)."), "{out}");
    assert!(
        out.contains("All armies are deployed: the destruction phase begins."),
        "{out}"
    );
    // The board after deployment marks what alice can destroy: b3 and three obstacles.
    let board = out
        .split("Prolognite, destruction: alice destroys one of the cells in [ ]")
        .nth(1)
        .expect("a destruction board")
        .split("w = white")
        .next()
        .unwrap();
    assert!(board.contains("|[b3]|"), "{board}");
    assert_eq!(board.matches("[# ]").count(), 3, "{board}");
    assert!(
        out.contains("alice destroys b3 at (1,4), threatened by w4 (3,4): 4 > 3."),
        "{out}"
    );
    assert!(
        out.contains("bob destroys the obstacle at (1,1), seen by b1 (1,2), b2 (2,1)."),
        "{out}"
    );
    assert!(
        out.contains("bob destroys w2 at (3,3), threatened by b4 (3,1): 4 > 2."),
        "{out}"
    );
    assert!(
        out.contains("Armies left on the board: white (p1) 8, black (p2) 6."),
        "{out}"
    );
    assert!(out.contains("Game over: p1 (alice) wins!"), "{out}");
    // Moves after the end are refused.
    assert_eq!(
        out.matches("The game is over: start a new one with startGame.")
            .count(),
        2,
        "{out}"
    );
}

/// The lines of `out` that show the state (`S = ...`), in order.
fn states(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("S = ")).collect()
}

#[test]
fn bad_moves_name_the_rule_and_change_nothing() {
    let deploy = &GAME[..GAME.find("place(4,3,4).").unwrap()];
    let bad = [
        (
            "place(3,2,2).",
            "Your army worth 3 is already on the board; your reserve holds [1,2,4].",
        ),
        (
            "place(2,1,1).",
            "Rule (deployment): armies go on empty cells; (1,1) holds an obstacle.",
        ),
        (
            "place(2,4,2).",
            "Rule (deployment): armies go on empty cells; (4,2) already holds an army.",
        ),
        (
            "place(2,5,1).",
            "(5,1) is off the board: rows and columns go from 1 to 4.",
        ),
        ("place(2,0,-1).", "(0,-1) is off the board"),
        (
            "place(two,1,2).",
            "place(two, 1, 2): the value, the row and the column must be whole numbers",
        ),
        (
            "place(7,1,2).",
            "There is no army worth 7: each player's armies are worth 1 to 4.",
        ),
        (
            "destroy(1,1).",
            "This is the deployment phase: nothing is destroyed until all armies are placed.",
        ),
        ("pass.", "There is no passing in the deployment phase"),
        ("place(_,1,2).", "is not a complete move"),
    ];
    let destruction_bad = [
        (
            "destroy(1,1).",
            "none of your armies sees the obstacle at (1,1).",
        ),
        (
            "destroy(2,1).",
            "The army at (2,1) is worth 2; your armies that see it on one line sum to at most 0.",
        ),
        ("destroy(3,3).", "(3,3) holds your own army worth 2"),
        (
            "destroy(2,2).",
            "(2,2) is empty: there is nothing to destroy there.",
        ),
        ("destroy(9,9).", "(9,9) is off the board"),
        (
            "destroy(1,b).",
            "destroy(1, b): the row and the column must be whole numbers",
        ),
        (
            "place(1,2,2).",
            "All armies are deployed, this is the destruction phase",
        ),
        (
            "pass.",
            "Rule: you pass only when you have nothing to destroy, and you can destroy 4 now",
        ),
    ];
    let mut input = String::from(deploy);
    input.push_str("current_state(S).\n");
    for (query, _) in bad {
        input.push_str(query);
        input.push('\n');
    }
    input.push_str("current_state(S).\n");
    input.push_str(&GAME[GAME.find("place(4,3,4).").unwrap()..GAME.find("destroy(1,4).").unwrap()]);
    input.push_str("current_state(S).\n");
    for (query, _) in destruction_bad {
        input.push_str(query);
        input.push('\n');
    }
    input.push_str("current_state(S).\n");
    let out = play(&[], &input);
    for (query, reason) in bad.iter().chain(destruction_bad.iter()) {
        assert!(out.contains(reason), "{query}: {reason}\n{out}");
    }
    let s = states(&out);
    assert_eq!(s.len(), 4, "{out}");
    assert_eq!(s[0], s[1]);
    assert_eq!(s[2], s[3]);
    assert!(s[2].contains(",destruction,p1,"), "{}", s[2]);
    // Indonesian names the same rule.
    let out = play(&["--lang", "id"], &format!("{deploy}place(2,1,1).\n"));
    assert!(
        out.contains(
            "Aturan (penempatan): pasukan diletakkan di petak kosong; di (1,1) ada rintangan."
        ),
        "{out}"
    );
}

#[test]
fn questions_read_the_move_and_end_of_input_cancels() {
    let start = "startGame([alice, cpu(greedy)], [size(4), obstacles([1-1, 2-3, 3-2, 4-4])]).\n";
    let out = play(
        &[],
        // A refused value is asked again, then a cell as "2 2".
        &format!("{start}place.\n9\nx\n4\n2 2\ncurrent_state(S).\nplace.\n3\n"),
    );
    assert!(out.contains("x is not a whole number."), "{out}");
    assert!(out.contains("There is no army worth 9"), "{out}");
    assert!(out.contains("alice places w4 at (2,2)."), "{out}");
    assert!(out.contains("p2 (computer, greedy) places b"), "{out}");
    assert!(out.contains("place cancelled: nothing changed."), "{out}");
    // destroy. during deployment says why before asking anything.
    let out = play(&[], &format!("{start}destroy.\n"));
    assert!(out.contains("This is the deployment phase"), "{out}");
    assert!(!out.contains("Row (1 to 4)"), "{out}");
    // startGame. asks the players, the size and the rule; bad answers ask again.
    let out = play(
        &[],
        "startGame.\nalice\nbob\n12\n3\nmaybe\nyes\nrules.\nscore.\n",
    );
    assert!(out.contains("12 is not a board size from 3 to 9."), "{out}");
    assert!(out.contains("Please answer yes or no, not maybe."), "{out}");
    assert!(out.contains("This game uses the formation rule"), "{out}");
    assert!(
        out.contains("white (p1), alice: armies worth 6; not placed yet: 1 2 3"),
        "{out}"
    );
    let out = play(&[], "startGame.\nalice\nbob\n");
    assert!(out.contains("No new game was started."), "{out}");
}

#[test]
fn targets_inspect_score_and_hint_describe_the_position() {
    let mut input = String::from(&GAME[..GAME.find("destroy(1,4).").unwrap()]);
    input.push_str("targets.\ninspect(1,4).\ninspect(2,1).\ninspect(1,1).\ninspect(2,2).\ninspect(x,1).\nscore.\nhint.\n");
    let out = play(&[], &input);
    for expected in [
        "alice can destroy:",
        "  (1,4) b3, threatened by w4 (3,4): 4 > 3",
        "  (2,3) an obstacle, seen by w2 (3,3)",
        "(1,4) holds b3, an army of bob.",
        "  alice can destroy it: threatened by w4 (3,4), 4 > 3.",
        "  alice cannot destroy it: their armies that see it on one line sum to at most 0, not more than 2.",
        "(1,1) holds an obstacle.",
        "  alice cannot destroy it: none of their armies sees it.",
        "  bob can destroy it: seen by b1 (1,2), b2 (2,1).",
        "(2,2) is empty.",
        "(x,1): the row and the column must be whole numbers",
        "white (p1), alice: armies worth 10; not placed yet: -",
        "Destruction phase; alice to move.",
        "The search computer would play destroy(1,4).",
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}

#[test]
fn help_lists_every_command_in_english_and_indonesian() {
    for (lang, words) in [
        (
            "en",
            [
                "Deployment: place your army",
                "Destruction: destroy the obstacle",
                "Pass; allowed only",
            ],
        ),
        (
            "id",
            [
                "Penempatan: letakkan pasukan Anda",
                "Penghancuran: hancurkan rintangan",
                "Lewat; hanya boleh",
            ],
        ),
    ] {
        let out = play(&["--lang", lang], "help.\n");
        for command in [
            "place(Value, Row, Col)",
            "destroy(Row, Col)",
            "  pass ",
            "  targets ",
            "inspect(Row, Col)",
            "  score ",
            "  hint ",
            "  rules ",
            "size(N)",
            "saveGame(File)",
        ] {
            assert!(out.contains(command), "{lang} {command}\n{out}");
        }
        for w in words {
            assert!(out.contains(w), "{lang} {w}\n{out}");
        }
    }
    // Every help line exists in both languages (the messages:
    // rulebook_contract.rs).
    let out = answers(
        &[],
        "findall(T, (help_entry(en, T, _), \\+ help_entry(id, T, _)), L).\n\
         findall(T, (help_entry(id, T, _), \\+ help_entry(en, T, _)), L).\n\
         findall(K, en_message(K, _), Ks), length(Ks, N).\n",
    );
    for chunk in &out[..2] {
        assert!(chunk.contains("L = []"), "{chunk}");
    }
    assert!(out[2].contains("N = "), "{}", out[2]);
}

#[test]
fn saves_load_back_resume_and_bad_saves_change_nothing() {
    let data = scratch_dir("prolognite-data");
    let save = data.join("game.pl");
    let quoted = format!("'{}'", save.display());
    let half = &GAME[..GAME.find("destroy(1,4).").unwrap()];
    let args = ["--game", "prolognite", "--seed", "1"];
    let run = conquest_in(
        &data,
        &args,
        format!("{half}saveGame({quoted}).\ncurrent_state(S).\n").as_bytes(),
    );
    assert!(run.stdout.contains("Game saved to"), "{}", run.stdout);
    let state = run
        .stdout
        .lines()
        .find(|l| l.starts_with("S = "))
        .unwrap()
        .to_string();
    // Load it in a new session and finish the game there.
    let rest = &GAME[GAME.find("destroy(1,4).").unwrap()..];
    let run = conquest_in(
        &data,
        &args,
        format!("loadGame({quoted}).\ncurrent_state(S).\n{rest}").as_bytes(),
    );
    assert!(run.stdout.contains("Game loaded from"), "{}", run.stdout);
    assert!(run.stdout.contains(&state), "{}", run.stdout);
    assert!(
        run.stdout.contains("Game over: p1 (alice) wins!"),
        "{}",
        run.stdout
    );
    // A damaged save (two black 4s) is refused and the game stays.
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("army(p2,2)"), "{text}");
    let bad = data.join("bad.pl");
    std::fs::write(&bad, text.replacen("army(p2,2)", "army(p2,4)", 1)).unwrap();
    let run = conquest_in(
        &data,
        &args,
        format!("{half}loadGame('{}').\ncurrent_state(S).\n", bad.display()).as_bytes(),
    );
    assert!(
        run.stdout
            .contains("was not loaded, the current game is unchanged"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("black (p2) has two armies of the same value"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(&state), "{}", run.stdout);
    // The autosave of that session resumes where it stopped.
    let run = conquest_in(
        &data,
        &["--game", "prolognite", "--resume"],
        b"current_state(S).\ndestroy(1,4).\n",
    );
    assert!(run.stdout.contains(&state), "{}", run.stdout);
    assert!(
        run.stdout.contains("alice destroys b3 at (1,4)"),
        "{}",
        run.stdout
    );
}

// ------------------------------------------------------------ computers

#[test]
fn computers_play_whole_games_the_same_way_for_the_same_seed() {
    let input = "startGame([cpu(greedy), cpu(search)], [size(4)]).\n";
    let a = play(&["--seed", "5"], input);
    let b = play(&["--seed", "5"], input);
    assert_eq!(a, b);
    assert_eq!(a.matches("Game over").count(), 1, "{a}");
    assert_eq!(a.matches(" places w").count(), 4, "{a}");
    assert_eq!(a.matches(" places b").count(), 4, "{a}");
    // A human against a computer: the computer answers each move.
    let out = play(
        &[],
        "startGame([alice, cpu(random)], [size(3), obstacles([2-2, 3-3, 1-3])]).\nplace(1,1,1).\nplace(1,1,2).\n",
    );
    assert!(out.contains("alice places w1 at (1,1)."), "{out}");
    assert!(out.contains("p2 (computer, random) places b"), "{out}");
    assert!(
        out.contains("Your army worth 1 is already on the board"),
        "{out}"
    );
}

#[test]
fn simulate_plays_series_of_games_with_the_rulebook_levels() {
    let run = conquest(
        &[
            "simulate",
            "--game",
            "prolognite",
            "--players",
            "greedy,random",
            "--games",
            "6",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
    let wins = |seat: &str| -> u32 {
        let line = run
            .stdout
            .lines()
            .find(|l| l.starts_with(seat))
            .unwrap_or_else(|| panic!("{}", run.stdout));
        line.split_whitespace().nth(3).unwrap().parse().unwrap()
    };
    let draws: u32 = run
        .stdout
        .lines()
        .find(|l| l.starts_with("draws"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert_eq!(wins("p1") + wins("p2") + draws, 6, "{}", run.stdout);
    assert!(wins("p1") >= 4, "greedy should beat random: {}", run.stdout);
    let run = conquest(
        &[
            "simulate",
            "--game",
            "prolognite",
            "--players",
            "greedy,hard",
            "--games",
            "1",
        ],
        "",
    );
    assert_ne!(run.code, 0);
    assert!(
        run.stderr.contains("unknown level 'hard'"),
        "{}",
        run.stderr
    );
}

/// The hint in a position whose answer is known: alice (w) can destroy
/// b2, which threatens her w1, or the obstacle. Destroying b2 wins (bob
/// can only take the obstacle, 4 against 3); the obstacle draws (bob
/// takes w1, alice b2: 3 against 3). Both lines are played out below.
#[test]
fn the_hint_names_the_destroy_that_wins() {
    let helpers = positions();
    let position = "startGame([alice, bob], [size(3), replace(true)]).\n\
         picture_state(sight, destruction, p1, ['w1 b2 .', '. . b3', '. w3 #'], S), set_current_state(S).\n";
    let out = play(
        &[&helpers],
        &format!(
            "{position}hint.\ndestroy(1,2).\ndestroy(3,3).\n\
             {position}destroy(3,3).\ndestroy(1,1).\ndestroy(1,2).\n"
        ),
    );
    assert!(
        out.contains("The search computer would play destroy(1,2)."),
        "{out}"
    );
    assert!(out.contains("bob threatens your w1 at (1,1) now."), "{out}");
    let won = out.find("wins!").unwrap_or_else(|| panic!("no win: {out}"));
    let drawn = out
        .find("Game over: a draw.")
        .unwrap_or_else(|| panic!("no draw: {out}"));
    assert!(won < drawn && out[..won].contains("alice"), "{out}");
}

#[test]
fn the_computers_scores_worked_out_from_a_positions_parts_equal_the_whole_boards() {
    // 150 positions of random seeded games, every stage, sizes 3 to 9,
    // both rules: each placement's incremental score, each destruction's
    // child node and score, against the whole board's (positions.pl).
    let out = answers(&[], "score_disagreements(150, Bad).\n");
    assert!(out[0].contains("Bad = []"), "{}", out[0]);
}
