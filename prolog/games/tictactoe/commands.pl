/** What a player of tic-tac-toe types: place/1. */
:- module(tictactoe_commands, [place/1,
                               command_move/3,
                               typed_move/2]).

:- use_module(library(lists)).
:- use_module('../../common/game').

%% place(+Cell) is det.
%
%  The current player marks Cell (1..9).
place(I) :-
    play_move(I).

%% command_move(+State, +Command, -What) is semidet.
%
%  What a command does, for why/1: place(Cell) plays the move Cell.
%
%  ?- tictactoe_commands:command_move(s(p1, [e,e,e,e,e,e,e,e,e]), place(5), W).
%     W = move(5).
command_move(_, place(Cell), move(Cell)).

%% typed_move(+Move, -Text) is det.
%
%  What a player types for Move (history/0, hint/0): place(Cell).
%
%  ?- tictactoe_commands:typed_move(5, T).
%     T = "place(5)".
typed_move(Cell, Text) :-
    number_chars(Cell, Digits),
    append("place(", Digits, Text0),
    append(Text0, ")", Text).
