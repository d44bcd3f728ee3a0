//! The command line: parse arguments, hand them to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use conquest::app;
use conquest::engine::Lang;

#[derive(Debug, Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Id,
}

/// A Prolog toplevel that plays strategy games whose rules are written in Prolog.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    /// The game to load (a folder of the rules directory).
    #[arg(long, default_value = "conquest")]
    game: String,
    /// Seed for dice and every other random choice: the same seed replays a game.
    #[arg(long)]
    seed: Option<u64>,
    /// Language of the game's messages (default: from the locale, else English).
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
    /// Read rule files from DIR instead of the built-in ones.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Run GOAL after loading, before the toplevel (repeatable; -g halt exits).
    #[arg(short = 'g', long = "goal", value_name = "GOAL")]
    goals: Vec<String>,
    /// Exit with status 1 at the end of input if a query raised an error.
    #[arg(long)]
    strict: bool,
    /// Show how long each query took, also in batch mode.
    #[arg(long)]
    timing: bool,
    /// Prolog files to consult after the game's rules.
    #[arg(value_name = "FILE.pl")]
    files: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let options = app::Options {
        game: cli.game,
        seed: cli.seed,
        lang: cli.lang.map(|l| match l {
            LangArg::En => Lang::En,
            LangArg::Id => Lang::Id,
        }),
        rules: cli.rules,
        goals: cli.goals,
        files: cli.files,
        strict: cli.strict,
        timing: cli.timing,
    };
    let code = app::run(&options);
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}
