/* Test fixtures for Global Conquest: set up a position in the running game
   without playing to it. Consulted after the rules, like a player's own
   file (conquest tests/conquest/fixtures.pl). Each changes the running
   game's state (current_state/1, set_current_state/1) through the state
   relations of the rules (state.pl), as a cheat does. */

:- use_module(library(lists)).
:- use_module(library(dcgs)).

%  change(Goal_2): the running game's state S0 becomes S with call(Goal_2, S0, S).
change(Goal_2) :-
    current_state(S0),
    call(Goal_2, S0, S),
    set_current_state(S).

%% set_owner(+Territory, +Player): Player holds Territory (its troops stay).
set_owner(T, P) :-
    change(owner_(T, P)).

owner_(T, P, S0, S) :-
    (   territory_troops(S0, T, N)
    ->  true
    ;   N = 1
    ),
    take_territory(S0, T, P, N, S).

%% set_troops(+Territory, +N).
set_troops(T, N) :-
    change(troops_(T, N)).

troops_(T, N, S0, S) :-
    set_territory_troops(S0, T, N, S).

%% set_reserve(+Player, +N).
set_reserve(P, N) :-
    change(reserve_(P, N)).

reserve_(P, N, S0, S) :-
    set_player_reserve(S0, P, N, S).

%% set_eliminated(+Player): Player is out (its reserve and effects lost).
set_eliminated(P) :-
    change(out_(P)).

out_(P, S0, S) :-
    eliminate_player(S0, P, P, S).

%% add_effect(+Player, +Card, +Expiry).
add_effect(P, C, E) :-
    change(effect_(P, C, E)).

effect_(P, C, E, S0, S) :-
    add_effect(S0, P, C, E, S).

%% remove_effects(+Player).
remove_effects(P) :-
    change(no_effects_(P)).

no_effects_(P, S0, S) :-
    remove_effects(S0, P, S).

%% add_leader(+Player, +Leader).
add_leader(P, L) :-
    change(leader_(P, L)).

leader_(P, L, S0, S) :-
    set_player_leader(S0, P, L, S).

%% apply_card(+Player, +Card): Card's effect on Player begins (not drawn),
%% told as in a game.
apply_card(P, Card) :-
    current_state(S0),
    phrase(card_effect(P, Card, _-[], S0, S), Events),
    set_current_state(S),
    tell_events(Events).

%% clear_turn: the current turn's attack, risk and moves are free again.
clear_turn :-
    change(clear_turn).
