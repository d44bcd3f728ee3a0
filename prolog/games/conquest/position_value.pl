/** The hard computer's judgement of a position, and the small helpers
the computer players share: how good a state is for a player (troops,
income, the counterattacks it faces), the best attack and the worst threat
on the map, the best of a scored list.
*/
:- module(conquest_position_value, [position_value/3,
                                    board/2,
                                    threat/5,
                                    attack_plus/4,
                                    attack_option/11,
                                    income/3,
                                    chance_units/2,
                                    best_of/3,
                                    max_or_zero/2,
                                    stored_extra/3]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(between)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(attack).
:- use_module(turn).
:- use_module(probability).
:- use_module(reinforcement_territory).
:- use_module(rules).
:- use_module(validate).

%% best_of(+Scored, -Score, -X) is det.
%
%  X is the element of the non-empty list of Score-X pairs Scored with the
%  highest score; the first of equals.
%
%  ?- best_of([1-a, 3-b, 3-c], S, X).
%     S = 3, X = b.
best_of(Scored, Score, X) :-
    Scored = [S0-X0|Rest],
    foldl(better, Rest, S0-X0, Score-X).

better(S-X, S0-X0, Best) :-
    (   S > S0
    ->  Best = S-X
    ;   Best = S0-X0
    ).

%% max_or_zero(+Numbers, -Max) is det.
%
%  Max is the largest of Numbers, 0 for none.
%
%  ?- max_or_zero([], M).
%     M = 0.
max_or_zero(Ns, Max) :-
    (   Ns == []
    ->  Max = 0
    ;   list_max(Ns, Max)
    ).

%% stored_extra(+State, +Player, -Extra) is det.
%
%  Extra is the bonus troops Player has stored in State, 0 when none.
stored_extra(State, Player, Extra) :-
    (   player_bonus(State, Player, Stored)
    ->  Extra = Stored
    ;   Extra = 0
    ).

%% position_value(+State, +Player, -Value) is det.
%
%  How good State is for Player: troops on the map, income (one per two
%  territories plus continent bonuses, counted three times), minus for each
%  opponent the expected gain of its best attack next turn (exact chance
%  times troops and territory), plus a third of Player's own best attack
%  next turn. Value is an integer in units of 2^-20 of a troop (see
%  chance_units/2).
position_value(State, Player, Value) :-
    state_map(State, Board),
    findall(O, member(_-O-_, Board), Os0),
    sort(Os0, Owners),
    material(Board, Player, Material),
    income(Board, Player, Income),
    findall(I, ( member(O, Owners), O \== Player, income(Board, O, I) ), OppIncomes),
    sum_list(OppIncomes, OppIncome),
    (   player_effect(State, Player, ceasefire_order, _)
    ->  Threat = 0
    ;   findall(Th, ( member(O, Owners),
                      O \== Player,
                      threat(State, Board, O, Player, Th) ),
                Ths),
        sum_list(Ths, Threat)
    ),
    opportunity(State, Board, Owners, Player, Income, Chance),
    Value is (Material + 3 * (Income - OppIncome)) * 1048576 - Threat + Chance // 3.

%% chance_units(+P, -U) is det.
%
% The chance P as an integer U in units of 2^-20 (a certain win is
% 1048576). The hard computer's values are such integers (1048576, written
% out in its arithmetic, is one troop or a certainty): Scryer 0.10 keeps
% every distinct float it ever computes, and float
% values of positions (sums, halves, thirds) grew the process by ~0.5 MB a
% game of the hard computer.
chance_units(P, U) :-
    U is round(P * 1048576).

% Troops of Player minus the troops of everybody else.
material(Board, Player, M) :-
    foldl(material_, Board, Player-0, _-M).

material_(_-O-N, P-M0, P-M) :-
    (   O == P
    ->  M is M0 + N
    ;   M is M0 - N
    ).

%% income(+Board, +Player, -Income) is det.
%
% The troops Player drafts next turn on Board: one per two territories
% and the bonus of every continent it holds whole.
income(Board, Player, Income) :-
    findall(T, member(T-Player-_, Board), Ts),
    length(Ts, Count),
    findall(B, ( continent(C, _, B),
                 \+ ( territory(T, _, C), \+ memberchk(T-Player-_, Board) ) ),
            Bs),
    sum_list(Bs, Bonus),
    Income is Count // 2 + Bonus.

%% threat(+State, +Board, +Attacker, +Victim, -Threat) is det.
%
% The best attack Attacker can make on Victim's territories next turn: its
% income and reserve drafted on the attacking stack, all but one sent.
threat(State, Board, Attacker, Victim, Threat) :-
    attack_plus(State, Board, Attacker, Plus),
    chance_context(State, Attacker, Victim, Context),
    findall(G, ( member(T-Victim-NT, Board),
                 attack_gain(Context, Board, Attacker, Plus, T, NT, G) ),
            Gs),
    sum_list(Gs, Sum),
    max_or_zero(Gs, Max),
    Threat is Max + (Sum - Max) // 2.

%% attack_plus(+State, +Board, +Attacker, -Plus) is det.
%
% What Attacker can add next turn to an attacking stack: its income, its
% reserve and its stored troops.
attack_plus(State, Board, Attacker, Plus) :-
    income(Board, Attacker, Income),
    reserve_of(State, Attacker, Reserve),
    stored_extra(State, Attacker, Stored),
    Plus is Income + Reserve + Stored.

% The most Attacker expects to gain attacking T (NT troops of Victim).
attack_gain(Context, Board, Attacker, Plus, T, NT, Gain) :-
    findall(G, context_option(Context, Board, Attacker, Plus, T, NT, _, _, _, G), Gs),
    Gs \== [],
    list_max(Gs, Gain).

%% attack_option(+State, +Board, +Attacker, +Victim, +Plus, +T, +NT, -E, -Fighters, -P, -G) is nondet.
%
% Attacker can attack T (NT troops of Victim) from E next turn with
% Fighters, Plus drafted there: won with chance P, expected to take G.
attack_option(State, Board, Attacker, Victim, Plus, T, NT, E, Fighters, P, G) :-
    chance_context(State, Attacker, Victim, Context),
    context_option(Context, Board, Attacker, Plus, T, NT, E, Fighters, P, G).

%  As attack_option/11, the chances read from Context (chance_context/4):
%  a position's value weighs hundreds of battles between the same players.
context_option(Context, Board, Attacker, Plus, T, NT, E, Fighters, P, G) :-
    adjacent(T, E),
    memberchk(E-Attacker-NE, Board),
    Fighters is NE - 1 + Plus,
    Fighters >= 1,
    context_chance(Context, Fighters, NT, P),
    chance_units(P, U),
    G is U * (NT + 3).

opportunity(State, Board, Owners, Player, Income, Chance) :-
    reserve_of(State, Player, Reserve),
    Plus is Income + Reserve,
    findall(C, ( member(O, Owners),
                 O \== Player,
                 best_attack(State, Board, Player, O, Plus, C) ),
            Cs),
    max_or_zero(Cs, Chance).

best_attack(State, Board, Attacker, Victim, Plus, Best) :-
    chance_context(State, Attacker, Victim, Context),
    findall(G, ( member(E-Attacker-NE, Board),
                 Fighters is NE - 1 + Plus,
                 Fighters >= 1,
                 adjacent(E, T),
                 memberchk(T-Victim-NT, Board),
                 context_chance(Context, Fighters, NT, P),
                 chance_units(P, U),
                 G is U * (NT + 3) ),
            Gs),
    max_or_zero(Gs, Best).

%% board(+State, -Board) is det.
%
% The claimed territories as Territory-Owner-Troops, in map order.
board(State, Board) :-
    findall(T-O-N, ( territory(T, _, _),
                     territory_owner(State, T, O),
                     territory_troops(State, T, N) ),
            Board).

reserve_of(State, Player, R) :-
    (   player_reserve(State, Player, R0)
    ->  R = R0
    ;   R = 0
    ).
