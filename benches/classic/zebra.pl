% zebra: the five houses puzzle (who owns the zebra, who drinks water),
% solved by unification over partial structures and member/2. After
% zebra in van Roy's Aquarius set.
:- use_module(library(lists)).
:- use_module(library(between)).

count(150).

right_of(A, B, [B, A|_]).
right_of(A, B, [_|Y]) :- right_of(A, B, Y).

next_to(A, B, L) :- right_of(A, B, L).
next_to(A, B, L) :- right_of(B, A, L).

houses([h(_,norwegian,_,_,_), _, h(_,_,_,milk,_), _, _]).

zebra(Zebra, Water, H) :-
    houses(H),
    member(h(red,english,_,_,_), H),
    member(h(_,spanish,dog,_,_), H),
    member(h(green,_,_,coffee,_), H),
    member(h(_,ukrainian,_,tea,_), H),
    right_of(h(green,_,_,_,_), h(ivory,_,_,_,_), H),
    member(h(_,_,snails,_,winstons), H),
    member(h(yellow,_,_,_,kools), H),
    next_to(h(_,_,_,_,chesterfields), h(_,_,fox,_,_), H),
    next_to(h(_,_,_,_,kools), h(_,_,horse,_,_), H),
    member(h(_,_,_,orange_juice,lucky_strikes), H),
    member(h(_,japanese,_,_,parliaments), H),
    next_to(h(_,norwegian,_,_,_), h(blue,_,_,_,_), H),
    member(h(_,Zebra,zebra,_,_), H),
    member(h(_,Water,_,water,_), H).

bench :-
    count(N),
    (   between(1, N, _), must(findall(Z-W, zebra(Z, W, _), L)), L \== [japanese-norwegian]
    ->  throw(wrong(L)) ; true ),
    write(zebra(japanese, norwegian)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
