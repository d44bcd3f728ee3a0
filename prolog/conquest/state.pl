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
| player_kind(Id, Kind)       | human or cpu(Level), Level easy, normal or hard  |
| game_option(Name, Value)    | a setting of the game (reinforcement_probability)|
| round(N)                    | the round of play, 1 at the first turn           |
| bonus_territory(Id, N)      | the off-map reinforcement territory of Id holds N|
| leader(Id, Leader)          | Id has the world leader napoleon, genghis_khan   |
|                             | or kanye_west                                    |
| eliminated_by(Id, By)       | By took the last territory of Id                 |
| conquest_round(Id, Round)   | Id won a territory in Round                      |

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
                  player_kind/2,
                  game_option/2,
                  round/1,
                  bonus_territory/2,
                  leader/2,
                  eliminated_by/2,
                  conquest_round/2,
                  state_facts/1,
                  restore_state/1,
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
                  set_winner/1,
                  set_player_kind/2,
                  set_game_option/2,
                  set_round/1,
                  set_bonus_territory/2,
                  add_leader/2,
                  set_eliminated_by/2,
                  add_conquest_round/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).

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
:- dynamic(player_kind_/2).
:- dynamic(game_option_/2).
:- dynamic(round_/1).
:- dynamic(bonus_territory_/2).
:- dynamic(leader_/2).
:- dynamic(eliminated_by_/2).
:- dynamic(conquest_round_/2).

%% state_fact(?Name, ?Arity).
%
%  The game is exactly the facts of these predicates (each Name_ in this
%  module): what saveGame writes and loadGame restores.
state_fact(player, 2).
state_fact(turn_order, 1).
state_fact(phase, 1).
state_fact(current_player, 1).
state_fact(owner, 2).
state_fact(troops, 2).
state_fact(reserve, 2).
state_fact(eliminated, 1).
state_fact(winner, 1).
state_fact(action_used, 1).
state_fact(moves_made, 1).
state_fact(effect, 3).
state_fact(player_kind, 2).
state_fact(game_option, 2).
state_fact(round, 1).
state_fact(bonus_territory, 2).
state_fact(leader, 2).
state_fact(eliminated_by, 2).
state_fact(conquest_round, 2).

%% state_facts(-Facts) is det.
%
%  Facts is the whole game as a list of terms such as owner(na1, p1), in the
%  order of state_fact/2, each predicate's facts in their order.
state_facts(Facts) :-
    findall(Fact,
            ( state_fact(Name, Arity),
              functor(Fact, Name, Arity),
              Fact =.. [Name|Args],
              private_name(Name, Private),
              Stored =.. [Private|Args],
              call(Stored)
            ),
            Facts).

%% restore_state(+Facts) is det.
%
%  Replaces the game by Facts, a list as state_facts/1 gives (checked by the
%  caller: only terms of state_fact/2 are taken).
restore_state(Facts) :-
    clear_game,
    forall(( member(Fact, Facts),
             functor(Fact, Name, Arity),
             state_fact(Name, Arity)
           ),
           ( Fact =.. [Name|Args],
             private_name(Name, Private),
             Stored =.. [Private|Args],
             assertz(Stored)
           )).

private_name(Name, Private) :-
    atom_concat(Name, '_', Private).

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

%% player_kind(?Player, ?Kind).
%
%  Player is played by Kind: human, or cpu(Level) with Level easy, normal or
%  hard. A player without a kind fact is human.
player_kind(Player, Kind) :-
    player_(Player, _),
    (   player_kind_(Player, Kind0)
    ->  Kind = Kind0
    ;   Kind = human
    ).

%% game_option(?Name, ?Value).
%
%  The game was started with option Name set to Value.
game_option(Name, Value) :-
    game_option_(Name, Value).

%% round(?N).
%
%  Play is in round N (a round ends when the turn passes the end of the order).
round(N) :-
    round_(N).

%% bonus_territory(?Player, ?Troops).
%
%  Player has an off-map reinforcement territory holding Troops.
bonus_territory(Player, Troops) :-
    bonus_territory_(Player, Troops).

%% leader(?Player, ?Leader).
%
%  Player has gained the world leader Leader.
leader(Player, Leader) :-
    leader_(Player, Leader).

%% eliminated_by(?Player, ?By).
%
%  By took Player's last territory.
eliminated_by(Player, By) :-
    eliminated_by_(Player, By).

%% conquest_round(?Player, ?Round).
%
%  Player took at least one territory in Round.
conquest_round(Player, Round) :-
    conquest_round_(Player, Round).

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
    retractall(effect_(_, _, _)),
    retractall(player_kind_(_, _)),
    retractall(game_option_(_, _)),
    retractall(round_(_)),
    retractall(bonus_territory_(_, _)),
    retractall(leader_(_, _)),
    retractall(eliminated_by_(_, _)),
    retractall(conquest_round_(_, _)).

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

%% set_player_kind(+Player, +Kind) is det.
set_player_kind(Player, Kind) :-
    retractall(player_kind_(Player, _)),
    assertz(player_kind_(Player, Kind)).

%% set_game_option(+Name, +Value) is det.
set_game_option(Name, Value) :-
    retractall(game_option_(Name, _)),
    assertz(game_option_(Name, Value)).

%% set_round(+N) is det.
set_round(N) :-
    retractall(round_(_)),
    assertz(round_(N)).

%% set_bonus_territory(+Player, +Troops) is det.
set_bonus_territory(Player, Troops) :-
    retractall(bonus_territory_(Player, _)),
    assertz(bonus_territory_(Player, Troops)).

%% add_leader(+Player, +Leader) is det.
add_leader(Player, Leader) :-
    (   leader_(Player, Leader)
    ->  true
    ;   assertz(leader_(Player, Leader))
    ).

%% set_eliminated_by(+Player, +By) is det.
set_eliminated_by(Player, By) :-
    retractall(eliminated_by_(Player, _)),
    assertz(eliminated_by_(Player, By)).

%% add_conquest_round(+Player, +Round) is det.
add_conquest_round(Player, Round) :-
    (   conquest_round_(Player, Round)
    ->  true
    ;   assertz(conquest_round_(Player, Round))
    ).
