% deriv: symbolic differentiation of four expressions (ops8, divide10,
% log10, times10 of van Roy's Aquarius set, after Warren's benchmark):
% clause indexing on functors and term building.
:- use_module(library(lists)).
:- use_module(library(between)).

count(30000).

d(U+V, X, DU+DV) :- !, d(U, X, DU), d(V, X, DV).
d(U-V, X, DU-DV) :- !, d(U, X, DU), d(V, X, DV).
d(U*V, X, DU*V+U*DV) :- !, d(U, X, DU), d(V, X, DV).
d(U/V, X, (DU*V-U*DV)/(^(V,2))) :- !, d(U, X, DU), d(V, X, DV).
d(^(U,N), X, DU*N*(^(U,N1))) :- !, integer(N), N1 is N - 1, d(U, X, DU).
d(-U, X, -DU) :- !, d(U, X, DU).
d(exp(U), X, exp(U)*DU) :- !, d(U, X, DU).
d(log(U), X, DU/U) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).

ops8(E) :- d((x+1)*((^(x,2)+2)*(^(x,3)+3)), x, E).
divide10(E) :- d(((((((((x/x)/x)/x)/x)/x)/x)/x)/x)/x, x, E).
log10(E) :- d(log(log(log(log(log(log(log(log(log(log(x)))))))))), x, E).
times10(E) :- d(((((((((x*x)*x)*x)*x)*x)*x)*x)*x)*x, x, E).

all(E) :- ops8(A), divide10(B), log10(C), times10(D), E = [A, B, C, D].

bench :-
    count(K), all(E0), term_hash_size(E0, S0),
    (   between(1, K, _), must(all(E)), E \== E0 -> throw(wrong(E)) ; true ),
    ( S0 =:= 412 -> true ; throw(wrong_size(S0)) ),
    write(deriv(S0)), nl.

% The number of subterms (atomic and compound) of a term.
term_hash_size(T, 1) :- atomic(T), !.
term_hash_size(T, S) :- T =.. [_|As], sizes(As, 1, S).
sizes([], S, S).
sizes([A|As], S0, S) :- term_hash_size(A, SA), S1 is S0 + SA, sizes(As, S1, S).

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
