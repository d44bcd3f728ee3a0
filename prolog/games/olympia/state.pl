/** The state of a game of Battle for Olympia, as one term.

    olympia(Size, Options, Round, Player, Gold, Villages, Units, NextId,
            Selected, Undo, Events)

- Size is size(Rows, Cols); Options is options(Diagonal, HitProbability,
  Colour1, Colour2) (see option_error/2);
- Round counts from 1 and grows when p1's turn comes again; Player (p1 or
  p2) is the player to move; Gold is gold(Gold1, Gold2);
- Villages is a sorted list of village(Row, Col, Owner), Owner none, p1 or
  p2 (Towers and Castles follow from the size: board.pl);
- Units is a list of unit(Id, Owner, Type, Row, Col, Health, Moves,
  CanAttack) in the order of their Ids (Moves the movement points left this
  turn, CanAttack true until the unit attacks this turn); NextId is the Id
  of the next recruit;
- Selected is the Id of the current player's selected unit, or none;
- Undo is the stack of the selected unit's moves this turn, the latest
  first: step(Id, Row, Col, Moves, Village), where the unit was and its
  movement points before the move, and Village the village(Row, Col, Owner)
  it captured as it was before, or none;
- Events lists what the last move did, for the messages (rules.pl).

The rules read and change it only through this module.
*/
:- module(olympia_state, [initial_state/2,
                          option_error/2,
                          state_get/3,
                          state_set/4,
                          state_size/3,
                          state_option/2,
                          player_gold/3,
                          state_unit/3,
                          unit_at/4,
                          player_unit/3,
                          player_king/3,
                          tile_at/4,
                          village_owner/4,
                          player_villages/3,
                          player_income/3,
                          player_upkeep/3,
                          replace_unit/4,
                          remove_unit/3,
                          unit_max_health/2,
                          unit_max_moves/2,
                          unit_attack/2,
                          unit_attack_kind/2,
                          colour_index/2,
                          selected_unit/2,
                          state_error/2]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../../host/util').
:- use_module(units).
:- use_module(board).
:- use_module('../../common/two_players').

%% initial_state(+Options, -State) is det.
%
%  State is a new game with Options (already checked by option_error/2):
%  both Kings on their Towers, villages at random, p1 to move with its King
%  selected.
initial_state(Options, State) :-
    option_value(Options, size(Rows, Cols)),
    option_value(Options, diagonal(Diagonal)),
    option_value(Options, hit_probability(Hit)),
    option_value(Options, colours(Colour1, Colour2)),
    village_cells(Rows, Cols, Count),
    village_places(Rows, Cols, Count, Places),
    findall(village(R, C, none), member(R-C, Places), Villages),
    starting_gold(Gold),
    unit_type(king, _, Health, _, Moves, _, _, _),
    tower_cell(Rows, Cols, p1, R1, C1),
    tower_cell(Rows, Cols, p2, R2, C2),
    Units = [unit(1, p1, king, R1, C1, Health, Moves, true),
             unit(2, p2, king, R2, C2, Health, Moves, true)],
    State = olympia(size(Rows, Cols), options(Diagonal, Hit, Colour1, Colour2),
                    1, p1, gold(Gold, Gold), Villages, Units, 3, 1, [], []).

%  The value of an option, or its default.
option_value(Options, Option) :-
    (   memberchk(Option, Options)
    ->  true
    ;   default_option(Option)
    ).

default_option(size(10, 10)).
default_option(diagonal(false)).
default_option(hit_probability(false)).
default_option(colours(red, blue)).

%% option_error(+Options, -Error) is semidet.
%
%  Options (a list) cannot start a game, for the reason Error. The options
%  are size(Rows, Cols) (at least 8 x 8, at most 30 x 30; default 10 x 10),
%  diagonal(Bool) (false: a move goes straight up, down, left or right;
%  true: any path of steps, so a diagonal cell costs 2), hit_probability(Bool)
%  (every attack hits only with the defender's hit chance) and
%  colours(Colour1, Colour2) (two different of red, blue, green, yellow).
%
%  ?- option_error([size(6, 9)], E).
%     E = map_too_small(6, 9, 8).
option_error(Options, Error) :-
    member(Option, Options),
    option_problem(Option, Error),
    !.
option_error(Options, duplicate_option(Name)) :-
    append(_, [Option|Rest], Options),
    functor(Option, Name, Arity),
    functor(Other, Name, Arity),
    memberchk(Other, Rest),
    !.

option_problem(Option, unknown_option(Option)) :-
    \+ known_option(Option).
option_problem(size(Rows, Cols), size_not_numbers(Rows, Cols)) :-
    \+ ( integer(Rows), integer(Cols) ).
option_problem(size(Rows, Cols), map_too_small(Rows, Cols, Min)) :-
    integer(Rows),
    integer(Cols),
    min_map_side(Min),
    ( Rows < Min ; Cols < Min ).
option_problem(size(Rows, Cols), map_too_large(Rows, Cols, Max)) :-
    integer(Rows),
    integer(Cols),
    max_map_side(Max),
    ( Rows > Max ; Cols > Max ).
option_problem(diagonal(B), not_boolean(diagonal, B)) :-
    \+ boolean(B).
option_problem(hit_probability(B), not_boolean(hit_probability, B)) :-
    \+ boolean(B).
option_problem(colours(C1, C2), unknown_colour(C)) :-
    member(C, [C1, C2]),
    \+ colour_index(C, _).
option_problem(colours(C1, C2), same_colours(C1)) :-
    C1 == C2.

known_option(Option) :-
    nonvar(Option),
    default_option(Default),
    functor(Default, Name, Arity),
    functor(Option, Name, Arity).

boolean(B) :-
    nonvar(B),
    memberchk(B, [true, false]).

%% colour_index(?Colour, ?Index).
%
%  The host draws player colour Colour as colour number Index.
colour_index(red, 1).
colour_index(blue, 2).
colour_index(green, 3).
colour_index(yellow, 4).

/* The fields of the state. */

%% state_get(+Field, +State, -Value) is det.
%
%  Value is Field of State: size, options, round, player, gold, villages,
%  units, next_id, selected, undo or events.
state_get(Field, State, Value) :-
    field_arg(Field, N),
    arg(N, State, Value).

%% state_set(+Field, +Value, +State0, -State) is det.
%
%  State is State0 with Field set to Value. One clause a field, so the
%  copy is one head unification (=../2 and nth1/4 are Prolog predicates
%  in Scryer 0.10: the copy cost ~35 us through them, 1-2 us now).
state_set(size, V, olympia(_, B, C, D, E, F, G, H, I, J, K),
          olympia(V, B, C, D, E, F, G, H, I, J, K)).
state_set(options, V, olympia(A, _, C, D, E, F, G, H, I, J, K),
          olympia(A, V, C, D, E, F, G, H, I, J, K)).
state_set(round, V, olympia(A, B, _, D, E, F, G, H, I, J, K),
          olympia(A, B, V, D, E, F, G, H, I, J, K)).
state_set(player, V, olympia(A, B, C, _, E, F, G, H, I, J, K),
          olympia(A, B, C, V, E, F, G, H, I, J, K)).
state_set(gold, V, olympia(A, B, C, D, _, F, G, H, I, J, K),
          olympia(A, B, C, D, V, F, G, H, I, J, K)).
state_set(villages, V, olympia(A, B, C, D, E, _, G, H, I, J, K),
          olympia(A, B, C, D, E, V, G, H, I, J, K)).
state_set(units, V, olympia(A, B, C, D, E, F, _, H, I, J, K),
          olympia(A, B, C, D, E, F, V, H, I, J, K)).
state_set(next_id, V, olympia(A, B, C, D, E, F, G, _, I, J, K),
          olympia(A, B, C, D, E, F, G, V, I, J, K)).
state_set(selected, V, olympia(A, B, C, D, E, F, G, H, _, J, K),
          olympia(A, B, C, D, E, F, G, H, V, J, K)).
state_set(undo, V, olympia(A, B, C, D, E, F, G, H, I, _, K),
          olympia(A, B, C, D, E, F, G, H, I, V, K)).
state_set(events, V, olympia(A, B, C, D, E, F, G, H, I, J, _),
          olympia(A, B, C, D, E, F, G, H, I, J, V)).

field_arg(size, 1).
field_arg(options, 2).
field_arg(round, 3).
field_arg(player, 4).
field_arg(gold, 5).
field_arg(villages, 6).
field_arg(units, 7).
field_arg(next_id, 8).
field_arg(selected, 9).
field_arg(undo, 10).
field_arg(events, 11).

%% state_size(+State, -Rows, -Cols) is det.
state_size(State, Rows, Cols) :-
    arg(1, State, size(Rows, Cols)).

%% state_option(+State, ?Option) is semidet.
%
%  Option is diagonal(Bool), hit_probability(Bool) or colours(C1, C2) as
%  the game was started with.
state_option(State, Option) :-
    arg(2, State, options(Diagonal, Hit, C1, C2)),
    memberchk(Option, [diagonal(Diagonal), hit_probability(Hit), colours(C1, C2)]).

%% player_gold(+State, +Player, -Gold) is det.
player_gold(State, Player, Gold) :-
    arg(5, State, Golds),
    player_arg(Player, N),
    arg(N, Golds, Gold).

player_arg(p1, 1).
player_arg(p2, 2).

%% state_unit(+State, +Id, -Unit) is semidet.
%
%  Unit is the unit(Id, ...) term of the unit with Id.
state_unit(State, Id, Unit) :-
    arg(7, State, Units),
    Unit = unit(Id, _, _, _, _, _, _, _),
    memberchk(Unit, Units).

%% unit_at(+State, +Row, +Col, -Unit) is semidet.
%
%  Unit stands on (Row, Col).
unit_at(State, Row, Col, Unit) :-
    arg(7, State, Units),
    Unit = unit(_, _, _, Row, Col, _, _, _),
    memberchk(Unit, Units).

%% player_unit(+State, ?Player, -Unit) is nondet.
%
%  Unit belongs to Player, in the order of Ids.
player_unit(State, Player, Unit) :-
    arg(7, State, Units),
    Unit = unit(_, Player, _, _, _, _, _, _),
    member(Unit, Units).

%% player_king(+State, ?Player, -King) is semidet.
%
%  King is Player's King; fails once it is dead.
player_king(State, Player, King) :-
    arg(7, State, Units),
    King = unit(_, Player, king, _, _, _, _, _),
    member(King, Units).

%% tile_at(+State, +Row, +Col, -Tile) is det.
%
%  Tile is what (Row, Col) of the map is: tower(Player), castle(Player),
%  village(Owner) with Owner none, p1 or p2, or normal.
tile_at(State, Row, Col, Tile) :-
    state_size(State, Rows, Cols),
    (   tower_cell(Rows, Cols, P, Row, Col)
    ->  Tile = tower(P)
    ;   castle_cell(Rows, Cols, P, Row, Col)
    ->  Tile = castle(P)
    ;   village_owner(State, Row, Col, Owner)
    ->  Tile = village(Owner)
    ;   Tile = normal
    ).

%% village_owner(+State, +Row, +Col, -Owner) is semidet.
%
%  (Row, Col) is a village owned by Owner (none, p1 or p2).
village_owner(State, Row, Col, Owner) :-
    arg(6, State, Villages),
    memberchk(village(Row, Col, Owner), Villages).

%% player_villages(+State, +Player, -Count) is det.
player_villages(State, Player, Count) :-
    arg(6, State, Villages),
    count_owned(Villages, Player, 0, Count).

count_owned([], _, Count, Count).
count_owned([village(_, _, Owner)|Villages], Player, Count0, Count) :-
    (   Owner == Player
    ->  Count1 is Count0 + 1
    ;   Count1 = Count0
    ),
    count_owned(Villages, Player, Count1, Count).

%% player_income(+State, +Player, -Income) is det.
%
%  Player earns Income gold a turn: village_income/1 per village it owns.
%
%  ?- initial_state([], S), player_income(S, p1, I).
%     I = 0.
player_income(State, Player, Income) :-
    player_villages(State, Player, Count),
    village_income(Gold),
    Income is Count * Gold.

%% player_upkeep(+State, +Player, -Upkeep) is det.
%
%  Player pays Upkeep gold a turn: unit_upkeep/1 per unit but the King.
player_upkeep(State, Player, Upkeep) :-
    arg(7, State, Units),
    count_soldiers(Units, Player, 0, Count),
    unit_upkeep(Gold),
    Upkeep is Count * Gold.

count_soldiers([], _, Count, Count).
count_soldiers([unit(_, Owner, Type, _, _, _, _, _)|Units], Player, Count0, Count) :-
    (   Owner == Player,
        Type \== king
    ->  Count1 is Count0 + 1
    ;   Count1 = Count0
    ),
    count_soldiers(Units, Player, Count1, Count).

%% replace_unit(+State0, +Id, +Unit, -State) is det.
%
%  State is State0 with the unit of Id replaced by Unit.
replace_unit(State0, Id, Unit, State) :-
    arg(7, State0, Units0),
    replace_unit_(Units0, Id, Unit, Units),
    state_set(units, Units, State0, State).

replace_unit_([], _, _, []).
replace_unit_([U0|Us0], Id, Unit, [U|Us]) :-
    (   arg(1, U0, Id)
    ->  U = Unit,
        Us = Us0
    ;   U = U0,
        replace_unit_(Us0, Id, Unit, Us)
    ).

%% remove_unit(+State0, +Id, -State) is det.
remove_unit(State0, Id, State) :-
    arg(7, State0, Units0),
    findall(U, ( member(U, Units0), \+ arg(1, U, Id) ), Units),
    state_set(units, Units, State0, State).

%% unit_max_health(+Unit, -MaxHealth) is det.
unit_max_health(unit(_, _, Type, _, _, _, _, _), Max) :-
    unit_type(Type, _, Max, _, _, _, _, _).

%% unit_max_moves(+Unit, -MaxMoves) is det.
unit_max_moves(unit(_, _, Type, _, _, _, _, _), Max) :-
    unit_type(Type, _, _, _, Max, _, _, _).

%% unit_attack(+Unit, -Attack) is det.
unit_attack(unit(_, _, Type, _, _, _, _, _), Attack) :-
    unit_type(Type, _, _, Attack, _, _, _, _).

%% unit_attack_kind(+Unit, -Kind) is det.
%
%  Kind is melee or ranged.
unit_attack_kind(unit(_, _, Type, _, _, _, _, _), Kind) :-
    unit_type(Type, _, _, _, _, Kind, _, _).

%% selected_unit(+State, -Unit) is semidet.
%
%  Unit is the selected unit of State.
selected_unit(State, Unit) :-
    state_get(selected, State, Id),
    integer(Id),
    state_unit(State, Id, Unit).

/* Checking a state: saved games and every position of a simulated game. */

%% state_error(+State, -Error) is semidet.
%
%  State is no position of the game, for the reason Error (a message key).
%  Numbers no command sets are kept within bounds far above any game: a
%  round up to 1 000 000, gold within 1 000 000 000 either way, unit ids
%  up to 1 000 000.
%
%  ?- initial_state([], S), \+ state_error(S, _).
%     true.
state_error(State, Error) :-
    (   \+ ( compound(State), functor(State, olympia, 11) )
    ->  Error = not_an_olympia_state
    ;   State = olympia(Size, Options, Round, Player, Gold, Villages, Units,
                        NextId, Selected, Undo, Events),
        state_part_error(Size, Options, Round, Player, Gold, Villages, Units,
                         NextId, Selected, Undo, Events, State, Error0)
    ->  Error = Error0
    ).

state_part_error(Size, _, _, _, _, _, _, _, _, _, _, _, bad_size(Size)) :-
    \+ ( Size = size(Rows, Cols),
         min_map_side(Min),
         max_map_side(Max),
         integer(Rows), integer(Cols),
         Rows >= Min, Cols >= Min, Rows =< Max, Cols =< Max ),
    !.
state_part_error(_, Options, _, _, _, _, _, _, _, _, _, _, bad_options(Options)) :-
    \+ ( Options = options(D, H, C1, C2),
         boolean(D), boolean(H),
         atom(C1), atom(C2),
         colour_index(C1, _), colour_index(C2, _),
         C1 \== C2 ),
    !.
state_part_error(_, _, Round, _, _, _, _, _, _, _, _, _, bad_round(Round)) :-
    \+ ( integer(Round), Round >= 1, Round =< 1000000 ),
    !.
state_part_error(_, _, _, Player, _, _, _, _, _, _, _, _, bad_player(Player)) :-
    \+ ( atom(Player), opponent(Player, _) ),
    !.
state_part_error(_, _, _, _, Gold, _, _, _, _, _, _, _, bad_gold(Gold)) :-
    \+ ( Gold = gold(G1, G2),
         integer(G1), integer(G2),
         abs(G1) =< 1000000000,
         abs(G2) =< 1000000000 ),
    !.
state_part_error(_, _, _, _, _, Villages, _, _, _, _, _, State, Error) :-
    villages_error(State, Villages, Error),
    !.
state_part_error(_, _, _, _, _, _, Units, NextId, _, _, _, State, Error) :-
    units_error(State, Units, NextId, Error),
    !.
state_part_error(_, _, _, Player, _, _, _, _, Selected, _, _, State, bad_selected(Selected)) :-
    \+ (   Selected == none
       ;   integer(Selected),
           state_unit(State, Selected, unit(_, Player, _, _, _, _, _, _))
       ),
    !.
state_part_error(_, _, _, _, _, _, _, _, Selected, Undo, _, State, bad_undo(Undo)) :-
    \+ ( is_list(Undo),
         maplist(undo_step_ok(State, Selected), Undo) ),
    !.
state_part_error(_, _, _, _, _, _, _, _, _, _, Events, _, bad_events) :-
    \+ is_list(Events).

villages_error(_, Villages, bad_villages) :-
    \+ is_list(Villages),
    !.
villages_error(State, Villages, bad_village(V)) :-
    state_size(State, Rows, Cols),
    member(V, Villages),
    \+ ( V = village(R, C, Owner),
         on_map(Rows, Cols, R, C),
         \+ kingdom_cell(Rows, Cols, R, C),
         atom(Owner),
         memberchk(Owner, [none, p1, p2]) ),
    !.
villages_error(_, Villages, villages_not_sorted) :-
    \+ sort(Villages, Villages),
    !.
villages_error(_, Villages, two_villages_on(R, C)) :-
    append(_, [village(R, C, _)|Rest], Villages),
    memberchk(village(R, C, _), Rest),
    !.

units_error(_, Units, _, bad_units) :-
    \+ is_list(Units),
    !.
units_error(_, _, NextId, bad_next_id(NextId)) :-
    \+ ( integer(NextId), NextId =< 1000000 ),
    !.
units_error(State, Units, NextId, bad_unit(U)) :-
    member(U, Units),
    \+ unit_ok(State, NextId, U),
    !.
units_error(_, Units, _, units_not_in_order) :-
    \+ ids_increasing(Units, 0),
    !.
units_error(_, Units, _, two_units_on(R, C)) :-
    append(_, [unit(_, _, _, R, C, _, _, _)|Rest], Units),
    memberchk(unit(_, _, _, R, C, _, _, _), Rest),
    !.
units_error(_, Units, _, two_kings(P)) :-
    append(_, [unit(_, P, king, _, _, _, _, _)|Rest], Units),
    memberchk(unit(_, P, king, _, _, _, _, _), Rest),
    !.
units_error(_, Units, _, no_king_left) :-
    \+ memberchk(unit(_, _, king, _, _, _, _, _), Units),
    !.
units_error(_, Units, _, units_without_king(P)) :-
    member(unit(_, P, _, _, _, _, _, _), Units),
    \+ memberchk(unit(_, P, king, _, _, _, _, _), Units),
    !.

unit_ok(State, NextId, Unit) :-
    Unit = unit(Id, Owner, Type, R, C, Health, Moves, CanAttack),
    integer(Id),
    Id >= 1,
    Id < NextId,
    atom(Owner),
    opponent(Owner, _),
    atom(Type),
    unit_type(Type, _, MaxHealth, _, MaxMoves, _, _, _),
    state_size(State, Rows, Cols),
    on_map(Rows, Cols, R, C),
    integer(Health),
    Health >= 1,
    Health =< MaxHealth,
    integer(Moves),
    Moves >= 0,
    Moves =< MaxMoves,
    boolean(CanAttack).

ids_increasing([], _).
ids_increasing([unit(Id, _, _, _, _, _, _, _)|Units], Id0) :-
    Id > Id0,
    ids_increasing(Units, Id).

undo_step_ok(State, Selected, step(Id, R, C, Moves, Village)) :-
    Id == Selected,
    state_size(State, Rows, Cols),
    on_map(Rows, Cols, R, C),
    integer(Moves),
    Moves >= 0,
    (   Village == none
    ->  true
    ;   Village = village(VR, VC, Owner),
        village_owner(State, VR, VC, _),
        atom(Owner),
        memberchk(Owner, [none, p1, p2])
    ).
