/** The host's modules that only some sessions use, loaded at their first use.

Compiling a host file costs every start of the program, also `conquest
-g halt`. Three of them serve only some sessions: the checker of a
rulebook (loader/check.pl: check/0 and `conquest check`), the sandbox of
a joined player's queries (sandbox.pl) and the seats of a served game
(seats.pl). The host names their files here (note_on_demand_files/1)
and each is compiled when first needed (need_module/1); `conquest
serve` needs the last two at its start.

The toplevel's predicates of those modules (check/0, sandbox_check/1)
are defined in consult.pl, so that a user has them in every session.
*/
:- module(on_demand, [note_on_demand_files/1,
                      need_module/1,
                      loaded_module/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext), [forall/2]).

:- dynamic(on_demand_file/2).
:- dynamic(loaded/1).

%% note_on_demand_files(+Files) is det.
%
%  Files is a list of Module-Path: the host's modules compiled at their
%  first use, each from its file.
note_on_demand_files(Files) :-
    retractall(on_demand_file(_, _)),
    forall(member(Module-Path, Files),
           assertz(on_demand_file(Module, Path))).

%% need_module(+Module) is det.
%
%  Module, one of the host's modules, is loaded: compiled from its file
%  if it was not.
need_module(Module) :-
    (   loaded(Module)
    ->  true
    ;   on_demand_file(Module, Path)
    ->  % imported here, where no name clashes: use_module(Path, [])
        % would not load the file (Scryer reads it as "remove the
        % imports of Path")
        use_module(Path),
        assertz(loaded(Module))
    ;   throw(error(existence_error(host_module, Module), need_module/1))
    ).

%% loaded_module(?Module) is nondet.
%
%  Module, one of the host's modules compiled at their first use, is
%  loaded. (current_module/1 is no test of it: Scryer counts a module
%  as soon as a clause names it in a qualified call; and a module that
%  imports a dynamic predicate does not see the clauses asserted later.)
loaded_module(Module) :-
    loaded(Module).
