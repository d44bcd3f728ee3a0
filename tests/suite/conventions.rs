//! The conventions every game keeps (prolog/README.md, "Conventions"),
//! checked over every game folder under prolog/games/ as the contract test
//! checks the rulebook contract: how computers are named, that boards label
//! their rows and columns, the shared commands' help in the game's terms,
//! the formal Indonesian register.

use std::path::{Path, PathBuf};

use conquest::check::{first_argument_keys, read_rule_file};

use crate::common::conquest;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn game_dirs() -> Vec<PathBuf> {
    let dirs = crate::common::game_dirs();
    assert!(dirs.len() >= 6, "{dirs:?}");
    dirs
}

fn name(dir: &Path) -> String {
    dir.file_name().unwrap().to_string_lossy().into_owned()
}

/// The computer levels of rulebook.pl's `rulebook(levels, [...])`.
fn levels(dir: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("rulebook.pl")).expect("rulebook.pl");
    let start = text
        .find("rulebook(levels, [")
        .expect("rulebook(levels, ...)")
        + 18;
    let end = start + text[start..].find(']').expect("a closed list");
    text[start..end]
        .split(',')
        .map(|l| l.trim().to_string())
        .collect()
}

/// The Indonesian words of the familiar register: "kamu", "kau", "engkau"
/// and the suffix "-mu" (pasukanmu, Raja-mu). Words that merely end in
/// "mu" are listed as such.
fn familiar_words(text: &str) -> Vec<String> {
    const ENDING_IN_MU: [&str; 6] = ["ilmu", "temu", "bertemu", "ketemu", "tamu", "jamu"];
    let mut found = Vec::new();
    for (i, word) in text
        .split(|c: char| !c.is_alphabetic())
        .enumerate()
        .filter(|(_, w)| !w.is_empty())
    {
        let lower = word.to_lowercase();
        if ["kamu", "kau", "engkau", "mu"].contains(&lower.as_str())
            || (lower.ends_with("mu") && !ENDING_IN_MU.contains(&lower.as_str()))
        {
            found.push(format!("{word} (word {i})"));
        }
    }
    found
}

#[test]
fn indonesian_says_anda_in_every_game() {
    let mut problems = Vec::new();
    let mut files = vec![repo().join("prolog/common/messages.pl")];
    for dir in game_dirs() {
        files.push(dir.join("messages_id.pl"));
        files.push(dir.join("help.pl"));
    }
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a rule file");
        // Only the Indonesian clauses: help.pl and common/messages.pl hold both.
        for line in text.lines().filter(|l| {
            l.starts_with("id_message(")
                || l.starts_with("help_entry(id")
                || l.starts_with("common_message(id")
        }) {
            for word in familiar_words(line) {
                problems.push(format!("{}: {word}: {line}", file.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn familiar_words_are_found() {
    assert_eq!(familiar_words("Anda menyerang pasukan Anda").len(), 0);
    assert_eq!(familiar_words("kamu menyerang pasukanmu").len(), 2);
    assert_eq!(familiar_words("Raja-mu ada di Tower").len(), 1);
    assert_eq!(familiar_words("ilmu yang bertemu").len(), 0);
}

#[test]
fn a_game_that_renames_computers_keeps_the_form() {
    // computer_name/3 is the common library's "p2 (computer, normal)"; a
    // game may reword it only to call its seats its own way (Replica's
    // White and Black), keeping "(computer, Level)".
    for dir in game_dirs() {
        for (file, pred, form) in [
            ("messages_en.pl", "en_message/2", "(computer, ~w)"),
            ("messages_id.pl", "id_message/2", "(komputer, ~w)"),
        ] {
            let rule_file = read_rule_file(&dir.join(file)).expect(file);
            let keys = first_argument_keys(&rule_file, pred, 0);
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            if keys.keys().any(|k| k.starts_with("computer_name")) {
                for line in text.lines().filter(|l| l.contains("(computer_name(")) {
                    assert!(line.contains(form), "{}/{file}: {line}", name(&dir));
                }
            }
        }
    }
}

#[test]
fn boards_label_their_rows_and_columns() {
    // Global Conquest draws a map of named territories, not a grid.
    for dir in game_dirs().into_iter().filter(|d| name(d) != "conquest") {
        let game = name(&dir);
        let level = levels(&dir).last().unwrap().clone();
        let run = conquest(
            &["--game", &game, "--seed", "1"],
            &format!("startGame([alice, cpu({level})]).\n"),
        );
        let lines: Vec<&str> = run.stdout.lines().collect();
        let first_rule = lines
            .iter()
            .position(|l| l.trim_start().starts_with("+-"))
            .unwrap_or_else(|| panic!("{game} draws a grid:\n{}", run.stdout));
        let header = lines[first_rule - 1];
        assert!(
            header.split_whitespace().count() >= 3 && header.starts_with(' '),
            "{game}: the columns are labelled above the grid:\n{}",
            run.stdout
        );
        for line in lines
            .iter()
            .filter(|l| l.contains(" | ") || l.ends_with(" |"))
        {
            assert!(
                !line.starts_with('|') && !line.starts_with(' '),
                "{game}: every row is labelled: {line:?}\n{}",
                run.stdout
            );
        }
    }
}

#[test]
fn a_computer_is_called_by_its_seat_and_level_never_twice() {
    for dir in game_dirs() {
        let game = name(&dir);
        let level = levels(&dir).last().unwrap().clone();
        for (lang, word) in [("en", "computer"), ("id", "komputer")] {
            let run = conquest(
                &["--game", &game, "--seed", "1", "--lang", lang],
                &format!("startGame([alice, cpu({level})]).\nhistory.\n"),
            );
            let form = format!(" ({word}, {level})");
            let at = run
                .stdout
                .find(&form)
                .unwrap_or_else(|| panic!("{game} {lang}: {form}:\n{}", run.stdout));
            let start = run.stdout[..at]
                .rfind(|c: char| c.is_whitespace())
                .map_or(0, |i| i + 1);
            let computer = &run.stdout[start..at + form.len()];
            for doubled in [
                format!("{computer} (p2)"),
                format!("p2: {computer}"),
                format!("p2 {computer}"),
                format!("P2 {computer}"),
                format!("{computer} ({word})"),
            ] {
                assert!(
                    !run.stdout.contains(&doubled),
                    "{game} {lang}: {doubled:?} says the seat twice:\n{}",
                    run.stdout
                );
            }
        }
    }
}

#[test]
fn shared_help_speaks_in_the_games_terms() {
    for dir in game_dirs() {
        let game = name(&dir);
        for (lang, dice) in [("en", "dice"), ("id", "dadu")] {
            let run = conquest(
                &["--game", &game, "--lang", lang],
                "help(saveGame).\nhelp(hint).\n",
            );
            let resume = format!("conquest --game {game} --resume");
            assert!(
                run.stdout.contains(&resume),
                "{game} {lang}: {resume}:\n{}",
                run.stdout
            );
            let hint = &run.stdout[run.stdout.find("  hint ").expect("hint's help")..];
            // Only Global Conquest rolls dice.
            assert_eq!(
                hint.contains(dice),
                game == "conquest",
                "{game} {lang}: {hint}"
            );
        }
    }
}

/// `help(history)` says how the game's own commands are listed, and names
/// no command of another game: only Global Conquest has `claimAutomatic`,
/// only Xero-G `arrange(random)`.
#[test]
fn history_help_names_only_the_games_own_commands() {
    let own = [
        ("conquest", "takeLocation"),
        ("olympia", "changeUnit(Id)"),
        ("prolognite", "place(Value, Row, Col)"),
        ("replica", "forfeit(yes)"),
        ("xerog", "arrange(random)"),
    ];
    for dir in game_dirs() {
        let game = name(&dir);
        for lang in ["en", "id"] {
            let run = conquest(&["--game", &game, "--lang", lang], "help(history).\n");
            let help = &run.stdout;
            assert!(help.contains("  history "), "{game} {lang}: {help}");
            for (other, command) in [("conquest", "claimAutomatic"), ("xerog", "arrange(random)")] {
                assert_eq!(
                    help.contains(command),
                    game == other,
                    "{game} {lang}: {command}: {help}"
                );
            }
            if let Some((_, command)) = own.iter().find(|(g, _)| *g == game) {
                assert!(help.contains(command), "{game} {lang}: {command}: {help}");
            }
        }
    }
}

#[test]
fn the_common_library_speaks_of_no_dice() {
    // Its texts are every game's: dice and battles are a game's own words
    // (a game rewords why_chance, hint's help, ... in its message tables).
    for file in ["prolog/common/messages.pl", "prolog/common/game.pl"] {
        let text = std::fs::read_to_string(repo().join(file)).expect(file);
        for line in text.lines().filter(|l| !l.trim_start().starts_with('%')) {
            let lower = line.to_lowercase();
            for word in ["dice", "dadu", "battle", "pertempuran"] {
                assert!(!lower.contains(word), "{file}: {word}: {line}");
            }
        }
    }
}
