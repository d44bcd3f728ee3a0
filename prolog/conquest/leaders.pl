/** World leaders: secret missions and what each leader does.

A player gains at most one world leader, the first whose mission it has
completed (each leader at most once per player; several players may have
the same one). A leader, once gained, is kept.

| Leader       | Mission                                          | Advantage |
|--------------|--------------------------------------------------|-----------|
| napoleon     | all of Europe + a reinforcement territory       | each attack: 25% chance to win without dice |
| genghis_khan | all of Asia + took the last territory of a player | may attack any enemy territory, adjacent or not |
| kanye_west   | all of North America + took a territory in each of 5 consecutive rounds | each round start: 10% chance to take n-1 troops of a random enemy territory as extra reinforcements, or the territory itself when it holds 1 troop |

The chances are facts (leader_chance/3) a user can edit.
*/
:- module(leaders, [world_leader/1,
                    leader_mission/2,
                    leader_chance/3,
                    mission_complete/2,
                    check_leaders/1,
                    napoleon_strikes/1,
                    kanye_raid/2,
                    reach/3]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(report).

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

%% mission_complete(+Player, ?Leader) is nondet.
%
%  Player has done everything Leader's mission asks.
mission_complete(Player, Leader) :-
    world_leader(Leader),
    leader_mission(Leader, Continent),
    player_continent(Player, Continent),
    mission_rest(Leader, Player).

mission_rest(napoleon, Player) :-
    bonus_territory(Player, _).
mission_rest(genghis_khan, Player) :-
    eliminated_by(_, Player),
    !.
mission_rest(kanye_west, Player) :-
    kanye_streak(Streak),
    conquest_round(Player, First),
    Last is First + Streak - 1,
    \+ ( between(First, Last, R), \+ conquest_round(Player, R) ),
    !.

%% check_leaders(+Player) is det.
%
%  Player gains the first world leader whose mission it has completed, if it
%  has none yet, and is told.
check_leaders(Player) :-
    (   \+ leader(Player, _),
        \+ eliminated(Player),
        once(mission_complete(Player, Leader))
    ->  add_leader(Player, Leader),
        report(leader_gained(Player, leader(Leader)))
    ;   true
    ).

%% napoleon_strikes(+Player) is semidet.
%
%  Player has Napoleon and this attack is won without dice (a random draw).
napoleon_strikes(Player) :-
    leader(Player, napoleon),
    leader_chance(napoleon, N, D),
    random_between(1, D, X),
    X =< N.

%% reach(+Player, ?From, ?To) is nondet.
%
%  From can reach To in an attack: they border, or Player has Genghis Khan.
reach(Player, From, To) :-
    (   leader(Player, genghis_khan)
    ->  territory(To, _, _),
        To \== From
    ;   adjacent(From, To)
    ).

%% kanye_raid(+Player, -Taken) is det.
%
%  At a round's start, Player with Kanye West may raid (a random draw): a
%  random enemy territory with n > 1 troops gives n - 1 to Player's reserve;
%  one with 1 troop becomes Player's, and Taken is taken(Territory, Victim)
%  for the caller to settle the conquest (else Taken = none).
kanye_raid(Player, Taken) :-
    (   leader(Player, kanye_west),
        leader_chance(kanye_west, N, D),
        random_between(1, D, X),
        X =< N,
        findall(T, ( owner(T, O), O \== Player ), Targets),
        Targets \== []
    ->  random_member(Target, Targets),
        owner(Target, Victim),
        troops(Target, Troops),
        (   Troops > 1
        ->  Raided is Troops - 1,
            set_troops(Target, 1),
            reserve(Player, R0),
            R is R0 + Raided,
            set_reserve(Player, R),
            report(kanye_raids(Player, Raided, Target, Victim)),
            Taken = none
        ;   set_owner(Target, Player),
            report(kanye_takes(Player, Target, Victim)),
            Taken = taken(Target, Victim)
        )
    ;   Taken = none
    ).
