/** The rules of Battle for Olympia: legal moves, their effects, the end.

A move of the common game interface is one of

    move(Id, Row, Col)        unit Id walks to (Row, Col)
    undo                      the selected unit's last move is taken back
    select(Id)                unit Id becomes the selected unit (CHANGE_UNIT)
    next_unit                 the next unit that can still act is selected
    recruit(Type, Row, Col)   the King, on its Tower, recruits into a Castle
    attack(Id, TargetId)      unit Id attacks the enemy next to it
    end_turn                  the other player's turn begins

Every move but move/3 and undo clears the undo stack; a move or attack by
a unit that is not selected selects it. The turn's economy: when a
player's turn begins its units get their movement points and attack back,
units on its villages or next to its White Mages heal, and its gold
changes by its income (villages) minus its upkeep (units but the King).
The game is over when only one King is left.

The hooks option_error/2 and state_error/2 check the state term and the
options of state.pl, which owns them; they are exported again here with
the other hooks.
*/
:- module(olympia_rules, [new_state/3,
                          state_player/2,
                          state_round/2,
                          legal_move/2,
                          apply_move/3,
                          move_error/3,
                          cell_error/4,
                          game_over/2,
                          option_error/2,
                          state_error/2,
                          next_unit_id/2,
                          can_act/2,
                          recruit_castles/2,
                          free_castles/2]).

:- use_module(library(lists)).
:- use_module(units).
:- use_module(state).
:- use_module('../../common/two_players').
:- use_module(board).
:- use_module(movement).
:- use_module(combat).

%% new_state(+Players, +Options, -State) is det.
%
%  State is a new game of Players (p1 and p2) with Options
%  (olympia_state:option_error/2 lists them).
new_state(_Players, Options, State) :-
    initial_state(Options, State).

%% state_player(+State, -Player) is det.
%
%  Player (p1 or p2) is to move.
state_player(State, Player) :-
    state_get(player, State, Player).

%% state_round(+State, -Round) is det.
%
%  Round is the number of the round: both players have had Round - 1 turns.
state_round(State, Round) :-
    state_get(round, State, Round).

%% game_over(+State, -Outcome) is semidet.
%
%  Only one King is left: Outcome is winner(Player), Player its side.
game_over(State, winner(Player)) :-
    state_get(units, State, Units),
    findall(P, member(unit(_, P, king, _, _, _, _, _), Units), [Player]).

%% legal_move(+State, ?Move) is nondet.
%
%  Move may be played now. With Move unbound, the legal moves are
%  enumerated (every destination of every unit, and so on).
legal_move(State, Move) :-
    (   ground(Move)
    ->  \+ move_error(State, Move, _)
    ;   candidate_move(State, Move),
        \+ move_error(State, Move, _)
    ).

candidate_move(State, move(Id, R, C)) :-
    state_get(player, State, Player),
    player_unit(State, Player, Unit),
    arg(1, Unit, Id),
    unit_reachable_cells(State, Unit, Cells),
    member(cell(R, C, _), Cells).
candidate_move(_, undo).
candidate_move(State, select(Id)) :-
    state_get(player, State, Player),
    player_unit(State, Player, unit(Id, _, _, _, _, _, _, _)).
candidate_move(_, next_unit).
candidate_move(State, recruit(Type, R, C)) :-
    recruitable(Type),
    state_get(player, State, Player),
    state_size(State, Rows, Cols),
    castle_cell(Rows, Cols, Player, R, C).
candidate_move(State, attack(Id, Target)) :-
    state_get(player, State, Player),
    player_unit(State, Player, Unit),
    arg(1, Unit, Id),
    adjacent_enemy(State, Unit, Enemy),
    arg(1, Enemy, Target).
candidate_move(_, end_turn).

%% move_error(+State, +Move, -Error) is semidet.
%
%  Move may not be played now, for the reason Error (a message key naming
%  the rule it breaks). Fails for a legal move.
%
%  ?- initial_state([], S), move_error(S, move(1, 3, 3), E).
%     E = not_in_line(3, 3).
move_error(State, _, Error) :-
    game_over(State, _),
    !,
    Error = game_over.
move_error(State, Move, Error) :-
    (   var(Move)
    ->  Error = unknown_move(Move)
    ;   Move = move(Id, R, C)
    ->  walk_error(State, Id, R, C, Error)
    ;   Move == undo
    ->  state_get(undo, State, Undo),
        (   Undo == []
        ->  Error = nothing_to_undo
        ;   Undo = [step(_, R, C, _, _)|_],
            unit_at(State, R, C, _)
        ->  Error = undo_cell_taken(R, C)
        )
    ;   Move = select(Id)
    ->  own_unit_error(State, Id, Error)
    ;   Move == next_unit
    ->  \+ next_unit_id(State, _),
        Error = no_other_unit_can_act
    ;   Move = recruit(Type, R, C)
    ->  recruit_error(State, Type, R, C, Error)
    ;   Move = attack(Id, Target)
    ->  attack_error(State, Id, Target, Error)
    ;   Move == end_turn
    ->  fail
    ;   Error = unknown_move(Move)
    ).

%  Id is no unit of the player to move.
own_unit_error(State, Id, Error) :-
    (   \+ integer(Id)
    ->  Error = unit_id_not_number(Id)
    ;   \+ state_unit(State, Id, _)
    ->  Error = no_such_unit(Id)
    ;   state_unit(State, Id, unit(_, Owner, Type, _, _, _, _, _)),
        \+ state_get(player, State, Owner)
    ->  Error = not_your_unit(Id, Type)
    ).

%% cell_error(+State, @Row, @Col, -Error) is semidet.
%
%  Row and Col name no cell of the map of State: they are not whole
%  numbers, or the cell is off the map.
cell_error(State, Row, Col, Error) :-
    (   \+ ( integer(Row), integer(Col) )
    ->  Error = coordinates_not_numbers(Row, Col)
    ;   state_size(State, Rows, Cols),
        \+ on_map(Rows, Cols, Row, Col)
    ->  MaxR is Rows - 1,
        MaxC is Cols - 1,
        Error = off_map(Row, Col, MaxR, MaxC)
    ).

walk_error(State, Id, Row, Col, Error) :-
    (   own_unit_error(State, Id, Error0)
    ->  Error = Error0
    ;   cell_error(State, Row, Col, Error0)
    ->  Error = Error0
    ;   state_unit(State, Id, Unit),
        Unit = unit(_, _, Type, R0, C0, _, Moves, _),
        (   R0 == Row,
            C0 == Col
        ->  Error = already_there(Type, Row, Col)
        ;   unit_at(State, Row, Col, Other)
        ->  arg(3, Other, OtherType),
            Error = cell_occupied(Row, Col, OtherType)
        ;   Moves =< 0
        ->  Error = no_moves_left(Type)
        ;   unit_reachable_cells(State, Unit, Cells),
            \+ memberchk(cell(Row, Col, _), Cells)
        ->  unreachable_reason(State, Unit, Row, Col, Error)
        )
    ).

recruit_error(State, Type, Row, Col, Error) :-
    state_get(player, State, Player),
    (   \+ ( atom(Type), recruitable(Type) )
    ->  findall(T, recruitable(T), Types),
        Error = unknown_recruit(Type, Types)
    ;   cell_error(State, Row, Col, Error0)
    ->  Error = Error0
    ;   \+ player_king(State, Player, _)
    ->  Error = no_king
    ;   \+ king_on_tower(State, Player)
    ->  player_king(State, Player, unit(_, _, _, KR, KC, _, _, _)),
        Error = king_not_on_tower(KR, KC)
    ;   free_castles(State, [])
    ->  Error = castles_full
    ;   state_size(State, Rows, Cols),
        \+ castle_cell(Rows, Cols, Player, Row, Col)
    ->  Error = not_your_castle(Row, Col)
    ;   unit_at(State, Row, Col, Other)
    ->  arg(3, Other, OtherType),
        Error = castle_occupied(Row, Col, OtherType)
    ;   unit_type(Type, _, _, _, _, _, Price, _),
        player_gold(State, Player, Gold),
        Gold < Price
    ->  Error = not_enough_gold(Type, Price, Gold)
    ).

king_on_tower(State, Player) :-
    player_king(State, Player, unit(_, _, _, R, C, _, _, _)),
    state_size(State, Rows, Cols),
    tower_cell(Rows, Cols, Player, R, C).

%% free_castles(+State, -Cells) is det.
%
%  Cells are the empty Castles of the player to move, as Row-Col pairs.
free_castles(State, Cells) :-
    state_get(player, State, Player),
    state_size(State, Rows, Cols),
    findall(R-C,
            ( castle_cell(Rows, Cols, Player, R, C),
              \+ unit_at(State, R, C, _) ),
            Cells).

%% recruit_castles(+State, -Cells) is det.
%
%  Cells (Row-Col pairs) are where the player to move can recruit now:
%  its empty Castles, if its King stands on its Tower; else none.
recruit_castles(State, Cells) :-
    state_get(player, State, Player),
    (   king_on_tower(State, Player)
    ->  free_castles(State, Cells)
    ;   Cells = []
    ).

attack_error(State, Id, Target, Error) :-
    (   own_unit_error(State, Id, Error0)
    ->  Error = Error0
    ;   state_unit(State, Id, Unit),
        Unit = unit(_, _, Type, _, _, _, _, CanAttack),
        (   CanAttack == false
        ->  Error = already_attacked(Type)
        ;   \+ adjacent_enemy(State, Unit, _)
        ->  Error = no_enemy_adjacent(Type)
        ;   \+ integer(Target)
        ->  Error = unit_id_not_number(Target)
        ;   \+ state_unit(State, Target, _)
        ->  Error = no_such_unit(Target)
        ;   state_unit(State, Target, unit(_, Owner, TargetType, _, _, _, _, _)),
            arg(2, Unit, Owner)
        ->  Error = own_target(Target, TargetType)
        ;   \+ ( adjacent_enemy(State, Unit, Enemy), arg(1, Enemy, Target) )
        ->  Error = target_not_adjacent(Target, Type)
        )
    ).

%% can_act(+State, +Unit) is semidet.
%
%  Unit can still do something this turn: it has movement points, or it can
%  still attack and an enemy stands next to it.
can_act(State, Unit) :-
    Unit = unit(_, _, _, _, _, _, Moves, CanAttack),
    (   Moves > 0
    ->  true
    ;   CanAttack == true,
        adjacent_enemy(State, Unit, _)
    ->  true
    ).

%% next_unit_id(+State, -Id) is semidet.
%
%  Id is the unit NEXT_UNIT selects: the first unit of the player to move
%  after the selected one (in the order of Ids, going round) that can still
%  act, other than the selected one.
next_unit_id(State, Id) :-
    state_get(player, State, Player),
    state_get(selected, State, Selected),
    findall(I, ( player_unit(State, Player, U),
                 arg(1, U, I),
                 I \== Selected,
                 can_act(State, U) ),
            Ids),
    (   integer(Selected),
        member(Id0, Ids),
        Id0 > Selected
    ->  Id = Id0
    ;   Ids = [Id|_]
    ).

%% apply_move(+State0, +Move, -State) is semidet.
%
%  State follows State0 when the legal Move is played; its events say what
%  happened. Fails for an illegal move. An attack with the hit probability
%  option takes two numbers from the host (combat:attack_rolls/2).
apply_move(State0, Move, State) :-
    legal_move(State0, Move),
    state_set(events, [], State0, State1),
    effect(Move, State1, State).

effect(move(Id, Row, Col), State0, State) :-
    state_unit(State0, Id, Unit0),
    Unit0 = unit(Id, Owner, Type, R0, C0, Health, Moves0, CanAttack),
    unit_reachable_cells(State0, Unit0, Cells),
    memberchk(cell(Row, Col, Cost), Cells),
    select_unit(Id, State0, State1),
    (   village_owner(State1, Row, Col, VillageOwner)
    ->  Moves = 0,
        Village = village(Row, Col, VillageOwner),
        set_village_owner(Row, Col, Owner, State1, State2),
        (   VillageOwner == Owner
        ->  Events = [moved(Id, Type, R0, C0, Row, Col)]
        ;   Events = [moved(Id, Type, R0, C0, Row, Col), captured(Owner, Row, Col)]
        )
    ;   Moves is Moves0 - Cost,
        Village = none,
        State2 = State1,
        Events = [moved(Id, Type, R0, C0, Row, Col)]
    ),
    replace_unit(State2, Id, unit(Id, Owner, Type, Row, Col, Health, Moves, CanAttack), State3),
    state_get(undo, State3, Undo),
    state_set(undo, [step(Id, R0, C0, Moves0, Village)|Undo], State3, State4),
    state_set(events, Events, State4, State).
effect(undo, State0, State) :-
    state_get(undo, State0, [step(Id, R, C, Moves, Village)|Undo]),
    \+ unit_at(State0, R, C, _),
    state_unit(State0, Id, unit(Id, Owner, Type, _, _, Health, _, CanAttack)),
    replace_unit(State0, Id, unit(Id, Owner, Type, R, C, Health, Moves, CanAttack), State1),
    (   Village = village(VR, VC, VillageOwner)
    ->  set_village_owner(VR, VC, VillageOwner, State1, State2)
    ;   State2 = State1
    ),
    state_set(undo, Undo, State2, State3),
    state_set(events, [undone(Id, Type, R, C, Moves)], State3, State).
effect(select(Id), State0, State) :-
    select_unit(Id, State0, State1),
    clear_undo(State1, State2),
    state_set(events, [selected(Id)], State2, State).
effect(next_unit, State0, State) :-
    next_unit_id(State0, Id),
    effect(select(Id), State0, State).
effect(recruit(Type, Row, Col), State0, State) :-
    state_get(player, State0, Player),
    unit_type(Type, _, Health, _, _, _, Price, _),
    state_get(next_id, State0, Id),
    state_get(units, State0, Units0),
    append(Units0, [unit(Id, Player, Type, Row, Col, Health, 0, true)], Units),
    state_set(units, Units, State0, State1),
    Next is Id + 1,
    state_set(next_id, Next, State1, State2),
    add_gold(Player, -Price, State2, State3),
    clear_undo(State3, State4),
    player_gold(State4, Player, Gold),
    state_set(events, [recruited(Id, Type, Row, Col, Price, Gold)], State4, State).
effect(attack(Id, Target), State0, State) :-
    select_unit(Id, State0, State1),
    clear_undo(State1, State2),
    attack_rolls(State2, Rolls),
    attack_outcome(State2, Id, Target, Rolls, State3),
    (   state_unit(State3, Id, _)
    ->  State = State3
    ;   state_get(player, State3, Player),
        (   player_king(State3, Player, unit(KingId, _, _, _, _, _, _, _))
        ->  Selected = KingId
        ;   Selected = none
        ),
        state_set(selected, Selected, State3, State)
    ).
effect(end_turn, State0, State) :-
    state_get(player, State0, Player0),
    opponent(Player0, Player),
    state_get(round, State0, Round0),
    (   Player == p1
    ->  Round is Round0 + 1
    ;   Round = Round0
    ),
    state_set(round, Round, State0, State1),
    state_set(player, Player, State1, State2),
    clear_undo(State2, State3),
    begin_turn(Player, State3, State).

select_unit(Id, State0, State) :-
    (   state_get(selected, State0, Id)
    ->  State = State0
    ;   state_set(selected, Id, State0, State1),
        clear_undo(State1, State)
    ).

clear_undo(State0, State) :-
    state_set(undo, [], State0, State).

set_village_owner(Row, Col, Owner, State0, State) :-
    state_get(villages, State0, Villages0),
    maplist(village_with_owner(Row, Col, Owner), Villages0, Villages),
    state_set(villages, Villages, State0, State).

village_with_owner(Row, Col, Owner, village(R, C, Owner0), village(R, C, Owner1)) :-
    (   R == Row,
        C == Col
    ->  Owner1 = Owner
    ;   Owner1 = Owner0
    ).

add_gold(p1, Amount, State0, State) :-
    state_get(gold, State0, gold(G1, G2)),
    G is G1 + Amount,
    state_set(gold, gold(G, G2), State0, State).
add_gold(p2, Amount, State0, State) :-
    state_get(gold, State0, gold(G1, G2)),
    G is G2 + Amount,
    state_set(gold, gold(G1, G), State0, State).

%  Player's turn begins: fresh movement points and attacks, healing, gold;
%  its King is selected.
begin_turn(Player, State0, State) :-
    state_get(units, State0, Units0),
    maplist(refresh_unit(State0, Player), Units0, Units, Heals0),
    findall(H, ( member(H, Heals0), H \== none ), Heals),
    state_set(units, Units, State0, State1),
    player_income(State1, Player, Income),
    player_upkeep(State1, Player, Upkeep),
    Change is Income - Upkeep,
    add_gold(Player, Change, State1, State2),
    player_gold(State2, Player, Gold),
    state_get(round, State2, Round),
    (   player_king(State2, Player, unit(KingId, _, _, _, _, _, _, _))
    ->  Selected = KingId
    ;   Selected = none
    ),
    state_set(selected, Selected, State2, State3),
    append([turn_began(Player, Round, Income, Upkeep, Gold)], Heals, Events),
    state_set(events, Events, State3, State).

refresh_unit(State, Player, Unit0, Unit, Heal) :-
    Unit0 = unit(Id, Owner, Type, R, C, Health0, _, _),
    (   Owner == Player
    ->  unit_type(Type, _, MaxHealth, _, MaxMoves, _, _, _),
        heal_amount(State, Unit0, Amount),
        Health is min(MaxHealth, Health0 + Amount),
        Unit = unit(Id, Owner, Type, R, C, Health, MaxMoves, true),
        (   Health > Health0
        ->  Healed is Health - Health0,
            Heal = healed(Id, Type, Healed, Health)
        ;   Heal = none
        )
    ;   Unit = Unit0,
        Heal = none
    ).

%  How much Unit heals at the start of its side's turn: the village it
%  stands on (its side's) or a White Mage of its side next to it, the
%  larger of the two.
heal_amount(State, Unit, Amount) :-
    Unit = unit(Id, Owner, _, R, C, _, _, _),
    (   village_owner(State, R, C, Owner)
    ->  village_heal(V)
    ;   V = 0
    ),
    state_size(State, Rows, Cols),
    (   adjacent_cell(Rows, Cols, R, C, R1, C1),
        unit_at(State, R1, C1, unit(MageId, Owner, white_mage, _, _, _, _, _)),
        MageId \== Id
    ->  mage_heal(M)
    ;   M = 0
    ),
    Amount is max(V, M).
