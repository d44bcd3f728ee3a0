/** What follows when a territory changes hands by force.

Every way of taking a territory (an attack, Kanye West's raid, a cheat)
ends in territory_taken/3: the conquest is counted for the round (Kanye
West's mission), a defender left without territories is out (Genghis
Khan's mission counts who took its last one), a player holding the whole
map wins, and world leaders are checked.
*/
:- module(outcome, [territory_taken/3]).

:- use_module(library(lists)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(leaders).
:- use_module(report).

%% territory_taken(+Player, +Territory, +Defender) is det.
%
%  Player has just taken Territory from Defender (owner and troops are set).
territory_taken(Player, _Territory, Defender) :-
    (   round(Round)
    ->  add_conquest_round(Player, Round)
    ;   true
    ),
    player_territory_count(Defender, Left),
    (   Left =:= 0
    ->  report(territories_left(Defender, Left)),
        report(player_out(Defender)),
        set_eliminated(Defender),
        set_eliminated_by(Defender, Player)
    ;   true
    ),
    (   territory(T, _, _),
        \+ owner(T, Player)
    ->  check_leaders(Player)
    ;   report(world_conquered(Player)),
        set_winner(Player)
    ).
