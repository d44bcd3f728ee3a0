/** What becomes of a user's goal: in the clauses of their files and in the
queries they type.

halt/0,1 and the reads of user_input become the toplevel's, bb_put/2
stores a copy, loading goals go through the loader (so every loaded file
is checked and known to make/0), and arithmetic or stores that could
grow a term past what the engine survives are checked first (host/limits.pl).
Kept apart from the loader's hooks (expansion.pl) because every typed
query needs it, and a session that loads no file needs nothing else of
the loader.
*/
:- module(loader_rewrite, [rewrite_clause/2,
                           rewrite_goal/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(user_reads), [user_io_goal/2]).
:- use_module(library(loader_terms), [control/4, meta_goal/4]).

%% user:goal_expansion(+Goal, -Expanded).
%
%  halt/0,1 in any rule (a game's `exit` command, a user's file) ends the
%  session the way halt typed at the prompt does: the engine's own halt is
%  unsafe in an embedded machine.
:- multifile(user:goal_expansion/2).
user:goal_expansion(halt, session:halt_toplevel(0)).
user:goal_expansion(halt(Code), session:halt_toplevel(Code)).

%% rewrite_clause(+Clause, -Rewritten) is det.
%
%  halt/0,1 and the reads of user_input in a user's clause body become the
%  toplevel's; bb_put/2 stores a copy.
rewrite_clause((Head :- Body0), (Head :- Body)) :-
    !,
    rewrite_goal(Body0, Body).
rewrite_clause(Clause, Clause).

%% rewrite_goal(+Goal0, -Goal) is det.
rewrite_goal(G, G) :-
    var(G),
    !.
rewrite_goal(M:G0, G) :-
    !,
    rewrite_goal(G0, G1),
    (   G1 \== G0,
        nonvar(G1),
        G1 = _:_
    ->  % the goal became the toplevel's own (user:format/2 ->
        % gnu:gnu_format/2): in a clause body Scryer 0.10 cannot call
        % M:(Q:G), and Q names the predicate anyway
        G = G1
    ;   G = M:G1
    ).
rewrite_goal(G0, G) :-
    control(G0, G, Parts0, Parts),
    !,
    maplist(rewrite_goal, Parts0, Parts).
rewrite_goal(halt, session:halt_toplevel(0)) :- !.
rewrite_goal(G0, G) :-
    loading_goal(G0, G),
    !.
rewrite_goal(halt(Code), session:halt_toplevel(Code)) :- !.
rewrite_goal(G0, G) :-
    user_io_goal(G0, G),
    !.
rewrite_goal(bb_put(Key, Value), util:put_global(Key, Value)) :- !.
rewrite_goal(current_predicate(PI), loader_user:user_current_predicate(PI)) :- !.
rewrite_goal(G0, G) :-
    limited_goal(G0, G),
    !.
rewrite_goal(G0, G) :-
    meta_goal(G0, G, Parts0, Parts),
    !,
    maplist(rewrite_goal, Parts0, Parts).
rewrite_goal(G, G).

%  Loading goals go through this module, so every loaded file is checked
%  and known to make/0.
loading_goal(consult(Files), consult:consult_files(Files)).
% `:- [a, b].` in a file, as at the prompt
loading_goal([File|Files], consult:consult_files([File|Files])).
loading_goal(ensure_loaded(Files), consult:ensure_loaded_files(Files)).
loading_goal(use_module(Spec), consult:use_module_file(Spec)).
loading_goal(use_module(Spec, Imports), consult:use_module_file(Spec, Imports)).
loading_goal(make, consult:make).
% library(format) rewrites format/2,3 in user by goal expansion to its own,
% which takes only characters; GNU Prolog users write atoms.
loading_goal(format(F), gnu:gnu_format(F, [])).
loading_goal(format(F, As), gnu:gnu_format(F, As)).
loading_goal(format(S, F, As), gnu:gnu_format(S, F, As)).

%  Goals the engine cannot survive with some arguments (a cyclic clause,
%  an integer too long to allocate, a list of a billion elements) check
%  them first: see limits:checked_is/2 and limits:checked_store/2. A store
%  stays in the goal's own clause, so that it asserts into the caller's
%  module. Arithmetic is checked only when its expression has a shift or
%  a power in it by an amount not written as a small integer, or is a
%  variable, so ordinary arithmetic runs as the engine compiles it.
%  The checked goal is called through call/N, which this rewrite leaves
%  alone: the engine expands a clause again after user:term_expansion/2
%  rewrote it, and a plain assertz/1 there would be wrapped forever.
limited_goal(G0, (limits:checked_store(Name, T), call(Name, T))) :-
    store_goal(G0, Name, T).
limited_goal(X is E, limits:checked_is(X, E)) :-
    var(E).
limited_goal(X is E, G) :-
    growing_subterm(E),
    checked_expression(E, V, Gs, [X = V]),
    list_conjunction(Gs, G).
limited_goal(G0, G) :-
    arithmetic_comparison(G0, Op, A, B),
    (   growing_subterm(A)
    ->  true
    ;   growing_subterm(B)
    ),
    checked_expression(A, VA, Gs, Gs1),
    checked_expression(B, VB, Gs1, [Compare]),
    Compare =.. [Op, VA, VB],
    list_conjunction(Gs, G).
limited_goal(length(L, N), (limits:checked_length(N), call(length, L, N))).

%% checked_expression(+Expression, -Value, -Goals, ?Tail)
%
%  Goals (a difference list) evaluate Expression to Value: each shift or
%  power through limits:checked_op/4, what lies between them with is/2 as
%  the engine compiles it (a part with no shift or power in it is one
%  is/2, as fast as before).
checked_expression(E, V, Gs, Tail) :-
    (   var(E)
    ->  V = E,
        Gs = Tail
    ;   \+ growing_subterm(E)
    ->  (   number(E)
        ->  V = E,
            Gs = Tail
        ;   Gs = [V is E|Tail]
        )
    ;   functor(E, F, 2),
        memberchk(F, [<<, >>, ^])
    ->  arg(1, E, A),
        arg(2, E, B),
        checked_expression(A, VA, Gs, Gs1),
        checked_expression(B, VB, Gs1, [limits:checked_op(F, VA, VB, V)|Tail])
    ;   E =.. [F|Args],
        checked_arguments(Args, Values, Gs, Gs1),
        E1 =.. [F|Values],
        Gs1 = [V is E1|Tail]
    ).

checked_arguments([], [], Gs, Gs).
checked_arguments([A|As], [V|Vs], Gs, Tail) :-
    checked_expression(A, V, Gs, Gs1),
    checked_arguments(As, Vs, Gs1, Tail).

list_conjunction([G], G) :- !.
list_conjunction([G|Gs], (G, C)) :-
    list_conjunction(Gs, C).

store_goal(assertz(T), assertz, T).
store_goal(asserta(T), asserta, T).
store_goal(assert(T), assert, T).
store_goal(retract(T), retract, T).

arithmetic_comparison(A =:= B, =:=, A, B).
arithmetic_comparison(A =\= B, =\=, A, B).
arithmetic_comparison(A < B, <, A, B).
arithmetic_comparison(A > B, >, A, B).
arithmetic_comparison(A =< B, =<, A, B).
arithmetic_comparison(A >= B, >=, A, B).

growing_subterm(E) :-
    compound(E),
    (   functor(E, F, 2),
        memberchk(F, [<<, >>, ^]),
        arg(2, E, B),
        \+ bounded_growth(F, B)
    ->  true
    ;   E =.. [_|Args],
        member(A, Args),
        growing_subterm(A)
    ->  true
    ).

%  A shift by a small integer written in the clause, or a small power,
%  grows a number no faster than a product (`N >> 1`, `X << 8`, `X ^ 2`),
%  which is not checked either: the engine compiles it inline.
bounded_growth(F, B) :-
    integer(B),
    (   F == (^)
    ->  B >= 0,
        B =< 4
    ;   B >= -64,
        B =< 64
    ).
