//! Replica (prolog/games/replica/): the rules, the commands, the computer players,
//! saves and simulate, through the real binary in batch mode.
//!
//! Rule tests build positions from pictures (tests/replica/helpers.pl:
//! eight strings, rank 8 first, `w`/`W` a white man/king, `b`/`B` a black
//! man/king) and print what the rules say about a move.

use std::path::{Path, PathBuf};

use crate::common::{conquest, conquest_in, scratch_dir};

fn helpers() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/replica/helpers.pl")
        .to_string_lossy()
        .into_owned()
}

/// Runs `input` (queries, one a line) with the helpers loaded; the output.
fn replica_with(args: &[&str], input: &str) -> String {
    let helpers = helpers();
    let mut all = vec!["--game", "replica"];
    if !args.contains(&"--seed") {
        all.extend_from_slice(&["--seed", "1"]);
    }
    all.extend_from_slice(args);
    all.push(&helpers);
    let run = conquest(&all, input);
    assert_eq!(
        run.code, 0,
        "stderr: {}\nstdout: {}",
        run.stderr, run.stdout
    );
    assert!(
        !run.stdout.contains("uncaught exception"),
        "an exception in:\n{}",
        run.stdout
    );
    run.stdout
}

fn replica(input: &str) -> String {
    replica_with(&[], input)
}

/// A picture as a Prolog list of strings.
fn pic(rows: &str) -> String {
    let lines: Vec<String> = rows
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| format!("\"{l}\""))
        .collect();
    assert_eq!(lines.len(), 8, "a picture has 8 rows: {rows}");
    format!("[{}]", lines.join(","))
}

/// What check/2 prints for each move in the position.
fn checks(picture: &str, player: &str, options: &str, moves: &[&str]) -> Vec<String> {
    let mut input = String::new();
    for m in moves {
        input.push_str(&format!(
            "\\+ \\+ (test_state({}, {player}, {options}, S), check(S, {m})).\n",
            pic(picture)
        ));
    }
    let out = replica(&input);
    out.lines()
        .filter(|l| {
            l.starts_with("legal(") || l.starts_with("error(") || l.starts_with("no_reason(")
        })
        .map(str::to_string)
        .collect()
}

/// The position and outcome after Move (helpers' play/3).
fn after(picture: &str, player: &str, options: &str, mv: &str) -> String {
    replica(&format!(
        "\\+ \\+ (test_state({}, {player}, {options}, S), play(S, {mv}, _)).\n",
        pic(picture)
    ))
}

fn between<'a>(out: &'a str, from: &str) -> &'a str {
    let at = out
        .find(from)
        .unwrap_or_else(|| panic!("no {from:?} in:\n{out}"));
    &out[at..]
}

// ---------------------------------------------------------------- set-up

#[test]
fn start_position_is_two_corners_of_twelve_with_kings_on_the_corner_cells() {
    let out = replica(
        "\\+ \\+ (new_state([p1, p2], [], S), show(S), state_player(S, P), write(to_move(P)), nl, \
         state_board(S, B), board_pieces(B, p1, W), board_pieces(B, p2, K), \
         length(W, NW), length(K, NK), write(counts(NW, NK)), nl, \
         findall(Sq, (member(X-Y-king, W), xy_square(X, Y, Sq)), WK), \
         findall(Sq, (member(X-Y-king, K), xy_square(X, Y, Sq)), BK), write(kings(WK, BK)), nl).\n",
    );
    let expected =
        "....bbbB\n....bbbb\n......bb\n......bb\nww......\nww......\nwwww....\nWwww....\n";
    assert!(out.contains(expected), "{out}");
    assert!(out.contains("to_move(p1)"), "{out}");
    assert!(out.contains("counts(12,12)"), "{out}");
    assert!(out.contains("kings([a1],[h8])"), "{out}");
}

// ---------------------------------------------------------------- moves

#[test]
fn every_move_goes_forward_for_each_side() {
    let start = "....bbbB\n....bbbb\n......bb\n......bb\nww......\nww......\nwwww....\nWwww....";
    let white = checks(
        start,
        "p1",
        "[]",
        &[
            "move(b4, b5)",
            "move(b4, c4)",
            "move(b4, c5)",
            "move(b4, a4)",
            "move(b4, b3)",
            "move(a4, b3)",
        ],
    );
    assert_eq!(
        white,
        [
            "legal(move(b4,b5))",
            "legal(move(b4,c4))",
            "legal(move(b4,c5))",
            "error(not_forward(b4,a4,p1))",
            "error(not_forward(b4,b3,p1))",
            "error(not_forward(a4,b3,p1))",
        ]
    );
    let black = checks(
        start,
        "p2",
        "[]",
        &[
            "move(g5, g4)",
            "move(g5, f4)",
            "move(g5, g6)",
            "move(h5, h6)",
        ],
    );
    assert_eq!(
        black,
        [
            "legal(move(g5,g4))",
            "legal(move(g5,f4))",
            "error(not_forward(g5,g6,p2))",
            "error(not_forward(h5,h6,p2))",
        ]
    );
}

#[test]
fn a_jump_passes_over_own_pieces_only_and_lands_on_the_first_cell_not_ours() {
    let start = "....bbbB\n....bbbb\n......bb\n......bb\nww......\nww......\nwwww....\nWwww....";
    let found = checks(
        start,
        "p1",
        "[]",
        &[
            "move(a1, a5)",
            "move(a1, a3)",
            "move(a1, a6)",
            "move(a1, e1)",
            "move(b4, b6)",
            "move(a1, c2)",
        ],
    );
    assert_eq!(
        found,
        [
            "legal(move(a1,a5))",
            "error(own_piece_jump(a3,a5))",
            "error(jump_lands_first(a1,a6,a5))",
            "legal(move(a1,e1))",
            "error(step_only(b4,b6,b5))",
            "error(not_a_line(a1,c2))",
        ]
    );
    // An enemy piece is never jumped over; a line of own pieces to the edge blocks.
    let position = "\
        ........\n........\n........\n....b...\n...b....\n..w.....\n........\n......ww";
    let found = checks(
        position,
        "p1",
        "[]",
        &["move(c3, e5)", "move(c3, d4)", "move(g1, h1)"],
    );
    assert_eq!(
        found,
        [
            "error(step_only(c3,e5,d4))",
            "legal(move(c3,d4))",
            "error(own_piece_there(h1))"
        ]
    );
}

#[test]
fn landing_on_an_enemy_piece_captures_it_by_step_and_by_jump() {
    let position = "\
        .......B\n........\n........\n........\n...b....\n..w.....\n.w......\nW.......";
    let out = after(position, "p1", "[]", "move(c3, d4)");
    assert!(
        out.contains(
            ".......B\n........\n........\n........\n...w....\n........\n.w......\nW......."
        ),
        "{out}"
    );
    assert!(out.contains("outcome(none)"), "{out}");
    let out = after(position, "p1", "[]", "move(b2, d4)");
    assert!(
        out.contains("...w....\n..w.....\n........\nW......."),
        "the jump over c3 lands on d4 and takes the man: {out}"
    );
}

// ---------------------------------------------------------------- transform

#[test]
fn a_king_sees_through_empty_cells_and_own_pieces_until_an_enemy_piece() {
    let position = "\
        .......B\n........\n........\nw.......\nb.......\nw.......\nw...w...\nW.....bw";
    // The base rules: a king sees forward only.
    let found = checks(
        position,
        "p1",
        "[kings_move_all_directions(false)]",
        &[
            "transform(a2)",
            "transform(a3)",
            "transform(a5)",
            "transform(e2)",
            "transform(h1)",
            "transform(b1)",
        ],
    );
    assert_eq!(
        found,
        [
            "legal(transform(a2))",
            "legal(transform(a3))",
            "error(not_in_sight(a5,p1))",
            "error(not_in_sight(e2,p1))",
            "error(not_in_sight(h1,p1))",
            "error(no_piece(b1))",
        ]
    );
}

#[test]
fn under_the_base_rules_a_king_sees_forward_only_and_by_default_all_around() {
    const BASE: &str = "[kings_move_all_directions(false)]";
    let position = "\
        .......B\n........\n........\n........\n...W....\n........\n.w......\nW.......";
    let base = checks(position, "p1", BASE, &["transform(b2)"]);
    assert_eq!(base, ["legal(transform(b2))"], "a1 sees b2 diagonally");
    let position = "\
        .......B\n........\n........\n........\n...W....\n........\n.w......\n........";
    let base = checks(position, "p1", BASE, &["transform(b2)"]);
    assert_eq!(
        base,
        ["error(not_in_sight(b2,p1))"],
        "d4 looks forward, away from b2"
    );
    // The seed's game, the default: kings see in all directions.
    for options in ["[]", "[kings_move_all_directions(true)]"] {
        let all = checks(position, "p1", options, &["transform(b2)"]);
        assert_eq!(all, ["legal(transform(b2))"], "{options}");
    }
}

#[test]
fn a_transform_is_the_whole_turn_and_the_limit_of_two_holds() {
    let out = replica(
        "\\+ \\+ (new_state([p1, p2], [max_transformations(2)], S0), apply_move(S0, transform(b2), S1), \
         state_player(S1, P1), state_transforms(S1, p1, T1), write(after_one(P1, T1)), nl, \
         apply_move(S1, move(g5, g4), S2), apply_move(S2, transform(a2), S3), \
         apply_move(S3, move(g4, g3), S4), state_transforms(S4, p1, T4), write(used(T4)), nl, \
         check(S4, transform(b1)), \
         findall(M, (legal_move(S4, M), M = transform(_)), Ts), write(transforms_left(Ts)), nl).\n",
    );
    assert!(out.contains("after_one(p2,1)"), "{out}");
    assert!(out.contains("used(2)"), "{out}");
    assert!(out.contains("error(no_transforms_left(2))"), "{out}");
    assert!(out.contains("transforms_left([])"), "{out}");
}

// ---------------------------------------------------------------- kings

#[test]
fn kings_move_forward_unless_the_option_lets_them_move_all_ways() {
    let position = "\
        .......B\n........\n........\n........\n...W....\n...w....\n........\nW.......";
    let base = checks(
        position,
        "p1",
        "[kings_move_all_directions(false)]",
        &["move(d4, c4)", "move(d4, e5)"],
    );
    assert_eq!(
        base,
        ["error(king_not_forward(d4,c4,p1))", "legal(move(d4,e5))"]
    );
    // The seed's game, the default, lets a king go back.
    let default = checks(position, "p1", "[]", &["move(d4, c4)"]);
    assert_eq!(default, ["legal(move(d4,c4))"]);
    let all = checks(
        position,
        "p1",
        "[kings_move_all_directions(true)]",
        &[
            "move(d4, c4)",
            "move(d4, d2)",
            "move(d4, d3)",
            "move(d3, d2)",
        ],
    );
    assert_eq!(
        all,
        [
            "legal(move(d4,c4))",
            "legal(move(d4,d2))",
            "error(own_piece_jump(d3,d2))",
            "error(not_forward(d3,d2,p1))",
        ],
        "the king jumps back over its man; the man still goes forward only"
    );
}

// ---------------------------------------------------------------- the end

#[test]
fn a_king_on_the_opponents_corner_wins_and_a_man_there_does_not() {
    let position = "\
        ........\n......Ww\n........\n........\n........\n........\n.....b..\nW......B";
    let out = after(position, "p1", "[]", "move(g7, h8)");
    assert!(out.contains("outcome(winner(p1))"), "{out}");
    let out = after(position, "p1", "[]", "move(h7, h8)");
    assert!(
        out.contains("outcome(none)"),
        "a man on h8 wins nothing: {out}"
    );
    // A man on the corner that a king transforms there wins too.
    let position = "\
        .......w\n........\n.....W..\n........\n........\n........\n.....b..\nW......B";
    let out = after(position, "p1", "[]", "transform(h8)");
    assert!(out.contains("outcome(winner(p1))"), "{out}");
}

#[test]
fn capturing_any_enemy_king_wins() {
    // Black has two kings; taking either one ends the game.
    let position = "\
        .......B\n........\n........\n...B....\n..w.....\n........\n........\nW.......";
    let out = after(position, "p1", "[]", "move(c4, d5)");
    assert!(out.contains("outcome(winner(p1))"), "{out}");
    let out = after(position, "p2", "[]", "move(d5, c4)");
    assert!(
        out.contains("outcome(none)"),
        "capturing a man does not end the game: {out}"
    );
}

#[test]
fn a_side_without_a_move_draws_and_so_does_the_round_limit() {
    // Under the base rules Black's king on a2 is walled in by its own man on a1
    // and may not transform.
    let position = "\
        ........\n........\n........\n........\n........\n.......W\nB.......\nb.......";
    let out = replica(&format!(
        "\\+ \\+ (test_state({}, p2, [max_transformations(0), kings_move_all_directions(false)], S), \
         findall(M, legal_move(S, M), Ms), \
         write(moves(Ms)), nl, game_over(S, O), write(outcome(O)), nl).\n",
        pic(position)
    ));
    assert!(out.contains("moves([forfeit])"), "{out}");
    assert!(out.contains("outcome(draw)"), "{out}");
    let out = replica(
        "\\+ \\+ (new_state([p1, p2], [max_rounds(1)], S0), apply_move(S0, move(b4, b5), S1), \
         (game_over(S1, O1) -> true ; O1 = none), apply_move(S1, move(g5, g4), S2), \
         game_over(S2, O2), state_round(S2, R), write(limit(O1, O2, R)), nl).\n",
    );
    assert!(out.contains("limit(none,draw,2)"), "{out}");
}

#[test]
fn forfeit_ends_the_game_for_the_other_side_and_later_moves_are_refused() {
    let out = replica(
        "startGame([alice, bob]).\nmove(b4, b5).\nforfeit(yes).\nmove(h5, h4).\nvalidmoves.\n",
    );
    assert!(out.contains("Black (bob) forfeits the game."), "{out}");
    assert!(out.contains("Game over: White (alice) wins!"), "{out}");
    let rest = between(&out, "Game over: White (alice) wins!");
    assert!(
        rest.contains("The game is over: start a new one with startGame."),
        "{out}"
    );
    assert!(!rest.contains("steps from h5"), "{out}");
}

/// The menu's Exit ends the session as `halt.` does, so the game in
/// progress is autosaved and `--resume` continues it.
#[test]
fn the_menus_exit_leaves_with_the_game_autosaved() {
    let data = scratch_dir("replica-menu-exit");
    let run = conquest_in(
        &data,
        &["--game", "replica", "--seed", "1"],
        b"startGame([alice, bob]).\nmove(b4, b5).\nmenu.\n6\nmove(h5, h4).\n",
    );
    assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
    assert!(run.stdout.ends_with("Goodbye.\n"), "{}", run.stdout);
    assert!(!run.stdout.contains("steps from h5"), "{}", run.stdout);
    let run = conquest_in(
        &data,
        &["--game", "replica", "--resume"],
        b"current_state(S), state_player(S, P).\n",
    );
    assert!(
        run.stdout.contains("Resumed the last game"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("P = p2"), "{}", run.stdout);
}

// ---------------------------------------------------------------- commands

/// The running game printed as a term, after a marker.
const SHOW_STATE: &str = "write('--- state ---'), nl, current_state(S), write(S), nl.\n";

fn states(out: &str) -> Vec<String> {
    out.split("--- state ---\n")
        .skip(1)
        .map(|s| s.lines().next().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn every_bad_input_names_the_rule_and_changes_nothing() {
    let input = format!(
        "startGame([alice, bob], [kings_move_all_directions(false)]).\n{SHOW_STATE}move(i9, a2).\nmove(a, 1, 2, 3).\nmove(2, 4, 2, 9).\n\
         move(b4, b3).\nmove(g5, g4).\nmove(a1, a3).\nmove(b4, b6).\ntransform(h8).\ntransform(c2).\n\
         transform(b1, b2).\nmove(X, b5).\n{SHOW_STATE}"
    );
    let out = replica(&input);
    for expected in [
        "i9 is not a square of the board",
        "a is not a coordinate",
        "9 is not a coordinate",
        "b4 to b3 does not go forward: every White move",
        "g5 holds a Black piece, and it is White's turn",
        "a3 holds your own piece: a jump in that direction passes over your pieces and lands on a5.",
        "b4 to b6 is too far: a piece steps one cell, and jumps only over its own pieces (b5 does not hold one).",
        "h8 holds a Black piece, and it is White's turn",
        "No White king sees c2",
        "b1 is not a White king",
        "is not a complete move",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    let s = states(&out);
    assert_eq!(s.len(), 2, "{out}");
    assert_eq!(s[0], s[1], "a bad input changed the game");
}

#[test]
fn the_seeds_number_forms_and_the_named_king_transform_play_the_same_moves() {
    let out = replica(&format!(
        "startGame([alice, bob]).\nmove(2, 4, 2, 5).\nmove(7, 5, 7, 4).\ntransform(1, 1, 2, 2).\n\
         transform(h8, g7).\n{SHOW_STATE}"
    ));
    assert!(out.contains("White (alice) steps from b4 to b5."), "{out}");
    assert!(out.contains("Black (bob) steps from g5 to g4."), "{out}");
    assert!(
        out.contains("White (alice) transforms the man on b2 into a king (transformation 1)."),
        "{out}"
    );
    assert!(
        out.contains("Black (bob) transforms the man on g7 into a king (transformation 1)."),
        "{out}"
    );
    let s = states(&out);
    assert!(
        s[0].starts_with("replica(p1,b(r(wk,wm,wm,wm,e,e,e,e),r(wm,wk,"),
        "{}",
        s[0]
    );
    assert!(s[0].contains("t(1,1),4,"), "{}", s[0]);
}

#[test]
fn validmoves_scoredmoves_and_value_describe_the_start() {
    let out = replica("startGame([alice, bob]).\nvalidmoves.\nscoredmoves.\nvalue.\n");
    assert!(out.contains("Valid moves for White (alice) (43):"), "{out}");
    assert!(out.contains("  a1 -> e1 a5 c3\n"), "{out}");
    assert!(out.contains("  b4 -> c4 b5 c5\n"), "{out}");
    assert!(out.contains("  transform: b1 c1 d1 a2 b2 a3 a4\n"), "{out}");
    let scored = between(&out, "Moves of White (alice) with their score");
    let first: Vec<&str> = scored.lines().skip(1).take(2).collect();
    assert_eq!(
        first,
        ["  154  transform(b2)", "  146  transform(b1)"],
        "{out}"
    );
    assert!(
        out.contains("White (alice): 1462 points\nBlack (bob): 1462 points\nThe scores are level."),
        "{out}"
    );
}

#[test]
fn rules_commands_and_help_cover_the_seed_in_english_and_indonesian() {
    let out = replica("rules.\ncommands.\nhelp.\n");
    for expected in [
        "a 2x2 square in the corner and a 2x2 square beside it",
        "only enemy pieces block its sight",
        "capture any enemy king",
        "validmoves.          the moves you may make",
        "scoredmoves.",
        "forfeit.             give up",
        "demo(Name)",
        "menu ",
        "transform(King, Square)",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    // Every English help line has its Indonesian twin, and back (the
    // messages: rulebook_contract.rs).
    let out = replica(
        "\\+ \\+ (findall(T, (help_entry(en, T, _), \\+ help_entry(id, T, _)), A), \
         findall(T, (help_entry(id, T, _), \\+ help_entry(en, T, _)), B), \
         findall(T, help_entry(en, T, _), All), length(All, N), \
         write(missing(A, B, N)), nl).\n",
    );
    assert!(out.contains("missing([],[],"), "{out}");
    let out = replica_with(
        &["--lang", "id"],
        "startGame([alice, bob]).\nmove(b4, b3).\nrules.\n",
    );
    assert!(out.contains("b4 ke b3 tidak maju"), "{out}");
    assert!(out.contains("Replica, karya Christian Freeling"), "{out}");
}

#[test]
fn demo_positions_load_as_the_running_game() {
    let out = replica(&format!(
        "demo(endgame).\n{SHOW_STATE}move(b2, c3).\ndemo(midgame).\nvalue.\ndemo(opening).\n"
    ));
    assert!(
        out.contains("Demonstration: the endgame position."),
        "{out}"
    );
    let s = states(&out);
    assert!(s[0].contains("t(1,0),60,"), "{}", s[0]);
    assert!(
        out.contains("A KING of Black (Black) is captured on c3!"),
        "{out}"
    );
    assert!(out.contains("Game over: White (White) wins!"), "{out}");
    assert!(
        out.contains("Demonstration: the midgame position."),
        "{out}"
    );
    assert!(out.contains("White (White): "), "{out}");
    assert!(out.contains("opening is not a demonstration"), "{out}");
    // A demo keeps the players of the running game: a computer replies.
    let out = replica("startGame([alice, cpu(search)]).\ndemo(midgame).\nmove(c5, d6).\n");
    let rest = between(&out, "White (alice) steps from c5 to d6.");
    assert!(rest.contains("Black (computer, search) "), "{out}");
}

#[test]
fn menu_plays_each_mode_and_end_of_input_cancels_it() {
    let out = replica("menu.\n4\nrandom\ngreedy\nno\nyes\n");
    assert!(out.contains("Welcome to Replica"), "{out}");
    assert!(out.contains("20. [DEMO] Endgame scenario"), "{out}");
    assert!(
        out.contains("(at most 2 each)"),
        "the option was asked and taken: {out}"
    );
    assert!(out.contains("Game over: "), "{out}");
    let out = replica("menu.\n7\n");
    assert!(out.contains("7 is not an option"), "{out}");
    assert!(out.contains("Menu closed: nothing was started."), "{out}");
    let out = replica("menu.\n2\nalice\nhard\nsearch\nmaybe\nyes\n\nrules.\n");
    assert!(out.contains("Unknown computer level hard"), "{out}");
    assert!(out.contains("Please answer yes or no, not maybe."), "{out}");
    assert!(
        out.contains("Black (computer, search): p2, from h8 to a1"),
        "{out}"
    );
    assert!(
        out.contains("kings move and transform in all eight directions"),
        "{out}"
    );
    let out = replica("menu.\n20\n");
    assert!(
        out.contains("Demonstration: the endgame position."),
        "{out}"
    );
}

#[test]
fn startgame_asks_the_seeds_options_and_checks_given_ones() {
    let out = replica("startGame.\nalice\nbob\nno\nyes\nrules.\n");
    assert!(out.contains("at most 2 transformations per side"), "{out}");
    let out = replica(
        "startGame([a, b], [max_transformations(-1)]).\nstartGame([a, b], [max_rounds(5), max_rounds(6)]).\n\
         startGame([a, b], [position(midgame), max_transformations(0)]).\nstartGame([a, cpu(hard)]).\n",
    );
    assert!(
        out.contains(
            "max_transformations takes a whole number from 0 up, or unlimited (the default), not -1."
        ),
        "{out}"
    );
    assert!(
        out.contains("The options max_rounds(5) and max_rounds(6) disagree"),
        "{out}"
    );
    assert!(
        out.contains("The midgame position already has 1 transformation(s)"),
        "{out}"
    );
    assert!(
        out.contains("Unknown computer level hard; the levels are [random,greedy,search]"),
        "{out}"
    );
    assert!(!out.contains("A new game begins."), "{out}");
}

// ---------------------------------------------------------------- players

#[test]
fn a_whole_game_between_humans_plays_through_batch_mode() {
    let out = replica(
        "startGame([alice, bob]).\nmove(a1, c3).\nmove(h8, f6).\nmove(c3, d4).\nmove(f6, e5).\nmove(d4, e5).\n",
    );
    assert!(
        out.contains("White (alice) jumps from a1 to c3 over 1 own piece."),
        "{out}"
    );
    assert!(
        out.contains("A KING of Black (bob) is captured on e5!"),
        "{out}"
    );
    assert!(out.contains("An enemy king was captured.\n"), "{out}");
    assert!(
        out.contains("Replica: White (alice) has won."),
        "the final board is drawn: {out}"
    );
    let end = between(&out, "An enemy king was captured.");
    assert!(end.contains("Game over: White (alice) wins!"), "{out}");
}

#[test]
fn a_human_plays_against_a_computer_that_answers_each_move() {
    let out = replica(&format!(
        "startGame([alice, cpu(search)]).\nmove(b4, b5).\n{SHOW_STATE}"
    ));
    let rest = between(&out, "White (alice) steps from b4 to b5.");
    assert!(rest.contains("Black (computer, search) "), "{out}");
    assert!(
        rest.contains("Replica: White (alice) to move, round 2."),
        "{out}"
    );
    assert!(states(&out)[0].starts_with("replica(p1,"), "{out}");
}

#[test]
fn a_seeded_game_of_computers_replays_exactly_to_its_end() {
    let input = "startGame([cpu(random), cpu(greedy)]).\n";
    let a = replica_with(&["--seed", "5"], input);
    let b = replica_with(&["--seed", "5"], input);
    assert!(a.contains("Game over: "), "{a}");
    assert_eq!(a, b, "the same seed gives the same game");
    let c = replica_with(&["--seed", "6"], input);
    assert_ne!(a, c, "another seed gives another game");
}

#[test]
fn computer_choices_are_legal_and_rules_agree_with_their_reasons() {
    let out = replica(
        "levels_legal([]).\nlevels_legal([kings_move_all_directions(true), max_transformations(2)]).\n\
         agreement([random, greedy], []).\nwin_check([random, random], []).\n\
         win_check([random, random], [kings_move_all_directions(true)]).\n",
    );
    assert_eq!(out.matches("bad_choices(0)").count(), 2, "{out}");
    assert!(out.contains("disagreements(0,"), "{out}");
    // can_win_at_once/1 (the search's safety check) finds exactly the
    // positions where some move wins, and the games had such positions.
    assert_eq!(out.matches("win_check(0,wins(").count(), 2, "{out}");
    assert!(!out.contains("wins(0)"), "{out}");
}

/// Wins of the seat `seat` (p1, p2) in a `conquest simulate` report.
fn wins(report: &str, seat: &str) -> u32 {
    report
        .lines()
        .find(|l| l.starts_with(seat))
        .and_then(|l| l.strip_prefix(seat))
        .map(|l| l.trim_start().strip_prefix("wins").unwrap_or(l))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no wins of {seat} in:\n{report}"))
}

#[test]
fn search_beats_greedy_in_both_seats() {
    let sim = |players: &str| {
        let run = conquest(
            &[
                "simulate",
                "--game",
                "replica",
                "--players",
                players,
                "--games",
                "2",
                "--seed",
                "3",
            ],
            "",
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    let out = sim("search,greedy");
    assert_eq!(wins(&out, "p1 search"), 2, "{out}");
    let out = sim("greedy,search");
    assert_eq!(wins(&out, "p2 search"), 2, "{out}");
}

#[test]
fn simulate_plays_whole_games_with_every_level() {
    let run = conquest(
        &[
            "simulate",
            "--game",
            "replica",
            "--players",
            "random,greedy",
            "--games",
            "6",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("games 6,"), "{}", run.stdout);
    let run = conquest(
        &[
            "simulate",
            "--game",
            "replica",
            "--players",
            "random,random",
            "--games",
            "3",
            "--seed",
            "2",
            "--max-rounds",
            "5",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        wins(&run.stdout, "draws"),
        3,
        "every game stops at round 5: {}",
        run.stdout
    );
    // The seed's extra rules in simulated games; a bad option is refused.
    let sim = |option: &str| {
        conquest(
            &[
                "simulate",
                "--game",
                "replica",
                "--players",
                "greedy,random",
                "--games",
                "2",
                "--seed",
                "4",
                "--option",
                option,
            ],
            "",
        )
    };
    for option in ["kings_move_all_directions(true)", "max_transformations(2)"] {
        let run = sim(option);
        assert_eq!(run.code, 0, "{option}: {}", run.stderr);
        assert!(run.stdout.contains("games 2,"), "{}", run.stdout);
    }
    let run = sim("max_transformations(-2)");
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(
        run.stderr
            .contains("max_transformations takes a whole number from 0 up, or unlimited (the default), not -2."),
        "{}",
        run.stderr
    );
}

// ---------------------------------------------------------------- saves

fn quoted(path: &Path) -> String {
    format!("'{}'", path.display())
}

#[test]
fn a_saved_game_loads_back_the_same_and_a_broken_one_is_refused() {
    let dir = scratch_dir("replica-save");
    let file: PathBuf = dir.join("r.pl");
    let out = replica(&format!(
        "startGame([alice, cpu(greedy)], [max_transformations(2)]).\nmove(b4, b5).\ntransform(b2).\n\
         {SHOW_STATE}saveGame({}).\n",
        quoted(&file)
    ));
    let saved = states(&out);
    assert!(out.contains("Game saved to"), "{out}");
    let out = replica(&format!("loadGame({}).\n{SHOW_STATE}", quoted(&file)));
    assert!(out.contains("Game loaded from"), "{out}");
    assert_eq!(states(&out), saved);
    // A king too many for the transformations made: the file is refused.
    let text = std::fs::read_to_string(&file).expect("the save");
    let broken = text.replacen("r(wk,wm,wm,wm,", "r(wk,wk,wm,wm,", 1);
    assert_ne!(broken, text, "the save holds the first row: {text}");
    let bad = dir.join("bad.pl");
    std::fs::write(&bad, broken).expect("write");
    let out = replica(&format!(
        "startGame([alice, bob]).\n{SHOW_STATE}loadGame({}).\n{SHOW_STATE}",
        quoted(&bad)
    ));
    assert!(out.contains("was not loaded"), "{out}");
    assert!(
        out.contains("White has 3 kings on the board, but its transformations allow 2"),
        "{out}"
    );
    let s = states(&out);
    assert_eq!(s[0], s[1]);
    // The autosave resumes the game.
    let data = scratch_dir("replica-resume");
    let run = conquest_in(
        &data,
        &["--game", "replica", "--seed", "1"],
        b"startGame([alice, bob]).\nmove(b4, b5).\n",
    );
    assert_eq!(run.code, 0);
    let run = conquest_in(
        &data,
        &["--game", "replica", "--resume"],
        b"current_state(S), state_player(S, P).\n",
    );
    assert!(run.stdout.contains("P = p2"), "{}", run.stdout);
}

/// The hint names a win two moves away that no answer stops (White's king
/// two steps from its corner), with the move that sets it up; a king two
/// steps from an enemy king that can take it first is no such threat.
#[test]
fn the_hint_names_a_win_two_moves_away_and_only_a_real_one() {
    let hint = |picture: &str| {
        replica(&format!(
            "test_game({}, p2, [], [alice, bob]).\nhint.\n",
            pic(picture)
        ))
    };
    let out =
        hint("B.......\n........\n.....W..\n........\n........\n........\n.......b\n........");
    assert!(
        out.contains("is two moves from a win: after move(f6,g7) it would have a winning move"),
        "{out}"
    );
    let out =
        hint("........\n........\n.....B..\n........\n...W....\n........\n........\n.......b");
    assert!(out.contains("The search computer would play"), "{out}");
    assert!(!out.contains("two moves from a win"), "{out}");
}
