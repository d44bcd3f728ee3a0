/** Where a unit can move: reachable cells, and why a cell is not one.

A unit walks from cell to adjacent cell, one movement point a step. It may
pass through its own side's units but never through an enemy, and it must
end its move on an empty cell. Without the diagonal option (the seed's
rule) a move goes in a straight line: up, down, left or right. With the
option diagonal(true) (the seed's bonus) any path of steps is allowed, so
a diagonal neighbour costs 2 points: "bergerak ke kanan, kemudian ke atas".
*/
:- module(olympia_movement, [reachable_cells/3,
                             unit_reachable_cells/3,
                             unreachable_reason/5]).

:- use_module(library(lists)).
:- use_module(library(assoc)).
:- use_module(state).
:- use_module(board).

%% reachable_cells(+State, +Id, -Cells) is det.
%
%  Cells are the cells the unit Id can move to now, each cell(Row, Col,
%  Cost) with Cost the movement points it takes, sorted by row and column.
%  A unit without movement points has none.
reachable_cells(State, Id, Cells) :-
    (   state_unit(State, Id, Unit)
    ->  unit_reachable_cells(State, Unit, Cells)
    ;   Cells = []
    ).

%% unit_reachable_cells(+State, +Unit, -Cells) is det.
%
%  As reachable_cells/3, for the unit(...) term Unit.
unit_reachable_cells(State, Unit, Cells) :-
    Unit = unit(_, Owner, _, Row, Col, _, Moves, _),
    occupancy(State, Occupied),
    state_size(State, Rows, Cols),
    (   Moves =< 0
    ->  Cells = []
    ;   state_option(State, diagonal(true))
    ->  list_to_assoc([Row-Col-0], Seen0),
        paths(1, Moves, [Row-Col], Rows, Cols, Owner, Occupied, Seen0, Found),
        sort(Found, Cells)
    ;   findall(cell(R, C, K),
                ( direction(DR, DC),
                  ray(1, Moves, Row, Col, DR, DC, Rows, Cols, Owner, Occupied, R, C, K) ),
                Cells0),
        sort(Cells0, Cells)
    ).

%  Occupied maps Row-Col to the owner of the unit standing there.
occupancy(State, Occupied) :-
    state_get(units, State, Units),
    findall(R-C-Owner, member(unit(_, Owner, _, R, C, _, _, _), Units), Pairs),
    list_to_assoc(Pairs, Occupied).

direction(-1, 0).
direction(0, -1).
direction(0, 1).
direction(1, 0).

%  A straight move of K steps along (DR, DC): passing own units, stopped by
%  an enemy or the edge.
ray(K, Moves, Row, Col, DR, DC, Rows, Cols, Owner, Occupied, R, C, Cost) :-
    K =< Moves,
    R1 is Row + DR * K,
    C1 is Col + DC * K,
    on_map(Rows, Cols, R1, C1),
    (   get_assoc(R1-C1, Occupied, Other)
    ->  Other == Owner,
        K1 is K + 1,
        ray(K1, Moves, Row, Col, DR, DC, Rows, Cols, Owner, Occupied, R, C, Cost)
    ;   R = R1,
        C = C1,
        Cost = K
    ;   K1 is K + 1,
        ray(K1, Moves, Row, Col, DR, DC, Rows, Cols, Owner, Occupied, R, C, Cost)
    ).

%  Breadth first: Frontier are the cells first reached with K - 1 steps.
paths(K, Moves, Frontier, Rows, Cols, Owner, Occupied, Seen0, Found) :-
    (   K > Moves
    ->  Found = []
    ;   findall(R-C,
                ( member(R0-C0, Frontier),
                  adjacent_cell(Rows, Cols, R0, C0, R, C),
                  \+ get_assoc(R-C, Seen0, _),
                  \+ ( get_assoc(R-C, Occupied, Other), Other \== Owner ) ),
                Next0),
        sort(Next0, Next),
        foldl(seen(K), Next, Seen0, Seen),
        findall(cell(R, C, K),
                ( member(R-C, Next), \+ get_assoc(R-C, Occupied, _) ),
                Here),
        K1 is K + 1,
        paths(K1, Moves, Next, Rows, Cols, Owner, Occupied, Seen, Found1),
        append(Here, Found1, Found)
    ).

seen(K, Cell, Seen0, Seen) :-
    put_assoc(Cell, Seen0, K, Seen).

%% unreachable_reason(+State, +Unit, +Row, +Col, -Reason) is det.
%
%  Why the empty cell (Row, Col) is not among Unit's reachable cells:
%  not_in_line(Row, Col) (without the diagonal option), too_far(Row, Col,
%  Steps, Moves) or path_blocked(Row, Col) (enemies in the way).
unreachable_reason(State, Unit, Row, Col, Reason) :-
    Unit = unit(_, _, _, R0, C0, _, Moves, _),
    cell_distance(R0, C0, Row, Col, Steps),
    (   \+ state_option(State, diagonal(true)),
        R0 =\= Row,
        C0 =\= Col
    ->  Reason = not_in_line(Row, Col)
    ;   Steps > Moves
    ->  Reason = too_far(Row, Col, Steps, Moves)
    ;   Reason = path_blocked(Row, Col)
    ).
