/** make/0: loading again what changed on disk, and the rule files that were refused.
*/
:- module(loader_make, [make/0,
                        unloaded_rule_files/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(text), [say/1]).
:- use_module(library(loader_files)).
:- use_module(library(loader_load)).
:- use_module(library(loader_rulebook)).
:- use_module(library(on_demand), [need_module/1]).

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
        ;   reload_with_dependants(Changed, []),
            user_files_undefined(Changed)
        ),
        (   Unloaded == []
        ->  true
        ;   load_unloaded_rules(Unloaded)
        )
    ).

%  As SWI-Prolog's make/0: the calls of predicates nothing defines in
%  the user's files it reloaded, each at its file and line (the game's
%  rules are check/0's, with the rest of their contract). The checker is
%  compiled at its first use, so only a make/0 that reloads a user's
%  file pays for it.
user_files_undefined(Changed) :-
    (   member(P, Changed),
        loaded_file(P, user)
    ->  findall(P1, ( member(P1, Changed), loaded_file(P1, user) ), Paths),
        need_module(loader_check),
        loader_check:undefined_in_files(Paths)
    ;   true
    ).

%% unloaded_rule_files(-Paths) is det.
%
%  The game's rule files that are not loaded: those refused for their
%  errors when the game loaded (or since), and those that load one of
%  them. make/0 tries them again, so that a fixed rule file and the ones
%  that need it come into force without leaving the program.
unloaded_rule_files(Paths) :-
    (   rulebook_dir(Dir)
    ->  rule_files(Dir, All),
        findall(P, ( member(P, All), \+ loaded_file(P, _) ), Paths)
    ;   Paths = []
    ).

load_unloaded_rules(Paths) :-
    rulebook_dir(Dir),
    load_rulebook(Dir),
    forall(( member(P, Paths), loaded_file(P, _) ),
           say(consulted(P))).
