/** Loading a game: its rulebook folder.

Compiled with the rest of the loader at the first load of a file
(host/on_demand.pl); waiting for the query that needs the rules is
deferral.pl's.
*/
:- module(loader_rulebook, [load_rulebook/1,
                            rulebook_dir/1,
                            rule_files/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
:- use_module(library(util), [is_list/1, put_global/2]).
:- use_module(library(storage), [file_kind/2]).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_load)).
:- use_module(library(loader_user), [import_game_toolbox/0]).

%% load_rulebook(+Dir) is det.
%
%  Loads every .pl file of the rulebook folder Dir in name order (each
%  with the files it loads) and lets the host reach the game's own
%  predicates (game_hooks:set_game_hooks/1).
load_rulebook(Dir) :-
    put_global('loader:rulebook', Dir),
    import_game_toolbox,
    setup_call_cleanup(( bb_put('loader:used_files', []),
                         bb_put('loader:refused', []) ),
                       load_rulebook_files(Dir),
                       ( bb_put('loader:used_files', off),
                         bb_put('loader:refused', off) )).

%% rulebook_dir(-Dir) is semidet.
%
%  The folder of the game's rulebook, once it was loaded.
rulebook_dir(Dir) :-
    bb_get('loader:rulebook', Dir).

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
    update_game_hooks,
    % what the toplevel computed from the rules before (its command
    % names) is computed again
    note_rules_loaded.

%% rule_files(+Dir, -Paths) is det.
%
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
