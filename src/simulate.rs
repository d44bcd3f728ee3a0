//! `conquest simulate`: whole games between computer players, headless.
//!
//! Workers play the games in parallel, one engine each (`--jobs`, by
//! default one per core). Game `i` of a series starts the host's generator
//! at its own place in the stream of the series seed (word `i * 2^40`), so
//! each game is the same whichever worker plays it and whatever came
//! before it: `--seed` replays the series, for any number of jobs. The
//! rules play each game (`simulation_game/3`); this side counts, times
//! and reports.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Instant;

use crate::app::AppError;
use crate::engine::Term;
use crate::engine::{contain_panic, term_text, Engine, EngineConfig, Lang, RulesLoad};
use crate::io::input::{BatchInput, Output};
use crate::rules;

/// What `conquest simulate` was asked.
#[derive(Debug, Clone)]
pub struct SimulateOptions {
    pub game: String,
    pub rules: Option<PathBuf>,
    /// One computer level per player, in seat order (p1 first).
    pub players: Vec<String>,
    pub games: u32,
    pub seed: u64,
    pub max_rounds: u32,
    /// Options of the game's startGame/2, each a Prolog term as typed
    /// (`--option 'size(7)'`).
    pub game_options: Vec<String>,
    pub json: bool,
    /// Games played at once, one engine each; 0: one per core.
    pub jobs: usize,
    /// Inferences a computer's turn may take (`set_command_budget/1`);
    /// None: the rules' default.
    pub budget: Option<u64>,
}

/// Where game `index` of a series starts in the stream of the series seed:
/// 2^40 words apart, far more than a game draws.
pub fn game_stream_position(index: u32) -> u128 {
    u128::from(index) << 40
}

/// The end of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The winner's seat (0 for p1), or None for a draw.
    pub winner: Option<usize>,
    pub rounds: u64,
    pub actions: u64,
}

/// Totals over a series.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    /// The level of each seat, p1 first.
    pub players: Vec<String>,
    pub wins: Vec<u32>,
    pub draws: u32,
    pub games: u32,
    pub rounds: u64,
    pub actions: u64,
    pub seconds: f64,
}

impl Summary {
    fn add(&mut self, result: &GameResult) {
        match result.winner {
            Some(seat) => self.wins[seat] += 1,
            None => self.draws += 1,
        }
        self.games += 1;
        self.rounds += result.rounds;
        self.actions += result.actions;
    }

    fn average(total: u64, games: u32) -> f64 {
        if games == 0 {
            0.0
        } else {
            total as f64 / f64::from(games)
        }
    }

    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            f64::from(self.games) / self.seconds
        } else {
            0.0
        }
    }

    /// The report as a table for people.
    pub fn text(&self, players: &[String]) -> String {
        let mut out = String::new();
        for (seat, level) in players.iter().enumerate() {
            let wins = self.wins[seat];
            out.push_str(&format!(
                "p{} {:<8} wins {:>6}  ({:.1}%)\n",
                seat + 1,
                level,
                wins,
                percent(wins, self.games)
            ));
        }
        out.push_str(&format!(
            "draws       {:>11}  ({:.1}%)\n",
            self.draws,
            percent(self.draws, self.games)
        ));
        out.push_str(&format!(
            "games {}, average {:.1} rounds and {:.1} computer actions a game, {:.2} games/s\n",
            self.games,
            Self::average(self.rounds, self.games),
            Self::average(self.actions, self.games),
            self.games_per_second()
        ));
        out
    }

    /// The report as JSON, for scripts and comparisons between versions.
    pub fn json(&self, players: &[String], seed: u64) -> String {
        let seats: Vec<serde_json::Value> = players
            .iter()
            .enumerate()
            .map(|(seat, level)| {
                serde_json::json!({
                    "player": format!("p{}", seat + 1),
                    "level": level,
                    "wins": self.wins[seat],
                })
            })
            .collect();
        let report = serde_json::json!({
            "seed": seed,
            "games": self.games,
            "players": seats,
            "draws": self.draws,
            "average_rounds": thousandths(Self::average(self.rounds, self.games)),
            "average_actions": thousandths(Self::average(self.actions, self.games)),
            "games_per_second": thousandths(self.games_per_second()),
        });
        format!("{report}\n")
    }
}

/// `x` to three decimals, as the report shows it.
fn thousandths(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn percent(n: u32, of: u32) -> f64 {
    if of == 0 {
        0.0
    } else {
        100.0 * f64::from(n) / f64::from(of)
    }
}

/// Plays the series; the summary, or why it could not run.
pub fn simulate(options: &SimulateOptions) -> Result<Summary, AppError> {
    simulate_with(options, |_| {})
}

/// As simulate/1, calling `after_game` with the number of games played after
/// each game (the benchmark reads the memory there).
pub fn simulate_with<F: FnMut(u32)>(
    options: &SimulateOptions,
    mut after_game: F,
) -> Result<Summary, AppError> {
    let dir = rules::rules_dir(options.rules.as_deref())?;
    let jobs = match options.jobs {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .clamp(1, options.games.max(1) as usize);
    let next = Arc::new(AtomicU32::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, results) = mpsc::channel::<(u32, Result<GameResult, AppError>)>();
    // The other workers build their engines while this thread builds its
    // own (a second of loading each): they start playing with it, not a
    // load later. Each waits for the game's query, which this thread makes
    // once the players are checked; no query (a bad series): they end.
    let mut workers = Vec::new();
    let mut queries = Vec::new();
    for _ in 1..jobs {
        let (dir, options) = (dir.clone(), options.clone());
        let (next, stop, sender) = (next.clone(), stop.clone(), sender.clone());
        let (query_sender, query) = mpsc::channel::<String>();
        let worker = std::thread::Builder::new()
            .name("simulate".into())
            .stack_size(crate::app::ENGINE_STACK)
            .spawn(move || match simulation_engine(&dir, &options) {
                Ok(engine) => {
                    if let Ok(query) = query.recv() {
                        play_games(engine, &options, &query, &next, &stop, |r| {
                            let _ = sender.send(r);
                        })
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    let _ = sender.send((0, Err(e)));
                }
            });
        match worker {
            Ok(worker) => {
                workers.push(worker);
                queries.push(query_sender);
            }
            // Fewer workers than asked: the others play the games.
            Err(e) => eprintln!("conquest simulate: one worker fewer: {e}"),
        }
    }
    let mut engine = simulation_engine(&dir, options)?;
    let rulebook = Rulebook::read(&mut engine);
    let players = if options.players.is_empty() {
        rulebook.default_pairing()
    } else {
        options.players.clone()
    };
    rulebook.check(&options.game, &players)?;
    let query = game_query(&mut engine, options, &players)?;
    let mut summary = Summary {
        wins: vec![0; players.len()],
        players,
        ..Summary::default()
    };
    // Drawn on standard error when it is a terminal, hidden otherwise.
    let progress = indicatif::ProgressBar::new(u64::from(options.games)).with_style(
        indicatif::ProgressStyle::with_template("[{bar:30}] {pos}/{len} games ({msg})")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("#> "),
    );
    let working = workers.len() + 1;
    progress.set_message(if working == 1 {
        "1 worker".to_string()
    } else {
        format!("{working} workers")
    });
    let started = Instant::now();
    for worker_query in queries {
        let _ = worker_query.send(query.clone());
    }
    let mut failure: Option<(u32, AppError)> = None;
    let mut played = 0;
    let mut count = |(index, result): (u32, Result<GameResult, AppError>),
                     summary: &mut Summary| {
        match result {
            Ok(result) => {
                summary.add(&result);
                played += 1;
                after_game(played);
                progress.inc(1);
            }
            Err(e) => {
                stop.store(true, Ordering::Relaxed);
                // The error of the first game that failed, as one worker would.
                if failure.as_ref().is_none_or(|(i, _)| index < *i) {
                    failure = Some((index, e));
                }
            }
        }
    };
    // This thread's engine is a worker too; between its games it counts
    // what the others finished.
    play_games(engine, options, &query, &next, &stop, |r| {
        count(r, &mut summary);
        while let Ok(r) = results.try_recv() {
            count(r, &mut summary);
        }
    });
    drop(sender);
    for r in results {
        count(r, &mut summary);
    }
    for worker in workers {
        let _ = worker.join();
    }
    progress.finish_and_clear();
    if let Some((_, e)) = failure {
        return Err(e);
    }
    summary.seconds = started.elapsed().as_secs_f64();
    Ok(summary)
}

/// An engine with the game loaded, its output discarded.
fn simulation_engine(dir: &Path, options: &SimulateOptions) -> Result<Engine, AppError> {
    let (output, _discarded) = Output::buffer();
    let input = Box::new(BatchInput::new(std::io::empty(), output.clone()));
    Ok(Engine::new(EngineConfig {
        rules_dir: dir.to_path_buf(),
        game: Some(options.game.clone()),
        seed: options.seed,
        lang: Lang::En,
        colour: false,
        input,
        output,
        rules: RulesLoad::AtStart,
    })?)
}

/// The query that plays one game (its generator placed first, see
/// play_games), with the game options read under catch/3, and the budget
/// of a computer's turn set first when `--budget` gave one.
fn game_query(
    engine: &mut Engine,
    options: &SimulateOptions,
    players: &[String],
) -> Result<String, AppError> {
    let query = game_query_only(engine, options, players)?;
    // A game stopped by the budget says to change it with --budget, the
    // way it is changed here.
    let query = format!("bb_put('rule_errors:budget_setting', '--budget N'), {query}");
    Ok(match options.budget {
        Some(budget) => format!("rule_errors:set_command_budget({budget}), {query}"),
        None => query,
    })
}

fn game_query_only(
    engine: &mut Engine,
    options: &SimulateOptions,
    players: &[String],
) -> Result<String, AppError> {
    if options.game_options.is_empty() {
        return Ok(format!(
            "simulation_game([{}], {}, result(W, R, A))",
            players.join(", "),
            options.max_rounds
        ));
    }
    // Typed text never reaches the engine's parser (it panics on bad
    // syntax): it goes in as a quoted atom and is read under catch/3.
    let parse = format!(
        "atom_chars({}, Cs), append(Cs, ['.'], Cs1), \
         catch(read_from_chars(Cs1, Os), _, fail), is_list(Os)",
        crate::engine::quoted_atom(&format!("[{}]", options.game_options.join(", ")))
    );
    let parsed = engine
        .run_trusted(&parse, "reading the game options")
        .map(|found| !found.is_empty())
        .unwrap_or(false);
    if !parsed {
        return Err(AppError::BadSimulation(format!(
            "the --option values {} are not Prolog terms",
            options.game_options.join(" ")
        )));
    }
    // A refusal comes back as the game's own message, not its key.
    Ok(format!(
        "{parse}, catch(simulation_game([{}], {}, Os, result(W, R, A)), \
         error(bad_options(Key), Context), \
         (text:message_text(Key, Said), atom_chars(Text, Said), \
          throw(error(bad_options(Text), Context))))",
        players.join(", "),
        options.max_rounds
    ))
}

/// Takes the next game of the series until none is left (or `stop`), plays
/// it from its own place in the seed's stream, and hands each result with
/// the game's number to `done`. A game whose engine panics is an error
/// like any other, and ends this worker: the engine cannot run again.
fn play_games(
    mut engine: Engine,
    options: &SimulateOptions,
    query: &str,
    next: &AtomicU32,
    stop: &AtomicBool,
    mut done: impl FnMut((u32, Result<GameResult, AppError>)),
) {
    while !stop.load(Ordering::Relaxed) {
        let index = next.fetch_add(1, Ordering::Relaxed);
        if index >= options.games {
            break;
        }
        let placed = format!(
            "set_rng_state({}, {}), {query}",
            options.seed,
            game_stream_position(index)
        );
        match contain_panic(|| play_one(&mut engine, &placed)) {
            Ok(Err(AppError::RuleError { text, .. })) => done((
                index,
                Err(AppError::RuleError {
                    game: index + 1,
                    text,
                }),
            )),
            Ok(result) => done((index, result)),
            Err(panic) => {
                stop.store(true, Ordering::Relaxed);
                crate::engine::panic::discard(engine);
                done((
                    index,
                    Err(AppError::GamePanic {
                        game: index + 1,
                        panic,
                    }),
                ));
                return;
            }
        }
    }
}

/// What the rulebook says about its players (`rulebook/2`): its computer
/// levels (none when it names none: then it cannot be simulated) and its
/// player count (two when it says nothing, as in the common library).
struct Rulebook {
    levels: Vec<String>,
    min_players: usize,
    max_players: usize,
}

impl Rulebook {
    fn read(engine: &mut Engine) -> Rulebook {
        let mut rulebook = Rulebook {
            levels: Vec::new(),
            min_players: 2,
            max_players: 2,
        };
        if let Ok(found) = engine.run_trusted(
            "catch(game_hooks:game_hook(rulebook(levels, Ls)), _, fail), is_list(Ls), maplist(atom, Ls)",
            "reading the rulebook's levels",
        ) {
            if let Some(Term::List(levels)) = found.first().and_then(|b| b.get("Ls")) {
                rulebook.levels = levels.iter().map(term_text).collect();
            }
        }
        if let Ok(found) = engine.run_trusted(
            "catch(game_hooks:game_hook(rulebook(players, Min-Max)), _, fail), integer(Min), integer(Max)",
            "reading the rulebook's player count",
        ) {
            if let Some(b) = found.first() {
                let number = |name: &str| b.get(name).map(term_text).and_then(|t| t.parse().ok());
                if let (Some(min), Some(max)) = (number("Min"), number("Max")) {
                    rulebook.min_players = min;
                    rulebook.max_players = max;
                }
            }
        }
        rulebook
    }

    /// The strongest level against the next strongest (levels are listed
    /// weakest first).
    fn default_pairing(&self) -> Vec<String> {
        let mut strongest: Vec<String> = self.levels.iter().rev().take(2).cloned().collect();
        while strongest.len() < self.min_players.max(2) {
            strongest.push(strongest.last().cloned().unwrap_or_default());
        }
        strongest
    }

    fn check(&self, game: &str, players: &[String]) -> Result<(), AppError> {
        if self.levels.is_empty() {
            return Err(AppError::BadSimulation(format!(
                "the rules of {game} name no computer levels (rulebook(levels, Levels)): \
                 there is nobody to play a simulated game"
            )));
        }
        if players.len() < self.min_players || players.len() > self.max_players {
            let range = if self.min_players == self.max_players {
                self.min_players.to_string()
            } else {
                format!("{} to {}", self.min_players, self.max_players)
            };
            return Err(AppError::BadSimulation(format!(
                "--players needs {range} levels for {game}, got {}",
                players.len()
            )));
        }
        if let Some(bad) = players.iter().find(|p| !self.levels.contains(p)) {
            return Err(AppError::BadSimulation(format!(
                "unknown level '{bad}' for {game} (levels: {})",
                self.levels.join(", ")
            )));
        }
        Ok(())
    }
}

fn play_one(engine: &mut Engine, query: &str) -> Result<GameResult, AppError> {
    let solutions = match engine.run_trusted(query, "playing a simulated game") {
        Ok(solutions) => solutions,
        Err(e) => {
            if let Some(Term::Compound(name, args)) = e.ball() {
                if let (true, Some(Term::Compound(what, reason))) = (name == "error", args.first())
                {
                    if what == "bad_options" {
                        let reason = reason.first().map(term_text).unwrap_or_default();
                        return Err(AppError::BadSimulation(format!(
                            "the game refuses the --option values: {reason}"
                        )));
                    }
                    // A rule that raised or ran out of its budget, named
                    // by the rules (prolog/host/rule_errors.pl).
                    if what == "rule_error" {
                        let text = reason.first().map(term_text).unwrap_or_default();
                        return Err(AppError::RuleError { game: 0, text });
                    }
                }
            }
            return Err(e.into());
        }
    };
    let Some(bindings) = solutions.first() else {
        return Err(AppError::BadSimulation(
            "the rules could not play a game (simulation_game/3 failed)".into(),
        ));
    };
    let text = |name: &str| bindings.get(name).map(term_text).unwrap_or_default();
    let winner = text("W");
    Ok(GameResult {
        winner: winner
            .strip_prefix('p')
            .and_then(|n| n.parse::<usize>().ok())
            .map(|n| n - 1),
        rounds: text("R").parse().unwrap_or(0),
        actions: text("A").parse().unwrap_or(0),
    })
}

/// `conquest simulate`: prints the report; the exit status.
pub fn run(options: &SimulateOptions) -> std::process::ExitCode {
    match simulate(options) {
        Ok(summary) => {
            if options.json {
                print!("{}", summary.json(&summary.players, options.seed));
            } else {
                print!("{}", summary.text(&summary.players));
            }
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("conquest simulate: {e}");
            crate::app::exit_status(e.exit_code())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_counts_wins_draws_and_averages() {
        let mut s = Summary {
            wins: vec![0, 0],
            ..Summary::default()
        };
        for winner in [Some(0), Some(0), Some(1), None] {
            s.add(&GameResult {
                winner,
                rounds: 10,
                actions: 100,
            });
        }
        s.seconds = 2.0;
        assert_eq!((s.wins.clone(), s.draws, s.games), (vec![2, 1], 1, 4));
        let players = vec!["hard".to_string(), "easy".to_string()];
        let text = s.text(&players);
        assert!(text.contains("p1 hard     wins      2  (50.0%)"), "{text}");
        assert!(text.contains("2.00 games/s"), "{text}");
        let json = s.json(&players, 7);
        assert!(json.contains("\"draws\":1"), "{json}");
        assert!(json.contains("{\"player\":\"p2\",\"level\":\"easy\",\"wins\":1}"));
        let parsed: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        assert_eq!(parsed["games_per_second"], 2.0);
        assert_eq!(parsed["average_rounds"], 10.0);
        // Levels are text: quotes in them stay JSON.
        let odd = s.json(&["a\"b".to_string(), "c".to_string()], 7);
        let parsed: serde_json::Value = serde_json::from_str(&odd).expect("JSON");
        assert_eq!(parsed["players"][0]["level"], "a\"b");
    }
}
