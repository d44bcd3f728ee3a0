/** A turn of play: reinforcements, the start and end of turns and rounds,
draft and move.

At the start of a turn the player receives reinforcements into its
reserve: one troop per two territories held, plus the bonus of each
continent held entirely, as changed by its risk cards (Auxiliary Troops
doubles, Supply Chain Issue gives none). Then the player's risk card
effects expire. Undrafted reserve carries over to the next turn. A player
may draft any number of times, move at most three times, attack once and
draw one risk card per turn.

A round starts when the first living player of the turn order begins its
turn; its draws (a reinforcement territory, Kanye West's raids) are a move
of the rules, begin_round(Luck), played before that player's turn begins
(conquest_rules:forced_move/2).
*/
:- module(conquest_turn, [max_moves/1,
                          state_reinforcements/4,
                          player_reinforcements/3,
                          start_turn//3,
                          begin_round//3,
                          end_turn//3,
                          draft_error/5,
                          draft//5,
                          move_error/6,
                          move//6]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module('../../common/game').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(leaders).
:- use_module(reinforcement_territory).
:- use_module(outcome).
:- use_module(validate).

%% max_moves(?N).
%
%  A player may move troops N times per turn.
max_moves(3).

%% state_reinforcements(+State, +Player, -Breakdown, -Total) is det.
%
%  Total troops Player receives at the start of its next turn, with
%  Breakdown = reinforcements(Count, FromTerritories, Bonuses, Cards):
%  Count territories give FromTerritories troops, Bonuses is a list of
%  Continent-Bonus for each continent held, and Cards the risk cards that
%  change the total.
state_reinforcements(State, Player, reinforcements(Count, FromTerritories, Bonuses, Cards), Total) :-
    player_territory_count(State, Player, Count),
    FromTerritories is Count // 2,
    findall(C-B, ( player_continent(State, Player, C), continent(C, _, B) ), Bonuses),
    foldl(add_value, Bonuses, 0, Bonus),
    Troops0 is FromTerritories + Bonus,
    modified_reinforcements(State, Player, Troops0, Total, Cards).

add_value(_-V, S0, S) :-
    S is S0 + V.

%% player_reinforcements(+Player, -Breakdown, -Total) is det.
%
%  The query interface (the running game): Total troops Player receives at
%  the start of its next turn, with Breakdown as in state_reinforcements/4.
%
%  ?- startGame([alice, bob]), player_reinforcements(p1, B, T).
%     B = reinforcements(0, 0, [], []), T = 0.
player_reinforcements(Player, reinforcements(Count, FromTerritories, Bonuses, Cards), Total) :-
    current_state(State),
    state_reinforcements(State, Player, reinforcements(Count, FromTerritories, Bonuses, Cards), Total).

%% start_turn(+Player, +State0, -State)// is det.
%
%  Player's turn starts: a new turn, and either the draws of a new round
%  wait (begin_round, a move of the rules) or its turn begins at once.
start_turn(Player, State0, State) -->
    { set_player(State0, Player, State1),
      clear_turn(State1, State2) },
    (   { round_starts_with(State2, Player) }
    ->  { set_pending(State2, begin_round, State) }
    ;   begin_own_turn(Player, State2, State)
    ).

% A round starts with the first living player of the turn order.
round_starts_with(State, Player) :-
    state_order(State, Order),
    once(( member(First, Order), \+ player_out(State, First) )),
    First == Player.

%% begin_round(?Luck, +State0, -State)// is semidet.
%
%  The round's start, before the turn of the player to move: the round
%  limit, the reinforcement-territory draw, then Kanye West's raid for
%  each holder in turn order (their draws are Luck); then that player's
%  turn begins, or the next living player's if a raid took its last
%  territory.
begin_round(Luck, State0, State) -->
    { set_pending(State0, none, State1),
      round_number(State1, R0),
      R is R0 + 1,
      option_max_rounds(State1, Max) },
    (   { Max \== none,
          R > Max }
    ->  [round_limit_reached(Max)],
        { set_phase(State1, over(draw), State),
          Luck = [] }
    ;   { set_round_number(State1, R, State2) },
        [round_begins(R)],
        round_reinforcement_territory(Luck-Luck1, State2, State3),
        { state_order(State3, Order) },
        round_raids(Order, Luck1, State3, State4),
        { state_player(State4, Player) },
        (   { state_phase(State4, over(_)) }
        ->  { State = State4 }
        ;   { player_out(State4, Player) }
        ->  % A raid took Player's last territory: the next living
            % player's turn begins, in the same round.
            { next_living_player(State4, Player, Next),
              set_player(State4, Next, State5) },
            begin_own_turn(Next, State5, State)
        ;   begin_own_turn(Player, State4, State)
        )
    ).

round_raids([], Luck, State, State) -->
    { Luck = [] }.
round_raids([P|Ps], Luck0, State0, State) -->
    (   { \+ player_out(State0, P),
          \+ state_phase(State0, over(_)) }
    ->  kanye_raid(P, Luck0-Luck1, State0, State1, Taken),
        (   { Taken = taken(Territory, Victim) }
        ->  territory_taken(P, Territory, Victim, State1, State2)
        ;   { State2 = State1 }
        )
    ;   { Luck1 = Luck0,
          State2 = State0 }
    ),
    round_raids(Ps, Luck1, State2, State).

begin_own_turn(Player, State0, State) -->
    check_leaders(Player, State0, State1),
    [turn_begins(Player), map],
    { state_reinforcements(State1, Player, reinforcements(_, _, _, Cards), Troops) },
    reinforcement_cards(Cards, Player),
    { player_reserve(State1, Player, Reserve0),
      max_troops(Max),
      Reserve is min(Max, Reserve0 + Troops),
      set_player_reserve(State1, Player, Reserve, State2) },
    (   { Troops =:= 0 }
    ->  [no_reinforcements(Player)]
    ;   [reinforcements_received(Player, Troops)]
    ),
    (   { Reserve0 > 0 }
    ->  [reserve_total(Player, Reserve)]
    ;   []
    ),
    expire_effects(Player, State2, State).

reinforcement_cards([], _) -->
    [].
reinforcement_cards([Card|Cards], Player) -->
    [reinforcement_card(Player, card(Card))],
    reinforcement_cards(Cards, Player).

expire_effects(Player, State0, State) -->
    { findall(effect_expired(Player, card(Card)),
              player_effect(State0, Player, Card, until_next_turn),
              Expired) },
    list(Expired),
    { remove_effects(State0, Player, State) }.

list([]) -->
    [].
list([X|Xs]) -->
    [X],
    list(Xs).

%% end_turn(+Player, +State0, -State)// is det.
%
%  Player's turn ends: the next living player's turn starts.
end_turn(Player, State0, State) -->
    [turn_ended(Player)],
    { player_reserve(State0, Player, Reserve) },
    (   { Reserve > 0 }
    ->  [reserve_carries_over(Player, Reserve)]
    ;   []
    ),
    { next_living_player(State0, Player, Next) },
    start_turn(Next, State0, State).

%% draft_error(+State, +Player, +Territory, +Troops, -Error) is semidet.
%
%  Player may not draft Troops onto Territory, for the reason Error.
draft_error(State, Player, Territory, Troops, Error) :-
    (   territory_error(Territory, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ territory_owner(State, Territory, Player)
    ->  Error = not_owner(Player, Territory)
    ;   player_reserve(State, Player, Reserve),
        Troops > Reserve
    ->  Error = not_enough_reserve(Player, Troops, Reserve)
    ;   territory_troops(State, Territory, N),
        max_troops(Max),
        N + Troops > Max
    ->  Error = territory_full(Territory, Max)
    ).

%% draft(+Player, +Territory, +Troops, +State0, -State)// is det.
%
%  Troops of Player's reserve go onto Territory.
draft(Player, Territory, Troops, State0, State) -->
    { add_territory_troops(State0, Territory, Troops, State1),
      add_player_reserve(State1, Player, -Troops, State) }.

%% move_error(+State, +Player, +From, +To, +Troops, -Error) is semidet.
%
%  Player may not move Troops from From to To now, for the reason Error.
move_error(State, Player, From, To, Troops, Error) :-
    (   moves_made(State, Made),
        max_moves(Max),
        Made >= Max
    ->  Error = no_moves_left(Player, Max)
    ;   territory_error(From, Error)
    ->  true
    ;   territory_error(To, Error)
    ->  true
    ;   troops_error(Troops, Error)
    ->  true
    ;   \+ territory_owner(State, From, Player)
    ->  Error = not_owner(Player, From)
    ;   \+ territory_owner(State, To, Player)
    ->  Error = not_owner(Player, To)
    ;   From == To
    ->  Error = same_territory(From)
    ;   territory_troops(State, From, N),
        Troops >= N
    ->  Error = not_enough_troops(From, N)
    ;   territory_troops(State, To, N),
        max_troops(Max),
        N + Troops > Max
    ->  Error = territory_full(To, Max)
    ).

%% move(+Player, +From, +To, +Troops, +State0, -State)// is det.
%
%  Troops go from From to To, and one move is counted.
move(_Player, From, To, Troops, State0, State) -->
    { add_territory_troops(State0, From, -Troops, State1),
      add_territory_troops(State1, To, Troops, State2),
      moves_made(State2, M0),
      M is M0 + 1,
      set_moves_made(State2, M, State) }.
