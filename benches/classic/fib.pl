% fib: naive doubly recursive Fibonacci, fib(21) = 10946; integer
% arithmetic and calls. A classic micro-benchmark of every Prolog.
:- use_module(library(lists)).
:- use_module(library(between)).

count(80).

fib(0, 0) :- !.
fib(1, 1) :- !.
fib(N, F) :- N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.

bench :-
    count(K),
    (   between(1, K, _), must(fib(21, F)), F =\= 10946 -> throw(wrong(F)) ; true ),
    write(fib(21, 10946)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
