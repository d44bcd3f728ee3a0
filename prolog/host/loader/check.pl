/** check/0: the loaded rulebook's calls and reasons, each at its file and line.

What `conquest check` and `check.` at the toplevel ask of the engine,
after the game loaded as it does to be played: the clauses the scan kept
of every file of the rulebook folder (loader_files), walked goal by goal;
for `check.`, also those of every file the user consulted (a clause of a
game module checked in that module), and first the checks of the game's
files as text that `conquest check` makes before it loads the game
(src/check.rs, asked of the host: text_problems/3), so both tell the
same problems in the same words.

- A call of a predicate its module cannot reach: not defined there
  (clauses, or declared dynamic, multifile or discontiguous), not imported
  (the exports of each use_module/1,2 of its file, library or local), and
  no built-in. The goals are those of the body, through the control
  constructs and the goal arguments of meta-predicates (the engine's
  meta_predicate declarations, else those of loader_terms:meta_goal/4),
  and the non-terminals of grammar rules. `M:G` is looked up in M. An
  export the module neither defines nor imports is one too.
  Scryer 0.10 cannot answer this itself: current_predicate/1 is true of
  any name a compiled clause calls, defined or not.
- A reason of a refusal that why/1 cannot locate: a term a clause of
  move_error/3 (or refused(Reason) of command_move/3) gives as its
  reason, directly or through the predicates it passes the reason
  variable to, whose name and arity no clause body of the rules mentions
  (loader_listing:reason_located/2, the index why/1 searches).

It also tells, when a user's file loads, an `:- extend(Spec).` that
extends nothing (extend_warnings/2), and after make/0 reloads a user's
file, its undefined calls (undefined_in_files/1, as SWI-Prolog's
make/0).
*/
:- module(loader_check, [check/0,
                         check_report/2,
                         undefined_in_files/1,
                         rulebook_problems/1,
                         extend_warnings/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(assoc)).
:- use_module(library(util), [is_list/1]).
:- use_module(library(text), [say/1, lang/1]).
:- use_module(library(bridge), [host_request_term/2]).
:- use_module(library(storage), [file_layout/3]).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_user), [user_sees/2, imported_into_user/2,
                                     module_exports/2, library_exports/2]).
:- use_module(library(loader_scan), [scan_directive/4, restore_ops/1]).
:- use_module(library(loader_listing), [reason_located/2]).
:- use_module(library(loader_rulebook), [rulebook_dir/1]).
:- use_module(library(loader_deferral), [load_deferred_rulebook/0]).

%% check is semidet.
%
%  Says each problem of the loaded game's rulebook and of the files the
%  user consulted (see the module's header) at its file and line, then
%  how many there were. Fails when there is one, or nothing to check, so
%  a script can test it.
check :-
    load_deferred_rulebook,
    (   (   rulebook_dir(_)
        ;   loaded_file(_, user)
        )
    ->  check_report(full, N),
        N =:= 0
    ;   say(check_no_game),
        fail
    ).

%% check_report(+Paths, -Count) is det.
%
%  Says each problem of the loaded rulebook, its file shown whole (Paths
%  full) or by its name in the game's folder (Paths base, for `conquest
%  check`), then a summary; Count is how many.
check_report(Paths, Count) :-
    text_problems(Paths, Texts, Contract),
    forall(member(Text, Texts), say(check_text_problem(Text))),
    rulebook_problems(Problems),
    say_problems(Paths, Problems),
    length(Texts, TextCount),
    length(Problems, EngineCount),
    Count is TextCount + EngineCount,
    (   Paths == full
    ->  (   Count > 0
        ->  (   \+ rulebook_dir(_)
            ->  say(check_count_files(Count))
            ;   loaded_file(_, user)
            ->  say(check_count_both(Count))
            ;   say(check_count(Count))
            )
        ;   rulebook_dir(_)
        ->  (   Contract == checked
            ->  say(check_clean)
            ;   say(check_clean_calls)
            )
        ;   say(check_clean_files)
        )
    ;   true
    ).

%  What `conquest check` finds in the text of the game's files (hooks,
%  help, message keys, map templates: src/check.rs), asked of the host,
%  a line each, for check/0 (Paths full); `conquest check` (base) finds
%  them itself, before it loads the game. Contract is `checked`, or
%  `skipped` when the rules folder has no contract to check against.
text_problems(base, [], checked).
text_problems(full, Texts, Contract) :-
    (   rulebook_dir(Dir)
    ->  lang(Lang),
        catch(host_request_term([text_check, Dir, Lang], Texts0), Error, true),
        (   var(Error)
        ->  Texts = Texts0,
            Contract = checked
        ;   Error = error(host_error(no_contract), _)
        ->  say(check_no_contract(Dir)),
            Texts = [],
            Contract = skipped
        ;   throw(Error)
        )
    ;   Texts = [],
        Contract = skipped
    ).

shown(full, Path, Shown) :-
    shown_path(Path, Shown).
shown(base, Path, Base) :-
    base_name(Path, Base).

%% undefined_in_files(+Paths) is det.
%
%  Says each call of a predicate its module cannot reach in the clauses
%  of the user's files Paths (those make/0 reloaded), at its file and
%  line, as check/0 does; nothing when there is none. The calls are
%  looked up in what every loaded file gives.
undefined_in_files(Paths) :-
    rulebook_files(All),
    findall(file(P, M, Cs), ( member(file(P, M, Cs), All),
                              memberchk(P, Paths) ),
            Files),
    visible_modules(Files, Visible),
    findall(P, undefined_call(Files, Visible, P), Problems0),
    sort(Problems0, Problems),
    say_problems(full, Problems).

%  Module-Assoc for every module of Files and of their clauses
%  (module_visible/2).
visible_modules(Files, Visible) :-
    % a user's file may hold clauses of the game's modules
    findall(M, ( member(file(_, M, _), Files)
               ; member(file(_, _, Cs), Files),
                 member(clause(_, M, _, _), Cs) ),
            Ms0),
    sort(Ms0, Ms),
    maplist(module_visible, Ms, Pairs),
    list_to_assoc(Pairs, Visible).

say_problems(Paths, Problems) :-
    forall(member(problem(Path, Line, Key), Problems),
           (   shown(Paths, Path, Shown),
               Key =.. [Name|Args],
               Located =.. [Name, Shown, Line|Args],
               say(Located)
           )).

%% rulebook_problems(-Problems) is det.
%
%  Problems lists problem(Path, Line, Key) for each call of an undefined
%  predicate and each reason why/1 cannot locate, by file and line;
%  Key is a message key without the place.
rulebook_problems(Problems) :-
    rulebook_files(Files),
    visible_modules(Files, Visible),
    findall(P, undefined_call(Files, Visible, P), Undefined0),
    findall(P, export_undefined(Files, P), Exported),
    append(Exported, Undefined0, Undefined),
    clause_index(Files, Index),
    findall(R, unlocated_reason(Files, Index, R), Reasons),
    append(Undefined, Reasons, Problems0),
    % by file, then line; a call written twice in a clause is told once
    sort(Problems0, Problems).

%  file(Path, Module, Clauses) of each loaded file of the rulebook folder,
%  then of each file the user consulted (check/0 only: `conquest check`
%  loads none), as SWI-Prolog's check/0 lists the undefined calls of
%  every loaded file. A user's clause of a game module (an override) is
%  checked in that module.
rulebook_files(Files) :-
    files(All),
    (   rulebook_dir(Dir0)
    ->  (   atom_concat(_, '/', Dir0)
        ->  Dir = Dir0
        ;   atom_concat(Dir0, '/', Dir)
        ),
        findall(file(Path, Module, Clauses),
                ( member(file(Path, info(game, _, Module, _, _, _, _)), All),
                  atom_concat(Dir, _, Path),
                  file_info_clauses(Path, Clauses) ),
                GameFiles)
    ;   GameFiles = []
    ),
    findall(file(Path, Module, Clauses),
            ( member(file(Path, info(user, _, Module, _, _, _, _)), All),
              file_info_clauses(Path, Clauses) ),
            UserFiles),
    append(GameFiles, UserFiles, Files).

/* What a module reaches. */

%  Module-Assoc: every Name/Arity a call in Module reaches besides the
%  built-ins and what it declares (asked of the engine as needed).
module_visible(Module, Module-Assoc) :-
    findall(K, module_reaches(Module, K), Keys0),
    sort(Keys0, Keys),
    findall(K-t, member(K, Keys), Pairs),
    list_to_assoc(Pairs, Assoc).

module_reaches(Module, Key) :-
    % every file of Module, the rulebook's and any other loaded one
    files(All),
    member(file(_, info(_, _, Module, _, _, Defines, _)), All),
    member(Key, Defines).
module_reaches(Module, Key) :-
    files(All),
    member(file(Path, info(_, _, Module, _, _, _, _)), All),
    file_directives(Path, Directives),
    file_dir(Path, Dir),
    member(D, Directives),
    directive_imports(D, Dir, Key).
module_reaches(Module, Key) :-
    module_exports(Module, Exports),
    member(E, Exports),
    export_key(E, Key).

%  A Name/Arity the directive D imports.
directive_imports(use_module(Spec), Dir, Key) :-
    spec_exports(Spec, Dir, Exports),
    member(E, Exports),
    export_key(E, Key).
directive_imports(use_module(Spec, Imports), Dir, Key) :-
    is_list(Imports),
    spec_exports(Spec, Dir, _),
    member(I, Imports),
    (   I = as(E, _)
    ->  true
    ;   E = I
    ),
    export_key(E, Key).

spec_exports(library(L), _, Exports) :-
    !,
    atom(L),
    (   module_exports(L, Exports0),
        Exports0 \== []
    ->  Exports = Exports0
    ;   library_exports(L, Exports)
    ).
spec_exports(Spec, Dir, Exports) :-
    local_file(Spec, Dir, Path),
    file_info(Path, info(_, _, _, Exports, _, _, _)).

export_key(N/A, N/A) :-
    atom(N),
    integer(A).
export_key(N//A0, N/A) :-
    atom(N),
    integer(A0),
    A is A0 + 2.

%  The directives of the file at Path, read again with the operators the
%  file sets (as the scan reads it); a clause that does not read is
%  skipped (the load told it).
file_directives(Path, Directives) :-
    file_directives_at(Path, Pairs),
    findall(D, member(D-_, Pairs), Directives).

%  Directive-Offset of each directive of the file at Path, Offset the
%  byte offset where its read started.
file_directives_at(Path, Directives) :-
    findall(op(P, T, N), current_op(P, T, N), Ops),
    current_prolog_flag(double_quotes, DQ),
    file_dir(Path, Dir),
    catch(setup_call_cleanup(open(Path, read, Stream, [reposition(true)]),
                             read_directives(Stream, Dir, Directives),
                             ( close(Stream),
                               restore_ops(Ops),
                               set_prolog_flag(double_quotes, DQ) )),
          _,
          Directives = []).

read_directives(Stream, Dir, Directives) :-
    stream_property(Stream, position(position_and_lines_read(Before, _))),
    catch(read_term(Stream, Term, []), _, Term = '$unread'),
    (   Term == end_of_file
    ->  Directives = []
    ;   Term == '$unread'
    ->  stream_property(Stream, position(position_and_lines_read(After, _))),
        (   After == Before
        ->  Directives = []
        ;   read_directives(Stream, Dir, Directives)
        )
    ;   Term = (:- D),
        nonvar(D)
    ->  State = scan(user, [], [], [], [], [], [], []),
        catch(scan_directive(D, Dir, State, _), _, true),
        Directives = [D-Before|Ds],
        read_directives(Stream, Dir, Ds)
    ;   read_directives(Stream, Dir, Directives)
    ).

%  A call of Key in Module reaches a predicate.
reaches(Visible, Module, N/A) :-
    (   get_assoc(Module, Visible, Keys)
    ->  get_assoc(N/A, Keys, _)
    ;   fail
    ).
reaches(_, Module, N/A) :-
    functor(Head, N, A),
    (   catch(predicate_property(Module:Head, built_in), _, fail)
    ->  true
    ;   member(P, [dynamic, multifile, discontiguous]),
        catch(predicate_property(Module:Head, P), _, fail)
    ->  true
    ;   library_exports(builtins, Builtins),
        memberchk(N/A, Builtins)
    ).
reaches(_, user, Key) :-
    user_sees(Key, _).
reaches(_, _, Key) :-
    everywhere(Key).

%  What a module of a loaded file calls without importing it, though no
%  built-in: found by calling from a module that imports nothing each
%  export of the engine's libraries (the others raise an existence
%  error; Scryer 0.10).
everywhere(format/2).
everywhere(format/3).
everywhere(phrase/2).
everywhere(phrase/3).

%  A module whose predicates a qualified call may name: a loaded file's,
%  or a library's.
known_module(Visible, Module) :-
    (   get_assoc(Module, Visible, _)
    ->  true
    ;   files(All),
        memberchk(file(_, info(_, _, Module, _, _, _, _)), All)
    ->  true
    ;   library_exports(Module, _)
    ).

/* Calls of undefined predicates. */

undefined_call(Files, Visible, problem(Path, Line, Key)) :-
    member(file(Path, _, Clauses), Files),
    member(clause(Line, Module, Clause, _), Clauses),
    clause_key(Clause, Caller),
    (   Clause = (_ :- Body)
    ->  body_call(Body, Module, Called, CalledModule)
    ;   Clause = (_ --> Body)
    ->  grammar_call(Body, Module, Called, CalledModule)
    ),
    undefined_key(Visible, Caller, Called, CalledModule, Key).

%  A module of the rulebook exports a predicate it neither defines nor
%  imports: every call of it raises an existence error. Told at the
%  module's declaration.
export_undefined(Files, problem(Path, Line, check_export_undefined(Module, N/A))) :-
    member(file(Path, Module, _), Files),
    Module \== user,
    file_info(Path, info(_, _, _, Exports, _, Defines, _)),
    file_dir(Path, Dir),
    findall(N/A, ( member(E, Exports),
                   export_key(E, N/A),
                   \+ memberchk(N/A, Defines) ),
            Missing0),
    Missing0 = [_|_],
    file_directives_at(Path, Directives),
    findall(K, ( member(D-_, Directives),
                 directive_imports(D, Dir, K) ),
            Imported),
    findall(K, ( member(K, Missing0),
                 \+ memberchk(K, Imported),
                 \+ reaches(t, Module, K) ),
            Missing),
    Missing = [_|_],
    (   member(module(_, _)-Offset, Directives),
        catch(file_layout(Path, [Offset], [place(Line0, _, _)]), _, fail)
    ->  Line = Line0
    ;   Line = 1
    ),
    member(N/A, Missing).

%  Called, a Name/Arity called in CalledModule, reaches nothing: Key says
%  so, with what would define it.
undefined_key(Visible, Caller, N/A, M, Key) :-
    (   known_module(Visible, M)
    ->  \+ reaches(Visible, M, N/A),
        (   library_with(N/A, Library)
        ->  Key = check_undefined_library(Caller, N/A, M, Library, Library)
        ;   imported_into_user(N/A, From)
        ->  Key = check_undefined_toplevel(Caller, N/A, M, From)
        ;   Key = check_undefined(Caller, N/A, M)
        )
    ;   Key = check_unknown_module(Caller, M:N/A, M)
    ).

%  The libraries a rulebook uses most, for the hint of an undefined call.
library_with(Key, Library) :-
    member(Library, [lists, between, iso_ext, format, charsio, dcgs, pairs,
                     assoc, ordsets, random, dif, error, si, terms]),
    library_exports(Library, Exports),
    member(E, Exports),
    export_key(E, Key),
    !.

%% body_call(+Body, +Module, -Key, -CalledModule) is nondet.
%
%  A predicate Key the goal Body calls in CalledModule, through control
%  constructs and meta-calls.
body_call(G, _, _, _) :-
    var(G),
    !,
    fail.
body_call(M:G, _, Key, CM) :-
    !,
    atom(M),
    body_call(G, M, Key, CM).
body_call(G, M, Key, CM) :-
    control(G, _, Parts, _),
    !,
    member(P, Parts),
    body_call(P, M, Key, CM).
body_call(G, M, Key, CM) :-
    callable(G),
    functor(G, N, A),
    (   Key = N/A,
        CM = M
    ;   meta_argument(G, M, Arg, Extra),
        closure_call(Arg, Extra, M, Key, CM)
    ;   % phrase/2,3 call a grammar body
        memberchk(N/A, [phrase/2, phrase/3]),
        arg(1, G, Grammar),
        grammar_call(Grammar, M, Key, CM)
    ).

%  A goal argument Arg of the call G, to be called with Extra arguments
%  more.
meta_argument(G, M, Arg, Extra) :-
    functor(G, N, A),
    (   memberchk(N/A, [phrase/2, phrase/3])
    ->  fail
    ;   functor(Spec0, N, A),
        catch(predicate_property(M:Spec0, meta_predicate(Spec)), _, fail)
    ->  G =.. [_|Args],
        Spec =.. [_|Specs],
        nth1(I, Specs, Extra),
        integer(Extra),
        nth1(I, Args, Arg)
    ;   meta_goal(G, _, Parts, _)
    ->  member(Arg, Parts),
        Extra = 0
    ).

closure_call(Arg, _, _, _, _) :-
    var(Arg),
    !,
    fail.
closure_call(M:Arg, Extra, _, Key, CM) :-
    !,
    atom(M),
    closure_call(Arg, Extra, M, Key, CM).
closure_call(Arg, 0, M, Key, CM) :-
    !,
    (   Arg = _^G
    ->  closure_call(G, 0, M, Key, CM)
    ;   body_call(Arg, M, Key, CM)
    ).
closure_call(Arg, Extra, M, Key, CM) :-
    callable(Arg),
    functor(Arg, N, A),
    % lambdas: their goals are not known here
    \+ memberchk(N/A, [(>>)/2, (/)/2, (\)/1]),
    A1 is A + Extra,
    Key = N/A1,
    CM = M.

%% grammar_call(+Body, +Module, -Key, -CalledModule) is nondet.
%
%  A predicate Key a grammar rule's Body calls: its non-terminals (two
%  arguments more), the goals of `{}` and call//N.
grammar_call(B, _, _, _) :-
    var(B),
    !,
    fail.
grammar_call(B, _, _, _) :-
    ( B == [] ; B = [_|_] ; B == ! ),
    !,
    fail.
grammar_call(B, _, _, _) :-
    \+ callable(B),
    !,
    fail.
grammar_call(M:B, _, Key, CM) :-
    !,
    atom(M),
    grammar_call(B, M, Key, CM).
grammar_call({G}, M, Key, CM) :-
    !,
    body_call(G, M, Key, CM).
grammar_call(B, M, Key, CM) :-
    (   control(B, _, Parts, _)
    ->  true
    ;   functor(B, '|', 2)
    ->  B =.. [_|Parts]
    ),
    !,
    member(P, Parts),
    grammar_call(P, M, Key, CM).
grammar_call(B, M, Key, CM) :-
    functor(B, call, A),
    A >= 1,
    !,
    B =.. [_, G|More],
    length(More, NMore),
    Extra is NMore + 2,
    closure_call(G, Extra, M, Key, CM).
grammar_call(B, _, _, _) :-
    string_like(B),
    !,
    fail.
grammar_call(B, M, N/A, M) :-
    functor(B, N, A0),
    A is A0 + 2.

string_like(B) :-
    catch(partial_string(B), _, fail).

/* Reasons why/1 cannot locate. */

%  A reason a clause of move_error/3, or a refused(Reason) of
%  command_move/3, gives, that why/1 would find in no clause body.
unlocated_reason(Files, Index, problem(Path, Line, check_reason_unlocated(N/A, Hook, Key))) :-
    member(Hook-Position-Wrap, [(move_error)/3-3-none, command_move/3-3-refused]),
    member(file(Path0, Module, Clauses), Files),
    member(clause(Line0, Module, Clause, _), Clauses),
    clause_key(Clause, Hook),
    clause_head_body(Clause, Head, Body),
    arg(Position, Head, Given),
    (   Wrap == refused
    ->  wrapped_reason(Given, Body, Reason, Path0, Line0, Files-Index, Module, Path, Line)
    ;   produced_reason(Given, Body, Path0, Line0, Files-Index, Module, [], Path, Line, Reason)
    ),
    functor(Reason, N, A),
    \+ reason_located(N, A),
    % the predicate of the clause that writes it
    once(( member(file(Path, _, Written), Files),
           member(clause(Line, _, C, _), Written),
           clause_key(C, Key) )).

clause_head_body((Head :- Body), Head, Body) :- !.
clause_head_body(Head, Head, true).

%  refused(Reason) of command_move/3: written in the head, or unified
%  with the head's variable in the body.
wrapped_reason(Given, Body, Reason, Path0, Line0, Files, Module, Path, Line) :-
    (   nonvar(Given)
    ->  Given = refused(R),
        produced_reason(R, Body, Path0, Line0, Files, Module, [], Path, Line, Reason)
    ;   body_unification(Body, Given, T),
        nonvar(T),
        T = refused(R),
        produced_reason(R, Body, Path0, Line0, Files, Module, [], Path, Line, Reason)
    ).

%% produced_reason(+Given, +Body, ...) is nondet.
%
%  Reason is a term the clause at Path0:Line0 gives where Given is: Given
%  itself when it is bound, else a term its body unifies it with, else,
%  through a call of a predicate of the rulebook that the variable is
%  passed to, a reason of that predicate's clauses (Path:Line is where
%  the reason is written).
produced_reason(Given, _, Path, Line, _, _, _, Path, Line, Given) :-
    nonvar(Given),
    !.
produced_reason(Var, Body, Path0, Line0, Files, Module, Seen, Path, Line, Reason) :-
    body_unification(Body, Var, T),
    (   nonvar(T)
    ->  Path = Path0,
        Line = Line0,
        Reason = T
    ;   T \== Var,
        length(Seen, Depth),
        Depth < 8,
        produced_reason(T, Body, Path0, Line0, Files, Module, [alias|Seen], Path, Line, Reason)
    ).
produced_reason(Var, Body, _, _, Files, Module, Seen, Path, Line, Reason) :-
    length(Seen, Depth),
    Depth < 8,
    body_call_goal(Body, Module, Goal, GoalModule),
    Goal =.. [_|Args],
    nth1(I, Args, Arg),
    Arg == Var,
    functor(Goal, N, A),
    defining_module(Files, GoalModule, N/A, DefModule),
    \+ memberchk(DefModule-N/A-I, Seen),
    Files = _-Index,
    get_assoc(DefModule-N/A, Index, Clauses),
    member(c(Path1, Line1, Clause), Clauses),
    clause_head_body(Clause, Head, Body1),
    arg(I, Head, Given1),
    produced_reason(Given1, Body1, Path1, Line1, Files, DefModule,
                    [DefModule-N/A-I|Seen], Path, Line, Reason).

%  The body unifies Var with T (`Var = T` or `T = Var`).
body_unification(Body, Var, T) :-
    body_goal(Body, G),
    nonvar(G),
    G = (X = Y),
    (   X == Var
    ->  T = Y
    ;   Y == Var
    ->  T = X
    ).

%  The goals of a body, through control constructs (not meta-calls: a
%  reason bound inside findall/3 does not come out of it).
body_goal(G, G) :-
    var(G),
    !.
body_goal(G, Goal) :-
    control(G, _, Parts, _),
    !,
    member(P, Parts),
    body_goal(P, Goal).
body_goal(G, G).

body_call_goal(Body, Module, Goal, GoalModule) :-
    body_goal(Body, G0),
    nonvar(G0),
    (   G0 = M:G,
        atom(M)
    ->  Goal = G,
        GoalModule = M
    ;   Goal = G0,
        GoalModule = Module
    ),
    callable(Goal),
    \+ Goal = (_ = _).

%  The module of the rulebook whose clauses a call of Key in Module runs:
%  Module itself, or the rulebook module it imports Key from.
defining_module(Files-Index, Module, Key, DefModule) :-
    (   get_assoc(Module-Key, Index, _)
    ->  DefModule = Module
    ;   member(file(Path, DefModule, _), Files),
        DefModule \== Module,
        file_info(Path, info(_, _, _, Exports, _, _, _)),
        memberchk(Key, Exports),
        get_assoc(DefModule-Key, Index, _)
    ->  true
    ).

%  Module-Key to the clauses c(Path, Line, Clause) of that predicate in
%  the rulebook's files, in file order.
clause_index(Files, Index) :-
    findall((M-Key)-c(Path, Line, Clause),
            ( member(file(Path, M, Clauses), Files),
              member(clause(Line, M, Clause, _), Clauses),
              clause_key(Clause, Key) ),
            Pairs0),
    keysort(Pairs0, Pairs),
    group_keys(Pairs, Groups),
    list_to_assoc(Groups, Index).

group_keys([], []).
group_keys([K-V|Ps], [K-[V|Vs]|Gs]) :-
    same_key(Ps, K, Vs, Rest),
    group_keys(Rest, Gs).

same_key([K0-V|Ps], K, [V|Vs], Rest) :-
    K0 == K,
    !,
    same_key(Ps, K, Vs, Rest).
same_key(Ps, _, [], Ps).

/* extend/1 directives that extend nothing. */

%% extend_warnings(+Path, +Overrides) is det.
%
%  Says, at its file and line, each `:- extend(Spec).` of the user's file
%  Path (among the Overrides of its scan) that changes nothing, and why:
%  Spec is not Module:Name/Arity (or Name/Arity), the game has no module
%  Module, the module has no Name/Arity (perhaps another arity), or the
%  file has no clause of it.
extend_warnings(Path, Overrides) :-
    (   memberchk(extend(_), Overrides),
        file_directives_at(Path, Directives),
        findall(Spec-Offset, member(extend(Spec)-Offset, Directives), Placed),
        findall(Offset, member(_-Offset, Placed), Offsets),
        catch(file_layout(Path, Offsets, Places), _, fail)
    ->  shown_path(Path, Shown),
        forall(nth1(I, Placed, Spec-_),
               (   nth1(I, Places, place(Line, _, _)),
                   extend_problem(Spec, Overrides, Key)
               ->  Key =.. [Name|Args],
                   Located =.. [Name, Shown, Line, Spec|Args],
                   say(Located)
               ;   true
               ))
    ;   true
    ).

%  Why `:- extend(Spec).` in a file with these Overrides changes nothing.
extend_problem(Spec, _, extend_bad_form) :-
    \+ extend_form(Spec, _, _),
    !.
extend_problem(Spec, Overrides, Problem) :-
    extend_form(Spec, Module, N/A),
    (   var(Module)
    ->  \+ memberchk(override(_, N/A, _), Overrides),
        Problem = extend_no_clauses
    ;   \+ game_modules_has(Module)
    ->  Problem = extend_unknown_module(Module)
    ;   module_file(Module, Path),
        file_info(Path, info(_, _, _, _, _, Defines, _)),
        \+ memberchk(N/A, Defines)
    ->  findall(N/B, member(N/B, Defines), Others),
        (   Others = [Other|_]
        ->  Problem = extend_wrong_arity(Module, N/A, Module:Other)
        ;   Problem = extend_undefined(Module, N/A)
        )
    ;   \+ memberchk(override(Module, N/A, _), Overrides)
    ->  Problem = extend_no_clauses
    ).

extend_form(M:N/A, M, N/A) :-
    atom(M),
    atom(N),
    integer(A),
    A >= 0.
extend_form(N/A, _, N/A) :-
    atom(N),
    integer(A),
    A >= 0.

game_modules_has(Module) :-
    game_modules(Modules),
    memberchk(Module, Modules).
