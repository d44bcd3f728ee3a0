/** Prolognite's board: N x N cells, and what an army sees along its lines.

The board is a term `cells(X1, ..., XNN)` of N*N arguments, row by row
(row 1 at the top, column 1 at the left), so a cell is one arg/3 away.
A cell holds `empty`, `obstacle` or `army(Player, Value)`. Positions are
`Row-Col` pairs counted from 1.

Sight follows the rules of the game: looking from a cell along a row or a
column, one sees the first thing that is not empty; everything behind it is
hidden. An army threatens along one line (the row or the column of its
target) together with the other armies of its side on that line that see
the target; with the `formation` rule, armies of one side standing one
behind the other on the line also join in (see side_attackers/7).
*/
:- module(prolognite_lines, [empty_cells/2,
                             cells_size/2,
                             cell_content/4,
                             cells_put/5,
                             on_board/3,
                             direction/1,
                             axis_directions/3,
                             first_piece/6,
                             side_attackers/7,
                             axis_attackers/8,
                             axis_sum/7,
                             side_sum/8,
                             board_position/3,
                             occupied_cells/3]).

:- use_module(library(lists)).
:- use_module(library(between)).

%% empty_cells(+N, -Cells) is det.
%
%  Cells is an N x N board with nothing on it.
%
%  ?- empty_cells(3, C), cell_content(C, 3, 2-2, X).
%     X = empty.
empty_cells(N, Cells) :-
    Count is N * N,
    length(Xs, Count),
    maplist(=(empty), Xs),
    Cells =.. [cells|Xs].

%% cells_size(+Cells, -N) is semidet.
%
%  Cells is a square board of N x N cells.
cells_size(Cells, N) :-
    compound(Cells),
    functor(Cells, cells, Count),
    N is truncate(sqrt(Count)),
    N * N =:= Count.

%% cell_content(+Cells, +N, +Pos, -Content) is semidet.
%
%  Content is what stands at Pos (Row-Col, on the board) of the N x N Cells.
cell_content(Cells, N, R-C, Content) :-
    I is (R - 1) * N + C,
    arg(I, Cells, Content).

%% cells_put(+Cells0, +N, +Pos, +Content, -Cells) is det.
%
%  Cells is Cells0 with Content at Pos.
%  Copied argument by argument into a new term, three at a time, around
%  the one that changes: a third of the time of going through the list of
%  =.. (the computer players put a cell for every move they weigh).
cells_put(Cells0, N, R-C, Content, Cells) :-
    I is (R - 1) * N + C,
    functor(Cells0, Name, Count),
    functor(Cells, Name, Count),
    arg(I, Cells, Content),
    Before is I - 1,
    copy_cells(1, Before, Cells0, Cells),
    After is I + 1,
    copy_cells(After, Count, Cells0, Cells).

%  Arguments J to K of Cells0 are those of Cells.
copy_cells(J, K, Cells0, Cells) :-
    (   J + 2 =< K
    ->  arg(J, Cells0, X),
        arg(J, Cells, X),
        J1 is J + 1,
        arg(J1, Cells0, Y),
        arg(J1, Cells, Y),
        J2 is J + 2,
        arg(J2, Cells0, Z),
        arg(J2, Cells, Z),
        J3 is J + 3,
        copy_cells(J3, K, Cells0, Cells)
    ;   J =< K
    ->  arg(J, Cells0, X),
        arg(J, Cells, X),
        J1 is J + 1,
        copy_cells(J1, K, Cells0, Cells)
    ;   true
    ).

%% on_board(+N, +Row, +Col) is semidet.
%
%  Row and Col are integers of a cell of an N x N board.
on_board(N, R, C) :-
    integer(R),
    integer(C),
    R >= 1,
    R =< N,
    C >= 1,
    C =< N.

%% occupied_cells(+Cells, +N, -Occupied) is det.
%
%  Occupied lists the cells that are not empty, row by row, as
%  Pos-Content. Faster than board_position/3 and cell_content/4 cell by
%  cell when most cells are empty (a position_score/3 of the computer
%  players visits the board four times).
%
%  ?- empty_cells(2, Cs0), cells_put(Cs0, 2, 2-1, obstacle, Cs),
%     occupied_cells(Cs, 2, Occupied).
%     Occupied = [(2-1)-obstacle].
occupied_cells(Cells, N, Occupied) :-
    Count is N * N,
    occupied_from(1, Count, Cells, N, Occupied).

occupied_from(I, Count, Cells, N, Occupied) :-
    (   I > Count
    ->  Occupied = []
    ;   arg(I, Cells, X),
        I1 is I + 1,
        (   X == empty
        ->  occupied_from(I1, Count, Cells, N, Occupied)
        ;   R is (I - 1) // N + 1,
            C is (I - 1) mod N + 1,
            Occupied = [(R-C)-X|Occupied1],
            occupied_from(I1, Count, Cells, N, Occupied1)
        )
    ).

%% board_position(+N, ?I, ?Pos) is nondet.
%
%  Pos is the position of the I-th cell (row by row) of an N x N board.
board_position(N, I, R-C) :-
    Count is N * N,
    between(1, Count, I),
    R is (I - 1) // N + 1,
    C is (I - 1) mod N + 1.

%% direction(?Dir) is nondet.
%
%  Dir (DRow-DCol) is one of the four straight directions.
direction(0-(-1)).
direction(0-1).
direction((-1)-0).
direction(1-0).

%% axis_directions(?Axis, ?Dir1, ?Dir2) is nondet.
%
%  Axis (row or column) is the line made of the two opposite directions.
axis_directions(row, 0-(-1), 0-1).
axis_directions(column, (-1)-0, 1-0).

%% first_piece(+Cells, +N, +From, +Dir, -Piece, -Pos) is semidet.
%
%  Piece, at Pos, is the first cell that is not empty when one looks from
%  From in direction Dir; fails when the line is empty up to the edge.
%
%  ?- empty_cells(3, C0), cells_put(C0, 3, 1-3, obstacle, C),
%     first_piece(C, 3, 1-1, 0-1, P, Pos).
%     P = obstacle, Pos = 1-3.
%  The walk keeps the row, the column and the step apart: no pair is built
%  for each cell passed (the computer players walk lines for every
%  position they weigh).
first_piece(Cells, N, R0-C0, DR-DC, Piece, Pos) :-
    first_piece(Cells, N, R0, C0, DR, DC, Piece, Pos).

first_piece(Cells, N, R0, C0, DR, DC, Piece, Pos) :-
    R is R0 + DR,
    C is C0 + DC,
    R >= 1,
    R =< N,
    C >= 1,
    C =< N,
    I is (R - 1) * N + C,
    arg(I, Cells, X),
    (   X == empty
    ->  first_piece(Cells, N, R, C, DR, DC, Piece, Pos)
    ;   Piece = X,
        Pos = R-C
    ).

%% side_attackers(+Rule, +Cells, +N, +Player, +From, +Dir, -Attackers) is det.
%
%  Attackers are Player's armies that threaten the cell From from direction
%  Dir, nearest first, as attacker(Value, Pos): under Rule `sight` the first
%  piece seen, if it is Player's army; under `formation` also Player's
%  armies that stand behind it, each seeing the one in front of it.
side_attackers(Rule, Cells, N, Player, From, Dir, Attackers) :-
    (   first_piece(Cells, N, From, Dir, Piece, Pos),
        Piece = army(Player, Value)
    ->  Attackers = [attacker(Value, Pos)|Attackers1],
        (   Rule == formation
        ->  side_attackers(Rule, Cells, N, Player, Pos, Dir, Attackers1)
        ;   Attackers1 = []
        )
    ;   Attackers = []
    ).

%% axis_attackers(+Rule, +Cells, +N, +Player, +Target, ?Axis, -Attackers, -Sum) is nondet.
%
%  Attackers are Player's armies that threaten Target along Axis (row or
%  column) from both sides, and Sum the total of their values.
axis_attackers(Rule, Cells, N, Player, Target, Axis, Attackers, Sum) :-
    axis_directions(Axis, Dir1, Dir2),
    side_attackers(Rule, Cells, N, Player, Target, Dir1, Side1),
    side_attackers(Rule, Cells, N, Player, Target, Dir2, Side2),
    append(Side1, Side2, Attackers),
    attackers_sum(Attackers, 0, Sum).

%% axis_sum(+Rule, +Cells, +N, +Player, +Target, ?Axis, -Sum) is nondet.
%
%  Sum is the total value of the armies axis_attackers/8 finds, counted on
%  the way without a list of them (the computer players ask it for every
%  enemy army of every position they weigh).
axis_sum(Rule, Cells, N, Player, Target, Axis, Sum) :-
    axis_directions(Axis, Dir1, Dir2),
    side_sum(Rule, Cells, N, Player, Target, Dir1, 0, Sum1),
    side_sum(Rule, Cells, N, Player, Target, Dir2, Sum1, Sum).

%% side_sum(+Rule, +Cells, +N, +Player, +From, +Dir, +Sum0, -Sum) is det.
%
%  Sum is Sum0 plus the values of the armies side_attackers/7 finds.
side_sum(Rule, Cells, N, Player, From, Dir, Sum0, Sum) :-
    (   first_piece(Cells, N, From, Dir, Piece, Pos),
        Piece = army(Owner, Value),
        Owner == Player
    ->  Sum1 is Sum0 + Value,
        (   Rule == formation
        ->  side_sum(Rule, Cells, N, Player, Pos, Dir, Sum1, Sum)
        ;   Sum = Sum1
        )
    ;   Sum = Sum0
    ).

attackers_sum([], Sum, Sum).
attackers_sum([attacker(V, _)|As], Sum0, Sum) :-
    Sum1 is Sum0 + V,
    attackers_sum(As, Sum1, Sum).
