/** Tic-tac-toe: the smallest rulebook on prolog/common/game.pl.

A test fixture for the common game interface (tests/suite/board_game.rs) and an
example for writing a rulebook (prolog/README.md). The state is
s(Player, Cells): Cells lists the nine cells row by row, each e (empty),
x (p1) or o (p2). A move is the number 1..9 of an empty cell.
*/
:- module(tictactoe, [new_state/3,
                      option_error/2,
                      state_player/2,
                      legal_move/2,
                      move_error/3,
                      apply_move/3,
                      game_over/2,
                      computer_move/3,
                      board_view/2,
                      state_error/2,
                      place/1,
                      boom/0,
                      help_entry/3,
                      en_message/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/util').
:- use_module('../../host/dice').
:- use_module('../../common/game').

new_state(_Players, _Options, s(p1, [e,e,e,e,e,e,e,e,e])).

option_error(Options, unknown_option(O)) :-
    member(O, Options),
    !.

state_player(s(P, _), P).

legal_move(s(P, Cells), I) :-
    \+ game_over(s(P, Cells), _),
    nth1(I, Cells, e).

move_error(_, I, not_a_cell(I)) :-
    \+ ( integer(I), between(1, 9, I) ),
    !.
move_error(s(_, Cells), I, cell_taken(I)) :-
    \+ nth1(I, Cells, e).

apply_move(s(P, Cells0), I, s(Q, Cells)) :-
    nth1(I, Cells0, e),
    mark(P, M),
    replace(Cells0, I, M, Cells),
    other(P, Q).

replace([_|Cs], 1, M, [M|Cs]) :-
    !.
replace([C|Cs0], I, M, [C|Cs]) :-
    I1 is I - 1,
    replace(Cs0, I1, M, Cs).

mark(p1, x).
mark(p2, o).

other(p1, p2).
other(p2, p1).

line(1, 2, 3). line(4, 5, 6). line(7, 8, 9).
line(1, 4, 7). line(2, 5, 8). line(3, 6, 9).
line(1, 5, 9). line(3, 5, 7).

game_over(s(_, Cells), winner(P)) :-
    line(A, B, C),
    nth1(A, Cells, M),
    M \== e,
    nth1(B, Cells, M),
    nth1(C, Cells, M),
    mark(P, M),
    !.
game_over(s(_, Cells), draw) :-
    \+ memberchk(e, Cells).

computer_move(random, State, Move) :-
    findall(I, legal_move(State, I), Moves),
    random_member(Move, Moves).
computer_move(first, State, Move) :-
    once(legal_move(State, Move)).

board_view(s(_, Cells), board(3, 3, Views, [legend(1, 'X'), legend(2, 'O')], [title('Tic-tac-toe')])) :-
    findall(cell(R, C, Text, Colour, false),
            ( nth1(I, Cells, M),
              R is (I - 1) // 3 + 1,
              C is (I - 1) mod 3 + 1,
              cell_text(M, Text, Colour) ),
            Views).

cell_text(e, '.', 0).
cell_text(x, 'X', 1).
cell_text(o, 'O', 2).

state_error(s(P, _), bad_player(P)) :-
    \+ memberchk(P, [p1, p2]),
    !.
state_error(s(_, Cells), bad_cells(Cells)) :-
    \+ ( is_list(Cells),
         length(Cells, 9),
         forall(member(C, Cells), memberchk(C, [e, x, o])) ).

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

help_entry(en, 'place(Cell)', "mark Cell (1..9)").
help_entry(en, 'startGame(Players, Options)', "tic-tac-toe takes no options").
help_entry(id, 'place(Sel)', "menandai Sel (1..9)").

en_message(not_a_cell(_), "~q is not a cell: give a number from 1 to 9.").
en_message(cell_taken(_), "Cell ~w is taken.").
en_message(unknown_option(_), "Unknown option ~q.").
