//! `history.` lists every move as the command that makes it: in every
//! game, a game of human seats whose moves are the hint's (made as moves,
//! tests/history/drive.pl, so the history's text is not what made them)
//! is listed, and its lines typed back into a fresh game with the same
//! seed reach the same position. Global Conquest's is dealt with
//! `claimAutomatic` and Xero-G's arranged with `arrange(random)`: their
//! lines replay the random setup too.

use crate::common;

use std::path::Path;

fn drive() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/history/drive.pl")
        .to_string_lossy()
        .into_owned()
}

/// The commands of `history.`'s output typed by the players (the
/// rules' own moves are made again by the rules).
fn typed_lines(out: &str) -> Vec<String> {
    out.lines()
        .filter_map(|line| {
            let rest = line.trim_start();
            let (number, rest) = rest.split_once(". ")?;
            if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            if rest.starts_with("(the rules)") {
                return None;
            }
            let (_, command) = rest.split_once(": ")?;
            Some(command.to_string())
        })
        .collect()
}

/// The line `S = ...` the last query of `out` printed.
fn position(out: &str) -> String {
    out.lines()
        .rfind(|l| l.starts_with("S = "))
        .unwrap_or_else(|| panic!("no position in:\n{out}"))
        .to_string()
}

fn typed_back(game: &str, setup: &str, turns: usize) {
    let start = "startGame([ann, bob], [])";
    let played = common::play_game(
        game,
        &["--seed", "5", &drive()],
        &format!(
            "set_inference_limit(infinite).\n\
             set_quiet(true), {start}{setup}, drive({turns}), set_quiet(false).\n\
             history.\n\
             current_state(S).\n"
        ),
    );
    let lines = typed_lines(&played);
    assert!(lines.len() > 5, "too short a game:\n{played}");
    let mut input = format!("set_quiet(true), {start}, set_quiet(false).\n");
    for line in &lines {
        input.push_str(&format!("set_quiet(true), ({line}), set_quiet(false).\n"));
    }
    input.push_str("current_state(S).\n");
    let again = common::play_game(game, &["--seed", "5"], &input);
    let answers = common::script::answers_of(&again);
    for (line, answer) in lines.iter().zip(answers.iter().skip(1)) {
        assert!(answer.ends_with("yes\n"), "{line} typed back: {answer}");
    }
    assert_eq!(position(&again), position(&played), "{game}: {lines:?}");
}

#[test]
fn conquest_history_typed_back_plays_the_same_game() {
    typed_back("conquest", ", claimAutomatic", 30);
}

#[test]
fn olympia_history_typed_back_plays_the_same_game() {
    typed_back("olympia", "", 150);
}

#[test]
fn prolognite_history_typed_back_plays_the_same_game() {
    typed_back("prolognite", "", 150);
}

#[test]
fn replica_history_typed_back_plays_the_same_game() {
    typed_back("replica", "", 150);
}

#[test]
fn xerog_history_typed_back_plays_the_same_game() {
    typed_back("xerog", ", arrange(random)", 150);
}

#[test]
fn tictactoe_history_typed_back_plays_the_same_game() {
    typed_back("tictactoe", "", 150);
}
