/** bb_put/2 of a head argument bound since the call (Scryer 0.10.0).

row/3's third argument, unbound when it is called, is bound to the row of
two dice (the number of outcomes of each sum) and stored under a key; the
caller then uses the row it got. Read back with bb_get/2:

    ?- stored(itself, Row).     % scryer-prolog: a segmentation fault
    ?- stored(copy, Row).       % Row = [1,2,3,4,5,6,5,4,3,2,1]

bb_put/2 stored a reference to the caller's stack (docs/engine-quirks.md);
a copy_term/2 of the value is safe, which is what host:put_global/2 stores.
In conquest a user's bb_put/2 goes to put_global/2, so both answer the row.
*/
:- use_module(library(lists)).
:- use_module(library(iso_ext)).

stored(How, Row) :-
    row(How, 2, Built),
    Built = [A, B|_],
    _ is A * B,
    row_key(How, 2, Key),
    bb_get(Key, Row).

row(How, N, Row) :-
    row_key(How, N, Key),
    (   bb_get(Key, Row0)
    ->  Row = Row0
    ;   add_dice(N, [1], Row),
        store(How, Key, Row)
    ).

store(itself, Key, Term) :-
    bb_put(Key, Term).
store(copy, Key, Term) :-
    copy_term(Term, Copy),
    bb_put(Key, Copy).

row_key(How, N, Key) :-
    number_chars(N, Digits),
    atom_chars(Number, Digits),
    atom_concat(How, ':row:', Prefix),
    atom_concat(Prefix, Number, Key).

add_dice(0, Row, Row) :- !.
add_dice(K, Row0, Row) :-
    add_die(Row0, Row1),
    K1 is K - 1,
    add_dice(K1, Row1, Row).

add_die(Row0, Row) :-
    append(Row0, [0,0,0,0,0], Tail),
    Tail = [First|Entering],
    slide([0,0,0,0,0|Tail], Entering, First, Row).

slide(_, [], W, [W]) :- !.
slide([Out|Outs], [In|Ins], W, [W|Vs]) :-
    W1 is W + In - Out,
    slide(Outs, Ins, W1, Vs).
