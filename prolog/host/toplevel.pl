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
:- use_module(library(on_demand), [loaded_module/1]).
:- use_module(library(consult)).
:- use_module(library(loader_files), [rules_generation/1]).
:- use_module(library(loader_rulebook), [rulebook_chosen/0]).
:- use_module(library(syntax_position)).
:- use_module(library(rule_errors), [command_budget/1, command_answer/6,
                                      told_hook/1, untold_hooks/1]).

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
error_answer(Error0, exception(Text)) :-
    (   stale_memory_ball(Error0)
    ->  Error = error(resource_error(memory), _)
    ;   Error = Error0
    ),
    error_text(Error, Text0),
    (   slip_hint(Error, Hint)
    ->  atom_chars(Text0, Chars0),
        append(Chars0, ['\n'|Hint], Chars),
        atom_chars(Text, Chars)
    ;   Text = Text0
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

slip_hint(Error, Hint) :-
    nonvar(Error),
    Error = error(existence_error(procedure, PI), _),
    nonvar(PI),
    PI = Name/Arity,
    bb_get('toplevel:typed_goal', Typed),
    Typed == Name/Arity,
    % without a game the error stays as scryer and GNU Prolog word it
    rulebook_chosen,
    lang(Lang),
    catch(meant_command(Lang, Name, Arity, Key), _, fail),
    catch(message_text(Key, Hint), _, fail).

%  Key is the message that names the command meant by Name/Arity: the same
%  name with another number of arguments first, then the same letters in
%  another case, then a name one or two edits away.
meant_command(Lang, Name, Arity, slip_arity(Name/Arity, Typed, Name)) :-
    findall(T, ( command_template(Lang, T, Name, A), A =\= Arity ), Templates0),
    sort(Templates0, Templates),
    Templates = [_|_],
    !,
    typed_forms(Templates, Typed).
meant_command(Lang, Name, _, slip_meant(Name, Meant, Forms, Meant)) :-
    atom_chars(Name, Typed0),
    maplist(slip_lower, Typed0, Typed),
    length(Typed, TypedLength),
    TypedLength >= 3,
    findall(D-M, ( command_template(Lang, _, M, _),
                   M \== Name,
                   atom_chars(M, Ms0),
                   maplist(slip_lower, Ms0, Ms),
                   edit_distance_within(Typed, Ms, 2, D) ),
            Pairs0),
    keysort(Pairs0, [Best-Meant|_]),
    % a short name two edits away is another word, not a slip
    ( Best =< 1 ; TypedLength >= 6 ),
    !,
    findall(T, command_template(Lang, T, Meant, _), Templates0),
    sort(Templates0, Templates),
    typed_forms(Templates, Forms).

meant_command(_, Name, _, slip_other_game(Name, Games)) :-
    atom_chars(Name, Typed0),
    maplist(slip_lower, Typed0, Typed),
    findall(G, ( shipped_command(G, C),
                 atom_chars(C, Cs0),
                 maplist(slip_lower, Cs0, Typed) ),
            Games0),
    sort(Games0, Games1),
    Games1 = [_|_],
    join_names(Games1, Games).

join_names([G], G) :- !.
join_names([G|Gs], Joined) :-
    join_names(Gs, Rest),
    atom_concat(G, ' / ', G1),
    atom_concat(G1, Rest, Joined).

%  The templates as a command is typed, `a.` or `b(X).`, one a line.
typed_forms(Templates, Chars) :-
    findall(Line, ( member(T, Templates),
                    atom_chars(T, Cs0),
                    (   append(_, ['.'], Cs0)
                    ->  Cs = Cs0
                    ;   append(Cs0, ['.'], Cs)
                    ),
                    append(['\n', ' ', ' '|Cs], [], Line) ),
            Lines),
    append(Lines, Chars).

%  The commands of the games shipped with conquest, for a command of
%  another game typed in this one (a player who switched games).
shipped_command('Global Conquest', attack).
shipped_command('Global Conquest', claimAutomatic).
shipped_command('Global Conquest', checkIncomingTroops).
shipped_command('Global Conquest', checkLocationDetail).
shipped_command('Global Conquest', checkPlayerDetail).
shipped_command('Global Conquest', checkPlayerTerritories).
shipped_command('Global Conquest', displayMap).
shipped_command('Global Conquest', draft).
shipped_command('Global Conquest', draftReinforcement).
shipped_command('Global Conquest', endTurn).
shipped_command('Global Conquest', hint).
shipped_command('Global Conquest', loadGame).
shipped_command('Global Conquest', move).
shipped_command('Global Conquest', placeAutomatic).
shipped_command('Global Conquest', placeTroops).
shipped_command('Global Conquest', saveGame).
shipped_command('Global Conquest', startGame).
shipped_command('Global Conquest', takeLocation).
shipped_command('Olympia', attack).
shipped_command('Olympia', changeUnit).
shipped_command('Olympia', endTurn).
shipped_command('Olympia', hint).
shipped_command('Olympia', info).
shipped_command('Olympia', move).
shipped_command('Olympia', nextUnit).
shipped_command('Olympia', recruit).
shipped_command('Olympia', startGame).
shipped_command('Olympia', status).
shipped_command('Olympia', undo).
shipped_command('Prolognite', destroy).
shipped_command('Prolognite', hint).
shipped_command('Prolognite', inspect).
shipped_command('Prolognite', pass).
shipped_command('Prolognite', place).
shipped_command('Prolognite', rules).
shipped_command('Prolognite', score).
shipped_command('Prolognite', startGame).
shipped_command('Prolognite', targets).
shipped_command('Replica', commands).
shipped_command('Replica', forfeit).
shipped_command('Replica', hint).
shipped_command('Replica', menu).
shipped_command('Replica', move).
shipped_command('Replica', rules).
shipped_command('Replica', scoredmoves).
shipped_command('Replica', startGame).
shipped_command('Replica', transform).
shipped_command('Replica', validmoves).
shipped_command('Replica', value).
shipped_command('Xero-G', arrange).
shipped_command('Xero-G', hint).
shipped_command('Xero-G', move).
shipped_command('Xero-G', moves).
shipped_command('Xero-G', rules).
shipped_command('Xero-G', startGame).

command_template(Lang, Template, Name, Arity) :-
    untold_hooks(findall(T, help_line(Lang, game, T, _), Templates)),
    member(Template, Templates),
    template_indicator(Template, Name/Arity).

slip_lower(C, L) :-
    char_code(C, Code),
    (   Code >= 0'A, Code =< 0'Z
    ->  LowerCode is Code + 32,
        char_code(L, LowerCode)
    ;   L = C
    ).

%  D is the Levenshtein distance of Xs and Ys when it is at most Max.
edit_distance_within(Xs, Ys, Max, D) :-
    length(Xs, LX),
    length(Ys, LY),
    abs(LX - LY) =< Max,
    count_up(0, LY, Row0),
    edit_rows(Xs, 1, Ys, Row0, Row),
    append(_, [D], Row),
    D =< Max.

count_up(N, Max, Ns) :-
    (   N > Max
    ->  Ns = []
    ;   Ns = [N|Ns1],
        N1 is N + 1,
        count_up(N1, Max, Ns1)
    ).

edit_rows([], _, _, Row, Row).
edit_rows([X|Xs], I, Ys, Prev, Row) :-
    Prev = [P0|_],
    First is P0 + 1,
    edit_row(Ys, X, Prev, First, Cells),
    I1 is I + 1,
    edit_rows(Xs, I1, Ys, [First|Cells], Row).

edit_row([], _, _, _, []).
edit_row([Y|Ys], X, [Diag, Up|Prev], Left, [Cell|Cells]) :-
    (   X == Y
    ->  Cost = 0
    ;   Cost = 1
    ),
    Cell is min(min(Up + 1, Left + 1), Diag + Cost),
    edit_row(Ys, X, [Up|Prev], Cell, Cells).

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
%  for the errors of the engine's limits.
error_text(Error, Text) :-
    catch(write_term_to_chars(Error, [quoted(true), max_depth(20), double_quotes(true)], Chars0),
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

/* Syntax errors in a query. */

%  Texts go back to the host as atoms: a list of characters does not
%  always come out of the engine as a list.
syntax_answer(Chars, Error, syntax_error(Text)) :-
    syntax_error_report(Chars, Error, Offset, Reason),
    reason_chars(Reason, ReasonChars),
    line_at(Chars, Offset, LineNo, Column, LineChars),
    caret(LineChars, Column, Caret),
    (   \+ memberchk('\n', Chars)
    ->  message_text(query_syntax_error(ReasonChars, Column, LineChars, Caret), TextChars0)
    ;   message_text(query_syntax_error(ReasonChars, LineNo, Column, LineChars, Caret), TextChars0)
    ),
    (   \+ memberchk('\n', Chars),
        unquoted_file_name(Chars, Fixed),
        catch(message_text(slip_unquoted_file(Fixed), Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   rulebook_chosen,
        capital_code_at(Chars, Offset, Word),
        maplist(lower_char, Word, Lower),
        (   missing_comma_at(Chars, Offset)
        ->  Key = slip_capital_code_comma(Word, Lower)
        ;   Key = slip_capital_code(Word, Lower)
        ),
        catch(message_text(Key, Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   rulebook_chosen,
        dot_missing_before(Chars, Offset),
        catch(message_text(slip_missing_dot, Hint), _, fail)
    ->  append(TextChars0, ['\n'|Hint], TextChars)
    ;   TextChars = TextChars0
    ),
    atom_chars(Text, TextChars).

%  `clear` then `arrange(random).` on the next line: the error is at the
%  first word of a line, and the line before does not end with a full
%  stop, so the two lines were read as one query.
dot_missing_before(Chars, Offset) :-
    length(Before, Offset),
    append(Before, _, Chars),
    reverse(Before, Reversed),
    drop_blanks(Reversed, ['\n'|Earlier0]),
    drop_layout(Earlier0, [Last|_]),
    Last \== '.'.

drop_blanks([C|Cs], Rest) :-
    memberchk(C, [' ', '\t', '\r']),
    !,
    drop_blanks(Cs, Rest).
drop_blanks(Cs, Cs).

%  `draft(NA1 3).`, `move(B4 B5).`: the word at the syntax error, or the
%  one just before it, is a code typed with a capital letter (letters
%  then digits, such as NA1 or B4), which makes it a variable. Variables
%  of a real query (X, Goal, Ms) have no digits after their letters, and
%  are left alone; without a game there are no codes to speak of.
capital_code_at(Chars, Offset, Word) :-
    length(Before, Offset),
    append(Before, After, Chars),
    (   code_word(After, Word)
    ;   reverse(Before, Reversed0),
        drop_layout(Reversed0, Reversed),
        code_word_reversed(Reversed, Word)
    ),
    capital_code(Word),
    !.

%  The error is at a word that follows another after a blank: `NA1 3`,
%  `B4 B5`, where a comma between arguments was left out.
missing_comma_at(Chars, Offset) :-
    length(Before, Offset),
    append(Before, [C|_], Chars),
    alnum_char(C),
    reverse(Before, [Blank|Reversed0]),
    memberchk(Blank, [' ', '\t']),
    drop_layout(Reversed0, [P|_]),
    alnum_char(P).

code_word(Chars, Word) :-
    word_chars(Chars, Word).

code_word_reversed(Reversed, Word) :-
    word_chars(Reversed, Word0),
    reverse(Word0, Word).

%  The longest run of letters and digits that Chars starts with.
word_chars([C|Cs], [C|Word]) :-
    alnum_char(C),
    !,
    word_chars(Cs, Word).
word_chars(_, []).

alnum_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ;   Code >= 0'0, Code =< 0'9
    ),
    !.

%  An upper-case letter, maybe more letters, then digits only: NA1, B4, SA12.
capital_code([First|Rest]) :-
    char_code(First, Code),
    Code >= 0'A,
    Code =< 0'Z,
    append(Letters, Digits, Rest),
    Digits = [_|_],
    maplist(letter_char, Letters),
    maplist(digit_char, Digits),
    !.

letter_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ),
    !.

digit_char(C) :-
    char_code(C, Code),
    Code >= 0'0,
    Code =< 0'9.

%  `saveGame(mygame.pl).`: an argument that looks like a file name with an
%  extension, unquoted. Fixed is the query with the name quoted.
unquoted_file_name(Chars, Fixed) :-
    append(Before, [Open|Rest], Chars),
    memberchk(Open, ['(', ',', '[', ' ']),
    Name = [_|_],
    append(Name, ['.'|Rest1], Rest),
    maplist(file_word_char, Name),
    Ext = [_|_],
    append(Ext, [Close|After], Rest1),
    maplist(file_word_char, Ext),
    memberchk(Close, [')', ',', ']']),
    !,
    append(Name, ['.'|Ext], File),
    append(['\''|File], ['\'', Close|After], Quoted),
    append(Before, [Open|Quoted], Fixed0),
    trimmed_query(Fixed0, Fixed).

file_word_char(C) :-
    char_code(C, Code),
    (   Code >= 0'a, Code =< 0'z
    ;   Code >= 0'A, Code =< 0'Z
    ;   Code >= 0'0, Code =< 0'9
    ;   Code =:= 0'_
    ;   Code =:= 0'-
    ),
    !.

trimmed_query(Chars0, Chars) :-
    reverse(Chars0, Rev0),
    drop_layout(Rev0, Rev),
    reverse(Rev, Chars1),
    drop_layout(Chars1, Chars).

drop_layout([C|Cs], Rest) :-
    memberchk(C, [' ', '\n', '\t', '\r']),
    !,
    drop_layout(Cs, Rest).
drop_layout(Cs, Cs).

%  The line of Chars holding character Offset, its number and the column.
line_at(Chars, Offset, LineNo, Column, LineChars) :-
    line_at(Chars, 0, Offset, 1, [], LineNo, Column, LineChars).

line_at([], _, _, L, Rev, L, Column, Line) :-
    reverse(Rev, Line),
    length(Line, N),
    Column is N + 1.
line_at([C|Cs], I, Offset, L0, Rev, L, Column, Line) :-
    (   I =:= Offset
    ->  length(Rev, N),
        Column is N + 1,
        rest_of_line([C|Cs], After),
        reverse(Rev, Before),
        append(Before, After, Line),
        L = L0
    ;   C == '\n'
    ->  I1 is I + 1,
        L1 is L0 + 1,
        line_at(Cs, I1, Offset, L1, [], L, Column, Line)
    ;   I1 is I + 1,
        line_at(Cs, I1, Offset, L0, [C|Rev], L, Column, Line)
    ).

rest_of_line([], []).
rest_of_line([C|Cs], Rest) :-
    (   C == '\n'
    ->  Rest = []
    ;   Rest = [C|Rest1],
        rest_of_line(Cs, Rest1)
    ).

%  Spaces (tabs kept, so the caret lines up) up to Column, then ^.
caret(Line, Column, Caret) :-
    N is Column - 1,
    length(Before, N),
    (   append(Before, _, Line)
    ->  true
    ;   Before = Line
    ),
    maplist(blank_of, Before, Blanks),
    append(Blanks, [^], Caret).

blank_of(C, B) :-
    (   C == '\t'
    ->  B = '\t'
    ;   B = ' '
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

%% games is det.
%
%  Lists the rulebooks this program can load, marking the loaded one. The
%  titles are the rulebooks' own rulebook(title, Title) facts.
games :-
    (   bb_get('toplevel:games', games(Games, Current))
    ->  true
    ;   Games = [],
        Current = none
    ),
    say(games_header),
    findall(Name, member(Name-_, Games), Names),
    foldl(longest, Names, 0, Width),
    forall(member(Name-Folder, Games),
           ( game_title(Folder, Title),
             padded(Name, Width, Padded),
             (   Name == Current
             ->  say(game_line_current(Padded, Title))
             ;   say(game_line(Padded, Title))
             ) )).

%% play(+Game) is semidet.
%
%  Leaves the loaded game for Game, one of games/0's names (or none for
%  plain Prolog), without leaving the program: the running game is
%  autosaved as after every command, then the session ends and the host
%  starts Game's, continuing its autosaved game if there is one (and no
%  other session autosaves it). Files consulted by hand are not loaded
%  again. Fails, saying why, for a name that is no game. In a session
%  that does not autosave (another one holds the autosave), the first
%  play/1 while a game runs fails, saying that leaving loses the game; a
%  second one for the same position leaves, saying it is not saved.
play(Game) :-
    (   bb_get('toplevel:games', games(Games, Current))
    ->  true
    ;   Games = [],
        Current = none
    ),
    findall(Name, member(Name-_, Games), Names),
    (   var(Game)
    ->  throw(error(instantiation_error, play/1))
    ;   Game == Current
    ->  (   unloaded_rule_files([_|_])
        ->  say(already_playing_unloaded(Game))
        ;   say(already_playing(Game))
        )
    ;   atom(Game),
        (   memberchk(Game, Names)
        ;   Game == none
        )
    ->  (   Current == none
        ->  say(loading_game(Game))
        ;   \+ game_in_progress
        ->  (   Game == none
            ->  say(leaving_idle_for_plain(Current))
            ;   say(leaving_idle_game(Current, Game))
            )
        ;   autosaving
        ->  (   Game == none
            ->  say(leaving_for_plain(Current))
            ;   say(leaving_game(Current, Game))
            )
        ;   unwarned_unsaved_game
        ->  say(leaving_loses_the_game(Current, Game)),
            fail
        ;   Game == none
        ->  say(leaving_for_plain_unsaved(Current))
        ;   say(leaving_game_unsaved(Current, Game))
        ),
        lang(Lang),
        throw('$toplevel_switch'(Game, Lang))
    ;   comma_separated(Names, List),
        say(unknown_game(Game, List)),
        fail
    ).

%  This session autosaves its game: it holds the autosave's lock.
autosaving :-
    bb_get('toplevel:autosave', File),
    File \== none.

%  A game runs that is not autosaved, and play/1 has not yet said that
%  leaving it loses it: saying so once (for this position) lets the
%  player save it first; the same play/1 again leaves it.
%  A game runs in the current game's rules and has not ended: leaving
%  saves it (or loses it, in a session that does not autosave).
game_in_progress :-
    catch(game_hook(game_in_progress(game(_, State, _))), _, fail),
    % a game_over/2 that raises is told, and the game counts as running
    \+ told_hook(game_over(State, _)).

unwarned_unsaved_game :-
    catch(game_hook(game_in_progress(Game)), _, fail),
    \+ ( bb_get('toplevel:unsaved_warned', Warned),
          Warned == Game ),
    put_global('toplevel:unsaved_warned', Game).

comma_separated([], []).
comma_separated([Name|Names], Chars) :-
    atom_chars(Name, Chars0),
    (   Names == []
    ->  Chars = Chars0
    ;   comma_separated(Names, Chars1),
        append(Chars0, [',', ' '|Chars1], Chars)
    ).

longest(Name, W0, W) :-
    atom_length(Name, L),
    W is max(W0, L).

padded(Name, Width, Padded) :-
    atom_chars(Name, Chars),
    length(Chars, L),
    N is Width - L,
    length(Spaces, N),
    maplist(=(' '), Spaces),
    append(Chars, Spaces, PaddedChars),
    atom_chars(Padded, PaddedChars).

%  rulebook(title, Title) read as a term from the folder's rulebook.pl, or
%  from the first of its files that has one.
game_title(Folder, Title) :-
    atom_chars(Folder, FolderChars),
    (   catch(directory_files(FolderChars, Names0), _, fail)
    ->  sort(Names0, Names1)
    ;   Names1 = []
    ),
    (   select("rulebook.pl", Names1, Rest)
    ->  Names = ["rulebook.pl"|Rest]
    ;   Names = Names1
    ),
    (   member(Name, Names),
        append(_, ['.', p, l], Name),
        append(FolderChars, ['/'|Name], FileChars),
        atom_chars(File, FileChars),
        file_kind(File, file),
        catch(setup_call_cleanup(open(File, read, S),
                                 title_term(S, Title0),
                                 close(S)),
              _,
              fail)
    ->  Title = Title0
    ;   Title = ""
    ).

title_term(S, Title) :-
    catch(read_term(S, T, []), _, T = skip),
    (   T == end_of_file
    ->  fail
    ;   T = rulebook(title, Title0)
    ->  Title = Title0
    ;   title_term(S, Title)
    ).

%% help.
%
%  Lists the commands of the loaded game, then the host's builtins.
help :-
    lang(Lang),
    (   bb_get('toplevel:games', games(_, none))
    ->  true
    ;   (   told_hook(message(Lang, help_intro, _))
        ->  say(help_intro),
            nl
        ;   true
        ),
        say(help_game_header),
        forall(help_line(Lang, game, Template, Text),
               print_help_line(Template, Text))
    ),
    say(help_host_header),
    forall(help_line(Lang, host, Template, Text),
           print_help_line(Template, Text)).

%% help(+Name).
%
%  Shows the commands and builtins called Name.
help(Name) :-
    lang(Lang),
    (   \+ ( help_line(Lang, _, Template, _), template_name(Template, Name) )
    ->  say(help_unknown(Name))
    ;   forall(( help_line(Lang, _, Template, Text),
                 template_name(Template, Name) ),
               print_help_line(Template, Text))
    ).

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

print_help_line(Template, Text) :-
    atom_length(Template, Length),
    Padding is max(1, 32 - Length),
    length(Spaces, Padding),
    maplist(=(' '), Spaces),
    format("  ~w~s~s~n", [Template, Spaces, Text]).

%% completion_words(-Words).
%
%  Words the line editor completes: game codes and the names of commands
%  and predicates.
completion_words(Words) :-
    % before every prompt: an error of the help table is told by help
    untold_hooks(findall(W, ( completion_word(W), plain_name(W) ), Ws)),
    sort(Ws, Words).

% Only names a user can type without quotes are offered.
plain_name(W) :-
    atom(W),
    atom_chars(W, [C|Cs]),
    char_type(C, lower),
    \+ ( member(D, Cs), \+ char_type(D, alnum), D \== '_' ).

completion_word(W) :-
    catch(game_hook(game_code(W)), _, fail).
completion_word(W) :-
    lang(Lang),
    help_line(Lang, _, Template, _),
    template_name(Template, W),
    W \== ''.
completion_word(W) :-
    catch(current_predicate(user:W/_), _, fail).
completion_word(W) :-
    game_modules(Modules),
    member(M, Modules),
    module_exports(M, Exports),
    member(W/_, Exports).
completion_word(W) :-
    catch(module_exports(builtins, Exports), _, fail),
    member(W/_, Exports).
completion_word(W) :-
    member(W, [consult, make, help, halt, listing, findall, forall, between,
               member, length, format, write, nl, assertz, retract]).
