//! `conquest check`: a rulebook against the contract of the rules'
//! README (`prolog/README.md`, "The rulebook contract"), each problem named
//! at its file (and line, where there is one).
//!
//! Two passes. The first reads the rule files as text ([`crate::contract`],
//! which `check.` at the toplevel runs too): required hooks, their home
//! files, help, message keys in both languages, map templates.
//!
//! The second loads the game in an engine as a session does and asks the
//! loader (`prolog/host/loader/check.pl`, also `check.` at the toplevel):
//! what loading told (a syntax error, a clause refused), calls of
//! predicates a module neither defines nor imports (a library predicate
//! not imported included), and refusal reasons `why/1` cannot locate.
//! The engine, not the text, decides these: it knows the operators, the
//! imports and the built-ins as the game sees them.

use std::path::Path;

pub use crate::contract::{
    clauses, contract_hooks, first_argument_keys, game_problems, read_rule_file, Clause, Hook,
    RuleFile,
};
use crate::engine::{Engine, EngineConfig, Lang, RulesLoad};
use crate::io::input::{BatchInput, Output};

/// `conquest check`: the games named (every game of the rules folder when
/// none is) against the contract of the folder's README. Prints each
/// problem and a summary; true when there is none.
pub fn run(rules_dir: &Path, games: &[String]) -> Result<bool, String> {
    let readme_path = rules_dir.join("README.md");
    let readme = std::fs::read_to_string(&readme_path)
        .map_err(|e| format!("cannot read the contract in {}: {e}", readme_path.display()))?;
    let hooks = contract_hooks(&readme);
    if hooks.is_empty() {
        return Err(format!(
            "{} has no table \"The rulebook contract\" to check against",
            readme_path.display()
        ));
    }
    let games = if games.is_empty() {
        crate::rules::games(rules_dir)
    } else {
        games.to_vec()
    };
    let mut clean = true;
    for game in &games {
        let dir = crate::rules::game_dir(rules_dir, game);
        if !dir.is_dir() {
            return Err(format!(
                "there is no game {game}: {} is no folder",
                dir.display()
            ));
        }
        let mut problems = game_problems(&dir, &hooks);
        problems.extend(
            engine_problems(rules_dir, game)
                .into_iter()
                .map(|p| format!("{game}: {p}")),
        );
        for problem in &problems {
            println!("{problem}");
        }
        match problems.len() {
            0 => println!("{game}: keeps the rulebook contract ({})", dir.display()),
            n => {
                clean = false;
                println!(
                    "{game}: {n} problem{} ({})",
                    if n == 1 { "" } else { "s" },
                    dir.display()
                );
            }
        }
    }
    Ok(clean)
}

/// What the engine finds with the game loaded as a session loads it, one
/// line each: what loading told, then loader_check's problems (files by
/// their name in the game's folder). An engine that cannot start or a
/// check that raises is a problem too.
pub fn engine_problems(rules_dir: &Path, game: &str) -> Vec<String> {
    let (output, buffer) = Output::buffer();
    let input = Box::new(BatchInput::new(std::io::empty(), output.clone()));
    let engine = Engine::new(EngineConfig {
        rules_dir: rules_dir.to_path_buf(),
        game: Some(game.to_string()),
        seed: 0,
        lang: Lang::En,
        colour: false,
        input,
        output,
        rules: RulesLoad::AtStart,
    });
    let take = || -> Vec<String> {
        let bytes = std::mem::take(&mut *buffer.borrow_mut());
        String::from_utf8_lossy(&bytes)
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    };
    let mut engine = match engine {
        Ok(engine) => engine,
        Err(e) => {
            let mut problems = take();
            problems.push(format!("the rulebook does not load: {e}"));
            return problems;
        }
    };
    let mut problems = take();
    let checked = engine.run_trusted("consult:check_report(base, _)", "checking the rulebook");
    problems.extend(take());
    if let Err(e) = checked {
        problems.push(format!("the check of the loaded rules stopped: {e}"));
    }
    problems
}
