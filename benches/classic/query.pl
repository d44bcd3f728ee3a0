% query: the population-density database query of van Roy's Aquarius
% set (after Warren): pairs of countries whose densities differ by less
% than 5%; database access, arithmetic, backtracking.
:- use_module(library(lists)).
:- use_module(library(between)).

count(2000).

query([C1,D1,C2,D2]) :-
    density(C1, D1), density(C2, D2),
    D1 > D2, T1 is 20*D1, T2 is 21*D2, T1 < T2.

density(C, D) :- pop(C, P), area(C, A), D is (P*100)//A.

pop(china, 8250). pop(india, 5863). pop(ussr, 2521). pop(usa, 2119).
pop(indonesia, 1276). pop(japan, 1097). pop(brazil, 1042). pop(bangladesh, 750).
pop(pakistan, 682). pop(w_germany, 620). pop(nigeria, 613). pop(mexico, 581).
pop(uk, 559). pop(italy, 554). pop(france, 525). pop(philippines, 415).
pop(thailand, 410). pop(turkey, 383). pop(egypt, 364). pop(spain, 352).
pop(poland, 337). pop(s_korea, 335). pop(iran, 320). pop(ethiopia, 272).
pop(argentina, 251).

area(china, 3380). area(india, 1139). area(ussr, 8708). area(usa, 3609).
area(indonesia, 570). area(japan, 148). area(brazil, 3288). area(bangladesh, 55).
area(pakistan, 311). area(w_germany, 96). area(nigeria, 373). area(mexico, 764).
area(uk, 86). area(italy, 116). area(france, 213). area(philippines, 90).
area(thailand, 200). area(turkey, 296). area(egypt, 386). area(spain, 190).
area(poland, 121). area(s_korea, 37). area(iran, 628). area(ethiopia, 350).
area(argentina, 1080).

bench :-
    count(K), findall(Q, query(Q), L0), length(L0, N0),
    (   between(1, K, _), must(findall(Q, query(Q), L)), L \== L0 -> throw(wrong(L)) ; true ),
    ( N0 =:= 5 -> true ; throw(wrong_count(N0)) ),
    write(query(N0)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
