/** What the host needs to draw the map and complete words.

map_view/2 describes every territory as a cell for the host's map drawing
(display_map/0); game_code/1 lists the atoms a player may type as
arguments. displayMap/0 is the player's command to draw the map.
*/
:- module(view, [map_view/2,
                 game_code/1,
                 displayMap/0]).

:- use_module(library(lists)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(report).

%% map_view(-Cells, -Legend) is det.
%
%  Cells is a list of cell(Code, Label, Colour), one per territory in map
%  order: Label the troops on it ('0' when unclaimed), Colour the number
%  of its owner (p3 -> 3), 0 when unclaimed. Legend is a list of
%  legend(Colour, Text), one per player.
%
%  ?- map_view([C|_], _).            % before any game
%     C = cell(na1, '0', 0).
map_view(Cells, Legend) :-
    findall(cell(T, Label, Colour), territory_cell(T, Label, Colour), Cells),
    findall(legend(Colour, Text), player_legend(Colour, Text), Legend).

territory_cell(Territory, Label, Colour) :-
    territory(Territory, _, _),
    (   troops(Territory, N)
    ->  true
    ;   N = 0
    ),
    number_codes(N, Codes),
    atom_codes(Label, Codes),
    (   owner(Territory, Player)
    ->  player_colour(Player, Colour)
    ;   Colour = 0
    ).

player_colour(Player, Colour) :-
    atom_codes(Player, [_|Codes]),
    number_codes(Colour, Codes).

player_legend(Colour, Text) :-
    player(Player, _),
    player_colour(Player, Colour),
    (   eliminated(Player)
    ->  Key = legend_out(upper(Player), Player)
    ;   current_player(Player),
        phase(P),
        P \== over
    ->  Key = legend_current(upper(Player), Player)
    ;   Key = legend(upper(Player), Player)
    ),
    readable_text(Key, Text).

readable_text(Key, Text) :-
    Key =.. [Name|Args0],
    maplist(readable, Args0, Args),
    Readable =.. [Name|Args],
    message_text(Readable, Chars),
    atom_chars(Text, Chars).

%% game_code(?Code) is nondet.
%
%  Code is an atom a player may type as an argument: a territory code or a
%  player id.
game_code(Code) :-
    (   territory(Code, _, _)
    ;   member(Code, [p1, p2, p3, p4])
    ).

%% displayMap is det.
%
%  Draws the map of the current game.
displayMap :-
    display_map.
