/** What a player of tic-tac-toe types: place/1. */
:- module(tictactoe_commands, [place/1]).

:- use_module('../../common/game').

%% place(+Cell) is det.
%
%  The current player marks Cell (1..9).
place(I) :-
    play_move(I).
