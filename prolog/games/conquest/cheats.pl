/** Cheats, for testing and demonstrations (bonus 4).

Each cheat checks its arguments like a command (a message, nothing
changed, on a bad one) and says what it did. They act in any phase of a
running game that is not over. A cheat is no move of the rules: it
changes the running game's state (game:set_current_state/1) through the
same relations the rules use, within the same limits (max_troops/1,
max_reinforcement_territories/1), and never into a state that
conquest_rules:state_error/2 refuses (one no command could go on from,
such as a claiming with nothing left to claim): such a cheat is refused.
Dice can also be fixed in advance with the host's script_dice/1
(`script_dice([6,6,6]).`).

| Cheat                              | Effect                                   |
|------------------------------------|------------------------------------------|
| cheatTroops(Territory, N)          | N more troops on Territory               |
| cheatReserve(Player, N)            | N more troops in Player's reserve        |
| cheatTake(Territory)               | the current player takes Territory       |
| cheatCard(Card)                    | the current player gets risk Card        |
| cheatLeader(Player, Leader)        | Player gains world leader Leader (a      |
|                                    | player has at most one)                  |
| cheatReinforcementTerritory(Player)| Player gets a reinforcement territory    |
|                                    | (at most 2 a game, as in play)           |
| cheatWin(Player)                   | the game ends: Player wins               |
*/
:- module(conquest_cheats, [cheatTroops/2,
                            cheatReserve/2,
                            cheatTake/1,
                            cheatCard/1,
                            cheatLeader/2,
                            cheatReinforcementTerritory/1,
                            cheatWin/1]).

:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module('../../host/text').
:- use_module('../../common/game').
:- use_module(map).
:- use_module(state).
:- use_module(cards).
:- use_module(leaders).
:- use_module(outcome).
:- use_module(reinforcement_territory).
:- use_module(rules, [state_error/2]).
:- use_module(validate).
:- use_module(view).

% Why no cheat can be used now: no game, or the game is over.
cheat_error(Error) :-
    (   \+ current_state(_)
    ->  Error = no_game
    ;   current_state(State),
        state_phase(State, over(Winner))
    ->  (   Winner == draw
        ->  Error = game_drawn
        ;   Error = game_over(Winner)
        )
    ).

% The cheat's new state becomes the running game's, and its events are
% told; unless it is no position a save would load (state_error/2, say a
% claiming with nothing left to claim after cheatTake of the last free
% territory): that cheat is refused, since the game could not go on, nor
% its autosave be resumed. A territory added to map.pl after the game
% began has no owner and breaks nothing (cheatTake gives it).
cheat_done(State, Events) :-
    (   state_error(State, Error)
    ->  refuse(cheat_breaks_game(message(Error)))
    ;   set_current_state(State),
        tell_events(Events)
    ).

%% cheatTroops(+Territory, +N) is det.
cheatTroops(Territory0, N) :-
    typed_code(Territory0, Territory),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   territory_error(Territory, Error)
    ->  refuse(Error)
    ;   troops_error(N, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        \+ territory_owner(State0, Territory, _)
    ->  refuse(cheat_unclaimed(Territory))
    ;   current_state(State0),
        territory_troops(State0, Territory, N0),
        max_troops(Max),
        N0 + N > Max
    ->  refuse(territory_full(Territory, Max))
    ;   current_state(State0),
        add_territory_troops(State0, Territory, N, State),
        territory_troops(State, Territory, N1),
        cheat_done(State, [cheat_troops(Territory, N, N1)])
    ).

%% cheatReserve(+Player, +N) is det.
cheatReserve(Player0, N) :-
    typed_player(Player0, Player),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   troops_error(N, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        player_out(State0, Player)
    ->  refuse(player_is_out(Player))
    ;   current_state(State0),
        player_reserve(State0, Player, R0),
        max_troops(Max),
        R0 + N > Max
    ->  refuse(reserve_full(Player, Max))
    ;   current_state(State0),
        add_player_reserve(State0, Player, N, State),
        player_reserve(State, Player, R),
        cheat_done(State, [cheat_reserve(Player, N, R)])
    ).

%% cheatTake(+Territory) is det.
cheatTake(Territory0) :-
    typed_code(Territory0, Territory),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   territory_error(Territory, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        state_player(State0, Player),
        territory_owner(State0, Territory, Player)
    ->  refuse(cheat_already_yours(Territory))
    ;   current_state(State0),
        state_player(State0, Player),
        (   territory_owner(State0, Territory, Defender)
        ->  territory_troops(State0, Territory, Troops),
            take_territory(State0, Territory, Player, Troops, State1),
            phrase(territory_taken(Player, Territory, Defender, State1, State), Events)
        ;   take_territory(State0, Territory, Player, 1, State),
            Events = []
        ),
        cheat_done(State, [cheat_take(Player, Territory)|Events])
    ).

%% cheatCard(+Card) is det.
cheatCard(Card) :-
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   \+ ( atom(Card), risk_card(Card, _) )
    ->  findall(C, risk_card(C, _), Cards),
        refuse(cheat_unknown(name(Card), list(Cards)))
    ;   current_state(State0),
        state_player(State0, Player),
        phrase(card_effect(Player, Card, _-[], State0, State), Events),
        cheat_done(State, [card_drawn(Player, card(Card))|Events])
    ).

%% cheatLeader(+Player, +Leader) is det.
cheatLeader(Player0, Leader) :-
    typed_player(Player0, Player),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   \+ ( atom(Leader), world_leader(Leader) )
    ->  findall(L, world_leader(L), Leaders),
        refuse(cheat_unknown(name(Leader), list(Leaders)))
    ;   current_state(State0),
        player_leader(State0, Player, Held)
    ->  refuse(cheat_has_leader(Player, leader(Held)))
    ;   current_state(State0),
        set_player_leader(State0, Player, Leader, State),
        cheat_done(State, [leader_gained(Player, leader(Leader))])
    ).

%% cheatReinforcementTerritory(+Player) is det.
%
%  Player receives a reinforcement territory, within the limit of the
%  game (max_reinforcement_territories/1).
cheatReinforcementTerritory(Player0) :-
    typed_player(Player0, Player),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        player_out(State0, Player)
    ->  refuse(player_is_out(Player))
    ;   current_state(State0),
        player_bonus(State0, Player, _)
    ->  refuse(cheat_has_reinforcement_territory(Player))
    ;   current_state(State0),
        reinforcement_territories_given(State0, Given),
        max_reinforcement_territories(Max),
        Given >= Max
    ->  refuse(cheat_reinforcement_territory_limit(Max))
    ;   current_state(State0),
        phrase(grant_reinforcement_territory(Player, State0, State), Events),
        cheat_done(State, Events)
    ).

%% cheatWin(+Player) is det.
cheatWin(Player0) :-
    typed_player(Player0, Player),
    (   cheat_error(Error)
    ->  refuse(Error)
    ;   game_player_error(Player, Error)
    ->  refuse(Error)
    ;   current_state(State0),
        player_out(State0, Player)
    ->  refuse(player_is_out(Player))
    ;   current_state(State0),
        set_phase(State0, over(Player), State),
        cheat_done(State, [world_conquered(Player)])
    ).
