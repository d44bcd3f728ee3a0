//! Xero-G (prolog/games/xerog/): the rules as relations, queried on positions
//! drawn as rows of levels (helpers in tests/xerog/positions.pl), and the
//! commands, questions, saves, computers and `simulate` through the real
//! binary in batch mode.

use crate::common;

use std::path::Path;

use common::{conquest, scratch_dir};

/// The test helpers consulted after the rules.
fn positions() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/xerog/positions.pl")
        .to_string_lossy()
        .into_owned()
}

/// Runs batch `input` on Xero-G with `extra` arguments (and `--seed 1`
/// unless they give one); fails on a crash or an uncaught exception.
fn run(extra: &[&str], input: &str) -> String {
    common::play_game("xerog", extra, input)
}

/// The output of each query of `input` (one query a line, no questions),
/// up to and including its `yes` or `no`; the helpers are loaded first.
fn answers(input: &str) -> Vec<String> {
    let helpers = positions();
    let out = run(&[&helpers], input);
    let chunks = common::script::answers_of(&out);
    let queries = input.lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(chunks.len(), queries, "{out}");
    chunks
}

/// Query `i` succeeded and bound each of `bindings` (lines `X = value`).
fn binds(chunks: &[String], i: usize, bindings: &[&str]) {
    let out = &chunks[i];
    assert!(out.ends_with("yes\n"), "query {i} should succeed:\n{out}");
    for b in bindings {
        assert!(
            out.lines().any(|l| l == *b),
            "query {i} should bind {b:?}:\n{out}"
        );
    }
}

/// Query `i` failed.
fn fails(chunks: &[String], i: usize) {
    assert!(
        chunks[i].ends_with("no\n"),
        "query {i} should fail:\n{}",
        chunks[i]
    );
}

/// p1 to move: a level-3 ship on c1 (home row 1), a 1 on d2, a 3 on c4, a
/// 1 on e4 and a 1 on a6.
const B1: &str =
    "[[0,0,3,0,0,0],[0,0,0,1,0,0],[0,0,0,0,0,0],[0,0,3,0,1,0],[0,0,0,0,0,0],[1,0,0,0,0,0]]";

fn verdicts(board: &str, player: &str, cases: &[(&str, &str)]) {
    let input: String = cases
        .iter()
        .map(|(m, _)| format!("pos({player}, {board}, _S), verdict(_S, {m}, V).\n"))
        .collect();
    let chunks = answers(&input);
    for (i, (m, v)) in cases.iter().enumerate() {
        assert!(
            chunks[i].lines().any(|l| l == format!("V = {v}")),
            "{m} should give {v}:\n{}",
            chunks[i]
        );
    }
}

#[test]
fn setup_arrangements_and_the_first_player() {
    let c = answers(
        "new_state([p1, p2], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2,[3,2,1,1,2,3])], _S), rows(_S, R), state_player(_S, P), state_phase(_S, Ph).\n\
         new_state([p1, p2], [], _S), state_phase(_S, Ph), state_player(_S, P), rows(_S, R).\n\
         new_state([p1, p2], [arrangement(random)], _S), rows(_S, [_A,_B,_C,_D,_E,_F]), \\+ arrangement_error(_A), \\+ arrangement_error(_F), append([_B,_C,_D,_E], _M), sort(_M, M).\n\
         new_state([p1, p2], [arrangement(p2,[1,1,2,2,3,3])], _S), state_player(_S, P), verdict(_S, arrange([1,1,1,2,2,3]), V1), verdict(_S, move(a1,[a2],stop), V2), after(_S, [arrange([3,3,2,2,1,1])], _S1), state_phase(_S1, Ph), state_player(_S1, P1), rows(_S1, [R1|_]).\n\
         option_error([arrangement(p3, random)], E1), option_error([max_rounds(0)], E2), option_error([speed(9)], E3), option_error([arrangement([1,2])], E4).\n\
         option_error([arrangement(p1, [3,3,2,2,1,1]), arrangement(p2, random), max_rounds(5)], _).\n",
    );
    binds(&c, 0, &[
        "R = [[1,2,3,3,2,1],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[3,2,1,1,2,3]]",
        "P = p1",
        "Ph = playing",
    ]);
    // By default each player arranges its own ships, p1 first.
    binds(&c, 1, &["Ph = placing", "P = p1"]);
    assert!(c[1].contains("R = [[0,0,0,0,0,0],"), "{}", c[1]);
    binds(&c, 2, &["M = [0]"]);
    binds(
        &c,
        3,
        &[
            "P = p1",
            "V1 = bad_arrangement([1,1,1,2,2,3],[1,1,2,2,3,3])",
            "V2 = must_arrange(p1)",
            "Ph = playing",
            "P1 = p1",
            "R1 = [3,3,2,2,1,1]",
        ],
    );
    binds(
        &c,
        4,
        &[
            "E1 = unknown_side(p3)",
            "E2 = bad_max_rounds(0)",
            "E3 = unknown_option(speed(9))",
            "E4 = bad_arrangement_option([1,2])",
        ],
    );
    fails(&c, 5);
}

#[test]
fn a_ship_moves_exactly_its_level_orthogonally_through_empty_cells() {
    verdicts(
        B1,
        "p1",
        &[
            ("move(c1,[c2,c3],stop)", "steps_left(3,c3,1)"),
            ("move(c1,[c2,c3,d3],stop)", "ok"),
            ("move(c1,[c2,c3,d3,e3],stop)", "steps_after_stop(d3)"),
            ("move(c1,[d2,d3,d4],stop)", "not_adjacent(c1,d2)"),
            ("move(c1,[d1,d2,d3],stop)", "blocked(d2,1)"),
            ("move(c1,[],stop)", "no_steps"),
            ("move(b1,[b2],stop)", "no_ship(b1)"),
            ("move(c1,[c2,c3,c4,c5,c6],stop)", "steps_left(3,c6,1)"),
            ("move(z9,[c2],stop)", "not_a_cell(z9)"),
            ("move(c1,[c2,q7,c4],stop)", "not_a_cell(q7)"),
            ("jump(c1)", "not_a_move(jump(c1))"),
        ],
    );
}

#[test]
fn only_ships_of_the_home_row_move() {
    let c = answers(&format!(
        "pos(p1, {B1}, _S), home_row_of(_S, R), verdict(_S, move(e4,[e5],stop), V).\n\
         pos(p2, {B1}, _S), home_row_of(_S, R), verdict(_S, move(c1,[c2,c3,d3],stop), V).\n\
         pos(p1, [[2,2,2,2,3,3],[1,1,1,1,3,3],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]], _S), home_row_of(_S, R), verdict(_S, move(a1,[b1],stop), V1), verdict(_S, move(a2,[a3],stop), V2).\n\
         pos(p2, [[2,2,2,2,3,3],[1,1,1,1,3,3],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]], _S), home_row_of(_S, R).\n"
    ));
    binds(&c, 0, &["R = 1", "V = not_home_row(e4,p1,1)"]);
    // Typing p1's move when p2 is to move: the reason names p2 and its row.
    binds(&c, 1, &["R = 6", "V = not_home_row(c1,p2,6)"]);
    // No ship of row 1 can move (all walled in): the home row is row 2.
    binds(&c, 2, &["R = 2", "V1 = not_home_row(a1,p1,2)", "V2 = ok"]);
    binds(&c, 3, &["R = 2"]);
}

#[test]
fn each_gate_is_crossed_once_per_turn_boosts_included() {
    // b1 (1) boosts on c1 (1), c2 (1), b2 (2): the path passes its own
    // starting cell again through a gate it has not crossed.
    let loop_board =
        "[[0,1,1,0,0,0],[0,2,1,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]";
    verdicts(
        loop_board,
        "p1",
        &[
            ("move(b1,[c1,c2,b2,b1,a1],stop)", "ok"),
            ("move(b1,[c1,b1],stop)", "gate_used(c1,b1)"),
            ("move(b1,[c1,c2,b2,b1,c1],stop)", "gate_used(b1,c1)"),
            ("move(b1,[c1,c2,b2,b1],stop)", "steps_left(1,b1,1)"),
        ],
    );
    verdicts(
        "[[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,2]]",
        "p1",
        &[
            ("move(f6,[f5,f6],stop)", "gate_used(f5,f6)"),
            ("move(f6,[f5,e5],stop)", "ok"),
        ],
    );
}

#[test]
fn rocket_boosts_chain_and_reprogram_moves_the_landed_on_ship() {
    let board =
        "[[0,0,3,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,3,0,0,0],[0,0,0,0,0,0],[0,0,0,1,0,0]]";
    verdicts(
        board,
        "p1",
        &[
            ("move(c1,[c2,c3,c4],stop)", "landed_on_ship(c4,3)"),
            ("move(c1,[c2,c3,c4,c5,d5,d6],stop)", "landed_on_ship(d6,1)"),
            ("move(c1,[c2,c3,c4,c5,d5,d6],reprogram(a3))", "ok"),
            ("move(c1,[c2,c3,c4,c5,d5,d6,d5],stop)", "gate_used(d6,d5)"),
            ("move(c1,[c2,c3,c4,c5,d5,d6,e6],stop)", "ok"),
            (
                "move(c1,[c2,c3,c4,c5,d5,d6],reprogram(c4))",
                "target_occupied(c4)",
            ),
            ("move(c1,[c2,c3,c4],reprogram(d6))", "target_occupied(d6)"),
            (
                "move(c1,[c2,c3,d3],reprogram(a3))",
                "reprogram_needs_ship(d3)",
            ),
            ("move(c1,[c2,c3,c4],reprogram(q9))", "not_a_cell(q9)"),
        ],
    );
    let c = answers(&format!(
        "pos(p1, {board}, _S), after(_S, [move(c1,[c2,c3,c4,c5,d5,d6],reprogram(a3))], _S1), rows(_S1, R), state_player(_S1, P).\n\
         pos(p1, {board}, _S), after(_S, [move(c1,[c2,c3,c4],reprogram(f1))], _S1), rows(_S1, [R1,_,_,R4|_]).\n"
    ));
    binds(&c, 0, &[
        "R = [[0,0,0,0,0,0],[0,0,0,0,0,0],[1,0,0,0,0,0],[0,0,3,0,0,0],[0,0,0,0,0,0],[0,0,0,3,0,0]]",
        "P = p2",
    ]);
    binds(&c, 1, &["R1 = [0,0,0,0,0,3]", "R4 = [0,0,3,0,0,0]"]);
}

#[test]
fn landing_exactly_in_the_opponents_base_wins() {
    verdicts(
        B1,
        "p1",
        &[
            ("move(c1,[c2,c3,c4,c5,c6,base],stop)", "ok"),
            ("move(c1,[c2,c3,c4,c5,base],stop)", "base_not_adjacent(c5)"),
            (
                "move(c1,[c2,c3,c4,d4,d5,d6,base],stop)",
                "steps_after_stop(d6)",
            ),
        ],
    );
    // A level-2 ship on f6: the step into base B counts as one move.
    verdicts(
        "[[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,2]]",
        "p1",
        &[
            ("move(f6,[base],stop)", "base_steps_left(1)"),
            ("move(f6,[e6,base],stop)", "ok"),
            ("move(f6,[e6,base,e6],stop)", "steps_after_base"),
            ("move(f6,[e6,base],reprogram(a1))", "reprogram_in_base"),
        ],
    );
    let c = answers(&format!(
        "pos(p1, {B1}, _S), after(_S, [move(c1,[c2,c3,c4,c5,c6,base],stop)], _S1), game_over(_S1, O), state_phase(_S1, Ph), rows(_S1, [R1|_]).\n\
         pos(p2, [[1,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]], _S), verdict(_S, move(a1,[base],stop), V), after(_S, [move(a1,[base],stop)], _S1), game_over(_S1, O).\n\
         pos(p1, {B1}, _S), findall(M, (legal_move(_S, M), M = move(_, P, _), append(_, [base], P)), Ms).\n\
         pos(p1, {B1}, _S), game_over(_S, _).\n"
    ));
    binds(
        &c,
        0,
        &["O = winner(p1)", "Ph = won(p1,3,3)", "R1 = [0,0,0,0,0,0]"],
    );
    binds(&c, 1, &["V = ok", "O = winner(p2)"]);
    binds(&c, 2, &["Ms = [move(c1,[c2,c3,c4,c5,c6,base],stop)]"]);
    fails(&c, 3);
}

#[test]
fn every_turn_must_change_the_board() {
    verdicts(
        B1,
        "p1",
        &[("move(c1,[c2,c3,c4],reprogram(c1))", "board_unchanged")],
    );
    // Boosting round a square back to the starting cell.
    verdicts(
        "[[0,1,1,0,0,0],[0,1,1,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]",
        "p1",
        &[("move(b1,[c1,c2,b2,b1],stop)", "board_unchanged")],
    );
    let c = answers(&format!(
        "pos(p1, {B1}, _S), state_board(_S, _B0), forall(legal_move(_S, _M), (apply_move(_S, _M, _S1), state_board(_S1, _B1), _B1 \\== _B0)).\n"
    ));
    binds(&c, 0, &[]);
}

#[test]
fn legal_moves_are_checked_and_distinct() {
    // Every enumerated move passes move_error/3, and no two leave the same board.
    let c = answers(&format!(
        "new_state([p1, p2], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2,[1,3,3,2,2,1])], _S), consistent(_S, N).\n\
         pos(p1, {B1}, _S), consistent(_S, N).\n\
         pos(p1, [[3,3,1,1,2,2],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[3,1,3,1,2,2]], _S), consistent(_S, N), findall(M, (legal_move(_S, M), M = move(b1, _, reprogram(b1))), Swap1), findall(M, (legal_move(_S, M), M = move(d1, _, reprogram(d1))), Swap2), length(Swap1, K1), length(Swap2, K2), K is K1 + K2.\n\
         new_state([p1, p2], [], _S), findall(M, legal_move(_S, M), _Ms), length(_Ms, N).\n"
    ));
    binds(&c, 0, &["N = 210"]);
    binds(&c, 1, &[]);
    // b1 and d1 can swap by landing on each other: one of the two is listed.
    assert!(c[2].contains("\nK = "), "{}", c[2]);
    assert!(!c[2].contains("K = 0\n"), "{}", c[2]);
    binds(&c, 3, &["N = 90"]);
    let n: usize = c[1]
        .lines()
        .find_map(|l| l.strip_prefix("N = "))
        .and_then(|n| n.parse().ok())
        .expect("a count");
    assert!(n > 20, "{}", c[1]);
}

#[test]
fn a_round_limit_ends_the_game_in_a_draw() {
    let c = answers(
        "new_state([p1, p2], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2,[1,3,3,2,2,1]), max_rounds(1)], _S), after(_S, [move(a1,[a2],stop)], _S1), state_round(_S1, R1), \\+ game_over(_S1, _), after(_S1, [move(a6,[a5],stop)], _S2), game_over(_S2, O), state_phase(_S2, Ph).\n",
    );
    binds(&c, 0, &["R1 = 1", "O = draw", "Ph = drawn(round_limit)"]);
    let out = run(
        &[],
        "startGame([alice, bob], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2,[1,3,3,2,2,1]), max_rounds(1)]).\nmove(a1, [d]).\nmove(a6, [u]).\nmove(b1, [d, d]).\n",
    );
    assert!(
        out.contains("The round limit is reached after round 1."),
        "{out}"
    );
    assert!(out.contains("Game over: a draw."), "{out}");
    assert!(
        out.contains("The game is over: start a new one with startGame."),
        "{out}"
    );
}

/// A game between two humans with known rows: p1 [1,2,3,3,2,1], p2
/// [1,3,3,2,2,1].
const START: &str =
    "startGame([alice, bob], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2,[1,3,3,2,2,1])]).\n";

#[test]
fn bad_input_names_the_rule_and_changes_nothing() {
    let cases: &[(&str, &str)] = &[
        ("move(z9, [d])", "z9 is not a cell of the 6x6 grid"),
        ("move(a1, [l])", "From a1, the step l leaves the grid."),
        (
            "move(c1, [u])",
            "From c1 that step leads into your own base",
        ),
        ("move(c1, [x])", "x is not a step"),
        ("move(c1, d)", "The steps must be a list"),
        ("move(C, [d])", "Please give the ship's cell in lower case"),
        ("move(a2, [d])", "There is no ship on a2."),
        (
            "move(a6, [u])",
            "The ship on a6 is not in the home row of p1, who is to move: the home row is row 1",
        ),
        ("move(c1, [d, d])", "after c3, 1 step(s) remain"),
        (
            "move(b1, [d, d, d])",
            "landed on the empty cell b3 with its last step",
        ),
        (
            "move(c1, [d, r, u], c1)",
            "The board must change in every turn",
        ),
        ("move(c1, [d, r, u], e1)", "e1 is not empty"),
        ("move(c1, [d, r, u], Z)", "Please give the reprogram cell"),
        (
            "move(a1, [d], b3)",
            "a2 is empty: you can reprogram only a ship",
        ),
        ("move(c1, [d, d, d, d])", "no steps may follow"),
        ("arrange([1,2,3,3,2,1])", "The ships are already arranged"),
        ("arrange(random)", "The ships are already arranged"),
        ("moves(g1)", "g1 is not a cell"),
    ];
    let mut input = String::from(START);
    for (command, _) in cases {
        // A refused move fails (the toplevel answers no): \+ checks it.
        let refused = if command.starts_with("moves(") {
            command.to_string()
        } else {
            format!("\\+ {command}")
        };
        input.push_str(&format!(
            "current_state(_S0), {refused}, current_state(_S1), _S0 == _S1.\n"
        ));
    }
    let out = run(&[], &input);
    let chunks: Vec<&str> = out.split("\nyes\n").collect();
    // The start, then one answer per bad command; every one is "yes" (the
    // command failed and the state after it is identical) and says why.
    assert_eq!(chunks.len(), cases.len() + 2, "{out}");
    for (i, (command, reason)) in cases.iter().enumerate() {
        assert!(
            chunks[i + 1].contains(reason),
            "{command} should say {reason:?}:\n{}",
            chunks[i + 1]
        );
    }
    assert!(!out.contains("\nno\n"), "{out}");
}

#[test]
fn moves_lists_turns_and_a_move_is_announced_and_drawn() {
    let out = run(
        &[],
        &format!("{START}moves.\nmoves(a1).\nmove(a1, [d]).\nmoves(a1).\n"),
    );
    assert!(
        out.contains("alice moves a ship of home row 1; 210 different turns:"),
        "{out}"
    );
    assert!(out.contains("Ship a1 (level 1), 4 ends:"), "{out}");
    assert!(
        out.contains("move(a1,[r],Cell)  lands on the level-2 ship on b1"),
        "{out}"
    );
    assert!(out.contains("move(c1,[d,d,d])  stops on c4"), "{out}");
    assert!(
        out.contains("alice moves the level-1 ship from a1: a1 > a2; it stops on a2."),
        "{out}"
    );
    assert!(
        out.contains("Xero-G, round 1: bob to move, home row 6"),
        "{out}"
    );
    // After the move it is bob's turn, and a1 is empty.
    assert!(out.contains("There is no ship on a1."), "{out}");
    // The board after alice's move: a1 empty, a2 holds the 1, bob's ships in brackets.
    assert!(out.contains("1 | . | 2 | 3 | 3 | 2 | 1 |"), "{out}");
    assert!(out.contains("2 | 1 | . | . | . | . | . |"), "{out}");
    assert!(out.contains("6 |[1]|[3]|[3]|[2]|[2]|[1]|"), "{out}");
}

#[test]
fn landing_on_a_ship_asks_where_it_goes() {
    let out = run(
        &[],
        &format!("{START}move(a1, [r]).\nzz\nc1\nb1\nd3\ncurrent_state(_S), state_board(_S, B).\n"),
    );
    assert!(
        out.contains("Your ship landed on b1 (a level-2 ship). Reprogram it to which empty cell"),
        "{out}"
    );
    assert!(out.contains("zz is not a cell"), "{out}");
    assert!(out.contains("c1 is not empty"), "{out}");
    assert!(out.contains("b1 is not empty"), "{out}");
    assert!(out.contains("alice moves the level-1 ship from a1: a1 > b1; it lands on b1 and reprograms the level-2 ship there to d3."), "{out}");
    assert!(
        out.contains("B = b(0,1,3,3,2,1,0,0,0,0,0,0,0,0,0,2,0,0,"),
        "{out}"
    );
    // A boost typed in full asks nothing.
    let out = run(&[], &format!("{START}move(a1, [r, d, r]).\n"));
    assert!(out.contains("a1 > b1 > b2 > c2; it stops on c2."), "{out}");
    assert!(out.contains("Rocket boosts on: b1 (level 2)."), "{out}");
    // End of input at the question cancels the turn.
    let out = run(&[], &format!("{START}move(a1, [r]).\n"));
    assert!(out.contains("Turn cancelled: nothing changed."), "{out}");
    // An empty answer cancels too, and the game goes on unchanged.
    let out = run(&[], &format!("{START}move(a1, [r]).\n\nmoves(a1).\n"));
    assert!(out.contains("Turn cancelled: nothing changed."), "{out}");
    assert!(out.contains("Ship a1 (level 1), 4 ends:"), "{out}");
}

#[test]
fn placing_phase_then_play_between_humans() {
    let out = run(
        &[],
        "startGame([alice, bob]).\nmove(a1, [d]).\narrange([1,1,2,2,3]).\narrange([1,2,3,3,2,1]).\narrange(random).\nmove(a1, [d]).\n",
    );
    assert!(
        out.contains("Xero-G, placing: alice arranges its ships on row 1 (arrange/1)"),
        "{out}"
    );
    assert!(out.contains("p1 must first arrange its ships"), "{out}");
    assert!(out.contains("[1,1,2,2,3] is no arrangement"), "{out}");
    assert!(
        out.contains("alice arranges its ships on row 1: [1,2,3,3,2,1]."),
        "{out}"
    );
    assert!(out.contains("bob arranges its ships on row 6: "), "{out}");
    assert!(
        out.contains("alice moves the level-1 ship from a1: a1 > a2; it stops on a2."),
        "{out}"
    );
}

#[test]
fn a_human_plays_a_computer_and_computers_play_a_seeded_game_to_the_end() {
    let out = run(
        &[],
        "startGame([alice, cpu(search)], [arrangement(p1,[1,2,3,3,2,1]), arrangement(p2, random)]).\nmove(a1, [d]).\n",
    );
    assert!(
        out.contains("alice moves the level-1 ship from a1"),
        "{out}"
    );
    assert!(
        out.contains("p2 (computer, search) moves the level-"),
        "{out}"
    );
    assert!(out.contains("to move, home row"), "{out}");

    let game = "startGame([cpu(search), cpu(random)]).\n";
    let first = run(&[], game);
    assert!(
        first.contains("p1 (computer, search) arranges its ships on row 1"),
        "{first}"
    );
    assert!(
        first.contains("Game over: p1 (computer, search) wins!"),
        "{first}"
    );
    assert!(first.contains("It lands in base B!"), "{first}");
    // The same seed replays the same game.
    assert_eq!(first, run(&[], game));
}

#[test]
fn saved_games_load_back_and_bad_saves_are_refused() {
    let dir = scratch_dir("xerog");
    let file = dir.join("game.pl");
    let quoted = format!("'{}'", file.display());
    let out = run(
        &[],
        &format!("{START}move(a1, [d]).\nsaveGame({quoted}).\nmove(a6, [u]).\nloadGame({quoted}).\ncurrent_state(_S), state_board(_S, B), state_player(_S, P).\n"),
    );
    assert!(out.contains("Game saved to"), "{out}");
    assert!(out.contains("Game loaded from"), "{out}");
    assert!(
        out.contains(
            "B = b(0,2,3,3,2,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,3,3,2,2,1)"
        ),
        "{out}"
    );
    assert!(out.contains("P = p2"), "{out}");
    // A new process with another seed reads the same game.
    let out = run(
        &["--seed", "9"],
        &format!("loadGame({quoted}).\nmove(a6, [u]).\n"),
    );
    assert!(
        out.contains("bob moves the level-1 ship from a6: a6 > a5; it stops on a5."),
        "{out}"
    );

    // A save with a thirteenth ship is no position of Xero-G.
    let text = std::fs::read_to_string(&file).expect("the save");
    let bad = text.replace("b(0,2,3,3,2,1,1,0,", "b(0,2,3,3,2,1,1,3,");
    assert_ne!(text, bad);
    let bad_file = dir.join("bad.pl");
    std::fs::write(&bad_file, bad).expect("write");
    let out = run(
        &[],
        &format!(
            "{START}loadGame('{}').\ncurrent_state(_S), state_player(_S, P).\n",
            bad_file.display()
        ),
    );
    assert!(
        out.contains("was not loaded, the current game is unchanged"),
        "{out}"
    );
    assert!(
        out.contains("in the numbers [4,4,5]; it should hold four of each"),
        "{out}"
    );
    assert!(out.contains("P = p1"), "{out}");
}

#[test]
fn computer_players_play_by_the_rules_and_search_takes_a_win() {
    let c = answers(&format!(
        "new_state([p1, p2], [arrangement(random)], _S), computer_move(search, _S, _M1), legal_move(_S, _M1), computer_move(random, _S, _M2), legal_move(_S, _M2).\n\
         new_state([p1, p2], [], _S), computer_move(random, _S, M), verdict(_S, M, V).\n\
         pos(p1, {B1}, _S), computer_move(search, _S, M), after(_S, [M], _S1), game_over(_S1, O).\n"
    ));
    binds(&c, 0, &[]);
    binds(&c, 1, &["V = ok"]);
    assert!(c[1].contains("M = arrange(["), "{}", c[1]);
    binds(
        &c,
        2,
        &["M = move(c1,[c2,c3,c4,c5,c6,base],stop)", "O = winner(p1)"],
    );
}

#[test]
fn simulate_checks_every_position_and_search_beats_random() {
    for (players, seat) in [
        ("search,random", "p1 search"),
        ("random,search", "p2 search"),
    ] {
        let run = conquest(
            &[
                "simulate",
                "--game",
                "xerog",
                "--players",
                players,
                "--games",
                "6",
                "--seed",
                "4",
            ],
            "",
        );
        assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
        let line = run
            .stdout
            .lines()
            .find(|l| l.starts_with(seat))
            .unwrap_or_else(|| panic!("no line for {seat}:\n{}", run.stdout));
        let wins: u32 = line
            .split_whitespace()
            .nth(3)
            .and_then(|w| w.parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        assert!(wins >= 5, "{players}: {}", run.stdout);
    }
}

#[test]
fn help_rules_and_indonesian() {
    let out = run(&[], "help.\nrules.\n");
    for text in [
        "move(Ship, Steps)",
        "move(Ship, Steps, Cell)",
        "moves(Ship)",
        "arrange(Levels)",
        "startGame(Players, [arrangement(Spec), max_rounds(N), reprogram(Rule)])",
        "saveGame(File)",
        "Gates: each edge between two cells may be crossed at most once per turn",
    ] {
        assert!(out.contains(text), "{text}:\n{out}");
    }
    let out = run(
        &["--lang", "id"],
        &format!("help.\n{START}move(z9, [d]).\nmove(c1, [d, d]).\n"),
    );
    assert!(
        out.contains("Giliran Anda dengan kapal di sel Ship"),
        "{out}"
    );
    assert!(out.contains("z9 bukan sel papan 6x6"), "{out}");
    assert!(
        out.contains("setelah c3, masih ada 1 langkah lagi"),
        "{out}"
    );
}

/// The hint's warning of a landing in the player's base shows the path
/// the opponent would take, as a turn it would type, ending in the base.
#[test]
fn the_hint_warning_of_a_landing_shows_its_path() {
    let out = run(
        &[&positions()],
        "set_quiet(true), startGame([alice, bob]), set_quiet(false).\n\
         current_game:current_state(S0), xerog_computer:computer_move(random, S0, A1), \
         user:apply_move(S0, A1, S1), xerog_computer:computer_move(random, S1, A2), \
         user:apply_move(S1, A2, S2), threat_position(S2, 80, S, move(From, Path, End)), \
         last(Path, base), current_game:set_current_state(S), \
         write_term(move(From, Path, End), [quoted(true)]), nl, hint.\n",
    );
    let landing = out
        .lines()
        .find(|l| l.starts_with("move("))
        .unwrap_or_else(|| panic!("no threat found:\n{out}"));
    assert!(
        out.contains(&format!("on its next turn: {landing}.")),
        "{out}"
    );
}

/// Whole games under the seed's Reprogram rule: simulate checks every
/// position it reaches with state_error/2.
#[test]
fn simulate_plays_whole_games_under_the_seeds_reprogram_rule() {
    let run = conquest(
        &[
            "simulate",
            "--game",
            "xerog",
            "--players",
            "random,random",
            "--games",
            "4",
            "--seed",
            "4",
            "--option",
            "reprogram(pips)",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
    assert!(run.stdout.contains("games 4,"), "{}", run.stdout);
}

/// `arrange(random)` draws its shuffle as the move is played and moves the
/// generator on: the computer arranging after it draws its own (the
/// command used to put the generator back, and every seed gave the
/// computer the player's arrangement). The history lists the command as
/// typed, and typed again in the same seeded game it draws the same.
#[test]
fn a_random_arrangement_is_the_players_own_and_listed_as_typed() {
    let arrangement = |out: &str, who: &str| -> String {
        out.lines()
            .find(|l| {
                l.starts_with(who) && l.contains("arranges its ships on row") && l.contains('[')
            })
            .unwrap_or_else(|| panic!("no arrangement of {who}:\n{out}"))
            .split(": ")
            .last()
            .unwrap()
            .to_string()
    };
    let mut different = 0;
    for seed in ["1", "2", "3", "4", "5"] {
        let out = run(
            &["--seed", seed],
            "startGame([budi, cpu(search)], []).\narrange(random).\nhistory.\n",
        );
        if arrangement(&out, "budi") != arrangement(&out, "p2") {
            different += 1;
        }
        assert!(out.contains("   1. budi: arrange(random)\n"), "{out}");
        let again = run(
            &["--seed", seed],
            "startGame([budi, cpu(search)], []).\narrange(random).\n",
        );
        assert_eq!(arrangement(&out, "budi"), arrangement(&again, "budi"));
        assert_eq!(arrangement(&out, "p2"), arrangement(&again, "p2"));
    }
    // 90 arrangements: five equal ones by chance are out of the question.
    assert!(different >= 4, "{different} of 5 seeds differ");
}
