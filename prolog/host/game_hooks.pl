/** The loaded game's own predicates, called by the host through these.
*/
:- module(game_hooks, [set_game_hooks/1,
                       game_hook/1,
                       game_hook_defined/1,
                       game_hook_module/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).

%  hook(Name, Arity, Module), indexed on the name. (An assoc in a global
%  variable did the same, but library(assoc) cost every start 5 ms to
%  compile.)
:- dynamic(hook/3).

%% set_game_hooks(+Exports) is det.
%
%  Exports lists Name/Arity-Module for every predicate the loaded game's
%  modules export: the host calls the game's own predicates (map_view/2,
%  message/3, ...) through them, so a user's definition of the same name
%  in `user` never stands in for the game's.
set_game_hooks(Exports) :-
    retractall(hook(_, _, _)),
    forall(member(Name/Arity-Module, Exports),
           assertz(hook(Name, Arity, Module))).

%% game_hook(+Goal) is nondet.
%
%  Calls the game's own definition of Goal; fails when no game module
%  exports it.
game_hook(Goal) :-
    game_hook_module(Goal, Module),
    Module:Goal.

%% game_hook_defined(+Goal) is semidet.
%
%  A module of the loaded game exports Goal's predicate.
game_hook_defined(Goal) :-
    game_hook_module(Goal, _).

%% game_hook_module(+Goal, -Module) is semidet.
%
%  Module is the game's module that exports Goal's predicate.
game_hook_module(Goal, Module) :-
    functor(Goal, Name, Arity),
    hook(Name, Arity, Module),
    !.
