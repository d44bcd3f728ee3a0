//! A served game whose hook raises: the host's seats (who is to move) and
//! sandbox (which commands the game has) tell the error at its rule, as
//! the rest of the host does (host/rule_errors.pl told_hook/1), instead
//! of reading it as no answer. Loopback only, every wait bounded.

use std::path::PathBuf;

use crate::common::{self, scratch_dir, shipped_rules};
use crate::net::Server;

/// The shipped host, common library and tic-tac-toe, with a last
/// help_entry/3 clause that raises a type error at help.pl's last line.
fn rules(name: &str) -> (PathBuf, usize) {
    let dir = scratch_dir(name);
    common::copy_host_files(&dir);
    common::copy_tree(&shipped_rules().join("common"), &dir.join("common"));
    let game = dir.join("games/tictactoe");
    common::copy_tree(&shipped_rules().join("games/tictactoe"), &game);
    let help = game.join("help.pl");
    let text = std::fs::read_to_string(&help).expect("help.pl");
    let text = text + "help_entry(en, T, _) :- T = boom, X = foo, _ is X + 1.\n";
    let line = text.lines().count();
    std::fs::write(&help, text).expect("help.pl written");
    (dir, line)
}

#[test]
fn a_help_entry_that_raises_is_told_at_its_rule_to_a_served_player() {
    let (rules, line) = rules("net-hook-errors-rules");
    let rules = rules.to_string_lossy().into_owned();
    let server = Server::start(
        "net-hook-errors",
        &["--rules", &rules, "--game", "tictactoe"],
    );
    let mut alice = server.join("alice");
    alice.until_prompt();
    let answer = alice.ask("place(5).");
    assert!(
        answer.contains("The game's help_entry/3 raised"),
        "the sandbox tells the error: {answer}"
    );
    assert!(
        answer.contains(&format!("help.pl:{line}")),
        "at its rule: {answer}"
    );
    // The host goes on: the player has the prompt again.
    assert!(answer.ends_with("| ?- "), "{answer}");
}
