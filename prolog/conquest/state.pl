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
                  game_checkpoint/1,
                  game_rollback/1,
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
:- use_module(library(charsio)).

% The game is kept in global variables (bb_put/2), not in dynamic facts:
% Scryer 0.10 never frees the code of a retracted clause (about 3.5 KB for
% every assertz; 300 000 updates of one fact grew the process to 2 GB, and a
% long simulation ran out of memory), while an overwritten global value is
% freed. Each kind of fact keeps the order assertz and retract would give it,
% because what iterates over the facts (the computer players, saves) sees it.

%% keyed_fact(?Name).
%
%  Facts Name(Key, Value) have one Value per Key, found without a scan.
keyed_fact(player).
keyed_fact(owner).
keyed_fact(troops).
keyed_fact(reserve).
keyed_fact(player_kind).
keyed_fact(game_option).
keyed_fact(bonus_territory).
keyed_fact(eliminated_by).

% slot_(Key, Name, Slot): the global variable holding Name(Key, _). Created
% once per pair, never retracted.
:- dynamic(slot_/3).

% stored(?Fact): Fact is in the game (as calling a dynamic fact).
stored(Fact) :-
    functor(Fact, Name, _),
    (   keyed_fact(Name)
    ->  Fact =.. [Name, Key, Value],
        (   nonvar(Key)
        ->  slot_(Key, Name, Slot),
            !,
            bb_get(Slot, some(Value))
        ;   kind_value(keys, Name, Keys),
            member(Key, Keys),
            slot_(Key, Name, Slot),
            bb_get(Slot, some(Value))
        )
    ;   kind_value(facts, Name, Facts),
        member(Fact, Facts)
    ).

% store(+Fact): as assertz(Fact); a keyed fact replaces the one of its key.
store(Fact) :-
    functor(Fact, Name, _),
    (   keyed_fact(Name)
    ->  Fact =.. [Name, Key, Value],
        key_slot(Key, Name, Slot),
        state_put(Slot, some(Value)),
        kind_value(keys, Name, Keys0),
        without(Keys0, Key, Keys1),
        append(Keys1, [Key], Keys),
        put_kind_value(keys, Name, Keys)
    ;   kind_value(facts, Name, Facts0),
        append(Facts0, [Fact], Facts),
        put_kind_value(facts, Name, Facts)
    ).

% unstore(+Pattern): as retractall(Pattern).
unstore(Pattern) :-
    functor(Pattern, Name, _),
    (   keyed_fact(Name)
    ->  Pattern =.. [Name, Key, Value],
        kind_value(keys, Name, Keys0),
        (   nonvar(Key)
        ->  (   slot_(Key, Name, Slot),
                bb_get(Slot, some(Value0)),
                \+ Value0 \= Value
            ->  state_put(Slot, none),
                without(Keys0, Key, Keys)
            ;   Keys = Keys0
            )
        ;   findall(K, ( member(K, Keys0),
                         slot_(K, Name, Slot),
                         \+ ( K = Key, bb_get(Slot, some(Value)) ) ),
                    Keys),
            forall(( member(K, Keys0),
                     \+ memberchk(K, Keys),
                     slot_(K, Name, Slot) ),
                   state_put(Slot, none))
        ),
        put_kind_value(keys, Name, Keys)
    ;   kind_value(facts, Name, Facts0),
        findall(F, ( member(F, Facts0), F \= Pattern ), Facts),
        put_kind_value(facts, Name, Facts)
    ).

% without(+Xs, +X, -Ys): Ys is Xs without X (keys are unique).
without([], _, []).
without([Y|Ys], X, Zs) :-
    (   Y == X
    ->  Zs = Ys
    ;   Zs = [Y|Zs1],
        without(Ys, X, Zs1)
    ).

key_slot(Key, Name, Slot) :-
    (   slot_(Key, Name, Slot0)
    ->  Slot = Slot0
    ;   format_slot_name(Name, Key, Slot0),
        assertz(slot_(Key, Name, Slot0)),
        Slot = Slot0
    ).

% (atom_concat/3, not double-quoted text: the rules also load under SWI,
% where "..." is a string.)
format_slot_name(Name, Key, Slot) :-
    (   atom(Key)
    ->  KeyAtom = Key
    ;   write_term_to_chars(Key, [quoted(true)], KeyChars),
        atom_chars(KeyAtom, KeyChars)
    ),
    atom_concat('conquest:', Name, A),
    atom_concat(A, ':', B),
    atom_concat(B, KeyAtom, Slot).

kind_value(What, Name, Value) :-
    kind_variable(What, Name, Variable),
    (   bb_get(Variable, Value0)
    ->  Value = Value0
    ;   Value = []
    ).

put_kind_value(What, Name, Value) :-
    kind_variable(What, Name, Variable),
    state_put(Variable, Value).

kind_variable(What, Name, Variable) :-
    atom_concat('conquest:', What, A),
    atom_concat(A, ':', B),
    atom_concat(B, Name, Variable).

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
              stored(Fact)
            ),
            Facts).

%% game_checkpoint(-Facts) is det.
%% game_rollback(+Facts) is det.
%
%  The toplevel takes a checkpoint before each query and rolls the game back
%  to it when the query raises an error or runs away, so a failing command
%  never leaves half of its changes behind.
%  Cheap: the checkpoint starts a journal of the first old value of every
%  global variable of the game that changes (state_put/2), and rolling back
%  puts those values back.
game_checkpoint(journal) :-
    bb_put('conquest:journal', on([])).

game_rollback(journal) :-
    (   bb_get('conquest:journal', on(Entries))
    ->  bb_put('conquest:journal', off),
        forall(member(Variable-Old, Entries), restore_variable(Variable, Old))
    ;   true
    ).

restore_variable(Variable, Old) :-
    (   Old = value(Value)
    ->  bb_put(Variable, Value)
    ;   slot_(_, _, Variable)
    ->  bb_put(Variable, none)
    ;   bb_put(Variable, [])
    ).

% state_put(+Variable, +Value): bb_put/2 for the game's variables, noting
% the old value in the journal when one is open.
state_put(Variable, Value) :-
    (   bb_get('conquest:journal', on(Entries)),
        \+ memberchk(Variable-_, Entries)
    ->  (   bb_get(Variable, Old)
        ->  Entry = Variable-value(Old)
        ;   Entry = Variable-absent
        ),
        bb_put('conquest:journal', on([Entry|Entries]))
    ;   true
    ),
    bb_put(Variable, Value).

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
           store(Fact)).

%% player(?Id, ?Name).
%
%  Player Id (p1..p4, in name-entry order) is called Name.
player(Id, Name) :-
    stored(player(Id, Name)).

%% turn_order(?Players).
%
%  Players is the list of player ids in the order of play.
turn_order(Players) :-
    stored(turn_order(Players)).

%% phase(?Phase).
%
%  The game is in Phase: claiming, placing, playing or over. Fails when no
%  game has been started.
phase(Phase) :-
    stored(phase(Phase)).

%% current_player(?Player).
%
%  It is Player's turn (to claim, to place or to play).
current_player(Player) :-
    stored(current_player(Player)).

%% owner(?Territory, ?Player).
%
%  Player holds Territory. An unclaimed territory has no owner.
owner(Territory, Player) :-
    stored(owner(Territory, Player)).

%% troops(?Territory, ?N).
%
%  N troops stand on Territory (claimed territories only).
troops(Territory, N) :-
    stored(troops(Territory, N)).

%% reserve(?Player, ?N).
%
%  Player has N troops not yet placed (setup) or drafted (play).
reserve(Player, N) :-
    stored(reserve(Player, N)).

%% eliminated(?Player).
%
%  Player has lost all its territories and is out of the game.
eliminated(Player) :-
    stored(eliminated(Player)).

%% winner(?Player).
%
%  Player holds the whole map: the game is over.
winner(Player) :-
    stored(winner(Player)).

%% action_used(?Action).
%
%  Action (attack or risk) has been used in the current turn.
action_used(Action) :-
    stored(action_used(Action)).

%% moves_made(?N).
%
%  N moves have been made in the current turn.
moves_made(N) :-
    stored(moves_made(N)).

%% effect(?Player, ?Card, ?Expiry).
%
%  Risk Card is active for Player until Expiry (until_next_turn or
%  next_reinforcements); both expire when Player's next turn starts.
effect(Player, Card, Expiry) :-
    stored(effect(Player, Card, Expiry)).

%% player_kind(?Player, ?Kind).
%
%  Player is played by Kind: human, or cpu(Level) with Level easy, normal or
%  hard. A player without a kind fact is human.
player_kind(Player, Kind) :-
    stored(player(Player, _)),
    (   stored(player_kind(Player, Kind0))
    ->  Kind = Kind0
    ;   Kind = human
    ).

%% game_option(?Name, ?Value).
%
%  The game was started with option Name set to Value.
game_option(Name, Value) :-
    stored(game_option(Name, Value)).

%% round(?N).
%
%  Play is in round N (a round ends when the turn passes the end of the order).
round(N) :-
    stored(round(N)).

%% bonus_territory(?Player, ?Troops).
%
%  Player has an off-map reinforcement territory holding Troops.
bonus_territory(Player, Troops) :-
    stored(bonus_territory(Player, Troops)).

%% leader(?Player, ?Leader).
%
%  Player has gained the world leader Leader.
leader(Player, Leader) :-
    stored(leader(Player, Leader)).

%% eliminated_by(?Player, ?By).
%
%  By took Player's last territory.
eliminated_by(Player, By) :-
    stored(eliminated_by(Player, By)).

%% conquest_round(?Player, ?Round).
%
%  Player took at least one territory in Round.
conquest_round(Player, Round) :-
    stored(conquest_round(Player, Round)).

%% new_game(+Names, +Order, +Troops) is det.
%
%  Replaces any game by a new one: players p1.. named Names in order, turn
%  order Order (a permutation of the ids), Troops initial troops each, the
%  claiming phase, and the first player of Order to move.
new_game(Names, Order, Troops) :-
    clear_game,
    foldl(assert_player(Troops), Names, 1, _),
    store(turn_order(Order)),
    Order = [First|_],
    store(current_player(First)),
    store(phase(claiming)),
    store(moves_made(0)).

assert_player(Troops, Name, I, I1) :-
    number_codes(I, Codes),
    atom_codes(Id, [0'p|Codes]),
    store(player(Id, Name)),
    store(reserve(Id, Troops)),
    I1 is I + 1.

clear_game :-
    unstore(player(_, _)),
    unstore(turn_order(_)),
    unstore(phase(_)),
    unstore(current_player(_)),
    unstore(owner(_, _)),
    unstore(troops(_, _)),
    unstore(reserve(_, _)),
    unstore(eliminated(_)),
    unstore(winner(_)),
    unstore(action_used(_)),
    unstore(moves_made(_)),
    unstore(effect(_, _, _)),
    unstore(player_kind(_, _)),
    unstore(game_option(_, _)),
    unstore(round(_)),
    unstore(bonus_territory(_, _)),
    unstore(leader(_, _)),
    unstore(eliminated_by(_, _)),
    unstore(conquest_round(_, _)).

%% set_phase(+Phase) is det.
set_phase(Phase) :-
    unstore(phase(_)),
    store(phase(Phase)).

%% set_current_player(+Player) is det.
set_current_player(Player) :-
    unstore(current_player(_)),
    store(current_player(Player)).

%% set_owner(+Territory, +Player) is det.
set_owner(Territory, Player) :-
    store(owner(Territory, Player)).

%% set_troops(+Territory, +N) is det.
set_troops(Territory, N) :-
    store(troops(Territory, N)).

%% set_reserve(+Player, +N) is det.
set_reserve(Player, N) :-
    store(reserve(Player, N)).

%% set_action_used(+Action) is det.
%
%  Action (attack or risk) cannot be used again this turn.
set_action_used(Action) :-
    unstore(action_used(Action)),
    store(action_used(Action)).

%% set_moves_made(+N) is det.
set_moves_made(N) :-
    unstore(moves_made(_)),
    store(moves_made(N)).

%% clear_turn is det.
%
%  Forgets what was done in the turn: attack, risk and moves are free again.
clear_turn :-
    unstore(action_used(_)),
    set_moves_made(0).

%% add_effect(+Player, +Card, +Expiry) is det.
add_effect(Player, Card, Expiry) :-
    store(effect(Player, Card, Expiry)).

%% remove_effects(+Player) is det.
%
%  Player's risk card effects expire.
remove_effects(Player) :-
    unstore(effect(Player, _, _)).

%% set_eliminated(+Player) is det.
%
%  Player is out: its reserve and its effects are lost.
set_eliminated(Player) :-
    store(eliminated(Player)),
    set_reserve(Player, 0),
    remove_effects(Player).

%% set_winner(+Player) is det.
%
%  Player has won: the game is over.
set_winner(Player) :-
    unstore(winner(_)),
    store(winner(Player)),
    set_phase(over).

%% set_player_kind(+Player, +Kind) is det.
set_player_kind(Player, Kind) :-
    store(player_kind(Player, Kind)).

%% set_game_option(+Name, +Value) is det.
set_game_option(Name, Value) :-
    store(game_option(Name, Value)).

%% set_round(+N) is det.
set_round(N) :-
    unstore(round(_)),
    store(round(N)).

%% set_bonus_territory(+Player, +Troops) is det.
set_bonus_territory(Player, Troops) :-
    store(bonus_territory(Player, Troops)).

%% add_leader(+Player, +Leader) is det.
add_leader(Player, Leader) :-
    (   stored(leader(Player, Leader))
    ->  true
    ;   store(leader(Player, Leader))
    ).

%% set_eliminated_by(+Player, +By) is det.
set_eliminated_by(Player, By) :-
    store(eliminated_by(Player, By)).

%% add_conquest_round(+Player, +Round) is det.
add_conquest_round(Player, Round) :-
    (   stored(conquest_round(Player, Round))
    ->  true
    ;   store(conquest_round(Player, Round))
    ).
