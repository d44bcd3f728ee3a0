% nand: circuits of NAND gates evaluated over every input. A 4-bit
% ripple-carry adder built only of NANDs is checked against integer
% addition for all 256 input pairs. In the spirit of nand in van Roy's
% Aquarius set (logic synthesis over NAND gates), much smaller.
:- use_module(library(lists)).
:- use_module(library(between)).

count(200).

nand(0, 0, 1). nand(0, 1, 1). nand(1, 0, 1). nand(1, 1, 0).

not(A, Z) :- nand(A, A, Z).
and(A, B, Z) :- nand(A, B, N), not(N, Z).
or(A, B, Z) :- not(A, NA), not(B, NB), nand(NA, NB, Z).
xor(A, B, Z) :- nand(A, B, N), nand(A, N, P), nand(B, N, Q), nand(P, Q, Z).

full_adder(A, B, C, S, Co) :-
    xor(A, B, X), xor(X, C, S), and(A, B, G), and(X, C, P), or(G, P, Co).

adder([], [], C, [C]).
adder([A|As], [B|Bs], C, [S|Ss]) :- full_adder(A, B, C, S, C1), adder(As, Bs, C1, Ss).

bits(_, 0, []) :- !.
bits(N, K, [B|Bs]) :- B is N /\ 1, N1 is N >> 1, K1 is K - 1, bits(N1, K1, Bs).

value([], 0).
value([B|Bs], V) :- value(Bs, V0), V is B + 2 * V0.

check_all :-
    \+ ( between(0, 15, X), between(0, 15, Y),
         bits(X, 4, XB), bits(Y, 4, YB), adder(XB, YB, 0, SB), value(SB, S),
         S =\= X + Y ).

bench :-
    count(K),
    (   between(1, K, _), \+ check_all -> throw(wrong) ; true ),
    write(nand(adder4, ok)), nl.
