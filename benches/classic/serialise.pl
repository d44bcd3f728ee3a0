% serialise: the serial numbers of the characters of "ABLE WAS I ERE I
% SAW ELBA" by building a sorted binary tree (van Roy's Aquarius set,
% after Warren): tree insertion with unification, list processing.
:- use_module(library(lists)).
:- use_module(library(between)).

count(20000).

serialise(L, R) :-
    pairlists(L, R, A), arrange(A, T), numbered(T, 1, _).

pairlists([X|L], [Y|R], [pair(X,Y)|A]) :- pairlists(L, R, A).
pairlists([], [], []).

arrange([X|L], tree(T1, X, T2)) :-
    split(L, X, L1, L2), arrange(L1, T1), arrange(L2, T2).
arrange([], void).

split([X|L], X, L1, L2) :- !, split(L, X, L1, L2).
split([X|L], Y, [X|L1], L2) :- before(X, Y), !, split(L, Y, L1, L2).
split([X|L], Y, L1, [X|L2]) :- before(Y, X), !, split(L, Y, L1, L2).
split([], _, [], []).

before(pair(X1,_), pair(X2,_)) :- X1 < X2.

numbered(tree(T1, pair(_,N1), T2), N0, N) :-
    numbered(T1, N0, N1), N2 is N1 + 1, numbered(T2, N2, N).
numbered(void, N, N).

bench :-
    count(K), Codes = [0'A,0'B,0'L,0'E,0' ,0'W,0'A,0'S,0' ,0'I,0' ,0'E,0'R,0'E,0' ,0'I,0' ,0'S,0'A,0'W,0' ,0'E,0'L,0'B,0'A],
    Expected = [2,3,6,4,1,9,2,8,1,5,1,4,7,4,1,5,1,8,2,9,1,4,6,3,2],
    (   between(1, K, _), must(serialise(Codes, R)), R \== Expected -> throw(wrong(R)) ; true ),
    write(serialise(Expected)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
