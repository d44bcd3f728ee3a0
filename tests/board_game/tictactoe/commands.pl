/** What a player of tic-tac-toe types: place/1, and boom/0 for the tests. */
:- module(tictactoe_commands, [place/1,
                               boom/0]).

:- use_module('../../common/game').

%% place(+Cell) is det.
%
%  The current player marks Cell (1..9).
place(I) :-
    play_move(I).

%% boom is det.
%
%  Marks cell 5, then throws: the toplevel must roll the game back.
boom :-
    play_move(5),
    throw(boom).
