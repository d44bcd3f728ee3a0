/** Cheats, for testing and demonstrations (bonus 4).

Each cheat checks its arguments like a command (a message, nothing
changed, on a bad one) and says what it did. They act in any phase of a
running game that is not over. Dice can also be fixed in advance with the
host's script_dice/1 (`script_dice([6,6,6]).`).

| Cheat                              | Effect                                   |
|------------------------------------|------------------------------------------|
| cheatTroops(Territory, N)          | N more troops on Territory               |
| cheatReserve(Player, N)            | N more troops in Player's reserve        |
| cheatTake(Territory)               | the current player takes Territory       |
| cheatCard(Card)                    | the current player gets risk Card        |
| cheatLeader(Player, Leader)        | Player gains world leader Leader (a      |
|                                    | player has at most one)                  |
| cheatReinforcementTerritory(Player)| Player gets a reinforcement territory    |
| cheatWin(Player)                   | the game ends: Player wins               |
*/
:- module(cheats, [cheatTroops/2,
                   cheatReserve/2,
                   cheatTake/1,
                   cheatCard/1,
                   cheatLeader/2,
                   cheatReinforcementTerritory/1,
                   cheatWin/1]).

:- use_module(library(lists)).
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(risk).
:- use_module(leaders).
:- use_module(outcome).
:- use_module(reinforcement_territory).
:- use_module(validate).
:- use_module(report).

cheat_error(Error) :-
    (   \+ phase(_)
    ->  Error = no_game
    ;   phase(over)
    ->  (   winner(Winner)
        ->  Error = game_over(Winner)
        ;   Error = game_drawn
        )
    ).

%% cheatTroops(+Territory, +N) is det.
cheatTroops(Territory0, N) :-
    typed_code(Territory0, Territory),
    (   cheat_error(Error)
    ->  report(Error)
    ;   territory_error(Territory, Error)
    ->  report(Error)
    ;   troops_error(N, Error)
    ->  report(Error)
    ;   \+ owner(Territory, _)
    ->  report(cheat_unclaimed(Territory))
    ;   troops(Territory, N0),
        N1 is N0 + N,
        set_troops(Territory, N1),
        report(cheat_troops(Territory, N, N1))
    ).

%% cheatReserve(+Player, +N) is det.
cheatReserve(Player0, N) :-
    typed_code(Player0, Player),
    (   cheat_error(Error)
    ->  report(Error)
    ;   player_error(Player, Error)
    ->  report(Error)
    ;   troops_error(N, Error)
    ->  report(Error)
    ;   eliminated(Player)
    ->  report(player_is_out(Player))
    ;   reserve(Player, R0),
        R is R0 + N,
        set_reserve(Player, R),
        report(cheat_reserve(Player, N, R))
    ).

%% cheatTake(+Territory) is det.
cheatTake(Territory0) :-
    typed_code(Territory0, Territory),
    (   cheat_error(Error)
    ->  report(Error)
    ;   territory_error(Territory, Error)
    ->  report(Error)
    ;   current_player(Player),
        owner(Territory, Player)
    ->  report(cheat_already_yours(Territory))
    ;   current_player(Player),
        (   owner(Territory, Defender)
        ->  set_owner(Territory, Player),
            report(cheat_take(Player, Territory)),
            territory_taken(Player, Territory, Defender)
        ;   set_owner(Territory, Player),
            set_troops(Territory, 1),
            report(cheat_take(Player, Territory))
        )
    ).

%% cheatCard(+Card) is det.
cheatCard(Card) :-
    (   cheat_error(Error)
    ->  report(Error)
    ;   \+ ( atom(Card), risk_card(Card, _) )
    ->  findall(C, risk_card(C, _), Cards),
        report(cheat_unknown(name(Card), list(Cards)))
    ;   current_player(Player),
        report(card_drawn(Player, card(Card))),
        apply_card(Player, Card)
    ).

%% cheatLeader(+Player, +Leader) is det.
cheatLeader(Player0, Leader) :-
    typed_code(Player0, Player),
    (   cheat_error(Error)
    ->  report(Error)
    ;   player_error(Player, Error)
    ->  report(Error)
    ;   \+ ( atom(Leader), world_leader(Leader) )
    ->  findall(L, world_leader(L), Leaders),
        report(cheat_unknown(name(Leader), list(Leaders)))
    ;   leader(Player, Held)
    ->  report(cheat_has_leader(Player, leader(Held)))
    ;   add_leader(Player, Leader),
        report(leader_gained(Player, leader(Leader)))
    ).

%% cheatReinforcementTerritory(+Player) is det.
cheatReinforcementTerritory(Player0) :-
    typed_code(Player0, Player),
    (   cheat_error(Error)
    ->  report(Error)
    ;   player_error(Player, Error)
    ->  report(Error)
    ;   eliminated(Player)
    ->  report(player_is_out(Player))
    ;   bonus_territory(Player, _)
    ->  report(cheat_has_reinforcement_territory(Player))
    ;   grant_reinforcement_territory(Player)
    ).

%% cheatWin(+Player) is det.
cheatWin(Player0) :-
    typed_code(Player0, Player),
    (   cheat_error(Error)
    ->  report(Error)
    ;   player_error(Player, Error)
    ->  report(Error)
    ;   eliminated(Player)
    ->  report(player_is_out(Player))
    ;   report(world_conquered(Player)),
        set_winner(Player)
    ).
