/** Setting up a game: the roll for the turn order, claiming and placing.

Each player rolls two dice; the highest total goes first and play
continues in name-entry order from there (a tie for the highest total
makes everyone roll again). Each player gets 24, 16 or 12 troops for 2, 3
or 4 players.

Claiming phase: in turn order each player takes one empty territory
(take(Territory)) until all 24 are taken; each taken territory gets one
troop out of the player's initial troops.

Placing phase: in turn order each player places the rest of its troops
on its own territories (place(Placements), Territory-Troops pairs placed
in order) and keeps the turn until all are placed. When everybody has
placed, play begins with the first player's turn (conquest_turn).

Each move is a DCG over its events (message keys, told by the commands).
*/
:- module(conquest_setup, [initial_troops/2,
                           order_from_totals/3,
                           roll_for_order//3,
                           take_error/4,
                           take//4,
                           place_error/4,
                           place//4,
                           random_placements/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(dcgs)).
:- use_module('../../host/util').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(battle).
:- use_module(luck).
:- use_module(validate).
:- use_module(turn).

%% initial_troops(?Players, ?Troops).
%
%  With Players players, each starts with Troops troops.
initial_troops(2, 24).
initial_troops(3, 16).
initial_troops(4, 12).

%% order_from_totals(+Players, +Totals, -Order) is semidet.
%
%  The player with the single highest total goes first, the others follow
%  in the order of Players, going round. Fails on a tie for the highest.
%
%  ?- order_from_totals([p1,p2,p3,p4], [7,5,11,9], O).
%     O = [p3,p4,p1,p2].
%  ?- order_from_totals([p1,p2,p3], [9,4,9], O).
%     false.
order_from_totals(Players, Totals, Order) :-
    list_max(Totals, Max),
    findall(P, ( nth1(I, Totals, Max), nth1(I, Players, P) ), [First]),
    once(append(Before, [First|After], Players)),
    append([First|After], Before, Order).

%% roll_for_order(?Luck, +State0, -State)// is semidet.
%
%  Everybody rolls two dice (the luck, one pair each, round after round)
%  until one total is the highest; then the claiming begins with the
%  initial troops.
roll_for_order(Luck, State0, State) -->
    { state_players(State0, Players) },
    roll_until_order(Players, Order, Luck),
    { Order = [First|_],
      length(Players, N),
      initial_troops(N, Troops),
      foldl(give_reserve(Troops), Players, State0, State1),
      set_order(State1, Order, State2),
      set_player(State2, First, State3),
      set_phase(State3, claiming, State) },
    [turn_order(sequence(Order)), goes_first(First), initial_troops(Troops), claim_turn(First)].

give_reserve(Troops, Player, State0, State) :-
    set_player_reserve(State0, Player, Troops, State).

roll_until_order(Players, Order, Luck0) -->
    roll_each(Players, Totals, Luck0, Luck1),
    (   { order_from_totals(Players, Totals, Order0) }
    ->  { Order = Order0,
          Luck1 = [] }
    ;   [roll_tie],
        roll_until_order(Players, Order, Luck1)
    ).

roll_each([], [], Luck, Luck) -->
    [].
roll_each([P|Ps], [Total|Totals], Luck0, Luck) -->
    { luck_dice(2, Dice, Luck0, Luck1),
      dice_total(Dice, Total) },
    [rolled(P, Total)],
    roll_each(Ps, Totals, Luck1, Luck).

%% take_error(+State, +Player, +Territory, -Error) is semidet.
%
%  Player may not claim Territory, for the reason Error.
take_error(State, Player, Territory, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   territory_owner(State, Territory, Player)
    ->  Error = already_yours(Territory)
    ;   territory_owner(State, Territory, _)
    ->  Error = already_taken(Territory)
    ).

%% take(+Player, +Territory, +State0, -State)// is det.
%
%  Player holds Territory with one troop taken from its reserve; the next
%  player claims, or the placing begins.
take(Player, Territory, State0, State) -->
    { take_territory(State0, Territory, Player, 1, State1),
      add_player_reserve(State1, Player, -1, State2) },
    [took(Player, Territory)],
    after_take(Player, State2, State).

after_take(Player, State0, State) -->
    (   { territory(T, _, _),
          \+ territory_owner(State0, T, _) }
    ->  { next_living_player(State0, Player, Next),
          set_player(State0, Next, State) },
        [claim_turn(Next)]
    ;   [all_claimed, placing_begins],
        { set_phase(State0, placing, State1),
          state_order(State1, Order),
          next_placer(State1, Order, Placer),
          set_player(State1, Placer, State) },
        [place_turn(Placer)]
    ).

% The first of Players who still has troops to place.
next_placer(State, Players, Placer) :-
    member(Placer, Players),
    player_reserve(State, Placer, R),
    R > 0,
    !.

%% place_error(+State, +Player, +Placements, -Error) is semidet.
%
%  Player may not place Placements (Territory-Troops pairs, in order), for
%  the reason Error: the first placement that breaks a rule.
place_error(State, Player, Placements, Error) :-
    (   \+ ( is_list(Placements), Placements = [_|_] )
    ->  Error = no_placements(Placements)
    ;   player_reserve(State, Player, Reserve),
        placements_error(Placements, State, Player, Reserve, Error)
    ).

placements_error([Placement|Placements], State, Player, Reserve, Error) :-
    (   Placement = Territory-Troops
    ->  (   placement_error(State, Player, Reserve, Territory, Troops, Error0)
        ->  Error = Error0
        ;   Reserve1 is Reserve - Troops,
            placements_error(Placements, State, Player, Reserve1, Error)
        )
    ;   Error = no_placements([Placement])
    ).

placement_error(State, Player, Reserve, Territory, Troops, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ territory_owner(State, Territory, Player)
    ->  Error = owned_by_other(Territory)
    ;   Troops > Reserve
    ->  Error = too_many_troops(Troops, Reserve)
    ;   territory_troops(State, Territory, N),
        max_troops(Max),
        N + Troops > Max
    ->  Error = territory_full(Territory, Max)
    ).

%% place(+Player, +Placements, +State0, -State)// is det.
%
%  Player places Placements, in order; then it goes on placing, or the
%  next player places, or play begins.
place(Player, Placements, State0, State) -->
    place_each(Placements, Player, State0, State1),
    after_place(Player, State1, State).

place_each([], _, State, State) -->
    [].
place_each([Territory-Troops|Placements], Player, State0, State) -->
    { add_territory_troops(State0, Territory, Troops, State1),
      add_player_reserve(State1, Player, -Troops, State2) },
    [placed(Player, Troops, Territory)],
    place_each(Placements, Player, State2, State).

after_place(Player, State0, State) -->
    { player_reserve(State0, Player, Reserve),
      state_order(State0, Order),
      once(append(_, [Player|After], Order)) },
    (   { Reserve > 0 }
    ->  [troops_left(Reserve), place_turn(Player)],
        { State = State0 }
    ;   [all_placed(Player)],
        (   { next_placer(State0, After, Next) }
        ->  { set_player(State0, Next, State) },
            [place_turn(Next)]
        ;   [everyone_placed],
            { set_phase(State0, playing, State1),
              Order = [First|_] },
            start_turn(First, State1, State)
        )
    ).

%% random_placements(+State, +Player, -Placements, ?Luck) is det.
%
%  Placements puts all of Player's reserve on its territories at random
%  (Luck, Luck0-Luck, draws a territory, then how many troops, until the
%  reserve is placed): placeAutomatic, and the easy computer.
random_placements(State, Player, Placements, Luck) :-
    player_reserve(State, Player, Reserve),
    player_territories(State, Player, Territories),
    random_split(Reserve, Territories, Placements, Luck).

random_split(Reserve, Territories, Placements, Luck0-Luck) :-
    (   Reserve =:= 0
    ->  Placements = [],
        Luck = Luck0
    ;   luck_member(T, Territories, Luck0, Luck1),
        luck_between(1, Reserve, N, Luck1, Luck2),
        R is Reserve - N,
        Placements = [T-N|More],
        random_split(R, Territories, More, Luck2-Luck)
    ).
