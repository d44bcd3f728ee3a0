/** Computer players: easy, normal and hard.

computer_moves/3 gives the library a computer's whole turn as moves: a
claim in the claiming phase, all its troops in the placing phase, a whole
turn in play (drafts, at most one attack and its move-in, at most three
moves, then end_turn). The turn is planned on the states the rules make
(apply_move/3 of conquest_rules), one move after the other, so each
decision sees the game as the moves before it left it; an attack is
completed with its dice (complete_move/3) as it is planned, because what
follows depends on them. The library then checks and plays the moves like
a human's. All randomness is the host's, so `--seed` replays a game.

Levels:

  - easy: random legal actions (random claims, placements, drafts, attacks
    with random troops, random moves; sometimes a risk card);
  - normal: greedy with the exact win probabilities: drafts the reserve to
    the territory that makes the best attack likeliest, attacks with all but
    one troop when the chance is at least 60% (preferring targets that
    complete or break a continent), moves interior troops to the frontier;
  - hard: one ply of expectimax over its candidate attacks: each plan (draft
    the reserve to an origin, attack a target, move in some troops) is worth
    the chance-weighted value of the states after a win and after a loss,
    against the best state that drafting for defence gives. The value of a
    state (position_value/3) counts troops, income (territories and
    continents) and the best counterattack each opponent can make next turn
    (its exact win probability times what it would take), so the hard
    player keeps its stacks out of reach and attacks the stacks that
    threaten it. Moves are chosen the same way, greedily, one at a time.
*/
:- module(conquest_computer, [computer_moves/3,
                              position_value/3,
                              hint_reason/3]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(between)).
:- use_module(library(dcgs)).
:- use_module('../../host/dice').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(attack).
:- use_module(turn).
:- use_module(probability).
:- use_module(reinforcement_territory).
:- use_module(rules).
:- use_module(validate).
:- use_module(position_value).

%% computer_moves(+Level, +State, -Moves) is semidet.
%
%  Moves is the turn of the computer at Level (easy, normal or hard) to
%  move in State; fails when the game is over.
computer_moves(Level, State, Moves) :-
    state_player(State, Player),
    state_phase(State, Phase),
    phase_moves(Phase, Level, Player, State, Moves).

phase_moves(claiming, Level, Player, State, [take(Territory)]) :-
    findall(T, ( territory(T, _, _), \+ territory_owner(State, T, _) ), Free),
    Free \== [],
    choose_claim(Level, State, Player, Free, Territory).
phase_moves(placing, Level, Player, State, [Move]) :-
    placement(Level, State, Player, Move).
phase_moves(playing, Level, Player, State, Moves) :-
    phrase(turn(Level, Player, State), Moves).

% ------------------------------------------------------------- claiming

choose_claim(easy, _, _, Free, Territory) :-
    random_member(Territory, Free).
choose_claim(Level, State, Player, Free, Territory) :-
    Level \== easy,
    findall(C-continent_count(Bonus, Size, Mine, Theirs),
            continent_count(State, Player, C, Bonus, Size, Mine, Theirs),
            Counts),
    findall(S-T, ( member(T, Free), claim_score(State, Player, Counts, T, S) ), Scored),
    best_ties(Scored, Best),
    random_member(Territory, Best).

% A territory is worth more in a continent the player already has much of,
% less where others are, and next to the player's own territories. The
% counts of each continent are taken once per claim (Counts), not once per
% free territory.
claim_score(State, Player, Counts, T, Score) :-
    territory(T, _, C),
    memberchk(C-continent_count(Bonus, Size, Mine, Theirs), Counts),
    territory_neighbours(T, Ns),
    count_where(Ns, owned_by(State, Player), Near),
    Score is (10 * (Mine + 1)) / Size - 4 * Theirs + Bonus / Size + Near.

continent_count(State, Player, C, Bonus, Size, Mine, Theirs) :-
    continent(C, _, Bonus),
    continent_territories(C, Ts),
    length(Ts, Size),
    count_where(Ts, owned_by(State, Player), Mine),
    count_where(Ts, owned_by_other(State, Player), Theirs).

owned_by(State, Player, T) :-
    territory_owner(State, T, Player).

owned_by_other(State, Player, T) :-
    territory_owner(State, T, O),
    O \== Player.

count_where(Xs, Goal, N) :-
    findall(x, ( member(X, Xs), call(Goal, X) ), L),
    length(L, N).

% The elements with the highest score (Score-X pairs), in their order.
best_ties(Scored, Best) :-
    Scored \== [],
    findall(S, member(S-_, Scored), Ss),
    list_max(Ss, Max),
    findall(X, ( member(S-X, Scored), S =:= Max ), Best).

% ------------------------------------------------------------- placing

% placement(+Level, +State, +Player, -Move): all the troops, at random
% (placeAutomatic's move) or where the frontier falls most short.
placement(easy, _, _, place_automatic).
placement(Level, State, Player, place(Allocation)) :-
    Level \== easy,
    player_reserve(State, Player, Reserve),
    defence_allocation(Player, Reserve, State, Allocation).

random_split(Reserve, Ts, Allocation) :-
    (   Reserve =:= 0
    ->  Allocation = []
    ;   random_member(T, Ts),
        random_between(1, Reserve, N),
        R is Reserve - N,
        Allocation = [T-N|More],
        random_split(R, Ts, More)
    ).

% One troop at a time to the frontier territory whose troops fall the most
% short of its strongest enemy neighbour.
spread(0, _, _, Added, Added) :- !.
spread(K, State, Player, Added0, Added) :-
    findall(S-T, ( member(T-A, Added0),
                   territory_troops(State, T, N),
                   enemy_max(State, Player, T, E),
                   S is E - N - A ), Scored),
    best_of(Scored, _, T),
    add_one(Added0, T, Added1),
    K1 is K - 1,
    spread(K1, State, Player, Added1, Added).

add_one([X-A0|Xs], T, [X-A|Ys]) :-
    (   X == T
    ->  A is A0 + 1,
        Ys = Xs
    ;   A = A0,
        add_one(Xs, T, Ys)
    ).

% The most troops on an enemy neighbour of T (0 if none).
enemy_max(State, Player, T, Max) :-
    findall(N, ( adjacent(T, E),
                 territory_holding(State, E, O, N),
                 O \== Player ),
            Ns),
    max_or_zero(Ns, Max).

% The territories of Ts, Player's own, that border an enemy. A neighbour in
% Ts is Player's without a look through the map.
frontier(State, Player, Ts, Frontier) :-
    findall(T, ( member(T, Ts),
                 once(( adjacent(T, E),
                        \+ memberchk(E, Ts),
                        territory_owner(State, E, O),
                        O \== Player )) ),
            Frontier).

% ------------------------------------------------------------- turns

% A turn is a DCG over its moves: play//3 plans a move, the next one sees
% the state it leaves.
turn(Level, Player, State0) -->
    level_turn(Level, Player, State0, State),
    (   { state_phase(State, playing),
          state_player(State, Player) }
    ->  [end_turn]
    ;   []
    ).

level_turn(easy, Player, State0, State) -->
    easy_turn(Player, State0, State).
level_turn(normal, Player, State0, State) -->
    normal_turn(Player, State0, State).
level_turn(hard, Player, State0, State) -->
    hard_turn(Player, State0, State).

% play(+Move0, +State0, -State)//: Move0 completed with its luck, planned.
play(Move0, State0, State) -->
    { complete_move(State0, Move0, Move),
      apply_move(State0, Move, State) },
    [Move].

% draft(+Player, +Territory, +Troops)//: a draft, if the rules allow it.
cpu_draft(Player, Territory, Troops, State0, State) -->
    (   { Troops > 0,
          \+ draft_error(State0, Player, Territory, Troops, _) }
    ->  play(draft(Territory, Troops), State0, State)
    ;   { State = State0 }
    ).

cpu_move(Player, From, To, Troops, State0, State) -->
    (   { \+ move_error(State0, Player, From, To, Troops, _) }
    ->  play(move(From, To, Troops), State0, State)
    ;   { State = State0 }
    ).

% The attack of the turn, if legal: the battle (its dice drawn now), then
% the computer's move-in when it is won.
cpu_attack(Level, Player, From, Sent, To, Extra, State0, State) -->
    (   { \+ action_used(State0, attack),
          once(legal_attack(State0, Player, From, Sent, To)),
          extra_ok(State0, Player, Extra) }
    ->  play(attack(From, To, Sent, Extra), State0, State1),
        (   { pending(State1, move_in(_, _, _, _)) }
        ->  { Fighters is Sent + Extra,
              move_in(Level, State1, Player, From, To, Fighters, Extra, MoveIn0),
              MoveIn is max(1, min(Fighters, MoveIn0)) },
            play(move_in(MoveIn), State1, State)
        ;   { State = State1 }
        )
    ;   { State = State0 }
    ).

extra_ok(State, Player, Extra) :-
    (   Extra =:= 0
    ->  true
    ;   player_bonus(State, Player, Stored),
        integer_in(1, Stored, Extra)
    ).

% --- easy: random legal actions

easy_turn(Player, State0, State) -->
    { random_between(1, 5, R) },
    (   { R =:= 1,
          \+ risk_error(State0, Player, _) }
    ->  play(risk, State0, State1)
    ;   { State1 = State0 }
    ),
    easy_drafts(Player, State1, State2),
    (   { state_phase(State2, playing) }
    ->  easy_attack(Player, State2, State3),
        easy_moves(Player, State3, State)
    ;   { State = State2 }
    ).

easy_drafts(Player, State0, State) -->
    { player_reserve(State0, Player, Reserve) },
    (   { Reserve > 0,
          player_bonus(State0, Player, _),
          random_between(1, 4, X),
          X =:= 1 }
    ->  { random_between(1, Reserve, B) },
        (   { \+ draft_reinforcement_error(State0, Player, B, _) }
        ->  play(draft_reinforcement(B), State0, State1)
        ;   { State1 = State0 }
        )
    ;   { State1 = State0 }
    ),
    { player_reserve(State1, Player, Left),
      player_territories(State1, Player, Ts),
      random_split(Left, Ts, Allocation) },
    drafts(Allocation, Player, State1, State).

drafts([], _, State, State) -->
    [].
drafts([T-N|Allocation], Player, State0, State) -->
    cpu_draft(Player, T, N, State0, State1),
    drafts(Allocation, Player, State1, State).

easy_attack(Player, State0, State) -->
    { findall(F-T, ( attack_origin(State0, Player, F),
                     attackable_target(State0, Player, F, T) ),
              Pairs) },
    (   { Pairs \== [],
          random_between(1, 3, R),
          R > 1 }
    ->  { random_member(From-To, Pairs),
          territory_troops(State0, From, N),
          Max is N - 1,
          random_between(1, Max, Sent),
          stored_extra(State0, Player, Stored),
          random_between(0, Stored, Extra) },
        cpu_attack(easy, Player, From, Sent, To, Extra, State0, State)
    ;   { State = State0 }
    ).

easy_moves(Player, State0, State) -->
    { random_between(0, 3, K) },
    easy_moves(K, Player, State0, State).

easy_moves(K, Player, State0, State) -->
    (   { K > 0 }
    ->  easy_move(Player, State0, State1),
        { K1 is K - 1 },
        easy_moves(K1, Player, State1, State)
    ;   { State = State0 }
    ).

easy_move(Player, State0, State) -->
    (   { state_phase(State0, playing),
          player_territories(State0, Player, Ts),
          findall(T, ( member(T, Ts),
                       territory_troops(State0, T, N),
                       N > 1 ),
                  Sources),
          Sources \== [],
          random_member(From, Sources),
          findall(T, ( member(T, Ts), T \== From ), Targets),
          Targets \== [] }
    ->  { random_member(To, Targets),
          territory_troops(State0, From, N),
          Max is N - 1,
          random_between(1, Max, Troops) },
        cpu_move(Player, From, To, Troops, State0, State)
    ;   { State = State0 }
    ).

% --- normal: greedy with the exact win probabilities

normal_turn(Player, State0, State) -->
    normal_draft(Player, State0, State1),
    normal_attack(Player, State1, State2),
    (   { state_phase(State2, playing) }
    ->  normal_moves(Player, State2, State)
    ;   { State = State2 }
    ).

% The reserve goes where it makes the best attack likeliest; with no target
% anywhere, to the weakest frontier territory.
normal_draft(Player, State0, State) -->
    { player_reserve(State0, Player, Reserve) },
    (   { Reserve =:= 0 }
    ->  { State = State0 }
    ;   { stored_extra(State0, Player, Extra),
          findall(S-O, ( territory_owner(State0, O, Player),
                         territory_troops(State0, O, N),
                         Fighters is N + Reserve - 1 + Extra,
                         Fighters >= 1,
                         attackable_target(State0, Player, O, X),
                         normal_score(State0, Player, X, Fighters, S, _) ),
                  Scored),
          (   Scored \== []
          ->  best_of(Scored, _, Origin)
          ;   weakest_frontier(State0, Player, Origin)
          ) },
        cpu_draft(Player, Origin, Reserve, State0, State)
    ).

normal_score(State, Player, X, Fighters, Score, P) :-
    territory_holding(State, X, Defender, D),
    computer_chance(State, Player, Defender, Fighters, D, P),
    continent_gain(State, Player, X, G),
    Score is P + G.

% 0.2 if taking X completes a continent for Player, 0.1 if it breaks one.
continent_gain(State, Player, X, G) :-
    territory(X, _, C),
    continent_territories(C, Ts),
    (   forall(( member(T, Ts), T \== X ), territory_owner(State, T, Player))
    ->  G1 = 0.2
    ;   G1 = 0
    ),
    territory_owner(State, X, Defender),
    (   forall(member(T, Ts), territory_owner(State, T, Defender))
    ->  G2 = 0.1
    ;   G2 = 0
    ),
    G is G1 + G2.

weakest_frontier(State, Player, Territory) :-
    player_territories(State, Player, Ts),
    frontier(State, Player, Ts, F0),
    weakest_frontier(State, Player, Ts, F0, Territory).

% The same, Player's territories Ts and its frontier F0 known.
weakest_frontier(State, Player, Ts, F0, Territory) :-
    (   F0 == []
    ->  F = Ts
    ;   F = F0
    ),
    findall(S-T, ( member(T, F),
                   territory_troops(State, T, N),
                   enemy_max(State, Player, T, E),
                   S is E - N ),
            Scored),
    best_of(Scored, _, Territory).

normal_attack(Player, State0, State) -->
    { stored_extra(State0, Player, Extra),
      findall(S-a(O, Sent, X, P),
              ( attack_origin(State0, Player, O),
                territory_troops(State0, O, N),
                Sent is N - 1,
                attackable_target(State0, Player, O, X),
                Fighters is Sent + Extra,
                normal_score(State0, Player, X, Fighters, S, P) ),
              Scored) },
    (   { Scored \== [],
          best_of(Scored, _, a(O, Sent, X, P)),
          P >= 0.6 }
    ->  cpu_attack(normal, Player, O, Sent, X, Extra, State0, State)
    ;   { State = State0 }
    ).

% Interior troops (no enemy neighbour) go to the frontier territory that
% falls the most short of its strongest enemy neighbour.
normal_moves(Player, State0, State) -->
    { max_moves(Max) },
    normal_moves(Max, Player, State0, State).

% A position without a move to make has none at the next try either: the
% moves stop there (each try looks at every territory and its neighbours).
normal_moves(K, Player, State0, State) -->
    (   { K > 0 },
        normal_move(Player, State0, State1)
    ->  { K1 is K - 1 },
        normal_moves(K1, Player, State1, State)
    ;   { State = State0 }
    ).

% normal_move(+Player, +State0, -State)//: fails if there is no move to make.
normal_move(Player, State0, State) -->
    { moves_made(State0, Made),
      max_moves(Max),
      Made < Max,
      player_territories(State0, Player, Ts),
      frontier(State0, Player, Ts, Frontier),
      Frontier \== [],
      findall(N-T, ( member(T, Ts),
                     \+ memberchk(T, Frontier),
                     territory_troops(State0, T, N),
                     N > 1 ),
              Interior),
      Interior \== [],
      best_of(Interior, N, From),
      weakest_frontier(State0, Player, Ts, Frontier, To),
      Troops is N - 1 },
    cpu_move(Player, From, To, Troops, State0, State).

% move_in(+Level, +State, +Player, +From, +To, +Fighters, +Extra, -MoveIn):
% how many fighters the computer moves into To (State: the battle won).
move_in(easy, _, _, _, _, Fighters, _, MoveIn) :-
    random_between(1, Fighters, MoveIn).
move_in(normal, State, Player, From, To, Fighters, _, MoveIn) :-
    enemy_neighbours(State, Player, From, To, FromEnemies),
    enemy_neighbours(State, Player, To, To, ToEnemies),
    (   FromEnemies =:= 0
    ->  MoveIn = Fighters
    ;   ToEnemies =:= 0
    ->  MoveIn = 1
    ;   MoveIn is max(1, (Fighters + 1) // 2)
    ).
move_in(hard, State, Player, _, _, Fighters, _, MoveIn) :-
    move_in_candidates(Fighters, Ms),
    findall(V-M, ( member(M, Ms),
                   apply_move(State, move_in(M), State1),
                   position_value(State1, Player, V) ),
            Scored),
    best_of(Scored, _, MoveIn).

% Enemy territories next to T, not counting Except (about to change hands).
enemy_neighbours(State, Player, T, Except, N) :-
    findall(E, ( adjacent(T, E),
                 E \== Except,
                 territory_owner(State, E, O),
                 O \== Player ),
            Es),
    length(Es, N).

move_in_candidates(Fighters, Ms) :-
    Q1 is max(1, Fighters // 4),
    Half is max(1, Fighters // 2),
    Q3 is max(1, (3 * Fighters) // 4),
    sort([1, Q1, Half, Q3, Fighters], Ms).

% --- hard: expectimax over the candidate plans, with a position value

hard_turn(Player, State0, State) -->
    hard_draft_and_attack(Player, State0, State1),
    (   { state_phase(State1, playing) }
    ->  hard_moves(Player, State1, State)
    ;   { State = State1 }
    ).

hard_draft_and_attack(Player, State0, State) -->
    { player_reserve(State0, Player, Reserve),
      stored_extra(State0, Player, Extra),
      hard_choice(State0, Player, Choice) },
    (   { Choice = attack(O, X, _, _, _) }
    ->  { attack_draft(State0, Player, O, X, Reserve, Extra, K),
          Rest is Reserve - K },
        one_draft_each(Player, O, K, Rest, State0, State2),
        { territory_troops(State2, O, NO),
          Sent is NO - 1 },
        cpu_attack(hard, Player, O, Sent, X, Extra, State2, State)
    ;   { Reserve > 0,
          Choice = defend(Origin0, _),
          Origin0 \== none }
    ->  { Half is Reserve // 2,
          Rest is Reserve - Half },
        one_draft_each(Player, Origin0, Half, Rest, State0, State)
    ;   { State = State0 }
    ).

%  K troops drafted to Territory, then the Rest spread for defence
%  (defence_allocation/4 on the state after the first draft); the
%  defence's share of Territory comes in the one draft to it, so that a
%  turn, and a hint, drafts to a territory once. The state is the same as
%  drafting them one after the other.
one_draft_each(Player, Territory, K, Rest, State0, State) -->
    { drafted(State0, Territory, K, Drafted),
      defence_allocation(Player, Rest, Drafted, Allocation0),
      (   select(Territory-More, Allocation0, Allocation)
      ->  All is K + More
      ;   All = K,
          Allocation = Allocation0
      ) },
    cpu_draft(Player, Territory, All, State0, State1),
    drafts(Allocation, Player, State1, State).

%% hard_choice(+State, +Player, -Choice) is det.
%
%  What the hard player does with its reserve and its attack in State, by
%  expected position values: attack(From, To, P, Value, Defence) when its
%  best plan (draft to From, attack To with all but one troop, won with
%  chance P) is worth Value on average, more than Defence, the value that
%  drafting for defence keeps; else defend(Origin, Defence), Origin the
%  territory drafting defends best (none when there is nothing to draft
%  to).
hard_choice(State0, Player, Choice) :-
    player_reserve(State0, Player, Reserve),
    stored_extra(State0, Player, Extra),
    (   action_used(State0, attack)
    ->  Plans = []
    ;   findall(Q-plan(O, N, X, D, Defender, P),
                ( territory_owner(State0, O, Player),
                  territory_troops(State0, O, N),
                  Fighters is N + Reserve - 1 + Extra,
                  N + Reserve >= 2,
                  attackable_target(State0, Player, O, X),
                  territory_owner(State0, X, Defender),
                  territory_troops(State0, X, D),
                  computer_chance(State0, Player, Defender, Fighters, D, P),
                  chance_units(P, U),
                  Q is U * (D + 3) - (1048576 - U) * Fighters ),
                Plans0),
        best_n(6, Plans0, Plans)
    ),
    defence_draft(State0, Player, Reserve, Origin0, Value0),
    findall(EV-attack(O, X, P),
            ( member(_-plan(O, _, X, _, _, P), Plans),
              plan_value(State0, Player, O, X, P, Reserve, Extra, EV) ),
            Attacks),
    (   Attacks \== [],
        best_of(Attacks, EV, attack(O, X, P)),
        EV > Value0
    ->  Choice = attack(O, X, P, EV, Value0)
    ;   Choice = defend(Origin0, Value0)
    ).

% The least of the reserve that gives the attack a 97% chance (all of it if
% none does, at least enough to attack at all).
attack_draft(State, Player, O, X, Reserve, Extra, K) :-
    territory_troops(State, O, N),
    territory_owner(State, X, Defender),
    territory_troops(State, X, D),
    Least is max(0, 2 - N),
    (   between(Least, Reserve, K0),
        Fighters is N + K0 - 1 + Extra,
        Fighters >= 1,
        computer_chance(State, Player, Defender, Fighters, D, P),
        P >= 0.97
    ->  K = K0
    ;   K = Reserve
    ).

% The reserve goes one troop at a time to the frontier territory that falls
% the most short of what an enemy can bring against it next turn.
defence_drafts(Player, Reserve, State0, State) -->
    { defence_allocation(Player, Reserve, State0, Allocation) },
    drafts(Allocation, Player, State0, State).

% Allocation: Territory-Troops, the Reserve spread over the frontier
% (every territory of Player's when it has none), each once.
defence_allocation(Player, Reserve, State, Allocation) :-
    (   Reserve > 0
    ->  player_territories(State, Player, Ts),
        frontier(State, Player, Ts, F0),
        (   F0 == []
        ->  F = Ts
        ;   F = F0
        ),
        findall(T-0, member(T, F), Added0),
        spread(Reserve, State, Player, Added0, Added),
        findall(T-N, ( member(T-N, Added), N > 0 ), Allocation)
    ;   Allocation = []
    ).

% The N best of Score-Plan pairs.
best_n(N, Pairs, Best) :-
    keysort(Pairs, Ascending),
    reverse(Ascending, Descending),
    (   length(Descending, L),
        L =< N
    ->  Best = Descending
    ;   length(Best, N),
        append(Best, _, Descending)
    ).

% Where the reserve defends best when there is no attack: the value of the
% state after drafting it all to each of the most threatened territories.
defence_draft(State, Player, Reserve, Origin, Value) :-
    player_territories(State, Player, Ts),
    frontier(State, Player, Ts, F0),
    (   F0 == []
    ->  F = Ts
    ;   F = F0
    ),
    findall(S-T, ( member(T, F),
                   territory_troops(State, T, N),
                   enemy_max(State, Player, T, E),
                   S is E - N ),
            Scored),
    best_n(4, Scored, Candidates),
    findall(V-T, ( member(_-T, Candidates),
                   drafted(State, T, Reserve, State1),
                   position_value(State1, Player, V) ),
            Valued),
    (   Valued == []
    ->  Origin = none,
        position_value(State, Player, Value)
    ;   best_of(Valued, Value, Origin)
    ).

% State is State0 after drafting Reserve troops to T (none: as it is).
drafted(State0, T, Reserve, State) :-
    (   Reserve > 0
    ->  apply_move(State0, draft(T, Reserve), State)
    ;   State = State0
    ).

% The expected value of drafting the reserve to O and attacking X with all
% but one troop: P times the best state after a win (over the move-in
% choices), 1 - P times the state after a loss.
plan_value(State0, Player, O, X, P, Reserve, Extra, EV) :-
    drafted(State0, O, Reserve, State1),
    territory_troops(State1, O, N1),
    Sent is N1 - 1,
    Fighters is Sent + Extra,
    Attack = attack(O, X, Sent, Extra),
    move_in_candidates(Fighters, Ms),
    findall(V, ( member(M, Ms),
                 attack_result(State1, Player, Attack, won(M), Won),
                 position_value(Won, Player, V) ),
            Vs),
    list_max(Vs, Win),
    attack_result(State1, Player, Attack, lost, Lost),
    position_value(Lost, Player, Lose),
    chance_units(P, U),
    EV is (U * Win + (1048576 - U) * Lose) // 1048576.

% Greedy moves: the move that raises the position value most, while one does.
hard_moves(Player, State0, State) -->
    { max_moves(Max) },
    hard_moves(Max, Player, State0, State).

hard_moves(K, Player, State0, State) -->
    (   { K > 0,
          moves_made(State0, Made),
          max_moves(Max),
          Made < Max,
          position_value(State0, Player, V0),
          best_move(State0, Player, V, From, To, Troops),
          V > V0 + 524288 }          % half a troop
    ->  cpu_move(Player, From, To, Troops, State0, State1),
        { K1 is K - 1 },
        hard_moves(K1, Player, State1, State)
    ;   { State = State0 }
    ).

best_move(State, Player, V, From, To, Troops) :-
    player_territories(State, Player, Ts),
    frontier(State, Player, Ts, Frontier),
    findall(N-T, ( member(T, Ts), territory_troops(State, T, N), N > 1 ), Sources0),
    best_n(4, Sources0, Sources),
    findall(S-T, ( member(T, Frontier),
                   territory_troops(State, T, N),
                   enemy_max(State, Player, T, E),
                   S is E - N ),
            Dests0),
    best_n(5, Dests0, Dests),
    findall(Value-m(F, T, K),
            ( member(NF-F, Sources),
              member(_-T, Dests),
              T \== F,
              move_amount(F, Frontier, NF, K),
              apply_move(State, move(F, T, K), State1),
              position_value(State1, Player, Value) ),
            Scored),
    Scored \== [],
    best_of(Scored, V, m(From, To, Troops)).

% Interior territories give all but one; frontier ones all but one or half.
move_amount(F, Frontier, N, K) :-
    (   memberchk(F, Frontier)
    ->  (   K is N - 1
        ;   K is N // 2,
            K >= 1,
            K =\= N - 1
        )
    ;   K is N - 1
    ).

% ------------------------------------------------------------- hints

%% hint_reason(+State, +Moves, -Reasons) is det.
%
%  Why the hard player would play Moves in State, as message keys (the
%  common library's hint/0 says them): in claiming, the continent the
%  claim builds on; in placing and in play, what the position is worth now
%  (position_value/3) and the strongest attack an opponent could make on
%  the player next turn, now and once the suggested troops are placed; in
%  play also the choice of attacking or defending (hard_choice/3) with the
%  exact chance of the suggested attack.
hint_reason(State, Moves, Reasons) :-
    state_player(State, Player),
    state_phase(State, Phase),
    phrase(hint_reasons(Phase, State, Player, Moves), Reasons).

hint_reasons(claiming, State, Player, [take(T)]) -->
    !,
    { territory(T, _, C),
      continent_count(State, Player, C, Bonus, Size, Mine, _) },
    [hint_claim(T, continent(C), Mine, Size, Bonus)].
hint_reasons(placing, State, Player, Moves) -->
    !,
    value_reason(State, Player),
    threat_reasons(State, Player, Moves).
hint_reasons(playing, State, Player, Moves) -->
    !,
    value_reason(State, Player),
    choice_reasons(State, Player, Moves),
    threat_reasons(State, Player, Moves).
hint_reasons(_, _, _, _) -->
    [].

value_reason(State, Player) -->
    { position_value(State, Player, V),
      Value is V / 1048576.0 },
    [hint_value(Value)].

% The attack as suggested, with its chance on the state the drafts before
% it leave, and what attacking is worth against defending; or why not.
choice_reasons(State, Player, Moves) -->
    (   { \+ action_used(State, attack),
          hard_choice(State, Player, Choice) }
    ->  (   { Choice = attack(_, _, _, Value, Defence),
              drafted_state(State, Moves, State1),
              append(_, [attack(From, To, Sent, Extra, _)|_], Moves),
              Fighters is Sent + Extra,
              territory_owner(State1, To, Defender),
              territory_troops(State1, To, Defenders),
              computer_chance(State1, Player, Defender, Fighters, Defenders, P),
              probability_percent(P, Percent),
              V is Value / 1048576.0,
              D is Defence / 1048576.0 }
        ->  [hint_attack(To, Defenders, From, Fighters, name(Percent)),
             hint_attack_value(V, D)]
        ;   { Choice = defend(Origin, Defence),
              Origin \== none,
              player_reserve(State, Player, Reserve),
              Reserve > 0,
              D is Defence / 1048576.0 }
        ->  [hint_defend(Origin, D)]
        ;   []
        )
    ;   []
    ).

threat_reasons(State, Player, Moves) -->
    (   { strongest_threat(State, Player, threat(O, T, NT, E, F, Pc)) }
    ->  [hint_threat(O, T, NT, E, F, Pc)]
    ;   [hint_no_threat]
    ),
    (   { turn_state(State, Player, Moves, State1),
          State1 \== State }
    ->  (   { strongest_threat(State1, Player, threat(O1, T1, NT1, E1, F1, Pc1)) }
        ->  [hint_threat_after(O1, T1, NT1, E1, F1, Pc1)]
        ;   [hint_no_threat_after]
        )
    ;   []
    ).

%  State after the moves that place troops (drafts, placements), up to the
%  attack or the end of the turn, whose outcomes are not the player's.
drafted_state(State0, Moves, State) :-
    (   Moves = [Move|Rest],
        \+ Move = attack(_, _, _, _, _),
        Move \== end_turn,
        apply_move(State0, Move, State1)
    ->  drafted_state(State1, Rest, State)
    ;   State = State0
    ).

%  State after the whole suggested turn, its attack taken to end as it
%  most likely does (won, with the suggested move-in, when its chance is
%  at least one half; else lost), not as the dice of the hint's own run
%  of the turn did: a hint must not show the dice to come. The moves after
%  the attack are applied while they are legal on that state.
turn_state(State0, Player, Moves, State) :-
    (   Moves = [Move|Rest]
    ->  (   Move = attack(From, To, Sent, Extra, _)
        ->  expected_attack(State0, Player, attack(From, To, Sent, Extra),
                            Rest, State1, Rest1)
        ;   Move \== end_turn,
            apply_move(State0, Move, State1)
        ->  Rest1 = Rest
        ;   State1 = State0,
            Rest1 = []
        ),
        turn_state(State1, Player, Rest1, State)
    ;   State = State0
    ).

expected_attack(State0, Player, Attack, Rest0, State, Rest) :-
    Attack = attack(_, To, Sent, Extra),
    Fighters is Sent + Extra,
    territory_owner(State0, To, Defender),
    territory_troops(State0, To, Defenders),
    computer_chance(State0, Player, Defender, Fighters, Defenders, P),
    chance_units(P, U),
    (   Rest0 = [move_in(MoveIn)|Rest1]
    ->  true
    ;   MoveIn = Fighters,
        Rest1 = Rest0
    ),
    Rest = Rest1,
    (   U >= 524288
    ->  (   attack_result(State0, Player, Attack, won(MoveIn), State1)
        ->  State = State1
        ;   attack_result(State0, Player, Attack, won(1), State1)
        ->  State = State1
        ;   State = State0
        )
    ;   attack_result(State0, Player, Attack, lost, State1)
    ->  State = State1
    ;   State = State0
    ).

%  The attack an opponent could make on Player next turn that is expected
%  to take the most (its chance times what it would take), with its income,
%  reserve and stored troops drafted on the attacking stack, as threat/5
%  counts it: Threat is threat(Opponent, To, Defenders, From, Fighters,
%  name(Percent)). Fails under a ceasefire order or with no attack.
strongest_threat(State, Player, threat(O, T, NT, E, Fighters, name(Percent))) :-
    \+ player_effect(State, Player, ceasefire_order, _),
    board(State, Board),
    findall(G-t(O0, T0, NT0, E0, F0, P0),
            ( member(T0-Player-NT0, Board),
              adjacent(T0, E0),
              memberchk(E0-O0-_, Board),
              O0 \== Player,
              attack_plus(State, Board, O0, Plus),
              attack_option(State, Board, O0, Player, Plus, T0, NT0, E0, F0, P0, G) ),
            Threats),
    Threats \== [],
    best_of(Threats, _, t(O, T, NT, E, Fighters, P)),
    probability_percent(P, Percent).
