% ackermann: Ackermann's function ack(2, 300) = 603 and ack(3, 5) = 253;
% very deep, non-tail recursion. A classic of the benchmark games.
:- use_module(library(lists)).
:- use_module(library(between)).

count(12).

ack(0, N, R) :- !, R is N + 1.
ack(M, 0, R) :- !, M1 is M - 1, ack(M1, 1, R).
ack(M, N, R) :- M1 is M - 1, N1 is N - 1, ack(M, N1, R1), ack(M1, R1, R).

bench :-
    count(K),
    (   between(1, K, _), must(ack(2, 300, A)), must(ack(3, 5, B)), A-B \== 603-253 -> throw(wrong(A, B)) ; true ),
    write(ack(603, 253)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
