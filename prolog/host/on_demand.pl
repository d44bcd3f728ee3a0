/** The host's modules that only some sessions use, loaded at their first use.

Compiling a host file costs every start of the program, also `conquest
-g halt`. Groups of them serve only some sessions: the loader of
files (the scan, the hooks into the engine's loader, loading, a game's
rulebook) with the rule errors' replay, needed by the first file
consulted or the game's rules; the positions of syntax errors, needed by
the first file or query that has one; listing/1 with why/1's index of
reasons; make/0; the host's message tables; the toplevel's help, slips
and syntax errors; the checker of a rulebook (loader/check.pl: check/0 and `conquest
check`); the sandbox of a joined player's queries (sandbox.pl) and the
seats of a served game (seats.pl). The host names the groups and their
files here (note_on_demand_files/1), and a group is compiled, after the
groups it needs, when one of its modules is first needed
(need_module/1); `conquest serve` needs the last two at its start.

The doors to them (consult/1, make/0, listing/1, check/0,
sandbox_check/1, ...) are defined in loader/consult.pl, so that a user
has them in every session.
*/
:- module(on_demand, [note_on_demand_files/1,
                      need_module/1,
                      loaded_module/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext), [forall/2]).

:- dynamic(on_demand_group/2).
:- dynamic(on_demand_file/3).
:- dynamic(loaded/1).

%% note_on_demand_files(+Groups) is det.
%
%  Groups is a list of Group-Needs-Files: the groups of the host's modules
%  compiled at their first use, each after the groups Needs, from Files,
%  a list of Module-Path in the order they load.
note_on_demand_files(Groups) :-
    retractall(on_demand_group(_, _)),
    retractall(on_demand_file(_, _, _)),
    forall(member(Group-Needs-Files, Groups),
           (   assertz(on_demand_group(Group, Needs)),
               forall(member(Module-Path, Files),
                      assertz(on_demand_file(Group, Module, Path)))
           )).

%% need_module(+Module) is det.
%
%  Module, one of the host's modules, is loaded: compiled with its group
%  if it was not.
need_module(Module) :-
    (   on_demand_file(Group, Module, _)
    ->  need_group(Group)
    ;   throw(error(existence_error(host_module, Module), need_module/1))
    ).

need_group(Group) :-
    (   loaded(Group)
    ->  true
    ;   on_demand_group(Group, Needs),
        forall(member(Need, Needs), need_group(Need)),
        forall(on_demand_file(Group, _, Path), compile_host_file(Path)),
        assertz(loaded(Group))
    ).

%  Compiled as the host's files are at the start (Rust's
%  load_module_string): into its module, imported nowhere. use_module/1
%  would import its exports into user, where a user's program would see
%  them (current_predicate/1) and run them (a `scan_file(a, b)` typed at
%  the prompt ran the loader's); use_module(Path, []) does not load a
%  file (Scryer reads it as "remove the imports of Path").
%  The engine's loader closes the stream at the file's end.
compile_host_file(Path) :-
    open(Path, read, Stream),
    catch(loader:file_load(Stream, Path),
          Error,
          ( catch(close(Stream), _, true),
            throw(Error) )).

%% loaded_module(?Module) is nondet.
%
%  Module, one of the host's modules compiled at their first use, is
%  loaded. (current_module/1 is no test of it: Scryer counts a module
%  as soon as a clause names it in a qualified call; and a module that
%  imports a dynamic predicate does not see the clauses asserted later.)
loaded_module(Module) :-
    on_demand_file(Group, Module, _),
    loaded(Group).
