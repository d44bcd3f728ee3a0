/** The hooks into the engine's loader: what becomes of each term it loads.

While loader_load:load_file/3 has the engine load one of our files,
user:term_expansion/2 sees each term: directives run in order with their
errors told by file and line, `use_module` of a loaded file becomes an
import, overridden game rules are replaced, a game's meta-calls of control
constructs are lifted into predicates of their own, and the user's
clauses have halt/0,1, reads of user_input and bb_put/2 rewritten to the
toplevel's safe versions (loader_rewrite:rewrite_clause/2).

Compiled at the first load of a file (host/on_demand.pl): a session that
loads no file never needs it.
*/
:- module(loader_expansion, [lift_clause/3,
                             run_directive/4,
                             run_waiting_directive/0]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(util), [put_global/2, is_list/1]).
:- use_module(library(text), [say/1]).
:- use_module(library(session)).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_scan)).
:- use_module(library(loader_rewrite), [rewrite_clause/2, rewrite_goal/2]).

%% user:term_expansion(+Term, -Expanded).
%
%  While load_file/3 has the engine load one of our files:
%  - `use_module` of a file already loaded becomes an import of its module
%    (Scryer would load the file again, wiping its state);
%  - a directive that is not a declaration of the engine runs now, in
%    order, its errors reported with the file and line;
%  - a clause of a game rule that a user's file overrides is replaced by
%    the user's clauses;
%  - in the user's files, halt/0,1 and reads of user_input in clause
%    bodies become the toplevel's (see user_reads:user_io_goal/2), and
%    bb_put/2 stores a copy (util:put_global/2).
%  Elsewhere (the engine's libraries) it does nothing.
:- multifile(user:term_expansion/2).
user:term_expansion(Term, Expanded) :-
    bb_get('loader:loading', Loading),
    Loading = loading(Path, Kind, Module, Replacing, Directives),
    prolog_load_context(source, Source),
    Source == Path,
    loader_expansion:note_load_stream,
    loader_expansion:expand(Term, Kind, Module, Replacing, Directives, Expanded).

%  The stream the engine reads the file from, noted at its first term: an
%  error the engine raises is told with the line the stream has reached
%  (report_load_error/2). Looking the line up at every term instead took
%  2.4% of the start.
note_load_stream :-
    (   bb_get('loader:load_stream', none),
        prolog_load_context(stream, Stream)
    ->  bb_put('loader:load_stream', Stream)
    ;   true
    ).

expand(Term, Kind, Module, Replacing, Directives, Expanded) :-
    (   bb_get('loader:unmeta', Unmeta),
        Unmeta \== [],
        \+ halting(_)
    ->  % the file's first term: the declarations load.pl asked for come
        % before it (see loader_load:unmeta_declarations/2)
        bb_put('loader:unmeta', []),
        (   expand(Term, Kind, Module, Replacing, Directives, Expanded0)
        ->  (   is_list(Expanded0)
            ->  Own = Expanded0
            ;   Own = [Expanded0]
            )
        ;   Own = [Term]
        ),
        append(Unmeta, Own, Expanded),
        length(Expanded, N),
        put_global('loader:pass', N)
    ;   expand_(Term, Kind, Module, Replacing, Directives, Expanded)
    ).

expand_(Term, Kind, Module, Replacing, Directives, Expanded) :-
    (   halting(_)
    ->  % halt/0,1 in a directive: the rest of the file is not loaded
        nothing_directive(Expanded),
        Term \== Expanded
    ;   bb_get('loader:pass', N),
        N > 0
    ->  % a clause expand/6 just emitted, expanded once more by the engine
        N1 is N - 1,
        put_global('loader:pass', N1),
        fail
    ;   Kind == user,
        Term = (:- extend(_))
    ->  % read by the scan (loader_scan); the engine has nothing to run
        run_waiting_directive,
        bb_put('loader:after_clause', false),
        nothing_directive(Expanded)
    ;   run_waiting_directive,
        Term = (:- Directive)
    ->  % any declaration has the engine compile the clauses before it
        (   expand_directive(Directive, Kind, Module, Directives, Expanded0)
        ->  bb_put('loader:after_clause', false),
            Expanded = Expanded0
        ;   bb_put('loader:after_clause', false),
            fail
        )
    ;   bb_put('loader:after_clause', true),
        fail
    ;   clause_key(Term, Key),
        memberchk(Key-Clauses, Replacing)
    ->  (   extended(Module, Key)
        ->  extend_clause(Term, Key, Clauses, Module, Directives, Expanded)
        ;   replace_clause(Key, Clauses, Directives, Expanded)
        )
    ;   Kind == user,
        clause_module_key(Term, Module, Target, _),
        Target \== Module,
        game_module(Target)
    ->  % an override: the game's module takes it when it loads
        nothing_directive(Expanded)
    ;   expand_clause(Term, Kind, Module, Directives, Expanded)
    ).

%  A clause of the user's (its body rewritten) or the first of a predicate
%  whose clauses a directive splits (declared discontiguous first: Scryer
%  would take the later clauses for a redefinition and drop the first).
expand_clause(Term, Kind, Module, Directives, Expanded) :-
    (   Kind == user
    ->  rewrite_clause(Term, Term1)
    ;   Term1 = Term
    ),
    (   Kind == game,
        lift_clause(Term1, Term2, Lifted),
        Lifted \== [],
        \+ dynamic_clause(Module, Term)
    ->  clause_key(Term, Key),
        (   not_split_yet(Key)
        ->  Declare = [(:- discontiguous(Key))]
        ;   Declare = []
        ),
        append(Declare, [Term2|Lifted], Expanded),
        length(Expanded, N),
        put_global('loader:pass', N)
    ;   clause_key(Term, Key),
        first_of_split(Key, Directives)
    ->  Expanded = [(:- discontiguous(Key)), Term1],
        put_global('loader:pass', 2)
    ;   Term1 \== Term
    ->  Expanded = Term1
    ).

%  A clause of a dynamic predicate is kept as written: clause/2 shows it.
dynamic_clause(Module, Clause) :-
    (   Clause = (Head :- _)
    ->  true
    ;   Head = Clause
    ),
    callable(Head),
    catch(predicate_property(Module:Head, dynamic), _, fail).

%% lift_clause(+Clause0, -Clause, -Lifted) is det.
%
%  A goal argument of findall/3,4, forall/2, once/1, ignore/1, call/1 or
%  catch/3 that is a control construct (a conjunction, a disjunction, an
%  if-then-else, a negation) becomes a call of a predicate of its own,
%  one of the clauses Lifted, with the goal's variables as arguments.
%  Scryer 0.10 prepares such a goal anew at every call (about 5 us for a
%  findall/3 of a conjunction, against 4 us for the whole findall of a
%  plain goal); the lifted predicate is compiled once, at load. The
%  answers are the same: the goal runs with the same bindings, and a cut
%  in it stays local as in call/1. Only the game's files are lifted;
%  listing/1 shows the clauses as written (it reads the scan).
lift_clause((Head :- Body0), (Head :- Body), Lifted) :-
    \+ ( nonvar(Head), Head = _:_ ),
    !,
    lift_goal(Body0, Body, Lifted, []).
lift_clause((Head --> Body0), (Head --> Body), Lifted) :-
    \+ ( nonvar(Head), Head = _:_ ),
    !,
    lift_grammar(Body0, Body, Lifted, []).
lift_clause(Clause, Clause, []).

lift_goal(G0, G, L0, L) :-
    (   var(G0)
    ->  G = G0,
        L0 = L
    ;   control(G0, G1, Parts0, Parts)
    ->  foldl(lift_goal, Parts0, Parts, L0, L),
        G = G1
    ;   lifted_meta(G0, G1, Parts0, Parts)
    ->  foldl(lift_meta_argument, Parts0, Parts, L0, L),
        G = G1
    ;   G = G0,
        L0 = L
    ).

lift_meta_argument(G0, G, L0, L) :-
    (   nonvar(G0),
        control(G0, _, _, _)
    ->  lift_goal(G0, Body, L0, [(Head :- Body)|L]),
        term_variables(Body, Vs),
        lifted_name(Name),
        Head =.. [Name|Vs],
        G = Head
    ;   lift_goal(G0, G, L0, L)
    ).

%  In a grammar rule, the goals in braces.
lift_grammar(B0, B, L0, L) :-
    (   var(B0)
    ->  B = B0,
        L0 = L
    ;   B0 = {G0}
    ->  lift_goal(G0, G, L0, L),
        B = {G}
    ;   control(B0, B1, Parts0, Parts)
    ->  foldl(lift_grammar, Parts0, Parts, L0, L),
        B = B1
    ;   B = B0,
        L0 = L
    ).

lifted_name(Name) :-
    (   bb_get('loader:lifted', N0)
    ->  true
    ;   N0 = 0
    ),
    N is N0 + 1,
    bb_put('loader:lifted', N),
    number_chars(N, Ds),
    atom_chars(Name, ['$', l, i, f, t, e, d, '_'|Ds]).

%  Key is split by a directive and was not declared discontiguous yet.
first_of_split(Key, Directives) :-
    memberchk(directive(_, _, Key), Directives),
    not_split_yet(Key).

%  Key was not declared discontiguous yet in this load; now it is noted.
not_split_yet(Key) :-
    bb_get('loader:emitted', Emitted),
    \+ memberchk(split(Key), Emitted),
    put_global('loader:emitted', [split(Key)|Emitted]).

expand_directive(initialization(Goal), Kind, Module, Directives,
                 (:- initialization(loader_expansion:run_directive(Goal, Kind, Module, Line)))) :-
    \+ ( nonvar(Goal), Goal = loader_expansion:run_directive(_, _, _, _) ),
    !,
    % The engine runs it once the file is loaded, still in the file's
    % module; its error is told as a directive's, not as a failed load.
    directive_here(Directives, directive(_, Line, _)).
expand_directive(use_module(Spec), _, _, _, (:- use_module(library(M)))) :-
    loaded_module_spec(Spec, M).
expand_directive(use_module(Spec, Is), _, _, _, (:- use_module(library(M), Is))) :-
    loaded_module_spec(Spec, M).
expand_directive(Directive, _, Module, _, Expanded) :-
    cyclic_use(Directive, Module, Import),
    !,
    % The file is still being loaded further up (its module uses this
    % one): the engine would load it again, and that one this one, until
    % no file can be opened any more. The import waits for its load.
    bb_get('loader:pending_imports', Pending),
    put_global('loader:pending_imports', [Import|Pending]),
    nothing_directive(Expanded).
expand_directive(Directive, Kind, Module, Directives, Expanded) :-
    \+ engine_declaration(Directive),
    directive_here(Directives, directive(_, Line, _)),
    (   bb_get('loader:after_clause', true)
    ->  % The engine compiles a predicate's clauses only when a term that
        % is not one of them comes: run now, the directive would not see
        % the clauses right above it (`main :- ... . :- main.`). It waits
        % for the declaration below, which has the engine compile them,
        % and runs at the next term, or once the file is loaded.
        put_global('loader:waiting_directive', waiting(Directive, Kind, Module, Line)),
        Expanded = (:- initialization(loader_expansion:run_waiting_directive)),
        put_global('loader:pass', 1)
    ;   run_directive(Directive, Kind, Module, Line),
        flush_output(user_output),
        nothing_directive(Expanded)
    ).

%% run_waiting_directive is det.
%
%  Runs the directive that waited for the clauses above it, if any.
run_waiting_directive :-
    (   bb_get('loader:waiting_directive', waiting(Directive, Kind, Module, Line))
    ->  bb_put('loader:waiting_directive', none),
        run_directive(Directive, Kind, Module, Line),
        flush_output(user_output)
    ;   true
    ).

%  A declaration that changes nothing, for a term the loader has dealt with
%  itself: the engine needs one to go on.
nothing_directive((:- set_prolog_flag(double_quotes, DQ))) :-
    current_prolog_flag(double_quotes, DQ).

%  Directive of the file being loaded (of Module) uses the module of a
%  local file that is being loaded further up: Import is import(Used,
%  Path, Kind), the file being loaded to load again once Used's file is.
cyclic_use(Directive, Module, import(Used, Here, Kind)) :-
    (   Directive = use_module(Spec)
    ;   Directive = use_module(Spec, _)
    ),
    atom(Spec),
    bb_get('loader:loading_stack', Stack),
    prolog_load_context(directory, Dir),
    local_file(Spec, Dir, Path),
    memberchk(Path, Stack),
    file_module_decl(Path, Used, _),
    Used \== Module,
    bb_get('loader:loading', loading(Here, Kind, _, _, _)).

%  Module's file is loaded: the files whose use of it waited load again,
%  and now import it.

loaded_module_spec(Spec, M) :-
    atom(Spec),
    prolog_load_context(directory, Dir),
    local_file(Spec, Dir, Path),
    file_info(Path, info(_, _, M, _, _, _, _)),
    M \== user,
    catch(current_module(M), _, fail).

%  What the engine's loader handles itself, and the declarations its
%  libraries handle by term expansion (:- attribute, :- table: prefix
%  operators of priority 1150 and more).
engine_declaration(D) :-
    var(D),
    !.
engine_declaration(D) :-
    functor(D, N, A),
    memberchk(N/A, [module/2, use_module/1, use_module/2, (dynamic)/1, (multifile)/1,
                    (discontiguous)/1, (initialization)/1, set_prolog_flag/2,
                    (non_counted_backtracking)/1, op/3, (meta_predicate)/1]),
    !.
engine_declaration(D) :-
    functor(D, N, 1),
    current_op(P, T, N),
    memberchk(T, [fx, fy]),
    P >= 1150,
    \+ memberchk(N, [dynamic, discontiguous, initialization, multifile]).

%% run_directive(+Directive, +Kind, +Module, +Line) is det.
%
%  Runs a directive of a file being loaded in the file's Module, and
%  tells its error or failure with the file and Line.
run_directive(Directive, Kind, Module, Line) :-
    (   Kind == user
    ->  rewrite_goal(Directive, Goal)
    ;   Goal = Directive
    ),
    (   catch(Module:Goal, Error, true)
    ->  (   nonvar(Error),
            \+ halting(_)
        ->  directive_failed(Line, Directive, raised(Error))
        ;   true
        )
    ;   halting(_)
    ->  true
    ;   directive_failed(Line, Directive, failed)
    ).

directive_failed(Line, Directive, How) :-
    bb_get('loader:loading', loading(Path0, _, _, _, _)),
    shown_path(Path0, Path),
    bb_get('loader:directive_errors', N0),
    N is N0 + 1,
    put_global('loader:directive_errors', N),
    error_chars(Directive, DirectiveChars),
    (   How = raised(Error)
    ->  error_chars(Error, ErrorChars),
        say(directive_raised(Path, Line, DirectiveChars, ErrorChars))
    ;   say(directive_failed(Path, Line, DirectiveChars))
    ).

%  What the scan found about the directive just read (it knows it by where
%  it ends): directive(End, StartLine, Between).
directive_here(Directives, Directive) :-
    (   prolog_load_context(term_position, position_and_lines_read(End, _)),
        memberchk(directive(End, Line, Between), Directives)
    ->  Directive = directive(End, Line, Between)
    ;   prolog_load_context(term_position, position_and_lines_read(_, Line))
    ->  Directive = directive(0, Line, none)
    ;   Directive = directive(0, 0, none)
    ).

replace_clause(Key, Clauses, Directives, Expanded) :-
    bb_get('loader:emitted', Emitted),
    (   memberchk(Key, Emitted)
    ->  nothing_directive(Expanded)
    ;   put_global('loader:emitted', [Key|Emitted]),
        findall(C, member(C-_, Clauses), Expanded0),
        (   memberchk(directive(_, _, Key), Directives)
        ->  Expanded = [(:- discontiguous(Key))|Expanded0]
        ;   Expanded = Expanded0
        ),
        length(Expanded, N),
        put_global('loader:pass', N)
    ).

%  Under `:- extend(Module:Key).` the user's clauses come first, at the
%  game's first clause of Key, and each game clause whose first argument
%  one of them has is dropped; the game's other clauses stay.
extend_clause(Term, Key, Clauses, Module, Directives, Expanded) :-
    bb_get('loader:emitted', Emitted),
    (   replaced_by(Term, Clauses)
    ->  Game = []
    ;   expand_clause(Term, game, Module, Directives, Game0)
    ->  (   is_list(Game0)
        ->  Game = Game0
        ;   Game = [Game0]
        )
    ;   Game = [Term]
    ),
    (   memberchk(Key, Emitted)
    ->  (   Game == []
        ->  nothing_directive(Expanded)
        ;   Expanded = Game,
            length(Game, N),
            put_global('loader:pass', N)
        )
    ;   bb_get('loader:emitted', Emitted1),
        put_global('loader:emitted', [Key|Emitted1]),
        findall(C, member(C-_, Clauses), Yours),
        append([(:- discontiguous(Key))|Yours], Game, Expanded),
        length(Expanded, N),
        put_global('loader:pass', N)
    ).
