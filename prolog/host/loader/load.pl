/** Consulting, and loading one file: checked whole, its local files first.

Every file the toplevel loads (the game's rule files, the user's own, and
the files they load in turn) goes through load_file/3:

1. It is read whole first (loader_scan:scan_file/2); a file with errors
   is not loaded at all, and what was loaded before stays in force.
2. The files it loads (use_module of a local file) are loaded first, each
   once; a `use_module` of a file already loaded becomes an import, keyed
   on the file's full path. When one of them is not loaded for its errors,
   neither is the file.
3. The engine loads it, with loader_expansion's hooks running its
   directives in order and rewriting its clauses.

Scryer copies an imported predicate's code pointer into the importing
module, so a module recompiled stays old in every module that imported
it: after a file that changed (make/0) or that overrides game rules is
loaded, every loaded file that imports it, directly or through others,
is loaded again (reload_with_dependants/2).
*/
:- module(loader_load, [consult_files/1,
                        consult_user/0,
                        ensure_loaded_files/1,
                        use_module_file/1,
                        use_module_file/2,
                        load_file/3,
                        refused/1,
                        reload_with_dependants/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(os), [pid/1, getenv/2]).
:- use_module(library(util), [forget_remembered/0, is_list/1, put_global/2]).
:- use_module(library(bridge), [engine_tag/1]).
:- use_module(library(user_reads), [user_read_term/2]).
:- use_module(library(text), [say/1]).
:- use_module(library(storage), [file_kind/2]).
:- use_module(library(session)).
:- use_module(library(on_demand), [need_module/1]).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_user)).
:- use_module(library(loader_scan)).

/* Consulting. */

%% consult_files(+FileOrFiles) is det.
%
%  consult/1 and [File, ...] at the toplevel: loads each file (`.pl` may
%  be left out) into user after checking it whole, and says so.
consult_files(Files) :-
    file_specs(Files, Specs),
    maplist(consult_one, Specs).

%  The files a consult/1 or ensure_loaded/1 argument names. "a.pl" is a
%  list of characters (or of codes): it names one file, unless each of
%  its characters names a file of its own (consult([a, b]) loads a.pl and
%  b.pl). Taken as a list of files, consult("a.pl") loaded a.pl and then
%  raised an error for '.'.
file_specs(Files, Specs) :-
    (   is_list(Files),
        \+ file_name_text(Files)
    ->  Specs = Files
    ;   Specs = [Files]
    ).

file_name_text(Text) :-
    Text = [_|_],
    (   maplist(integer, Text)
    ->  true
    ;   maplist(one_char_atom, Text),
        \+ maplist(user_file_exists, Text)
    ).

one_char_atom(C) :-
    atom(C),
    atom_length(C, 1).

user_file_exists(Spec) :-
    source_file_of(Spec, _).

consult_one(Spec) :-
    var(Spec),
    !,
    throw(error(instantiation_error, consult/1)).
consult_one(user) :-
    !,
    consult_user.
consult_one(Spec) :-
    (   source_file_of(Spec, Path)
    ->  (   loaded_as_dependency(Path)
        ->  true
        ;   load_or_raise(Path, Loaded),
            loaded_message(Path, Loaded),
            (   Loaded == stopped
            ->  raise_load_failure(Path)
            ;   true
            )
        )
    ;   missing_file(Spec, consult/1)
    ).

%  The file Spec names: in a file being loaded, next to that file (as the
%  loader's scan found it), else from the working folder.
source_file_of(Spec, Path) :-
    (   bb_get('loader:loading', loading(Loading, _, _, _, _)),
        file_dir(Loading, Dir),
        local_file(Spec, Dir, Path0)
    ->  Path = Path0
    ;   user_file(Spec, Path)
    ).

%  A file that a file being loaded names in a directive (`:- [c].`,
%  `:- consult(c).`, `:- ensure_loaded(c).`) was loaded before it, as one
%  of its dependencies (load_checked/10): the directive does not load it
%  again (its initialization goals ran twice, and every predicate was
%  told as discontiguous).
loaded_as_dependency(Path) :-
    bb_get('loader:loading', loading(Loading, _, _, _, _)),
    file_info(Loading, info(_, _, _, _, Deps, _, _)),
    memberchk(Path, Deps),
    loaded_file(Path, _).

%  Loads Path into user; a file that could not be loaded (its errors and
%  that nothing of it is in force are told first) raises the error of its
%  first problem, as scryer-prolog's consult/1 raises the syntax error,
%  so that catch/3 and --strict see it.
load_or_raise(Path, Loaded) :-
    bb_put('loader:load_failure', none),
    (   load_file(Path, user, Loaded0)
    ->  Loaded = Loaded0
    ;   halting(_)
    ->  Loaded = all
    ;   raise_load_failure(Path)
    ).

%% raise_load_failure(+Path) is det.
%
%  Raises the error that kept the file Path from loading: the first
%  problem of the file, or of a file it loads, that load_file/3 noted.
raise_load_failure(Path) :-
    (   bb_get('loader:load_failure', Ball),
        Ball \== none
    ->  throw(Ball)
    ;   throw(error(permission_error(load, source_sink, Path), consult/1))
    ).

%  What kept a file from loading, for raise_load_failure/1: the first one
%  noted since the consult began (a file that loads a bad one fails after
%  it).
note_load_failure(Ball) :-
    (   bb_get('loader:load_failure', none)
    ->  put_global('loader:load_failure', Ball)
    ;   true
    ).

%  A file to load that is not there: the error the engines raise, so that
%  catch/3 and --strict see it.
missing_file(Spec, Context) :-
    (   spec_name(Spec, Name)
    ->  % a name given as text is shown whole as an atom: error texts
        % cut lists after 20 elements
        throw(error(existence_error(source_sink, Name), Context))
    ;   throw(error(type_error(atom, Spec), Context))
    ).

loaded_message(Path, Loaded) :-
    (   halting(_)
    ->  true
    ;   Loaded == all
    ->  say(consulted(Path))
    ;   Loaded == stopped
    ->  say(consulted_given_up(Path))
    ;   Loaded = partly(Errors)
    ->  say(consulted_partly(Path, Errors))
    ;   say(consulted(Path))
    ).

%% ensure_loaded_files(+Files) is det.
%
%  Loads the files not loaded yet.
ensure_loaded_files(Files0) :-
    file_specs(Files0, Files),
    forall(member(Spec, Files),
           (   var(Spec)
           ->  throw(error(instantiation_error, ensure_loaded/1))
           ;   Spec = library(_)
           ->  use_module_file(Spec)
           ;   source_file_of(Spec, Path)
           ->  (   loaded_file(Path, _)
               ->  true
               ;   consult_one(Spec)
               )
           ;   missing_file(Spec, ensure_loaded/1)
           )).

%% use_module_file(+Spec) is det.
%% use_module_file(+Spec, +Imports) is det.
%
%  use_module/1,2 typed at the toplevel: a library goes to the engine (and
%  is remembered, so make/0 keeps it imported); a file is loaded as
%  consult/1 loads it.
use_module_file(Spec) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, use_module/1))
    ;   Spec = library(Library)
    ->  known_library_spec(Library, use_module/1),
        import_chosen_into_user(Spec)
    ;   source_file_of(Spec, _)
    ->  consult_one(Spec)
    ;   missing_file(Spec, use_module/1)
    ).

use_module_file(Spec, Imports) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, use_module/2))
    ;   Spec = library(_)
    ->  user:use_module(Spec, Imports)
    ;   source_file_of(Spec, Path)
    ->  (   loaded_as_dependency(Path)
        ->  true
        ;   load_or_raise(Path, Loaded),
            (   Loaded == stopped
            ->  raise_load_failure(Path)
            ;   true
            )
        )
    ;   missing_file(Spec, use_module/2)
    ).

%  The engine's use_module/1 raises these too; our import would say yes.
known_library_spec(Library, Context) :-
    (   var(Library)
    ->  throw(error(instantiation_error, Context))
    ;   library_path_atom(Library, Path)
    ->  (   known_library(Path)
        ->  true
        ;   throw(error(existence_error(source_sink, library(Library)), Context))
        )
    ;   throw(error(type_error(atom, Library), Context))
    ).

%% consult_user is det.
%
%  `[user].`: clauses typed at the terminal (`|: ` prompts) until the end
%  of input (Ctrl-D), then loaded as a file called user.
consult_user :-
    % The clauses are read as the engine would read them from a file: an
    % op/3 or a flag typed applies to the next clauses; the load applies
    % them again.
    findall(op(P, T, N), current_op(P, T, N), Ops),
    current_prolog_flag(double_quotes, DQ),
    call_cleanup(read_user_clauses(Terms),
                 ( restore_ops(Ops),
                   set_prolog_flag(double_quotes, DQ) )),
    (   Terms == []
    ->  true
    ;   user_clauses_file(Path),
        setup_call_cleanup(open(Path, write, S),
                           forall(member(T-Names, Terms),
                                  ( write_term(S, T, [quoted(true), variable_names(Names)]),
                                    write(S, '.'),
                                    nl(S) )),
                           close(S)),
        (   load_file(Path, user, _),
            \+ halting(_)
        ->  say(consulted(user))
        ;   true
        )
    ).

read_user_clauses(Terms) :-
    catch(user_read_term(T, [variable_names(Names)]), Error, true),
    (   nonvar(Error)
    ->  say(user_clause_error(Error)),
        read_user_clauses(Terms)
    ;   T == end_of_file
    ->  Terms = []
    ;   (   nonvar(T),
            T = (:- Directive)
        ->  catch(scan_directive(Directive, '.', scan(user, [], [], [], [], [], [], []), _),
                  _,
                  true)
        ;   true
        ),
        Terms = [T-Names|Terms1],
        read_user_clauses(Terms1)
    ).

%  The clauses typed after [user] go to a file of their own, so that
%  listing/1 and make/0 treat them as any other; its name is this
%  engine's alone (engines in one process once shared it, and a [user]
%  of one could load another's clauses).
user_clauses_file(Path) :-
    (   bb_get('loader:user_file', Path0)
    ->  Path = Path0
    ;   temporary_dir(Dir),
        pid(Pid),
        number_chars(Pid, PidChars),
        atom_chars(PidAtom, PidChars),
        engine_tag(EnginePath),
        base_name(EnginePath, Tag),
        atomic_list(['/conquest-user-', PidAtom, '-', Tag, '.pl'], Name),
        atom_concat(Dir, Name, Path),
        put_global('loader:user_file', Path)
    ).

temporary_dir(Dir) :-
    (   catch(getenv("TMPDIR", Chars), _, fail),
        Chars \== []
    ->  atom_chars(Dir, Chars)
    ;   Dir = '/tmp'
    ).

/* Loading one file. */

%% load_file(+Path, +Kind, -Loaded) is semidet.
%
%  Loads the file Path (absolute) as Kind (game or user). Fails, after
%  saying why, when it has syntax errors: then nothing of it is loaded.
%  Loaded is `all`, `partly(N)` when N directives failed or raised an
%  error (the clauses are all loaded), or
%  `stopped` when the engine gave up on the file at an error (then none
%  of its clauses is in force: Scryer drops what it compiled of it).
load_file(Path, Kind, Loaded) :-
    bb_get('loader:loading_stack', Stack0)
    ->  (   memberchk(Path, Stack0)
        ->  Loaded = all          % a cycle: it is being loaded already
        ;   load_file_(Path, Kind, Stack0, Loaded)
        )
    ;   load_file_(Path, Kind, [], Loaded).

load_file_(Path, Kind, Stack, Loaded) :-
    scan_file(Path, Scan),
    Scan = scan(Module, Exports, Deps, Defines, Overrides, Clauses, Errors, Directives),
    (   Errors \== []
    ->  report_syntax_errors(Path, Errors),
        Errors = [First|_],
        load_error_ball(Path, First, Ball),
        note_load_failure(Ball),
        note_refused(Path),
        shown_path(Path, Shown),
        (   loaded_file(Path, _)
        ->  say(load_kept_previous(Shown))
        ;   say(load_nothing(Shown))
        ),
        fail
    ;   bb_put('loader:loading_stack', [Path|Stack]),
        call_cleanup(load_checked(Path, Kind, Module, Exports, Deps, Defines, Overrides,
                                  Clauses, Directives, Loaded),
                     put_global('loader:loading_stack', Stack))
    ).

%  The files refused for their errors while a rulebook loads: the files
%  that use one do not try it again, so its errors are told once.
note_refused(Path) :-
    (   bb_get('loader:refused', Refused),
        Refused \== off
    ->  put_global('loader:refused', [Path|Refused])
    ;   true
    ).

%% refused(+Path) is semidet.
%
%  Path was refused for its errors while the rulebook loads.
refused(Path) :-
    bb_get('loader:refused', Refused),
    Refused \== off,
    memberchk(Path, Refused).

%  A file is loaded only after the local files it loads: when one of them
%  is not (its errors are told), neither is the file, and the user is told why.
deps_loaded(Path, Kind, Deps) :-
    (   member(Dep, Deps),
        \+ dep_loaded(Dep, Kind)
    ->  shown_path(Path, Shown),
        say(load_needs(Shown, Dep)),
        note_refused(Path),
        fail
    ;   true
    ).

dep_loaded(Dep, Kind) :-
    (   loaded_file(Dep, _)
    ->  true
    ;   \+ refused(Dep),
        load_file(Dep, Kind, _)
    ).

load_checked(Path, Kind, Module, Exports, Deps, Defines, Overrides, Clauses,
             Directives, Loaded) :-
    deps_loaded(Path, Kind, Deps),
    clauses_key(Path, Key),
    file_info_clauses(Path, Previous),
    put_global(Key, Clauses),
    (   Module == user,
        Kind == user
    ->  note_user_definitions(Path, Defines),
        user_defined_after(Path, Defines, Defined),
        refresh_user_imports(Defined),
        unmeta_declarations(Defines, Unmeta)
    ;   Unmeta = []
    ),
    put_global('loader:unmeta', Unmeta),
    file_mtime_or_zero(Path, Mtime),
    set_file(Path, info(Kind, Mtime, Module, Exports, Deps, Defines, Overrides)),
    engine_load(Path, Kind, Module, Exports, Directives, Loaded),
    (   Loaded == stopped
    ->  % listing/1 shows what the engine runs: Scryer drops all it had
        % of a plain file, the previous load's clauses included; of a
        % module file, the callers keep the previous load's code
        (   Module == user
        ->  put_global(Key, [])
        ;   put_global(Key, Previous)
        )
    ;   true
    ),
    (   Overrides == []
    ->  true
    ;   reload_overridden(Path, Overrides)
    ).

%  A library meta-predicate imported into user leaves its argument
%  specification in user (Scryer keeps one table for the module), and the
%  engine would then qualify the arguments of every call of the user's own
%  predicate of that name (`partition([], 2, A, B)` became
%  `partition(user:[], 2, A, B)`, which the user's clauses do not match).
%  Unmeta: the declarations, all arguments `?`, that the file's load
%  starts with (loader_expansion:expand/6), for its predicates of such
%  names.
unmeta_declarations(Defines, Unmeta) :-
    findall((:- meta_predicate(Plain)),
            ( member(N/A, Defines),
              imported_into_user(N/A, Module),
              functor(Head, N, A),
              catch(predicate_property(user:Head, meta_predicate(Spec)), _, fail),
              catch(predicate_property(Module:Head, meta_predicate(Spec)), _, fail),
              Head =.. [N|Args],
              maplist(=(?), Args),
              Plain = Head ),
            Unmeta).

%  The names the user's plain files define, with this file's new ones.
user_defined_after(Path, Defines, Defined) :-
    files(Files),
    findall(D, ( member(file(P, info(user, _, user, _, _, Ds, _)), Files),
                 P \== Path,
                 member(D, Ds) ),
            Others),
    append(Others, Defines, Defined).

%  The engine loads the file; our user:term_expansion/2 hooks know which
%  file it is through 'loader:loading'.
engine_load(Path, Kind, Module, Exports, Directives, Loaded) :-
    overrides_for(Module, Replacing),
    % a directive of the file that loads this one counts its own errors
    (   bb_get('loader:directive_errors', OuterErrors)
    ->  true
    ;   OuterErrors = 0
    ),
    bb_put('loader:directive_errors', 0),
    Loading = loading(Path, Kind, Module, Replacing, Directives),
    (   bb_get('loader:loading', Outer)
    ->  true
    ;   Outer = none
    ),
    put_global('loader:loading', Loading),
    bb_put('loader:pass', 0),
    bb_put('loader:emitted', []),
    bb_put('loader:after_clause', false),
    bb_put('loader:waiting_directive', none),
    bb_put('loader:load_stream', none),
    call_cleanup(catch(engine_load_(Path, Module, Exports), Error, true),
                 ( put_global('loader:loading', Outer),
                   % The rules' tables may come from the facts just loaded.
                   forget_remembered )),
    run_pending_imports(Module),
    bb_get('loader:directive_errors', Errors),
    bb_put('loader:directive_errors', OuterErrors),
    (   nonvar(Error)
    ->  report_load_error(Path, Error),
        note_load_failure(Error),
        Loaded = stopped
    ;   Errors =:= 0
    ->  Loaded = all
    ;   Loaded = partly(Errors)
    ).

engine_load_(Path, Module, Exports) :-
    (   Module == user
    ->  user:consult(Path)
    ;   forget_dynamic_facts(Module),
        remember_user_import(Module),
        bb_get('loader:user_defined', Defined),
        findall(E, ( member(E, Exports),
                     \+ ( E = N/A, memberchk(N/A, Defined) ) ),
                Imports),
        (   Imports == []
        ->  user:use_module(Path),
            user:use_module(library(Module), [])
        ;   user:use_module(Path, Imports)
        )
    ).

%  The facts a module asserted (a rule's memo table) are dropped before
%  the module is loaded again, as the engine's reload would drop them:
%  asserting after a reload of a module that had asserted facts made
%  Scryer 0.10 print "% Warning: overwriting $clause/2 because the
%  clauses are discontiguous" (scryer-prolog does the same with
%  consult/1 twice), in the middle of a game's next command.
forget_dynamic_facts(Module) :-
    forall(( current_predicate(Module:N/A),
             functor(Head, N, A),
             predicate_property(Module:Head, dynamic) ),
           retractall(Module:Head)).

%  The engine leaves the stream of a file it gave up on open: its line is
%  where the error came (the engine compiles a predicate's clauses when
%  the next one starts, so the line may be that of the term after the
%  bad one), and the stream is closed here.
report_load_error(Path, Error) :-
    (   bb_get('loader:load_stream', Stream),
        Stream \== none,
        catch(stream_property(Stream, position(position_and_lines_read(_, Line0))), _, fail)
    ->  Line = Line0,
        catch(close(Stream), _, true)
    ;   Line = 0
    ),
    error_chars(Error, Text),
    shown_path(Path, Shown),
    say(load_error_at(Shown, Line, Text)).

note_user_definitions(Path, Defines) :-
    file_info_clauses(Path, Clauses),
    findall(Line-(N/A)-Module,
            ( member(N/A, Defines),
              imported_into_user(N/A, Module),
              first_clause_line(Clauses, user, N/A, Line) ),
            Notes0),
    keysort(Notes0, Notes),
    shown_path(Path, Shown),
    %  A library's or the host's name a user defines is the user's, as in
    %  SWI-Prolog and scryer-prolog: nothing to say.
    forall(( member(Line-(N/A)-Module, Notes), game_module(Module) ),
           (   (   predicate_source(Module, N/A, RuleFile, RuleLine)
               ->  true
               ;   RuleFile = '?', RuleLine = 0
               ),
               say(shadows_game_rule(Shown, Line, N/A, Module, RuleFile, RuleLine, Module, N))
           )).

first_clause_line(Clauses, Module, N/A, Line) :-
    (   member(clause(Line0, Module, Clause, _), Clauses),
        clause_key(Clause, N/A)
    ->  Line = Line0
    ;   Line = 0
    ).

%  After a file with overrides is loaded: reload each module it changes,
%  which takes the override clauses as it loads, and what imports it.
reload_overridden(Path, Overrides) :-
    findall(M, member(override(M, _, _), Overrides), Ms0),
    sort(Ms0, Ms),
    findall(P, ( member(M, Ms), module_file(M, P) ), Targets),
    reload_with_dependants(Targets, [Path]),
    shown_path(Path, Shown),
    forall(member(override(M, N/A, Cs), Overrides),
           (   predicate_source(M, N/A, _, _)
           ->  say_override(Shown, M, N/A, Cs)
           ;   say(override_unknown(Path, M, N/A))
           )),
    % by module name: loader_check is compiled at its first use
    need_module(loader_check),
    loader_check:extend_warnings(Path, Overrides).

%  What an override does to the game's clauses: all replaced, or under
%  extend, which of them replaced and how many added.
say_override(Shown, M, Key, Cs) :-
    game_clauses(M, Key, Game),
    length(Cs, Yours),
    length(Game, Games),
    (   overriding_file(M, Key, Last),
        shown_path(Last, LastShown),
        LastShown \== Shown
    ->  % a later file's clauses are in force, not these
        true
    ;   extended(M, Key)
    ->  findall(G, ( member(G, Game), replaced_by(G, Cs) ), Replaced),
        length(Replaced, R),
        findall(C, ( member(C-_, Cs), \+ ( member(G, Game), replaced_by(G, [C]) ) ), New),
        length(New, Added),
        say(override_extends(Shown, M, Key, R, Games, Added))
    ;   say(override_replaces(Shown, M, Key, Games, Yours, M, Key))
    ).

%  The user's file whose clauses replace Module's Key (the last loaded).

%% reload_with_dependants(+Paths, +Skip) is det.
%
%  Reloads Paths and every file that depends on them, in load order,
%  except those in Skip, and says which.
reload_with_dependants(Paths, Skip) :-
    dependants_closure(Paths, Affected),
    files(Files),
    findall(P-Kind, ( member(file(P, info(Kind, _, _, _, _, _, _)), Files),
                      Kind \== host,
                      memberchk(P, Affected),
                      \+ memberchk(P, Skip) ),
            Reloads),
    foldl(reload_file, Reloads, [], Failed),
    update_game_hooks,
    note_rules_loaded,
    findall(P, ( member(P-_, Reloads), memberchk(P, Paths), \+ memberchk(P, Failed) ), Done),
    findall(B, ( member(P-_, Reloads), \+ memberchk(P, Paths), \+ memberchk(P, Failed),
                 base_name(P, B) ),
            Dependants),
    forall(member(P, Done), say(reloaded(P))),
    (   Dependants == []
    ->  true
    ;   length(Dependants, N),
        atomic_list(Dependants, ', ', List),
        say(reloaded_dependants(N, List))
    ).

reload_file(Path-Kind, Failed0, Failed) :-
    (   file_kind(Path, file)
    ->  (   load_file(Path, Kind, _)
        ->  Failed = Failed0
        ;   Failed = [Path|Failed0]
        )
    ;   say(file_gone(Path)),
        Failed = [Path|Failed0]
    ).

%  Affected is Paths and every loaded file that loads one of them, or
%  gives clauses to one of their modules, directly or not.
dependants_closure(Paths, Affected) :-
    files(Files),
    closure(Paths, Files, Paths, Affected).

closure([], _, Affected, Affected).
closure([P|Ps], Files, Seen, Affected) :-
    (   file_info(P, info(_, _, Module, _, _, _, _))
    ->  true
    ;   Module = user
    ),
    findall(Q, ( member(file(Q, info(_, _, _, _, Deps, _, Os)), Files),
                 \+ memberchk(Q, Seen),
                 (   memberchk(P, Deps)
                 ;   Module \== user,
                     memberchk(override(Module, _, _), Os)
                 ) ),
            New0),
    sort(New0, New),
    append(Seen, New, Seen1),
    append(Ps, New, Ps1),
    closure(Ps1, Files, Seen1, Affected).

run_pending_imports(Module) :-
    (   bb_get('loader:pending_imports', Pending)
    ->  true
    ;   Pending = []
    ),
    findall(P-K, member(import(Module, P, K), Pending), Ready),
    findall(I, ( member(I, Pending), \+ I = import(Module, _, _) ), Rest),
    put_global('loader:pending_imports', Rest),
    forall(member(P-K, Ready), ( load_file(P, K, _) -> true ; true )).
