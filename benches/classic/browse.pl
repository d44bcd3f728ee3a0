% browse: build a database of symbols with property lists of patterns
% and match a set of wildcard patterns against all of them (van Roy's
% Aquarius set, after Gabriel's Lisp browse); pattern matching with
% backtracking over list segments, term building, arithmetic.
:- use_module(library(lists)).
:- use_module(library(between)).

count(80).

init(N, M, Npats, Ipats, Result) :- init(N, M, M, Npats, Ipats, Result).

init(0, _, _, _, _, _) :- !.
init(N, I, M, Npats, Ipats, [Symb|Rest]) :-
    fill(I, [], L), get_pats(Npats, Ipats, Ppats),
    J is M - I, fill(J, [pattern(Ppats)|L], Symb),
    N1 is N - 1,
    ( I =:= 0 -> I1 is M ; I1 is I - 1 ),
    init(N1, I1, M, Npats, Ipats, Rest).

fill(0, L, L) :- !.
fill(N, L, [dummy([])|Rest]) :- N1 is N - 1, fill(N1, L, Rest).

randomize([], [], _) :- !.
randomize(In, [X|Out], Rand) :-
    length(In, Lin), Rand1 is (Rand * 17) mod 251, N is Rand1 mod Lin,
    split(N, In, X, In1), randomize(In1, Out, Rand1).

split(0, [X|Xs], X, Xs) :- !.
split(N, [X|Xs], RemovedElt, [X|Ys]) :- N1 is N - 1, split(N1, Xs, RemovedElt, Ys).

investigate([], _, C, C).
investigate([U|Units], Patterns, C0, C) :-
    property(U, pattern, Data), p_investigate(Data, Patterns, C0, C1),
    investigate(Units, Patterns, C1, C).

get_pats(Npats, Ipats, Result) :- get_pats(Npats, Ipats, Result, Ipats).
get_pats(0, _, [], _) :- !.
get_pats(N, [X|Xs], [X|Ys], Ipats) :- N1 is N - 1, get_pats(N1, Xs, Ys, Ipats).
get_pats(N, [], Ys, Ipats) :- get_pats(N, Ipats, Ys, Ipats).

property([], _, _) :- fail.
property([Prop|_], P, Val) :- functor(Prop, P, _), !, arg(1, Prop, Val).
property([_|RProps], P, Val) :- property(RProps, P, Val).

p_investigate([], _, C, C).
p_investigate([D|Data], Patterns, C0, C) :-
    p_match(Patterns, D, C0, C1), p_investigate(Data, Patterns, C1, C).

p_match([], _, C, C).
p_match([P|Patterns], D, C0, C) :-
    ( match(D, P) -> C1 is C0 + 1 ; C1 = C0 ),
    p_match(Patterns, D, C1, C).

match([], []) :- !.
match([X|PRest], [Y|SRest]) :- var(Y), !, X = Y, match(PRest, SRest).
match(List, [Y|Rest]) :- nonvar(Y), Y = star(X), !, concat(X, SRest, List), match(SRest, Rest).
match([X|PRest], [Y|SRest]) :- ( atom(X) -> X = Y ; match(X, Y) ), match(PRest, SRest).

concat([], L, L).
concat([X|L1], L2, [X|L3]) :- concat(L1, L2, L3).

run(Count) :-
    init(100, 10, 4,
         [[a,a,a,b,b,b,b,a,a,a,a,a,b,b,a,a,a],
          [a,a,b,b,b,b,a,a,[a,a],[b,b]],
          [a,a,a,b,[b,a],b,a,b,a]],
         Symbols),
    randomize(Symbols, RSymbols, 21),
    investigate(RSymbols,
                [[star(SA),B,star(SB),B,a,star(SA),a,star(SB),star(SA)],
                 [star(SA),star(SB),star(SB),star(SA),[star(SA)],[star(SB)]],
                 [_,_,star(_),[b,a],star(_),_,_]],
                0, Count).

bench :-
    count(K), run(C0),
    (   between(1, K, _), must(run(C)), C =\= C0 -> throw(wrong(C)) ; true ),
    write(browse(C0)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
