/** Looking at the game: territories, players and incoming troops.

The check commands print; they change nothing and may be used in any
phase once the territory or player exists (a territory without a game
too). They read the running game (game:current_state/1).
*/
:- module(conquest_checks, [checkLocationDetail/1,
                            checkPlayerDetail/1,
                            checkPlayerTerritories/1,
                            checkIncomingTroops/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module('../../common/game').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(turn).
:- use_module(validate).
:- use_module(view).

%% checkLocationDetail(+Territory) is det.
%
%  Prints Territory's code, name, owner, troops and neighbours.
checkLocationDetail(Territory0) :-
    typed_code(Territory0, Territory),
    (   territory_error(Territory, Error)
    ->  refuse(Error)
    ;   territory_neighbours(Territory, Neighbours),
        maplist(territory_name, Neighbours, Names),
        report(location_code(Territory)),
        report(location_name(place(Territory))),
        (   current_state(State),
            territory_owner(State, Territory, Owner)
        ->  report(location_owner(Owner))
        ;   report(location_no_owner)
        ),
        (   current_state(State),
            territory_troops(State, Territory, N0)
        ->  N = N0
        ;   N = 0
        ),
        report(location_troops(N)),
        report(location_neighbours(list(Names)))
    ).

territory_name(T, place(T)).

%% checkPlayerDetail(+Player) is det.
%
%  Prints Player's name, continents held, territories, troops on the map
%  and reserve.
checkPlayerDetail(Player0) :-
    typed_player(Player0, Player),
    (   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   current_state(State),
        player_continents(State, Player, Continents),
        maplist(continent_term, Continents, Cs),
        player_territory_count(State, Player, Count),
        player_troop_total(State, Player, Troops),
        player_reserve(State, Player, Reserve),
        report(player_heading(upper(Player))),
        report(player_name(Player)),
        (   Cs == []
        ->  report(player_no_continents)
        ;   report(player_continents(list(Cs)))
        ),
        report(player_territory_total(Count)),
        report(player_active_troops(Troops)),
        report(player_reserve(Reserve)),
        (   player_bonus(State, Player, Stored)
        ->  report(player_reinforcement_territory(Stored))
        ;   true
        ),
        (   player_leader(State, Player, Leader)
        ->  report(player_leader(leader(Leader)))
        ;   true
        ),
        (   game_player(Player, cpu(Level))
        ->  report(player_computer(Level))
        ;   true
        ),
        (   player_out(State, Player)
        ->  report(player_is_out(Player))
        ;   true
        )
    ).

continent_term(C, continent(C)).

%% checkPlayerTerritories(+Player) is det.
%
%  Prints the territories of Player by continent, with their troops.
checkPlayerTerritories(Player0) :-
    typed_player(Player0, Player),
    (   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   current_state(State),
        report(player_name(Player)),
        (   player_territories(State, Player, [])
        ->  report(player_holds_nothing(Player))
        ;   forall(continent(C, _, _), report_continent_holdings(State, Player, C))
        )
    ).

report_continent_holdings(State, Player, Continent) :-
    continent_territories(Continent, All),
    findall(T, ( member(T, All), territory_owner(State, T, Player) ), Held),
    (   Held == []
    ->  true
    ;   length(All, Total),
        length(Held, Count),
        report(continent_heading(continent(Continent), Count, Total)),
        forall(member(T, Held), report_holding(State, T))
    ).

report_holding(State, Territory) :-
    territory_troops(State, Territory, N),
    report(holding(Territory, place(Territory), N)).

%% checkIncomingTroops(+Player) is det.
%
%  Prints the reinforcements Player will receive at the start of its next
%  turn, step by step: territories, continent bonuses, risk cards, total.
checkIncomingTroops(Player0) :-
    typed_player(Player0, Player),
    (   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   current_state(State),
        player_out(State, Player)
    ->  report(player_name(Player)),
        report(player_is_out(Player))
    ;   current_state(State),
        state_reinforcements(State, Player, reinforcements(Count, FromTerritories, Bonuses, Cards), Total),
        report(player_name(Player)),
        report(player_territory_total(Count)),
        report(incoming_from_territories(FromTerritories)),
        forall(member(C-B, Bonuses), report(incoming_bonus(continent(C), B))),
        forall(member(Card, Cards), report(incoming_card(Card))),
        report(incoming_total(Total))
    ).
