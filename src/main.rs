//! The command line: parse arguments, hand them to the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use conquest::app;
use conquest::engine::Lang;
use conquest::simulate::{self, SimulateOptions};

#[derive(Debug, Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Id,
}

/// A Prolog toplevel that plays strategy games whose rules are written in Prolog.
#[derive(Debug, Parser)]
#[command(version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// The game to load: conquest, olympia, prolognite, replica, xerog, or
    /// tictactoe, the example (a folder of the rules directory; `games.` at
    /// the toplevel lists them).
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
    /// Run GOAL after loading, before the toplevel (repeatable; -g halt
    /// exits). As in SWI-Prolog, a goal that fails ends the program with
    /// status 1, and one that raises an error or is stopped with status 2;
    /// the goals after it do not run.
    #[arg(short = 'g', long = "goal", value_name = "GOAL")]
    goals: Vec<String>,
    /// Exit with status 1, at the end of input or at `halt.`, if a query
    /// raised an error or was stopped by a limit.
    #[arg(long)]
    strict: bool,
    /// Show how long each query took, also in batch mode.
    #[arg(long)]
    timing: bool,
    /// Continue the last game (autosaved after every command in the data folder).
    #[arg(long)]
    resume: bool,
    /// Stop a query that grows the program's memory by more than MB, as
    /// Ctrl-C stops it, so that a recursion that never ends does not take
    /// all the machine's memory (0: never).
    #[arg(long, value_name = "MB", default_value_t = conquest::app::DEFAULT_QUERY_MEMORY_MB)]
    query_memory: u64,
    /// Prolog files to consult after the game's rules.
    #[arg(value_name = "FILE.pl")]
    files: Vec<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play whole games between computer players, headless, and report.
    Simulate {
        /// The game to play.
        #[arg(long, default_value = "conquest")]
        game: String,
        /// One computer level per player, in seat order, e.g. hard,normal
        /// (default: the game's strongest level against its next strongest).
        #[arg(long, value_delimiter = ',')]
        players: Vec<String>,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Seed of the whole series (the same seed plays the same games).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still running after this many rounds is a draw.
        #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u32).range(1..))]
        max_rounds: u32,
        /// An option of the game's startGame/2 for every game, e.g.
        /// --option 'size(7)' (repeatable).
        #[arg(long = "option", value_name = "TERM")]
        options: Vec<String>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// Read rule files from DIR instead of the built-in ones.
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
        /// Games played at once, one engine each (default: one per core).
        /// The results are the same for any number.
        #[arg(long, default_value_t = 0, hide_default_value = true)]
        jobs: usize,
        /// Inferences a computer's turn may take before the game is
        /// stopped as a runaway rule (default: the rules' command budget,
        /// 200000000).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1000..))]
        budget: Option<u64>,
    },
    /// Check rulebooks against the rulebook contract: required hooks, their
    /// home files, help for every command, the same messages in English and
    /// Indonesian, a map template for every territory; then, with the game
    /// loaded, calls of predicates a module neither defines nor imports and
    /// refusal reasons why/1 cannot locate. Exit status 1 when a problem is
    /// found.
    Check {
        /// The games to check (default: every game of the rules folder).
        #[arg(long = "game", value_name = "NAME")]
        games: Vec<String>,
        /// Read rule files from DIR instead of the built-in ones.
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
    /// Serve one game to players who join from other terminals or machines
    /// (`conquest join`). This terminal stays the host's full toplevel;
    /// each player's queries are checked by the sandbox, and a command of
    /// the game is taken only from the player whose turn it is. Prints
    /// `serving GAME on ADDRESS:PORT` first.
    Serve {
        /// The game to serve.
        #[arg(long, default_value = "conquest")]
        game: String,
        /// The port to listen on (0: any free port, printed at the start).
        #[arg(long, default_value_t = 0)]
        port: u16,
        /// The address to listen on: loopback by default, so only this
        /// machine can join; 0.0.0.0 opens it to the network (set a
        /// --password then).
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// Seed for dice and every other random choice.
        #[arg(long)]
        seed: Option<u64>,
        /// A password every player must give to join.
        #[arg(long, value_name = "TEXT")]
        password: Option<String>,
        /// Language of the host's messages.
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
        /// Read rule files from DIR instead of the built-in ones.
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
        /// Continue the game autosaved in the data folder.
        #[arg(long)]
        resume: bool,
        /// When a player's connection has been gone this many seconds and
        /// their seat is to move, a computer (normal) plays it until they
        /// join again. Default: never (the host may type
        /// seat(Name, cpu(Level))).
        #[arg(long, value_name = "SECONDS")]
        away: Option<u64>,
        /// Stop a joined player's query that grows the server's memory by
        /// more than MB (0: never).
        #[arg(long, value_name = "MB", default_value_t = 256)]
        query_memory: u64,
        /// Read no more lines of joined players once the server's memory
        /// passes MB (0: never); the host plays on and can save the game.
        #[arg(long, value_name = "MB", default_value_t = 1024)]
        server_memory: u64,
    },
    /// Join a game that `conquest serve` runs: your own prompt on it.
    /// Connects to HOST:PORT and nowhere else.
    Join {
        /// The server's address, as `conquest serve` printed it: HOST:PORT
        /// (JSON lines over TCP) or ws://HOST:PORT[/path] (WebSocket; no
        /// wss://: there is no TLS).
        #[arg(value_name = "HOST:PORT")]
        address: String,
        /// Your name: the seat of startGame([NAME, ...], Options) that is
        /// yours (a lowercase letter, then letters, digits or _).
        #[arg(long)]
        name: String,
        /// The server's password, if it has one.
        #[arg(long, value_name = "TEXT")]
        password: Option<String>,
        /// Language of your messages.
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
        /// Watch without a seat: queries yes, commands no.
        #[arg(long)]
        watch: bool,
    },
    /// Start a new game's rules from the example (tic-tac-toe): writes
    /// games/NAME into the rules folder, ready to play and to edit.
    NewGame {
        /// The new game's name: a lowercase letter, then lowercase letters,
        /// digits or _.
        name: String,
        /// The rules folder to write it into (the built-in rules are
        /// written there first when it has none).
        #[arg(long, value_name = "DIR")]
        rules: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::NewGame { name, rules }) = &cli.command {
        return new_game(name, rules.as_deref());
    }
    if let Some(Command::Check { games, rules }) = &cli.command {
        return check(games, rules.as_deref());
    }
    if let Some(Command::Join {
        address,
        name,
        password,
        lang,
        watch,
    }) = &cli.command
    {
        return conquest::net::client::run(&conquest::net::client::JoinOptions {
            address: address.clone(),
            name: name.clone(),
            password: password.clone(),
            lang: lang.map(|l| lang_of(l).code().to_string()),
            watch: *watch,
        });
    }
    if let Some(Command::Serve {
        game,
        port,
        bind,
        seed,
        password,
        lang,
        rules,
        resume,
        away,
        query_memory,
        server_memory,
    }) = &cli.command
    {
        return conquest::net::server::run(&conquest::net::server::ServeOptions {
            app: app::Options {
                game: game.clone(),
                seed: *seed,
                lang: lang.map(lang_of),
                rules: rules.clone(),
                resume: *resume,
                ..app::Options::default()
            },
            bind: *bind,
            port: *port,
            password: password.clone(),
            away: away.map(std::time::Duration::from_secs),
            query_memory_mb: *query_memory,
            server_memory_mb: *server_memory,
        });
    }
    if let Some(Command::Simulate {
        game,
        players,
        games,
        seed,
        max_rounds,
        options,
        json,
        rules,
        jobs,
        budget,
    }) = cli.command
    {
        return simulate::run(&SimulateOptions {
            game,
            rules,
            players,
            games,
            seed,
            max_rounds,
            game_options: options,
            json,
            jobs,
            budget,
        });
    }
    let options = app::Options {
        game: cli.game,
        seed: cli.seed,
        lang: cli.lang.map(lang_of),
        rules: cli.rules,
        goals: cli.goals,
        files: cli.files,
        strict: cli.strict,
        timing: cli.timing,
        resume: cli.resume,
        query_memory_mb: cli.query_memory,
    };
    app::run(&options)
}

fn lang_of(lang: LangArg) -> Lang {
    match lang {
        LangArg::En => Lang::En,
        LangArg::Id => Lang::Id,
    }
}

fn new_game(name: &str, rules: Option<&std::path::Path>) -> ExitCode {
    match conquest::new_game::create(name, rules) {
        Ok((dir, game)) => {
            let rules_option = match rules {
                Some(_) => format!(" --rules {}", dir.display()),
                None => String::new(),
            };
            println!(
                "Wrote {}: the tic-tac-toe example under the name {name}.\n\
                 Play it:      conquest{rules_option} --game {name}\n\
                 Watch it:     conquest simulate{rules_option} --game {name} --games 10\n\
                 Then edit its files (rules.pl first) and type make. at the toplevel;\n\
                 {} is the guide.",
                game.display(),
                dir.join("README.md").display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("conquest new-game: {e}");
            ExitCode::FAILURE
        }
    }
}

fn check(games: &[String], rules: Option<&std::path::Path>) -> ExitCode {
    let outcome = conquest::rules::rules_dir(rules)
        .map_err(|e| e.to_string())
        .and_then(|dir| conquest::check::run(&dir, games));
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("conquest check: {e}");
            ExitCode::from(2)
        }
    }
}
