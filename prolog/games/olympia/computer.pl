/** Computer players: easy (random) and normal (greedy).

A computer's turn is a series of moves ending with end_turn; the library
(game) asks for one move at a time while it is the computer's turn.

- easy picks at random (the host's generator) among end_turn, one group
  per unit that can move (then a random destination), every attack and one
  group per unit type it can recruit (then a random empty Castle). So the
  more it can do, the later it ends its turn.
- normal is greedy, one move at a time: the best attack whose value is
  positive (expected damage dealt, a kill worth the victim's price, a King
  far more, minus the damage taken back and the attacker's own death);
  else a recruit while its King is on the Tower and the gold allows; else
  the move that most improves one unit's standing (an enemy or neutral
  village to capture, worth its income over several turns, an attack to
  make next, and nearness to the enemy King and units); else end_turn.
  Its King stays on its Tower to recruit and strikes only what is next to
  it.

Neither looks ahead; both use only the rules' own relations, so every
move they choose is legal.
*/
:- module(olympia_computer, [computer_move/3,
                             attack_value/4,
                             hint_reason/3]).

:- use_module(library(lists)).
:- use_module('../../host/dice').
:- use_module(units).
:- use_module(state).
:- use_module('../../common/two_players').
:- use_module(board).
:- use_module(movement).
:- use_module(combat).
:- use_module(rules).

%% computer_move(+Level, +State, -Move) is det.
%
%  Move is what the computer at Level (easy or normal) plays in State.
computer_move(easy, State, Move) :-
    easy_move(State, Move).
computer_move(normal, State, Move) :-
    normal_move(State, Move).

%% hint_reason(+State, +Moves, -Reasons) is det.
%
%  Why the normal computer plays Moves ([Move]) in State, as message keys,
%  in the order it decides: an attack by its value (attack_value/4), else
%  a recruit, else the move that most improves a unit's standing, else the
%  end of the turn.
hint_reason(State, [Move], Reasons) :-
    state_get(player, State, Player),
    move_reasons(Move, State, Player, Reasons).

move_reasons(attack(Id, Target), State, Player, [hint_attack(Value)]) :-
    player_unit(State, Player, Unit),
    arg(1, Unit, Id),
    adjacent_enemy(State, Unit, Enemy),
    arg(1, Enemy, Target),
    !,
    attack_value(State, Unit, Enemy, V),
    Value is float(V).
move_reasons(recruit(_, _, _), State, Player, [hint_recruit(Gold)]) :-
    !,
    player_gold(State, Player, Gold).
move_reasons(move(_, _, _), _, _, [hint_walk]) :-
    !.
move_reasons(end_turn, _, _, [hint_end_turn]).

/* easy: random */

easy_move(State, Move) :-
    state_get(player, State, Player),
    findall(G, easy_group(State, Player, G), Groups),
    random_member(Group, [end_turn|Groups]),
    easy_choice(State, Group, Move).

easy_group(State, Player, walk(Unit, Cells)) :-
    player_unit(State, Player, Unit),
    unit_reachable_cells(State, Unit, Cells),
    Cells = [_|_].
easy_group(State, Player, attack(Id, Target)) :-
    player_unit(State, Player, Unit),
    arg(8, Unit, true),
    arg(1, Unit, Id),
    adjacent_enemy(State, Unit, Enemy),
    arg(1, Enemy, Target).
easy_group(State, Player, recruit(Type, Castles)) :-
    recruit_castles(State, Castles),
    Castles = [_|_],
    player_gold(State, Player, Gold),
    recruitable(Type),
    unit_type(Type, _, _, _, _, _, Price, _),
    Price =< Gold.

easy_choice(_, end_turn, end_turn).
easy_choice(_, attack(Id, Target), attack(Id, Target)).
easy_choice(_, walk(Unit, Cells), move(Id, R, C)) :-
    arg(1, Unit, Id),
    random_member(cell(R, C, _), Cells).
easy_choice(_, recruit(Type, Castles), recruit(Type, R, C)) :-
    random_member(R-C, Castles).

/* normal: greedy */

normal_move(State, Move) :-
    state_get(player, State, Player),
    opponent(Player, Enemy),
    findall(U, player_unit(State, Enemy, U), Enemies),
    (   best_attack(State, Player, Move0)
    ->  Move = Move0
    ;   normal_recruit(State, Player, Move0)
    ->  Move = Move0
    ;   best_walk(State, Player, Enemies, Move0)
    ->  Move = Move0
    ;   Move = end_turn
    ).

best_attack(State, Player, attack(Id, Target)) :-
    findall(V-attack(I, T),
            ( player_unit(State, Player, Unit),
              arg(8, Unit, true),
              arg(1, Unit, I),
              adjacent_enemy(State, Unit, Enemy),
              arg(1, Enemy, T),
              attack_value(State, Unit, Enemy, V),
              V > 0 ),
            Scored),
    best_of(Scored, attack(Id, Target)).

%  The entry with the highest score; the first of equals.
best_of([S-X|Rest], Best) :-
    best_of(Rest, S, X, Best).

best_of([], _, X, X).
best_of([S-X|Rest], S0, X0, Best) :-
    (   S > S0
    ->  best_of(Rest, S, X, Best)
    ;   best_of(Rest, S0, X0, Best)
    ).

%% attack_value(+State, +Attacker, +Defender, -Value) is det.
%
%  How much the greedy computer gains when Attacker strikes Defender: twice
%  the expected damage, plus the victim's price (a King 1000) for a sure
%  kill, minus the expected damage taken back, minus the attacker's price
%  (its King 10000) when the retaliation surely kills it.
attack_value(State, Attacker, Defender, Value) :-
    Attacker = unit(_, _, AType, _, _, AHealth, _, _),
    Defender = unit(_, _, DType, _, _, DHealth, _, _),
    unit_type(AType, _, _, AAttack, _, _, APrice, AChance),
    unit_type(DType, _, _, DAttack, _, _, DPrice, DChance),
    (   state_option(State, hit_probability(true))
    ->  PD = DChance / 100,
        PA = AChance / 100
    ;   PD = 1,
        PA = 1
    ),
    Dealt is min(AAttack, DHealth) * PD,
    (   AAttack >= DHealth
    ->  victim_worth(DType, DPrice, 1000, Worth),
        Kill is PD * Worth
    ;   Kill = 0
    ),
    (   AAttack < DHealth,
        retaliates(Attacker, Defender)
    ->  Taken is min(DAttack, AHealth) * PA,
        (   DAttack >= AHealth
        ->  victim_worth(AType, APrice, 10000, Loss),
            Death is PA * Loss
        ;   Death = 0
        )
    ;   Taken = 0,
        Death = 0
    ),
    Value is 2 * Dealt + Kill - Taken - Death.

%  What losing a unit of Type is worth: its price and 10, and KingWorth
%  more for a King.
victim_worth(Type, Price, KingWorth, Worth) :-
    (   Type == king
    ->  Worth is Price + 10 + KingWorth
    ;   Worth is Price + 10
    ).

normal_recruit(State, Player, recruit(Type, R, C)) :-
    recruit_castles(State, Castles),
    Castles = [_|_],
    player_gold(State, Player, Gold),
    recruit_choice(State, Player, Gold, Type),
    opponent(Player, Enemy),
    state_size(State, Rows, Cols),
    tower_cell(Rows, Cols, Enemy, ER, EC),
    findall(D-(R0-C0),
            ( member(R0-C0, Castles),
              cell_distance(R0, C0, ER, EC, D) ),
            Pairs),
    keysort(Pairs, [_-(R-C)|_]).

%  Which unit to recruit: a White Mage for every four soldiers, else
%  Swordsmen and Archers in turn, whatever the gold allows.
recruit_choice(State, Player, Gold, Type) :-
    findall(T, ( player_unit(State, Player, U), arg(3, U, T), T \== king ), Types),
    length(Types, Soldiers),
    findall(x, member(white_mage, Types), Mages),
    length(Mages, MageCount),
    findall(x, member(swordsman, Types), Swords),
    length(Swords, SwordCount),
    findall(x, member(archer, Types), Archers),
    length(Archers, ArcherCount),
    (   Soldiers >= 4 * (MageCount + 1)
    ->  Wanted = [white_mage, swordsman, archer]
    ;   SwordCount =< ArcherCount
    ->  Wanted = [swordsman, archer, white_mage]
    ;   Wanted = [archer, swordsman, white_mage]
    ),
    member(Type, Wanted),
    recruitable(Type),
    unit_type(Type, _, _, _, _, _, Price, _),
    Price =< Gold,
    !.

best_walk(State, Player, Enemies, move(Id, R, C)) :-
    state_get(villages, State, Villages),
    findall(VR-VC, ( member(village(VR, VC, Owner), Villages), Owner \== Player ), Targets),
    (   member(unit(_, _, king, KR, KC, _, _, _), Enemies)
    ->  Goal = KR-KC
    ;   Goal = none
    ),
    findall(ER-EC, member(unit(_, _, _, ER, EC, _, _, _), Enemies), EnemyCells),
    Context = context(Enemies, EnemyCells, Targets, Goal),
    findall(Gain-move(I, R0, C0),
            ( player_unit(State, Player, Unit),
              arg(3, Unit, Type),
              Type \== king,
              arg(7, Unit, Moves),
              Moves > 0,
              arg(1, Unit, I),
              unit_reachable_cells(State, Unit, Cells),
              Cells = [_|_],
              arg(4, Unit, UR),
              arg(5, Unit, UC),
              place_score(State, Context, Unit, UR, UC, Here),
              findall(S-(R1-C1),
                      ( member(cell(R1, C1, _), Cells),
                        place_score(State, Context, Unit, R1, C1, S) ),
                      Scored),
              best_of(Scored, R0-C0),
              memberchk(Best-(R0-C0), Scored),
              Gain is Best - Here,
              Gain > 0 ),
            Gains),
    best_of(Gains, move(Id, R, C)).

%  How good it is for Unit to stand on (Row, Col).
place_score(State, context(Enemies, EnemyCells, Targets, Goal), Unit, Row, Col, Score) :-
    (   memberchk(Row-Col, Targets),
        \+ ( arg(4, Unit, Row), arg(5, Unit, Col) )
    ->  Village = 40
    ;   Village = 0
    ),
    Unit = unit(Id, Owner, Type, _, _, Health, Moves, CanAttack),
    Moved = unit(Id, Owner, Type, Row, Col, Health, Moves, CanAttack),
    (   CanAttack == true
    ->  findall(V, ( member(E, Enemies),
                     arg(4, E, ER),
                     arg(5, E, EC),
                     cell_distance(Row, Col, ER, EC, 1),
                     attack_value(State, Moved, E, V) ),
                Values),
        max_or_zero(Values, Strike)
    ;   Strike = 0
    ),
    (   Goal = GR-GC
    ->  cell_distance(Row, Col, GR, GC, ToKing)
    ;   ToKing = 0
    ),
    nearest_cell(EnemyCells, Row, Col, ToEnemy),
    nearest_cell(Targets, Row, Col, ToVillage),
    Score is Village + Strike - 3 * ToKing - ToEnemy - ToVillage.

max_or_zero([], 0).
max_or_zero([V|Vs], Max) :-
    list_max([V|Vs], Max).

%  D is the distance from (Row, Col) to the nearest of Cells (0 for none).
nearest_cell([], _, _, 0).
nearest_cell([Cell|Cells], Row, Col, D) :-
    findall(D0, ( member(R-C, [Cell|Cells]),
                  cell_distance(Row, Col, R, C, D0) ),
            Ds),
    list_min(Ds, D).
