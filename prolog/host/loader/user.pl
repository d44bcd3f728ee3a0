/** The user module: what a program typed or consulted at the toplevel sees.

`user` gets the host's builtins and a few libraries, each imported
without the names the user's own files define (a user's definition
wins, as in GNU Prolog), and imported again whenever those names change.
*/
:- module(loader_user, [start_user/1,
                        import_into_user/1,
                        remember_user_import/1,
                        refresh_user_imports/1,
                        imported_into_user/2,
                        module_exports/2,
                        library_exports/2,
                        library_path_atom/2,
                        known_library/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(util), [put_global/2]).
:- use_module(library(loader_files)).

%% start_user(+HostFiles) is det.
%
%  Gives `user` what a Prolog programmer expects at the toplevel: the host
%  builtins (HostFiles: the host's own module files, loaded already), lists,
%  between/3, format/2 and the GNU Prolog habits (see prolog/host/gnu.pl).
%  Nothing else: no operator changes (library(dcgs) is not loaded into
%  user, so `|` parses as ISO says).
start_user(HostFiles) :-
    assertz('$toplevel':started),
    bb_put('loader:files', []),
    bb_put('loader:user_defined', []),
    bb_put('loader:user_imports', []),
    bb_put('loader:pending_imports', []),
    % The host's own files are known as loaded, so that a rule file's
    % use_module('../../host/dice') imports dice instead of loading it again.
    forall(member(File0, HostFiles),
           (   absolute(File0, File),
               file_mtime_or_zero(File, Mtime),
               file_module_decl(File, Mtime, Module, Exports)
           ->  set_file(File, info(host, Mtime, Module, Exports, [], [], []))
           ;   true
           )),
    forall(member(Library, [lists, between, iso_ext, charsio, error, dif]),
           import_into_user(library(Library))),
    forall(user_host_module(Module), import_into_user(Module)).

%  The host's modules whose exports a user has at the toplevel.
user_host_module(Module) :-
    member(Module, [util, limits, standard_operators, bridge, user_reads,
                    game_hooks, text, dice, screen, storage, journal,
                    gnu, toplevel, consult, rule_errors]).

%% import_into_user(+Spec) is det.
%
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

%% remember_user_import(+Module) is det.
%
%  Module is imported into user again whenever the user's own files
%  define new names (refresh_user_imports/1).
remember_user_import(Module) :-
    bb_get('loader:user_imports', Imports0),
    (   memberchk(Module, Imports0)
    ->  true
    ;   append(Imports0, [Module], Imports),
        put_global('loader:user_imports', Imports)
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

%% library_path_atom(+Library, -Atom) is semidet.
%
%  The engine's own spelling of a source: an atom, or Dir/File.
%
%  ?- library_path_atom(http/http_open, A).
%     A = 'http/http_open'.
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
    atom_concat('loader:library_exports:', Module, Key),
    put_global(Key, Exports).

%  What user imports of Module: its exports but the names user defines.
user_import_list(Module, List) :-
    module_exports(Module, Exports),
    bb_get('loader:user_defined', Defined),
    findall(E, ( member(E, Exports),
                 \+ ( E = N/A, memberchk(N/A, Defined) ) ),
            List).

%% module_exports(+Module, -Exports) is det.
%
%  The export list of a loaded module: from our own records for files we
%  loaded, else from the library's source (the engine keeps none we can
%  ask); [] when neither knows it.
module_exports(Module, Exports) :-
    (   module_file(Module, Path),
        file_info(Path, info(_, _, _, Exports0, _, _, _))
    ->  Exports = Exports0
    ;   library_exports(Module, Exports0)
    ->  Exports = Exports0
    ;   Exports = []
    ).

%% library_exports(+Library, -Exports) is semidet.
%
%  The export list of the engine's library Library, read from its source
%  once.
library_exports(Library, Exports) :-
    atom_concat('loader:library_exports:', Library, Key),
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

%% refresh_user_imports(+Defined) is det.
%
%  Called when the user's own files define Defined in user: every module
%  imported into user is imported again without those names.
refresh_user_imports(Defined0) :-
    sort(Defined0, Defined),
    (   bb_get('loader:user_defined', Defined)
    ->  true
    ;   put_global('loader:user_defined', Defined),
        bb_get('loader:user_imports', Modules),
        forall(member(M, Modules),
               ( catch(user:use_module(library(M), []), _, true),
                 user_import_list(M, List),
                 (   List == []
                 ->  true
                 ;   catch(user:use_module(library(M), List), _, true)
                 ) ))
    ).

%% known_library(+Library) is semidet.
%
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

%% imported_into_user(+Key, -Module) is semidet.
%
%  User imports Key (Name/Arity) from Module.
imported_into_user(N/A, Module) :-
    bb_get('loader:user_imports', Modules),
    member(Module, Modules),
    module_exports(Module, Exports),
    memberchk(N/A, Exports),
    !.
