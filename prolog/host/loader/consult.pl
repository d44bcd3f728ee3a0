/** The loader's public face: consult, make, listing, and loading a game.

The toplevel, the host (src/engine/) and a user at the prompt reach the
loader through this module. Most of the loader is compiled at its first
use (host/on_demand.pl), when a file is consulted or a game's rules load:
this module defines the doors to it. Where each part lives, in
prolog/host/loader/:

| file           | what                                                      |
|----------------|-----------------------------------------------------------|
| terms.pl       | what a clause defines; the goals inside control and meta-calls |
| files.pl       | the loaded files and what each defines; paths             |
| user.pl        | the user module and what it imports                       |
| rewrite.pl     | the user's goals made safe, in their files and their queries |
| deferral.pl    | a game's rules loaded with the first query that needs them |
| scan.pl        | reading a file whole before loading it; syntax errors     |
| expansion.pl   | the hooks into the engine's loader: directives, rewrites  |
| load.pl        | consult/1 and friends; loading one file, its files first  |
| rulebook.pl    | loading a game, now or with the first query needing it   |
| make.pl        | make/0                                                    |
| listing.pl     | listing/0,1; the rule that gives a refusal                |
| check.pl       | check/0: undefined calls, reasons why/1 cannot locate     |

Compiled at their first use: scan, expansion, load, rulebook, make,
listing (with host/syntax_position.pl and host/rule_errors.pl), and
check after them.

A user changes a game rule from a file of their own by writing its clauses
module-qualified (`conquest_map:continent(as, 'Asia', 7).`): they replace
the rule's clauses in the game's module whenever that module loads, and
make/0 reloads what imports it. After `:- extend(Module:Name/Arity).` they
replace only the game's clauses of their first argument and add the rest
(loader_expansion:extend_clause/6).

The toplevel's part of it (make/0, listing/0,1, check/0, sandbox_check/1)
is imported into `user` (loader_user:start_user/1).
*/
:- module(consult, [start_user/1,
                    rewrite_goal/2,
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
                    check/0,
                    check_report/2,
                    sandbox_check/1,
                    loaded_file/2,
                    game_modules/1,
                    predicate_source/4,
                    reason_source/4]).

:- use_module(library(loader_files), [loaded_file/2, game_modules/1, predicate_source/4]).
:- use_module(library(loader_user), [start_user/1, module_exports/2]).
:- use_module(library(loader_rewrite), [rewrite_goal/2]).
:- use_module(library(loader_deferral), [defer_rulebook/1,
                                         load_rulebook_for/1,
                                         load_deferred_rulebook/0]).
:- use_module(library(on_demand), [need_module/1]).

%  The doors to the loader's modules compiled at their first use, each
%  named as the predicate behind it.

%% load_rulebook(+Dir) is det.
load_rulebook(Dir) :-
    need_module(loader_rulebook),
    loader_rulebook:load_rulebook(Dir).

%% consult_files(+Files) is det.
consult_files(Files) :-
    need_module(loader_load),
    loader_load:consult_files(Files).

%% consult_user is det.
consult_user :-
    need_module(loader_load),
    loader_load:consult_user.

%% ensure_loaded_files(+Files) is det.
ensure_loaded_files(Files) :-
    need_module(loader_load),
    loader_load:ensure_loaded_files(Files).

%% use_module_file(+Spec) is det.
use_module_file(Spec) :-
    need_module(loader_load),
    loader_load:use_module_file(Spec).

%% use_module_file(+Spec, +Imports) is det.
use_module_file(Spec, Imports) :-
    need_module(loader_load),
    loader_load:use_module_file(Spec, Imports).

%% make is det.
make :-
    need_module(loader_make),
    loader_make:make.

%% unloaded_rule_files(-Paths) is det.
unloaded_rule_files(Paths) :-
    need_module(loader_make),
    loader_make:unloaded_rule_files(Paths).

%% listing is det.
listing :-
    need_module(loader_listing),
    loader_listing:listing.

%% listing(+Spec) is det.
listing(Spec) :-
    need_module(loader_listing),
    loader_listing:listing(Spec).

%% reason_source(+Reason, +Hint, -Key, -Place) is semidet.
reason_source(Reason, Hint, Key, Place) :-
    need_module(loader_listing),
    loader_listing:reason_source(Reason, Hint, Key, Place).

%% check is semidet.
%
%  The toplevel's check/0 (loader_check:check/0, compiled at its first
%  use).
check :-
    need_module(loader_check),
    loader_check:check.

%% check_report(+Paths, -Count) is det.
%
%  `conquest check`'s report (loader_check:check_report/2).
check_report(Paths, Count) :-
    need_module(loader_check),
    loader_check:check_report(Paths, Count).

%% sandbox_check(+Goal) is det.
%
%  The toplevel's sandbox_check/1 (sandbox:sandbox_check/1, compiled at
%  its first use).
sandbox_check(Goal) :-
    need_module(sandbox),
    sandbox:sandbox_check(Goal).
