/** Headless games between computer players, for `conquest simulate`.

The simulation plays whole games with every message off (host:set_quiet/1)
through startGame/2, exactly as a game at the toplevel is played.
*/
:- module(simulation, [simulation_game/3, simulation_game/4]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module(state).
:- use_module(setup).
:- use_module(computer).

%% simulation_game(+Levels, +MaxRounds, -Result) is det.
%
%  Plays one game of computer players at Levels (p1 plays the first level),
%  a draw after MaxRounds rounds. Result is result(Winner, Rounds, Actions):
%  Winner a player id or draw, Actions the number of computer actions.
%
%  ?- simulation_game([hard, normal], 300, R).
%     R = result(p1, 23, 412).
simulation_game(Levels, MaxRounds, Result) :-
    simulation_game(Levels, MaxRounds, [], Result).

%% simulation_game(+Levels, +MaxRounds, +Options, -Result) is det.
%
%  As simulation_game/3 with more startGame/2 Options (simulate --option),
%  e.g. [reinforcement_probability(0.5)]; options startGame/2 refuses throw
%  error(bad_options(Error), simulation_game/4).
simulation_game(Levels, MaxRounds, Options, result(Winner, Rounds, Actions)) :-
    (   options_error(Options, Error)
    ->  throw(error(bad_options(Error), simulation_game/4))
    ;   true
    ),
    findall(cpu(Level), member(Level, Levels), Players),
    setup_call_cleanup(set_quiet(true),
                       startGame(Players, [max_rounds(MaxRounds)|Options]),
                       set_quiet(false)),
    (   winner(W)
    ->  Winner = W
    ;   Winner = draw
    ),
    (   round(R)
    ->  Rounds = R
    ;   Rounds = 0
    ),
    computer_actions(Actions).
