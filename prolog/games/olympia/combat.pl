/** Attacks: who can be attacked, retaliation, and the outcome of a fight.

Unit X can attack unit Y of the other side when they share a side of a
cell, |i1 - i2| + |j1 - j2| = 1, and X has not attacked yet this turn. Y
loses X's Attack in health. Y strikes back with its own Attack
(retaliation) when both attack the same way (melee or ranged), and always
when Y is a King; never when Y has died. After attacking, X has no
movement points and no attack left this turn. A unit whose health drops to
0 or less is removed; when a King dies, every unit of its side dies with
it and the game is over.

With the option hit_probability(true) (the seed's first bonus) every blow,
attack or retaliation, hits only with the hit chance of the unit struck
(unit_type/8): the host draws a number from 1 to 100 for each blow and it
hits when the number is at most the chance. The numbers are an argument
here, so tests and searches can give them.
*/
:- module(olympia_combat, [adjacent_enemy/3,
                           retaliates/2,
                           attack_rolls/2,
                           attack_outcome/5]).

:- use_module(library(lists)).
:- use_module('../../host/dice').
:- use_module(units).
:- use_module(state).
:- use_module(board).

%% adjacent_enemy(+State, +Unit, -Enemy) is nondet.
%
%  Enemy is a unit of the other side next to Unit (up, left, right, down).
adjacent_enemy(State, Unit, Enemy) :-
    Unit = unit(_, Owner, _, Row, Col, _, _, _),
    state_size(State, Rows, Cols),
    adjacent_cell(Rows, Cols, Row, Col, R, C),
    unit_at(State, R, C, Enemy),
    arg(2, Enemy, Other),
    Other \== Owner.

%% retaliates(+Attacker, +Defender) is semidet.
%
%  Defender strikes back when it survives an attack by Attacker: both
%  attack the same way, or Defender is a King.
%
%  ?- retaliates(unit(3, p1, archer, 0, 0, 24, 3, true), unit(2, p2, king, 0, 1, 60, 2, true)).
%     true.
retaliates(Attacker, Defender) :-
    (   arg(3, Defender, king)
    ->  true
    ;   unit_attack_kind(Attacker, Kind),
        unit_attack_kind(Defender, Kind)
    ).

%% attack_rolls(+State, -Rolls) is det.
%
%  Rolls are the host's numbers for one attack: rolls(Attack, Retaliation),
%  two numbers from 1 to 100 with the hit probability option, else
%  rolls(none, none) (every blow hits).
attack_rolls(State, Rolls) :-
    (   state_option(State, hit_probability(true))
    ->  random_between(1, 100, R1),
        random_between(1, 100, R2),
        Rolls = rolls(R1, R2)
    ;   Rolls = rolls(none, none)
    ).

%% attack_outcome(+State0, +AttackerId, +DefenderId, +Rolls, -State) is det.
%
%  State is State0 after AttackerId attacked DefenderId with the numbers
%  Rolls (attack_rolls/2). Its events tell what happened, in order:
%  blow(StrikerId, StrikerType, StruckId, StruckType, Result) for the
%  attack and the retaliation (Result hit(Damage, Health) with the health
%  left, miss, or killed(Damage)), no_retaliation(DefenderId, DefenderType)
%  when the defender lived but did not strike back, and fallen(Player) when
%  a King died.
attack_outcome(State0, AttackerId, DefenderId, rolls(Roll1, Roll2), State) :-
    state_unit(State0, AttackerId, Attacker0),
    state_unit(State0, DefenderId, Defender0),
    Attacker0 = unit(AttackerId, AOwner, AType, AR, AC, AHealth, _, _),
    arg(3, Defender0, DType),
    Attacker = unit(AttackerId, AOwner, AType, AR, AC, AHealth, 0, false),
    replace_unit(State0, AttackerId, Attacker, State1),
    blow(State1, Attacker, Defender0, Roll1, Result1, State2),
    Event1 = blow(AttackerId, AType, DefenderId, DType, Result1),
    (   Result1 = killed(_)
    ->  fallen_events(Defender0, Fallen),
        Events = [Event1|Fallen],
        State3 = State2
    ;   state_unit(State2, DefenderId, Defender),
        retaliates(Attacker, Defender)
    ->  blow(State2, Defender, Attacker, Roll2, Result2, State3),
        Event2 = blow(DefenderId, DType, AttackerId, AType, Result2),
        (   Result2 = killed(_)
        ->  fallen_events(Attacker, Fallen)
        ;   Fallen = []
        ),
        Events = [Event1, Event2|Fallen]
    ;   State3 = State2,
        Events = [Event1, no_retaliation(DefenderId, DType)]
    ),
    state_set(events, Events, State3, State).

fallen_events(Unit, Events) :-
    (   arg(3, Unit, king)
    ->  arg(2, Unit, Player),
        Events = [fallen(Player)]
    ;   Events = []
    ).

%  Striker strikes Struck once: Result and the state after it. A King's
%  death takes its whole side.
blow(State0, Striker, Struck, Roll, Result, State) :-
    Struck = unit(Id, Owner, Type, R, C, Health0, Moves, CanAttack),
    (   hits(State0, Type, Roll)
    ->  unit_attack(Striker, Damage),
        Health is Health0 - Damage,
        (   Health =< 0
        ->  Result = killed(Damage),
            (   Type == king
            ->  state_get(units, State0, Units0),
                findall(U, ( member(U, Units0), \+ arg(2, U, Owner) ), Units),
                state_set(units, Units, State0, State)
            ;   remove_unit(State0, Id, State)
            )
        ;   Result = hit(Damage, Health),
            replace_unit(State0, Id, unit(Id, Owner, Type, R, C, Health, Moves, CanAttack), State)
        )
    ;   Result = miss,
        State = State0
    ).

hits(State, Type, Roll) :-
    (   state_option(State, hit_probability(true))
    ->  unit_type(Type, _, _, _, _, _, _, Chance),
        integer(Roll),
        Roll =< Chance
    ;   true
    ).
