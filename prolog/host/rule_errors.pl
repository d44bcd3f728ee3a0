/** Errors and runaway rules named at the rule: the predicate, its file and line.

The engine keeps no backtrace: an error that escapes a game command says
what was raised (`error(type_error(evaluable, foo/0), (is)/2)`) and not
which of the rulebook's clauses raised it. A game command is a relation
over the game's state (one term the toplevel checkpoints, the dice drawn
from the host's seeded generator), so once a command has raised, its run
is replayed from the checkpoint under a small interpreter of the rules'
own clauses, as the loader read them with their lines: the interpreter
notes the clause whose body called the goal that raised (or, for a
runaway, the last clause it entered), and the command is reported at it.
Nothing of this runs while a command does not raise: the replay is paid
for by the command that failed, once. The interpreter is the rules
themselves, compiled again: at the first replay after the rules were
(re)loaded, each rule's clauses are asserted here as a predicate of this
module ('Module:Name'), every body goal wrapped to note where it raised,
so a replay runs at a fraction of the engine's own speed (a Replica
search: 0.1 s, replayed in 1 s), not at an interpreter's.

The replay leaves no trace: its output goes nowhere (messages quiet, the
current output a null stream, boards not drawn), the generator is put
back where the failed command left it, computer turns are not autosaved,
and the game is rolled back to the checkpoint after it. A replay that
would ask the player something stops there (the question is not asked
twice): the error is then told without its place.

Game commands, computer turns, `hint.` and `why/1` run under a budget of
inferences (command_budget/1), far above what any shipped command needs:
a rule that loops stops with the place where it was.
*/
:- module(rule_errors, [command_budget/1,
                        set_command_budget/1,
                        command_answer/6,
                        budgeted_goal/3,
                        located_error/3,
                        told_hook/1,
                        hook_error_told/2,
                        untold_hooks/1,
                        interrupt_ball/1,
                        error_words/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(error)).
:- use_module(library(charsio)).
:- use_module(library(format)).
:- use_module(library(util), [put_global/2]).
:- use_module(library(text)).
:- use_module(library(dice), [rng_state/2, set_rng_state/2]).
:- use_module(library(game_hooks)).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).

:- meta_predicate(untold_hooks(0)).

:- dynamic(rule_key/2).
:- dynamic(rule_local/2).
:- dynamic(rule_export/2).
:- dynamic(indexed_generation/1).

/* The budget. */

%% command_budget(-Budget) is det.
%
%  Game commands, computer turns, `hint.`, `why/1` and each computer turn
%  of `conquest simulate` stop after Budget inferences: 200 000 000 (ten
%  to twenty seconds) unless set_command_budget/1 changed it, `infinite`
%  for none (then a command runs uncounted, as any query without a limit).
command_budget(Budget) :-
    (   bb_get('rule_errors:budget', Budget0)
    ->  Budget = Budget0
    ;   Budget = 200000000
    ).

%% set_command_budget(+Budget) is det.
%
%  Budget is a number of inferences of at least 1000, or `infinite`.
set_command_budget(Budget) :-
    (   Budget == infinite
    ->  bb_put('rule_errors:budget', infinite)
    ;   must_be(integer, Budget),
        (   Budget < 1000
        ->  throw(error(domain_error(at_least_1000, Budget), set_command_budget/1))
        ;   put_global('rule_errors:budget', Budget)
        )
    ).

%  The replay of a runaway stops at 50 000 000 inferences, or at the
%  budget when it is smaller: it looks for where the rule runs, not for
%  its end. The replay of an error has the budget (a command without one,
%  a thousand million inferences).
replay_budget(limit, Budget0, Budget) :-
    (   Budget0 == infinite
    ->  Budget = 50000000
    ;   Budget is min(Budget0, 50000000)
    ).
replay_budget(error, Budget0, Budget) :-
    (   Budget0 == infinite
    ->  Budget = 1000000000
    ;   Budget = Budget0
    ).

/* A toplevel command that raised or ran away. */

%% command_answer(+Goal, +Checkpoint, +Point, +Limit, +Answer0, -Answer) is det.
%
%  Goal, a game command typed at the toplevel, ended with Answer0
%  (exception(Text) or limit_exceeded(Limit)); Checkpoint is the game
%  before it (some(C) or none), Point where the toplevel goes back to:
%  Checkpoint, or for a command stopped by its budget while computers
%  played, the game after the last turn they finished. Answer is
%  refused(Text) with Text naming the rule where it raised or ran when it
%  was stopped, the game put back at Point; else Answer0 (Ctrl-C, halt, or
%  a replay that did not meet the error again). In a served game Text is
%  in the language of whoever typed the command, whose answer it is.
command_answer(Goal, Checkpoint, Point, Limit, Answer0, Answer) :-
    (   event_langs([Lang|_])
    ->  lang(Lang0),
        setup_call_cleanup(set_lang(Lang),
                           command_answer_(Goal, Checkpoint, Point, Limit, Answer0, Answer),
                           set_lang(Lang0))
    ;   command_answer_(Goal, Checkpoint, Point, Limit, Answer0, Answer)
    ).

command_answer_(Goal, Checkpoint, Point, Limit, Answer0, Answer) :-
    (   Point \== Checkpoint,
        Answer0 = limit_exceeded(_)
    ->  % the computers' turns since the last one they finished
        Replayed = play:play_computers,
        Undone = rule_turns_kept
    ;   Replayed = Goal,
        Undone = rule_command_undone
    ),
    (   replayable(Answer0),
        Point = some(C),
        answer_kind(Answer0, Kind),
        catch(replayed(Replayed, C, Limit, Kind, Outcome), _, fail),
        outcome_text(Outcome, Limit, Text0)
    ->  undone(Undone, Text0, Text),
        atom_chars(Atom, Text),
        Answer = refused(Atom)
    ;   Answer0 = limit_exceeded(Budget)
    ->  % the toplevel's own message names its inference limit, not this one
        rollback(Point),
        budget_setting(Setting),
        message_text(rule_budget_unplaced(Budget, Setting), Text0),
        undone(Undone, Text0, Text),
        atom_chars(Atom, Text),
        Answer = refused(Atom)
    ;   Answer = Answer0
    ).

undone(Key, Text0, Text) :-
    message_text(Key, Undone),
    append(Text0, ['\n'|Undone], Text).

rollback(none).
rollback(some(C)) :-
    catch(game_hook(game_rollback(C)), _, true).

answer_kind(exception(_), error).
answer_kind(limit_exceeded(_), limit).

%  Ctrl-C (the engine's own interrupt, or a host call's) is no rule's
%  error: it is not replayed.
replayable(exception(Text)) :-
    \+ sub_atom(Text, 0, _, _, 'error(host_error(interrupted)'),
    \+ sub_atom(Text, 0, _, _, 'error(\'$interrupt_thrown\'').
replayable(limit_exceeded(_)).

%  Runs Goal again from the checkpoint C under the interpreter, and puts
%  the game, the generator and the output back as they were.
replayed(Goal, C, Limit, Kind, Outcome) :-
    rng_state(Seed, Position),
    (   bb_get('game:turn_finished', Finished)
    ->  true
    ;   Finished = true
    ),
    quiet_now(Quiet),
    current_output(Out),
    open('/dev/null', write, Null),
    setup_call_cleanup(( bb_put('game:turn_finished', true),
                         set_quiet(true),
                         set_output(Null),
                         game_hook(game_rollback(C)) ),
                       replay(user:Goal, Limit, Kind, Outcome),
                       ( set_output(Out),
                         close(Null),
                         set_quiet(Quiet),
                         bb_put('game:turn_finished', Finished),
                         set_rng_state(Seed, Position),
                         game_hook(game_rollback(C)) )).

quiet_now(Quiet) :-
    (   quiet
    ->  Quiet = true
    ;   Quiet = false
    ).

/* Budgeted goals (a simulated game). */

%% budgeted_goal(:Goal, :Rewind, +Context) is semidet.
%
%  Runs Goal once under command_budget/1. An error it raises, or the
%  budget running out, is thrown as error(rule_error(Text), Context),
%  Text (an atom) naming the rule as command_answer/5 does: Rewind puts
%  back what Goal depends on (the generator) before the replay.
budgeted_goal(Goal, Rewind, Context) :-
    command_budget(Budget),
    call_budget(Budget, Limit),
    catch(call_with_inference_limit(Goal, Limit, Result), Error, true),
    (   nonvar(Error)
    ->  (   interrupt_ball(Error)
        ->  throw(Error)
        ;   Error = error(rule_error(_), _)
        ->  throw(Error)
        ;   located_or_plain(Goal, Rewind, Budget, Error, Text),
            throw(error(rule_error(Text), Context))
        )
    ;   Result == inference_limit_exceeded
    ->  located_or_plain(Goal, Rewind, Budget, limit, Text),
        throw(error(rule_error(Text), Context))
    ;   true
    ).

call_budget(Budget, Limit) :-
    (   Budget == infinite
    ->  Limit = 1000000000000000000
    ;   Limit = Budget
    ).

located_or_plain(Goal, Rewind, Budget, Error, Text) :-
    (   Error == limit
    ->  Kind = limit
    ;   Kind = error
    ),
    quiet_now(Quiet),
    current_output(Out),
    open('/dev/null', write, Null),
    (   catch(setup_call_cleanup(( call(Rewind),
                                   set_quiet(true),
                                   set_output(Null) ),
                                 replay(Goal, Budget, Kind, Outcome),
                                 ( set_output(Out),
                                   close(Null),
                                   set_quiet(Quiet) )),
              _,
              fail),
        outcome_text(Outcome, Budget, Text0)
    ->  Text1 = Text0
    ;   Error == limit
    ->  budget_setting(Setting),
        message_text(rule_budget_unplaced(Budget, Setting), Text1)
    ;   error_said(Error, Said),
        message_text(rule_error_unplaced(Said), Text1)
    ),
    atom_chars(Text, Text1).

%% interrupt_ball(@Ball) is semidet.
%
%  Ball is what Ctrl-C throws (the host's request, or the engine's own
%  interrupt): it stops the command and is never told as a rule's error.
interrupt_ball(Ball) :-
    (   subsumes_term(error(host_error(interrupted), _), Ball)
    ;   subsumes_term(error('$interrupt_thrown', _), Ball)
    ),
    !.

/* A save's check that raised. */

%% located_error(:Goal, +Error, -Said) is det.
%
%  Goal (a check with no side effect, such as the rulebook's
%  state_error/2 on a save's state) raised Error: Said says what it
%  raised in words, and where, when the replay finds the rule; for the
%  ~s of a message: characters, or a message inside that message
%  (message(Key), read in each reader's language: text:message_text/2).
located_error(Goal, Error, Said) :-
    error_said(Error, Said0),
    (   catch(replay(Goal, 50000000, error, raised(_, Where)), _, fail)
    ->  where_args(Where, Key, File, Line),
        Said = message(rule_error_said_at(Said0, Key, File, Line))
    ;   Said = Said0
    ).

/* A hook of the game whose error is told and read as no answer. */

%% told_hook(+Goal) is nondet.
%
%  game_hook(Goal), for a host call that goes on without the game's
%  answer (a text, the help, whether the game is over): an error Goal
%  raises is told at its rule (hook_raised/2) and the call fails, so the
%  host falls back as when the hook has no answer and the game stays as
%  it is. Ctrl-C goes on. A hook that raises while such an error is being
%  told (the game's message table, asked for the text of the telling)
%  just fails.
told_hook(Goal) :-
    catch(game_hook(Goal), Error, (hook_error_told(Goal, Error), fail)).

%% hook_error_told(+Goal, +Error) is det.
%
%  The game's Goal raised Error: told as told_hook/1 tells it (Ctrl-C
%  thrown again).
hook_error_told(Goal, Error) :-
    (   interrupt_ball(Error)
    ->  throw(Error)
    ;   bb_get('rule_errors:telling_hook', true)
    ->  true
    ;   functor(Goal, Name, Arity),
        setup_call_cleanup(bb_put('rule_errors:telling_hook', true),
                           ( hook_said(Goal, Error, Said),
                             say(hook_raised(Name/Arity, Said)) ),
                           bb_put('rule_errors:telling_hook', false))
    ).

%% untold_hooks(:Goal) is semidet.
%
%  once(Goal), told_hook/1 failing without a word on an error meanwhile:
%  for what the host asks often of the game (the words to complete
%  before every prompt), whose error is told where the player asks.
untold_hooks(Goal) :-
    (   bb_get('rule_errors:telling_hook', true)
    ->  once(Goal)
    ;   setup_call_cleanup(bb_put('rule_errors:telling_hook', true),
                           once(Goal),
                           bb_put('rule_errors:telling_hook', false))
    ).

hook_said(Goal, Error, Said) :-
    (   game_hook_module(Goal, Module),
        catch(located_error(Module:Goal, Error, Said0), _, fail)
    ->  Said = Said0
    ;   error_said(Error, Said)
    ).

/* What the replay found, in words. */

outcome_text(raised(Error, Where), _, Text) :-
    error_said(Error, Said),
    where_args(Where, Key, File, Line),
    message_text(rule_error_at(Key, File, Line, Said), Text).
outcome_text(ran_away(Where), Limit, Text) :-
    where_args(Where, Key, File, Line),
    budget_setting(Setting),
    message_text(rule_budget_at(Limit, Setting, Key, File, Line), Text).

%  How the budget is changed where it ran out: at the toplevel by
%  set_command_budget/1, in `conquest simulate` by its --budget option
%  (which sets 'rule_errors:budget_setting').
budget_setting(Setting) :-
    (   bb_get('rule_errors:budget_setting', Setting0)
    ->  Setting = Setting0
    ;   Setting = 'set_command_budget(N)'
    ).

where_args(where(_, Key, Path, Line), Key, File, Line) :-
    shown_path(Path, File).

%  What Error means, then the term itself: the words a message inside
%  the message, read in each reader's language.
error_said(Error, Said) :-
    error_chars(Error, Term),
    (   error_words(Error, Key),
        catch(message_text(Key, _), _, fail)
    ->  Said = message(rule_error_words(message(Key), Term))
    ;   Said = Term
    ).

error_chars(Error, Chars) :-
    catch(write_term_to_chars(Error, [quoted(true), max_depth(10), double_quotes(true)], Chars0),
          _,
          Chars0 = "<unprintable>"),
    % A list of its own: the engine's string of the text, kept inside a
    % message rendered later, was read back as other cells (Scryer 0.10).
    append(Chars0, [], Chars).

%% error_words(+Error, -Key) is semidet.
%
%  Key is the host's message (host_messages.pl) that says what the ISO
%  error Error means.
error_words(error(Formal, _), Key) :-
    nonvar(Formal),
    formal_words(Formal, Key).

formal_words(instantiation_error, error_instantiation).
formal_words(uninstantiation_error(Culprit), error_uninstantiation(Culprit)).
formal_words(type_error(evaluable, Culprit), error_not_evaluable(Culprit)) :- !.
formal_words(type_error(Type, Culprit), error_type(Culprit, Type)).
formal_words(domain_error(Domain, Culprit), error_domain(Culprit, Domain)).
formal_words(existence_error(procedure, PI), error_unknown_procedure(PI)) :- !.
formal_words(existence_error(Kind, What), error_existence(Kind, What)).
formal_words(permission_error(Action, Type, Culprit), error_permission(Action, Type, Culprit)).
formal_words(representation_error(What), error_representation(What)).
formal_words(evaluation_error(What), error_evaluation(What)).
formal_words(resource_error(What), error_resource(What)).
formal_words(syntax_error(What), error_syntax(What)).
formal_words(system_error, error_system).

/* The replay. */

%  Runs Goal under the interpreter, to meet again what stopped it (Kind:
%  an error, or the limit of Budget0 inferences). Outcome is
%  raised(Error, Where) for the error Goal raised and the clause whose
%  body raised it, ran_away(Where) for the clause it last entered when
%  its budget ran out; fails when the replay does not meet what the run
%  met. The interpreter takes several inferences for each of the engine's:
%  the replay of an error may use the command's whole budget (it raised
%  within it), that of a runaway looks for where it runs, not for its end.
replay(Goal, Budget0, Kind, Outcome) :-
    replay_budget(Kind, Budget0, Budget),
    rule_index,
    bb_put('rule_errors:raised', none),
    bb_put('rule_errors:at', none),
    goal_module(Goal, M, G),
    catch(call_with_inference_limit(solve(M, G), Budget, Result), Error, true),
    (   nonvar(Error)
    ->  Kind == error,
        Error \= '$rule_errors_unreplayable',
        bb_get('rule_errors:raised', raised(Error0, Where)),
        variant(Error0, Error),
        Outcome = raised(Error, Where)
    ;   Result == inference_limit_exceeded
    ->  Kind == limit,
        bb_get('rule_errors:at', Where),
        Where \== none,
        Outcome = ran_away(Where)
    ;   fail
    ).

goal_module(M:G, M, G) :-
    atom(M),
    nonvar(G),
    !.
goal_module(G, user, G).

variant(A, B) :-
    subsumes_term(A, B),
    subsumes_term(B, A).

%  The interpreter: Goal in Module, as its clause bodies are.
solve(M, G) :-
    body(M, none, G, Body),
    call(Body).

%  A goal made at run time (call/1, a hook called through a variable).
solve_var(M, W, G) :-
    (   var(G)
    ->  guard(M, W, call(G))
    ;   body(M, W, G, Body),
        call(Body)
    ).

%  A closure of maplist/N, foldl/N, call/N with its extra arguments.
closure(M, W, P, A1) :- closure_goal(M, W, P, [A1]).
closure(M, W, P, A1, A2) :- closure_goal(M, W, P, [A1, A2]).
closure(M, W, P, A1, A2, A3) :- closure_goal(M, W, P, [A1, A2, A3]).
closure(M, W, P, A1, A2, A3, A4) :- closure_goal(M, W, P, [A1, A2, A3, A4]).
closure(M, W, P, A1, A2, A3, A4, A5) :- closure_goal(M, W, P, [A1, A2, A3, A4, A5]).
closure(M, W, P, A1, A2, A3, A4, A5, A6) :- closure_goal(M, W, P, [A1, A2, A3, A4, A5, A6]).

closure_goal(M, W, P, Args) :-
    (   var(P)
    ->  G =.. [call, P|Args],
        guard(M, W, G)
    ;   P = M1:P1,
        atom(M1)
    ->  closure_goal(M1, W, P1, Args)
    ;   P =.. L0,
        append(L0, Args, L),
        G =.. L,
        solve_var(M, W, G)
    ).

%  A predicate of the rules, Name/Arity of module M, runs as the
%  predicate 'M:Name' of this module: its clauses are the rules' own, each
%  body made to note that it was entered and to run its goals under the
%  interpreter (index_clause/5). The engine resolves them as it resolves
%  the rules (their first-argument index, their cuts), and copies no game
%  state at a call.
interpreted_goal(M, G, Goal) :-
    G =.. [N|Args],
    interpreted_name(M, N, Name),
    Goal =.. [Name|Args].

interpreted_name(M, N, Name) :-
    atom_concat(M, ':', Prefix),
    atom_concat(Prefix, N, Name).

entered(W) :-
    bb_put('rule_errors:at', W).

%  A goal the interpreter does not enter (a built-in, a library's or the
%  host's predicate): an error it raises is noted at W, unless an inner
%  clause already noted it on its way out.
guard(M, W, G) :-
    catch(M:G, E, (noted(E, W), throw(E))).

noted(E, W) :-
    (   W == none
    ->  true
    ;   E == '$rule_errors_unreplayable'
    ->  true
    ;   bb_get('rule_errors:raised', raised(E0, _)),
        variant(E0, E)
    ->  true
    ;   bb_put('rule_errors:raised', raised(E, W))
    ).

unreplayable :-
    throw('$rule_errors_unreplayable').

%% body(+M, +W, +Goal, -Body) is det.
%
%  Body runs Goal (of a clause of module M at W) under the interpreter.
body(M, W, G, Body) :-
    var(G),
    !,
    Body = rule_errors:solve_var(M, W, G).
body(_, W, M:G, Body) :-
    atom(M),
    !,
    (   var(G)
    ->  Body = rule_errors:solve_var(M, W, G)
    ;   body(M, W, G, Body)
    ).
body(_, _, !, !) :-
    !.
body(M, W, V^G0, V^G) :-
    !,
    body(M, W, G0, G).
body(M, W, G0, G) :-
    control(G0, G, Parts0, Parts),
    !,
    maplist(body(M, W), Parts0, Parts).
body(M, W, G0, Body) :-
    meta_goal(G0, G, Parts0, Parts),
    \+ G0 = catch(_, _, _),
    \+ G0 = call(_),
    !,
    maplist(body(M, W), Parts0, Parts),
    Body = rule_errors:guard(M, W, G).
body(M, W, catch(G0, E, R0), catch(G, E, R)) :-
    !,
    body(M, W, G0, G),
    body(M, W, R0, R).
body(M, W, call(G0), call(G)) :-
    !,
    body(M, W, G0, G).
body(M, W, phrase(G, L), Body) :-
    nonterminal(G),
    !,
    Body = rule_errors:closure(M, W, G, L, []).
body(M, W, phrase(G, L, R), Body) :-
    nonterminal(G),
    !,
    Body = rule_errors:closure(M, W, G, L, R).
body(M, W, remembered(K, T, G0, L), Body) :-
    !,
    body(M, W, G0, G),
    Body = rule_errors:guard(M, W, remembered(K, T, G, L)).
body(M, W, ignore(G0), Body) :-
    !,
    body(M, W, G0, G),
    Body = rule_errors:guard(M, W, ignore(G)).
body(M, W, G0, Body) :-
    G0 =.. [call, P|Args],
    Args \== [],
    !,
    G =.. [call, rule_errors:closure(M, W, P)|Args],
    Body = rule_errors:guard(M, W, G).
body(M, W, G0, Body) :-
    closure_meta(G0, G, P, rule_errors:closure(M, W, P)),
    !,
    Body = rule_errors:guard(M, W, G).
body(_, _, G, Body) :-
    replay_stand_in(G, Body),
    !.
body(M, W, G, Body) :-
    functor(G, N, A),
    (   resolved(M, N/A, M1)
    ->  interpreted_goal(M1, G, Goal),
        Body = rule_errors:Goal
    ;   Body = rule_errors:guard(M, W, G)
    ).

%  A grammar body that is a single non-terminal.
nonterminal(G) :-
    callable(G),
    G \= [_|_],
    G \= [],
    G \= {_},
    G \= _:_,
    \+ control(G, _, _, _),
    G \== !.

%  The library's meta-predicates that call a closure with more arguments.
closure_meta(maplist(P, A), maplist(C, A), P, C).
closure_meta(maplist(P, A, B), maplist(C, A, B), P, C).
closure_meta(maplist(P, A, B, D), maplist(C, A, B, D), P, C).
closure_meta(maplist(P, A, B, D, E), maplist(C, A, B, D, E), P, C).
closure_meta(foldl(P, A, B, D), foldl(C, A, B, D), P, C).
closure_meta(foldl(P, A, B, D, E), foldl(C, A, B, D, E), P, C).
closure_meta(foldl(P, A, B, D, E, F), foldl(C, A, B, D, E, F), P, C).
closure_meta(include(P, A, B), include(C, A, B), P, C).
closure_meta(exclude(P, A, B), exclude(C, A, B), P, C).

%  The host's predicates a replay must not run: a question would be asked
%  twice, a board drawn twice.
replay_stand_in(ask(_, _), rule_errors:unreplayable).
replay_stand_in(cancellable_questions(_), rule_errors:unreplayable).
replay_stand_in(display_map, true).
replay_stand_in(display_board(_), true).
replay_stand_in(game_hook(G), rule_errors:solve_var(user, none, G)).

%  The module whose clauses the interpreter runs for Key called in M: M's
%  own, else the game module that exports Key. Fails for predicates it
%  leaves to the engine (facts only, dynamic ones, grammar rules, the
%  host's and the libraries').
resolved(M, Key, M1) :-
    (   rule_local(M, Key)
    ->  rule_key(M, Key),
        M1 = M
    ;   rule_export(Key, M1),
        rule_key(M1, Key)
    ->  true
    ).

/* The rules' clauses, as the loader read them. */

%  Asserted once for each version of the loaded rules (the loader counts
%  them): a replay after a make. reads them again.
rule_index :-
    rules_generation(Generation),
    (   indexed_generation(Generation)
    ->  true
    ;   forall(rule_key(M, N/A),
               ( functor(G, N, A),
                 interpreted_goal(M, G, Goal),
                 retractall(rule_errors:Goal) )),
        retractall(rule_key(_, _)),
        retractall(rule_local(_, _)),
        retractall(rule_export(_, _)),
        retractall(indexed_generation(_)),
        files(Files),
        findall(Key-M, ( member(file(_, info(game, _, M, Exports, _, _, _)), Files),
                         M \== user,
                         member(Export, Exports),
                         export_key(Export, Key) ),
                Exported),
        forall(member(Key-M, Exported), assertz(rule_export(Key, M))),
        findall(M-Key-c(Path, Line, Clause),
                source_clause(Files, M, Key, Path, Line, Clause),
                Clauses0),
        overridden(Clauses0, Clauses),
        findall(M-Key, member(M-Key-_, Clauses), Locals0),
        sort(Locals0, Locals),
        forall(member(M-Key, Locals), assertz(rule_local(M, Key))),
        interpreted_keys(Clauses, Keys),
        forall(member(M-Key, Keys), assertz(rule_key(M, Key))),
        forall(( member(M-Key-c(Path, Line, Clause), Clauses),
                 memberchk(M-Key, Keys) ),
               index_clause(M, Key, Path, Line, Clause)),
        assertz(indexed_generation(Generation))
    ).

export_key(N/A, N/A).
export_key(N//A0, N/A) :-
    A is A0 + 2.

source_clause(Files, M, Key, Path, Line, Clause) :-
    member(file(Path, info(Kind, _, _, _, _, _, _)), Files),
    memberchk(Kind, [game, user]),
    file_info_clauses(Path, Cs),
    member(clause(Line, M0, Clause0, _), Cs),
    clause_module_key(Clause0, M0, M, Key),
    strip_head_module(Clause0, Clause1),
    (   Clause1 = (_ --> _)
    ->  catch(dcgs:dcg_rule(Clause1, Clause), _, fail)
    ;   Clause = Clause1
    ).

%  A user's file that defines a game module's predicate replaces its
%  clauses: only the last file's are run.
overridden(Clauses0, Clauses) :-
    findall(M-Key-Path, member(M-Key-c(Path, _, _), Clauses0), Owners0),
    sort(Owners0, Owners),
    findall(C, ( member(C, Clauses0),
                 C = M-Key-c(Path, _, _),
                 last_owner(Owners, M, Key, Path) ),
            Clauses).

last_owner(Owners, M, Key, Path) :-
    findall(P, member(M-Key-P, Owners), Paths),
    (   Paths = [_, _|_]
    ->  files(Files),
        findall(P, ( member(file(P, _), Files), memberchk(P, Paths) ), InOrder),
        last(InOrder, Path)
    ;   true
    ).

%  The predicates worth entering: a rule with a body (grammar rules
%  translated), not dynamic.
interpreted_keys(Clauses, Keys) :-
    findall(M-Key, ( member(M-Key-c(_, _, Clause), Clauses),
                     Clause = (_ :- Body),
                     Body \== true ),
            Keys0),
    sort(Keys0, Keys1),
    findall(M-Key, ( member(M-Key, Keys1),
                     \+ dynamic_key(M, Key) ),
            Keys).

dynamic_key(M, N/A) :-
    functor(H, N, A),
    catch(predicate_property(M:H, dynamic), _, fail).

index_clause(M, Key, Path, Line, Clause) :-
    (   Clause = (H :- B0)
    ->  true
    ;   H = Clause,
        B0 = true
    ),
    W = where(M, Key, Path, Line),
    body(M, W, B0, B),
    interpreted_goal(M, H, Head),
    assertz(rule_errors:(Head :- rule_errors:entered(W), B)).
