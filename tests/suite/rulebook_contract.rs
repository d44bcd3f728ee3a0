//! The rulebook contract of prolog/README.md, checked by `conquest check`'s
//! code (src/check.rs) on every game folder under prolog/games/, the
//! example tic-tac-toe included.

use std::path::PathBuf;

use conquest::check::{
    clauses, contract_hooks, first_argument_keys, game_problems, read_rule_file,
};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

use crate::common::game_dirs;

#[test]
fn every_game_folder_keeps_the_rulebook_contract() {
    let readme = std::fs::read_to_string(repo().join("prolog/README.md")).expect("README");
    let hooks = contract_hooks(&readme);
    assert!(
        hooks.len() >= 20,
        "the contract table lists {} hooks",
        hooks.len()
    );
    for key in [
        "new_state/3",
        "en_message/2",
        "announce_move/4",
        "rulebook/2",
    ] {
        assert!(hooks.iter().any(|h| h.key == key), "{key} in the contract");
    }
    let dirs = game_dirs();
    assert!(dirs.len() >= 6, "{dirs:?}");
    let problems: Vec<String> = dirs.iter().flat_map(|d| game_problems(d, &hooks)).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scanner_reads_clause_heads_past_comments_quotes_and_operators() {
    let text = "% a comment. with a dot\n\
                :- module(m, [a/1, b/2, op(700, xfx, ===)]).\n\
                :- use_module(rules).\n\
                :- use_module('../../common/game').\n\
                a(X) :- X =.. [f, '.'], Y = 0'., Z = \"a. b\", /* c. */ true.\n\
                b(x, 'y.z') --> [].\n\
                en_message(key(_, _), \"~w. \\\n~w\").\n\
                en_message(next, \"x\").\n";
    let cs = clauses(text);
    assert_eq!(cs.len(), 7, "{cs:?}");
    assert_eq!(cs[3].line, 5);
    assert_eq!(cs[6].line, 9, "{cs:?}");
    let path = repo().join("target/rulebook_contract_scan.pl");
    std::fs::write(&path, text).expect("write");
    let file = read_rule_file(&path).expect("readable");
    assert_eq!(file.module.as_deref(), Some("m"));
    assert_eq!(
        file.exports,
        ["a/1", "b/2"].map(String::from).into_iter().collect()
    );
    assert_eq!(
        file.imports,
        ["rules.pl"].map(String::from).into_iter().collect()
    );
    assert!(file.defines.contains_key("a/1"), "{:?}", file.defines);
    assert!(file.defines.contains_key("b/4"), "{:?}", file.defines);
    let keys = first_argument_keys(&file, "en_message/2", 0);
    assert!(keys.contains_key("key/2"), "{keys:?}");
}
