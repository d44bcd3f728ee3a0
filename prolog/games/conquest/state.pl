/** The state of a game of Global Conquest, as one term, and its parts.

    conquest(Phase, Player, Order, Turn, Round, Map, Players, Effects, Options)

- Phase is start (nobody has rolled for the turn order yet), claiming,
  placing, playing, or over(Winner) with Winner a player or draw;
- Player is the player to move;
- Order is the turn order, a list of player ids;
- Turn is turn(Used, Moves, Pending): the actions used this turn (attack,
  risk) in the order used, the number of moves made, and what the rules
  wait for: none, move_in(From, To, Sent, Extra) after a won battle (how
  many troops move in), or begin_round (the draws of a round's start,
  before Player's turn begins);
- Round is 0 before play, then the number of the round;
- Map holds Territory-Owner-Troops for every claimed territory, in the
  order the territories were taken (a conquered one moves to the end, as
  the last taken);
- Players holds player(Id, Reserve, Bonus, Leader, Status, Conquests) for
  every player, in id order: Reserve the troops not yet placed or drafted,
  Bonus none or the troops in its reinforcement territory, Leader none or
  its world leader, Status alive or out(By) (By took its last territory),
  Conquests the rounds in which it took a territory, in order;
- Effects holds effect(Player, Card, Expiry) for every risk card in effect,
  in the order they were drawn;
- Options is options(Probability, MaxRounds): the chance of a
  reinforcement territory each round, and none or the round limit.

Every relation here is pure: the rules read and change a state only
through them, and nothing outside this module knows the term's shape.
*/
:- module(conquest_state, [initial_state/3,
                           state_phase/2,
                           set_phase/3,
                           state_player/2,
                           set_player/3,
                           state_order/2,
                           set_order/3,
                           action_used/2,
                           actions_used/2,
                           set_action_used/3,
                           moves_made/2,
                           set_moves_made/3,
                           clear_turn/2,
                           pending/2,
                           set_pending/3,
                           round_number/2,
                           set_round_number/3,
                           state_map/2,
                           territory_owner/3,
                           territory_troops/3,
                           territory_holding/4,
                           set_territory_troops/4,
                           add_territory_troops/4,
                           take_territory/5,
                           state_players/2,
                           player_reserve/3,
                           set_player_reserve/4,
                           add_player_reserve/4,
                           player_bonus/3,
                           set_player_bonus/4,
                           player_leader/3,
                           set_player_leader/4,
                           player_out/2,
                           player_out_by/3,
                           eliminate_player/4,
                           conquest_round/3,
                           add_conquest_round/4,
                           state_effects/2,
                           player_effect/4,
                           add_effect/5,
                           remove_effects/3,
                           state_options/2,
                           option_probability/2,
                           option_max_rounds/2]).

:- use_module(library(lists)).

%% initial_state(+Players, +Options, -State) is det.
%
%  State is a game of Players (p1, p2, ...) before anybody has rolled for
%  the turn order: no territory claimed, each player's Reserve troops
%  still to place, Options as options(Probability, MaxRounds).
%
%  ?- initial_state([p1, p2], options(0.1, none), _S), state_phase(_S, Ph),
%     state_players(_S, Ps).
%     Ph = start, Ps = [p1, p2].
initial_state(Players, Options, conquest(start, First, Players, turn([], 0, none), 0, [], Records, [], Options)) :-
    Players = [First|_],
    findall(player(P, 0, none, none, alive, []), member(P, Players), Records).

%% state_phase(+State, -Phase) is det.
state_phase(State, Phase) :-
    arg(1, State, Phase).

%% set_phase(+State0, +Phase, -State) is det.
set_phase(State0, Phase, State) :-
    setarg_copy(1, State0, Phase, State).

%% state_player(+State, -Player) is det.
%
%  Player is to move.
state_player(State, Player) :-
    arg(2, State, Player).

%% set_player(+State0, +Player, -State) is det.
set_player(State0, Player, State) :-
    setarg_copy(2, State0, Player, State).

%% state_order(+State, -Order) is det.
%
%  Order is the turn order.
state_order(State, Order) :-
    arg(3, State, Order).

%% set_order(+State0, +Order, -State) is det.
set_order(State0, Order, State) :-
    setarg_copy(3, State0, Order, State).

%% action_used(+State, ?Action) is semidet.
%
%  Action (attack or risk) was used in the current turn.
action_used(State, Action) :-
    arg(4, State, turn(Used, _, _)),
    memberchk(Action, Used).

%% actions_used(+State, -Used) is det.
%
%  Used lists the actions used this turn, in the order used.
actions_used(State, Used) :-
    arg(4, State, turn(Used, _, _)).

%% set_action_used(+State0, +Action, -State) is det.
%
%  Action cannot be used again this turn (it becomes the last one used).
set_action_used(State0, Action, State) :-
    arg(4, State0, turn(Used0, Moves, Pending)),
    findall(A, ( member(A, Used0), A \== Action ), Used1),
    append(Used1, [Action], Used),
    setarg_copy(4, State0, turn(Used, Moves, Pending), State).

%% moves_made(+State, -N) is det.
%
%  N moves have been made in the current turn.
moves_made(State, N) :-
    arg(4, State, turn(_, N, _)).

%% set_moves_made(+State0, +N, -State) is det.
set_moves_made(State0, N, State) :-
    arg(4, State0, turn(Used, _, Pending)),
    setarg_copy(4, State0, turn(Used, N, Pending), State).

%% clear_turn(+State0, -State) is det.
%
%  A new turn: attack, risk and moves are free again.
clear_turn(State0, State) :-
    arg(4, State0, turn(_, _, Pending)),
    setarg_copy(4, State0, turn([], 0, Pending), State).

%% pending(+State, -Pending) is det.
%
%  The rules wait for Pending: none, move_in(From, To, Sent, Extra) or
%  begin_round.
pending(State, Pending) :-
    arg(4, State, turn(_, _, Pending)).

%% set_pending(+State0, +Pending, -State) is det.
set_pending(State0, Pending, State) :-
    arg(4, State0, turn(Used, Moves, _)),
    setarg_copy(4, State0, turn(Used, Moves, Pending), State).

%% round_number(+State, -Round) is det.
%
%  Play is in round Round (0 before the first turn of play).
round_number(State, Round) :-
    arg(5, State, Round).

%% set_round_number(+State0, +Round, -State) is det.
set_round_number(State0, Round, State) :-
    setarg_copy(5, State0, Round, State).

%% state_map(+State, -Map) is det.
%
%  Map lists Territory-Owner-Troops for every claimed territory, in the
%  order they were taken.
state_map(State, Map) :-
    arg(6, State, Map).

%% territory_owner(+State, ?Territory, ?Owner) is nondet.
%
%  Owner holds Territory. With Territory unbound, in the order taken.
territory_owner(State, Territory, Owner) :-
    arg(6, State, Map),
    (   atom(Territory)
    ->  memberchk(Territory-Owner0-_, Map),
        Owner = Owner0
    ;   member(Territory-Owner-_, Map)
    ).

%% territory_troops(+State, ?Territory, ?Troops) is nondet.
%
%  Troops stand on the claimed Territory.
territory_troops(State, Territory, Troops) :-
    arg(6, State, Map),
    (   atom(Territory)
    ->  memberchk(Territory-_-Troops0, Map),
        Troops = Troops0
    ;   member(Territory-_-Troops, Map)
    ).

%% territory_holding(+State, +Territory, -Owner, -Troops) is semidet.
%
%  Owner holds the claimed Territory with Troops on it: territory_owner/3
%  and territory_troops/3 in one look through the map.
territory_holding(State, Territory, Owner, Troops) :-
    arg(6, State, Map),
    memberchk(Territory-Owner0-Troops0, Map),
    Owner = Owner0,
    Troops = Troops0.

%% set_territory_troops(+State0, +Territory, +Troops, -State) is det.
%
%  Troops stand on Territory, which keeps its owner and its place.
set_territory_troops(State0, Territory, Troops, State) :-
    arg(6, State0, Map0),
    replace_troops(Map0, Territory, Troops, Map),
    setarg_copy(6, State0, Map, State).

replace_troops([T-O-N0|Map0], Territory, Troops, Map) :-
    (   T == Territory
    ->  Map = [T-O-Troops|Map0]
    ;   Map = [T-O-N0|Map1],
        replace_troops(Map0, Territory, Troops, Map1)
    ).

%% add_territory_troops(+State0, +Territory, +Delta, -State) is det.
%
%  Delta troops more (or fewer, when negative) stand on Territory.
add_territory_troops(State0, Territory, Delta, State) :-
    territory_troops(State0, Territory, N0),
    N is N0 + Delta,
    set_territory_troops(State0, Territory, N, State).

%% take_territory(+State0, +Territory, +Owner, +Troops, -State) is det.
%
%  Owner takes Territory (claimed or conquered) with Troops on it; it
%  becomes the last territory taken.
take_territory(State0, Territory, Owner, Troops, State) :-
    arg(6, State0, Map0),
    (   select(Territory-_-_, Map0, Map1)
    ->  true
    ;   Map1 = Map0
    ),
    append(Map1, [Territory-Owner-Troops], Map),
    setarg_copy(6, State0, Map, State).

%% state_players(+State, -Players) is det.
%
%  Players are the ids of the players, p1 first.
state_players(State, Players) :-
    arg(7, State, Records),
    findall(P, member(player(P, _, _, _, _, _), Records), Players).

%% player_reserve(+State, ?Player, ?Reserve) is nondet.
%
%  Player has Reserve troops not yet placed or drafted.
player_reserve(State, Player, Reserve) :-
    player_record(State, Player, player(_, Reserve, _, _, _, _)).

%% set_player_reserve(+State0, +Player, +Reserve, -State) is det.
set_player_reserve(State0, Player, Reserve, State) :-
    update_player(State0, Player, 2, Reserve, State).

%% add_player_reserve(+State0, +Player, +Delta, -State) is det.
add_player_reserve(State0, Player, Delta, State) :-
    player_reserve(State0, Player, R0),
    R is R0 + Delta,
    set_player_reserve(State0, Player, R, State).

%% player_bonus(+State, ?Player, ?Troops) is nondet.
%
%  Player has a reinforcement territory holding Troops.
player_bonus(State, Player, Troops) :-
    player_record(State, Player, player(_, _, Troops, _, _, _)),
    Troops \== none.

%% set_player_bonus(+State0, +Player, +Troops, -State) is det.
set_player_bonus(State0, Player, Troops, State) :-
    update_player(State0, Player, 3, Troops, State).

%% player_leader(+State, ?Player, ?Leader) is nondet.
%
%  Player has gained the world leader Leader.
player_leader(State, Player, Leader) :-
    player_record(State, Player, player(_, _, _, Leader, _, _)),
    Leader \== none.

%% set_player_leader(+State0, +Player, +Leader, -State) is det.
set_player_leader(State0, Player, Leader, State) :-
    update_player(State0, Player, 4, Leader, State).

%% player_out(+State, ?Player) is nondet.
%
%  Player has lost all its territories: it is out of the game.
player_out(State, Player) :-
    player_out_by(State, Player, _).

%% player_out_by(+State, ?Player, ?By) is nondet.
%
%  By took Player's last territory.
player_out_by(State, Player, By) :-
    player_record(State, Player, player(_, _, _, _, out(By), _)).

%% eliminate_player(+State0, +Player, +By, -State) is det.
%
%  Player is out, its last territory taken by By: its reserve and its
%  risk card effects are lost.
eliminate_player(State0, Player, By, State) :-
    update_player(State0, Player, 5, out(By), State1),
    set_player_reserve(State1, Player, 0, State2),
    remove_effects(State2, Player, State).

%% conquest_round(+State, ?Player, ?Round) is nondet.
%
%  Player took at least one territory in Round.
conquest_round(State, Player, Round) :-
    player_record(State, Player, player(_, _, _, _, _, Rounds)),
    member(Round, Rounds).

%% add_conquest_round(+State0, +Player, +Round, -State) is det.
add_conquest_round(State0, Player, Round, State) :-
    player_record(State0, Player, player(_, _, _, _, _, Rounds0)),
    (   memberchk(Round, Rounds0)
    ->  State = State0
    ;   append(Rounds0, [Round], Rounds),
        update_player(State0, Player, 6, Rounds, State)
    ).

player_record(State, Player, Record) :-
    arg(7, State, Records),
    Record = player(Player, _, _, _, _, _),
    (   atom(Player)
    ->  memberchk(Record, Records)
    ;   member(Record, Records)
    ).

update_player(State0, Player, I, Value, State) :-
    arg(7, State0, Records0),
    update_record(Records0, Player, I, Value, Records),
    setarg_copy(7, State0, Records, State).

update_record([R0|Rs0], Player, I, Value, [R|Rs]) :-
    (   arg(1, R0, Player)
    ->  record_with(I, R0, Value, R),
        Rs = Rs0
    ;   R = R0,
        update_record(Rs0, Player, I, Value, Rs)
    ).

%% state_effects(+State, -Effects) is det.
%
%  Effects lists effect(Player, Card, Expiry) in the order drawn.
state_effects(State, Effects) :-
    arg(8, State, Effects).

%% player_effect(+State, ?Player, ?Card, ?Expiry) is nondet.
%
%  Risk Card is in effect for Player until Expiry (until_next_turn or
%  next_reinforcements).
player_effect(State, Player, Card, Expiry) :-
    arg(8, State, Effects),
    member(effect(Player, Card, Expiry), Effects).

%% add_effect(+State0, +Player, +Card, +Expiry, -State) is det.
add_effect(State0, Player, Card, Expiry, State) :-
    arg(8, State0, Effects0),
    append(Effects0, [effect(Player, Card, Expiry)], Effects),
    setarg_copy(8, State0, Effects, State).

%% remove_effects(+State0, +Player, -State) is det.
%
%  Player's risk card effects expire.
remove_effects(State0, Player, State) :-
    arg(8, State0, Effects0),
    (   memberchk(effect(Player, _, _), Effects0)
    ->  findall(effect(P, C, E),
                ( member(effect(P, C, E), Effects0), P \== Player ),
                Effects),
        setarg_copy(8, State0, Effects, State)
    ;   State = State0
    ).

%% state_options(+State, -Options) is det.
state_options(State, Options) :-
    arg(9, State, Options).

%% option_probability(+State, -Probability) is det.
%
%  The chance of a reinforcement territory at each round's start.
option_probability(State, Probability) :-
    arg(9, State, options(Probability, _)).

%% option_max_rounds(+State, -MaxRounds) is det.
%
%  The game is a draw after MaxRounds rounds (none: no limit).
option_max_rounds(State, MaxRounds) :-
    arg(9, State, options(_, MaxRounds)).

%  Term is the state or player record Term0 with argument I replaced by
%  Value (a copy: Term0 stays). One clause a place, so the copy is one
%  head unification: =../2 is a Prolog predicate in Scryer 0.10 (~10 us a
%  call, two a copy), and a game copies its state several times a move.
setarg_copy(1, conquest(_, B, C, D, E, F, G, H, I), A, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(2, conquest(A, _, C, D, E, F, G, H, I), B, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(3, conquest(A, B, _, D, E, F, G, H, I), C, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(4, conquest(A, B, C, _, E, F, G, H, I), D, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(5, conquest(A, B, C, D, _, F, G, H, I), E, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(6, conquest(A, B, C, D, E, _, G, H, I), F, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(7, conquest(A, B, C, D, E, F, _, H, I), G, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(8, conquest(A, B, C, D, E, F, G, _, I), H, conquest(A, B, C, D, E, F, G, H, I)).
setarg_copy(9, conquest(A, B, C, D, E, F, G, H, _), I, conquest(A, B, C, D, E, F, G, H, I)).

%  The same for a player record (player/6).
record_with(2, player(P, _, B, L, S, C), R, player(P, R, B, L, S, C)).
record_with(3, player(P, R, _, L, S, C), B, player(P, R, B, L, S, C)).
record_with(4, player(P, R, B, _, S, C), L, player(P, R, B, L, S, C)).
record_with(5, player(P, R, B, L, _, C), S, player(P, R, B, L, S, C)).
record_with(6, player(P, R, B, L, S, _), C, player(P, R, B, L, S, C)).
