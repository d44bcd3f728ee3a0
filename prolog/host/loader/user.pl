/** The user module: what a program typed or consulted at the toplevel sees.

`user` gets the host's builtins and a few libraries, each imported
without the names the user's own files define (a user's definition
wins, as in GNU Prolog), and imported again whenever those names change.
*/
:- module(loader_user, [start_user/1,
                        import_game_toolbox/0,
                        user_current_predicate/1,
                        user_sees/2,
                        import_into_user/1,
                        remember_user_import/1,
                        import_chosen_into_user/1,
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
    bb_put('loader:user_chosen', []),
    bb_put('loader:pending_imports', []),
    % The host's own files are known as loaded, so that a rule file's
    % use_module('../../host/dice') imports dice instead of loading it again.
    % (their times as the host read them at start: asked again, each
    % would be a request through the bridge)
    forall(member(File0, HostFiles),
           (   absolute(File0, File),
               (   noted_module_decl(File, Mtime, Module, Exports)
               ->  true
               ;   file_mtime_or_zero(File, Mtime),
                   file_module_decl(File, Mtime, Module, Exports)
               )
           ->  set_file(File, info(host, Mtime, Module, Exports, [], [], []))
           ;   true
           )),
    forall(member(Library, [lists, between, iso_ext, charsio, error, dif]),
           import_into_user(library(Library))),
    forall(user_host_module(Module), import_into_user(Module)),
    forall(user_host_predicates(plain, Module, Names),
           import_into_user(Module, Names)).

%% import_game_toolbox is det.
%
%  What a game session adds to `user`: the host's dice, questions, board
%  drawing and messages, which rule files and tests of a game call.
import_game_toolbox :-
    forall(user_host_predicates(game, Module, Names),
           import_into_user(Module, Names)).

%  The host's modules all of whose exports a user has at the toplevel.
user_host_module(gnu).

%  The host's predicates a user has besides, by session: the ones the
%  help lists (plain), and a game's toolbox (game). The rest of the host
%  (the bridge, the journal, saves, the loader's and the toplevel's own
%  machinery) is not the user's: current_predicate/1 and listing/1 do
%  not show it, and a user's file may use its names freely.
user_host_predicates(plain, util, [is_list/1]).
user_host_predicates(plain, toplevel, [help/0, help/1, games/0, play/1,
                                       set_inference_limit/1,
                                       inference_limit/1]).
user_host_predicates(plain, consult, [make/0, listing/0, listing/1, check/0,
                                      sandbox_check/1]).
user_host_predicates(plain, limits, [max_integer_bits/1,
                                     set_max_integer_bits/1]).
user_host_predicates(plain, text, [lang/1, set_lang/1]).
user_host_predicates(plain, dice, [roll_dice/2, random_between/3,
                                   random_member/2, random_permutation/2,
                                   host_seed/1, rng_state/2,
                                   set_rng_state/2]).
user_host_predicates(plain, screen, [ask/2]).
user_host_predicates(game, rule_errors, [command_budget/1,
                                         set_command_budget/1]).
user_host_predicates(game, dice, [script_dice/1, script_randoms/1,
                                  script_clear/0]).
user_host_predicates(game, screen, [display_map/0, display_board/1]).
user_host_predicates(game, text, [quiet/0, set_quiet/1, say/1,
                                  message_text/2]).

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

%% import_into_user(+Module, +Names) is det.
%
%  Imports Names of the loaded module Module into user, leaving out the
%  names the user defined; remembered for later re-imports.
import_into_user(Module, Names0) :-
    bb_get('loader:user_imports', Imports0),
    % one import per module: the engine's use_module/2 of a module imports
    % the list it is given, dropping the names imported from it before
    (   select(only(Module, Old), Imports0, Rest)
    ->  append(Old, Names0, Names1),
        sort(Names1, Names),
        append(Rest, [only(Module, Names)], Imports),
        put_global('loader:user_imports', Imports)
    ;   Names = Names0,
        remember_user_import(only(Module, Names))
    ),
    user_import_list(only(Module, Names), List),
    (   List == []
    ->  true
    ;   user:use_module(library(Module), List)
    ).

%% remember_user_import(+Import) is det.
%
%  Import (a module, or only(Module, Names)) is imported into user again
%  whenever the user's own files define new names (refresh_user_imports/1).
remember_user_import(Import) :-
    bb_get('loader:user_imports', Imports0),
    (   memberchk(Import, Imports0)
    ->  true
    ;   append(Imports0, [Import], Imports),
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

%  What user imports of Import: a module's exports (or the Names of
%  only(Module, Names)) but the names user defines.
user_import_list(Import, List) :-
    import_names(Import, _, Exports),
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
               ( import_names(M, Module, _),
                 catch(user:use_module(library(Module), []), _, true),
                 user_import_list(M, List),
                 (   List == []
                 ->  true
                 ;   catch(user:use_module(library(Module), List), _, true)
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
    bb_get('loader:user_imports', Imports),
    member(Import, Imports),
    import_names(Import, Module, Names),
    memberchk(N/A, Names),
    !.

%% user_current_predicate(?PI) is nondet.
%
%  current_predicate/1 as a user sees it: the predicates user defines, and
%  those it imports from a library the user asked for (use_module/1,2) or
%  from the game's rules, as scryer-prolog and SWI-Prolog show what user
%  imports; not what the host imports into user at its start (lists,
%  between, the host's builtins), which a fresh scryer-prolog does not
%  show either.
%
%  ?- user_current_predicate(append/3).
%     false.
user_current_predicate(PI) :-
    (   nonvar(PI),
        PI \= _/_
    ->  current_predicate(PI)
    ;   current_predicate(user:PI),
        (   user_sees(PI, Module)
        ->  user_chose(Module)
        ;   true
        )
    ).

%% import_chosen_into_user(+Spec) is det.
%
%  use_module/1 of the library Spec, asked for by the user: imported as
%  import_into_user/1 does, and current_predicate/1 shows its predicates.
import_chosen_into_user(Spec) :-
    import_into_user(Spec),
    spec_module(Spec, Module),
    bb_get('loader:user_chosen', Chosen),
    (   memberchk(Module, Chosen)
    ->  true
    ;   put_global('loader:user_chosen', [Module|Chosen])
    ).

user_chose(Module) :-
    (   bb_get('loader:user_chosen', Chosen),
        memberchk(Module, Chosen)
    ->  true
    ;   game_module(Module)
    ).

%% user_sees(+Key, ?Module) is semidet.
%
%  A call of Key (Name/Arity) typed at the toplevel runs Module's: user
%  imports it and does not define it.
user_sees(N/A, Module) :-
    bb_get('loader:user_defined', Defined),
    \+ memberchk(N/A, Defined),
    imported_into_user(N/A, Module).

import_names(only(Module, Names), Module, Names) :- !.
import_names(Module, Module, Exports) :-
    module_exports(Module, Exports).
