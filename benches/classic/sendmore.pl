% sendmore: SEND + MORE = MONEY by generate and test with select/3 over
% the digits, column by column with carries (9567 + 1085 = 10652).
% The classic cryptarithm of the early Prolog benchmark sets.
:- use_module(library(lists)).
:- use_module(library(between)).

count(6).

solve([S,E,N,D,M,O,R,Y]) :-
    Ds0 = [0,1,2,3,4,5,6,7,8,9],
    sel(D, Ds0, Ds1), sel(E, Ds1, Ds2),
    Y is (D + E) mod 10, C1 is (D + E) // 10, sel(Y, Ds2, Ds3),
    sel(N, Ds3, Ds4), sel(R, Ds4, Ds5),
    E =:= (N + R + C1) mod 10, C2 is (N + R + C1) // 10,
    sel(O, Ds5, Ds6),
    N =:= (E + O + C2) mod 10, C3 is (E + O + C2) // 10,
    sel(S, Ds6, Ds7), S > 0, sel(M, Ds7, _), M > 0,
    O =:= (S + M + C3) mod 10, M =:= (S + M + C3) // 10.

sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).

% The same puzzle by brute force over all eight digits (no pruning).
brute([S,E,N,D,M,O,R,Y]) :-
    Ds = [0,1,2,3,4,5,6,7,8,9],
    select(S, Ds, D1), S > 0, select(M, D1, D2), M =:= 1,
    select(E, D2, D3), select(N, D3, D4), select(D, D4, D5),
    select(O, D5, D6), select(R, D6, D7), select(Y, D7, _),
    1000*S + 100*E + 10*N + D + 1000*M + 100*O + 10*R + E =:=
        10000*M + 1000*O + 100*N + 10*E + Y.

bench :-
    count(K),
    (   between(1, K, _), must(findall(L, solve(L), A)), findall(L, brute(L), B),
        ( A \== [[9,5,6,7,1,0,8,2]] ; B \== A ) -> throw(wrong(A, B)) ; true ),
    write(sendmore([9,5,6,7,1,0,8,2])), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
