/** What players hold: territories, troops, continents, opponents.

Relations over the current game (module state), without side effects.
*/
:- module(holdings, [player_territories/2,
                     player_territory_count/2,
                     player_troop_total/2,
                     player_continent/2,
                     player_continents/2,
                     living_player/1,
                     opponent/2,
                     next_living_player/2]).

:- use_module(library(lists)).
:- use_module(map).
:- use_module(state).

%% player_territories(+Player, -Territories) is det.
%
%  Territories is the list of territories Player holds, in map order.
player_territories(Player, Territories) :-
    findall(T, ( territory(T, _, _), owner(T, Player) ), Territories).

%% player_territory_count(+Player, -N) is det.
%
%  Player holds N territories.
player_territory_count(Player, N) :-
    player_territories(Player, Territories),
    length(Territories, N).

%% player_troop_total(+Player, -N) is det.
%
%  N troops of Player stand on the map (its reserve not counted).
player_troop_total(Player, N) :-
    findall(K, ( owner(T, Player), troops(T, K) ), Ks),
    sum_list(Ks, N).

%% player_continent(?Player, ?Continent) is nondet.
%
%  Player holds every territory of Continent.
player_continent(Player, Continent) :-
    continent(Continent, _, _),
    continent_territories(Continent, [T|Ts]),
    owner(T, Player),
    maplist(owned_by(Player), Ts).

owned_by(Player, Territory) :-
    owner(Territory, Player).

%% player_continents(+Player, -Continents) is det.
%
%  Continents is the list of continents Player holds entirely.
player_continents(Player, Continents) :-
    findall(C, player_continent(Player, C), Continents).

%% living_player(?Player) is nondet.
%
%  Player takes part in the game and is not eliminated.
living_player(Player) :-
    player(Player, _),
    \+ eliminated(Player).

%% opponent(+Player, ?Opponent) is nondet.
%
%  Opponent is another living player.
opponent(Player, Opponent) :-
    living_player(Opponent),
    Opponent \== Player.

%% next_living_player(+Player, -Next) is semidet.
%
%  Next is the first living player after Player in turn order, going round;
%  Player itself when it is the only one left.
next_living_player(Player, Next) :-
    turn_order(Order),
    once(append(Before, [Player|After], Order)),
    append(After, Before, Others),
    (   member(Next, Others),
        \+ eliminated(Next)
    ->  true
    ;   Next = Player
    ).
