/** What the host draws of tic-tac-toe: the grid, X for p1, O for p2. */
:- module(tictactoe_view, [board_view/2]).

:- use_module(library(lists)).

%% board_view(+State, -Board) is det.
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
