/** The map of Olympia: its cells, the two kingdoms and the villages.

A map has Rows x Cols cells, at least 8 x 8; cell (Row, Col) is row Row
(0 at the top, Rows - 1 at the bottom) and column Col (0 at the left), as
in the seed. Each player's kingdom is a Tower with four Castles next to it:
p1's Tower is at (Rows - 2, 1) in the bottom-left corner, p2's at
(1, Cols - 2) in the top-right corner. Towers and Castles belong to their
player for the whole game; Villages are scattered over the other cells.
Two cells are adjacent when they share a side: |R1 - R2| + |C1 - C2| = 1.
*/
:- module(olympia_board, [min_map_side/1,
                          max_map_side/1,
                          tower_cell/5,
                          castle_cell/5,
                          kingdom_cell/4,
                          on_map/4,
                          adjacent_cell/6,
                          cell_distance/5,
                          village_places/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../../host/dice').
:- use_module(units).

%% min_map_side(?Side).
%
%  A map has at least Side rows and Side columns (the seed: at least 8 x 8).
min_map_side(8).

%% max_map_side(?Side).
%
%  A map has at most Side rows and columns, so that it fits a terminal.
max_map_side(30).

%% tower_cell(+Rows, +Cols, ?Player, ?Row, ?Col) is nondet.
%
%  Player's Tower is at (Row, Col): p1's in the bottom-left corner, p2's in
%  the top-right corner.
%
%  ?- tower_cell(10, 12, P, R, C).
%     P = p1, R = 8, C = 1 ; P = p2, R = 1, C = 10.
tower_cell(Rows, _, p1, Row, 1) :-
    Row is Rows - 2.
tower_cell(_, Cols, p2, 1, Col) :-
    Col is Cols - 2.

%% castle_cell(+Rows, +Cols, ?Player, ?Row, ?Col) is nondet.
%
%  (Row, Col) is one of the four Castles of Player, the cells adjacent to
%  its Tower.
castle_cell(Rows, Cols, Player, Row, Col) :-
    tower_cell(Rows, Cols, Player, TR, TC),
    adjacent_cell(Rows, Cols, TR, TC, Row, Col).

%% kingdom_cell(+Rows, +Cols, ?Row, ?Col) is nondet.
%
%  (Row, Col) is a Tower or a Castle of either player.
kingdom_cell(Rows, Cols, Row, Col) :-
    tower_cell(Rows, Cols, _, Row, Col).
kingdom_cell(Rows, Cols, Row, Col) :-
    castle_cell(Rows, Cols, _, Row, Col).

%% on_map(+Rows, +Cols, @Row, @Col) is semidet.
%
%  Row and Col are whole numbers naming a cell of a Rows x Cols map.
on_map(Rows, Cols, Row, Col) :-
    integer(Row),
    integer(Col),
    Row >= 0,
    Row < Rows,
    Col >= 0,
    Col < Cols.

%% adjacent_cell(+Rows, +Cols, +Row, +Col, -Row1, -Col1) is nondet.
%
%  (Row1, Col1) is on the map and shares a side with (Row, Col): up, left,
%  right, down, in that order.
adjacent_cell(Rows, Cols, Row, Col, Row1, Col1) :-
    step(DR, DC),
    Row1 is Row + DR,
    Col1 is Col + DC,
    on_map(Rows, Cols, Row1, Col1).

step(-1, 0).
step(0, -1).
step(0, 1).
step(1, 0).

%% cell_distance(+Row0, +Col0, +Row, +Col, -Distance) is det.
%
%  Distance is the number of steps between two cells: |Row0 - Row| + |Col0 - Col|.
cell_distance(Row0, Col0, Row, Col, Distance) :-
    Distance is abs(Row0 - Row) + abs(Col0 - Col).

%% village_places(+Rows, +Cols, +Count, -Villages) is det.
%
%  Villages are Count cells of the map chosen at random (the host's seeded
%  generator) among those that are no Tower or Castle, as a sorted list of
%  Row-Col pairs.
village_places(Rows, Cols, Count, Villages) :-
    findall(R-C,
            ( MaxR is Rows - 1,
              MaxC is Cols - 1,
              between(0, MaxR, R),
              between(0, MaxC, C),
              \+ kingdom_cell(Rows, Cols, R, C) ),
            Free),
    length(Free, N),
    Take is min(Count, N),
    pick(Take, Free, N, Picked),
    sort(Picked, Villages).

pick(0, _, _, []) :-
    !.
pick(K, Cells, N, [Cell|Picked]) :-
    random_between(1, N, I),
    nth1(I, Cells, Cell, Rest),
    K1 is K - 1,
    N1 is N - 1,
    pick(K1, Rest, N1, Picked).
