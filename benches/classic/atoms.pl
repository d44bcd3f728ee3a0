% atoms: atom and string built-ins. Build atoms from numbers and codes,
% split and join them (atom_codes, atom_chars, atom_concat, sub_atom,
% atom_length, number_codes, char_code, upcase by codes), compare with
% the atom table; what text-processing programs spend their time in.
:- use_module(library(lists)).
:- use_module(library(between)).

count(5).

word(I, W) :-
    number_codes(I, Ds), atom_codes(N, Ds),
    atom_concat(item_, N, W0), atom_concat(W0, '_end', W).

upcase_atom_(A, U) :-
    atom_codes(A, Cs), maplist(up, Cs, Us), atom_codes(U, Us).
up(C, U) :- ( C >= 0'a, C =< 0'z -> U is C - 32 ; U = C ).

step(Total) :-
    findall(L, ( between(1, 1000, I), word(I, W), upcase_atom_(W, U),
                 sub_atom(U, B, _, 0, '_END'), sub_atom(U, 5, B1, _, Digits),
                 B1 =:= B - 5, atom_codes(Digits, DCs), number_codes(J, DCs), J =:= I,
                 atom_chars(U, Chars), length(Chars, L0), atom_length(W, L1),
                 L0 =:= L1, findall(x, sub_atom(W, _, 1, _, '_'), Us),
                 length(Us, NU), L is L0 + NU ), Ls),
    sum_list(Ls, Total).

bench :-
    count(K),
    (   between(1, K, _), must(step(T)), T =\= 13893 -> throw(wrong(T)) ; true ),
    write(atoms(13893)), nl.

% A benchmark goal that fails is a wrong answer, not an end of the loop.
must(G) :- ( call(G) -> true ; throw(failed(G)) ).
