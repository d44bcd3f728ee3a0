% findall_assert: the dynamic database. Assert 2000 facts, query them
% with findall/3, bagof-like aggregation and retract/1, then retract
% them all; a kind of program the classic sets leave out but that every
% real Prolog program is made of.
:- use_module(library(lists)).
:- use_module(library(between)).

:- dynamic(fact/2).
:- dynamic(counter/1).

count(50).

fill(N) :- between(1, N, I), K is I mod 17, assertz(fact(K, I)), fail.
fill(_).

step(Sum) :-
    retractall(fact(_, _)), retractall(counter(_)), assertz(counter(0)),
    fill(2000),
    findall(I, fact(3, I), L3), length(L3, N3),
    findall(K-I, (fact(K, I), I mod 100 =:= 0), Hs), length(Hs, NH),
    (   between(0, 16, K), findall(I, fact(K, I), Is), sum_list(Is, S),
        retract(counter(C0)), C1 is C0 + S, assertz(counter(C1)), fail
    ;   true ),
    counter(Total),
    (   retract(fact(_, I)), I mod 2 =:= 0, fail ; true ),
    aggregate_count(Left),
    Sum = [N3, NH, Total, Left].

aggregate_count(N) :- findall(x, fact(_, _), L), length(L, N).

bench :-
    count(K),
    (   between(1, K, _), must(step(S)), S \== [118, 20, 2001000, 0] -> throw(wrong(S)) ; true ),
    write(findall_assert([118, 20, 2001000, 0])), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
