/** The current game: the only module that asserts or retracts.

The game is a handful of dynamic facts. The query interface (player/2,
owner/2, troops/2, current_player/1, reserve/2) is what users, tests and
the other modules read; the setters below are the only way to change it.

| Relation                    | Meaning                                          |
|-----------------------------|--------------------------------------------------|
| player(Id, Name)            | players p1..p4 in name-entry order               |
| turn_order(Ids)             | the order of play, decided by the dice           |
| phase(Phase)                | claiming, placing, playing or over               |
| current_player(Id)          | whose turn it is (also during setup)             |
| owner(Territory, Id)        | who holds a territory                            |
| troops(Territory, N)        | troops on a territory                            |
| reserve(Id, N)              | troops not yet placed or drafted                 |
| eliminated(Id)              | the player is out of the game                    |
| winner(Id)                  | the player holds the whole map                   |
| action_used(Action)         | attack or risk already used this turn            |
| moves_made(N)               | moves made this turn                             |
| effect(Id, Card, Expiry)    | an active risk card; Expiry is until_next_turn   |
|                             | or next_reinforcements                           |

No game is running when phase/1 fails. The facts themselves are private
(player_/2, owner_/2, ...): in Scryer 0.10 a module importing a dynamic
predicate does not see later assertz/retract, so the exported relations
are static rules over them.
*/
:- module(state, [player/2,
                  turn_order/1,
                  phase/1,
                  current_player/1,
                  owner/2,
                  troops/2,
                  reserve/2,
                  eliminated/1,
                  winner/1,
                  action_used/1,
                  moves_made/1,
                  effect/3,
                  new_game/3,
                  set_phase/1,
                  set_current_player/1,
                  set_owner/2,
                  set_troops/2,
                  set_reserve/2,
                  set_action_used/1,
                  set_moves_made/1,
                  clear_turn/0,
                  add_effect/3,
                  remove_effects/1,
                  set_eliminated/1,
                  set_winner/1]).

:- use_module(library(lists)).

:- dynamic(player_/2).
:- dynamic(turn_order_/1).
:- dynamic(phase_/1).
:- dynamic(current_player_/1).
:- dynamic(owner_/2).
:- dynamic(troops_/2).
:- dynamic(reserve_/2).
:- dynamic(eliminated_/1).
:- dynamic(winner_/1).
:- dynamic(action_used_/1).
:- dynamic(moves_made_/1).
:- dynamic(effect_/3).

%% player(?Id, ?Name).
%
%  Player Id (p1..p4, in name-entry order) is called Name.
player(Id, Name) :-
    player_(Id, Name).

%% turn_order(?Players).
%
%  Players is the list of player ids in the order of play.
turn_order(Players) :-
    turn_order_(Players).

%% phase(?Phase).
%
%  The game is in Phase: claiming, placing, playing or over. Fails when no
%  game has been started.
phase(Phase) :-
    phase_(Phase).

%% current_player(?Player).
%
%  It is Player's turn (to claim, to place or to play).
current_player(Player) :-
    current_player_(Player).

%% owner(?Territory, ?Player).
%
%  Player holds Territory. An unclaimed territory has no owner.
owner(Territory, Player) :-
    owner_(Territory, Player).

%% troops(?Territory, ?N).
%
%  N troops stand on Territory (claimed territories only).
troops(Territory, N) :-
    troops_(Territory, N).

%% reserve(?Player, ?N).
%
%  Player has N troops not yet placed (setup) or drafted (play).
reserve(Player, N) :-
    reserve_(Player, N).

%% eliminated(?Player).
%
%  Player has lost all its territories and is out of the game.
eliminated(Player) :-
    eliminated_(Player).

%% winner(?Player).
%
%  Player holds the whole map: the game is over.
winner(Player) :-
    winner_(Player).

%% action_used(?Action).
%
%  Action (attack or risk) has been used in the current turn.
action_used(Action) :-
    action_used_(Action).

%% moves_made(?N).
%
%  N moves have been made in the current turn.
moves_made(N) :-
    moves_made_(N).

%% effect(?Player, ?Card, ?Expiry).
%
%  Risk Card is active for Player until Expiry (until_next_turn or
%  next_reinforcements); both expire when Player's next turn starts.
effect(Player, Card, Expiry) :-
    effect_(Player, Card, Expiry).

%% new_game(+Names, +Order, +Troops) is det.
%
%  Replaces any game by a new one: players p1.. named Names in order, turn
%  order Order (a permutation of the ids), Troops initial troops each, the
%  claiming phase, and the first player of Order to move.
new_game(Names, Order, Troops) :-
    clear_game,
    foldl(assert_player(Troops), Names, 1, _),
    assertz(turn_order_(Order)),
    Order = [First|_],
    assertz(current_player_(First)),
    assertz(phase_(claiming)),
    assertz(moves_made_(0)).

assert_player(Troops, Name, I, I1) :-
    number_codes(I, Codes),
    atom_codes(Id, [0'p|Codes]),
    assertz(player_(Id, Name)),
    assertz(reserve_(Id, Troops)),
    I1 is I + 1.

clear_game :-
    retractall(player_(_, _)),
    retractall(turn_order_(_)),
    retractall(phase_(_)),
    retractall(current_player_(_)),
    retractall(owner_(_, _)),
    retractall(troops_(_, _)),
    retractall(reserve_(_, _)),
    retractall(eliminated_(_)),
    retractall(winner_(_)),
    retractall(action_used_(_)),
    retractall(moves_made_(_)),
    retractall(effect_(_, _, _)).

%% set_phase(+Phase) is det.
set_phase(Phase) :-
    retractall(phase_(_)),
    assertz(phase_(Phase)).

%% set_current_player(+Player) is det.
set_current_player(Player) :-
    retractall(current_player_(_)),
    assertz(current_player_(Player)).

%% set_owner(+Territory, +Player) is det.
set_owner(Territory, Player) :-
    retractall(owner_(Territory, _)),
    assertz(owner_(Territory, Player)).

%% set_troops(+Territory, +N) is det.
set_troops(Territory, N) :-
    retractall(troops_(Territory, _)),
    assertz(troops_(Territory, N)).

%% set_reserve(+Player, +N) is det.
set_reserve(Player, N) :-
    retractall(reserve_(Player, _)),
    assertz(reserve_(Player, N)).

%% set_action_used(+Action) is det.
%
%  Action (attack or risk) cannot be used again this turn.
set_action_used(Action) :-
    retractall(action_used_(Action)),
    assertz(action_used_(Action)).

%% set_moves_made(+N) is det.
set_moves_made(N) :-
    retractall(moves_made_(_)),
    assertz(moves_made_(N)).

%% clear_turn is det.
%
%  Forgets what was done in the turn: attack, risk and moves are free again.
clear_turn :-
    retractall(action_used_(_)),
    set_moves_made(0).

%% add_effect(+Player, +Card, +Expiry) is det.
add_effect(Player, Card, Expiry) :-
    assertz(effect_(Player, Card, Expiry)).

%% remove_effects(+Player) is det.
%
%  Player's risk card effects expire.
remove_effects(Player) :-
    retractall(effect_(Player, _, _)).

%% set_eliminated(+Player) is det.
%
%  Player is out: its reserve and its effects are lost.
set_eliminated(Player) :-
    assertz(eliminated_(Player)),
    set_reserve(Player, 0),
    remove_effects(Player).

%% set_winner(+Player) is det.
%
%  Player has won: the game is over.
set_winner(Player) :-
    retractall(winner_(_)),
    assertz(winner_(Player)),
    set_phase(over).
