% queens: all solutions of the N-queens puzzle for N = 8 (92) and 9 (352)
% by generate-by-permutation with early safety checks; backtracking.
% The classic from the Aquarius set (queens_8) and every Prolog textbook.
:- use_module(library(lists)).
:- use_module(library(between)).

count(5).

queens(N, Qs) :-
    numlist(1, N, Ns), place(Ns, [], Qs).

place([], Qs, Qs).
place(Unplaced, Safe, Qs) :-
    select(Q, Unplaced, Rest),
    \+ attacks(Q, 1, Safe),
    place(Rest, [Q|Safe], Qs).

attacks(Q, D, [Q1|_]) :- Q =:= Q1 + D.
attacks(Q, D, [Q1|_]) :- Q =:= Q1 - D.
attacks(Q, D, [_|Qs]) :- D1 is D + 1, attacks(Q, D1, Qs).

solutions(N, C) :- findall(x, queens(N, _), L), length(L, C).

bench :-
    count(K),
    (   between(1, K, _),
        solutions(8, C8), solutions(9, C9), solutions(10, C10),
        [C8, C9, C10] \== [92, 352, 724] -> throw(wrong(C8, C9, C10)) ; true ),
    write(queens(92, 352, 724)), nl.
