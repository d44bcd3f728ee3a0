/** World leaders: secret missions and what each leader does.

A player gains at most one world leader, the first whose mission it has
completed (several players may have the same one). A leader, once gained,
is kept.

| Leader       | Mission                                          | Advantage |
|--------------|--------------------------------------------------|-----------|
| napoleon     | all of Europe + a reinforcement territory       | each attack: 25% chance to win without dice |
| genghis_khan | all of Asia + took the last territory of a player | may attack any enemy territory, adjacent or not |
| kanye_west   | all of North America + took a territory in each of 5 consecutive rounds | each round start: 10% chance to take n-1 troops of a random enemy territory as extra reinforcements, or the territory itself when it holds 1 troop |

The chances are facts (leader_chance/3) a user can edit. The draws come
from a move's luck (luck.pl).
*/
:- module(conquest_leaders, [world_leader/1,
                             leader_mission/2,
                             leader_chance/3,
                             kanye_streak/1,
                             mission_complete/3,
                             check_leaders//3,
                             napoleon_strikes/5,
                             kanye_raid//5,
                             reach/4]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(dcgs)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(luck).

%% world_leader(?Leader).
world_leader(napoleon).
world_leader(genghis_khan).
world_leader(kanye_west).

%% leader_mission(?Leader, ?Continent).
%
%  Leader's mission starts with holding all of Continent.
leader_mission(napoleon, eu).
leader_mission(genghis_khan, as).
leader_mission(kanye_west, na).

%% leader_chance(?Leader, ?Numerator, ?Denominator).
%
%  The chance that Leader's advantage fires, when it is one of chance.
leader_chance(napoleon, 1, 4).
leader_chance(kanye_west, 1, 10).

%% kanye_streak(?Rounds).
%
%  Kanye West's mission asks for a conquest in this many consecutive rounds.
kanye_streak(5).

%% mission_complete(+State, +Player, ?Leader) is nondet.
%
%  Player has done everything Leader's mission asks.
mission_complete(State, Player, Leader) :-
    world_leader(Leader),
    leader_mission(Leader, Continent),
    player_continent(State, Player, Continent),
    mission_rest(Leader, State, Player).

mission_rest(napoleon, State, Player) :-
    player_bonus(State, Player, _).
mission_rest(genghis_khan, State, Player) :-
    player_out_by(State, _, Player),
    !.
mission_rest(kanye_west, State, Player) :-
    kanye_streak(Streak),
    conquest_round(State, Player, First),
    Last is First + Streak - 1,
    \+ ( between(First, Last, R), \+ conquest_round(State, Player, R) ),
    !.

%% check_leaders(+Player, +State0, -State)// is det.
%
%  Player gains the first world leader whose mission it has completed, if
%  it has none yet (and is told).
check_leaders(Player, State0, State) -->
    (   { \+ player_leader(State0, Player, _),
          \+ player_out(State0, Player),
          once(mission_complete(State0, Player, Leader)) }
    ->  { set_player_leader(State0, Player, Leader, State) },
        [leader_gained(Player, leader(Leader))]
    ;   { State = State0 }
    ).

%% napoleon_strikes(+State, +Player, -Strikes, ?Luck0, -Luck) is semidet.
%
%  Strikes is true when Player has Napoleon and this attack is won without
%  dice (a draw of the luck), false otherwise (no draw without Napoleon).
napoleon_strikes(State, Player, Strikes, Luck0, Luck) :-
    (   player_leader(State, Player, napoleon)
    ->  leader_chance(napoleon, N, D),
        luck_between(1, D, X, Luck0, Luck),
        (   X =< N
        ->  Strikes = true
        ;   Strikes = false
        )
    ;   Strikes = false,
        Luck = Luck0
    ).

%% reach(+State, +Player, ?From, ?To) is nondet.
%
%  From can reach To in an attack: they border, or Player has Genghis Khan.
reach(State, Player, From, To) :-
    (   player_leader(State, Player, genghis_khan)
    ->  territory(To, _, _),
        To \== From
    ;   adjacent(From, To)
    ).

%% kanye_raid(+Player, ?Luck, +State0, -State, -Taken)// is semidet.
%
%  At a round's start, Player with Kanye West may raid (a draw of the luck,
%  Luck0-Luck): a random enemy territory with n > 1 troops gives n - 1 to
%  Player's reserve; one with 1 troop becomes Player's, and Taken is
%  taken(Territory, Victim) for the caller to settle the conquest (else
%  Taken = none).
kanye_raid(Player, Luck0-Luck, State0, State, Taken) -->
    (   { player_leader(State0, Player, kanye_west) }
    ->  { leader_chance(kanye_west, N, D),
          luck_between(1, D, X, Luck0, Luck1),
          findall(T, ( territory_owner(State0, T, O), O \== Player ), Targets) },
        (   { X =< N,
              Targets \== [] }
        ->  { luck_member(Target, Targets, Luck1, Luck),
              territory_owner(State0, Target, Victim),
              territory_troops(State0, Target, Troops) },
            (   { Troops > 1 }
            ->  { Raided is Troops - 1,
                  set_territory_troops(State0, Target, 1, State1),
                  add_player_reserve(State1, Player, Raided, State),
                  Taken = none },
                [kanye_raids(Player, Raided, Target, Victim)]
            ;   { take_territory(State0, Target, Player, Troops, State),
                  Taken = taken(Target, Victim) },
                [kanye_takes(Player, Target, Victim)]
            )
        ;   { Luck = Luck1,
              State = State0,
              Taken = none }
        )
    ;   { Luck = Luck0,
          State = State0,
          Taken = none }
    ).
