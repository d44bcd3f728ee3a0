/** The numbers of Battle for Olympia: units, prices, income, healing.

These are tables for a player to edit: change a fact, type `make.`, and the
next command uses the new value (a unit keeps its health; a new maximum
applies at once). The seed leaves every value to us; these were chosen so
that a Swordsman and an Archer cost about what a village earns in five
turns, and a King alone cannot beat two soldiers.
*/
:- module(olympia_units, [unit_type/8,
                          unit_kind/1,
                          recruitable/1,
                          starting_gold/1,
                          village_income/1,
                          unit_upkeep/1,
                          village_heal/1,
                          mage_heal/1,
                          village_cells/3]).

%% unit_type(?Type, ?Letter, ?MaxHealth, ?Attack, ?MaxMoves, ?AttackKind, ?Price, ?HitChance).
%
%  A unit of Type is drawn as Letter, starts with MaxHealth, deals Attack
%  damage, walks MaxMoves cells a turn, attacks `melee` or `ranged`, costs
%  Price gold to recruit (the King is never recruited) and is hit by an
%  attack with probability HitChance percent (only with the option
%  hit_probability(true)).
%
%  ?- unit_type(archer, L, H, A, M, K, P, C).
%     L = 'A', H = 24, A = 6, M = 3, K = ranged, P = 14, C = 70.
unit_type(king,       'K', 60, 8, 2, melee,   0, 60).
unit_type(archer,     'A', 24, 6, 3, ranged, 14, 70).
unit_type(swordsman,  'S', 32, 7, 3, melee,  15, 80).
unit_type(white_mage, 'W', 20, 4, 2, melee,  20, 70).

%% unit_kind(?Type) is nondet.
%
%  Type is a kind of unit, in the order lists show them.
unit_kind(Type) :-
    unit_type(Type, _, _, _, _, _, _, _).

%% recruitable(?Type) is nondet.
%
%  Type can be recruited: every unit but the King.
recruitable(Type) :-
    unit_kind(Type),
    Type \== king.

%% starting_gold(?Gold).
%
%  The gold each player starts with.
starting_gold(50).

%% village_income(?Gold).
%
%  The gold a village earns its owner at the start of each of its turns.
village_income(3).

%% unit_upkeep(?Gold).
%
%  The gold each unit but the King costs its owner at the start of each turn.
unit_upkeep(1).

%% village_heal(?Health).
%
%  A unit standing on a village of its side heals this much at the start
%  of its side's turn.
village_heal(6).

%% mage_heal(?Health).
%
%  A unit next to a White Mage of its side (not the mage itself) heals this
%  much at the start of its side's turn. A unit healed by a village and a
%  mage takes the larger of the two; two mages do not add up.
mage_heal(4).

%% village_cells(?Rows, ?Cols, ?Villages) is det.
%
%  How many villages a new map of Rows x Cols gets: one per 14 cells, at
%  least two. (+Rows, +Cols, -Villages).
village_cells(Rows, Cols, Villages) :-
    Villages is max(2, Rows * Cols // 14).
