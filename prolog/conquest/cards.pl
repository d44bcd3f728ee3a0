/** Risk cards as data, and what an active card does.

A card drawn with risk/0 either acts at once (rebellion) or becomes an
effect fact effect(Player, Card, Expiry) in module state. Every effect of a
player expires when that player's next turn starts; effects with expiry
next_reinforcements change the reinforcements of that turn start first.

The effects hook into the rules in three places, each one relation:
modified_dice/3 (battles), modified_reinforcements/4 (turn start) and
protected_territory/1 (attack targets). A new card or bonus adds facts
here rather than code in the commands.
*/
:- module(cards, [risk_card/2,
                  card_die_value/2,
                  card_reinforcements/3,
                  effects_dice/3,
                  modified_dice/3,
                  dice_effects/2,
                  modified_reinforcements/4,
                  protected_territory/1]).

:- use_module(library(lists)).
:- use_module(state).

%% risk_card(?Card, ?Expiry).
%
%  Card is in the risk deck; its effect lasts until Expiry: until_next_turn,
%  next_reinforcements, or immediate (it acts when drawn).
risk_card(ceasefire_order, until_next_turn).
risk_card(super_soldier_serum, until_next_turn).
risk_card(auxiliary_troops, next_reinforcements).
risk_card(rebellion, immediate).
risk_card(disease_outbreak, until_next_turn).
risk_card(supply_chain_issue, next_reinforcements).

%% card_die_value(?Card, ?Value).
%
%  While Card is active, every die of its holder, attacking or defending,
%  shows Value.
card_die_value(super_soldier_serum, 6).
card_die_value(disease_outbreak, 1).

%% card_reinforcements(+Card, +Troops0, -Troops) is semidet.
%
%  Card turns Troops0 reinforcements into Troops.
%
%  ?- card_reinforcements(auxiliary_troops, 8, N).
%     N = 16.
card_reinforcements(auxiliary_troops, Troops0, Troops) :-
    Troops is 2 * Troops0.
card_reinforcements(supply_chain_issue, _, 0).

%% effects_dice(+Cards, +Dice0, -Dice) is det.
%
%  Dice are Dice0 as changed by the active Cards, in order.
%
%  ?- effects_dice([super_soldier_serum], [1,4,2], D).
%     D = [6,6,6].
effects_dice(Cards, Dice0, Dice) :-
    foldl(card_dice, Cards, Dice0, Dice).

card_dice(Card, Dice0, Dice) :-
    (   card_die_value(Card, Value)
    ->  maplist(die_value(Value), Dice0, Dice)
    ;   Dice = Dice0
    ).

die_value(Value, _, Value).

%% dice_effects(+Player, -Cards) is det.
%
%  Cards are Player's active cards that change its dice.
dice_effects(Player, Cards) :-
    (   effect(Player, _, _)
    ->  findall(C, ( effect(Player, C, _), card_die_value(C, _) ), Cards)
    ;   Cards = []                       % most of the time: no findall
    ).

%% modified_dice(+Player, +Dice0, -Dice) is det.
%
%  Dice are the dice Player rolled (Dice0) as its active cards make them.
%  Applied to both sides of every battle.
modified_dice(Player, Dice0, Dice) :-
    dice_effects(Player, Cards),
    effects_dice(Cards, Dice0, Dice).

%% modified_reinforcements(+Player, +Troops0, -Troops, -Cards) is det.
%
%  Troops are the Troops0 reinforcements of Player after the active Cards
%  that change reinforcements.
modified_reinforcements(Player, Troops0, Troops, Cards) :-
    findall(C, ( effect(Player, C, next_reinforcements),
                 card_reinforcements(C, 0, _) ), Cards),
    foldl(card_reinforcements, Cards, Troops0, Troops).

%% protected_territory(?Territory) is nondet.
%
%  Territory may not be attacked: its owner is under a Ceasefire Order.
protected_territory(Territory) :-
    effect(Player, ceasefire_order, _),
    owner(Territory, Player).
