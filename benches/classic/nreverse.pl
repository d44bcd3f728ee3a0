% nreverse: naive reverse of a 30-element list (496 logical inferences a
% run): head unification and list construction. The classic LIPS
% benchmark (Warren's nrev, in van Roy's Aquarius set).
:- use_module(library(lists)).
:- use_module(library(between)).

count(25000).

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

range(N, N, [N]) :- !.
range(I, N, [I|T]) :- I1 is I + 1, range(I1, N, T).

bench :-
    count(N), range(1, 30, L), range(1, 30, L0), reverse(L0, Expected),
    (   between(1, N, _), must(nrev(L, R)), R \== Expected -> throw(wrong(R)) ; true ),
    write(nreverse(Expected)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
