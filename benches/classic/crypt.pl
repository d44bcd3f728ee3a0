% crypt: a cryptomultiplication. Find OEE * EE = OOEE where O is an odd
% digit and E an even one, with partial products EOEE and EOE (answer
% 348 * 28 = 9744). Digit generation, arithmetic and failure-driven
% search, after crypt in van Roy's Aquarius set.
:- use_module(library(lists)).
:- use_module(library(between)).

count(100).

odd(D) :- member(D, [1,3,5,7,9]).
even(D) :- member(D, [0,2,4,6,8]).

digits(0, []) :- !.
digits(N, Ds) :- D is N mod 10, N1 is N // 10, digits(N1, Ds0), append(Ds0, [D], Ds).

pattern([], []).
pattern([D|Ds], [P|Ps]) :- ( P == o -> D mod 2 =:= 1 ; D mod 2 =:= 0 ), pattern(Ds, Ps).

solve(A, B, P) :-
    odd(A1), A1 > 0, even(A2), even(A3),
    even(B1), B1 > 0, even(B2),
    A is A1 * 100 + A2 * 10 + A3,
    B is B1 * 10 + B2,
    P1 is A * B2, P1 >= 1000, P1 =< 9999, digits(P1, D1), pattern(D1, [e,o,e,e]),
    P2 is A * B1, P2 >= 100, P2 =< 999, digits(P2, D2), pattern(D2, [e,o,e]),
    P is A * B, P >= 1000, P =< 9999, digits(P, D), pattern(D, [o,o,e,e]).

bench :-
    count(N),
    (   between(1, N, _), must(findall(A*B=P, solve(A, B, P), L)), L \== [348*28=9744]
    ->  throw(wrong(L)) ; true ),
    write(crypt(348*28=9744)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
