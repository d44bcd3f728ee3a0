/** Risk cards: the deck, what an active card does, and drawing one.

risk draws one card of the deck (risk_card/2) at random. Rebellion acts at
once: one random territory of the player goes to a random opponent, troops
and all; with one territory left the rebellion fails (the last territory
stays loyal), so a risk card never knocks a player out. Every other card
becomes an effect effect(Player, Card, Expiry) of the state; all of a
player's effects expire when its next turn starts, those with expiry
next_reinforcements after changing the reinforcements of that turn start.

The effects reach the rules in three places, each one relation:
modified_dice/4 (battles), modified_reinforcements/5 (turn start) and
protected_territory/2 (attack targets). A new card adds facts here rather
than code in the rules.
*/
:- module(conquest_cards, [risk_card/2,
                           card_die_value/2,
                           card_reinforcements/3,
                           effects_dice/3,
                           dice_effects/3,
                           modified_dice/4,
                           modified_reinforcements/5,
                           protected_territory/2,
                           risk_error/3,
                           risk//4,
                           card_effect//5]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(state).
:- use_module(holdings).
:- use_module(luck).

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

%% dice_effects(+State, +Player, -Cards) is det.
%
%  Cards are Player's active cards that change its dice, in the order drawn.
dice_effects(State, Player, Cards) :-
    (   player_effect(State, Player, _, _)
    ->  findall(C, ( player_effect(State, Player, C, _), card_die_value(C, _) ), Cards)
    ;   Cards = []                       % most of the time: no findall
    ).

%% modified_dice(+State, +Player, +Dice0, -Dice) is det.
%
%  Dice are the dice Player rolled (Dice0) as its active cards make them.
%  Applied to both sides of every battle.
modified_dice(State, Player, Dice0, Dice) :-
    dice_effects(State, Player, Cards),
    effects_dice(Cards, Dice0, Dice).

%% modified_reinforcements(+State, +Player, +Troops0, -Troops, -Cards) is det.
%
%  Troops are the Troops0 reinforcements of Player after its active Cards
%  that change reinforcements.
modified_reinforcements(State, Player, Troops0, Troops, Cards) :-
    findall(C, ( player_effect(State, Player, C, next_reinforcements),
                 card_reinforcements(C, 0, _) ), Cards),
    foldl(card_reinforcements, Cards, Troops0, Troops).

%% protected_territory(+State, ?Territory) is nondet.
%
%  Territory may not be attacked: its owner is under a Ceasefire Order.
protected_territory(State, Territory) :-
    player_effect(State, Player, ceasefire_order, _),
    territory_owner(State, Territory, Player).

%% risk_error(+State, +Player, -Error) is semidet.
%
%  Player may not draw a risk card now (once a turn).
risk_error(State, Player, Error) :-
    action_used(State, risk),
    Error = risk_used(Player).

%% risk(+Player, ?Luck0, +State0, -State)// is semidet.
%
%  Player draws a risk card (the luck: the card, then for a rebellion the
%  territory and the opponent): the events of the draw and the card.
risk(Player, Luck, State0, State) -->
    { findall(C, risk_card(C, _), Deck),
      luck_member(Card, Deck, Luck, Luck1),
      set_action_used(State0, risk, State1) },
    [card_drawn(Player, card(Card))],
    card_effect(Player, Card, Luck1-[], State1, State).

%% card_effect(+Player, +Card, ?Luck, +State0, -State)// is semidet.
%
%  Card's effect on Player begins (Luck, Luck0-Luck, the draws of a
%  rebellion); cheats give a chosen card this way.
card_effect(Player, Card, Luck0-Luck, State0, State) -->
    { risk_card(Card, Expiry) },
    [card_text(Card)],
    (   { Expiry == immediate }
    ->  card_acts(Card, Player, Luck0-Luck, State0, State)
    ;   { add_effect(State0, Player, Card, Expiry, State),
          Luck0 = Luck }
    ).

card_acts(rebellion, Player, Luck0-Luck, State0, State) -->
    { player_territories(State0, Player, Territories),
      findall(O, living_opponent(State0, Player, O), Opponents) },
    (   { Territories = [_, _|_],
          Opponents \== [] }
    ->  { luck_member(Territory, Territories, Luck0, Luck1),
          luck_member(Opponent, Opponents, Luck1, Luck),
          territory_troops(State0, Territory, Troops),
          take_territory(State0, Territory, Opponent, Troops, State) },
        [rebellion_result(Territory, Opponent)]
    ;   { Luck0 = Luck,
          State = State0 },
        [rebellion_fails(Player)]
    ).
