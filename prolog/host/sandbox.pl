/** Queries in a sandbox: may a joined player's goal run, decided before it runs.

A player who joins a game over the network (issue 36, `conquest join`)
types Prolog like the person at the host's keyboard, but must never
change the program or reach the machine. safe_goal/3 looks at a goal
before it runs, as SWI-Prolog's library(sandbox) does: every goal it can
call is on a whitelist of safe built-ins, or is a predicate of the loaded
game or of `user` whose own clauses (as the loader read them) are safe
in turn, walked transitively with a set of the goals already checked;
the goal arguments of the whitelisted meta-predicates (findall/3,
forall/2, maplist/N, foldl/N, catch/3, call/N with a bound goal, ...)
are walked too. A goal that is not known before it runs (a variable,
`G = halt, call(G)`, an atom built with atom_codes/2, a term made with
`=..`) cannot be checked and is refused.

The verdicts:

    safe                     a query: may run, under the sandbox's budget
    seat_bound               a query about the asker's own seat (hint/0):
                             the server checks the seat, then runs it
    command                  a command of the game (startGame, draft, attack,
                             endTurn, a cheat): no query, the server routes
                             it to the turn and seat check
    unsafe(Culprit, Reason)  refused: Culprit is the goal (a part of the
                             query, or a goal a rule it calls would run),
                             Reason an atom that sandbox_reason/2 words

The server applies a budget to a query the sandbox lets run
(sandbox_budget/1, sandbox_run/4): inferences, time and output. The
network itself is not built yet; docs/network.md describes the sandbox
as the first part of the protocol.
*/
:- module(sandbox, [safe_goal/3,
                    sandbox_reason/2,
                    sandbox_budget/1,
                    sandbox_run/4,
                    sandbox_check/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio), [read_from_chars/2]).
:- use_module(library(util), [remembered/4, put_global/2, template_indicator/2]).
:- use_module(library(text), [say/1, message_text/2]).
:- use_module(library(game_hooks), [game_hook/1]).
:- use_module(library(rule_errors), [told_hook/1]).
:- use_module(library(loader_terms), [clause_key/2, strip_head_module/2]).
:- use_module(library(loader_files), [files/1, file_info_clauses/2,
                                      game_module/1, overrides_for/2]).
:- use_module(library(loader_user), [user_sees/2]).
:- use_module(library(loader_rewrite), [rewrite_goal/2]).

/* The verdict. */

%% safe_goal(+Module, +Goal, -Verdict) is det.
%
%  Verdict says whether Goal, run in Module (`user` for what a player
%  types), may run for a joined player: `safe`, `seat_bound`, `command`
%  or `unsafe(Culprit, Reason)`. Nothing runs: the rules' clauses are
%  read, not called. Goal is not bound.
%
%  ?- safe_goal(user, (X = halt, call(X)), V).
%     V = unsafe(call(_A),unbound_goal).
%  ?- safe_goal(user, catch(assertz(p), _, true), V).
%     V = unsafe(assertz(p),changes_database).
%  ?- safe_goal(user, findall(X, member(X, [a, b]), L), V).
%     V = safe.
safe_goal(Module, Goal0, Verdict) :-
    copy_term(Goal0, Goal),
    (   catch(goal_verdict(Module, Goal, Verdict0), Ball, true)
    ->  (   var(Ball)
        ->  Verdict = Verdict0
        ;   Ball = sandbox_unsafe(Culprit, Reason, _)
        ->  Verdict = unsafe(Culprit, Reason)
        ;   % the check itself failed: refused, never let through
            check_failed(Goal0, Verdict)
        )
    ;   check_failed(Goal0, Verdict)
    ).

check_failed(Goal0, unsafe(Culprit, check_failed)) :-
    copy_term(Goal0, Culprit).

goal_verdict(Module, Goal, Verdict) :-
    (   var(Goal)
    ->  throw(sandbox_unsafe(Goal, unbound_goal, 0))
    ;   \+ acyclic_goal(Goal)
    ->  throw(sandbox_unsafe(Goal, cyclic_goal, 0))
    ;   Module == user,
        top_command(Goal, Verdict0)
    ->  Verdict = Verdict0
    ;   walk(Goal, Module, s([], 0, safe), s(_, _, Verdict))
    ).

%  On a copy: Scryer 0.10's acyclic_term/1 can spoil a string inside the
%  term it checks (see limits:checked_store/2).
acyclic_goal(Goal) :-
    copy_term(Goal, Copy),
    acyclic_term(Copy).

%  A query that is one command of the game, typed alone.
top_command(Goal, Verdict) :-
    callable(Goal),
    \+ Goal = _:_,
    \+ users_own(Goal),
    (   host_query(Goal, Kind)
    ->  Verdict = Kind
    ;   game_command(Goal, Kind)
    ->  command_verdict(Kind, Goal, Verdict)
    ).

command_verdict(query, _, safe).
command_verdict(other, _, command).
command_verdict(file, Goal, _) :-
    throw(sandbox_unsafe(Goal, names_a_file, 0)).

/* The walk: State is s(Visited, Steps, Verdict), Visited the goals whose
   clauses are being or were checked (a goal an instance of one of them
   needs no second look), Steps how many goals were looked at, Verdict
   safe or seat_bound so far. Refusing throws sandbox_unsafe(Culprit,
   Reason, Steps). */

%  The most goals one check looks at: a very long query, or rules whose
%  call graph is too big to follow, are refused rather than walked for long.
max_steps(20000).

walk(G, M, S0, S) :-
    step(G, S0, S1),
    (   var(G)
    ->  unsafe(G, unbound_goal, S1)
    ;   G = Q:G1
    ->  walk_qualified(Q, G1, G, S1, S)
    ;   \+ callable(G)
    ->  unsafe(G, not_callable, S1)
    ;   G = [_|_]
    ->  unsafe(G, loads_code, S1)
    ;   control(G, Parts)
    ->  walk_all(Parts, M, S1, S)
    ;   functor(G, Name, Arity),
        internal_name(Name)
    ->  unsafe(G, host_internal, S1)
    ;   functor(G, Name, Arity),
        refused(Name/Arity, Reason)
    ->  unsafe(G, Reason, S1)
    ;   walk_called(G, M, S1, S)
    ).

step(G, s(V, N0, K), s(V, N, K)) :-
    N is N0 + 1,
    max_steps(Max),
    (   N > Max
    ->  throw(sandbox_unsafe(G, too_complex, N))
    ;   true
    ).

unsafe(G, Reason, s(_, N, _)) :-
    copy_term(G, Culprit),
    throw(sandbox_unsafe(Culprit, Reason, N)).

walk_all([], _, S, S).
walk_all([G|Gs], M, S0, S) :-
    walk(G, M, S0, S1),
    walk_all(Gs, M, S1, S).

control((A, B), [A, B]).
control((A ; B), [A, B]).
control((A -> B), [A, B]).
control(\+ A, [A]).
control(!, []).
control(true, []).
control(fail, []).
control(false, []).

internal_name(Name) :-
    atom(Name),
    sub_atom(Name, 0, 1, _, $).

%  Module-qualified goals: into the game's modules and `user` as if typed
%  there; into the host's modules (the loader, the toplevel, the bridge)
%  and the engine's internals, never.
walk_qualified(Q, G1, G, S0, S) :-
    (   var(Q)
    ->  unsafe(G, unbound_goal, S0)
    ;   \+ atom(Q)
    ->  unsafe(G, not_callable, S0)
    ;   (   Q == user
        ;   game_module(Q)
        )
    ->  walk(G1, Q, S0, S)
    ;   library_module(Q)
    ->  walk(G1, Q, S0, S)
    ;   unsafe(G, host_module, S0)
    ).

%  The engine's libraries a qualified call may name: what they export is
%  checked by the whitelist like an unqualified goal.
library_module(lists).
library_module(between).
library_module(iso_ext).
library_module(charsio).
library_module(error).
library_module(dif).
library_module(format).
library_module(assoc).
library_module(pairs).
library_module(ordsets).
library_module(dcgs).

%  A goal that calls a predicate: a meta-predicate's goal arguments, a
%  safe built-in, a query of the host, the game's or the user's own
%  predicate (its clauses walked), a command of the game (inside a bigger
%  query: refused, since the server routes only whole commands).
walk_called(G, M, S0, S) :-
    functor(G, Name, Arity),
    (   M == user,
        host_query(G, Kind),
        \+ users_own(G)
    ->  with_kind(Kind, S0, S)
    ;   M == user,
        game_command(G, Kind),
        \+ users_own(G)
    ->  (   Kind == query
        ->  S = S0
        ;   unsafe(G, command_in_query, S0)
        )
    ;   defined_in(M, Name/Arity, Where)
    ->  walk_defined(Where, G, S0, S)
    ;   meta_goals(G, M, Parts, S0)
    ->  walk_parts(Parts, M, S0, S)
    ;   safe_primitive(Name/Arity)
    ->  S = S0
    ;   host_safe(Name/Arity),
        M \== user
    ->  S = S0
    ;   checked_primitive(G, M, S0)
    ->  S = S0
    ;   unsafe(G, not_whitelisted, S0)
    ).

with_kind(safe, S, S).
with_kind(seat_bound, s(V, N, _), s(V, N, seat_bound)).

/* Where a predicate is defined: defined_in(+Module, +Key, -Where), Where
   clauses(DefModule) for the game's and the user's predicates (walked),
   dynamic(DefModule) for a dynamic predicate (its clauses now), or
   host(HostModule, Caller) for the host's (its goal arguments run in
   Caller). Fails for the engine's built-ins and libraries. */

defined_in(M, Key, Where) :-
    (   dynamic_in(M, Key)
    ->  Where = dynamic(M)
    ;   static_definition(M, Key, Where0)
    ->  Where0 \== none,
        Where = Where0
    ).

%  Where Key is defined, remembered with the clauses' stamp: the loaded
%  files change it only when they are loaded again, and then the stamp
%  changes too. A dynamic predicate is asked for at every check, since
%  assertz/1 at the host's prompt makes one.
static_definition(M, Key, Where) :-
    clause_stamp(Stamp),
    stamped_global('sandbox:where:', M, Key, Global),
    (   bb_get(Global, Stamp1-Where0),
        Stamp1 == Stamp
    ->  Where = Where0
    ;   (   resolved(M, Key, Where1)
        ->  true
        ;   Where1 = none
        ),
        put_global(Global, Stamp-Where1),
        Where = Where1
    ).

resolved(M, Key, Where) :-
    (   has_clauses(M, Key)
    ->  Where = clauses(M)
    ;   M == user
    ->  user_sees(Key, From),
        imported_definition(From, Key, M, Where)
    ;   module_imports(M, Key, From)
    ->  imported_definition(From, Key, M, Where)
    ).

%  A host predicate's meta-arguments run in the module that called it.
imported_definition(From, Key, M, Where) :-
    (   game_module(From)
    ->  defined_in(From, Key, Where)
    ;   host_module(From)
    ->  Where = host(From, M)
    ).

%  The user's own files (or assertz/1 at the host's prompt) define the
%  predicate of Goal in user: it is theirs, not the command of that name.
users_own(Goal) :-
    functor(Goal, Name, Arity),
    (   dynamic_in(user, Name/Arity)
    ->  true
    ;   has_clauses(user, Name/Arity)
    ).

dynamic_in(M, Name/Arity) :-
    functor(H, Name, Arity),
    catch(predicate_property(M:H, dynamic), _, fail).

%  The game's and user's clauses, by Module:Name/Arity, as the loader
%  read them (overrides of a game's rules included): worked out once until
%  the rules or the user's files are loaded again, each predicate's in a
%  global of its own with the stamp of the table it belongs to, so that a
%  lookup copies one predicate's clauses, not every rule of the game
%  (bb_get/2 copies what it gets: one table took ten milliseconds a check).
has_clauses(M, Key) :-
    stored_clauses(M, Key, _).

stored_clauses(M, Key, Clauses) :-
    clause_stamp(Stamp),
    clauses_global(M, Key, Global),
    bb_get(Global, Stamp1-Clauses0),
    Stamp1 == Stamp,
    Clauses = Clauses0.

clause_stamp(Stamp) :-
    remembered('sandbox:clause_stamp', Stamp0, store_clauses(Stamp0), [Stamp]).

store_clauses(Stamp) :-
    (   bb_get('sandbox:stamp', Stamp0)
    ->  true
    ;   Stamp0 = 0
    ),
    Stamp is Stamp0 + 1,
    put_global('sandbox:stamp', Stamp),
    clause_pairs(Table),
    forall(member((M:Key)-Clauses, Table),
           ( clauses_global(M, Key, Global),
             put_global(Global, Stamp-Clauses) )).

clauses_global(M, Key, Global) :-
    stamped_global('sandbox:clauses:', M, Key, Global).

stamped_global(Prefix, M, Name/Arity, Global) :-
    atom_chars(Prefix, Ps),
    atom_chars(M, Ms),
    atom_chars(Name, Ns),
    number_chars(Arity, As),
    append([Ps, Ms, [':'], Ns, ['/'], As], Chars),
    atom_chars(Global, Chars).

clause_pairs(Table) :-
    files(Files),
    findall((M:Key)-C,
            ( member(file(Path, info(Kind, _, _, _, _, _, _)), Files),
              Kind \== host,
              file_info_clauses(Path, Clauses),
              member(clause(_, M, C, _), Clauses),
              clause_key(C, Key) ),
            Pairs0),
    findall((M:Key)-C,
            ( member(file(_, info(Kind, _, M, _, _, _, _)), Files),
              Kind == game,
              M \== user,
              overrides_for(M, Overrides),
              member(Key-Cs, Overrides),
              member(C0, Cs),
              override_clause(C0, C) ),
            Pairs1),
    append(Pairs0, Pairs1, Pairs2),
    keysort(Pairs2, Pairs),
    group_pairs(Pairs, Table).

override_clause(C0, C) :-
    (   nonvar(C0),
        C0 = C1-_
    ->  C = C1
    ;   C = C0
    ).

group_pairs([], []).
group_pairs([K-V|Pairs], [K-[V|Vs]|Groups]) :-
    same_key(K, Pairs, Vs, Rest),
    group_pairs(Rest, Groups).

same_key(K, [K1-V|Pairs], [V|Vs], Rest) :-
    K1 == K,
    !,
    same_key(K, Pairs, Vs, Rest).
same_key(_, Pairs, [], Pairs).

%  The game module M imports Key from From: one of the files M's file
%  loads exports it.
module_imports(M, Key, From) :-
    files(Files),
    member(file(_, info(_, _, M, _, Uses, _, _)), Files),
    !,
    member(Used, Uses),
    member(file(Used, info(_, _, From, Exports, _, _, _)), Files),
    memberchk(Key, Exports),
    !.

host_module(M) :-
    files(Files),
    memberchk(file(_, info(host, _, M, _, _, _, _)), Files).

/* Walking a predicate's clauses, most general goal first: safe for every
   call when its clauses are safe with fresh arguments; else (a clause
   calls a goal it got as an argument) for this call's arguments. */

walk_defined(host(From, M), G, S0, S) :-
    functor(G, Name, Arity),
    (   refused(Name/Arity, Reason)
    ->  unsafe(G, Reason, S0)
    ;   (   safe_primitive(Name/Arity)
        ;   host_safe(Name/Arity)
        )
    ->  S = S0
    ;   meta_goals(G, M, Parts, S0)
    ->  walk_parts(Parts, M, S0, S)
    ;   host_query(G, Kind)
    ->  with_kind(Kind, S0, S)
    ;   unsafe(From:G, host_module, S0)
    ).
walk_defined(clauses(M), G, S0, S) :-
    walk_goal_clauses(M, G, S0, S).
walk_defined(dynamic(M), G, S0, S) :-
    walk_goal_clauses(M, G, S0, S).

walk_goal_clauses(M, G, S0, S) :-
    functor(G, Name, Arity),
    functor(Gen, Name, Arity),
    (   visited(M:G, S0)
    ->  S = S0
    ;   subsumes_term(G, Gen)
    ->  walk_clauses(M, G, S0, S)
    ;   visited(M:Gen, S0)
    ->  walk_clauses(M, G, S0, S)
    ;   catch(walk_clauses(M, Gen, S0, S),
              sandbox_unsafe(C, R, N),
              retry_specific(C, R, N, M, G, S0, S))
    ).

%  Only a goal unknown in the general form can become known with this
%  call's arguments.
retry_specific(C, R, N, M, G, s(V, _, K), S) :-
    (   R == unbound_goal
    ->  walk_clauses(M, G, s(V, N, K), S)
    ;   throw(sandbox_unsafe(C, R, N))
    ).

visited(Goal, s(Visited, _, _)) :-
    member(V, Visited),
    subsumes_term(V, Goal),
    !.

walk_clauses(M, G, s(V0, N, K), S) :-
    copy_term(M:G, Seen),
    functor(G, Name, Arity),
    predicate_clauses(M, Name/Arity, Clauses),
    walk_bodies(Clauses, M, G, s([Seen|V0], N, K), S).

predicate_clauses(M, Key, Clauses) :-
    (   dynamic_in(M, Key)
    ->  Key = Name/Arity,
        functor(H, Name, Arity),
        % M:clause/2: Scryer 0.10 raises an existence error for
        % clause(M:H, B) called in this module
        catch(findall((H :- B), M:clause(H, B), Clauses),
              _,
              throw(sandbox_unsafe(M:H, unreadable_clauses, 0)))
    ;   stored_clauses(M, Key, Clauses0)
    ->  Clauses = Clauses0
    ;   Clauses = []
    ).

walk_bodies([], _, _, S, S).
walk_bodies([C|Cs], M, G, S0, S) :-
    copy_term(C, C1),
    strip_head_module(C1, C2),
    clause_parts(C2, Head, Body, Kind),
    copy_term(G, G1),
    (   Head = G1
    ->  walk_body(Kind, Body, M, S0, S1)
    ;   S1 = S0
    ),
    walk_bodies(Cs, M, G, S1, S).

clause_parts(C, Head, Body, Kind) :-
    (   C = (H :- B)
    ->  Head = H, Body = B, Kind = goal
    ;   C = (H0 --> B)
    ->  Kind = dcg,
        Body = B,
        (   nonvar(H0), H0 = (H1, _)
        ->  true
        ;   H1 = H0
        ),
        H1 =.. List0,
        append(List0, [_, _], List),
        Head =.. List
    ;   Head = C, Body = true, Kind = goal
    ).

walk_body(goal, Body, M, S0, S) :-
    walk(Body, M, S0, S).
walk_body(dcg, Body, M, S0, S) :-
    walk_dcg(Body, M, S0, S).

%  A grammar body: its nonterminals are predicates with two more
%  arguments, {}/1 holds goals, lists and strings are terminals.
walk_dcg(B, M, S0, S) :-
    (   var(B)
    ->  unsafe(B, unbound_goal, S0)
    ;   dcg_control(B, Parts)
    ->  walk_dcgs(Parts, M, S0, S)
    ;   B = {G}
    ->  walk(G, M, S0, S)
    ;   ( B == [] ; B = [_|_] ; B == ! )
    ->  S = S0
    ;   B = call(G0)
    ->  walk(call(G0, _, _), M, S0, S)
    ;   B = Q:B1
    ->  walk_qualified_dcg(Q, B1, M, S0, S)
    ;   callable(B)
    ->  B =.. List0,
        append(List0, [_, _], List),
        G =.. List,
        walk(G, M, S0, S)
    ;   unsafe(B, not_callable, S0)
    ).

walk_qualified_dcg(Q, B, _, S0, S) :-
    (   callable(B)
    ->  B =.. List0,
        append(List0, [_, _], List),
        G =.. List,
        walk(Q:G, user, S0, S)
    ;   unsafe(Q:B, not_callable, S0)
    ).

walk_dcgs([], _, S, S).
walk_dcgs([B|Bs], M, S0, S) :-
    walk_dcg(B, M, S0, S1),
    walk_dcgs(Bs, M, S1, S).

dcg_control((A, B), [A, B]).
dcg_control((A ; B), [A, B]).
dcg_control('|'(A, B), [A, B]).
dcg_control((A -> B), [A, B]).
dcg_control(\+ A, [A]).

/* Meta-predicates: the goals a call of one will call, with the extra
   arguments call/N adds. A goal argument must be known (bound) when the
   query is checked. */

meta_goals(G, M, Goals, S) :-
    functor(G, Name, Arity),
    meta_spec(Name/Arity, Specs),
    G =.. [_|Args],
    spec_goals(Specs, Args, M, G, S, Goals).

spec_goals([], [], _, _, _, []).
spec_goals([Spec|Specs], [A|Args], M, G, S, Goals) :-
    (   integer(Spec)
    ->  closure_goal(A, Spec, G, S, Goal),
        Goals = [goal(Goal)|Goals1]
    ;   Spec == (^)
    ->  strip_carets(A, Goal),
        Goals = [goal(Goal)|Goals1]
    ;   Spec == ('//')
    ->  Goals = [grammar(A)|Goals1]
    ;   Goals = Goals1
    ),
    spec_goals(Specs, Args, M, G, S, Goals1).

%  Goal is Closure called with N more arguments.
closure_goal(Closure, N, G, S, Goal) :-
    (   var(Closure)
    ->  functor(G, Name, Arity),
        functor(Culprit, Name, Arity),
        unsafe(Culprit, unbound_goal, S)
    ;   Closure = Q:C
    ->  (   var(Q)
        ->  unsafe(G, unbound_goal, S)
        ;   closure_goal(C, N, G, S, Goal0),
            Goal = Q:Goal0
        )
    ;   callable(Closure)
    ->  Closure =.. List0,
        length(Extra, N),
        append(List0, Extra, List),
        Goal =.. List
    ;   unsafe(G, not_callable, S)
    ).

%  A meta-predicate's parts: goal(G), and grammar(Body) for phrase/2,3.
walk_parts([], _, S, S).
walk_parts([P|Ps], M, S0, S) :-
    walk_part(P, M, S0, S1),
    walk_parts(Ps, M, S1, S).

walk_part(goal(G), M, S0, S) :-
    walk(G, M, S0, S).
walk_part(grammar(B), M, S0, S) :-
    walk_dcg(B, M, S0, S).

strip_carets(G, Goal) :-
    (   nonvar(G),
        G = _^G1
    ->  strip_carets(G1, Goal)
    ;   Goal = G
    ).

%% meta_spec(?Key, ?Specs).
%
%  The whitelisted meta-predicates: an integer N is a goal called with N
%  more arguments, ^ a goal under ^, // a grammar body, ? data.
meta_spec(call/1, [0]).
meta_spec(call/2, [1, ?]).
meta_spec(call/3, [2, ?, ?]).
meta_spec(call/4, [3, ?, ?, ?]).
meta_spec(call/5, [4, ?, ?, ?, ?]).
meta_spec(call/6, [5, ?, ?, ?, ?, ?]).
meta_spec(call/7, [6, ?, ?, ?, ?, ?, ?]).
meta_spec(call/8, [7, ?, ?, ?, ?, ?, ?, ?]).
meta_spec(once/1, [0]).
meta_spec(ignore/1, [0]).
meta_spec(findall/3, [?, 0, ?]).
meta_spec(findall/4, [?, 0, ?, ?]).
meta_spec(bagof/3, [?, ^, ?]).
meta_spec(setof/3, [?, ^, ?]).
meta_spec((^)/2, [?, 0]).
meta_spec(forall/2, [0, 0]).
meta_spec(countall/2, [0, ?]).
meta_spec(call_nth/2, [0, ?]).
meta_spec(catch/3, [0, ?, 0]).
meta_spec(call_cleanup/2, [0, 0]).
meta_spec(setup_call_cleanup/3, [0, 0, 0]).
meta_spec(time/1, [0]).
meta_spec(freeze/2, [?, 0]).
meta_spec(maplist/2, [1, ?]).
meta_spec(maplist/3, [2, ?, ?]).
meta_spec(maplist/4, [3, ?, ?, ?]).
meta_spec(maplist/5, [4, ?, ?, ?, ?]).
meta_spec(maplist/6, [5, ?, ?, ?, ?, ?]).
meta_spec(maplist/7, [6, ?, ?, ?, ?, ?, ?]).
meta_spec(maplist/8, [7, ?, ?, ?, ?, ?, ?, ?]).
meta_spec(maplist/9, [8, ?, ?, ?, ?, ?, ?, ?, ?]).
meta_spec(map_list_to_pairs/3, [2, ?, ?]).
meta_spec(map_assoc/2, [1, ?]).
meta_spec(map_assoc/3, [2, ?, ?]).
meta_spec(foldl/4, [3, ?, ?, ?]).
meta_spec(foldl/5, [4, ?, ?, ?, ?]).
meta_spec(foldl/6, [5, ?, ?, ?, ?, ?]).
meta_spec(include/3, [1, ?, ?]).
meta_spec(exclude/3, [1, ?, ?]).
meta_spec(partition/4, [1, ?, ?, ?]).
meta_spec(predsort/3, [3, ?, ?]).
meta_spec(phrase/2, ['//', ?]).
meta_spec(phrase/3, ['//', ?, ?]).
% the host's, for the rules that call them (a query does not see them)
meta_spec(remembered/4, [?, ?, 0, ?]).
meta_spec(game_hook/1, [0]).

/* The whitelist. */

%% safe_primitive(?Key).
%
%  Built-ins and library predicates that only compute: they change no
%  database, flag, file, stream or global, and write (if at all) only to
%  the current output, which the server captures.
% control and exceptions
safe_primitive(throw/1).
% type checks and comparison
safe_primitive(var/1).
safe_primitive(nonvar/1).
safe_primitive(atom/1).
safe_primitive(number/1).
safe_primitive(integer/1).
safe_primitive(float/1).
safe_primitive(atomic/1).
safe_primitive(compound/1).
safe_primitive(callable/1).
safe_primitive(is_list/1).
safe_primitive(ground/1).
safe_primitive(cyclic_term/1).
safe_primitive(acyclic_term/1).
safe_primitive((=)/2).
safe_primitive((\=)/2).
safe_primitive((==)/2).
safe_primitive((\==)/2).
safe_primitive((@<)/2).
safe_primitive((@>)/2).
safe_primitive((@=<)/2).
safe_primitive((@>=)/2).
safe_primitive(compare/3).
safe_primitive(unify_with_occurs_check/2).
safe_primitive(subsumes_term/2).
safe_primitive(dif/2).
% arithmetic (is/2 with shifts and powers checked, see checked_primitive/2)
safe_primitive((=:=)/2).
safe_primitive((=\=)/2).
safe_primitive((<)/2).
safe_primitive((>)/2).
safe_primitive((=<)/2).
safe_primitive((>=)/2).
safe_primitive(succ/2).
safe_primitive(plus/3).
safe_primitive(between/3).
safe_primitive(numlist/3).
% terms
safe_primitive(functor/3).
safe_primitive(arg/3).
safe_primitive((=..)/2).
safe_primitive(copy_term/2).
safe_primitive(term_variables/2).
safe_primitive(numbervars/3).
% atoms, characters, numbers, text
safe_primitive(atom_codes/2).
safe_primitive(atom_chars/2).
safe_primitive(char_code/2).
safe_primitive(atom_length/2).
safe_primitive(atom_concat/3).
safe_primitive(sub_atom/5).
safe_primitive(number_codes/2).
safe_primitive(number_chars/2).
safe_primitive(atom_number/2).
safe_primitive(atom_to_term/3).
safe_primitive(term_to_atom/2).
safe_primitive(name/2).
safe_primitive(char_type/2).
safe_primitive(code_type/2).
safe_primitive(upcase_atom/2).
safe_primitive(downcase_atom/2).
safe_primitive(atomic_list_concat/2).
safe_primitive(atomic_list_concat/3).
safe_primitive(read_term_from_chars/3).
safe_primitive(read_from_chars/2).
safe_primitive(write_term_to_chars/3).
safe_primitive(partial_string/1).
% lists
safe_primitive(member/2).
safe_primitive(memberchk/2).
safe_primitive(append/2).
safe_primitive(append/3).
safe_primitive(length/2).
safe_primitive(nth0/3).
safe_primitive(nth1/3).
safe_primitive(nth0/4).
safe_primitive(nth1/4).
safe_primitive(nth/3).
safe_primitive(reverse/2).
safe_primitive(select/3).
safe_primitive(selectchk/3).
safe_primitive(select/4).
safe_primitive(last/2).
safe_primitive(sum_list/2).
safe_primitive(sumlist/2).
safe_primitive(max_list/2).
safe_primitive(min_list/2).
safe_primitive(max_member/2).
safe_primitive(min_member/2).
safe_primitive(list_to_set/2).
safe_primitive(delete/3).
safe_primitive(subtract/3).
safe_primitive(permutation/2).
safe_primitive(same_length/2).
safe_primitive(flatten/2).
safe_primitive(sort/2).
safe_primitive(sort/4).
safe_primitive(msort/2).
safe_primitive(keysort/2).
safe_primitive(transpose/2).
safe_primitive(list_max/2).
safe_primitive(list_min/2).
safe_primitive(numlist/2).
safe_primitive(group_pairs_by_key/2).
safe_primitive(get_assoc/5).
safe_primitive(del_assoc/4).
safe_primitive(max_assoc/3).
safe_primitive(min_assoc/3).
safe_primitive(ord_list_to_assoc/2).
safe_primitive(is_assoc/1).
safe_primitive(ord_add_element/3).
safe_primitive(ord_del_element/3).
safe_primitive(ord_subset/2).
safe_primitive(ord_union/2).
safe_primitive(ord_union/4).
safe_primitive(ord_intersect/2).
safe_primitive(ord_disjoint/2).
safe_primitive(is_ordset/1).
safe_primitive(pairs_keys_values/3).
safe_primitive(pairs_keys/2).
safe_primitive(pairs_values/2).
safe_primitive(list_to_assoc/2).
safe_primitive(empty_assoc/1).
safe_primitive(get_assoc/3).
safe_primitive(put_assoc/4).
safe_primitive(assoc_to_list/2).
safe_primitive(assoc_to_keys/2).
safe_primitive(assoc_to_values/2).
safe_primitive(list_to_ord_set/2).
safe_primitive(ord_union/3).
safe_primitive(ord_subtract/3).
safe_primitive(ord_intersection/3).
safe_primitive(ord_memberchk/2).
safe_primitive(must_be/2).
safe_primitive(can_be/2).
safe_primitive(type_error/2).
safe_primitive(domain_error/2).
safe_primitive(instantiation_error/1).
% output to the current output only
safe_primitive(write/1).
safe_primitive(writeq/1).
safe_primitive(print/1).
safe_primitive(write_canonical/1).
safe_primitive(write_term/2).
safe_primitive(writeln/1).
safe_primitive(nl/0).
safe_primitive(tab/1).
safe_primitive(put_char/1).
safe_primitive(portray_clause/1).
safe_primitive(format/1).
safe_primitive(format/2).
safe_primitive(format_/4).
safe_primitive(gnu_format/2).
% the session, read only
safe_primitive(statistics/0).
safe_primitive(statistics/2).
safe_primitive(current_op/3).
safe_primitive(current_prolog_flag/2).
safe_primitive(current_predicate/1).
safe_primitive(predicate_property/2).
safe_primitive(lang/1).
safe_primitive(inference_limit/1).
safe_primitive(command_budget/1).
safe_primitive(max_integer_bits/1).
safe_primitive(say/1).
safe_primitive(message_text/2).

%% host_safe(?Key).
%
%  The host's predicates the rules may call (the query does not see
%  them): they read the host's state, keep a table worked out from the
%  rules (remembered/4), or say a message.
host_safe(say/1).
host_safe(say_inline/1).
host_safe(message_text/2).
host_safe(format_to_chars/3).
host_safe(singular_counts/2).
host_safe(lang/1).
host_safe(quiet/0).
host_safe(is_list/1).
host_safe(game_hook_defined/1).
host_safe(rng_state/2).
host_safe(max_integer_bits/1).
host_safe(checked_is/2).
host_safe(checked_op/4).
host_safe(checked_length/1).
host_safe(display_map/0).
host_safe(display_board/1).
host_safe(atomic_list/2).
host_safe(atomic_list/3).
host_safe(keep_first/2).

%  is/2 and length/2 with what the toplevel checks before it runs them:
%  sandbox_run/4 runs the goal rewritten as the toplevel does (shifts and
%  powers refused past max_integer_bits/1, lists past ten million).
%  bb_get/2 reads a global: in a query only one named in it, in the
%  rules (a module other than user) any.
checked_primitive(G, _, _) :-
    functor(G, Name, Arity),
    memberchk(Name/Arity, [(is)/2]).
checked_primitive(bb_get(Key, _), M, S) :-
    (   atom(Key)
    ->  true
    ;   M \== user
    ->  true
    ;   unsafe(bb_get(Key, _), unbound_goal, S)
    ).

%% refused(?Key, ?Reason).
%
%  What a joined player may never run, with the reason told: the rest of
%  what is not whitelisted is refused as `not_whitelisted`.
refused(assert/1, changes_database).
refused(asserta/1, changes_database).
refused(assertz/1, changes_database).
refused(asserta/2, changes_database).
refused(assertz/2, changes_database).
refused(retract/1, changes_database).
refused(retractall/1, changes_database).
refused(abolish/1, changes_database).
refused(abolish/2, changes_database).
refused(erase/1, changes_database).
refused(consult/1, loads_code).
refused(ensure_loaded/1, loads_code).
refused(load_files/2, loads_code).
refused(use_module/1, loads_code).
refused(use_module/2, loads_code).
refused(make/0, loads_code).
refused(check/0, loads_code).
refused(consult_user/0, loads_code).
refused(op/3, changes_syntax).
refused(char_conversion/2, changes_syntax).
refused(set_prolog_flag/2, changes_flags).
refused(set_lang/1, changes_flags).
refused(set_inference_limit/1, changes_flags).
refused(set_command_budget/1, changes_flags).
refused(set_max_integer_bits/1, changes_flags).
refused(set_quiet/1, changes_flags).
refused(open/3, opens_stream).
refused(open/4, opens_stream).
refused(close/1, opens_stream).
refused(close/2, opens_stream).
refused(see/1, opens_stream).
refused(seen/0, opens_stream).
refused(tell/1, opens_stream).
refused(told/0, opens_stream).
refused(append/1, opens_stream).
refused(set_input/1, opens_stream).
refused(set_output/1, opens_stream).
refused(set_stream_position/2, opens_stream).
refused(read/1, reads_input).
refused(read/2, reads_input).
refused(read_term/2, reads_input).
refused(read_term/3, reads_input).
refused(get_char/1, reads_input).
refused(get_char/2, reads_input).
refused(get_code/1, reads_input).
refused(get_code/2, reads_input).
refused(peek_char/1, reads_input).
refused(peek_char/2, reads_input).
refused(peek_code/1, reads_input).
refused(peek_code/2, reads_input).
refused(get_byte/1, reads_input).
refused(get_byte/2, reads_input).
refused(get_line_to_chars/3, reads_input).
refused(get_n_chars/3, reads_input).
refused(get_single_char/1, reads_input).
refused(ask/2, reads_input).
refused(write/2, writes_stream).
refused(writeq/2, writes_stream).
refused(print/2, writes_stream).
refused(write_canonical/2, writes_stream).
refused(write_term/3, writes_stream).
refused(writeln/2, writes_stream).
refused(nl/1, writes_stream).
refused(tab/2, writes_stream).
refused(put_char/2, writes_stream).
refused(put_code/2, writes_stream).
refused(put_byte/2, writes_stream).
refused(format/3, writes_stream).
refused(gnu_format/3, writes_stream).
refused(portray_clause/2, writes_stream).
refused(flush_output/1, writes_stream).
refused(halt/0, halts).
refused(halt/1, halts).
refused(shell/1, operating_system).
refused(shell/2, operating_system).
refused(system/1, operating_system).
refused(process_create/3, operating_system).
refused(getenv/2, operating_system).
refused(setenv/2, operating_system).
refused(unsetenv/1, operating_system).
refused(pid/1, operating_system).
refused(delete_file/1, operating_system).
refused(rename_file/2, operating_system).
refused(make_directory/1, operating_system).
refused(directory_files/2, operating_system).
refused(file_exists/1, operating_system).
refused(directory_exists/1, operating_system).
refused(working_directory/2, operating_system).
refused(b_setval/2, changes_state).
refused(nb_setval/2, changes_state).
refused(b_getval/2, changes_state).
refused(nb_getval/2, changes_state).
refused(bb_put/2, changes_state).
refused(bb_b_put/2, changes_state).
refused(put_global/2, changes_state).
refused(set_current_state/1, changes_state).
refused(play_move/1, changes_state).
refused(seat/2, changes_state).
refused(roll_dice/2, changes_state).
refused(random_between/3, changes_state).
refused(random_member/2, changes_state).
refused(random_permutation/2, changes_state).
refused(set_rng_state/2, changes_state).
refused(script_randoms/1, changes_state).
refused(script_clear/0, changes_state).
refused(play/1, changes_state).
refused(call_with_inference_limit/3, changes_budget).
refused(saveGame/1, names_a_file).
refused(saveGame/2, names_a_file).
refused(loadGame/1, names_a_file).
refused(replay/1, names_a_file).

/* The host's and the game library's commands a joined player may ask. */

%% host_query(?Goal, ?Verdict).
%
%  Commands of the toplevel and of the game library that only answer:
%  Verdict is `safe`, or `seat_bound` for a question about the asker's
%  own seat (the server checks the seat first).
host_query(help, safe).
host_query(help(_), safe).
host_query(listing, safe).
host_query(listing(_), safe).
host_query(why(_), safe).
host_query(history, safe).
host_query(history(_), safe).
host_query(replay, safe).
host_query(displayMap, safe).
host_query(display_map, safe).
host_query(games, safe).
host_query(hint, seat_bound).
host_query(sandbox_check(_), safe).

%  A command of the loaded game (one with a help line), by what it does:
%  `query` when the rulebook's command_kind/2 says it only answers (for
%  every instance of Goal: a goal whose arguments the check does not know
%  is a query only if no clause calls such a call `other`, so that a rule
%  found safe with fresh arguments stays safe for any), `file` for the
%  commands that name a file on the host, else `other`.
game_command(Goal, Kind) :-
    functor(Goal, Name, Arity),
    command_indicators(Indicators),
    memberchk(Name/Arity, Indicators),
    (   refused(Name/Arity, names_a_file)
    ->  Kind = file
    ;   catch(findall(K, game_hook(command_kind(Goal, K)), Kinds), _, Kinds = []),
        Kinds = [_|_],
        \+ ( member(K, Kinds), K \== query )
    ->  Kind = query
    ;   Kind = other
    ).

command_indicators(Indicators) :-
    remembered('sandbox:commands', Indicator,
               ( help_template(Template),
                 template_indicator(Template, Indicator) ),
               Indicators).

help_template(Template) :-
    told_hook(help_entry(en, Template, _)).
help_template(Template) :-
    told_hook(shared_help_entry(en, Template, _)).

/* Words. */

%% sandbox_reason(?Reason, ?Key) is semidet.
%
%  Key is the message (host_messages.pl) that says Reason in words.
sandbox_reason(Reason, Key) :-
    atom(Reason),
    atom_concat(sandbox_reason_, Reason, Key).

/* The budget. */

%% sandbox_budget(-Budget) is det.
%
%  What the server gives one query of a joined player, as
%  budget(Inferences, Seconds, OutputBytes): 5 000 000 inferences (a
%  tenth of the toplevel's default, about half a second of the engine's
%  work: a findall over the whole map takes a few thousand), 2 seconds of
%  wall-clock time and 64 KiB of output. The inference limit is the
%  engine's call_with_inference_limit/3 (sandbox_run/4 applies it); time
%  and output are the server's: it stops the query with the engine's
%  interrupt flag when either runs out (the Prolog side has no clock
%  that interrupts and no stream that counts).
sandbox_budget(budget(5000000, 2, 65536)).

%% sandbox_run(+Module, +Goal, +Inferences, -Outcome) is det.
%
%  Checks Goal (safe_goal/3) and, when it is `safe` or `seat_bound`,
%  runs it once in Module, rewritten as the toplevel rewrites a query
%  (shifts and powers checked, lists bounded), under Inferences.
%  Outcome is `refused(Verdict)` (nothing ran), `true` (Goal is bound to
%  its first solution), `false`, `exception(Ball)` or
%  `inference_limit_exceeded`. A `command` is refused here: the server
%  runs commands through the seat check, never through this.
sandbox_run(Module, Goal, Inferences, Outcome) :-
    safe_goal(Module, Goal, Verdict),
    (   memberchk(Verdict, [safe, seat_bound])
    ->  rewrite_goal(Goal, Run),
        (   catch(call_with_inference_limit(Module:Run, Inferences, Result),
                  Ball,
                  true)
        ->  (   nonvar(Ball)
            ->  Outcome = exception(Ball)
            ;   Result == inference_limit_exceeded
            ->  Outcome = inference_limit_exceeded
            ;   Outcome = true
            )
        ;   Outcome = false
        )
    ;   Outcome = refused(Verdict)
    ).

/* At the toplevel. */

%% sandbox_check(+Goal) is det.
%
%  Says whether a joined player could run Goal: the verdict of
%  safe_goal/3 in user, in words, with the goal refused and why. Goal
%  does not run.
%
%  ?- sandbox_check(halt).
%  refused: halt -- it ends the program; for a joined player the server ends their connection instead
sandbox_check(Goal) :-
    safe_goal(user, Goal, Verdict),
    verdict_key(Verdict, Key),
    say(Key).

verdict_key(safe, sandbox_safe).
verdict_key(seat_bound, sandbox_seat_bound).
verdict_key(command, sandbox_command).
verdict_key(unsafe(Culprit, Reason), sandbox_unsafe(Culprit, Words)) :-
    sandbox_reason(Reason, Key),
    catch(message_text(Key, Words), _, Words = []).
