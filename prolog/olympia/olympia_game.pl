/** Battle for Olympia on the common game interface (common/board_game.pl).

The relations board_game asks of a rulebook that the other files do not
give already: its name and levels, a new state, whose turn and which
round it is, and the questions startGame/0 asks. The rules are in
olympia_rules.pl, the state in olympia_state.pl, the computers in
olympia_computer.pl.
*/
:- module(olympia_game, [rulebook/2,
                         new_state/2,
                         state_player/2,
                         state_round/2,
                         ask_options/1]).

:- use_module(library(lists)).
:- use_module('../host').
:- use_module(olympia_state).
:- use_module(olympia_input).

%% rulebook(?Key, ?Value).
rulebook(name, olympia).
rulebook(title, "Battle for Olympia: a simplified Battle for Wesnoth for two players").
rulebook(players, 2-2).
rulebook(levels, [easy, normal]).

%% new_state(+Options, -State) is det.
%
%  State is a new game with Options (state:option_error/2 lists them).
new_state(Options, State) :-
    initial_state(Options, State).

%% state_player(+State, -Player) is det.
%
%  Player (p1 or p2) is to move.
state_player(State, Player) :-
    state_get(player, State, Player).

%% state_round(+State, -Round) is det.
%
%  Round is the number of the round: both players have had Round - 1 turns.
state_round(State, Round) :-
    state_get(round, State, Round).

%% ask_options(-Options) is det.
%
%  Asks the options of a new game: the map size, diagonal moves, hit
%  probability and the players' colours. An empty answer takes the
%  default; a bad one is asked again. End of input throws (startGame/0
%  cancels).
ask_options([size(Rows, Cols), diagonal(Diagonal), hit_probability(Hit), colours(C1, C2)]) :-
    ask_size(Rows, Cols),
    ask_yes_no(ask_diagonal, Diagonal),
    ask_yes_no(ask_hit_probability, Hit),
    ask_colour(ask_colour(p1, red), red, none, C1),
    once(( member(Default, [blue, red]), Default \== C1 )),
    ask_colour(ask_colour(p2, Default), Default, C1, C2).

ask_size(Rows, Cols) :-
    ask(key(ask_map_size), Answer),
    (   Answer == ''
    ->  Rows = 10,
        Cols = 10
    ;   \+ answer_numbers(Answer, [_, _])
    ->  say(size_answer_bad(Answer)),
        ask_size(Rows, Cols)
    ;   answer_numbers(Answer, [R, C]),
        option_error([size(R, C)], Error)
    ->  say(Error),
        ask_size(Rows, Cols)
    ;   answer_numbers(Answer, [Rows, Cols])
    ).

ask_yes_no(Key, Value) :-
    ask(key(Key), Answer),
    (   memberchk(Answer, ['', n, no, tidak, t, false])
    ->  Value = false
    ;   memberchk(Answer, [y, yes, ya, true])
    ->  Value = true
    ;   say(yes_no_answer_bad(Answer)),
        ask_yes_no(Key, Value)
    ).

ask_colour(Key, Default, Taken, Colour) :-
    ask(key(Key), Answer),
    (   Answer == ''
    ->  Colour0 = Default
    ;   Colour0 = Answer
    ),
    (   \+ colour_index(Colour0, _)
    ->  say(unknown_colour(Colour0)),
        ask_colour(Key, Default, Taken, Colour)
    ;   Colour0 == Taken
    ->  say(same_colours(Colour0)),
        ask_colour(Key, Default, Taken, Colour)
    ;   Colour = Colour0
    ).
