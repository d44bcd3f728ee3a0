/** Computer players: easy, normal and hard.

play_computers/0 lets computer players act while it is their turn: a claim
in the claiming phase, all their troops in the placing phase, a whole turn
in the playing phase. It is a loop (repeat, one step per iteration), so a
game of computers lasting hundreds of turns runs in one query without
growing the stack. Every action goes through the same relations as the
commands: the checks (take_error/3, place_error/4, draft_error/4,
legal_attack/4, move_error/5, risk_error/2, draft_reinforcement_error/3)
and the changes (apply_take/2, apply_place/3, apply_draft/3,
battle_result/4 + conclude_attack/7, apply_move/4, risk/0, end_turn/1). A
computer decides; the rules decide what happens. All randomness comes from
the host, so `--seed` replays a game of computers exactly.

Levels:

  - easy: random legal actions (random claims, placements, drafts, attacks
    with random troops, random moves; sometimes a risk card);
  - normal: greedy with the exact win probabilities: drafts the reserve to
    the territory that makes the best attack likeliest, attacks with all but
    one troop when the chance is at least 60% (preferring targets that
    complete or break a continent), moves interior troops to the frontier;
  - hard: one ply of expectimax over its candidate attacks: each plan (draft
    the reserve to an origin, attack a target, move in some troops) is worth
    the chance-weighted value of the positions after a win and after a
    loss. The value of a position counts troops, income (territories and
    continents) and the best counterattack each opponent can make next turn
    (its exact win probability times what it would take), so the hard
    player keeps its stacks out of reach and attacks the stacks that
    threaten it. Moves are chosen the same way, greedily, one at a time.

The position is read from the game (module state) with a few territories
overridden by the plan; nothing is asserted while searching.
*/
:- module(computer, [play_computers/0,
                     computer_actions/1,
                     reset_computer_actions/0,
                     position_value/3]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../host').
:- use_module(map).
:- use_module(state).
:- use_module(holdings).
:- use_module(cards).
:- use_module(report).
:- use_module(setup).
:- use_module(turn).
:- use_module(attack).
:- use_module(risk).
:- use_module(probability).
:- use_module(reinforcement_territory).


%% computer_actions(-N) is det.
%
%  Computer players have taken N actions (claims, placements, drafts,
%  attacks, risk cards, moves, ends of turn) in the current game.
computer_actions(N) :-
    (   bb_get('conquest:computer_actions', N0)
    ->  N = N0
    ;   N = 0
    ).

%% reset_computer_actions is det.
%
%  A new game: the count starts again at 0 (called by startGame).
% A global variable, not a fact: Scryer 0.10 never frees retracted clauses
% (see state.pl), and this changes at every action.
reset_computer_actions :-
    bb_put('conquest:computer_actions', 0).

count_action :-
    computer_actions(N0),
    N is N0 + 1,
    bb_put('conquest:computer_actions', N).

%% play_computers is det.
%
%  While a game runs and the current player is a computer, that player acts.
%  Returns when a human is to play or the game is over.
play_computers :-
    repeat,
    (   computer_to_play(Player, Level)
    ->  \+ computer_step(Player, Level),
        !,
        report(cpu_stuck(Player))
    ;   !
    ).

computer_to_play(Player, Level) :-
    phase(Phase),
    memberchk(Phase, [claiming, placing, playing]),
    current_player(Player),
    player_kind(Player, cpu(Level)).

% One step: a claim, a placement of all troops, or a whole turn. Fails only
% if no legal action was found (then the loop stops).
computer_step(Player, Level) :-
    phase(Phase),
    step(Phase, Player, Level).

step(claiming, Player, Level) :-
    findall(T, ( territory(T, _, _), \+ owner(T, _) ), Free),
    Free \== [],
    choose_claim(Level, Player, Free, Territory),
    \+ take_error(Player, Territory, _),
    apply_take(Player, Territory),
    count_action,
    report(took(Player, Territory)),
    after_take(Player).
step(placing, Player, Level) :-
    reserve(Player, Reserve),
    (   Reserve > 0
    ->  placement(Level, Player, Reserve, Allocation),
        forall(member(T-N, Allocation), cpu_place(Player, T, N))
    ;   true
    ),
    after_place(Player).
step(playing, Player, Level) :-
    play_turn(Level, Player),
    (   phase(playing),
        current_player(Player)
    ->  count_action,
        end_turn(Player)
    ;   true
    ).

% ------------------------------------------------------------- actions

cpu_place(Player, Territory, Troops) :-
    \+ place_error(Player, Territory, Troops, _),
    apply_place(Player, Territory, Troops),
    count_action,
    report(placed(Player, Troops, Territory)).

cpu_draft(Player, Territory, Troops) :-
    (   Troops > 0,
        \+ draft_error(Player, Territory, Troops, _)
    ->  apply_draft(Player, Territory, Troops),
        count_action,
        troops(Territory, Total),
        report(cpu_drafts(Player, Troops, Territory, Total))
    ;   true
    ).

cpu_draft_reinforcement(Player, Troops) :-
    (   Troops > 0,
        \+ draft_reinforcement_error(Player, Troops, _)
    ->  apply_draft_reinforcement(Player, Troops),
        count_action,
        bonus_territory(Player, Total),
        report(reinforcement_territory_drafted(Player, Troops, Total))
    ;   true
    ).

cpu_move(Player, From, To, Troops) :-
    (   \+ move_error(Player, From, To, Troops, _)
    ->  apply_move(Player, From, To, Troops),
        count_action,
        report(cpu_moves(Player, Troops, From, To))
    ;   true
    ).

cpu_risk(Player) :-
    (   \+ risk_error(Player, _)
    ->  count_action,
        risk
    ;   true
    ).

% cpu_attack(+Level, +Player, +From, +Sent, +To, +Extra): the attack of the
% turn, if legal: the battle of the rules (battle_result/4), the move-in of
% the computer, the result of the rules (conclude_attack/7).
cpu_attack(Level, Player, From, Sent, To, Extra) :-
    (   \+ action_used(attack),
        once(legal_attack(Player, From, Sent, To)),
        extra_ok(Player, Extra)
    ->  Fighters is Sent + Extra,
        owner(To, Defender),
        troops(To, Defenders),
        chance(Player, Defender, Fighters, Defenders, P),
        probability_percent(P, Percent),
        count_action,
        report(cpu_attacks(Player, To, From, Fighters, name(Percent))),
        battle_result(Player, To, Fighters, Outcome),
        (   Outcome == attacker_wins
        ->  move_in(Level, Player, From, To, Fighters, Extra, MoveIn0),
            MoveIn is max(1, min(Fighters, MoveIn0)),
            report(cpu_moves_in(Player, MoveIn, To))
        ;   MoveIn = 0
        ),
        conclude_attack(Player, From, To, Sent, Extra, Outcome, MoveIn)
    ;   true
    ).

extra_ok(Player, Extra) :-
    (   Extra =:= 0
    ->  true
    ;   bonus_territory(Player, Stored),
        between(1, Stored, Extra)
    ).

stored_extra(Player, Extra) :-
    (   bonus_territory(Player, Stored)
    ->  Extra = Stored
    ;   Extra = 0
    ).

% ------------------------------------------------------------- claiming

choose_claim(easy, _, Free, Territory) :-
    random_member(Territory, Free).
choose_claim(Level, Player, Free, Territory) :-
    Level \== easy,
    findall(C-continent_count(Bonus, Size, Mine, Theirs),
            continent_count(Player, C, Bonus, Size, Mine, Theirs),
            Counts),
    findall(S-T, ( member(T, Free), claim_score(Player, Counts, T, S) ), Scored),
    best_ties(Scored, Best),
    random_member(Territory, Best).

% A territory is worth more in a continent the player already has much of,
% less where others are, and next to the player's own territories. The
% counts of each continent are taken once per claim (Counts), not once per
% free territory.
claim_score(Player, Counts, T, Score) :-
    territory(T, _, C),
    memberchk(C-continent_count(Bonus, Size, Mine, Theirs), Counts),
    territory_neighbours(T, Ns),
    count_where(Ns, owned_by(Player), Near),
    Score is (10 * (Mine + 1)) / Size - 4 * Theirs + Bonus / Size + Near.

continent_count(Player, C, Bonus, Size, Mine, Theirs) :-
    continent(C, _, Bonus),
    continent_territories(C, Ts),
    length(Ts, Size),
    count_where(Ts, owned_by(Player), Mine),
    count_where(Ts, owned_by_other(Player), Theirs).

owned_by(Player, T) :-
    owner(T, Player).

owned_by_other(Player, T) :-
    owner(T, O),
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

% The element with the highest score; the first of equals.
best_of(Scored, Score, X) :-
    Scored = [S0-X0|Rest],
    foldl(better, Rest, S0-X0, Score-X).

better(S-X, S0-X0, Best) :-
    (   S > S0
    ->  Best = S-X
    ;   Best = S0-X0
    ).

% ------------------------------------------------------------- placing

% placement(+Level, +Player, +Reserve, -Allocation): Territory-Troops pairs.
placement(easy, Player, Reserve, Allocation) :-
    player_territories(Player, Ts),
    random_split(Reserve, Ts, Allocation).
placement(Level, Player, Reserve, Allocation) :-
    Level \== easy,
    player_territories(Player, Ts),
    frontier(Player, Ts, Frontier0),
    (   Frontier0 == []
    ->  Frontier = Ts
    ;   Frontier = Frontier0
    ),
    findall(T-0, member(T, Frontier), Added0),
    spread(Reserve, Player, Added0, Added),
    findall(T-N, ( member(T-N, Added), N > 0 ), Allocation).

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
spread(0, _, Added, Added) :- !.
spread(K, Player, Added0, Added) :-
    findall(S-T, ( member(T-A, Added0),
                   troops(T, N),
                   enemy_max(Player, T, E),
                   S is E - N - A ), Scored),
    best_of(Scored, _, T),
    add_one(Added0, T, Added1),
    K1 is K - 1,
    spread(K1, Player, Added1, Added).

add_one([X-A0|Xs], T, [X-A|Ys]) :-
    (   X == T
    ->  A is A0 + 1,
        Ys = Xs
    ;   A = A0,
        add_one(Xs, T, Ys)
    ).

% The most troops on an enemy neighbour of T (0 if none).
enemy_max(Player, T, Max) :-
    findall(N, ( adjacent(T, E), owner(E, O), O \== Player, troops(E, N) ), Ns),
    max_or_zero(Ns, Max).

max_or_zero(Ns, Max) :-
    (   Ns == []
    ->  Max = 0
    ;   list_max(Ns, Max)
    ).

% The territories of Ts that border an enemy.
frontier(Player, Ts, Frontier) :-
    findall(T, ( member(T, Ts), once(( adjacent(T, E), owner(E, O), O \== Player )) ),
            Frontier).

% ------------------------------------------------------------- turns

play_turn(easy, Player) :-
    easy_turn(Player).
play_turn(normal, Player) :-
    normal_turn(Player).
play_turn(hard, Player) :-
    hard_turn(Player).

% chance(+Player, +Defender, +Fighters, +Defenders, -P): the exact chance of
% the rules (probability.pl), the counts scaled down past 60 troops (the
% odds stay close, the cost stays small).
chance(Player, Defender, Fighters, Defenders, P) :-
    M is max(Fighters, Defenders),
    (   M > 60
    ->  F is max(1, Fighters * 60 // M),
        D is max(1, Defenders * 60 // M)
    ;   F = Fighters,
        D = Defenders
    ),
    attack_win_probability(Player, Defender, F, D, P).

% --- easy: random legal actions

easy_turn(Player) :-
    random_between(1, 5, R),
    (   R =:= 1
    ->  cpu_risk(Player)
    ;   true
    ),
    easy_drafts(Player),
    (   phase(playing)
    ->  easy_attack(Player),
        easy_moves(Player)
    ;   true
    ).

easy_drafts(Player) :-
    reserve(Player, Reserve),
    (   Reserve > 0,
        bonus_territory(Player, _),
        random_between(1, 4, X),
        X =:= 1
    ->  random_between(1, Reserve, B),
        cpu_draft_reinforcement(Player, B)
    ;   true
    ),
    reserve(Player, Left),
    player_territories(Player, Ts),
    random_split(Left, Ts, Allocation),
    forall(member(T-N, Allocation), cpu_draft(Player, T, N)).

easy_attack(Player) :-
    findall(F-T, ( attack_origin(Player, F), attackable_target(Player, F, T) ), Pairs),
    (   Pairs \== [],
        random_between(1, 3, R),
        R > 1
    ->  random_member(From-To, Pairs),
        troops(From, N),
        Max is N - 1,
        random_between(1, Max, Sent),
        stored_extra(Player, Stored),
        random_between(0, Stored, Extra),
        cpu_attack(easy, Player, From, Sent, To, Extra)
    ;   report(cpu_no_attack(Player))
    ).

easy_moves(Player) :-
    random_between(0, 3, K),
    forall(between(1, K, _), easy_move(Player)).

easy_move(Player) :-
    (   phase(playing),
        player_territories(Player, Ts),
        findall(T, ( member(T, Ts), troops(T, N), N > 1 ), Sources),
        Sources \== [],
        random_member(From, Sources),
        findall(T, ( member(T, Ts), T \== From ), Targets),
        Targets \== []
    ->  random_member(To, Targets),
        troops(From, N),
        Max is N - 1,
        random_between(1, Max, Troops),
        cpu_move(Player, From, To, Troops)
    ;   true
    ).

% --- normal: greedy with the exact win probabilities

normal_turn(Player) :-
    normal_draft(Player),
    normal_attack(Player),
    (   phase(playing)
    ->  normal_moves(Player)
    ;   true
    ).

% The reserve goes where it makes the best attack likeliest; with no target
% anywhere, to the weakest frontier territory.
normal_draft(Player) :-
    reserve(Player, Reserve),
    (   Reserve =:= 0
    ->  true
    ;   stored_extra(Player, Extra),
        findall(S-O, ( owner(O, Player),
                       troops(O, N),
                       Fighters is N + Reserve - 1 + Extra,
                       Fighters >= 1,
                       attackable_target(Player, O, X),
                       normal_score(Player, X, Fighters, S, _) ),
                Scored),
        (   Scored \== []
        ->  best_of(Scored, _, Origin)
        ;   weakest_frontier(Player, Origin)
        ),
        cpu_draft(Player, Origin, Reserve)
    ).

normal_score(Player, X, Fighters, Score, P) :-
    owner(X, Defender),
    troops(X, D),
    chance(Player, Defender, Fighters, D, P),
    continent_gain(Player, X, G),
    Score is P + G.

% 0.2 if taking X completes a continent for Player, 0.1 if it breaks one.
continent_gain(Player, X, G) :-
    territory(X, _, C),
    continent_territories(C, Ts),
    (   forall(( member(T, Ts), T \== X ), owner(T, Player))
    ->  G1 = 0.2
    ;   G1 = 0
    ),
    owner(X, Defender),
    (   forall(member(T, Ts), owner(T, Defender))
    ->  G2 = 0.1
    ;   G2 = 0
    ),
    G is G1 + G2.

weakest_frontier(Player, Territory) :-
    player_territories(Player, Ts),
    frontier(Player, Ts, F0),
    (   F0 == []
    ->  F = Ts
    ;   F = F0
    ),
    findall(S-T, ( member(T, F), troops(T, N), enemy_max(Player, T, E), S is E - N ), Scored),
    best_of(Scored, _, Territory).

normal_attack(Player) :-
    stored_extra(Player, Extra),
    findall(S-a(O, Sent, X, P),
            ( attack_origin(Player, O),
              troops(O, N),
              Sent is N - 1,
              attackable_target(Player, O, X),
              Fighters is Sent + Extra,
              normal_score(Player, X, Fighters, S, P) ),
            Scored),
    (   Scored \== [],
        best_of(Scored, _, a(O, Sent, X, P)),
        P >= 0.6
    ->  cpu_attack(normal, Player, O, Sent, X, Extra)
    ;   report(cpu_no_attack(Player))
    ).

% Interior troops (no enemy neighbour) go to the frontier territory that
% falls the most short of its strongest enemy neighbour.
normal_moves(Player) :-
    max_moves(Max),
    forall(between(1, Max, _), normal_move(Player)).

normal_move(Player) :-
    player_territories(Player, Ts),
    frontier(Player, Ts, Frontier),
    findall(N-T, ( member(T, Ts), \+ memberchk(T, Frontier), troops(T, N), N > 1 ), Interior),
    (   Interior \== [],
        Frontier \== [],
        moves_made(Made),
        max_moves(Max),
        Made < Max
    ->  best_of(Interior, N, From),
        weakest_frontier(Player, To),
        Troops is N - 1,
        cpu_move(Player, From, To, Troops)
    ;   true
    ).

move_in(easy, _, _, _, Fighters, _, MoveIn) :-
    random_between(1, Fighters, MoveIn).
move_in(normal, Player, From, To, Fighters, _, MoveIn) :-
    enemy_neighbours(Player, From, To, FromEnemies),
    enemy_neighbours(Player, To, To, ToEnemies),
    (   FromEnemies =:= 0
    ->  MoveIn = Fighters
    ;   ToEnemies =:= 0
    ->  MoveIn = 1
    ;   MoveIn is max(1, (Fighters + 1) // 2)
    ).
move_in(hard, Player, From, To, Fighters, Extra, MoveIn) :-
    troops(From, N0),
    move_in_candidates(Fighters, Ms),
    findall(V-M, ( member(M, Ms),
                   after_move_in(Player, From, To, N0, Extra, M, Ov),
                   position_value(Player, Ov, V) ),
            Scored),
    best_of(Scored, _, MoveIn).

% Enemy territories next to T, not counting Except (about to change hands).
enemy_neighbours(Player, T, Except, N) :-
    findall(E, ( adjacent(T, E), E \== Except, owner(E, O), O \== Player ), Es),
    length(Es, N).

move_in_candidates(Fighters, Ms) :-
    Q1 is max(1, Fighters // 4),
    Half is max(1, Fighters // 2),
    Q3 is max(1, (3 * Fighters) // 4),
    sort([1, Q1, Half, Q3, Fighters], Ms).

% The two territories after MoveIn of the fighters took To (those of the
% reinforcement territory move first).
after_move_in(Player, From, To, N0, Extra, MoveIn, [From-Player-NFrom, To-Player-MoveIn]) :-
    FromMap is max(0, MoveIn - Extra),
    NFrom is N0 - FromMap.

% --- hard: expectimax over the candidate plans, with a position value

hard_turn(Player) :-
    hard_draft_and_attack(Player),
    (   phase(playing)
    ->  hard_moves(Player)
    ;   true
    ).

hard_draft_and_attack(Player) :-
    reserve(Player, Reserve),
    stored_extra(Player, Extra),
    (   action_used(attack)
    ->  Plans = []
    ;   findall(Q-plan(O, N, X, D, Defender, P),
                ( owner(O, Player),
                  troops(O, N),
                  Fighters is N + Reserve - 1 + Extra,
                  N + Reserve >= 2,
                  attackable_target(Player, O, X),
                  owner(X, Defender),
                  troops(X, D),
                  chance(Player, Defender, Fighters, D, P),
                  Q is P * (D + 3) - (1 - P) * Fighters ),
                Plans0),
        best_n(6, Plans0, Plans)
    ),
    defence_draft(Player, Reserve, Origin0, Value0),
    findall(EV-attack(O, X),
            ( member(_-plan(O, N, X, _, _, P), Plans),
              plan_value(Player, O, N, X, P, Reserve, Extra, EV) ),
            Attacks),
    (   Attacks \== [],
        best_of(Attacks, EV, attack(O, X)),
        EV > Value0
    ->  attack_draft(Player, O, X, Reserve, Extra, K),
        cpu_draft(Player, O, K),
        Rest is Reserve - K,
        defence_drafts(Player, Rest),
        troops(O, NO),
        Sent is NO - 1,
        cpu_attack(hard, Player, O, Sent, X, Extra)
    ;   Reserve > 0,
        Origin0 \== none
    ->  Half is Reserve // 2,
        cpu_draft(Player, Origin0, Half),
        Rest is Reserve - Half,
        defence_drafts(Player, Rest),
        report(cpu_no_attack(Player))
    ;   report(cpu_no_attack(Player))
    ).

% The least of the reserve that gives the attack a 97% chance (all of it if
% none does, at least enough to attack at all).
attack_draft(Player, O, X, Reserve, Extra, K) :-
    troops(O, N),
    owner(X, Defender),
    troops(X, D),
    Least is max(0, 2 - N),
    (   between(Least, Reserve, K0),
        Fighters is N + K0 - 1 + Extra,
        Fighters >= 1,
        chance(Player, Defender, Fighters, D, P),
        P >= 0.97
    ->  K = K0
    ;   K = Reserve
    ).

% The reserve goes one troop at a time to the frontier territory that falls
% the most short of what an enemy can bring against it next turn.
defence_drafts(Player, Reserve) :-
    (   Reserve > 0
    ->  player_territories(Player, Ts),
        frontier(Player, Ts, F0),
        (   F0 == []
        ->  F = Ts
        ;   F = F0
        ),
        findall(T-0, member(T, F), Added0),
        spread(Reserve, Player, Added0, Added),
        forall(( member(T-N, Added), N > 0 ), cpu_draft(Player, T, N))
    ;   true
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
% position after drafting it to each of the most threatened territories.
defence_draft(Player, Reserve, Origin, Value) :-
    player_territories(Player, Ts),
    frontier(Player, Ts, F0),
    (   F0 == []
    ->  F = Ts
    ;   F = F0
    ),
    findall(S-T, ( member(T, F), troops(T, N), enemy_max(Player, T, E), S is E - N ), Scored),
    best_n(4, Scored, Candidates),
    findall(V-T, ( member(_-T, Candidates),
                   troops(T, N),
                   N1 is N + Reserve,
                   position_value(Player, [T-Player-N1], V) ),
            Valued),
    (   Valued == []
    ->  Origin = none,
        position_value(Player, [], Value)
    ;   best_of(Valued, Value, Origin)
    ).

% The expected value of drafting the reserve to O and attacking X with all
% but one troop: P times the best position after a win (over the move-in
% choices), 1 - P times the position after a loss.
plan_value(Player, O, N, X, P, Reserve, Extra, EV) :-
    N1 is N + Reserve,
    Fighters is N1 - 1 + Extra,
    move_in_candidates(Fighters, Ms),
    findall(V, ( member(M, Ms),
                 after_move_in(Player, O, X, N1, Extra, M, Ov),
                 position_value(Player, Ov, V) ),
            Vs),
    list_max(Vs, Win),
    position_value(Player, [O-Player-1], Lose0),
    Lose is Lose0 - Extra - Reserve,
    EV is P * Win + (1 - P) * Lose.

% Greedy moves: the move that raises the position value most, while one does.
hard_moves(Player) :-
    max_moves(Max),
    hard_moves(Max, Player).

hard_moves(K, Player) :-
    (   K > 0,
        moves_made(Made),
        max_moves(Max),
        Made < Max,
        position_value(Player, [], V0),
        best_move(Player, V, From, To, Troops),
        V > V0 + 0.5
    ->  cpu_move(Player, From, To, Troops),
        K1 is K - 1,
        hard_moves(K1, Player)
    ;   true
    ).

best_move(Player, V, From, To, Troops) :-
    player_territories(Player, Ts),
    frontier(Player, Ts, Frontier),
    findall(N-T, ( member(T, Ts), troops(T, N), N > 1 ), Sources0),
    best_n(4, Sources0, Sources),
    findall(S-T, ( member(T, Frontier), troops(T, N), enemy_max(Player, T, E), S is E - N ),
            Dests0),
    best_n(5, Dests0, Dests),
    findall(Value-m(F, T, K),
            ( member(NF-F, Sources),
              member(_-T, Dests),
              T \== F,
              troops(T, NT),
              move_amount(F, Frontier, NF, K),
              NF1 is NF - K,
              NT1 is NT + K,
              position_value(Player, [F-Player-NF1, T-Player-NT1], Value) ),
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

%% position_value(+Player, +Overrides, -Value) is det.
%
%  How good the game is for Player when the territories in Overrides (a
%  list of Territory-Owner-Troops) are as given and the rest as they are:
%  troops on the map, income (one per two territories plus continent
%  bonuses, counted three times), minus for each opponent the expected
%  gain of its best attack next turn (exact chance times troops and
%  territory), plus a third of Player's own best attack next turn.
position_value(Player, Overrides, Value) :-
    findall(T-O-N, board_entry(Overrides, T, O, N), Board),
    findall(O, member(_-O-_, Board), Os0),
    sort(Os0, Owners),
    material(Board, Player, Material),
    income(Board, Player, Income),
    findall(I, ( member(O, Owners), O \== Player, income(Board, O, I) ), OppIncomes),
    sum_list(OppIncomes, OppIncome),
    (   effect(Player, ceasefire_order, _)
    ->  Threat = 0
    ;   findall(Th, ( member(O, Owners), O \== Player, threat(Board, O, Player, Th) ), Ths),
        sum_list(Ths, Threat)
    ),
    opportunity(Board, Owners, Player, Income, Chance),
    Value is Material + 3 * (Income - OppIncome) - Threat + Chance / 3.

board_entry(Overrides, T, O, N) :-
    territory(T, _, _),
    (   memberchk(T-O0-N0, Overrides)
    ->  O = O0,
        N = N0
    ;   owner(T, O),
        troops(T, N)
    ).

% Troops of Player minus the troops of everybody else.
material(Board, Player, M) :-
    foldl(material_, Board, Player-0, _-M).

material_(_-O-N, P-M0, P-M) :-
    (   O == P
    ->  M is M0 + N
    ;   M is M0 - N
    ).

income(Board, Player, Income) :-
    findall(T, member(T-Player-_, Board), Ts),
    length(Ts, Count),
    findall(B, ( continent(C, _, B),
                 \+ ( territory(T, _, C), \+ memberchk(T-Player-_, Board) ) ),
            Bs),
    sum_list(Bs, Bonus),
    Income is Count // 2 + Bonus.

% The best attack Attacker can make on Victim's territories next turn: its
% income and reserve drafted on the attacking stack, all but one sent.
threat(Board, Attacker, Victim, Threat) :-
    income(Board, Attacker, Income),
    reserve_of(Attacker, Reserve),
    stored_of(Attacker, Stored),
    Plus is Income + Reserve + Stored,
    findall(G, ( member(T-Victim-NT, Board),
                 attack_gain(Board, Attacker, Victim, Plus, T, NT, G) ),
            Gs),
    sum_list(Gs, Sum),
    max_or_zero(Gs, Max),
    Threat is Max + (Sum - Max) / 2.

% The most Attacker expects to gain attacking T (NT troops of Victim).
attack_gain(Board, Attacker, Victim, Plus, T, NT, Gain) :-
    findall(G, ( adjacent(T, E),
                 memberchk(E-Attacker-NE, Board),
                 Fighters is NE - 1 + Plus,
                 Fighters >= 1,
                 chance(Attacker, Victim, Fighters, NT, P),
                 G is P * (NT + 3) ),
            Gs),
    Gs \== [],
    list_max(Gs, Gain).

opportunity(Board, Owners, Player, Income, Chance) :-
    reserve_of(Player, Reserve),
    Plus is Income + Reserve,
    findall(C, ( member(O, Owners), O \== Player,
                 best_attack(Board, Player, O, Plus, C) ), Cs),
    max_or_zero(Cs, Chance).

best_attack(Board, Attacker, Victim, Plus, Best) :-
    findall(G, ( member(E-Attacker-NE, Board),
                 Fighters is NE - 1 + Plus,
                 Fighters >= 1,
                 adjacent(E, T),
                 memberchk(T-Victim-NT, Board),
                 chance(Attacker, Victim, Fighters, NT, P),
                 G is P * (NT + 3) ),
            Gs),
    max_or_zero(Gs, Best).

reserve_of(Player, R) :-
    (   reserve(Player, R0)
    ->  R = R0
    ;   R = 0
    ).

stored_of(Player, S) :-
    (   bonus_territory(Player, S0)
    ->  S = S0
    ;   S = 0
    ).
