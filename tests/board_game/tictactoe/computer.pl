/** The computers of tic-tac-toe: random, and the first free cell. */
:- module(tictactoe_computer, [computer_move/3]).

:- use_module('../../host/dice').
:- use_module(rules).

%% computer_move(+Level, +State, -Move) is det.
computer_move(random, State, Move) :-
    findall(I, legal_move(State, I), Moves),
    random_member(Move, Moves).
computer_move(first, State, Move) :-
    once(legal_move(State, Move)).
