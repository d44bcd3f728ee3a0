/** `conquest simulate` under SWI-Prolog: the same rules, the same computer players.

    swipl tools/swi/swi_simulate.pl [--players normal,easy] [--games N]
          [--seed S] [--max-rounds R] [--json]

Plays N games of simulation_game/3 (prolog/games/conquest/simulation.pl) one
after another and prints the report of `conquest simulate`: wins of each
seat, draws, average rounds and computer actions a game, and games per
second, timed like the Rust side (the games only, after loading; wall
clock). With --json the same as one JSON object, as `conquest simulate
--json` prints it. The dice come from SWI's generator: a seed plays other
games here than in `conquest`, so compare games per second over many games,
or per computer action.
*/

:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/swi.pl', Compat),
   consult(Compat).

main :-
    current_prolog_flag(argv, Argv),
    options(Argv, opts([normal, easy], 10, 1, 300, text), Opts),
    Opts = opts(Levels, Games, Seed, MaxRounds, Format),
    set_rng_state(Seed, 0),
    length(Levels, Seats),
    length(Wins0, Seats),
    maplist(=(0), Wins0),
    get_time(T0),
    play(Games, Levels, MaxRounds, tally(Wins0, 0, 0, 0), Tally),
    get_time(T1),
    Seconds is T1 - T0,
    report(Format, Levels, Seed, Games, Seconds, Tally).

options([], Opts, Opts).
options(['--players', Text|Rest], opts(_, G, S, R, F), Opts) :-
    !,
    atomic_list_concat(Levels, ',', Text),
    options(Rest, opts(Levels, G, S, R, F), Opts).
options(['--games', Text|Rest], opts(L, _, S, R, F), Opts) :-
    !,
    atom_number(Text, G),
    options(Rest, opts(L, G, S, R, F), Opts).
options(['--seed', Text|Rest], opts(L, G, _, R, F), Opts) :-
    !,
    atom_number(Text, S),
    options(Rest, opts(L, G, S, R, F), Opts).
options(['--max-rounds', Text|Rest], opts(L, G, S, _, F), Opts) :-
    !,
    atom_number(Text, R),
    options(Rest, opts(L, G, S, R, F), Opts).
options(['--json'|Rest], opts(L, G, S, R, _), Opts) :-
    !,
    options(Rest, opts(L, G, S, R, json), Opts).
options([Other|_], _, _) :-
    format(user_error, "swi_simulate: unknown option ~w~n", [Other]),
    halt(2).

play(0, _, _, Tally, Tally) :- !.
play(K, Levels, MaxRounds, tally(Wins0, Draws0, Rounds0, Actions0), Tally) :-
    (   simulation_game(Levels, MaxRounds, result(Winner, Rounds, Actions))
    ->  true
    ;   format(user_error, "swi_simulate: simulation_game/3 failed~n", []),
        halt(1)
    ),
    (   Winner == draw
    ->  Wins = Wins0,
        Draws is Draws0 + 1
    ;   atom_concat(p, SeatText, Winner),
        atom_number(SeatText, Seat),
        nth1(Seat, Wins0, W0, Others),
        W is W0 + 1,
        nth1(Seat, Wins, W, Others),
        Draws = Draws0
    ),
    Rounds1 is Rounds0 + Rounds,
    Actions1 is Actions0 + Actions,
    K1 is K - 1,
    play(K1, Levels, MaxRounds, tally(Wins, Draws, Rounds1, Actions1), Tally).

report(text, Levels, _, Games, Seconds, tally(Wins, Draws, Rounds, Actions)) :-
    forall(nth1(Seat, Levels, Level),
           ( nth1(Seat, Wins, W),
             Pct is 100 * W / max(1, Games),
             format("p~w ~w~t~13| wins ~t~w~26|  (~1f%)~n", [Seat, Level, W, Pct]) )),
    DPct is 100 * Draws / max(1, Games),
    format("draws~t~w~26|  (~1f%)~n", [Draws, DPct]),
    AvgR is Rounds / max(1, Games),
    AvgA is Actions / max(1, Games),
    Rate is Games / Seconds,
    format("games ~w, average ~1f rounds and ~1f computer actions a game, ~2f games/s (swipl)~n",
           [Games, AvgR, AvgA, Rate]).
report(json, Levels, Seed, Games, Seconds, tally(Wins, Draws, Rounds, Actions)) :-
    findall(Seat-Level-W, ( nth1(Seat, Levels, Level), nth1(Seat, Wins, W) ), Seats),
    format("{\"engine\":\"swipl\",\"seed\":~w,\"games\":~w,\"players\":[", [Seed, Games]),
    seats_json(Seats),
    AvgR is Rounds / max(1, Games),
    AvgA is Actions / max(1, Games),
    Rate is Games / Seconds,
    format("],\"draws\":~w,\"average_rounds\":~3f,\"average_actions\":~3f,\"games_per_second\":~3f}~n",
           [Draws, AvgR, AvgA, Rate]).

seats_json([]).
seats_json([Seat-Level-W|More]) :-
    format("{\"player\":\"p~w\",\"level\":\"~w\",\"wins\":~w}", [Seat, Level, W]),
    (   More == []
    ->  true
    ;   write(','),
        seats_json(More)
    ).
