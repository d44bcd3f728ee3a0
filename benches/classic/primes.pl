% primes: the primes below 5000 by the sieve of Eratosthenes over lists
% (669 of them); integer arithmetic, list filtering. A textbook classic
% (primes in the early Prolog benchmark sets).
:- use_module(library(lists)).
:- use_module(library(between)).

count(15).

primes(Limit, Ps) :- numlist(2, Limit, Ns), sieve(Ns, Ps).

sieve([], []).
sieve([P|Xs], [P|Ps]) :- remove(Xs, P, Ys), sieve(Ys, Ps).

remove([], _, []).
remove([X|Xs], P, Ys) :- X mod P =:= 0, !, remove(Xs, P, Ys).
remove([X|Xs], P, [X|Ys]) :- remove(Xs, P, Ys).

bench :-
    count(K),
    (   between(1, K, _), must(primes(5000, Ps)), length(Ps, L), last_(Ps, M), L-M \== 669-4999
    ->  throw(wrong(L, M)) ; true ),
    write(primes(669, 4999)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).

last_([X], X) :- !.
last_([_|Xs], X) :- last_(Xs, X).
