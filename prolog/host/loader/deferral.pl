/** A game's rules loaded with the first query that needs them.

A batch run whose goals only compute and print (`conquest -g halt`, a
script of arithmetic and format/2) does not wait for a game's rules to
compile, nor for the loader itself (host/on_demand.pl): every query is
asked here first whether it may need them (load_rulebook_for/1).
*/
:- module(loader_deferral, [defer_rulebook/1,
                            rulebook_chosen/0,
                            load_rulebook_for/1,
                            load_deferred_rulebook/0,
                            rule_free_builtin/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(util), [is_list/1, put_global/2]).
:- use_module(library(on_demand), [need_module/1]).
:- use_module(library(loader_terms), [control/4, meta_goal/4]).

%% rulebook_chosen is semidet.
%
%  The session plays a game: its rulebook is loaded, or waits for the
%  first query that needs it.
rulebook_chosen :-
    (   bb_get('loader:rulebook', _)
    ->  true
    ;   deferred_rulebook(_)
    ).

%% defer_rulebook(+Dir) is det.
%
%  The rulebook Dir loads with the first query that may need it
%  (load_rulebook_for/1), not now. A batch run whose goals only compute
%  and print (`conquest -g halt`, a script of arithmetic and format/2)
%  does not wait for the rules to compile. Until then the program holds
%  only the host and the libraries, so a goal made of the built-ins of
%  rule_free_builtin/2 answers exactly as it would with the rules loaded.
defer_rulebook(Dir) :-
    put_global('loader:deferred_rulebook', Dir).

%% load_rulebook_for(+Goal) is det.
%
%  Loads the deferred rulebook, if there is one, unless Goal (a query as
%  rewrite_goal/2 made it) can run without it.
load_rulebook_for(Goal) :-
    (   deferred_rulebook(Dir),
        \+ rule_free(Goal)
    ->  load_deferred_rulebook(Dir)
    ;   true
    ).

%% load_deferred_rulebook is det.
%
%  Loads the deferred rulebook now, if there is one.
load_deferred_rulebook :-
    (   deferred_rulebook(Dir)
    ->  load_deferred_rulebook(Dir)
    ;   true
    ).

% Asked before every query: a goal is walked only while the rules wait.
deferred_rulebook(Dir) :-
    bb_get('loader:deferred_rulebook', Dir),
    Dir \== none.

load_deferred_rulebook(Dir) :-
    put_global('loader:deferred_rulebook', none),
    need_module(loader_rulebook),
    loader_rulebook:load_rulebook(Dir).

%  Goals that cannot see whether the rules are loaded: control constructs
%  and built-ins that neither call the program's predicates nor look at it
%  (no database, no loading, no flags, no operators, no reading of input).
%  A goal known only when it runs (a variable) may be anything.
rule_free(G) :-
    var(G),
    !,
    fail.
rule_free(G) :-
    control(G, _, Parts, _),
    !,
    maplist(rule_free, Parts).
rule_free(G) :-
    meta_goal(G, _, Parts, _),
    !,
    maplist(rule_free, Parts).
rule_free(session:halt_toplevel(_)) :- !.
rule_free(call(catch, G, _, (session:rethrow_halt(_), R))) :- !, maplist(rule_free, [G, R]).
rule_free(gnu:gnu_format(F, _)) :-
    !,
    format_calls_no_goal(F).
rule_free(gnu:gnu_format(_, F, _)) :-
    !,
    format_calls_no_goal(F).
rule_free(G) :-
    callable(G),
    functor(G, Name, Arity),
    rule_free_builtin(Name, Arity).

%  `~@` calls a goal of the arguments.
format_calls_no_goal(F) :-
    (   atom(F)
    ->  atom_chars(F, Cs)
    ;   is_list(F),
        maplist(atomic, F)
    ->  Cs = F
    ),
    \+ ( append(_, [T, A|_], Cs),
          ( T == '~' ; T == 0'~ ),
          ( A == '@' ; A == 0'@ ) ).

%% rule_free_builtin(?Name, ?Arity) is nondet.
%
%  Name/Arity is a built-in that cannot see whether the rules are loaded.
%  Control, unification and comparison:
rule_free_builtin(true, 0).
rule_free_builtin(fail, 0).
rule_free_builtin(false, 0).
rule_free_builtin(!, 0).
rule_free_builtin(=, 2).
rule_free_builtin(\=, 2).
rule_free_builtin(==, 2).
rule_free_builtin(\==, 2).
rule_free_builtin(@<, 2).
rule_free_builtin(@>, 2).
rule_free_builtin(@=<, 2).
rule_free_builtin(@>=, 2).
rule_free_builtin(compare, 3).
rule_free_builtin(unify_with_occurs_check, 2).
%  Type tests.
rule_free_builtin(var, 1).
rule_free_builtin(nonvar, 1).
rule_free_builtin(atom, 1).
rule_free_builtin(number, 1).
rule_free_builtin(integer, 1).
rule_free_builtin(float, 1).
rule_free_builtin(atomic, 1).
rule_free_builtin(compound, 1).
rule_free_builtin(callable, 1).
rule_free_builtin(is_list, 1).
rule_free_builtin(ground, 1).
%  Arithmetic.
rule_free_builtin(is, 2).
rule_free_builtin(=:=, 2).
rule_free_builtin(=\=, 2).
rule_free_builtin(<, 2).
rule_free_builtin(>, 2).
rule_free_builtin(=<, 2).
rule_free_builtin(>=, 2).
rule_free_builtin(succ, 2).
rule_free_builtin(between, 3).
%  Terms and atoms.
rule_free_builtin(functor, 3).
rule_free_builtin(arg, 3).
rule_free_builtin(=.., 2).
rule_free_builtin(copy_term, 2).
rule_free_builtin(term_variables, 2).
rule_free_builtin(atom_codes, 2).
rule_free_builtin(atom_chars, 2).
rule_free_builtin(char_code, 2).
rule_free_builtin(atom_length, 2).
rule_free_builtin(atom_concat, 3).
rule_free_builtin(sub_atom, 5).
rule_free_builtin(number_codes, 2).
rule_free_builtin(number_chars, 2).
%  Output to the current stream.
rule_free_builtin(write, 1).
rule_free_builtin(writeq, 1).
rule_free_builtin(write_canonical, 1).
rule_free_builtin(write_term, 2).
rule_free_builtin(nl, 0).
rule_free_builtin(put_char, 1).
%  library(lists), imported into user before any rulebook.
rule_free_builtin(length, 2).
rule_free_builtin(append, 3).
rule_free_builtin(member, 2).
rule_free_builtin(memberchk, 2).
rule_free_builtin(reverse, 2).
rule_free_builtin(nth0, 3).
rule_free_builtin(nth1, 3).
rule_free_builtin(last, 2).
rule_free_builtin(msort, 2).
rule_free_builtin(sort, 2).
rule_free_builtin(keysort, 2).
rule_free_builtin(sum_list, 2).

