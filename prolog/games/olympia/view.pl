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
                         unit_letter/2,
                         announce_move/4,
                         readable_reason/2,
                         cells_text/2,
                         unit_name/2,
                         unit_details/2,
                         say_unit_line/2,
                         say_recruit_line/2,
                         say_target_line/3,
                         say_status/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/text').
:- use_module('../../common/game').
:- use_module(units).
:- use_module(state).
:- use_module(combat).

%% board_view(+State, -Board) is det.
%
%  Board is the map of State for screen:display_board/1, nothing highlighted.
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
    findall(legend(Colour, Text),
            ( member(P, [p1, p2]),
              unit_health_text(State, P, Units),
              Units \== [],
              player_colour(State, P, Colour),
              player_name(P, Name),
              message_text(legend_health(Name, Units), Chars),
              atom_chars(Text, Chars) ),
            Health),
    append([Players, Health, [legend(5, SelectedText)], Marks], Legend).

%  Units is Player's units as the board marks them, each with its cell and
%  its health out of its most, in board order: 'K1 8,1 18/18, S1 7,1 9/28'.
unit_health_text(State, Player, Units) :-
    findall(R-C-Unit, ( player_unit(State, Player, Unit),
                        Unit = unit(_, _, _, R, C, _, _, _) ),
            Placed0),
    keysort(Placed0, Placed),
    findall(Chars, ( member(_-Unit, Placed),
                     unit_health_chars(Unit, Chars) ),
            Parts),
    join_with_commas(Parts, Units0),
    atom_chars(Units, Units0).

unit_health_chars(Unit, Chars) :-
    Unit = unit(_, Owner, Type, R, C, Health, _, _),
    unit_letter(Type, Letter),
    player_digit(Owner, Digit),
    unit_max_health(Unit, Max),
    format_to_chars("~w~w ~d,~d ~d/~d", [Letter, Digit, R, C, Health, Max], Chars).

join_with_commas([], []).
join_with_commas([Part], Part) :-
    !.
join_with_commas([Part|Parts], Chars) :-
    join_with_commas(Parts, Rest),
    append(Part, [',', ' '|Rest], Chars).

status_title(State, Title) :-
    state_get(player, State, Player),
    player_name(Player, Name),
    state_get(round, State, Round),
    player_gold(State, Player, Gold),
    player_income(State, Player, Income),
    player_upkeep(State, Player, Upkeep),
    message_text(board_title(Round, Name, Gold, Income, Upkeep), Chars),
    atom_chars(Title, Chars).

%% readable_reason(+Key, -Readable) is det.
%
%  A reason with variables (a command typed with them, move(X, Y)) shows
%  each as _, not as one name for all: (_, _) is not a cell.
%
%  ?- readable_reason(coordinates_not_numbers(_, _), R).
%     R = coordinates_not_numbers('_', '_').
readable_reason(Key, Readable) :-
    copy_term(Key, Readable),
    term_variables(Readable, Vars),
    maplist(=('_'), Vars).

/* Lines about units */

%% cells_text(+Cells, -Text) is det.
%
%  Text lists Cells as players read them, "(7,1) (8,2)": the message
%  words(message(cell(7, 1)), ' ', ...) of the common messages, a
%  message inside the message that says it.
cells_text(Cells, Text) :-
    findall(message(cell(R, C)), member(R-C, Cells), Parts),
    (   Parts == []
    ->  Text = ''
    ;   spaced(Parts, Args),
        Words =.. [words|Args],
        Text = message(Words)
    ).

spaced([], []).
spaced([P|Ps], [P|Args]) :-
    (   Ps == []
    ->  Args = []
    ;   Args = [' '|Args1],
        spaced(Ps, Args1)
    ).

%% unit_name(+Type, -Name) is det.
%
%  Name is the name of unit Type as a message says it: the message
%  inside the message unit_name(Type), read in each reader's language
%  (text:message_text/2).
unit_name(Type, message(unit_name(Type))).

yes_no(true, message(word_yes)).
yes_no(false, message(word_no)).

%% unit_details(+Unit, -Key) is det.
%
%  Key is the message of Unit's details (info).
unit_details(Unit, unit_details(Health, MaxHealth, Attack, Kind, Moves, MaxMoves, CanAttackWord, Chance)) :-
    Unit = unit(_, _, Type, _, _, Health, Moves, CanAttack),
    unit_type(Type, _, MaxHealth, Attack, MaxMoves, Kind, _, Chance),
    yes_no(CanAttack, CanAttackWord).

%% say_unit_line(+State, +Unit) is det.
%
%  Says the line of Unit, a unit of State, in a list of units.
say_unit_line(_, Unit) :-
    Unit = unit(Id, _, Type, R, C, Health, Moves, CanAttack),
    unit_type(Type, _, MaxHealth, _, MaxMoves, _, _, _),
    unit_name(Type, Name),
    yes_no(CanAttack, Word),
    say(unit_line(Id, Name, R, C, Health, MaxHealth, Moves, MaxMoves, Word)).

%% say_recruit_line(+N, +Type) is det.
%
%  Says choice N of the recruit menu, a unit of Type.
say_recruit_line(N, Type) :-
    unit_type(Type, Letter, Health, Attack, Moves, Kind, Price, Chance),
    unit_name(Type, Name),
    say(recruit_line(N, Name, Letter, Health, Attack, Kind, Moves, Chance, Price)).

%% say_target_line(+State, +Attacker, +Enemy) is det.
%
%  Says the line of Enemy among Attacker's targets in State.
say_target_line(_, Attacker, Enemy) :-
    Enemy = unit(Id, _, Type, R, C, Health, _, _),
    unit_type(Type, _, MaxHealth, _, _, Kind, _, _),
    unit_name(Type, Name),
    (   retaliates(Attacker, Enemy)
    ->  Key = target_line_retaliates(Id, Name, R, C, Health, MaxHealth, Kind)
    ;   Key = target_line(Id, Name, R, C, Health, MaxHealth, Kind)
    ),
    say(Key).

%% say_status(+State) is det.
%
%  Says whose turn it is in State, their gold and the selected unit.
say_status(State) :-
    state_get(player, State, Player),
    player_shown(Player, Name),
    state_get(round, State, Round),
    player_gold(State, Player, Gold),
    player_income(State, Player, Income),
    player_upkeep(State, Player, Upkeep),
    say(status_turn(Round, Name, Player)),
    say(status_gold(Gold, Income, Upkeep)),
    (   selected_unit(State, Unit)
    ->  say_selected(Unit)
    ;   say(no_unit_selected)
    ).

say_selected(Unit) :-
    Unit = unit(Id, _, Type, R, C, Health, Moves, CanAttack),
    unit_type(Type, _, MaxHealth, _, MaxMoves, _, _, _),
    unit_name(Type, Name),
    yes_no(CanAttack, Word),
    say(status_unit(Name, Id, R, C, Health, MaxHealth, Moves, MaxMoves, Word)).

/* What a move did */

%% announce_move(+Player, +Move, +State0, +State) is det.
%
%  Prints what Move by Player did, from the events of State (units that
%  died are looked up in State0).
announce_move(Player, Move, State0, State) :-
    state_get(events, State, Events),
    forall(nth1(N, Events, Event), announce_event(N, Player, Move, Event, State0, State)),
    (   memberchk(Move, [end_turn, select(_), next_unit]),
        selected_unit(State, Unit)
    ->  say_selected(Unit)
    ;   true
    ).

announce_event(_, Player, _, moved(Id, Type, R0, C0, R, C), _, _) :-
    owned_label(Player, Type, Label),
    say(moved(Label, Id, R0, C0, R, C)).
announce_event(_, Player, _, captured(_, R, C), _, _) :-
    player_shown(Player, Name),
    say(captured(Name, R, C)).
announce_event(_, _, _, undone(Id, Type, R, C, Moves), _, _) :-
    unit_name(Type, Name),
    say(undone(Name, Id, R, C, Moves)).
announce_event(_, _, _, selected(Id), _, State) :-
    state_unit(State, Id, unit(_, _, Type, _, _, _, _, _)),
    unit_name(Type, Name),
    say(selected_now(Name, Id)).
announce_event(_, Player, _, recruited(Id, Type, R, C, Price, Gold), _, _) :-
    player_shown(Player, Name),
    unit_name(Type, TypeName),
    say(recruited(Name, Id, TypeName, R, C, Price, Gold)).
announce_event(N, _, _, blow(Striker, SType, Struck, TType, Result), State0, _) :-
    state_unit(State0, Striker, unit(_, SOwner, _, _, _, _, _, _)),
    state_unit(State0, Struck, unit(_, TOwner, _, _, _, _, _, _)),
    owned_label(SOwner, SType, SLabel),
    owned_label(TOwner, TType, TLabel),
    (   N =:= 1
    ->  Verb = attack
    ;   Verb = retaliation
    ),
    blow_message(Verb, Result, SLabel, Striker, TLabel, Struck, TType, Key),
    say(Key).
announce_event(_, _, _, no_retaliation(Id, Type), State0, _) :-
    state_unit(State0, Id, unit(_, Owner, _, _, _, _, _, _)),
    owned_label(Owner, Type, Label),
    say(no_retaliation(Label, Id)).
announce_event(_, _, _, fallen(Fallen), _, _) :-
    player_shown(Fallen, Name),
    say(king_fallen(Name)).
announce_event(_, _, _, turn_began(Player, Round, Income, Upkeep, Gold), _, _) :-
    player_shown(Player, Name),
    say(turn_began(Round, Name, Income, Upkeep, Gold)).
announce_event(_, _, _, healed(Id, Type, Amount, Health), _, _) :-
    unit_name(Type, Name),
    unit_type(Type, _, Max, _, _, _, _, _),
    say(healed(Name, Id, Amount, Health, Max)).

blow_message(Verb, hit(Damage, Health), SLabel, S, TLabel, T, TType, Key) :-
    unit_type(TType, _, Max, _, _, _, _, _),
    Key = blow_hit(Verb, SLabel, S, TLabel, T, Damage, Health, Max).
blow_message(Verb, miss, SLabel, S, TLabel, T, _, blow_miss(Verb, SLabel, S, TLabel, T)).
blow_message(Verb, killed(Damage), SLabel, S, TLabel, T, _, blow_kill(Verb, SLabel, S, TLabel, T, Damage)).

%  "Alice's Archer" (the name is given twice so that each language can
%  put it where it belongs), a message inside the message.
owned_label(Owner, Type, message(owned_unit(Name, TypeName, Name))) :-
    player_shown(Owner, Name),
    unit_name(Type, TypeName).
