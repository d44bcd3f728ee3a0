/** The Xero-G board: cells, their names, neighbours, gates and the two bases.

The playing field is a grid of 6 x 6 cells; above it lies the base of p1
(base A, the top row of the drawing) and below it the base of p2 (base B).
Ships are neutral: a cell holds 0 (empty) or the level 1, 2 or 3 of the
ship on it. The board is the term b(L1, ..., L36) read with arg/3: cell
index I is (Row - 1) * 6 + Col, row 1 at the top, next to base A.

Players name cells like a chess board: a column letter a-f (left to
right) and a row digit 1-6 (top to bottom), so a1 is the top left cell and
f6 the bottom right one. A step is u, d, l or r (up, down, left, right).
Stepping off the grid toward the opponent's base enters it (the target
`base` in a path); the edges of the grid and a player's own base are walls.

A gate is the edge between two neighbouring cells; gate/3 numbers it the
same whichever way it is crossed.
*/
:- module(xerog_board, [cell_index/2,
                        cell_row_col/3,
                        neighbour/3,
                        gate/3,
                        player_goal/2,
                        player_rows/2,
                        start_row/2,
                        row_cells/2,
                        empty_board/1,
                        board_level/3,
                        board_put/4,
                        board_levels/2,
                        levels_board/2,
                        board_empty_cells/2,
                        ship_set/1,
                        level_count/3]).

:- use_module(library(lists)).
:- use_module(library(between)).

%% cell_index(?Name, ?Index) is semidet.
%
%  Name is the player's name of the cell with index Index (1..36), e.g. the
%  cell in row 2, column 3 is c2. Fails for anything else.
%
%  ?- cell_index(c2, I).
%     I = 9.
%  ?- cell_index(N, 36).
%     N = f6.
cell_index(Name, Index) :-
    (   integer(Index)
    ->  between(1, 36, Index),
        cell_row_col(Index, Row, Col),
        ColCode is 0'a + Col - 1,
        RowCode is 0'0 + Row,
        atom_codes(Name, [ColCode, RowCode])
    ;   atom(Name),
        atom_codes(Name, [ColCode, RowCode]),
        Col is ColCode - 0'a + 1,
        Row is RowCode - 0'0,
        between(1, 6, Col),
        between(1, 6, Row),
        Index is (Row - 1) * 6 + Col
    ).

%% cell_row_col(?Index, ?Row, ?Col) is det.
%
%  Cell Index lies in Row (1 at the top) and Col (1 at the left).
%  Either Index or both Row and Col must be given.
cell_row_col(Index, Row, Col) :-
    (   integer(Index)
    ->  Row is (Index - 1) // 6 + 1,
        Col is (Index - 1) mod 6 + 1
    ;   Index is (Row - 1) * 6 + Col
    ).

%% neighbour(+Index, ?Direction, -Next) is nondet.
%
%  One step in Direction (u, d, l, r) from cell Index leads to Next: a cell
%  index, or base(top) / base(bottom) when the step leaves the grid upward
%  from row 1 or downward from row 6. Steps off the left and right edges do
%  not exist.
%
%  ?- neighbour(3, u, N).
%     N = base(top).
neighbour(I, u, J) :-
    (   I > 6
    ->  J is I - 6
    ;   J = base(top)
    ).
neighbour(I, d, J) :-
    (   I =< 30
    ->  J is I + 6
    ;   J = base(bottom)
    ).
neighbour(I, l, J) :-
    I mod 6 =\= 1,
    J is I - 1.
neighbour(I, r, J) :-
    I mod 6 =\= 0,
    J is I + 1.

%% gate(+Index1, +Index2, -Gate) is det.
%
%  Gate is the number of the edge between the neighbouring cells Index1 and
%  Index2, the same in both directions.
gate(I, J, Gate) :-
    (   I < J
    ->  Gate is I * 64 + J
    ;   Gate is J * 64 + I
    ).

%% player_goal(?Player, ?Goal) is det.
%
%  Player wins by landing a ship in Goal, the opponent's base: p1's base is
%  at the top, so p1 aims at base(bottom).
player_goal(p1, base(bottom)).
player_goal(p2, base(top)).

%% player_rows(?Player, ?Rows) is det.
%
%  The rows of the grid from the nearest to Player's own base to the
%  farthest: the order in which its home row is looked for.
player_rows(p1, [1, 2, 3, 4, 5, 6]).
player_rows(p2, [6, 5, 4, 3, 2, 1]).

%% start_row(?Player, ?Row) is det.
%
%  Player arranges its six ships on Row, the row next to its base.
start_row(p1, 1).
start_row(p2, 6).

%% row_cells(+Row, -Indexes) is det.
%
%  Indexes are the cells of Row, left to right.
row_cells(Row, Indexes) :-
    First is (Row - 1) * 6 + 1,
    Last is First + 5,
    numlist(First, Last, Indexes).

%% empty_board(-Board) is det.
empty_board(Board) :-
    length(Levels, 36),
    maplist(=(0), Levels),
    Board =.. [b|Levels].

%% board_level(+Board, +Index, -Level) is det.
%
%  Level is what cell Index holds: 0 (empty) or a ship's level.
board_level(Board, Index, Level) :-
    arg(Index, Board, Level).

%% board_put(+Board0, +Index, +Level, -Board) is det.
%
%  Board is Board0 with cell Index holding Level.
board_put(Board0, Index, Level, Board) :-
    Board0 =.. [b|Levels0],
    put_nth(Index, Levels0, Level, Levels),
    Board =.. [b|Levels].

put_nth(1, [_|Xs], Y, [Y|Xs]) :-
    !.
put_nth(N, [X|Xs0], Y, [X|Xs]) :-
    N1 is N - 1,
    put_nth(N1, Xs0, Y, Xs).

%% board_levels(+Board, -Levels) is det.
%
%  Levels are the 36 cells of Board, row by row from the top.
board_levels(Board, Levels) :-
    Board =.. [b|Levels].

%% levels_board(+Levels, -Board) is det.
levels_board(Levels, Board) :-
    Board =.. [b|Levels].

%% board_empty_cells(+Board, -Indexes) is det.
%
%  Indexes are the empty cells of Board, in index order.
board_empty_cells(Board, Indexes) :-
    findall(I, ( between(1, 36, I), arg(I, Board, 0) ), Indexes).

%% ship_set(-Levels) is det.
%
%  The six ships each player arranges at the start: two of each level.
ship_set([1, 1, 2, 2, 3, 3]).

%% level_count(+Board, +Level, -Count) is det.
%
%  Count ships of Level are on Board.
level_count(Board, Level, Count) :-
    board_levels(Board, Levels),
    level_count_(Levels, Level, 0, Count).

level_count_([], _, N, N).
level_count_([L|Ls], Level, N0, N) :-
    (   L == Level
    ->  N1 is N0 + 1
    ;   N1 = N0
    ),
    level_count_(Ls, Level, N1, N).
