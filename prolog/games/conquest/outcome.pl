/** What follows when a territory changes hands by force.

Every way of taking a territory (an attack, Kanye West's raid, a cheat)
ends in territory_taken//5: the conquest is counted for the round (Kanye
West's mission), a defender left without territories is out (Genghis
Khan's mission counts who took its last one), a player holding the whole
map wins, and world leaders are checked.
*/
:- module(conquest_outcome, [territory_taken//5]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(leaders).

%% territory_taken(+Player, +Territory, +Defender, +State0, -State)// is det.
%
%  Player has just taken Territory from Defender (owner and troops are set).
territory_taken(Player, _Territory, Defender, State0, State) -->
    { round_number(State0, Round),
      (   Round > 0
      ->  add_conquest_round(State0, Player, Round, State1)
      ;   State1 = State0
      ),
      player_territory_count(State1, Defender, Left) },
    (   { Left =:= 0 }
    ->  [territories_left(Defender, Left), player_out(Defender)],
        { eliminate_player(State1, Defender, Player, State2) }
    ;   { State2 = State1 }
    ),
    (   { territory(T, _, _),
          \+ territory_owner(State2, T, Player) }
    ->  check_leaders(Player, State2, State)
    ;   [world_conquered(Player)],
        { set_phase(State2, over(Player), State) }
    ).
