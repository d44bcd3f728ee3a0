/** Attacks: who may attack whom, the battle, and moving in.

The player chooses one of its territories with more than one troop that
borders an enemy territory, how many troops to send (1 to troops - 1),
how many of its reinforcement territory's troops join (0 to all), and the
target among the enemy territories it can reach (one under a Ceasefire
Order is refused). The move attack(From, To, Sent, Extra) is completed
with its luck: Napoleon's chance, if the attacker has him, then one die
per fighting troop on each side, changed by risk cards
(conquest_cards:modified_dice/4); conquest_battle:battle_outcome/3
decides. A lost battle costs all the fighters at once. A won one waits
for the attacker's move_in(Troops): 1 to all fighters move into the
conquered territory (those of the reinforcement territory first; the
others go back), and the conquest is settled (outcome.pl). The
attack of the turn is used up as soon as the dice are cast.
*/
:- module(conquest_attack, [attack_target/4,
                            target_candidates/4,
                            attackable_target/4,
                            attack_origin/3,
                            legal_attack/5,
                            origin_error/4,
                            attack_error/4,
                            attack//5,
                            move_in_error/4,
                            move_in//4,
                            attack_result/5]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(dcgs)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(battle).
:- use_module(cards).
:- use_module(leaders).
:- use_module(luck).
:- use_module(outcome).
:- use_module(validate).

%% attack_target(+State, +Player, ?From, ?To) is nondet.
%
%  To is an enemy territory From can reach: a neighbour, or any enemy
%  territory when Player has Genghis Khan (conquest_leaders:reach/4).
attack_target(State, Player, From, To) :-
    reach(State, Player, From, To),
    territory_owner(State, To, Owner),
    Owner \== Player.

%% target_candidates(+State, +Player, +From, -Targets) is det.
%
%  The enemy territories From can reach, in the order the attack lists them:
%  the neighbours in map order, or the whole map with Genghis Khan.
target_candidates(State, Player, From, Targets) :-
    (   player_leader(State, Player, genghis_khan)
    ->  findall(T, ( territory(T, _, _), attack_target(State, Player, From, T) ), Targets)
    ;   territory_neighbours(From, Neighbours),
        findall(T, ( member(T, Neighbours), attack_target(State, Player, From, T) ), Targets)
    ).

%% attackable_target(+State, +Player, ?From, ?To) is nondet.
%
%  To is an enemy territory From can reach that may be attacked now (its
%  owner is not under a Ceasefire Order).
attackable_target(State, Player, From, To) :-
    attack_target(State, Player, From, To),
    \+ protected_territory(State, To).

%% attack_origin(+State, +Player, ?From) is nondet.
%
%  Player may start an attack from From: it holds From with more than one
%  troop, and From reaches a territory it may attack. In map order.
attack_origin(State, Player, From) :-
    (   nonvar(From)
    ->  territory(From, _, _),
        territory_owner(State, From, Player)
    ;   player_territories(State, Player, Ts),
        member(From, Ts)
    ),
    territory_troops(State, From, N),
    N > 1,
    once(attackable_target(State, Player, From, _)).

%% legal_attack(+State, +Player, ?From, ?Sent, ?To) is nondet.
%
%  Player may attack To from From with Sent troops.
legal_attack(State, Player, From, Sent, To) :-
    attack_origin(State, Player, From),
    territory_troops(State, From, N),
    Max is N - 1,
    (   var(Sent)
    ->  between(1, Max, Sent)
    ;   integer_in(1, Max, Sent)
    ),
    attackable_target(State, Player, From, To).

%% origin_error(+State, +Player, +From, -Error) is semidet.
%
%  Player may not attack from From, for the reason Error.
origin_error(State, Player, From, Error) :-
    (   territory_error(From, Error)
    ->  true
    ;   \+ territory_owner(State, From, Player)
    ->  Error = not_owner(Player, From)
    ;   territory_troops(State, From, N),
        N =< 1
    ->  Error = too_few_to_attack(From)
    ;   \+ attack_target(State, Player, From, _)
    ->  Error = no_enemy_neighbour(From)
    ;   \+ attackable_target(State, Player, From, _)
    ->  Error = neighbours_protected(From)
    ).

%% attack_error(+State, +Player, +Attack, -Error) is semidet.
%
%  Player may not play Attack, attack(From, To, Sent, Extra), for the
%  reason Error.
attack_error(State, Player, attack(From, To, Sent, Extra), Error) :-
    (   action_used(State, attack)
    ->  Error = attack_used(Player)
    ;   origin_error(State, Player, From, Error0)
    ->  Error = Error0
    ;   territory_troops(State, From, N),
        Max is N - 1,
        \+ integer_in(1, Max, Sent)
    ->  Error = troops_invalid(Max)
    ;   stored_troops(State, Player, Stored),
        \+ integer_in(0, Stored, Extra)
    ->  Error = extra_invalid(Stored)
    ;   territory_error(To, Error0)
    ->  Error = Error0
    ;   \+ attack_target(State, Player, From, To)
    ->  Error = not_a_target(To, From)
    ;   protected_territory(State, To)
    ->  Error = ceasefire_refused(To)
    ).

stored_troops(State, Player, Stored) :-
    (   player_bonus(State, Player, Stored0)
    ->  Stored = Stored0
    ;   Stored = 0
    ).

%% attack(+Player, +Attack, ?Luck, +State0, -State)// is semidet.
%
%  The battle of Attack, attack(From, To, Sent, Extra), with the luck Luck:
%  lost, the fighters are gone; won, the rules wait for move_in/1.
attack(Player, attack(From, To, Sent, Extra), Luck, State0, State) -->
    { territory_owner(State0, To, Defender),
      territory_troops(State0, To, Defenders),
      Fighters is Sent + Extra },
    dice_effects_told(State0, Player),
    dice_effects_told(State0, Defender),
    { napoleon_strikes(State0, Player, Strikes, Luck, Luck1) },
    (   { Strikes == true }
    ->  [napoleon_wins(Player, To)],
        { Luck1 = [],
          Outcome = attacker_wins }
    ;   { luck_dice(Fighters, AttackDice0, Luck1, Luck2),
          luck_dice(Defenders, DefenceDice0, Luck2, []),
          modified_dice(State0, Player, AttackDice0, AttackDice),
          modified_dice(State0, Defender, DefenceDice0, DefenceDice),
          battle_outcome(AttackDice, DefenceDice, Outcome) },
        [battle_begins],
        { dice_shape(AttackDice, DefenceDice, Shape) },
        dice_told(Shape, Player, AttackDice),
        dice_told(Shape, Defender, DefenceDice)
    ),
    { set_action_used(State0, attack, State1) },
    (   { Outcome == attacker_wins }
    ->  [attacker_wins(Player, To)],
        { set_pending(State1, move_in(From, To, Sent, Extra), State) }
    ;   [defender_wins(Defender)],
        { add_territory_troops(State1, From, -Sent, State2),
          spend_stored(State2, Player, Extra, State) },
        attack_totals(Player, From, To, Extra, State)
    ).

dice_effects_told(State, Player) -->
    { dice_effects(State, Player, Cards) },
    cards_told(Cards, Player).

cards_told([], _) -->
    [].
cards_told([C|Cs], Player) -->
    [under_effect(Player, card(C))],
    cards_told(Cs, Player).

% A die a line, as the seed shows them; a big army's dice on one line, so a
% battle of 80 troops is not 80 lines. Both sides of a battle are shown
% the same way.
dice_shape(AttackDice, DefenceDice, Shape) :-
    length(AttackDice, A),
    length(DefenceDice, D),
    (   max(A, D) =< 6
    ->  Shape = a_die_a_line
    ;   Shape = one_line
    ).

dice_told(Shape, Player, Dice) -->
    [dice_of(Player)],
    (   { Shape == a_die_a_line }
    ->  dice_lines(Dice, 1)
    ;   { length(Dice, N) },
        [dice_line(N, list(Dice))]
    ),
    { dice_total(Dice, Total) },
    [dice_total(Total)].

dice_lines([], _) -->
    [].
dice_lines([D|Ds], I) -->
    [die(I, D)],
    { I1 is I + 1 },
    dice_lines(Ds, I1).

spend_stored(State0, Player, Troops, State) :-
    (   Troops > 0
    ->  player_bonus(State0, Player, B0),
        B is B0 - Troops,
        set_player_bonus(State0, Player, B, State)
    ;   State = State0
    ).

attack_totals(Player, From, To, Extra, State) -->
    { territory_troops(State, From, NFrom),
      territory_troops(State, To, NTo) },
    [territory_total(From, NFrom), territory_total(To, NTo)],
    (   { Extra > 0,
          player_bonus(State, Player, Stored) }
    ->  [reinforcement_territory_left(Player, Stored)]
    ;   []
    ).

%% move_in_error(+State, +Player, +Troops, -Error) is semidet.
%
%  Player may not move Troops into the territory it has just conquered.
move_in_error(State, _Player, Troops, Error) :-
    (   \+ pending(State, move_in(_, _, _, _))
    ->  Error = no_battle_won
    ;   pending(State, move_in(_, _, Sent, Extra)),
        Fighters is Sent + Extra,
        \+ integer_in(1, Fighters, Troops)
    ->  Error = troops_invalid(Fighters)
    ).

%% move_in(+Player, +Troops, +State0, -State)// is det.
%
%  After a won battle, Troops of the fighters take the conquered territory
%  (those of the reinforcement territory first; the others go back where
%  they came from), and the conquest is settled.
move_in(Player, Troops, State0, State) -->
    { pending(State0, move_in(From, To, _Sent, Extra)),
      territory_owner(State0, To, Defender),
      set_pending(State0, none, State1),
      FromExtra is min(Extra, Troops),
      FromMap is Troops - FromExtra,
      add_territory_troops(State1, From, -FromMap, State2),
      take_territory(State2, To, Player, Troops, State3),
      spend_stored(State3, Player, FromExtra, State4) },
    attack_totals(Player, From, To, Extra, State4),
    territory_taken(Player, To, Defender, State4, State).

%% attack_result(+State0, +Player, +Attack, +Result, -State) is semidet.
%
%  State is State0 after Player's Attack, attack(From, To, Sent, Extra),
%  was lost (Result = lost) or won with Troops moving in (won(Troops)),
%  as the rules make it: what a computer weighs before it attacks.
attack_result(State0, Player, attack(From, To, Sent, Extra), Result, State) :-
    territory_owner(State0, To, Defender),
    set_action_used(State0, attack, State1),
    (   Result = won(Troops)
    ->  set_pending(State1, move_in(From, To, Sent, Extra), State2),
        phrase(move_in(Player, Troops, State2, State), _)
    ;   Result == lost,
        Defender \== Player,
        add_territory_troops(State1, From, -Sent, State2),
        spend_stored(State2, Player, Extra, State)
    ).
