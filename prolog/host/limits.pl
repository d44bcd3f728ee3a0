/** Limits on what a user's goal may make the engine build.

Scryer 0.10 panics on some terms and numbers it cannot hold (see
docs/engine-quirks.md). The loader and the toplevel rewrite a user's goals
that could make them (the loader's rewrite_goal/2) into these checks, which
refuse them with an ISO error first.
*/
:- module(limits, [max_integer_bits/1,
                   set_max_integer_bits/1,
                   checked_is/2,
                   checked_op/4,
                   checked_length/1,
                   checked_store/2]).

:- use_module(library(iso_ext)).
:- use_module(library(lists)).
:- use_module(library(error)).

%  Scryer 0.10 panics on some terms and numbers it cannot hold (see
%  docs/engine-quirks.md). The loader and the toplevel rewrite a user's
%  goals that could make them (consult:rewrite_goal/2) into these checks,
%  which refuse them with an ISO error first.

%% max_integer_bits(-Bits) is det.
%
%  The largest integer a shift or a power in a user's goal may make, in
%  bits: 2^23 (a million bytes, about 2.5 million decimal digits), unless
%  set_max_integer_bits/1 changed it.
max_integer_bits(Bits) :-
    (   bb_get('host:max_integer_bits', Bits0)
    ->  Bits = Bits0
    ;   Bits = 8388608
    ).

%% set_max_integer_bits(+Bits) is det.
set_max_integer_bits(Bits) :-
    must_be(integer, Bits),
    (   Bits < 64
    ->  throw(error(domain_error(at_least_64, Bits), set_max_integer_bits/1))
    ;   bb_put('host:max_integer_bits', Bits)
    ).

%% checked_is(?Value, +Expression).
%
%  is/2 that refuses, with error(resource_error(max_integer_bits), Op/2), a
%  shift or a power whose result would be longer than max_integer_bits/1:
%  the engine would allocate it whatever its size (`1 << 100000000000`
%  panicked out of memory, `7^7^7^7` ran half a minute and died).
%  Only an expression given as a variable comes here; one with a shift or
%  a power written in it is checked at each of them (checked_op/4), and
%  ordinary arithmetic stays the engine's own.
checked_is(Value, Expression) :-
    checked_value(Expression, Value0),
    Value = Value0.

%% checked_op(+Op, +A, +B, -Value).
%
%  Value is A Op B (Op one of <<, >>, ^, with A and B evaluated already),
%  refused as checked_is/2 says.
checked_op(Op, A, B, Value) :-
    (   integer(B),
        B < 64,
        B > -64,
        integer(A),
        A < 4294967296,
        A > -4294967296
    ->  true % at most 2048 bits: the common case, checked in a few steps
    ;   size_check(Op, A, B)
    ),
    binary_value(Op, A, B, Value).

binary_value(<<, A, B, V) :-
    V is A << B.
binary_value(>>, A, B, V) :-
    V is A >> B.
binary_value(^, A, B, V) :-
    V is A ^ B.

checked_value(E, V) :-
    (   var(E)
    ->  throw(error(instantiation_error, (is)/2))
    ;   number(E)
    ->  V = E
    ;   E = [X]
    ->  checked_value(X, V)
    ;   compound(E)
    ->  E =.. [F|Args0],
        maplist(checked_value, Args0, Args),
        E1 =.. [F|Args],
        (   Args = [A, B]
        ->  size_check(F, A, B)
        ;   true
        ),
        V is E1
    ;   V is E
    ).

size_check(F, A, B) :-
    (   integer(A),
        integer(B),
        max_integer_bits(Max),
        beyond_bits(F, A, B, Max)
    ->  throw(error(resource_error(max_integer_bits), F/2))
    ;   true
    ).

%  A F B has more than about Max bits (within a factor of two for powers
%  of bases that are no power of two). The engine has no msb/1: the
%  length of A is measured by one shift, whose result is small.
beyond_bits(<<, A, B, Max) :-
    B > 0,
    A =\= 0,
    (   B >= Max
    ->  true
    ;   longer_than(A, Max - B)
    ).
beyond_bits(>>, A, B, Max) :-
    B < 0,
    Left is -B,
    beyond_bits(<<, A, Left, Max).
beyond_bits(^, A, B, Max) :-
    B > 1,
    (   A > 1
    ->  true
    ;   A < -1
    ),
    longer_than(A, (Max + B - 1) // B).

%  A has more than K bits (its sign aside).
longer_than(A, K) :-
    S is A >> K,
    S =\= 0,
    S =\= -1.

%% checked_length(+Length) is det.
%
%  length(L, N) with N over ten million is refused with
%  error(resource_error(memory), length/2): the engine would fill its heap
%  (a billion elements took all of memory, or printed a list for hours),
%  and out of memory it throws a ball made of stale cells.
checked_length(N) :-
    (   integer(N),
        N > 10000000
    ->  throw(error(resource_error(memory), length/2))
    ;   true
    ).

%% checked_store(+Name, +Term) is det.
%
%  Term is acyclic, or an assert or retract of it (Name/1) throws
%  error(representation_error(cyclic_term), Name/1), as in SWI-Prolog:
%  Scryer 0.10 panics compiling a cyclic clause.
checked_store(Name, Term) :-
    % On a copy: Scryer 0.10's acyclic_term/1 leaves a string inside the
    % compound it checks corrupt (b("x") became b([|_])), and a clause
    % asserted after it stored garbage.
    copy_term(Term, Copy),
    (   acyclic_term(Copy)
    ->  true
    ;   throw(error(representation_error(cyclic_term), Name/1))
    ).
