/** The toplevel's Prolog half: reading, running and answering a user's query.

The Rust toplevel never hands raw user text to the engine's parser (it
panics on bad syntax). It passes the text as a code list to
toplevel_answer/2, which parses it under catch/3 (a syntax error names its
line and column), runs it under an inference limit and prints each
solution the way Scryer names variables and brackets operators, in GNU
Prolog's layout: one binding a line, then `yes` or `no` (printed by the
host). The host asks `;` / `a` / Enter with one key press.

It also keeps the session's settings (the inference limit, the autosave
file), the help, and the list of games.
*/
:- module(toplevel, [serve/2,
                     toplevel_answer/3,
                     halt_toplevel/1,
                     halting/1,
                     help/0,
                     help/1,
                     games/0,
                     play/1,
                     set_games/2,
                     set_inference_limit/1,
                     inference_limit/1,
                     completion_words/1,
                     help_line/4,
                     template_name/2,
                     command_template/4,
                     told_hook/1,
                     untold_hooks/1,
                     forget_command_names/0,
                     set_autosave_file/1,
                     autosave_point/0,
                     turn_finished/0,
                     resume_saved_game/1]).

:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module(library(files)).
:- use_module(library(error)).
%  The host's modules loaded before this file (src/engine/mod.rs loads
%  them in the order of HOST_FILES in src/rules.rs): use_module of their files
%  would compile them again (Scryer 0.10 reloads a file at every
%  use_module), so they are imported by module name.
:- use_module(library(util)).
:- use_module(library(bridge)).
:- use_module(library(user_reads)).
:- use_module(library(game_hooks)).
:- use_module(library(text)).
:- use_module(library(storage)).
:- use_module(library(limits)).
:- use_module(library(session), [halt_toplevel/1, halting/1]).
:- use_module(library(on_demand), [loaded_module/1, need_module/1]).
:- use_module(library(consult)).
:- use_module(library(loader_files), [rules_generation/1]).
:- use_module(library(loader_deferral), [rulebook_chosen/0]).

/* The parts compiled at their first use (host/on_demand.pl). */

%  The rule errors' replay (rule_errors.pl) is compiled with the loader,
%  at the first load of a file: before it no hook of a game is set (the
%  loader sets them), so a hook has no game's rule to raise in.
told_hook(Goal) :-
    (   loaded_module(rule_errors)
    ->  rule_errors:told_hook(Goal)
    ;   game_hook(Goal)
    ).

:- meta_predicate(untold_hooks(0)).
untold_hooks(Goal) :-
    (   loaded_module(rule_errors)
    ->  rule_errors:untold_hooks(Goal)
    ;   once(Goal)
    ).

command_budget(Budget) :-
    need_module(rule_errors),
    rule_errors:command_budget(Budget).

command_answer(Goal, Checkpoint, Point, Limit, Answer0, Answer) :-
    need_module(rule_errors),
    rule_errors:command_answer(Goal, Checkpoint, Point, Limit, Answer0, Answer).

%  The toplevel's parts that only some queries need: the help, the games
%  and the words to complete (toplevel/help.pl), a slip's hint
%  (toplevel/slips.pl), a syntax error told (toplevel/syntax.pl).

%% help is det.
help :-
    need_module(toplevel_help),
    toplevel_help:help.

%% help(+Name) is det.
help(Name) :-
    need_module(toplevel_help),
    toplevel_help:help(Name).

%% games is det.
games :-
    need_module(toplevel_help),
    toplevel_help:games.

%% play(+Game) is semidet.
play(Game) :-
    need_module(toplevel_help),
    toplevel_help:play(Game).

%% completion_words(-Words) is det.
completion_words(Words) :-
    need_module(toplevel_help),
    toplevel_help:completion_words(Words).

%  A hint only with a game: without one the error stays as scryer and GNU
%  Prolog word it.
slip_hint(Error, Hint) :-
    rulebook_chosen,
    need_module(toplevel_slips),
    toplevel_slips:slip_hint(Error, Hint).

syntax_answer(Chars, Error, Answer) :-
    need_module(toplevel_syntax),
    toplevel_syntax:syntax_answer(Chars, Error, Answer).

/* The inference limit. */

%% inference_limit(-Limit).
%
%  Queries typed at the toplevel stop after Limit inferences, `infinite`
%  when there is none. With a game the default is 50 000 000 (about five
%  seconds of work), so a rule that loops forever ends with a message
%  instead of a hang; in plain Prolog (`--game none`) there is no game to
%  protect and no default limit, as in the engines' own toplevels.
inference_limit(Limit) :-
    (   bb_get('toplevel:inference_limit', Limit0)
    ->  Limit = Limit0
    ;   bb_get('toplevel:games', games(_, none))
    ->  Limit = infinite
    ;   Limit = 50000000
    ).

%% set_inference_limit(+Limit).
%
%  Changes the inference limit of toplevel queries: a number of at least
%  1000, or `infinite` for none (a query then runs until it ends or Ctrl-C
%  stops it at a host call).
set_inference_limit(Limit) :-
    (   Limit == infinite
    ->  bb_put('toplevel:inference_limit', infinite)
    ;   must_be(integer, Limit),
        (   Limit < 1000
        ->  throw(error(domain_error(at_least_1000, Limit), set_inference_limit/1))
        ;   put_global('toplevel:inference_limit', Limit)
        )
    ).

/* Queries. */

%% serve(+Interactive, -Outcome) is det.
%
%  The toplevel loop: asks the host for the player's next query, runs it,
%  tells the host how it ended (the host prints `yes`, `no` or the error)
%  and autosaves the game, until the input ends (Outcome = eof) or a query
%  halts (Outcome = halt(Code)) or play/1 asks for another game (Outcome =
%  switch(Game, Lang)). Interactive is true at a terminal, where
%  each request carries the words the line editor completes.
%
%  The whole session is this one query, failing back into repeat/0 after
%  every query the player typed: that frees all a query used, where a
%  query run from Rust leaves some memory behind for good.
serve(Interactive, Outcome) :-
    repeat,
    next_query(Interactive, Query),
    (   Query == eof
    ->  !,
        Outcome = eof
    ;   answer_chars(Query, query, Answer),
        answer_fields(Answer, Fields),
        host_request([query_done|Fields], _),
        autosave_point,
        ending(Answer)
    ->  !,
        Outcome = Answer
    ;   fail
    ).

%  The answers that end the session: halt, or a switch to another game.
ending(halt(_)).
ending(switch(_, _)).

next_query(Interactive, Query) :-
    (   Interactive == true
    ->  completion_words(Words)
    ;   Words = []
    ),
    host_request([next_query|Words], Reply),
    (   Reply = [q|Escaped]
    ->  unescape_line(Escaped, Query)
    ;   Query = eof
    ).

%  The host escapes `\`, newlines and carriage returns: a reply is one line.
unescape_line([], []).
unescape_line([C|Cs], [D|Ds]) :-
    (   backslash(C),
        Cs = [E|Cs1],
        line_escape(E, D0)
    ->  D = D0,
        unescape_line(Cs1, Ds)
    ;   D = C,
        unescape_line(Cs, Ds)
    ).

line_escape(n, '\n').
line_escape(r, '\r').
line_escape(B, B) :-
    backslash(B).

% Scryer 0.10 reads '\\' followed by a comma as a syntax error.
backslash(C) :-
    char_code(C, 0'\\).

answer_fields(yes, [yes]).
answer_fields(no, [no]).
answer_fields(syntax_error(Text), [syntax_error, Text]).
answer_fields(exception(Text), [exception, Text]).
answer_fields(limit_exceeded(Limit), [limit_exceeded, Limit]).
answer_fields(refused(Text), [refused, Text]).
answer_fields(halt(Code), [halt, Code]).
answer_fields(switch(Game, Lang), [switch, Game, Lang]).

%% toplevel_answer(+Codes, +Mode, -Answer) is det.
%
%  Parses Codes (one clause of text ending in a full stop) and runs it:
%  with Mode `query` it prints its solutions (as many as the player asks
%  for), with Mode `goal` (a `-g` goal) it looks for one and prints
%  nothing. Answer is how it ended: yes, no, syntax_error(Text),
%  exception(Text), limit_exceeded(Limit) or halt(Code).
%
%  The query is deterministic for the engine: its solutions are walked
%  here, never by the host, since Scryer 0.10 can corrupt its trail when a
%  query is abandoned with choice points left.
toplevel_answer(Codes, Mode, Answer) :-
    maplist(char_code, Chars, Codes),
    answer_chars(Chars, Mode, Answer).

answer_chars(Chars, Mode, Answer) :-
    catch(read_term_from_chars(Chars, Goal0, [variable_names(Names)]), Error, true),
    (   nonvar(Error)
    ->  syntax_answer(Chars, Error, Answer)
    ;   Goal0 == end_of_file
    ->  Answer = yes
    ;   query_goal(Goal0, Goal),
        load_rulebook_for(Goal),
        % In a served game, who typed the query decides whether it runs
        % (seats.pl, compiled only for a served game; a local session
        % runs all).
        (   loaded_module(seats)
        ->  seats:speaker_gate(Goal0, Goal, Gate)
        ;   Gate = local
        ),
        (   Gate = answered(Answer0)
        ->  true
        ;   goal_limit(Goal, Limit0),
            (   Gate == local
            ->  Limit = Limit0
            ;   seats:gate_limit(Gate, Limit0, Limit)
            ),
            run_goal(Mode, Goal, Names, Limit, Answer0)
        ),
        (   Gate == local
        ->  true
        ;   seats:speaker_done(Gate)
        ),
        (   halting(Code)
        ->  Answer = halt(Code)
        ;   Answer = Answer0
        )
    ),
    discard_user_input.

%  A query's goal, with the goals the toplevel handles itself rewritten
%  (loading files, halt, reads of user_input).
query_goal(Goal0, Goal) :-
    (   var(Goal0)
    ->  Goal = call(Goal0)
    ;   list_command(Goal0, Command)
    ->  Goal = Command
    ;   Goal0 = [_|_]
    ->  Goal = consult:consult_files(Goal0)
    ;   rewrite_goal(Goal0, Goal)
    ).

%  `[validmoves].`, the seeds' Replica way to type a command: a list of
%  one atom naming a command of the loaded game without arguments runs it,
%  unless a file of that name exists (then it is consulted as in Prolog).
list_command([Command], Command) :-
    atom(Command),
    % consulting loads the rules too: loaded now, the game's commands are known
    load_rulebook_for(consult:consult_files([Command])),
    lang(Lang),
    once(command_template(Lang, _, Command, 0)),
    atom_concat(Command, '.pl', File),
    \+ catch(file_exists(Command), _, fail),
    \+ catch(file_exists(File), _, fail).

% A command of the game typed alone runs under the command budget, not the
% inference limit: with computer players one command can play many turns
% (a game of computers plays to its end). rule_errors.pl names the rule
% where a command raised or ran away. seat/2 hands a seat to a computer
% that may play at once: its turns are a command's too.
goal_limit(Goal, Limit) :-
    (   (   game_command(Goal)
        ;   nonvar(Goal),
            Goal = seat(_, _)
        )
    ->  command_budget(Limit)
    ;   inference_limit(Limit)
    ).

game_command(Goal) :-
    callable(Goal),
    functor(Goal, Name, _),
    command_names(Names),
    memberchk(Name, Names).

% The names of the game's commands, read from its help entries once and
% again after the rules are loaded or reloaded.
command_names(Names) :-
    rules_generation(Generation),
    (   bb_get('toplevel:command_names', known(Generation, Names0))
    ->  Names = Names0
    ;   % an error of the help table is told by help, not here
        untold_hooks(findall(N, ( help_line(_, game, Template, _),
                                  template_name(Template, N) ),
                             Names0)),
        sort(Names0, Names),
        bb_put('toplevel:command_names', known(Generation, Names))
    ).

%% forget_command_names is det.
%
%  The names of the game's commands are read again at the next query.
forget_command_names :-
    bb_put('toplevel:command_names', unknown).

run_goal(Mode, Goal, Names, Limit, Answer) :-
    remember_typed(Goal),
    checkpoint(Checkpoint),
    bb_put('toplevel:turn_checkpoint', none),
    (   catch(limited(Goal, Limit, ResVars, Result), Error, true),
        % Ctrl-C while a solution is shown, or its key read, stops the
        % query as it does while the goal runs
        catch(solution_answer(Mode, Error, Result, Names, ResVars, Limit, Answer0),
              Stopped,
              ( nl, error_answer(Stopped, Answer0) ))
    ->  true
    ;   Answer0 = no
    ),
    (   rolled_back(Answer0),
        game_command(Goal)
    ->  rollback_point(Answer0, Checkpoint, Point0),
        command_answer(Goal, Checkpoint, Point0, Limit, Answer0, Answer)
    ;   Answer = Answer0
    ),
    flush_output(user_output),
    (   rolled_back(Answer)
    ->  rollback_point(Answer, Checkpoint, Point),
        rollback(Point)
    ;   true
    ).

%  Result is `!` when Goal left no choice point, `true` when it did, or
%  `inference_limit_exceeded`. Without a limit the goal runs as in
%  scryer-prolog's own toplevel, which compares the engine's choice point
%  register before and after: call_with_inference_limit/3 counts every
%  call, and made a plain loop about 15% slower.
limited(Goal, infinite, ResVars, Result) :-
    !,
    '$get_b_value'(B0),
    call_residue_vars(user:Goal, ResVars),
    '$get_b_value'(B),
    (   B0 == B
    ->  Result = !
    ;   Result = true
    ).
limited(Goal, Limit, ResVars, Result) :-
    call_with_inference_limit(call_residue_vars(user:Goal, ResVars), Limit, Result).

%  A query that raised an error or ran away changes nothing: a rule that
%  throws half-way through a command (say, a bad edit) must not leave half a
%  turn behind. The game provides game_checkpoint/1 and game_rollback/1; a
%  game without them is not rolled back.
checkpoint(Checkpoint) :-
    (   catch(game_hook(game_checkpoint(C)), _, fail)
    ->  Checkpoint = some(C)
    ;   Checkpoint = none
    ).

%  Ctrl-C or the command budget during computer turns keeps the turns they
%  finished (a game of computers plays to its end in one query); anything
%  else goes back to the query's start.
rollback_point(Answer, Checkpoint, Point) :-
    (   (   Answer = exception(Text),
            interrupt_text(Text)
        ;   Answer = limit_exceeded(_)
        ),
        bb_get('toplevel:turn_checkpoint', some(C))
    ->  Point = some(C)
    ;   Point = Checkpoint
    ).

% Stopped by Ctrl-C: by the engine itself, or by a host call under way.
interrupt_text(Text) :-
    (   sub_atom(Text, 0, _, _, 'error(host_error(interrupted)')
    ->  true
    ;   sub_atom(Text, 0, _, _, 'error(\'$interrupt_thrown\'')
    ).

rollback(none).
rollback(some(C)) :-
    catch(game_hook(game_rollback(C)), _, true).

rolled_back(exception(_)).
rolled_back(limit_exceeded(_)).

% Fails to ask the goal for its next solution.
solution_answer(_, _, _, _, _, _, halt(Code)) :-
    halting(Code),
    !.
solution_answer(_, Error, _, _, _, _, Answer) :-
    nonvar(Error),
    !,
    error_answer(Error, Answer).
solution_answer(_, _, inference_limit_exceeded, _, _, Limit, limit_exceeded(Limit)) :-
    !.
solution_answer(goal, _, _, _, _, _, yes) :-
    !.
solution_answer(query, _, Result, Names, ResVars, _, yes) :-
    print_solution(Names, ResVars, Shown),
    (   Result == !
    ->  Last = true
    ;   Last = false
    ),
    host_request([solution, Last, Shown], Reply),
    (   Last == true
    ->  true
    ;   Reply == [s,t,o,p]
    ).

error_answer('$toplevel_halt'(Code), halt(Code)) :- !.
error_answer('$toplevel_switch'(Game, Lang), switch(Game, Lang)) :- !.
error_answer(Error0, Answer) :-
    (   stale_memory_ball(Error0)
    ->  Error = error(resource_error(memory), _)
    ;   Error = Error0
    ),
    (   slip_hint(Error, Hint)
    ->  % the goal typed alone is itself unknown, so nothing ran: the
        % player is told what was meant, not the engine's error term
        atom_chars(Text, Hint),
        Answer = refused(Text)
    ;   error_text(Error, Text),
        Answer = exception(Text)
    ).

/* Slips: an unknown procedure typed at the toplevel whose name is close to
   a command of the loaded game. Only the message of the existence error
   changes: the goal ran and raised as it would anywhere, so a user's own
   predicate of that name is never shadowed. */

%  The indicator of the goal the user typed (a conjunction's goals are the
%  user's own code, not a typed command, so only a single goal counts).
remember_typed(Goal) :-
    (   callable(Goal),
        Goal \= (_, _),
        Goal \= (_ ; _),
        Goal \= (_ -> _)
    ->  functor(Goal, Name, Arity),
        bb_put('toplevel:typed_goal', Name/Arity)
    ;   bb_put('toplevel:typed_goal', none)
    ).

command_template(Lang, Template, Name, Arity) :-
    untold_hooks(findall(T, help_line(Lang, game, T, _), Templates)),
    member(Template, Templates),
    template_indicator(Template, Name/Arity).

%  Out of memory, Scryer 0.10 throws the term at a fixed place of its heap
%  where it once stored resource_error(memory): in a session, that place
%  holds the query the host runs (src/engine/mod.rs, run_trusted/2).
stale_memory_ball(Ball) :-
    nonvar(Ball),
    Ball = (Catch, _ ; _),
    nonvar(Catch),
    Catch = catch(Goal, _, _),
    nonvar(Goal),
    Goal = toplevel:_.

%  An error as a term, cut after max_error_chars/1 characters (an error
%  can carry a million-digit integer), then what it means in a sentence
%  for the errors of the engine's limits. Its variables are named _A, _B,
%  ... as fresh variables of an answer are: write_term_to_chars/3 would
%  name them A, B, ..., which reads as the query's own variables.
error_text(Error, Text) :-
    catch(( term_variables(Error, Vars),
            charsio:extend_var_list(Vars, [], Names, fabricated),
            write_term_to_chars(Error, [quoted(true), max_depth(20), double_quotes(true),
                                        variable_names(Names)],
                                Chars0) ),
          _,
          Chars0 = "<unprintable>"),
    max_error_chars(Max),
    cut_chars(Chars0, Max, Chars1),
    (   limit_message(Error, Key),
        catch(message_text(Key, Said), _, fail)
    ->  append(Chars1, ['\n'|Said], Chars)
    ;   Chars = Chars1
    ),
    atom_chars(Text, Chars).

max_error_chars(300).

cut_chars(Chars0, Max, Chars) :-
    length(Prefix, Max),
    (   append(Prefix, [_|_], Chars0)
    ->  append(Prefix, ['.', '.', '.'], Chars)
    ;   Chars = Chars0
    ).

limit_message(Error, error_memory) :-
    subsumes_term(error(resource_error(memory), _), Error).
limit_message(Error, error_integer_bits(Max)) :-
    subsumes_term(error(resource_error(max_integer_bits), _), Error),
    max_integer_bits(Max).
limit_message(Error, error_cyclic_term) :-
    subsumes_term(error(representation_error(cyclic_term), _), Error).

/* Answers. */

%  Prints the bindings and residual goals of a solution as Scryer names and
%  brackets them (shared variables named once, fresh ones _A, _B, ...),
%  one a line after a blank line. Shown is true when something was printed.
print_solution(Names, ResVars, Shown) :-
    answer_goals(Names, ResVars, Goals, VarNames),
    (   Goals == []
    ->  Shown = false
    ;   Shown = true,
        nl,
        print_goals(Goals, VarNames)
    ).

%  After Scryer's own toplevel ('$toplevel':run_query_goal/4).
answer_goals(Names, ResVars, Goals, VarNames) :-
    '$toplevel':gather_query_vars(Names, Vars0),
    '$term_variables_under_max_depth'(Vars0, 1001, Vars1),
    '$project_atts':project_attributes(Vars1, ResVars),
    copy_term([Vars1, ResVars], [Vars1, ResVars], ResGoals),
    term_variables(ResGoals, ResGoalVars),
    append([Vars1, ResGoalVars, ResVars], Vars2),
    charsio:extend_var_list(Vars2, Names, Names1, fabricated),
    '$toplevel':gather_equations(Names1, Vars0, Bindings),
    binding_variables(Bindings, BindingVars),
    append([ResGoalVars|BindingVars], Vars3),
    term_variables(Vars3, Vars4),
    charsio:extend_var_list(Vars4, Names, VarNames, fabricated),
    append(Bindings, ResGoals, Goals).

binding_variables([], []).
binding_variables([B|Bs], [Vs|Vss]) :-
    '$term_variables_under_max_depth'(B, 1001, Vs),
    binding_variables(Bs, Vss).

print_goals([G], VarNames) :-
    !,
    print_goal(G, VarNames).
print_goals([G|Gs], VarNames) :-
    print_goal(G, VarNames),
    nl,
    print_goals(Gs, VarNames).

print_goal(G, VarNames) :-
    answer_options(VarNames, Options),
    (   G = (Var = Value)
    ->  (   var(Value)
        ->  select((Var = _), VarNames, Names1)
        ;   Names1 = VarNames
        ),
        answer_options(Names1, Options1),
        write(Var),
        write(' = '),
        (   '$toplevel':needs_bracketing(Value, =)
        ->  write('('),
            write_term(Value, Options1),
            write(')')
        ;   write_term(Value, Options1)
        )
    ;   write_term(G, Options)
    ).

answer_options(VarNames, [quoted(true), variable_names(VarNames), max_depth(1000),
                          double_quotes(DQ)]) :-
    (   current_prolog_flag(double_quotes, chars)
    ->  DQ = true
    ;   DQ = false
    ).

/* Autosave and resume. */

%% set_autosave_file(+File) is det.
%
%  After every query (and every computer turn) the running game is saved
%  to File; `none` turns it off.
set_autosave_file(File) :-
    put_global('toplevel:autosave', File).

%% autosave_point is det.
%
%  Saves the running game to the autosave file when it changed since the
%  last save (the game's autosave_game/1 compares; cheap when nothing
%  changed). The game's library calls it after each computer turn.
autosave_point :-
    (   bb_get('toplevel:autosave', File),
        File \== none
    ->  (   catch(game_hook(autosave_game(File)), _, true)
        ->  true
        ;   true
        )
    ;   true
    ).

:- initialization(bb_put('game:turn_finished', toplevel:turn_finished)).

%% turn_finished is det.
%
%  A computer finished its turn (the game library says so): the game is
%  autosaved, and a query that Ctrl-C stops from now on rolls back to
%  here, not to its start (rollback_point/3).
turn_finished :-
    autosave_point,
    (   catch(game_hook(game_checkpoint(C)), _, fail)
    ->  put_global('toplevel:turn_checkpoint', some(C))
    ;   true
    ).

%% resume_saved_game(+File) is semidet.
%
%  Loads the autosave File at start (`conquest --resume`).
resume_saved_game(File) :-
    load_deferred_rulebook,
    catch(game_hook(resume_game(File)), _, fail).

/* Games and help. */

%% set_games(+Games, +Current) is det.
%
%  The host says which rulebooks there are: Games is a list of
%  Name-Folder, Current the name of the loaded one (none for plain Prolog).
set_games(Games, Current) :-
    bb_put('toplevel:games', games(Games, Current)).

template_name(Template, Name) :-
    atom_chars(Template, Chars),
    (   append(NameChars, ['('|_], Chars)
    ->  true
    ;   append(NameChars, ['.'], Chars)
    ->  true
    ;   NameChars = Chars
    ),
    atom_chars(Name, NameChars).

help_line(Lang, game, Template, Text) :-
    told_hook(help_entry(Lang, Template, Text)).
help_line(Lang, game, Template, Text) :-
    told_hook(shared_help_entry(Lang, Template, Text)),
    \+ own_help_for(Lang, Template).
help_line(Lang, host, Template, Text) :-
    need_module(host_messages),
    host_messages:host_help(Lang, Template, Text),
    \+ ( game_only_help(Template), \+ rulebook_chosen ).

%  What only a game session has (see loader_user:user_host_predicates/3).
game_only_help('override').
game_only_help('display_map.').
game_only_help('set_command_budget(N).').

%  The rulebook explains a command of the common library itself (say,
%  startGame/2 with its own options): its line replaces the library's.
own_help_for(Lang, Template) :-
    template_indicator(Template, Indicator),
    % an error of help_entry/3 is told once, by help_line/4
    catch(game_hook(help_entry(Lang, Own, _)), _, fail),
    template_indicator(Own, Indicator),
    !.
