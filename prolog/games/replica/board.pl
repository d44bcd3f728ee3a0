/** The Replica board: squares, pieces, directions and the set-up positions.

The board is 8×8 with chess coordinates: files a-h are the columns X = 1..8
(left to right), ranks 1-8 the rows Y = 1..8 (bottom to top). White (p1)
starts in the corner a1 and plays towards h8; Black (p2) starts in h8 and
plays towards a1.

A board is the term b(R1, ..., R8) of eight rows, row Y being r(C1, ..., C8)
with one cell per column: `e` (empty), `wm` (white man), `wk` (white king),
`bm` (black man) or `bk` (black king). Reading a cell is two arg/3 calls;
changing one copies one row.

Positions are written as pictures, eight strings from rank 8 down to rank 1,
`.` empty, `w`/`W` a white man/king, `b`/`B` a black man/king: what a
player sees is what the source says.
*/
:- module(replica_board, [square_xy/3,
                          xy_square/3,
                          on_board/2,
                          board_cell/4,
                          set_board_cell/5,
                          cell_piece/3,
                          piece_cell/3,
                          player_corner/3,
                          target_corner/3,
                          forward_direction/3,
                          any_direction/2,
                          position_picture/2,
                          picture_board/2,
                          board_picture/2,
                          board_pieces/3,
                          start_position/2]).

:- use_module(library(lists)).
:- use_module(library(between)).

%% square_xy(+Square, -X, -Y) is semidet.
%
%  Square (an atom such as c4) is the cell in column X and row Y; fails for
%  anything that is not a square of the board.
%
%  ?- square_xy(c4, X, Y).
%     X = 3, Y = 4.
square_xy(Square, X, Y) :-
    atom(Square),
    atom_chars(Square, [File, Rank]),
    file_x(File, X),
    rank_y(Rank, Y).

%% xy_square(+X, +Y, -Square) is det.
%
%  Square is the name of the cell in column X and row Y.
%
%  ?- xy_square(8, 8, S).
%     S = h8.
xy_square(X, Y, Square) :-
    file_x(File, X),
    rank_y(Rank, Y),
    atom_chars(Square, [File, Rank]).

file_x(a, 1). file_x(b, 2). file_x(c, 3). file_x(d, 4).
file_x(e, 5). file_x(f, 6). file_x(g, 7). file_x(h, 8).

rank_y('1', 1). rank_y('2', 2). rank_y('3', 3). rank_y('4', 4).
rank_y('5', 5). rank_y('6', 6). rank_y('7', 7). rank_y('8', 8).

%% on_board(+X, +Y) is semidet.
%
%  Column X and row Y are on the board.
on_board(X, Y) :-
    X >= 1,
    X =< 8,
    Y >= 1,
    Y =< 8.

%% board_cell(+Board, +X, +Y, -Cell) is det.
%
%  Cell is what stands on column X, row Y of Board.
board_cell(Board, X, Y, Cell) :-
    arg(Y, Board, Row),
    arg(X, Row, Cell).

%% set_board_cell(+Board0, +X, +Y, +Cell, -Board) is det.
%
%  Board is Board0 with Cell on column X, row Y.
set_board_cell(Board0, X, Y, Cell, Board) :-
    arg(Y, Board0, Row0),
    row_with(X, Row0, Cell, Row),
    board_with(Y, Board0, Row, Board).

%  The row r/8 (the board b/8) with argument I replaced by V. One clause a
%  place, so the copy is one head unification, and deterministic (Scryer
%  indexes the first argument): =../2 and nth1/4 are Prolog predicates in
%  Scryer 0.10, and a cell set through them took four of each.
row_with(1, r(_, B, C, D, E, F, G, H), V, r(V, B, C, D, E, F, G, H)).
row_with(2, r(A, _, C, D, E, F, G, H), V, r(A, V, C, D, E, F, G, H)).
row_with(3, r(A, B, _, D, E, F, G, H), V, r(A, B, V, D, E, F, G, H)).
row_with(4, r(A, B, C, _, E, F, G, H), V, r(A, B, C, V, E, F, G, H)).
row_with(5, r(A, B, C, D, _, F, G, H), V, r(A, B, C, D, V, F, G, H)).
row_with(6, r(A, B, C, D, E, _, G, H), V, r(A, B, C, D, E, V, G, H)).
row_with(7, r(A, B, C, D, E, F, _, H), V, r(A, B, C, D, E, F, V, H)).
row_with(8, r(A, B, C, D, E, F, G, _), V, r(A, B, C, D, E, F, G, V)).

board_with(1, b(_, B, C, D, E, F, G, H), V, b(V, B, C, D, E, F, G, H)).
board_with(2, b(A, _, C, D, E, F, G, H), V, b(A, V, C, D, E, F, G, H)).
board_with(3, b(A, B, _, D, E, F, G, H), V, b(A, B, V, D, E, F, G, H)).
board_with(4, b(A, B, C, _, E, F, G, H), V, b(A, B, C, V, E, F, G, H)).
board_with(5, b(A, B, C, D, _, F, G, H), V, b(A, B, C, D, V, F, G, H)).
board_with(6, b(A, B, C, D, E, _, G, H), V, b(A, B, C, D, E, V, G, H)).
board_with(7, b(A, B, C, D, E, F, _, H), V, b(A, B, C, D, E, F, V, H)).
board_with(8, b(A, B, C, D, E, F, G, _), V, b(A, B, C, D, E, F, G, V)).

%% cell_piece(?Cell, ?Player, ?Kind) is semidet.
%
%  Cell holds a piece of Player (p1 White, p2 Black) of Kind (man or king).
cell_piece(wm, p1, man).
cell_piece(wk, p1, king).
cell_piece(bm, p2, man).
cell_piece(bk, p2, king).

%% piece_cell(?Player, ?Kind, ?Cell) is semidet.
%
%  As cell_piece/3, indexed on Player.
piece_cell(p1, man, wm).
piece_cell(p1, king, wk).
piece_cell(p2, man, bm).
piece_cell(p2, king, bk).

%% player_corner(?Player, ?X, ?Y) is semidet.
%
%  Player starts in the corner X, Y: its king stands there.
player_corner(p1, 1, 1).
player_corner(p2, 8, 8).

%% target_corner(?Player, ?X, ?Y) is semidet.
%
%  Player wins by bringing a king to the corner X, Y (the opponent's).
target_corner(p1, 8, 8).
target_corner(p2, 1, 1).

%% forward_direction(?Player, ?DX, ?DY) is nondet.
%
%  DX, DY is one of the three directions towards Player's target corner.
forward_direction(p1, 1, 0).
forward_direction(p1, 0, 1).
forward_direction(p1, 1, 1).
forward_direction(p2, -1, 0).
forward_direction(p2, 0, -1).
forward_direction(p2, -1, -1).

%% any_direction(?DX, ?DY) is nondet.
%
%  DX, DY is one of the eight directions of a king that moves every way.
any_direction(1, 0).
any_direction(0, 1).
any_direction(1, 1).
any_direction(-1, 0).
any_direction(0, -1).
any_direction(-1, -1).
any_direction(1, -1).
any_direction(-1, 1).

%% position_picture(?Name, ?Picture) is nondet.
%
%  Picture (eight strings, rank 8 first) is the set-up Name: standard (the
%  start), midgame and endgame (the demonstrations of the seed's menu).
position_picture(standard,
                 [ "....bbbB",
                   "....bbbb",
                   "......bb",
                   "......bb",
                   "ww......",
                   "ww......",
                   "wwww....",
                   "Wwww...." ]).
position_picture(midgame,
                 [ ".....b.B",
                   "...b.bbb",
                   "....B..b",
                   "..w...b.",
                   ".w......",
                   "w..W....",
                   ".ww.....",
                   "W..w...." ]).
position_picture(endgame,
                 [ "......b.",
                   ".......b",
                   "........",
                   "....W...",
                   "...w....",
                   "..B.....",
                   ".w......",
                   "W......." ]).

%% start_position(?Name, ?Facts) is nondet.
%
%  The demonstration Name starts with Facts: to_move(Player), ply(Ply)
%  (moves played before it) and transforms(T1, T2) (transformations done by
%  each side), consistent with the kings on its picture.
start_position(standard, [to_move(p1), ply(0), transforms(0, 0)]).
start_position(midgame, [to_move(p1), ply(24), transforms(1, 1)]).
start_position(endgame, [to_move(p1), ply(60), transforms(1, 0)]).

%% picture_board(+Picture, -Board) is semidet.
%
%  Board is the board drawn by Picture; fails if Picture is no 8×8 picture.
%
%  ?- position_picture(standard, P), picture_board(P, B), board_cell(B, 1, 1, C).
%     C = wk.
picture_board(Picture, Board) :-
    length(Picture, 8),
    reverse(Picture, Lines),
    maplist(line_row, Lines, Rows),
    Board =.. [b|Rows].

line_row(Line, Row) :-
    length(Line, 8),
    maplist(char_cell, Line, Cells),
    Row =.. [r|Cells].

char_cell('.', e).
char_cell(w, wm).
char_cell('W', wk).
char_cell(b, bm).
char_cell('B', bk).

%% board_picture(+Board, -Picture) is det.
%
%  Picture (rank 8 first) draws Board: the inverse of picture_board/2.
board_picture(Board, Picture) :-
    Board =.. [b|Rows],
    maplist(row_line, Rows, Lines),
    reverse(Lines, Picture).

row_line(Row, Line) :-
    Row =.. [r|Cells],
    maplist(char_cell, Line, Cells).

%% board_pieces(+Board, +Player, -Pieces) is det.
%
%  Pieces are Player's pieces on Board as X-Y-Kind, row by row from a1.
board_pieces(Board, Player, Pieces) :-
    findall(X-Y-Kind,
            ( between(1, 8, Y),
              between(1, 8, X),
              board_cell(Board, X, Y, Cell),
              cell_piece(Cell, Player, Kind) ),
            Pieces).
