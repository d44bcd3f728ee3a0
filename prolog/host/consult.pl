/** Loading Prolog files: consult, make, listing, and rules a user overrides.

Every file the toplevel loads (the game's rule files, the user's own, and
the files they load in turn) goes through load_file/2:

1. It is read whole first (scan_file/2). Directives that change how the
   rest of the file reads (op/3, the operators a module or library exports,
   the double_quotes flag) are applied as they come and undone at the end,
   so the scan reads exactly what the engine will. Every syntax error,
   and every clause the engine would refuse (term_problem/2), is
   reported as `file:line:column: message`; a file with errors is not
   loaded at all, and what was loaded before stays in force.
2. The files it loads (use_module of a local file) are loaded first, each
   once; a `use_module` of a file already loaded becomes an import, keyed
   on the file's full path. When one of them is not loaded for its errors,
   neither is the file.
3. The engine loads it. Directives run in order as the file loads: the
   declarations the engine knows (module, use_module, dynamic, op, ...)
   are the engine's, any other goal is run by user:term_expansion/2 below,
   its errors reported with `file:line`.

Scryer copies an imported predicate's code pointer into the importing
module, so a module recompiled by make/0 would stay old in every module
that imported it. make/0 therefore reloads, after a changed file, every
loaded file that imports it (directly or through others): after `make.`,
every module, every command and the computer players see the new rules.

A user changes a game rule from a file of their own by writing its clauses
module-qualified (`conquest_map:continent(as, 'Asia', 7).`): they replace
the rule's clauses in the game's module whenever that module loads, and
make/0 reloads what imports it. The scan also keeps every clause with its
line, so listing/1 shows any predicate, the game's static rules included.
*/
:- module(consult, [start_user/1,
                    rewrite_goal/2,
                    reason_chars/2,
                    module_exports/2,
                    load_rulebook/1,
                    defer_rulebook/1,
                    load_rulebook_for/1,
                    load_deferred_rulebook/0,
                    consult_files/1,
                    consult_user/0,
                    ensure_loaded_files/1,
                    use_module_file/1,
                    use_module_file/2,
                    make/0,
                    unloaded_rule_files/1,
                    listing/0,
                    listing/1,
                    loaded_file/2,
                    game_modules/1,
                    predicate_source/4,
                    reason_source/4]).

:- use_module(library(lists)).
:- use_module(library(format), [format/2, format/3]).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
:- use_module(library(error)).
:- use_module(library(os), [pid/1, getenv/2]).
%  Loaded before this file: imported by module name (see toplevel.pl).
:- use_module(library(util)).
:- use_module(library(bridge)).
:- use_module(library(user_reads)).
:- use_module(library(game_hooks)).
:- use_module(library(text)).
:- use_module(library(storage)).
:- use_module(library(syntax_position)).

/* The loaded files. */

%  'consult:files' holds file(Path, Info) in load order, Info being
%  info(Kind, Mtime, Module, Exports, Deps, Defines, Overrides):
%  Kind game or user; Module the file's module (user for a plain file);
%  Exports its export list; Deps the paths of the local files it loads;
%  Defines the Name/Arity it defines in its own module; Overrides the
%  override(Module, Name/Arity, Clauses) it gives game modules.
%  'consult:clauses:PATH' holds clause(Line, Module, Clause, VarNames) for
%  listing/1. Globals, not dynamic facts: Scryer 0.10 never frees the
%  memory of a retracted clause, and files are reloaded often.

files(Files) :-
    (   bb_get('consult:files', Files0)
    ->  Files = Files0
    ;   Files = []
    ).

set_file(Path, Info) :-
    files(Files0),
    (   replace_file(Files0, Path, Info, Files1)
    ->  Files = Files1
    ;   append(Files0, [file(Path, Info)], Files)
    ),
    put_global('consult:files', Files).

replace_file([file(P, I0)|Fs0], Path, Info, Fs) :-
    (   P == Path
    ->  Fs = [file(P, Info)|Fs0]
    ;   Fs = [file(P, I0)|Fs1],
        replace_file(Fs0, Path, Info, Fs1)
    ).

file_info(Path, Info) :-
    files(Files),
    memberchk(file(Path, Info), Files).

%% loaded_file(?Path, ?Kind) is nondet.
%
%  Path was loaded, Kind game or user.
loaded_file(Path, Kind) :-
    files(Files),
    member(file(Path, info(Kind, _, _, _, _, _, _)), Files).

module_file(Module, Path) :-
    files(Files),
    member(file(Path, info(_, _, Module, _, _, _, _)), Files),
    Module \== user,
    !.

%% game_modules(-Modules) is det.
%
%  The modules of the loaded game, in load order.
game_modules(Modules) :-
    files(Files),
    findall(M, ( member(file(_, info(game, _, M, _, _, _, _)), Files),
                 M \== user ),
            Modules).

clauses_key(Path, Key) :-
    atom_concat('consult:clauses:', Path, Key).

%  How a loaded file is named to the user: the clauses typed after
%  `[user].` come from `user`, the rest from their path.
shown_path(Path, Shown) :-
    (   bb_get('consult:user_file', Path)
    ->  Shown = user
    ;   Shown = Path
    ).

/* The user module. */

%% start_user(+HostFiles) is det.
%
%  Gives `user` what a Prolog programmer expects at the toplevel: the host
%  builtins (HostFiles: the host's own module files, loaded already), lists,
%  between/3, format/2 and the GNU Prolog habits (see prolog/host/gnu.pl).
%  Nothing else: no operator changes (library(dcgs) is not loaded into
%  user, so `|` parses as ISO says).
start_user(HostFiles) :-
    assertz('$toplevel':started),
    bb_put('consult:files', []),
    bb_put('consult:user_defined', []),
    bb_put('consult:user_imports', []),
    bb_put('consult:pending_imports', []),
    % The host's own files are known as loaded, so that a rule file's
    % use_module('../../host/dice') imports dice instead of loading it again.
    forall(member(File0, HostFiles),
           (   absolute(File0, File),
               file_module_decl(File, Module, Exports)
           ->  file_mtime_or_zero(File, Mtime),
               set_file(File, info(host, Mtime, Module, Exports, [], [], []))
           ;   true
           )),
    forall(member(Library, [lists, between, iso_ext, charsio, error, dif]),
           import_into_user(library(Library))),
    forall(user_host_module(Module), import_into_user(Module)).

%  The host's modules whose exports a user has at the toplevel.
user_host_module(Module) :-
    member(Module, [util, limits, standard_operators, bridge, user_reads,
                    game_hooks, text, dice, screen, storage, journal,
                    gnu, toplevel, consult]).

%  Imports Spec (library(L) or a loaded module's name) into user, leaving
%  out the names the user defined; remembered for later re-imports.
import_into_user(Spec) :-
    spec_module(Spec, Module),
    remember_user_import(Module),
    user_import_list(Module, List),
    (   List == []
    ->  true
    ;   Spec = library(Path)
    ->  user:use_module(library(Path), List)
    ;   user:use_module(library(Module), List)
    ).

remember_user_import(Module) :-
    bb_get('consult:user_imports', Imports0),
    (   memberchk(Module, Imports0)
    ->  true
    ;   append(Imports0, [Module], Imports),
        put_global('consult:user_imports', Imports)
    ).

%  The module a library path (lists, http/http_open) or a module name is.
spec_module(library(Path), Module) :-
    !,
    (   library_path_atom(Path, Atom),
        library_module(Atom, Module0)
    ->  Module = Module0
    ;   last_path_part(Path, Module)
    ).
spec_module(M, M).

%  The engine's own spelling of a source: an atom, or Dir/File.
library_path_atom(Dir/File, Atom) :-
    !,
    atom(File),
    library_path_atom(Dir, DirAtom),
    atomic_list([DirAtom, '/', File], Atom).
library_path_atom(Atom, Atom) :-
    atom(Atom).

last_path_part(_/File, File) :- !.
last_path_part(File, File).

library_module(Library, Module) :-
    catch(library_stream(Library, Stream), _, fail),
    call_cleanup(catch(read_term(Stream, First, []), _, fail),
                 close(Stream)),
    nonvar(First),
    First = (:- module(Module, Exports)),
    atom_concat('consult:library_exports:', Module, Key),
    put_global(Key, Exports).

%  What user imports of Module: its exports but the names user defines.
user_import_list(Module, List) :-
    module_exports(Module, Exports),
    bb_get('consult:user_defined', Defined),
    findall(E, ( member(E, Exports),
                 \+ ( E = N/A, memberchk(N/A, Defined) ) ),
            List).

%  The export list of a loaded module: from our own records for files we
%  loaded, else from the library's source (the engine keeps none we can ask).
module_exports(Module, Exports) :-
    (   module_file(Module, Path),
        file_info(Path, info(_, _, _, Exports0, _, _, _))
    ->  Exports = Exports0
    ;   library_exports(Module, Exports0)
    ->  Exports = Exports0
    ;   Exports = []
    ).

library_exports(Library, Exports) :-
    atom_concat('consult:library_exports:', Library, Key),
    (   bb_get(Key, Exports0)
    ->  Exports = Exports0
    ;   library_source_exports(Library, Exports),
        put_global(Key, Exports)
    ).

library_source_exports(Library, Exports) :-
    catch(library_stream(Library, Stream), _, fail),
    call_cleanup(catch(read_term(Stream, First, []), _, fail),
                 close(Stream)),
    nonvar(First),
    First = (:- module(_, Exports)).

%  The engine's own source of a library. A system call works only written
%  out in a clause, not through call/N (nor catch/3).
library_stream(Library, Stream) :-
    '$load_library_as_stream'(Library, Stream, _).

%  Called when the user's own files define Defined in user: every module
%  imported into user is imported again without those names.
refresh_user_imports(Defined0) :-
    sort(Defined0, Defined),
    (   bb_get('consult:user_defined', Defined)
    ->  true
    ;   put_global('consult:user_defined', Defined),
        bb_get('consult:user_imports', Modules),
        forall(member(M, Modules),
               ( catch(user:use_module(library(M), []), _, true),
                 user_import_list(M, List),
                 (   List == []
                 ->  true
                 ;   catch(user:use_module(library(M), List), _, true)
                 ) ))
    ).

/* Loading a game. */

%% load_rulebook(+Dir) is det.
%
%  Loads every .pl file of the rulebook folder Dir in name order (each
%  with the files it loads) and lets the host reach the game's own
%  predicates (game_hooks:set_game_hooks/1).
load_rulebook(Dir) :-
    put_global('consult:rulebook', Dir),
    setup_call_cleanup(( bb_put('consult:used_files', []),
                         bb_put('consult:refused', []) ),
                       load_rulebook_files(Dir),
                       ( bb_put('consult:used_files', off),
                         bb_put('consult:refused', off) )).

%% defer_rulebook(+Dir) is det.
%
%  The rulebook Dir loads with the first query that may need it
%  (load_rulebook_for/1), not now. A batch run whose goals only compute
%  and print (`conquest -g halt`, a script of arithmetic and format/2)
%  does not wait for the rules to compile. Until then the program holds
%  only the host and the libraries, so a goal made of the built-ins of
%  rule_free_builtin/2 answers exactly as it would with the rules loaded.
defer_rulebook(Dir) :-
    put_global('consult:deferred_rulebook', Dir).

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
load_deferred_rulebook :-
    (   deferred_rulebook(Dir)
    ->  load_deferred_rulebook(Dir)
    ;   true
    ).

% Asked before every query: a goal is walked only while the rules wait.
deferred_rulebook(Dir) :-
    bb_get('consult:deferred_rulebook', Dir),
    Dir \== none.

load_deferred_rulebook(Dir) :-
    put_global('consult:deferred_rulebook', none),
    load_rulebook(Dir),
    % a query answered before knew no game commands
    toplevel:forget_command_names.

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
rule_free(toplevel:halt_toplevel(_)) :- !.
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

%  Control, unification and comparison.
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

load_rulebook_files(Dir) :-
    % The common library's messages, which any rulebook may use.
    atom_concat(Dir, '/../../common/messages.pl', Common0),
    (   absolute(Common0, Common),
        file_kind(Common, file),
        \+ loaded_file(Common, _)
    ->  ignore_failure(load_file(Common, game, _))
    ;   true
    ),
    rule_files(Dir, Paths),
    forall(member(Path, Paths),
           (   ( loaded_file(Path, _) ; refused(Path) )
           ->  true
           ;   ignore_failure(load_file(Path, game, _))
           )),
    update_game_hooks.

%  The .pl files of the rulebook folder Dir, by name, as absolute paths.
rule_files(Dir, Paths) :-
    atom_chars(Dir, DirChars),
    directory_files(DirChars, Names0),
    sort(Names0, Names),
    findall(Path, ( member(Name, Names),
                    append(_, ['.', p, l], Name),
                    append(DirChars, ['/'|Name], PathChars),
                    atom_chars(Path0, PathChars),
                    absolute(Path0, Path) ),
            Paths).

ignore_failure(Goal) :-
    (   call(Goal)
    ->  true
    ;   true
    ).

update_game_hooks :-
    files(Files),
    findall(N/A-M, ( member(file(_, info(game, _, M, Exports, _, Defines, _)), Files),
                     (   M == user
                     ->  member(N/A, Defines)
                     ;   member(N/A, Exports)
                     ) ),
            Hooks0),
    % The first module to export a name wins, as the first import does.
    keep_first(Hooks0, Hooks),
    set_game_hooks(Hooks).

keep_first(Pairs, Firsts) :-
    keep_first(Pairs, [], Firsts).

keep_first([], _, []).
keep_first([K-V|Pairs], Seen, Firsts) :-
    (   memberchk(K, Seen)
    ->  keep_first(Pairs, Seen, Firsts)
    ;   Firsts = [K-V|Firsts1],
        keep_first(Pairs, [K|Seen], Firsts1)
    ).

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
    user_file(Spec, _).

consult_one(Spec) :-
    var(Spec),
    !,
    throw(error(instantiation_error, consult/1)).
consult_one(user) :-
    !,
    consult_user.
consult_one(Spec) :-
    (   user_file(Spec, Path)
    ->  (   load_file(Path, user, Loaded)
        ->  loaded_message(Path, Loaded)
        ;   true
        )
    ;   missing_file(Spec, consult/1)
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
    (   toplevel:halting(_)
    ->  true
    ;   Loaded == all
    ->  say(consulted(Path))
    ;   Loaded == stopped
    ->  say(consulted_given_up(Path))
    ;   say(consulted_partly(Path))
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
           ;   user_file(Spec, Path)
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
        import_into_user(Spec)
    ;   user_file(Spec, _)
    ->  consult_one(Spec)
    ;   missing_file(Spec, use_module/1)
    ).

use_module_file(Spec, Imports) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, use_module/2))
    ;   Spec = library(_)
    ->  user:use_module(Spec, Imports)
    ;   user_file(Spec, Path)
    ->  load_file(Path, user, _)
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
            \+ toplevel:halting(_)
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
    (   bb_get('consult:user_file', Path0)
    ->  Path = Path0
    ;   temporary_dir(Dir),
        pid(Pid),
        number_chars(Pid, PidChars),
        atom_chars(PidAtom, PidChars),
        engine_tag(EnginePath),
        base_name(EnginePath, Tag),
        atomic_list(['/conquest-user-', PidAtom, '-', Tag, '.pl'], Name),
        atom_concat(Dir, Name, Path),
        put_global('consult:user_file', Path)
    ).

temporary_dir(Dir) :-
    (   catch(getenv("TMPDIR", Chars), _, fail),
        Chars \== []
    ->  atom_chars(Dir, Chars)
    ;   Dir = '/tmp'
    ).

atomic_list([], '').
atomic_list([A|As], Atom) :-
    atomic_list(As, Rest),
    atom_concat(A, Rest, Atom).

%  A file named by the user: as given, or with `.pl` added.
user_file(Spec, Path) :-
    spec_name(Spec, Name),
    (   existing_file(Name, Path)
    ->  true
    ;   atom_concat(Name, '.pl', WithPl),
        existing_file(WithPl, Path)
    ).

spec_name(Spec, Name) :-
    (   atom(Spec)
    ->  Name = Spec
    ;   is_list(Spec),
        (   catch(atom_chars(Name, Spec), _, fail)
        ->  true
        ;   catch(atom_codes(Name, Spec), _, fail)
        )
    ).

existing_file(Name, Path) :-
    file_kind(Name, Kind),
    memberchk(Kind, [file, link]),
    absolute(Name, Path).

absolute(Name, Path) :-
    atom_chars(Name, Chars),
    catch(path_canonical(Chars, Canonical), _, fail),
    atom_chars(Path, Canonical).

/* Loading one file. */

%% load_file(+Path, +Kind, -Loaded) is semidet.
%
%  Loads the file Path (absolute) as Kind (game or user). Fails, after
%  saying why, when it has syntax errors: then nothing of it is loaded.
%  Loaded is `all`, `partly` when a directive raised an error, or
%  `stopped` when the engine gave up on the file at an error (then none
%  of its clauses is in force: Scryer drops what it compiled of it).
load_file(Path, Kind, Loaded) :-
    bb_get('consult:loading_stack', Stack0)
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
        note_refused(Path),
        shown_path(Path, Shown),
        (   loaded_file(Path, _)
        ->  say(load_kept_previous(Shown))
        ;   say(load_nothing(Shown))
        ),
        fail
    ;   bb_put('consult:loading_stack', [Path|Stack]),
        call_cleanup(load_checked(Path, Kind, Module, Exports, Deps, Defines, Overrides,
                                  Clauses, Directives, Loaded),
                     put_global('consult:loading_stack', Stack))
    ).

%  The files refused for their errors while a rulebook loads: the files
%  that use one do not try it again, so its errors are told once.
note_refused(Path) :-
    (   bb_get('consult:refused', Refused),
        Refused \== off
    ->  put_global('consult:refused', [Path|Refused])
    ;   true
    ).

refused(Path) :-
    bb_get('consult:refused', Refused),
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
    put_global(Key, Clauses),
    (   Module == user,
        Kind == user
    ->  note_user_definitions(Path, Defines),
        user_defined_after(Path, Defines, Defined),
        refresh_user_imports(Defined)
    ;   true
    ),
    file_mtime_or_zero(Path, Mtime),
    set_file(Path, info(Kind, Mtime, Module, Exports, Deps, Defines, Overrides)),
    engine_load(Path, Kind, Module, Exports, Directives, Loaded),
    (   Overrides == []
    ->  true
    ;   reload_overridden(Path, Overrides)
    ).

%  The names the user's plain files define, with this file's new ones.
user_defined_after(Path, Defines, Defined) :-
    files(Files),
    findall(D, ( member(file(P, info(user, _, user, _, _, Ds, _)), Files),
                 P \== Path,
                 member(D, Ds) ),
            Others),
    append(Others, Defines, Defined).

file_mtime_or_zero(Path, Mtime) :-
    (   file_mtime(Path, Mtime0)
    ->  Mtime = Mtime0
    ;   Mtime = 0
    ).

%  The engine loads the file; our user:term_expansion/2 hooks know which
%  file it is through 'consult:loading'.
engine_load(Path, Kind, Module, Exports, Directives, Loaded) :-
    overrides_for(Module, Replacing),
    bb_put('consult:directive_errors', 0),
    Loading = loading(Path, Kind, Module, Replacing, Directives),
    (   bb_get('consult:loading', Outer)
    ->  true
    ;   Outer = none
    ),
    put_global('consult:loading', Loading),
    bb_put('consult:pass', 0),
    bb_put('consult:emitted', []),
    bb_put('consult:after_clause', false),
    bb_put('consult:waiting_directive', none),
    bb_put('consult:load_stream', none),
    call_cleanup(catch(engine_load_(Path, Module, Exports), Error, true),
                 ( put_global('consult:loading', Outer),
                   % The rules' tables may come from the facts just loaded.
                   forget_remembered )),
    run_pending_imports(Module),
    (   nonvar(Error)
    ->  report_load_error(Path, Error),
        Loaded = stopped
    ;   bb_get('consult:directive_errors', 0)
    ->  Loaded = all
    ;   Loaded = partly
    ).

engine_load_(Path, Module, Exports) :-
    (   Module == user
    ->  user:consult(Path)
    ;   remember_user_import(Module),
        bb_get('consult:user_defined', Defined),
        findall(E, ( member(E, Exports),
                     \+ ( E = N/A, memberchk(N/A, Defined) ) ),
                Imports),
        (   Imports == []
        ->  user:use_module(Path),
            user:use_module(library(Module), [])
        ;   user:use_module(Path, Imports)
        )
    ).

%  The engine leaves the stream of a file it gave up on open: its line is
%  where the error came (the engine compiles a predicate's clauses when
%  the next one starts, so the line may be that of the term after the
%  bad one), and the stream is closed here.
report_load_error(Path, Error) :-
    (   bb_get('consult:load_stream', Stream),
        Stream \== none,
        catch(stream_property(Stream, position(position_and_lines_read(_, Line0))), _, fail)
    ->  Line = Line0,
        catch(close(Stream), _, true)
    ;   Line = 0
    ),
    error_chars(Error, Text),
    shown_path(Path, Shown),
    say(load_error_at(Shown, Line, Text)).

error_chars(Error, Chars) :-
    catch(write_term_to_chars(Error, [quoted(true), max_depth(20), double_quotes(true)], Chars),
          _,
          Chars = "<unprintable>").

%  The user's file defines in user names that user imports from a game
%  module or a library: say what happens.
note_user_definitions(Path, Defines) :-
    file_info_clauses(Path, Clauses),
    findall(Line-(N/A)-Module,
            ( member(N/A, Defines),
              imported_into_user(N/A, Module),
              first_clause_line(Clauses, user, N/A, Line) ),
            Notes0),
    keysort(Notes0, Notes),
    shown_path(Path, Shown),
    forall(member(Line-(N/A)-Module, Notes),
           (   game_module(Module)
           ->  (   predicate_source(Module, N/A, RuleFile, RuleLine)
               ->  true
               ;   RuleFile = '?', RuleLine = 0
               ),
               say(shadows_game_rule(Shown, Line, N/A, Module, RuleFile, RuleLine, Module, N))
           ;   say(shadows_library(Shown, Line, N/A, Module))
           )).

file_info_clauses(Path, Clauses) :-
    clauses_key(Path, Key),
    (   bb_get(Key, Clauses0)
    ->  Clauses = Clauses0
    ;   Clauses = []
    ).

imported_into_user(N/A, Module) :-
    bb_get('consult:user_imports', Modules),
    member(Module, Modules),
    module_exports(Module, Exports),
    memberchk(N/A, Exports),
    !.

game_module(Module) :-
    game_modules(Modules),
    memberchk(Module, Modules).

first_clause_line(Clauses, Module, N/A, Line) :-
    (   member(clause(Line0, Module, Clause, _), Clauses),
        clause_key(Clause, N/A)
    ->  Line = Line0
    ;   Line = 0
    ).

/* Overrides of game rules. */

%  The override clauses of every loaded user file for Module:
%  replace(Name/Arity, Clauses) in load order, the last file winning.
overrides_for(Module, Replacing) :-
    files(Files),
    findall(Key-Cs, ( member(file(_, info(_, _, _, _, _, _, Os)), Files),
                      member(override(Module, Key, Cs), Os) ),
            Pairs),
    last_per_key(Pairs, Replacing).

last_per_key(Pairs, Last) :-
    reverse(Pairs, Reversed),
    keep_first(Reversed, Firsts),
    reverse(Firsts, Last).

%  After a file with overrides is loaded: reload each module it changes,
%  which takes the override clauses as it loads, and what imports it.
reload_overridden(Path, Overrides) :-
    findall(M, member(override(M, _, _), Overrides), Ms0),
    sort(Ms0, Ms),
    findall(P, ( member(M, Ms), module_file(M, P) ), Targets),
    reload_with_dependants(Targets, [Path]),
    forall(member(override(M, N/A, _), Overrides),
           (   predicate_source(M, N/A, _, _)
           ->  true
           ;   say(override_unknown(Path, M, N/A))
           )).

%  The user's file whose clauses replace Module's Key (the last loaded).
overriding_file(Module, Key, Path) :-
    files(Files),
    findall(P, ( member(file(P, info(_, _, _, _, _, _, Os)), Files),
                 memberchk(override(Module, Key, _), Os) ),
            Paths),
    append(_, [Path], Paths).

/* make. */

%% make is det.
%
%  Reloads every loaded file that changed on disk, then every loaded file
%  that imports one of them, directly or through others, so that no module
%  keeps an old copy of a rule. Each is checked whole first: one with
%  syntax errors is not loaded and its previous version stays in force.
make :-
    files(Files),
    findall(P, ( member(file(P, info(Kind, Mtime, _, _, _, _, _)), Files),
                 Kind \== host,
                 file_mtime_or_zero(P, Now),
                 Now =\= Mtime ),
            Changed),
    unloaded_rule_files(Unloaded),
    (   Changed == [],
        Unloaded == []
    ->  say(make_nothing)
    ;   (   Changed == []
        ->  true
        ;   reload_with_dependants(Changed, [])
        ),
        (   Unloaded == []
        ->  true
        ;   load_unloaded_rules(Unloaded)
        )
    ).

%% unloaded_rule_files(-Paths) is det.
%
%  The game's rule files that are not loaded: those refused for their
%  errors when the game loaded (or since), and those that load one of
%  them. make/0 tries them again, so that a fixed rule file and the ones
%  that need it come into force without leaving the program.
unloaded_rule_files(Paths) :-
    (   bb_get('consult:rulebook', Dir)
    ->  rule_files(Dir, All),
        findall(P, ( member(P, All), \+ loaded_file(P, _) ), Paths)
    ;   Paths = []
    ).

load_unloaded_rules(Paths) :-
    bb_get('consult:rulebook', Dir),
    load_rulebook(Dir),
    toplevel:forget_command_names,
    forall(( member(P, Paths), loaded_file(P, _) ),
           say(consulted(P))).

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
    toplevel:forget_command_names,
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

base_name(Path, Base) :-
    atom_chars(Path, Chars),
    (   append(_, ['/'|BaseChars], Chars),
        \+ memberchk('/', BaseChars)
    ->  atom_chars(Base, BaseChars)
    ;   Base = Path
    ).

atomic_list([], _, '').
atomic_list([A], _, A) :- !.
atomic_list([A|As], Sep, Atom) :-
    atomic_list(As, Sep, Rest),
    atomic_list([A, Sep, Rest], Atom).

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

/* The scan: reading a file whole before loading it. */

%% scan_file(+Path, -Scan) is det.
%
%  Scan is scan(Module, Exports, Deps, Defines, Overrides, Clauses,
%  Errors, Directives) for the file Path: Errors lists error(Start, End,
%  Error) for each clause that does not read, Directives the
%  directive(EndOffset, StartLine) of each directive.
scan_file(Path, Scan) :-
    findall(op(P, T, N), current_op(P, T, N), Ops),
    current_prolog_flag(double_quotes, DQ),
    file_dir(Path, Dir),
    State0 = scan(user, [], [], [], [], [], [], []),
    setup_call_cleanup(open(Path, read, Stream, [reposition(true)]),
                       scan_stream(Stream, Path, Dir, State0, State1),
                       ( close(Stream),
                         restore_ops(Ops),
                         set_prolog_flag(double_quotes, DQ) )),
    scan_lines(Path, State1, State),
    State = scan(Module, Exports, Deps, Defines, Overrides, Clauses, Errors, Directives),
    reverse(Deps, Deps1),
    sort(Defines, Defines1),
    reverse(Overrides, Overrides1),
    group_overrides(Overrides1, Overrides2),
    reverse(Clauses, Clauses1),
    reverse(Errors, Errors1),
    reverse(Directives, Directives0),
    maplist(directive_between(Clauses1, Module), Directives0, Directives1),
    Scan = scan(Module, Exports, Deps1, Defines1, Overrides2, Clauses1, Errors1, Directives1).

%  directive(End, Line, Between): Between is the Name/Arity whose clauses
%  stand right before and right after the directive, else none. Scryer
%  takes clauses split by a directive for discontiguous and throws the
%  first ones away; the loader declares them discontiguous instead.
directive_between(Clauses, Module, directive(End, Line), directive(End, Line, Between)) :-
    (   last_clause_before(Clauses, Line, Module, none, Before),
        first_clause_after(Clauses, Line, Module, After),
        Before \== none,
        Before == After
    ->  Between = Before
    ;   Between = none
    ).

last_clause_before([], _, _, Key, Key).
last_clause_before([clause(L, M, C, _)|Cs], Line, Module, Key0, Key) :-
    (   L < Line
    ->  (   M == Module,
            clause_key(C, K)
        ->  Key1 = K
        ;   Key1 = Key0
        ),
        last_clause_before(Cs, Line, Module, Key1, Key)
    ;   Key = Key0
    ).

first_clause_after([clause(L, M, C, _)|Cs], Line, Module, Key) :-
    (   L > Line
    ->  M == Module,
        clause_key(C, Key)
    ;   first_clause_after(Cs, Line, Module, Key)
    ).

file_dir(Path, Dir) :-
    atom_chars(Path, Chars),
    (   append(DirChars, ['/'|Base], Chars),
        \+ memberchk('/', Base)
    ->  atom_chars(Dir, DirChars)
    ;   Dir = '.'
    ).

restore_ops(Ops) :-
    findall(op(P, T, N), ( current_op(P, T, N), \+ memberchk(op(P, T, N), Ops) ), Added),
    forall(member(op(_, T, N), Added), catch(op(0, T, N), _, true)),
    forall(( member(op(P, T, N), Ops), \+ current_op(P, T, N) ),
           catch(op(P, T, N), _, true)).

%  Clauses, directives and errors are first recorded at the byte offset
%  where their read started (before any layout); scan_lines/3 then turns
%  the offsets into lines in one host request.
scan_stream(Stream, Path, Dir, State0, State) :-
    stream_property(Stream, position(position_and_lines_read(Start, _))),
    catch(read_term(Stream, Term, [variable_names(Names)]), Error, true),
    stream_property(Stream, position(position_and_lines_read(End, _))),
    (   nonvar(Error)
    ->  add_error(error(Start, End, Error), State0, State1),
        (   End > Start,
            \+ at_end_of_stream(Stream)
        ->  scan_stream(Stream, Path, Dir, State1, State)
        ;   State = State1
        )
    ;   Term == end_of_file
    ->  State = State0
    ;   (   term_problem(Term, Problem)
        ;   missing_source(Term, Dir, Problem)
        )
    ->  add_error(error(Start, End, clause(Problem, Names)), State0, State1),
        scan_stream(Stream, Path, Dir, State1, State)
    ;   scan_term(Term, Names, Start, End, Dir, State0, State1),
        scan_stream(Stream, Path, Dir, State1, State)
    ).

%% term_problem(+Term, -Problem) is semidet.
%
%  Term reads but the engine would refuse it, and would then give up on
%  the file (Scryer 0.10 drops a file at the first clause it cannot
%  compile, with an error that names no line): the scan reports it with
%  its line, as it does a syntax error, and the file is not loaded. Problem is a message
%  key (see host_messages.pl).
%
%  ?- term_problem(write(x), P).
%     P = head_builtin(write/1).
%  ?- term_problem((p :- q, 1), P).
%     P = body_not_callable(1).
%  ?- term_problem((p :- findall(X, (q(X), 1), _)), P).
%     P = body_not_callable(1).
%  ?- term_problem((p :- q, X), P).
%     false.
term_problem(Term, clause_variable) :-
    var(Term),
    !.
term_problem((:- Directive), Problem) :-
    !,
    directive_problem(Directive, Problem).
term_problem((?- _), _) :-
    !,
    fail.
term_problem((Head --> Body), Problem) :-
    !,
    (   head_problem(Head, 2, Problem0)
    ->  Problem = Problem0
    ;   grammar_body_problem(Body, Problem)
    ).
term_problem((Head :- Body), Problem) :-
    !,
    (   head_problem(Head, 0, Problem0)
    ->  Problem = Problem0
    ;   body_problem(Body, Problem)
    ).
term_problem(Head, Problem) :-
    head_problem(Head, 0, Problem).

%  A declaration the engine runs as it loads, not complete enough to run.
directive_problem(Directive, directive_variable) :-
    var(Directive),
    !.
directive_problem(module(Module, Exports), declaration_unbound(module(Module, Exports))) :-
    !,
    \+ ( atom(Module), is_list(Exports), ground(Exports) ).
directive_problem(Declaration, declaration_unbound(Declaration)) :-
    functor(Declaration, N, A),
    memberchk(N/A, [use_module/1, use_module/2, (dynamic)/1, (discontiguous)/1,
                    (multifile)/1, op/3, set_prolog_flag/2]),
    \+ ground(Declaration).

%  A directive that loads a library the engine does not have, or a file
%  that is not there: the engine would give up on the file with an error
%  that names a list of characters, not the directive.
missing_source((:- Directive), Dir, Problem) :-
    nonvar(Directive),
    loaded_source(Directive, Spec),
    (   Spec = library(Library)
    ->  library_path_atom(Library, Path),
        \+ known_library(Path),
        Problem = library_missing(Spec)
    ;   library_path_atom(Spec, Name),
        \+ used_file(Name, Dir, _, _),
        Problem = file_missing(Spec)
    ).

loaded_source(use_module(Spec), Spec).
loaded_source(use_module(Spec, _), Spec).
loaded_source(ensure_loaded(Spec), Spec).

%  A library of the engine, or a module already loaded (use_module(
%  library(M)) imports a loaded module by its name).
known_library(Library) :-
    (   catch(current_module(Library), _, fail)
    ->  true
    ;   library_exports(Library, _)
    ->  true
    ;   catch(library_stream(Library, Stream), _, fail),
        close(Stream)
    ).

%  Extra is 2 for a grammar rule's head, whose predicate takes two more
%  arguments.
head_problem(Head, _, head_variable) :-
    var(Head),
    !.
head_problem(Module:Head, Extra, Problem) :-
    !,
    (   var(Module)
    ->  Problem = head_variable
    ;   head_problem(Head, Extra, Problem)
    ).
head_problem((Head, _), 2, Problem) :-
    !,
    head_problem(Head, 2, Problem).
head_problem(Head, _, head_not_callable(Head)) :-
    \+ callable(Head),
    !.
head_problem(Head, Extra, head_builtin(N/Arity)) :-
    functor(Head, N, A),
    Arity is A + Extra,
    functor(Goal, N, Arity),
    predicate_property(Goal, built_in).

%  A goal in the body, or in a goal argument of findall/3 and the others
%  the loader lifts into clauses of their own (lift_clause/3), that is
%  neither a variable nor callable (the engine calls a variable; it
%  cannot call a number).
body_problem(Body, Problem) :-
    nonvar(Body),
    (   \+ callable(Body)
    ->  Problem = body_not_callable(Body)
    ;   control(Body, _, Parts, _)
    ->  parts_problem(Parts, body_problem, Problem)
    ;   lifted_meta(Body, _, Parts, _)
    ->  parts_problem(Parts, body_problem, Problem)
    ).

%  The first problem Check finds in one of Parts.
parts_problem([Part|Parts], Check, Problem) :-
    (   call(Check, Part, Problem0)
    ->  Problem = Problem0
    ;   parts_problem(Parts, Check, Problem)
    ).

%  A grammar body's alternatives may also be written with `|`.
grammar_control(Body, Parts) :-
    (   control(Body, _, Parts0, _)
    ->  Parts = Parts0
    ;   functor(Body, '|', 2)
    ->  Body =.. [_|Parts]
    ).

grammar_body_problem(Body, Problem) :-
    nonvar(Body),
    (   \+ callable(Body)
    ->  Problem = body_not_callable(Body)
    ;   Body = {Goal}
    ->  body_problem(Goal, Problem)
    ;   grammar_control(Body, Parts)
    ->  parts_problem(Parts, grammar_body_problem, Problem)
    ).


%% scan_lines(+Path, +State0, -State) is det.
%
%  The offsets of the scan become lines: a clause's and a directive's
%  the line of their first token, an error's start the character offset
%  of its first token and its end a character offset. An error with nothing but layout after its start is no
%  error: Scryer 0.10's read_term/3 raises one for blank lines or a
%  comment after the last clause of a file, which its consult accepts.
scan_lines(Path, scan(M, X, D, F, O, Cs0, Es0, Ds0), scan(M, X, D, F, O, Cs, Es, Ds)) :-
    findall(Off, ( member(error(S, E, _), Es0), member(Off, [S, E]) ), ErrorOffsets),
    findall(S, member(clause(S, _, _, _), Cs0), ClauseOffsets),
    findall(S, member(directive(_, S), Ds0), DirectiveOffsets),
    append([ErrorOffsets, ClauseOffsets, DirectiveOffsets], Offsets),
    file_layout(Path, Offsets, Places0),
    error_places(Es0, Places0, Es, Places1),
    clause_lines(Cs0, Places1, Cs, Places2),
    directive_lines(Ds0, Places2, Ds, _).

error_places([], Ps, [], Ps).
error_places([error(_, _, Error)|Es0], [place(SLine, _, S), place(_, E, _)|Ps0], Es, Ps) :-
    (   SLine =:= 0
    ->  Es = Es1
    ;   Es = [error(S, E, Error)|Es1]
    ),
    error_places(Es0, Ps0, Es1, Ps).

clause_lines([], Ps, [], Ps).
clause_lines([clause(_, M, C, N)|Cs0], [place(Line, _, _)|Ps0], [clause(Line, M, C, N)|Cs], Ps) :-
    clause_lines(Cs0, Ps0, Cs, Ps).

directive_lines([], Ps, [], Ps).
directive_lines([directive(End, _)|Ds0], [place(Line, _, _)|Ps0], [directive(End, Line)|Ds], Ps) :-
    directive_lines(Ds0, Ps0, Ds, Ps).

add_error(E, scan(M, X, D, F, O, C, Es, Ds), scan(M, X, D, F, O, C, [E|Es], Ds)).

scan_term((:- Directive), _, Line, End, Dir, State0, State) :-
    !,
    State0 = scan(M, X, D, F, O, C, E, Ds),
    State1 = scan(M, X, D, F, O, C, E, [directive(End, Line)|Ds]),
    catch(scan_directive(Directive, Dir, State1, State), _, State = State1).
scan_term((?- _), _, _, _, _, State, State) :-
    !.
scan_term(Clause, Names, Line, _, _, State0, State) :-
    State0 = scan(M, X, D, F, O, C, E, Ds),
    (   clause_module_key(Clause, M, Module, Key)
    ->  (   Module == M
        ->  F1 = [Key|F],
            O1 = O
        ;   game_module(Module)
        ->  F1 = F,
            strip_head_module(Clause, Plain),
            O1 = [override(Module, Key, Plain, Names)|O]
        ;   F1 = F,
            O1 = O
        ),
        State = scan(M, X, D, F1, O1, [clause(Line, Module, Clause, Names)|C], E, Ds)
    ;   State = State0
    ).

%  The module a clause goes to and its Name/Arity (a DCG rule's with its
%  two extra arguments).
clause_module_key(Clause, Default, Module, Key) :-
    (   Clause = (Head0 :- _)
    ->  true
    ;   Clause = (Head0 --> _)
    ->  true
    ;   Head0 = Clause
    ),
    (   nonvar(Head0),
        Head0 = Module0:Head1,
        atom(Module0)
    ->  Module = Module0
    ;   Module = Default,
        Head1 = Head0
    ),
    (   nonvar(Head1),
        Head1 = (Head2, _)          % a DCG rule's pushback
    ->  true
    ;   Head2 = Head1
    ),
    callable(Head2),
    functor(Head2, N, A0),
    (   Clause = (_ --> _)
    ->  A is A0 + 2
    ;   A = A0
    ),
    Key = N/A.

%% clause_key(+Clause, -Key) is semidet.
clause_key(Clause, Key) :-
    clause_module_key(Clause, user, _, Key).

strip_head_module((M:H :- B), (H :- B)) :- atom(M), !.
strip_head_module((M:H --> B), (H --> B)) :- atom(M), !.
strip_head_module(M:H, H) :- atom(M), !.
strip_head_module(C, C).

%  override(Module, Key, Clause, Names) facts in file order, grouped into
%  override(Module, Key, [Clause-Names, ...]).
group_overrides([], []).
group_overrides([override(M, K, C, N)|Os], [override(M, K, [C-N|Cs])|Gs]) :-
    same_overrides(Os, M, K, Cs, Rest),
    group_overrides(Rest, Gs).

same_overrides([], _, _, [], []).
same_overrides([O|Os], M, K, Cs, Rest) :-
    (   O = override(M, K, C, N)
    ->  Cs = [C-N|Cs1],
        same_overrides(Os, M, K, Cs1, Rest)
    ;   Cs = [],
        Rest = [O|Os]
    ).

%  Directives that change how the rest of the file reads, or what it loads.
scan_directive(module(Module, Exports), _, State0, State) :-
    !,
    State0 = scan(_, _, D, F, O, C, E, Ds),
    State = scan(Module, Exports, D, F, O, C, E, Ds),
    apply_op_exports(Exports).
scan_directive(op(P, T, Ns), _, State, State) :-
    !,
    op(P, T, Ns).
scan_directive(set_prolog_flag(double_quotes, V), _, State, State) :-
    !,
    set_prolog_flag(double_quotes, V).
scan_directive(use_module(Spec), Dir, State0, State) :-
    !,
    scan_use(Spec, Dir, State0, State).
scan_directive(use_module(Spec, _), Dir, State0, State) :-
    !,
    scan_use(Spec, Dir, State0, State).
scan_directive(ensure_loaded(Spec), Dir, State0, State) :-
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(consult(Spec), Dir, State0, State) :-
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(Spec, Dir, State0, State) :-
    is_list(Spec),
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(_, _, State, State).

scan_use(library(L), _, State, State) :-
    !,
    (   atom(L),
        library_exports(L, Exports)
    ->  apply_op_exports(Exports)
    ;   true
    ).
scan_use(Spec, Dir, State0, State) :-
    (   used_file(Spec, Dir, Path, Exports)
    ->  add_dep(Path, State0, State),
        apply_op_exports(Exports)
    ;   State = State0
    ).

%  The file a use_module directive names and its exports. While a rulebook
%  loads each is looked up once ('consult:used_files'): its files use each
%  other's modules ~120 times, and a look asks the host two or three
%  questions (~0.4 ms).
used_file(Spec, Dir, Path, Exports) :-
    (   ground(Spec),
        bb_get('consult:used_files', Known),
        Known \== off
    ->  (   memberchk(used(Dir, Spec, Found), Known)
        ->  true
        ;   look_up_used_file(Spec, Dir, Found),
            put_global('consult:used_files', [used(Dir, Spec, Found)|Known])
        )
    ;   look_up_used_file(Spec, Dir, Found)
    ),
    Found = found(Path, Exports).

look_up_used_file(Spec, Dir, Found) :-
    (   local_file(Spec, Dir, Path)
    ->  (   known_exports(Path, Exports)
        ->  true
        ;   Exports = []
        ),
        Found = found(Path, Exports)
    ;   Found = none
    ).

%  The exports of the module file Path: those of its last load when it has
%  not changed since (a game's files use each other's modules dozens of
%  times, and its module declaration may come after a long comment), else
%  read from the file.
known_exports(Path, Exports) :-
    (   file_info(Path, info(_, Mtime, _, Exports0, _, _, _)),
        Mtime \== 0,
        file_mtime_or_zero(Path, Mtime)
    ->  Exports = Exports0
    ;   file_module_decl(Path, _, Exports)
    ).

scan_load(Specs, Dir, State0, State) :-
    (   is_list(Specs)
    ->  foldl(scan_load_one(Dir), Specs, State0, State)
    ;   scan_load_one(Dir, Specs, State0, State)
    ).

scan_load_one(Dir, Spec, State0, State) :-
    (   local_file(Spec, Dir, Path)
    ->  add_dep(Path, State0, State)
    ;   State = State0
    ).

add_dep(Path, scan(M, X, D, F, O, C, E, Ds), scan(M, X, [Path|D], F, O, C, E, Ds)).

%  A file named in a directive, relative to the directory of the file that
%  names it.
local_file(Spec, Dir, Path) :-
    spec_name(Spec, Name),
    (   sub_atom(Name, 0, 1, _, '/')
    ->  Full = Name
    ;   atomic_list([Dir, '/', Name], Full)
    ),
    (   existing_file(Full, Path)
    ->  true
    ;   atom_concat(Full, '.pl', WithPl),
        existing_file(WithPl, Path)
    ).

apply_op_exports(Exports) :-
    forall(( member(E, Exports), nonvar(E), E = op(P, T, N) ),
           catch(op(P, T, N), _, true)).

file_module_decl(Path, Module, Exports) :-
    setup_call_cleanup(open(Path, read, Stream),
                       ( skip_layout(Stream),
                         catch(read_term(Stream, First, []), _, fail) ),
                       close(Stream)),
    nonvar(First),
    First = (:- module(Module, Exports)).

%  Blanks and % comments before the next clause are skipped first: Scryer
%  0.10's read_term/3 reports a syntax error (incomplete_reduction) for
%  blank lines or a comment after the last clause of a file, which its own
%  consult accepts.
skip_layout(Stream) :-
    skip_layout(Stream, 0, _).

%  N is Lines0 plus the line ends skipped.
skip_layout(Stream, N0, N) :-
    peek_char(Stream, C),
    (   C == end_of_file
    ->  N = N0
    ;   C == '\n'
    ->  get_char(Stream, _),
        N1 is N0 + 1,
        skip_layout(Stream, N1, N)
    ;   char_type(C, whitespace)
    ->  get_char(Stream, _),
        skip_layout(Stream, N0, N)
    ;   C == '%'
    ->  skip_line(Stream),
        N1 is N0 + 1,
        skip_layout(Stream, N1, N)
    ;   C == (/),
        stream_property(Stream, reposition(true)),
        stream_property(Stream, position(Before)),
        get_char(Stream, _),
        (   peek_char(Stream, (*))
        ->  get_char(Stream, _),
            skip_block_comment(Stream, N0, N1),
            skip_layout(Stream, N1, N)
        ;   set_stream_position(Stream, Before),
            N = N0
        )
    ->  true
    ;   N = N0
    ).

%  Inside /* ... */: to its end, counting line ends.
skip_block_comment(Stream, N0, N) :-
    get_char(Stream, C),
    (   C == end_of_file
    ->  N = N0
    ;   C == (*),
        peek_char(Stream, (/))
    ->  get_char(Stream, _),
        N = N0
    ;   C == '\n'
    ->  N1 is N0 + 1,
        skip_block_comment(Stream, N1, N)
    ;   skip_block_comment(Stream, N0, N)
    ).

skip_line(Stream) :-
    get_char(Stream, C),
    (   ( C == end_of_file ; C == '\n' )
    ->  true
    ;   skip_line(Stream)
    ).

/* Syntax errors. */

report_syntax_errors(Path, Errors) :-
    read_file_chars(Path, Text),
    forall(member(error(Start, End, Error), Errors),
           report_syntax_error(Path, Text, Start, End, Error)).

report_syntax_error(Path, Text, Start, End, Error) :-
    Length is max(0, End - Start),
    length(Skipped, Start),
    (   append(Skipped, After, Text)
    ->  true
    ;   After = []
    ),
    (   length(ClauseChars, Length),
        append(ClauseChars, _, After)
    ->  true
    ;   ClauseChars = After
    ),
    shown_path(Path, Shown),
    (   Error = clause(Problem, Names)
    ->  line_column(Text, Start, Line, Column),
        problem_text(Problem, Names, ProblemChars),
        say(clause_error_at(Shown, Line, Column, ProblemChars))
    ;   syntax_error_report(ClauseChars, Error, Offset, Reason),
        At is Start + Offset,
        line_column(Text, At, Line, Column),
        reason_chars(Reason, ReasonChars),
        say(syntax_error_at(Shown, Line, Column, ReasonChars))
    ).

%  The text of a term_problem/2 key, its terms written with the clause's
%  own variable names (`_` for the unnamed ones).
problem_text(Problem, Names, Chars) :-
    term_variables(Problem, Vars),
    findall('_'=V, ( member(V, Vars), \+ ( member(_=W, Names), W == V ) ), Unnamed),
    append(Names, Unnamed, AllNames),
    Problem =.. [Key|Args],
    maplist(term_chars(AllNames), Args, ArgsChars),
    Shown =.. [Key|ArgsChars],
    message_text(Shown, Chars).

term_chars(Names, Term, Chars) :-
    write_term_to_chars(Term, [quoted(true), variable_names(Names)], Chars).

%% reason_chars(+Reason, -Chars) is det.
%
%  The text of a syntax_position reason.
reason_chars(Reason, Chars) :-
    reason_key(Reason, Key),
    message_text(Key, Chars).

reason_key(unexpected(Token), syntax_unexpected(Token)).
reason_key(unclosed(Bracket), syntax_unclosed(Bracket)).
reason_key(unterminated(Quote), syntax_unterminated(Quote)).
reason_key(ends_early, syntax_ends_early).
reason_key(engine(What), syntax_engine(What)).
reason_key(engine(What, Token), syntax_engine_at(What, Token)).

%  1-based line and column of character At.
line_column(Text, At, Line, Column) :-
    line_column(Text, 0, At, 1, 1, Line, Column).

line_column([], _, _, L, C, L, C).
line_column([Ch|Chs], I, At, L0, C0, L, C) :-
    (   I >= At
    ->  L = L0,
        C = C0
    ;   I1 is I + 1,
        (   Ch == '\n'
        ->  L1 is L0 + 1,
            C1 = 1
        ;   L1 = L0,
            C1 is C0 + 1
        ),
        line_column(Chs, I1, At, L1, C1, L, C)
    ).

read_file_chars(Path, Chars) :-
    setup_call_cleanup(open(Path, read, Stream),
                       stream_chars(Stream, Chars),
                       close(Stream)).

stream_chars(Stream, Chars) :-
    get_char(Stream, C),
    (   C == end_of_file
    ->  Chars = []
    ;   Chars = [C|Cs],
        stream_chars(Stream, Cs)
    ).

/* listing. */

%% listing is det.
%
%  Lists every predicate the user's own files define.
listing :-
    files(Files),
    forall(member(file(Path, info(user, _, _, _, _, _, _)), Files),
           list_file(Path, _)),
    % then what the dynamic predicates hold now, asserted ones included
    findall(N/A, ( current_predicate(user:N/A),
                   functor(Head, N, A),
                   catch(predicate_property(user:Head, dynamic), _, fail) ),
            Dynamics0),
    sort(Dynamics0, Dynamics),
    forall(member(Key, Dynamics), list_dynamic(user, Key)).

%% listing(+Spec) is det.
%
%  Shows the clauses of the predicates Spec names (Name, Name/Arity or
%  Module:Name/Arity), as their files give them, with the file and the
%  line of each clause: the game's rules as well as the user's. A dynamic
%  predicate also shows the clauses it has now.
listing(Spec) :-
    host_clauses_known,
    (   listing_spec(Spec, Module, Name, Arity)
    ->  findall(M-N/A, source_predicate(Module, Name, Arity, M, N, A), Keys0),
        sort(Keys0, Keys1),
        findall(M-N/A, dynamic_only(Module, Name, Arity, Keys1, M, N, A), Dynamics0),
        sort(Dynamics0, Dynamics),
        (   Keys1 == [],
            Dynamics == []
        ->  (   callable_without_source(Module, Name, Arity)
            ->  say(listing_no_source(Spec))
            ;   say(listing_unknown(Spec))
            )
        ;   forall(member(M-N/A, Keys1), list_predicate(M, N/A)),
            forall(member(M-N/A, Dynamics), list_dynamic(M, N/A))
        )
    ;   throw(error(type_error(predicate_indicator, Spec), listing/1))
    ).

%  Name/Arity (any arity when it is unbound) can be called, but no loaded
%  file holds its clauses: a built-in or a library's predicate.
callable_without_source(Module, Name, Arity) :-
    listing_module(Module, M),
    (   catch(current_predicate(M:Name/Arity), _, fail)
    ->  true
    ;   integer(Arity),
        Arity >= 0,
        functor(Head, Name, Arity),
        catch(predicate_property(M:Head, built_in), _, fail)
    ).

%  The host's own files are read for listing/1 only when it is first
%  asked: reading them at every start would slow it for nothing.
host_clauses_known :-
    files(Files),
    forall(( member(file(Path, info(host, _, _, _, _, _, _)), Files),
             clauses_key(Path, Key),
             \+ bb_get(Key, _) ),
           (   catch(scan_file(Path, Scan), _, fail),
               Scan = scan(_, _, _, _, _, Clauses, _, _)
           ->  put_global(Key, Clauses)
           ;   put_global(Key, [])
           )).

listing_spec(Spec, _, _, _) :-
    var(Spec),
    !,
    throw(error(instantiation_error, listing/1)).
listing_spec(M:Spec, M, N, A) :-
    !,
    atom(M),
    listing_spec(Spec, M, N, A).
listing_spec(N/A, _, N, A) :-
    !,
    atom(N),
    ( var(A) ; integer(A) ).
listing_spec(N, _, N, _) :-
    atom(N).

source_predicate(Module, Name, Arity, M, N, A) :-
    files(Files),
    member(file(Path, _), Files),
    file_info_clauses(Path, Clauses),
    member(clause(_, M, Clause, _), Clauses),
    clause_key(Clause, N/A),
    N == Name,
    ( var(Arity) -> true ; A =:= Arity ),
    ( var(Module) -> true ; M == Module ).

%  The module a listing/1 spec looks in: the one it names, else user.
listing_module(Module, M) :-
    (   var(Module)
    ->  M = user
    ;   M = Module
    ).

%  Dynamic predicates with no clause in any file: what they hold now.
dynamic_only(Module, Name, Arity, Known, M, N, A) :-
    listing_module(Module, M),
    current_predicate(M:Name/A),
    ( var(Arity) -> true ; A =:= Arity ),
    N = Name,
    \+ memberchk(M-N/A, Known),
    functor(Head, N, A),
    catch(predicate_property(M:Head, dynamic), _, fail).

list_predicate(Module, N/A) :-
    files(Files),
    forall(member(file(Path, _), Files),
           list_predicate_in(Path, Module, N/A)),
    functor(Head, N, A),
    (   catch(predicate_property(Module:Head, dynamic), _, fail)
    ->  nl,
        say(listing_dynamic_now(Module, N/A)),
        list_dynamic_clauses(Module, Head)
    ;   true
    ).

list_predicate_in(Path, Module, Key) :-
    file_info_clauses(Path, Clauses),
    findall(Line-Clause-Names,
            ( member(clause(Line, Module, Clause, Names), Clauses),
              clause_key(Clause, Key) ),
            Found),
    (   Found == []
    ->  true
    ;   shown_path(Path, Shown),
        nl,
        (   file_info(Path, info(_, _, Module, _, _, _, _)),
            overrides_for(Module, Replacing),
            memberchk(Key-_, Replacing),
            overriding_file(Module, Key, ByPath)
        ->  shown_path(ByPath, By),
            say(listing_header_replaced(Module, Key, Shown, By))
        ;   say(listing_header(Module, Key, Shown))
        ),
        forall(member(Line-Clause-Names, Found),
               portray_source_clause(Clause, Names, Line))
    ).

list_file(Path, _) :-
    file_info_clauses(Path, Clauses),
    forall(member(clause(Line, _, Clause, Names), Clauses),
           portray_source_clause(Clause, Names, Line)).

list_dynamic(Module, N/A) :-
    functor(Head, N, A),
    nl,
    say(listing_dynamic_now(Module, N/A)),
    list_dynamic_clauses(Module, Head).

list_dynamic_clauses(Module, Head) :-
    % clause(user:Head, Body) raises an existence error in Scryer 0.10;
    % the qualified goal works.
    forall(catch(Module:clause(Head, Body), _, fail),
           (   Body == true
           ->  portray_source_clause(Head, [], none)
           ;   portray_source_clause((Head :- Body), [], none)
           )).

%% predicate_source(?Module, ?Key, -Path, -Line) is nondet.
%
%  The first clause of Module's Key (Name/Arity) is at Path, Line.
predicate_source(Module, Key, Path, Line) :-
    files(Files),
    member(file(Path, _), Files),
    file_info_clauses(Path, Clauses),
    member(clause(Line, Module, Clause, _), Clauses),
    clause_key(Clause, Key),
    !.

%% reason_source(+Reason, +Hint, -Key, -Place) is semidet.
%
%  The rule of the running game that gives Reason (a message key, such as
%  a refusal's reason): a clause of a game module (its rules: messages,
%  help, commands and views left out), with a term of Reason's name and arity in its body. A clause of
%  Hint_error (Hint is the move's name: draft_error/5 for draft) comes
%  first, then one of a predicate whose name starts with Hint, else the
%  first in load order. Key is its Name/Arity, Place is Path:Line.
reason_source(Reason, Hint, Key, Path:Line) :-
    functor(Reason, Name, Arity),
    game_modules(Modules),
    files(Files),
    findall(Rank-source(Key0, Path0, Line0),
            ( member(file(Path0, _), Files),
              file_info_clauses(Path0, Clauses),
              member(clause(Line0, Module, Clause, _), Clauses),
              memberchk(Module, Modules),
              \+ ( member(Part, ['_messages', '_help', '_commands', '_view']),
                   sub_atom(Module, _, _, 0, Part) ),
              clause_body(Clause, Body),
              mentions(Body, Name, Arity),
              clause_key(Clause, Key0),
              source_rank(Key0, Hint, Rank) ),
            Found),
    Found = [_|_],
    keysort(Found, [_-source(Key, Path, Line)|_]).

clause_body((_ :- Body), Body).
clause_body((_ --> Body), Body).

source_rank(Name0/_, Hint, Rank) :-
    (   atom(Hint),
        atom_concat(Hint, '_error', Name0)
    ->  Rank = 0
    ;   atom(Hint),
        sub_atom(Name0, 0, _, _, Hint)
    ->  Rank = 1
    ;   Rank = 2
    ).

mentions(Term, Name, Arity) :-
    compound(Term),
    (   functor(Term, Name, Arity)
    ->  true
    ;   Term =.. [_|Args],
        member(Arg, Args),
        mentions(Arg, Name, Arity)
    ->  true
    ).
mentions(Term, Name, 0) :-
    Term == Name.

%  A clause laid out as the house style lays it out, with the names its
%  variables have in the file and its line as a comment.
portray_source_clause(Clause0, Names0, Line) :-
    copy_term(Clause0-Names0, Clause-Names1),
    term_variables(Clause, Vars),
    occurrences(Clause, Occurrences, []),
    anonymous_names(Vars, Occurrences, Names1, 0, Names),
    (   Clause = (Head :- Body),
        Body \== true
    ->  line_comment(Line),
        write_source(Head, Names),
        write(' :-'),
        nl,
        portray_body(Body, Names, 1, 1000),
        write('.'),
        nl
    ;   (   Clause = (Head :- true)
        ->  true
        ;   Head = Clause
        ),
        write_source(Head, Names),
        write('.'),
        (   Line == none
        ->  true
        ;   write('    % line '),
            write(Line)
        ),
        nl
    ).

%  A variable without a name (in the file, or in a clause asserted) is
%  written `_` where it occurs once, else named A, B, ... as no other is:
%  the listing reads back as the same clause.
anonymous_names([], _, Names, _, Names).
anonymous_names([V|Vs], Occurrences, Names0, N0, Names) :-
    (   member(_=W, Names0),
        W == V
    ->  Names = Names1,
        N = N0
    ;   occurs_once(Occurrences, V, 0)
    ->  Names = ['_'=V|Names1],
        N = N0
    ;   fresh_name(Names0, N0, Name, N),
        Names = [Name=V|Names1]
    ),
    anonymous_names(Vs, Occurrences, Names0, N, Names1).

%  The variables of a term, one for each occurrence.
occurrences(T, [T|Vs], Vs) :-
    var(T),
    !.
occurrences(T, Vs0, Vs) :-
    compound(T),
    !,
    T =.. [_|Args],
    foldl(occurrences, Args, Vs0, Vs).
occurrences(_, Vs, Vs).

occurs_once([], _, 1).
occurs_once([W|Ws], V, Seen) :-
    (   W == V
    ->  Seen == 0,
        occurs_once(Ws, V, 1)
    ;   occurs_once(Ws, V, Seen)
    ).

%  The next of A, B, ..., Z, A1, B1, ... that names no variable of Names.
fresh_name(Names, N0, Name, N) :-
    Letter is 0'A + N0 mod 26,
    Round is N0 // 26,
    (   Round =:= 0
    ->  atom_codes(Name0, [Letter])
    ;   number_codes(Round, Digits),
        atom_codes(Name0, [Letter|Digits])
    ),
    N1 is N0 + 1,
    (   memberchk(Name0=_, Names)
    ->  fresh_name(Names, N1, Name, N)
    ;   Name = Name0,
        N = N1
    ).

line_comment(none) :- !.
line_comment(Line) :-
    write('% line '),
    write(Line),
    nl.

write_source(Term, Names) :-
    write_term(Term, [quoted(true), variable_names(Names), ignore_ops(false),
                      double_quotes(true)]).

%  A body: goals one a line at Depth, if-then-else and disjunctions laid
%  out as `(   Cond\n->  Then\n;   Else\n)`.
portray_body((A, B), Names, Depth, _) :-
    !,
    portray_body(A, Names, Depth, 999),
    write(','),
    nl,
    portray_body(B, Names, Depth, 1000).
portray_body(Goal, Names, Depth, _) :-
    ( Goal = (_ ; _) ; Goal = (_ -> _) ),
    !,
    indent(Depth),
    write('(   '),
    portray_alternatives(Goal, Names, Depth),
    nl,
    indent(Depth),
    write(')').
portray_body(Goal, Names, Depth, Priority) :-
    indent(Depth),
    portray_goal(Goal, Names, Priority).

portray_alternatives((If -> Then ; Else), Names, Depth) :-
    !,
    portray_branch(If, Names, Depth),
    nl,
    indent(Depth),
    write('->  '),
    portray_branch(Then, Names, Depth),
    nl,
    indent(Depth),
    write(';   '),
    portray_else(Else, Names, Depth).
portray_alternatives((If -> Then), Names, Depth) :-
    !,
    portray_branch(If, Names, Depth),
    nl,
    indent(Depth),
    write('->  '),
    portray_branch(Then, Names, Depth).
portray_alternatives((A ; B), Names, Depth) :-
    !,
    portray_branch(A, Names, Depth),
    nl,
    indent(Depth),
    write(';   '),
    portray_else(B, Names, Depth).
portray_alternatives(A, Names, Depth) :-
    portray_branch(A, Names, Depth).

portray_else(Else, Names, Depth) :-
    (   ( Else = (_ ; _) ; Else = (_ -> _) )
    ->  portray_alternatives(Else, Names, Depth)
    ;   portray_branch(Else, Names, Depth)
    ).

%  Goals after `(   `, `->  ` or `;   `: the first on that line, the
%  others under it, one level deeper.
portray_branch((A, B), Names, Depth) :-
    !,
    portray_branch(A, Names, Depth),
    write(','),
    nl,
    Depth1 is Depth + 1,
    portray_body(B, Names, Depth1, 1000).
portray_branch(Goal, Names, Depth) :-
    (   ( Goal = (_ ; _) ; Goal = (_ -> _) )
    ->  write('(   '),
        Depth1 is Depth + 1,
        portray_alternatives(Goal, Names, Depth1),
        nl,
        indent(Depth1),
        write(')')
    ;   portray_goal(Goal, Names, 999)
    ).

%  A goal as an argument of priority Priority: bracketed when its
%  principal operator binds more loosely (Scryer 0.10's write_term/2 has no
%  priority/1 option).
portray_goal(Goal, Names, Priority) :-
    (   callable(Goal),
        functor(Goal, Name, Arity),
        Arity > 0,
        Arity =< 2,
        current_op(P, Type, Name),
        atom_length(Type, L),
        L =:= Arity + 1,
        P > Priority
    ->  write('('),
        write_source(Goal, Names),
        write(')')
    ;   write_source(Goal, Names)
    ).

indent(0) :- !.
indent(N) :-
    write('    '),
    N1 is N - 1,
    indent(N1).

/* The hooks into the engine's loader. */

%% user:term_expansion(+Term, -Expanded).
%
%  While load_file/3 has the engine load one of our files:
%  - `use_module` of a file already loaded becomes an import of its module
%    (Scryer would load the file again, wiping its state);
%  - a directive that is not a declaration of the engine runs now, in
%    order, its errors reported with the file and line;
%  - a clause of a game rule that a user's file overrides is replaced by
%    the user's clauses;
%  - in the user's files, halt/0,1 and reads of user_input in clause
%    bodies become the toplevel's (see user_reads:user_io_goal/2), and
%    bb_put/2 stores a copy (util:put_global/2).
%  Elsewhere (the engine's libraries) it does nothing.
:- multifile(user:term_expansion/2).
user:term_expansion(Term, Expanded) :-
    bb_get('consult:loading', Loading),
    Loading = loading(Path, Kind, Module, Replacing, Directives),
    prolog_load_context(source, Source),
    Source == Path,
    consult:note_load_stream,
    consult:expand(Term, Kind, Module, Replacing, Directives, Expanded).

%  The stream the engine reads the file from, noted at its first term: an
%  error the engine raises is told with the line the stream has reached
%  (report_load_error/2). Looking the line up at every term instead took
%  2.4% of the start.
note_load_stream :-
    (   bb_get('consult:load_stream', none),
        prolog_load_context(stream, Stream)
    ->  bb_put('consult:load_stream', Stream)
    ;   true
    ).

expand(Term, Kind, Module, Replacing, Directives, Expanded) :-
    (   toplevel:halting(_)
    ->  % halt/0,1 in a directive: the rest of the file is not loaded
        nothing_directive(Expanded),
        Term \== Expanded
    ;   bb_get('consult:pass', N),
        N > 0
    ->  % a clause expand/6 just emitted, expanded once more by the engine
        N1 is N - 1,
        put_global('consult:pass', N1),
        fail
    ;   run_waiting_directive,
        Term = (:- Directive)
    ->  % any declaration has the engine compile the clauses before it
        (   expand_directive(Directive, Kind, Module, Directives, Expanded0)
        ->  bb_put('consult:after_clause', false),
            Expanded = Expanded0
        ;   bb_put('consult:after_clause', false),
            fail
        )
    ;   bb_put('consult:after_clause', true),
        fail
    ;   clause_key(Term, Key),
        memberchk(Key-Clauses, Replacing)
    ->  replace_clause(Key, Clauses, Directives, Expanded)
    ;   Kind == user,
        clause_module_key(Term, Module, Target, _),
        Target \== Module,
        game_module(Target)
    ->  % an override: the game's module takes it when it loads
        nothing_directive(Expanded)
    ;   expand_clause(Term, Kind, Module, Directives, Expanded)
    ).

%  A clause of the user's (its body rewritten) or the first of a predicate
%  whose clauses a directive splits (declared discontiguous first: Scryer
%  would take the later clauses for a redefinition and drop the first).
expand_clause(Term, Kind, Module, Directives, Expanded) :-
    (   Kind == user
    ->  rewrite_clause(Term, Term1)
    ;   Term1 = Term
    ),
    (   Kind == game,
        lift_clause(Term1, Term2, Lifted),
        Lifted \== [],
        \+ dynamic_clause(Module, Term)
    ->  clause_key(Term, Key),
        (   not_split_yet(Key)
        ->  Declare = [(:- discontiguous(Key))]
        ;   Declare = []
        ),
        append(Declare, [Term2|Lifted], Expanded),
        length(Expanded, N),
        put_global('consult:pass', N)
    ;   clause_key(Term, Key),
        first_of_split(Key, Directives)
    ->  Expanded = [(:- discontiguous(Key)), Term1],
        put_global('consult:pass', 2)
    ;   Term1 \== Term
    ->  Expanded = Term1
    ).

%  A clause of a dynamic predicate is kept as written: clause/2 shows it.
dynamic_clause(Module, Clause) :-
    (   Clause = (Head :- _)
    ->  true
    ;   Head = Clause
    ),
    callable(Head),
    catch(predicate_property(Module:Head, dynamic), _, fail).

%% lift_clause(+Clause0, -Clause, -Lifted) is det.
%
%  A goal argument of findall/3,4, forall/2, once/1, ignore/1, call/1 or
%  catch/3 that is a control construct (a conjunction, a disjunction, an
%  if-then-else, a negation) becomes a call of a predicate of its own,
%  one of the clauses Lifted, with the goal's variables as arguments.
%  Scryer 0.10 prepares such a goal anew at every call (about 5 us for a
%  findall/3 of a conjunction, against 4 us for the whole findall of a
%  plain goal); the lifted predicate is compiled once, at load. The
%  answers are the same: the goal runs with the same bindings, and a cut
%  in it stays local as in call/1. Only the game's files are lifted;
%  listing/1 shows the clauses as written (it reads the scan).
lift_clause((Head :- Body0), (Head :- Body), Lifted) :-
    \+ ( nonvar(Head), Head = _:_ ),
    !,
    lift_goal(Body0, Body, Lifted, []).
lift_clause((Head --> Body0), (Head --> Body), Lifted) :-
    \+ ( nonvar(Head), Head = _:_ ),
    !,
    lift_grammar(Body0, Body, Lifted, []).
lift_clause(Clause, Clause, []).

lift_goal(G0, G, L0, L) :-
    (   var(G0)
    ->  G = G0,
        L0 = L
    ;   control(G0, G1, Parts0, Parts)
    ->  foldl(lift_goal, Parts0, Parts, L0, L),
        G = G1
    ;   lifted_meta(G0, G1, Parts0, Parts)
    ->  foldl(lift_meta_argument, Parts0, Parts, L0, L),
        G = G1
    ;   G = G0,
        L0 = L
    ).

lift_meta_argument(G0, G, L0, L) :-
    (   nonvar(G0),
        control(G0, _, _, _)
    ->  lift_goal(G0, Body, L0, [(Head :- Body)|L]),
        term_variables(Body, Vs),
        lifted_name(Name),
        Head =.. [Name|Vs],
        G = Head
    ;   lift_goal(G0, G, L0, L)
    ).

lifted_meta(findall(T, G0, L), findall(T, G, L), [G0], [G]).
lifted_meta(findall(T, G0, L, R), findall(T, G, L, R), [G0], [G]).
lifted_meta(forall(A0, B0), forall(A, B), [A0, B0], [A, B]).
lifted_meta(once(G0), once(G), [G0], [G]).
lifted_meta(ignore(G0), ignore(G), [G0], [G]).
lifted_meta(call(G0), call(G), [G0], [G]).
lifted_meta(catch(G0, E, R), catch(G, E, R), [G0], [G]).

%  In a grammar rule, the goals in braces.
lift_grammar(B0, B, L0, L) :-
    (   var(B0)
    ->  B = B0,
        L0 = L
    ;   B0 = {G0}
    ->  lift_goal(G0, G, L0, L),
        B = {G}
    ;   control(B0, B1, Parts0, Parts)
    ->  foldl(lift_grammar, Parts0, Parts, L0, L),
        B = B1
    ;   B = B0,
        L0 = L
    ).

lifted_name(Name) :-
    (   bb_get('consult:lifted', N0)
    ->  true
    ;   N0 = 0
    ),
    N is N0 + 1,
    bb_put('consult:lifted', N),
    number_chars(N, Ds),
    atom_chars(Name, ['$', l, i, f, t, e, d, '_'|Ds]).

%  Key is split by a directive and was not declared discontiguous yet.
first_of_split(Key, Directives) :-
    memberchk(directive(_, _, Key), Directives),
    not_split_yet(Key).

%  Key was not declared discontiguous yet in this load; now it is noted.
not_split_yet(Key) :-
    bb_get('consult:emitted', Emitted),
    \+ memberchk(split(Key), Emitted),
    put_global('consult:emitted', [split(Key)|Emitted]).

expand_directive(initialization(Goal), Kind, Module, Directives,
                 (:- initialization(consult:run_directive(Goal, Kind, Module, Line)))) :-
    \+ ( nonvar(Goal), Goal = consult:run_directive(_, _, _, _) ),
    !,
    % The engine runs it once the file is loaded, still in the file's
    % module; its error is told as a directive's, not as a failed load.
    directive_here(Directives, directive(_, Line, _)).
expand_directive(use_module(Spec), _, _, _, (:- use_module(library(M)))) :-
    loaded_module_spec(Spec, M).
expand_directive(use_module(Spec, Is), _, _, _, (:- use_module(library(M), Is))) :-
    loaded_module_spec(Spec, M).
expand_directive(Directive, _, Module, _, Expanded) :-
    cyclic_use(Directive, Module, Import),
    !,
    % The file is still being loaded further up (its module uses this
    % one): the engine would load it again, and that one this one, until
    % no file can be opened any more. The import waits for its load.
    bb_get('consult:pending_imports', Pending),
    put_global('consult:pending_imports', [Import|Pending]),
    nothing_directive(Expanded).
expand_directive(Directive, Kind, Module, Directives, Expanded) :-
    \+ engine_declaration(Directive),
    directive_here(Directives, directive(_, Line, _)),
    (   bb_get('consult:after_clause', true)
    ->  % The engine compiles a predicate's clauses only when a term that
        % is not one of them comes: run now, the directive would not see
        % the clauses right above it (`main :- ... . :- main.`). It waits
        % for the declaration below, which has the engine compile them,
        % and runs at the next term, or once the file is loaded.
        put_global('consult:waiting_directive', waiting(Directive, Kind, Module, Line)),
        Expanded = (:- initialization(consult:run_waiting_directive)),
        put_global('consult:pass', 1)
    ;   run_directive(Directive, Kind, Module, Line),
        flush_output(user_output),
        nothing_directive(Expanded)
    ).

%% run_waiting_directive is det.
%
%  Runs the directive that waited for the clauses above it, if any.
run_waiting_directive :-
    (   bb_get('consult:waiting_directive', waiting(Directive, Kind, Module, Line))
    ->  bb_put('consult:waiting_directive', none),
        run_directive(Directive, Kind, Module, Line),
        flush_output(user_output)
    ;   true
    ).

%  A declaration that changes nothing, for a term the loader has dealt with
%  itself: the engine needs one to go on.
nothing_directive((:- set_prolog_flag(double_quotes, DQ))) :-
    current_prolog_flag(double_quotes, DQ).

%  Directive of the file being loaded (of Module) uses the module of a
%  local file that is being loaded further up: Import is import(Used,
%  Path, Kind), the file being loaded to load again once Used's file is.
cyclic_use(Directive, Module, import(Used, Here, Kind)) :-
    (   Directive = use_module(Spec)
    ;   Directive = use_module(Spec, _)
    ),
    atom(Spec),
    bb_get('consult:loading_stack', Stack),
    prolog_load_context(directory, Dir),
    local_file(Spec, Dir, Path),
    memberchk(Path, Stack),
    file_module_decl(Path, Used, _),
    Used \== Module,
    bb_get('consult:loading', loading(Here, Kind, _, _, _)).

%  Module's file is loaded: the files whose use of it waited load again,
%  and now import it.
run_pending_imports(Module) :-
    (   bb_get('consult:pending_imports', Pending)
    ->  true
    ;   Pending = []
    ),
    findall(P-K, member(import(Module, P, K), Pending), Ready),
    findall(I, ( member(I, Pending), \+ I = import(Module, _, _) ), Rest),
    put_global('consult:pending_imports', Rest),
    forall(member(P-K, Ready), ( load_file(P, K, _) -> true ; true )).

loaded_module_spec(Spec, M) :-
    atom(Spec),
    prolog_load_context(directory, Dir),
    local_file(Spec, Dir, Path),
    file_info(Path, info(_, _, M, _, _, _, _)),
    M \== user,
    catch(current_module(M), _, fail).

%  What the engine's loader handles itself, and the declarations its
%  libraries handle by term expansion (:- attribute, :- table: prefix
%  operators of priority 1150 and more).
engine_declaration(D) :-
    var(D),
    !.
engine_declaration(D) :-
    functor(D, N, A),
    memberchk(N/A, [module/2, use_module/1, use_module/2, (dynamic)/1, (multifile)/1,
                    (discontiguous)/1, (initialization)/1, set_prolog_flag/2,
                    (non_counted_backtracking)/1, op/3, (meta_predicate)/1]),
    !.
engine_declaration(D) :-
    functor(D, N, 1),
    current_op(P, T, N),
    memberchk(T, [fx, fy]),
    P >= 1150,
    \+ memberchk(N, [dynamic, discontiguous, initialization, multifile]).

run_directive(Directive, Kind, Module, Line) :-
    (   Kind == user
    ->  rewrite_goal(Directive, Goal)
    ;   Goal = Directive
    ),
    (   catch(Module:Goal, Error, true)
    ->  (   nonvar(Error),
            \+ toplevel:halting(_)
        ->  directive_failed(Line, Directive, raised(Error))
        ;   true
        )
    ;   toplevel:halting(_)
    ->  true
    ;   directive_failed(Line, Directive, failed)
    ).

directive_failed(Line, Directive, How) :-
    bb_get('consult:loading', loading(Path0, _, _, _, _)),
    shown_path(Path0, Path),
    bb_get('consult:directive_errors', N0),
    N is N0 + 1,
    put_global('consult:directive_errors', N),
    error_chars(Directive, DirectiveChars),
    (   How = raised(Error)
    ->  error_chars(Error, ErrorChars),
        say(directive_raised(Path, Line, DirectiveChars, ErrorChars))
    ;   say(directive_failed(Path, Line, DirectiveChars))
    ).

%  What the scan found about the directive just read (it knows it by where
%  it ends): directive(End, StartLine, Between).
directive_here(Directives, Directive) :-
    (   prolog_load_context(term_position, position_and_lines_read(End, _)),
        memberchk(directive(End, Line, Between), Directives)
    ->  Directive = directive(End, Line, Between)
    ;   prolog_load_context(term_position, position_and_lines_read(_, Line))
    ->  Directive = directive(0, Line, none)
    ;   Directive = directive(0, 0, none)
    ).

replace_clause(Key, Clauses, Directives, Expanded) :-
    bb_get('consult:emitted', Emitted),
    (   memberchk(Key, Emitted)
    ->  nothing_directive(Expanded)
    ;   put_global('consult:emitted', [Key|Emitted]),
        findall(C, member(C-_, Clauses), Expanded0),
        (   memberchk(directive(_, _, Key), Directives)
        ->  Expanded = [(:- discontiguous(Key))|Expanded0]
        ;   Expanded = Expanded0
        ),
        length(Expanded, N),
        put_global('consult:pass', N)
    ).

%% user:goal_expansion(+Goal, -Expanded).
%
%  halt/0,1 in any rule (a game's `exit` command, a user's file) ends the
%  session the way halt typed at the prompt does: the engine's own halt is
%  unsafe in an embedded machine.
:- multifile(user:goal_expansion/2).
user:goal_expansion(halt, toplevel:halt_toplevel(0)).
user:goal_expansion(halt(Code), toplevel:halt_toplevel(Code)).

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
rewrite_goal(halt, toplevel:halt_toplevel(0)) :- !.
rewrite_goal(G0, G) :-
    loading_goal(G0, G),
    !.
rewrite_goal(halt(Code), toplevel:halt_toplevel(Code)) :- !.
rewrite_goal(G0, G) :-
    user_io_goal(G0, G),
    !.
rewrite_goal(bb_put(Key, Value), util:put_global(Key, Value)) :- !.
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
%  a power in it, or is a variable, so ordinary arithmetic runs as fast
%  as before.
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
        memberchk(F, [<<, >>, ^])
    ->  true
    ;   E =.. [_|Args],
        member(A, Args),
        growing_subterm(A)
    ->  true
    ).

control((A0, B0), (A, B), [A0, B0], [A, B]).
control((A0 ; B0), (A ; B), [A0, B0], [A, B]).
control((A0 -> B0), (A -> B), [A0, B0], [A, B]).
control(\+ A0, \+ A, [A0], [A]).

%  Goal arguments of the common meta-predicates.
meta_goal(findall(T, G0, L), findall(T, G, L), [G0], [G]).
meta_goal(findall(T, G0, L, R), findall(T, G, L, R), [G0], [G]).
meta_goal(forall(A0, B0), forall(A, B), [A0, B0], [A, B]).
meta_goal(once(G0), once(G), [G0], [G]).
meta_goal(call(G0), call(G), [G0], [G]).
meta_goal(catch(G0, E, R0), catch(G, E, R), [G0, R0], [G, R]).
meta_goal(bagof(T, G0, L), bagof(T, G, L), [G0], [G]).
meta_goal(setof(T, G0, L), setof(T, G, L), [G0], [G]).
meta_goal(V^G0, V^G, [G0], [G]).
meta_goal(call_cleanup(G0, C0), call_cleanup(G, C), [G0, C0], [G, C]).
meta_goal(setup_call_cleanup(S0, G0, C0), setup_call_cleanup(S, G, C), [S0, G0, C0], [S, G, C]).
