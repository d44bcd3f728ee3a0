% qsort: quicksort of the classic 50-integer list with difference
% lists and partitioning. From van Roy's Aquarius set (qsort).
:- use_module(library(lists)).
:- use_module(library(between)).

count(12000).

data([27,74,17,33,94,18,46,83,65, 2,32,53,28,85,99,47,28,82, 6,11,
      55,29,39,81,90,37,10, 0,66,51, 7,21,85,27,31,63,75, 4,95,99,
      11,28,61,74,18,92,40,53,59, 8]).

qsort([], R, R).
qsort([X|L], R, R0) :-
    partition(L, X, L1, L2),
    qsort(L2, R1, R0),
    qsort(L1, R, [X|R1]).

partition([], _, [], []).
partition([X|L], Y, [X|L1], L2) :- X =< Y, !, partition(L, Y, L1, L2).
partition([X|L], Y, L1, [X|L2]) :- partition(L, Y, L1, L2).

bench :-
    count(K), data(D), sorted(Expected),
    (   between(1, K, _), must(qsort(D, S, [])), S \== Expected -> throw(wrong(S)) ; true ),
    write(qsort(Expected)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).

sorted([0,2,4,6,7,8,10,11,11,17,18,18,21,27,27,28,28,28,29,31,32,33,37,39,40,
        46,47,51,53,53,55,59,61,63,65,66,74,74,75,81,82,83,85,85,90,92,94,95,99,99]).
