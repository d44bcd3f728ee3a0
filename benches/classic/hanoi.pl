% hanoi: towers of Hanoi with 16 discs, the moves built as a difference
% list and counted (65535). Structure building and recursion; a
% textbook classic.
:- use_module(library(lists)).
:- use_module(library(between)).

count(25).

hanoi(0, _, _, _, Ms, Ms) :- !.
hanoi(N, A, B, C, Ms0, Ms) :-
    N1 is N - 1,
    hanoi(N1, A, C, B, Ms0, [A-B|Ms1]),
    hanoi(N1, C, B, A, Ms1, Ms).

bench :-
    count(K),
    (   between(1, K, _), must(hanoi(16, a, b, c, Ms, [])), length(Ms, L), L =\= 65535 -> throw(wrong(L)) ; true ),
    write(hanoi(16, 65535)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
