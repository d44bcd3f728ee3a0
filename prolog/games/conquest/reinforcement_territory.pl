/** Off-map reinforcement territories (bonus 1).

At the start of every round, with the probability the game was started
with (option reinforcement_probability, 0.0 to 1.0), one random living
player without one receives a reinforcement territory. At most
max_reinforcement_territories/1 are given in a game, one per player. It
is off the map: it cannot be attacked, it may hold zero troops, the owner
puts reserve troops into it with draftReinforcement(N), and its troops can
join any attack (attack asks how many).
*/
:- module(conquest_reinforcement_territory, [max_reinforcement_territories/1,
                                             default_reinforcement_probability/1,
                                             reinforcement_territories_given/2,
                                             round_reinforcement_territory//3,
                                             grant_reinforcement_territory//3,
                                             draft_reinforcement_error/4,
                                             draft_reinforcement//4]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(state).
:- use_module(holdings).
:- use_module(leaders).
:- use_module(luck).
:- use_module(validate).

%% max_reinforcement_territories(?N).
%
%  At most N reinforcement territories are given in a game.
max_reinforcement_territories(2).

%% default_reinforcement_probability(?P).
%
%  The chance per round when startGame is not given one.
default_reinforcement_probability(0.1).

%% reinforcement_territories_given(+State, -N) is det.
%
%  N reinforcement territories have been given in the game (an eliminated
%  player's counts too: it is never given back).
reinforcement_territories_given(State, N) :-
    findall(P, player_bonus(State, P, _), Given),
    length(Given, N).

%% round_reinforcement_territory(?Luck, +State0, -State)// is semidet.
%
%  The draw at a round's start (Luck, Luck0-Luck): maybe one player
%  receives a territory.
round_reinforcement_territory(Luck0-Luck, State0, State) -->
    (   { option_probability(State0, P),
          P > 0,
          reinforcement_territories_given(State0, N),
          max_reinforcement_territories(Max),
          N < Max,
          findall(Pl, ( living_player(State0, Pl), \+ player_bonus(State0, Pl, _) ), Eligible),
          Eligible \== [] }
    ->  { luck_between(1, 1000000, X, Luck0, Luck1) },
        (   { X =< round(P * 1000000) }
        ->  { luck_member(Player, Eligible, Luck1, Luck) },
            grant_reinforcement_territory(Player, State0, State)
        ;   { Luck = Luck1,
              State = State0 }
        )
    ;   { Luck = Luck0,
          State = State0 }
    ).

%% grant_reinforcement_territory(+Player, +State0, -State)// is det.
%
%  Player receives an empty reinforcement territory (and maybe Napoleon).
grant_reinforcement_territory(Player, State0, State) -->
    { set_player_bonus(State0, Player, 0, State1) },
    [reinforcement_territory_gained(Player)],
    check_leaders(Player, State1, State).

%% draft_reinforcement_error(+State, +Player, +Troops, -Error) is semidet.
%
%  Player may not put Troops of its reserve into its reinforcement
%  territory, for the reason Error.
draft_reinforcement_error(State, Player, Troops, Error) :-
    (   troops_error(Troops, Error)
    ->  true
    ;   \+ player_bonus(State, Player, _)
    ->  Error = no_reinforcement_territory(Player)
    ;   player_reserve(State, Player, Reserve),
        Troops > Reserve
    ->  Error = not_enough_reserve(Player, Troops, Reserve)
    ).

%% draft_reinforcement(+Player, +Troops, +State0, -State)// is det.
%
%  Troops of Player's reserve go into its reinforcement territory.
draft_reinforcement(Player, Troops, State0, State) -->
    { player_bonus(State0, Player, N0),
      N is N0 + Troops,
      set_player_bonus(State0, Player, N, State1),
      add_player_reserve(State1, Player, -Troops, State) },
    [reinforcement_territory_drafted(Player, Troops, N)].
