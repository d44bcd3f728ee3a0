% mu: Hofstadter's MU puzzle, iterative deepening search for a
% derivation of "muiiu" from "mi" (van Roy's Aquarius set, mu):
% list processing with append/3 and deep backtracking.
:- use_module(library(lists)).
:- use_module(library(between)).

count(5000).

theorem([m,i], _, [[a|[m,i]]]).
theorem(R, Depth, [[N|R]|P]) :-
    Depth > 0, D is Depth - 1,
    theorem(S, D, P), rule(N, S, R).

rule(1, S, R) :- rule1(S, R).
rule(2, S, R) :- rule2(S, R).
rule(3, S, R) :- rule3(S, R).
rule(4, S, R) :- rule4(S, R).

rule1([i], [i,u]).
rule1([H|X], [H|Y]) :- rule1(X, Y).

rule2([m|T], [m|R]) :- append(T, T, R).

rule3([i,i,i|T], [u|T]).
rule3([H|T], [H|R]) :- rule3(T, R).

rule4([u,u|T], T).
rule4([H|T], [H|R]) :- rule4(T, R).

bench :-
    count(K),
    (   between(1, K, _), must(theorem([m,u,i,i,u], 5, P)), length(P, L), L =\= 6 -> throw(wrong(P)) ; true ),
    write(mu(6)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
