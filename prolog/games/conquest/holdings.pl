/** What players hold in a state: territories, troops, continents, opponents.

Pure relations over a state (state.pl).
*/
:- module(conquest_holdings, [player_territories/3,
                              player_territory_count/3,
                              player_troop_total/3,
                              player_continent/3,
                              player_continents/3,
                              living_player/2,
                              living_opponent/3,
                              next_living_player/3]).

:- use_module(library(lists)).
:- use_module(map).
:- use_module(state).

%% player_territories(+State, +Player, -Territories) is det.
%
%  Territories is the list of territories Player holds, in map order.
player_territories(State, Player, Territories) :-
    % One pass through the map, then the map's order: a look through the
    % map for every territory was a tenth of a computer's time.
    state_map(State, Map),
    findall(T, member(T-Player-_, Map), Owned),
    in_map_order(Owned, Territories).

%% player_territory_count(+State, +Player, -N) is det.
%
%  Player holds N territories.
player_territory_count(State, Player, N) :-
    state_map(State, Map),
    count_owned(Map, Player, 0, N).

count_owned([], _, N, N).
count_owned([_-O-_|Map], Player, N0, N) :-
    (   O == Player
    ->  N1 is N0 + 1
    ;   N1 = N0
    ),
    count_owned(Map, Player, N1, N).

%% player_troop_total(+State, +Player, -N) is det.
%
%  N troops of Player stand on the map (its reserve not counted).
player_troop_total(State, Player, N) :-
    findall(K, territory_owner_troops(State, Player, K), Ks),
    sum_list(Ks, N).

territory_owner_troops(State, Player, K) :-
    state_map(State, Map),
    member(_-Player-K, Map).

%% player_continent(+State, ?Player, ?Continent) is nondet.
%
%  Player holds every territory of Continent.
player_continent(State, Player, Continent) :-
    continent(Continent, _, _),
    continent_territories(Continent, [T|Ts]),
    territory_owner(State, T, Player),
    maplist(owned_by(State, Player), Ts).

owned_by(State, Player, Territory) :-
    territory_owner(State, Territory, Player).

%% player_continents(+State, +Player, -Continents) is det.
%
%  Continents is the list of continents Player holds entirely.
player_continents(State, Player, Continents) :-
    findall(C, player_continent(State, Player, C), Continents).

%% living_player(+State, ?Player) is nondet.
%
%  Player takes part in the game and is not out.
living_player(State, Player) :-
    state_players(State, Players),
    member(Player, Players),
    \+ player_out(State, Player).

%% living_opponent(+State, +Player, ?Opponent) is nondet.
%
%  Opponent is another player still in the game.
living_opponent(State, Player, Opponent) :-
    living_player(State, Opponent),
    Opponent \== Player.

%% next_living_player(+State, +Player, -Next) is det.
%
%  Next is the first player after Player in turn order, going round, who
%  is still in the game; Player itself when it is the only one left.
next_living_player(State, Player, Next) :-
    state_order(State, Order),
    once(append(Before, [Player|After], Order)),
    append(After, Before, Others),
    (   member(Next0, Others),
        \+ player_out(State, Next0)
    ->  Next = Next0
    ;   Next = Player
    ).
