/** What the host draws: the map of Olympia as a grid board.

Every cell shows its tile and the unit on it, as in the seed's two-line
cells, on one line: `T1 K1` is p1's Tower with p1's King on it, `C2` a
Castle of p2, `V` a village nobody owns, `V1` one of p1's, and the second
half the unit: K King, A Archer, S Swordsman, W White Mage, with its
owner's number. A `*` between the halves marks the selected unit. The cell
takes the colour of the unit on it, else of the tile's owner; the selected
unit is cyan (the seed's green belongs to a player colour here). Rows and
columns are labelled from 0, as coordinates are typed. Highlighted cells
([ ]) are the reachable cells of MOVE or the targets of ATTACK.
*/
:- module(olympia_view, [board_view/2,
                         board_view/3,
                         cell_text/4,
                         unit_letter/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../../host/text').
:- use_module('../../common/game').
:- use_module(units).
:- use_module(state).

%% board_view(+State, -Board) is det.
%
%  Board is the map of State for host:display_board/1, nothing highlighted.
board_view(State, Board) :-
    board_view(State, [], Board).

%% board_view(+State, +Marked, -Board) is det.
%
%  As board_view/2 with the cells Marked (Row-Col pairs) highlighted.
board_view(State, Marked, board(Rows, Cols, Cells, Legend, Options)) :-
    state_size(State, Rows, Cols),
    MaxR is Rows - 1,
    MaxC is Cols - 1,
    findall(cell(Row, Col, Text, Colour, Highlight),
            ( between(0, MaxR, R),
              between(0, MaxC, C),
              Row is R + 1,
              Col is C + 1,
              cell_text(State, R, C, Text),
              cell_colour(State, R, C, Colour),
              (   memberchk(R-C, Marked)
              ->  Highlight = true
              ;   Highlight = false
              ) ),
            Cells),
    numlist(0, MaxR, RowLabels),
    numlist(0, MaxC, ColLabels),
    legend(State, Marked, Legend),
    status_title(State, Title),
    Options = [title(Title), width(5), row_labels(RowLabels), col_labels(ColLabels)].

%% cell_text(+State, +Row, +Col, -Text) is det.
%
%  Text is what cell (Row, Col) shows, e.g. 'T1*K1' or 'V  A2'.
%
%  ?- initial_state([], S), cell_text(S, 8, 1, T).
%     T = 'T1*K1'.
cell_text(State, Row, Col, Text) :-
    tile_at(State, Row, Col, Tile),
    tile_mark(Tile, TileChars),
    (   unit_at(State, Row, Col, Unit)
    ->  Unit = unit(Id, Owner, Type, _, _, _, _, _),
        unit_letter(Type, Letter),
        player_digit(Owner, Digit),
        (   state_get(selected, State, Id)
        ->  selected_mark(true, Sep)
        ;   selected_mark(false, Sep)
        ),
        append(TileChars, [Sep, Letter, Digit], Chars)
    ;   Chars = TileChars
    ),
    atom_chars(Text, Chars).

%  The mark between tile and unit ('*' alone at the end of a clause does
%  not parse in Scryer 0.10: an operator atom).
selected_mark(true, '*').
selected_mark(false, ' ').

tile_mark(tower(P), ['T', D]) :-
    player_digit(P, D).
tile_mark(castle(P), ['C', D]) :-
    player_digit(P, D).
tile_mark(village(none), ['V', ' ']).
tile_mark(village(P), ['V', D]) :-
    P \== none,
    player_digit(P, D).
tile_mark(normal, [' ', ' ']).

player_digit(p1, '1').
player_digit(p2, '2').

%% unit_letter(?Type, ?Letter).
%
%  Units of Type are drawn as Letter (unit_type/8).
unit_letter(Type, Letter) :-
    unit_type(Type, Letter, _, _, _, _, _, _).

cell_colour(State, Row, Col, Colour) :-
    (   unit_at(State, Row, Col, unit(Id, Owner, _, _, _, _, _, _))
    ->  (   state_get(selected, State, Id)
        ->  Colour = 5
        ;   player_colour(State, Owner, Colour)
        )
    ;   tile_at(State, Row, Col, Tile),
        tile_owner(Tile, Owner)
    ->  player_colour(State, Owner, Colour)
    ;   Colour = 0
    ).

tile_owner(tower(P), P).
tile_owner(castle(P), P).
tile_owner(village(P), P) :-
    P \== none.

player_colour(State, Player, Index) :-
    player_colour_name(State, Player, Colour),
    colour_index(Colour, Index).

player_colour_name(State, Player, Colour) :-
    state_option(State, colours(C1, C2)),
    (   Player == p1
    ->  Colour = C1
    ;   Colour = C2
    ).

legend(State, Marked, Legend) :-
    findall(legend(Colour, Text),
            ( member(P, [p1, p2]),
              player_colour(State, P, Colour),
              player_name(P, Name),
              player_colour_name(State, P, ColourName),
              player_digit(P, D),
              message_text(legend_player(P, Name, ColourName, D), Chars),
              atom_chars(Text, Chars) ),
            Players),
    message_text(legend_selected, SelectedChars),
    atom_chars(SelectedText, SelectedChars),
    (   Marked == []
    ->  Marks = []
    ;   message_text(legend_marked, MarkedChars),
        atom_chars(MarkedText, MarkedChars),
        Marks = [legend(0, MarkedText)]
    ),
    append([Players, [legend(5, SelectedText)], Marks], Legend).

status_title(State, Title) :-
    state_get(player, State, Player),
    player_name(Player, Name),
    state_get(round, State, Round),
    player_gold(State, Player, Gold),
    player_income(State, Player, Income),
    player_upkeep(State, Player, Upkeep),
    message_text(board_title(Round, Name, Gold, Income, Upkeep), Chars),
    atom_chars(Title, Chars).
