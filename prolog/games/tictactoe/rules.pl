/** Tic-tac-toe: the smallest rulebook on prolog/common/game.pl.

The example for writing a rulebook (prolog/README.md) and the template
`conquest new-game NAME` copies: one file for each part of the rulebook
contract. The state is s(Player, Cells): Cells lists the nine
cells row by row, each e (empty), x (p1) or o (p2). A move is the number
1..9 of an empty cell.
*/
:- module(tictactoe_rules, [new_state/3,
                            option_error/2,
                            state_player/2,
                            legal_move/2,
                            move_error/3,
                            apply_move/3,
                            game_over/2,
                            state_error/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/util').

%% new_state(+Players, +Options, -State) is det.
new_state(_Players, _Options, s(p1, [e,e,e,e,e,e,e,e,e])).

%% option_error(+Options, -Error) is semidet.
option_error(Options, unknown_option(O)) :-
    member(O, Options),
    !.

%% state_player(+State, -Player) is det.
state_player(s(P, _), P).

%% legal_move(+State, ?Move) is nondet.
legal_move(s(P, Cells), I) :-
    \+ game_over(s(P, Cells), _),
    nth1(I, Cells, e).

%% move_error(+State, +Move, -Error) is semidet.
%
%  The reason is bound in the body, after the test: why/1 then shows the
%  clause's file and line with it.
move_error(_, I, Error) :-
    \+ ( integer(I), between(1, 9, I) ),
    !,
    Error = not_a_cell(I).
move_error(s(_, Cells), I, Error) :-
    \+ nth1(I, Cells, e),
    Error = cell_taken(I).

%% apply_move(+State0, +Move, -State) is semidet.
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

%% game_over(+State, -Outcome) is semidet.
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

%% state_error(+State, -Error) is semidet.
state_error(s(P, _), bad_player(P)) :-
    \+ memberchk(P, [p1, p2]),
    !.
state_error(s(_, Cells), bad_cells(Cells)) :-
    \+ ( is_list(Cells),
         length(Cells, 9),
         forall(member(C, Cells), memberchk(C, [e, x, o])) ).
