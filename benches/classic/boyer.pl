% boyer: a small version of the Boyer-Moore theorem prover benchmark
% (Gabriel's Lisp set, van Roy's Aquarius set): rewrite a formula to a
% normal form with a table of lemmas and check that it is a tautology.
% About twenty lemmas instead of the original hundred.
:- use_module(library(lists)).
:- use_module(library(between)).

count(20).

wff(implies(and(implies(X,Y), and(implies(Y,Z), and(implies(Z,U), implies(U,W)))),
            implies(X,W))) :-
    X = f(plus(plus(a,b),plus(c,zero))),
    Y = f(times(times(a,b),plus(c,d))),
    Z = f(reverse(append(append(a,b),nil))),
    U = equal(plus(a,b),difference(x,y)),
    W = lessp(remainder(a,b),member(a,length(b))).

tautology(Wff) :- rewrite(Wff, NewWff), tautology(NewWff, [], []).

tautology(Wff, Tlist, Flist) :-
    (   truep(Wff, Tlist) -> true
    ;   falsep(Wff, Flist) -> fail
    ;   Wff = if(If, Then, Else) ->
        (   truep(If, Tlist) -> tautology(Then, Tlist, Flist)
        ;   falsep(If, Flist) -> tautology(Else, Tlist, Flist)
        ;   tautology(Then, [If|Tlist], Flist),
            tautology(Else, Tlist, [If|Flist])
        )
    ).

rewrite(Atom, Atom) :- atomic(Atom), !.
rewrite(Old, New) :-
    functor(Old, F, N), functor(Mid, F, N),
    rewrite_args(N, Old, Mid),
    (   equal(Mid, Next) -> rewrite(Next, New)
    ;   New = Mid
    ).

rewrite_args(0, _, _) :- !.
rewrite_args(N, Old, Mid) :-
    arg(N, Old, OldArg), arg(N, Mid, MidArg), rewrite(OldArg, MidArg),
    N1 is N - 1, rewrite_args(N1, Old, Mid).

truep(t, _) :- !.
truep(Wff, Tlist) :- member_eq(Wff, Tlist).
falsep(f, _) :- !.
falsep(Wff, Flist) :- member_eq(Wff, Flist).

member_eq(X, [Y|_]) :- X == Y, !.
member_eq(X, [_|T]) :- member_eq(X, T).

equal(and(P,Q), if(P,if(Q,t,f),f)).
equal(append(append(X,Y),Z), append(X,append(Y,Z))).
equal(difference(X,X), zero).
equal(equal(plus(A,B),zero), and(zerop(A),zerop(B))).
equal(equal(plus(A,B),plus(A,C)), equal(fix(B),fix(C))).
equal(f(X), X).
equal(if(if(A,B,C),D,E), if(A,if(B,D,E),if(C,D,E))).
equal(implies(P,Q), if(P,if(Q,t,f),t)).
equal(length(reverse(X)), length(X)).
equal(lessp(remainder(_,Y),Y), not(zerop(Y))).
equal(member(X,append(A,B)), or(member(X,A),member(X,B))).
equal(not(P), if(P,f,t)).
equal(or(P,Q), if(P,t,if(Q,t,f))).
equal(plus(plus(X,Y),Z), plus(X,plus(Y,Z))).
equal(plus(X,zero), fix(X)).
equal(remainder(_,one), zero).
equal(reverse(append(A,B)), append(reverse(B),reverse(A))).
equal(reverse(nil), nil).
equal(times(X,plus(Y,Z)), plus(times(X,Y),times(X,Z))).
equal(times(times(X,Y),Z), times(X,times(Y,Z))).
equal(zerop(X), equal(X,zero)).

bench :-
    count(K), wff(W),
    (   between(1, K, _), \+ tautology(W) -> throw(wrong) ; true ),
    write(boyer(tautology)), nl.
