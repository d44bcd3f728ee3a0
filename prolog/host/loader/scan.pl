/** The scan: reading a file whole before loading it, and its syntax errors.

A file is read term by term before the engine loads it. Directives that
change how the rest of the file reads (op/3, the operators a module or
library exports, the double_quotes flag) are applied as they come and
undone at the end, so the scan reads exactly what the engine will. Every
syntax error, and every clause the engine would refuse (term_problem/2),
is reported as `file:line:column: message`; a file with errors is not
loaded at all. The scan also notes what the file defines, the local files
it loads, the game rules it overrides and every clause with its line
(for listing/1).
*/
:- module(loader_scan, [scan_file/2,
                        scan_directive/4,
                        term_problem/2,
                        restore_ops/1,
                        report_syntax_errors/2,
                        load_error_ball/3,
                        reason_chars/2,
                        error_chars/2]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module(library(util), [is_list/1, put_global/2]).
:- use_module(library(text), [message_text/2, say/1]).
:- use_module(library(storage), [file_layout/3]).
:- use_module(library(on_demand), [need_module/1]).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_user)).

%% scan_file(+Path, -Scan) is det.
%
%  Scan is scan(Module, Exports, Deps, Defines, Overrides, Clauses,
%  Errors, Directives) for the file Path: Errors lists error(Start, End,
%  Error) for each clause that does not read, Directives the
%  directive(EndOffset, StartLine) of each directive.
scan_file(Path, Scan) :-
    findall(op(P, T, N), current_op(P, T, N), Ops),
    current_prolog_flag(double_quotes, DQ),
    file_dir(Path, Dir),
    State0 = scan(user, [], [], [], [], [], [], []),
    setup_call_cleanup(open(Path, read, Stream, [reposition(true)]),
                       scan_stream(Stream, Path, Dir, State0, State1),
                       ( close(Stream),
                         restore_ops(Ops),
                         set_prolog_flag(double_quotes, DQ) )),
    scan_lines(Path, State1, State),
    State = scan(Module, Exports, Deps, Defines, Overrides, Clauses, Errors, Directives),
    reverse(Deps, Deps1),
    sort(Defines, Defines1),
    reverse(Overrides, Overrides1),
    group_overrides(Overrides1, Overrides2),
    reverse(Clauses, Clauses1),
    reverse(Errors, Errors1),
    reverse(Directives, Directives0),
    directives_between(Directives0, Clauses1, Module, none, Directives1),
    Scan = scan(Module, Exports, Deps1, Defines1, Overrides2, Clauses1, Errors1, Directives1).

%  directive(End, Line, Between): Between is the Name/Arity whose clauses
%  stand right before and right after the directive, else none. Scryer
%  takes clauses split by a directive for discontiguous and throws the
%  first ones away; the loader declares them discontiguous instead.
%  Directives and Clauses are both in file order: one walk over the two.
directives_between([], _, _, _, []).
directives_between([directive(End, Line)|Ds], Clauses0, Module, Before0,
                   [directive(End, Line, Between)|Bs]) :-
    clauses_before(Clauses0, Line, Module, Before0, Clauses, Before),
    (   Before \== none,
        first_clause_after(Clauses, Line, Module, After),
        Before == After
    ->  Between = Before
    ;   Between = none
    ),
    directives_between(Ds, Clauses, Module, Before, Bs).

%  Clauses0 less the clauses before Line; Key the Name/Arity of the last
%  of them in Module (else Key0).
clauses_before([clause(L, M, C, _)|Cs0], Line, Module, Key0, Cs, Key) :-
    L < Line,
    !,
    (   M == Module,
        clause_key(C, K)
    ->  Key1 = K
    ;   Key1 = Key0
    ),
    clauses_before(Cs0, Line, Module, Key1, Cs, Key).
clauses_before(Cs, _, _, Key, Cs, Key).

first_clause_after([clause(L, M, C, _)|Cs], Line, Module, Key) :-
    (   L > Line
    ->  M == Module,
        clause_key(C, Key)
    ;   first_clause_after(Cs, Line, Module, Key)
    ).

%% restore_ops(+Ops) is det.
%
%  The operators are Ops again (a list of op(P, T, N)): those added since
%  are removed, those removed are back.
restore_ops(Ops) :-
    findall(op(P, T, N), ( current_op(P, T, N), \+ memberchk(op(P, T, N), Ops) ), Added),
    forall(member(op(_, T, N), Added), catch(op(0, T, N), _, true)),
    forall(( member(op(P, T, N), Ops), \+ current_op(P, T, N) ),
           catch(op(P, T, N), _, true)).

%  Clauses, directives and errors are first recorded at the byte offset
%  where their read started (before any layout); scan_lines/3 then turns
%  the offsets into lines in one host request.
scan_stream(Stream, Path, Dir, State0, State) :-
    stream_property(Stream, position(position_and_lines_read(Start, _))),
    catch(read_term(Stream, Term, [variable_names(Names)]), Error, true),
    stream_property(Stream, position(position_and_lines_read(End, _))),
    (   nonvar(Error)
    ->  add_error(error(Start, End, Error), State0, State1),
        (   End > Start,
            \+ at_end_of_stream(Stream)
        ->  scan_stream(Stream, Path, Dir, State1, State)
        ;   State = State1
        )
    ;   Term == end_of_file
    ->  State = State0
    ;   (   term_problem(Term, Problem)
        ;   missing_source(Term, Dir, Problem)
        )
    ->  add_error(error(Start, End, clause(Problem, Names)), State0, State1),
        scan_stream(Stream, Path, Dir, State1, State)
    ;   scan_term(Term, Names, Start, End, Dir, State0, State1),
        scan_stream(Stream, Path, Dir, State1, State)
    ).

%% term_problem(+Term, -Problem) is semidet.
%
%  Term reads but the engine would refuse it, and would then give up on
%  the file (Scryer 0.10 drops a file at the first clause it cannot
%  compile, with an error that names no line): the scan reports it with
%  its line, as it does a syntax error, and the file is not loaded. Problem is a message
%  key (see host_messages.pl).
%
%  ?- term_problem(write(x), P).
%     P = head_builtin(write/1).
%  ?- term_problem((p :- q, 1), P).
%     P = body_not_callable(1).
%  ?- term_problem((p :- findall(X, (q(X), 1), _)), P).
%     P = body_not_callable(1).
%  ?- term_problem((p :- q, X), P).
%     false.
term_problem(Term, clause_variable) :-
    var(Term),
    !.
term_problem((:- Directive), Problem) :-
    !,
    directive_problem(Directive, Problem).
term_problem((?- _), _) :-
    !,
    fail.
term_problem((Head --> Body), Problem) :-
    !,
    (   head_problem(Head, 2, Problem0)
    ->  Problem = Problem0
    ;   grammar_body_problem(Body, Problem)
    ).
term_problem((Head :- Body), Problem) :-
    !,
    (   head_problem(Head, 0, Problem0)
    ->  Problem = Problem0
    ;   body_problem(Body, Problem)
    ).
term_problem(Head, Problem) :-
    head_problem(Head, 0, Problem).

%  A declaration the engine runs as it loads, not complete enough to run.
directive_problem(Directive, directive_variable) :-
    var(Directive),
    !.
directive_problem(module(Module, Exports), declaration_unbound(module(Module, Exports))) :-
    !,
    \+ ( atom(Module), is_list(Exports), ground(Exports) ).
directive_problem(Declaration, declaration_unbound(Declaration)) :-
    functor(Declaration, N, A),
    memberchk(N/A, [use_module/1, use_module/2, (dynamic)/1, (discontiguous)/1,
                    (multifile)/1, op/3, set_prolog_flag/2]),
    \+ ground(Declaration).

%  A directive that loads a library the engine does not have, or a file
%  that is not there: the engine would give up on the file with an error
%  that names a list of characters, not the directive.
missing_source((:- Directive), Dir, Problem) :-
    nonvar(Directive),
    loaded_source(Directive, Spec),
    (   Spec = library(Library)
    ->  library_path_atom(Library, Path),
        \+ known_library(Path),
        Problem = library_missing(Spec)
    ;   library_path_atom(Spec, Name),
        \+ used_file(Name, Dir, _, _),
        Problem = file_missing(Spec)
    ).

loaded_source(use_module(Spec), Spec).
loaded_source(use_module(Spec, _), Spec).
loaded_source(ensure_loaded(Spec), Spec).

head_problem(Head, _, head_variable) :-
    var(Head),
    !.
head_problem(Module:Head, Extra, Problem) :-
    !,
    (   var(Module)
    ->  Problem = head_variable
    ;   head_problem(Head, Extra, Problem)
    ).
head_problem((Head, _), 2, Problem) :-
    !,
    head_problem(Head, 2, Problem).
head_problem(Head, _, head_not_callable(Head)) :-
    \+ callable(Head),
    !.
head_problem(Head, Extra, head_builtin(N/Arity)) :-
    functor(Head, N, A),
    Arity is A + Extra,
    functor(Goal, N, Arity),
    predicate_property(Goal, built_in).

%  A goal in the body, or in a goal argument of findall/3 and the others
%  the loader lifts into clauses of their own (lift_clause/3), that is
%  neither a variable nor callable (the engine calls a variable; it
%  cannot call a number).
body_problem(Body, Problem) :-
    nonvar(Body),
    (   \+ callable(Body)
    ->  Problem = body_not_callable(Body)
    ;   control(Body, _, Parts, _)
    ->  parts_problem(Parts, body_problem, Problem)
    ;   lifted_meta(Body, _, Parts, _)
    ->  parts_problem(Parts, body_problem, Problem)
    ;   arithmetic_problem(Body, Problem)
    ).

%  Scryer compiles is/2 and the arithmetic comparisons of a clause body
%  inline, and refuses the clause (giving up on the file) when an
%  expression written in it has something that is no arithmetic function
%  of its compiler (src/arithmetic.rs of the 0.10.0 crate): `B is 2 +
%  foo` raised type_error(evaluable, foo/0) while loading, told at
%  whatever line the engine had reached, often in another file.
arithmetic_problem(Goal, not_evaluable(PI)) :-
    (   Goal = (_ is E)
    ->  not_evaluable(E, PI)
    ;   Goal =.. [Op, A, B],
        memberchk(Op, [=:=, =\=, <, >, =<, >=])
    ->  (   not_evaluable(A, PI)
        ->  true
        ;   not_evaluable(B, PI)
        )
    ).

not_evaluable(E, PI) :-
    nonvar(E),
    \+ number(E),
    (   atom(E)
    ->  \+ memberchk(E, [e, pi, epsilon]),
        PI = E/0
    ;   E = [_|_]
    ->  PI = '.'/2
    ;   functor(E, N, A),
        (   evaluable(N, A)
        ->  E =.. [_|Args],
            member(Arg, Args),
            not_evaluable(Arg, PI),
            !
        ;   PI = N/A
        )
    ).

evaluable(N, 1) :-
    memberchk(N, [abs, -, +, cos, sin, tan, log, exp, sqrt, acos, asin, atan,
                  float, truncate, round, ceiling, floor, float_integer_part,
                  float_fractional_part, sign, \]).
evaluable(N, 2) :-
    memberchk(N, [+, -, /, //, max, min, div, rdiv, *, **, ^, >>, <<, /\, \/,
                  xor, mod, rem, gcd, atan2]).

%  The first problem Check finds in one of Parts.
parts_problem([Part|Parts], Check, Problem) :-
    (   call(Check, Part, Problem0)
    ->  Problem = Problem0
    ;   parts_problem(Parts, Check, Problem)
    ).

%  A grammar body's alternatives may also be written with `|`.
grammar_control(Body, Parts) :-
    (   control(Body, _, Parts0, _)
    ->  Parts = Parts0
    ;   functor(Body, '|', 2)
    ->  Body =.. [_|Parts]
    ).

grammar_body_problem(Body, Problem) :-
    nonvar(Body),
    (   \+ callable(Body)
    ->  Problem = body_not_callable(Body)
    ;   Body = {Goal}
    ->  body_problem(Goal, Problem)
    ;   grammar_control(Body, Parts)
    ->  parts_problem(Parts, grammar_body_problem, Problem)
    ).


%% scan_lines(+Path, +State0, -State) is det.
%
%  The offsets of the scan become lines: a clause's and a directive's
%  the line of their first token, an error's start the character offset
%  of its first token and its end a character offset. An error with nothing but layout after its start is no
%  error: Scryer 0.10's read_term/3 raises one for blank lines or a
%  comment after the last clause of a file, which its consult accepts.
scan_lines(Path, scan(M, X, D, F, O, Cs0, Es0, Ds0), scan(M, X, D, F, O, Cs, Es, Ds)) :-
    findall(Off, ( member(error(S, E, _), Es0), member(Off, [S, E]) ), ErrorOffsets),
    findall(S, member(clause(S, _, _, _), Cs0), ClauseOffsets),
    findall(S, member(directive(_, S), Ds0), DirectiveOffsets),
    append([ErrorOffsets, ClauseOffsets, DirectiveOffsets], Offsets),
    file_layout(Path, Offsets, Places0),
    error_places(Es0, Places0, Es, Places1),
    clause_lines(Cs0, Places1, Cs, Places2),
    directive_lines(Ds0, Places2, Ds, _).

error_places([], Ps, [], Ps).
error_places([error(_, _, Error)|Es0], [place(SLine, _, S), place(_, E, _)|Ps0], Es, Ps) :-
    (   SLine =:= 0
    ->  Es = Es1
    ;   Es = [error(S, E, Error)|Es1]
    ),
    error_places(Es0, Ps0, Es1, Ps).

clause_lines([], Ps, [], Ps).
clause_lines([clause(_, M, C, N)|Cs0], [place(Line, _, _)|Ps0], [clause(Line, M, C, N)|Cs], Ps) :-
    clause_lines(Cs0, Ps0, Cs, Ps).

directive_lines([], Ps, [], Ps).
directive_lines([directive(End, _)|Ds0], [place(Line, _, _)|Ps0], [directive(End, Line)|Ds], Ps) :-
    directive_lines(Ds0, Ps0, Ds, Ps).

add_error(E, scan(M, X, D, F, O, C, Es, Ds), scan(M, X, D, F, O, C, [E|Es], Ds)).

scan_term((:- Directive), _, Line, End, Dir, State0, State) :-
    !,
    State0 = scan(M, X, D, F, O, C, E, Ds),
    State1 = scan(M, X, D, F, O, C, E, [directive(End, Line)|Ds]),
    catch(scan_directive(Directive, Dir, State1, State), _, State = State1).
scan_term((?- _), _, _, _, _, State, State) :-
    !.
scan_term(Clause, Names, Line, _, _, State0, State) :-
    State0 = scan(M, X, D, F, O, C, E, Ds),
    (   clause_module_key(Clause, M, Module, Key)
    ->  (   Module == M
        ->  F1 = [Key|F],
            O1 = O
        ;   game_module(Module)
        ->  F1 = F,
            strip_head_module(Clause, Plain),
            O1 = [override(Module, Key, Plain, Names)|O]
        ;   F1 = F,
            O1 = O
        ),
        State = scan(M, X, D, F1, O1, [clause(Line, Module, Clause, Names)|C], E, Ds)
    ;   State = State0
    ).

%  override(Module, Key, Clause, Names) facts in file order, grouped into
%  override(Module, Key, [Clause-Names, ...]); an extend(Spec) directive
%  stays as it is.
group_overrides([], []).
group_overrides([extend(Spec)|Os], [extend(Spec)|Gs]) :-
    !,
    group_overrides(Os, Gs).
group_overrides([override(M, K, C, N)|Os], [override(M, K, [C-N|Cs])|Gs]) :-
    same_overrides(Os, M, K, Cs, Rest),
    group_overrides(Rest, Gs).

same_overrides([], _, _, [], []).
same_overrides([O|Os], M, K, Cs, Rest) :-
    (   O = override(M, K, C, N)
    ->  Cs = [C-N|Cs1],
        same_overrides(Os, M, K, Cs1, Rest)
    ;   Cs = [],
        Rest = [O|Os]
    ).

%% scan_directive(+Directive, +Dir, +State0, -State) is det.
%
%  Directives that change how the rest of the file reads (applied now),
%  or what it loads (noted in the scan State).
scan_directive(module(Module, Exports), _, State0, State) :-
    !,
    State0 = scan(_, _, D, F, O, C, E, Ds),
    State = scan(Module, Exports, D, F, O, C, E, Ds),
    apply_op_exports(Exports).
scan_directive(op(P, T, Ns), _, State, State) :-
    !,
    op(P, T, Ns).
scan_directive(set_prolog_flag(double_quotes, V), _, State, State) :-
    !,
    set_prolog_flag(double_quotes, V).
scan_directive(use_module(Spec), Dir, State0, State) :-
    !,
    scan_use(Spec, Dir, State0, State).
scan_directive(use_module(Spec, _), Dir, State0, State) :-
    !,
    scan_use(Spec, Dir, State0, State).
scan_directive(ensure_loaded(Spec), Dir, State0, State) :-
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(consult(Spec), Dir, State0, State) :-
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(extend(Spec), _, State0, State) :-
    !,
    State0 = scan(M, X, D, F, O, C, E, Ds),
    State = scan(M, X, D, F, [extend(Spec)|O], C, E, Ds).
scan_directive(Spec, Dir, State0, State) :-
    is_list(Spec),
    !,
    scan_load(Spec, Dir, State0, State).
scan_directive(_, _, State, State).

scan_use(library(L), _, State, State) :-
    !,
    (   atom(L),
        library_exports(L, Exports)
    ->  apply_op_exports(Exports)
    ;   true
    ).
scan_use(Spec, Dir, State0, State) :-
    (   used_file(Spec, Dir, Path, Exports)
    ->  add_dep(Path, State0, State),
        apply_op_exports(Exports)
    ;   State = State0
    ).

%  The file a use_module directive names and its exports. While a rulebook
%  loads each is looked up once ('loader:used_files'): its files use each
%  other's modules ~120 times, and a look asks the host two or three
%  questions (~0.4 ms).
used_file(Spec, Dir, Path, Exports) :-
    (   ground(Spec),
        bb_get('loader:used_files', Known),
        Known \== off
    ->  (   memberchk(used(Dir, Spec, Found), Known)
        ->  true
        ;   look_up_used_file(Spec, Dir, Found),
            put_global('loader:used_files', [used(Dir, Spec, Found)|Known])
        )
    ;   look_up_used_file(Spec, Dir, Found)
    ),
    Found = found(Path, Exports).

look_up_used_file(Spec, Dir, Found) :-
    (   local_file(Spec, Dir, Path)
    ->  (   known_exports(Path, Exports)
        ->  true
        ;   Exports = []
        ),
        Found = found(Path, Exports)
    ;   Found = none
    ).

%  The exports of the module file Path: those of its last load when it has
%  not changed since (a game's files use each other's modules dozens of
%  times, and its module declaration may come after a long comment), else
%  read from the file.
known_exports(Path, Exports) :-
    (   file_info(Path, info(_, Mtime, _, Exports0, _, _, _)),
        Mtime \== 0,
        file_mtime_or_zero(Path, Mtime)
    ->  Exports = Exports0
    ;   file_module_decl(Path, _, Exports)
    ).

scan_load(Specs, Dir, State0, State) :-
    (   is_list(Specs)
    ->  foldl(scan_load_one(Dir), Specs, State0, State)
    ;   scan_load_one(Dir, Specs, State0, State)
    ).

scan_load_one(Dir, Spec, State0, State) :-
    (   local_file(Spec, Dir, Path)
    ->  add_dep(Path, State0, State)
    ;   State = State0
    ).

add_dep(Path, scan(M, X, D, F, O, C, E, Ds), scan(M, X, [Path|D], F, O, C, E, Ds)).

apply_op_exports(Exports) :-
    forall(( member(E, Exports), nonvar(E), E = op(P, T, N) ),
           catch(op(P, T, N), _, true)).

/* Syntax errors. */

%% report_syntax_errors(+Path, +Errors) is det.
%
%  Says where each of the scan's Errors is, as `file:line:column: message`.
report_syntax_errors(Path, Errors) :-
    read_file_chars(Path, Text),
    forall(member(error(Start, End, Error), Errors),
           report_syntax_error(Path, Text, Start, End, Error)).

report_syntax_error(Path, Text, Start, End, Error) :-
    clause_chars(Text, Start, End, ClauseChars),
    shown_path(Path, Shown),
    (   Error = clause(Problem, Names)
    ->  line_column(Text, Start, Line, Column),
        problem_text(Problem, Names, ProblemChars),
        say(clause_error_at(Shown, Line, Column, ProblemChars))
    ;   syntax_error_report(ClauseChars, Error, Offset, Reason),
        At is Start + Offset,
        line_column(Text, At, Line, Column),
        reason_chars(Reason, ReasonChars),
        say(syntax_error_at(Shown, Line, Column, ReasonChars))
    ).

%  The characters of Text from Start to End (as far as Text goes).
clause_chars(Text, Start, End, ClauseChars) :-
    Length is max(0, End - Start),
    length(Skipped, Start),
    (   append(Skipped, After, Text)
    ->  true
    ;   After = []
    ),
    (   length(ClauseChars, Length),
        append(ClauseChars, _, After)
    ->  true
    ;   ClauseChars = After
    ).

%% load_error_ball(+Path, +ScanError, -Ball) is det.
%
%  The error consult/1 raises for a file that is not loaded because of
%  ScanError, one of scan_file/2's Errors: the engine's own formal term
%  for a syntax error (scryer-prolog raises the first syntax error of the
%  file), the ISO error the engine would raise for a clause it refuses,
%  with the context file(Path, Line, Column) of the place
%  report_syntax_errors/2 names.
%
%  ?- load_error_ball('/a.pl', error(0, 9, clause(head_builtin(write/1), [])), B).
%     B = error(permission_error(modify, static_procedure, write/1), file('/a.pl', 1, 1)).
load_error_ball(Path, error(Start, End, Error), error(Formal, file(Path, Line, Column))) :-
    catch(read_file_chars(Path, Text), _, Text = []),
    (   Error = clause(Problem, _)
    ->  At = Start,
        problem_formal(Problem, Formal)
    ;   clause_chars(Text, Start, End, ClauseChars),
        syntax_error_report(ClauseChars, Error, Offset, _),
        At is Start + Offset,
        (   Error = error(Formal0, _)
        ->  Formal = Formal0
        ;   Formal = syntax_error(Error)
        )
    ),
    line_column(Text, At, Line, Column).

%  The ISO error of each refused clause, as the engine would raise it.
problem_formal(head_builtin(PI), permission_error(modify, static_procedure, PI)) :- !.
problem_formal(not_evaluable(PI), type_error(evaluable, PI)) :- !.
problem_formal(head_not_callable(H), type_error(callable, H)) :- !.
problem_formal(body_not_callable(B), type_error(callable, B)) :- !.
problem_formal(library_missing(Spec), existence_error(source_sink, Spec)) :- !.
problem_formal(file_missing(Spec), existence_error(source_sink, Spec)) :- !.
problem_formal(_, instantiation_error).

%  The text of a term_problem/2 key, its terms written with the clause's
%  own variable names (`_` for the unnamed ones).
problem_text(Problem, Names, Chars) :-
    term_variables(Problem, Vars),
    findall('_'=V, ( member(V, Vars), \+ ( member(_=W, Names), W == V ) ), Unnamed),
    append(Names, Unnamed, AllNames),
    Problem =.. [Key|Args],
    maplist(term_chars(AllNames), Args, ArgsChars),
    Shown =.. [Key|ArgsChars],
    message_text(Shown, Chars).

term_chars(Names, Term, Chars) :-
    write_term_to_chars(Term, [quoted(true), variable_names(Names)], Chars).

%  Where in a clause's text the engine's syntax error is, and why
%  (syntax_position.pl, compiled at the first file with an error).
syntax_error_report(Chars, Error, Offset, Reason) :-
    need_module(syntax_position),
    syntax_position:syntax_error_report(Chars, Error, Offset, Reason).

%% reason_chars(+Reason, -Chars) is det.
%
%  The text of a syntax_position reason.
reason_chars(Reason, Chars) :-
    reason_key(Reason, Key),
    message_text(Key, Chars).

reason_key(unexpected(Token), syntax_unexpected(Token)).
reason_key(unclosed(Bracket), syntax_unclosed(Bracket)).
reason_key(unterminated(Quote), syntax_unterminated(Quote)).
reason_key(ends_early, syntax_ends_early).
reason_key(engine(What), syntax_engine(What)).
reason_key(engine(What, Token), syntax_engine_at(What, Token)).

%  1-based line and column of character At.
line_column(Text, At, Line, Column) :-
    line_column(Text, 0, At, 1, 1, Line, Column).

line_column([], _, _, L, C, L, C).
line_column([Ch|Chs], I, At, L0, C0, L, C) :-
    (   I >= At
    ->  L = L0,
        C = C0
    ;   I1 is I + 1,
        (   Ch == '\n'
        ->  L1 is L0 + 1,
            C1 = 1
        ;   L1 = L0,
            C1 is C0 + 1
        ),
        line_column(Chs, I1, At, L1, C1, L, C)
    ).

read_file_chars(Path, Chars) :-
    setup_call_cleanup(open(Path, read, Stream),
                       stream_chars(Stream, Chars),
                       close(Stream)).

stream_chars(Stream, Chars) :-
    get_char(Stream, C),
    (   C == end_of_file
    ->  Chars = []
    ;   Chars = [C|Cs],
        stream_chars(Stream, Cs)
    ).

%% error_chars(+Error, -Chars) is det.
%
%  An error term as the loader shows it: quoted, cut at depth 20.
error_chars(Error, Chars) :-
    catch(write_term_to_chars(Error, [quoted(true), max_depth(20), double_quotes(true)], Chars),
          _,
          Chars = "<unprintable>").

%  The user's file defines in user names that user imports from a game
%  module or a library: say what happens.
