% tak: Takeuchi's function tak(18,12,6) = 7; integer arithmetic and deep
% recursion. From Gabriel's Lisp benchmarks, in van Roy's Aquarius set.
:- use_module(library(lists)).
:- use_module(library(between)).

count(60).

tak(X, Y, Z, A) :-
    X =< Y, !, Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    tak(X1, Y, Z, A1), tak(Y1, Z, X, A2), tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).

bench :-
    count(N),
    (   between(1, N, _), must(tak(18, 12, 6, A)), A =\= 7 -> throw(wrong(A)) ; true ),
    write(tak(18, 12, 6, 7)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
