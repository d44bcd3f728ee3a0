% Invariants of any Global Conquest state, for tests/suite/soak_fuzz.rs and
% tests/suite/soak_faults.rs. They read the game only through its exported query
% predicates, as a player does. soak_problems(Ps) lists what is wrong (Ps = []
% when all holds); soak_state(S) is the whole visible state, for comparing.

:- use_module(library(lists)).

soak_problems(Ps) :-
    findall(P, soak_problem(P), Ps0),
    sort(Ps0, Ps).

soak_problem(phases(Ps)) :-
    findall(P, phase(P), Ps),
    Ps = [_, _|_].
soak_problem(bad_phase(P)) :-
    phase(P),
    \+ memberchk(P, [claiming, placing, playing, over]).
soak_problem(facts_without_game) :-
    \+ phase(_),
    ( player(_, _) ; owner(_, _) ; troops(_, _) ; current_player(_) ).
soak_problem(owners(T, Os)) :-
    territory(T, _, _),
    findall(O, owner(T, O), Os),
    Os = [_, _|_].
soak_problem(troop_counts(T, Ns)) :-
    territory(T, _, _),
    findall(N, troops(T, N), Ns),
    Ns = [_, _|_].
soak_problem(not_a_territory(T)) :-
    ( owner(T, _) ; troops(T, _) ),
    \+ territory(T, _, _).
soak_problem(not_a_player(T, O)) :-
    owner(T, O),
    \+ player(O, _).
% cheatWin/1 may end a game while territories are still free.
soak_problem(unowned(T)) :-
    phase(Ph),
    memberchk(Ph, [placing, playing]),
    territory(T, _, _),
    \+ owner(T, _).
soak_problem(troops(T, N)) :-
    owner(T, _),
    \+ ( troops(T, N), integer(N), N >= 1 ),
    ( troops(T, N) -> true ; N = none ).
% (A claimed territory holds one troop, unless cheatTroops/2 added some.)
soak_problem(troops_on_free_land(T, N)) :-
    troops(T, N),
    N \== 0,
    \+ owner(T, _).
soak_problem(reserve(P, R)) :-
    reserve(P, R),
    \+ ( integer(R), R >= 0 ).
soak_problem(reserve_of_stranger(P)) :-
    reserve(P, _),
    \+ player(P, _).
soak_problem(no_current_player) :-
    phase(_),
    \+ current_player(_).
soak_problem(current_players(Ps)) :-
    findall(P, current_player(P), Ps),
    Ps = [_, _|_].
soak_problem(current_not_a_player(P)) :-
    current_player(P),
    \+ player(P, _).
soak_problem(current_is_out(P)) :-
    phase(Ph),
    Ph \== over,
    current_player(P),
    eliminated(P).
soak_problem(out_but_holds(P, T)) :-
    eliminated(P),
    owner(T, P).
soak_problem(alive_without_land(P)) :-
    phase(Ph),
    memberchk(Ph, [placing, playing]),
    player(P, _),
    \+ eliminated(P),
    \+ owner(_, P).
soak_problem(moves_made(N)) :-
    moves_made(N),
    \+ ( integer(N), N >= 0, N =< 3 ).
soak_problem(winner_while(Ph, W)) :-
    winner(W),
    phase(Ph),
    Ph \== over.
soak_problem(turn_order(O)) :-
    turn_order(O),
    \+ ( findall(P, player(P, _), Ps),
          sort(O, S), sort(Ps, S),
          length(O, N), length(Ps, N) ).

soak_state(state(Phase, Current, Map, Reserves, Out, Used, Moves, Winner, Effects)) :-
    findall(P, phase(P), Phase),
    findall(P, current_player(P), Current),
    findall(T-O-N, ( territory(T, _, _),
                     findall(O0, owner(T, O0), O),
                     findall(N0, troops(T, N0), N) ), Map),
    findall(P-R, reserve(P, R), Reserves),
    findall(P, eliminated(P), Out),
    findall(A, action_used(A), Used),
    findall(M, moves_made(M), Moves),
    findall(W, winner(W), Winner),
    findall(P-C-E, effect(P, C, E), Effects).
