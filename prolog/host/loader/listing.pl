/** listing/0,1: the clauses of a predicate as its file gives them, and where a rule is.

The scan kept every clause of every loaded file with its line and its
variable names, so listing/1 shows any predicate, the game's static rules
included, laid out as the house style lays it out.
*/
:- module(loader_listing, [listing/0,
                           listing/1,
                           reason_source/4,
                           reason_located/2]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(assoc)).
:- use_module(library(pairs), [group_pairs_by_key/2]).
:- use_module(library(util), [put_global/2, remembered/4]).
:- use_module(library(text), [say/1]).
:- use_module(library(loader_terms)).
:- use_module(library(loader_files)).
:- use_module(library(loader_scan)).
:- use_module(library(loader_user), [user_sees/2]).

%% listing is det.
%
%  Lists every predicate the user's own files define.
listing :-
    files(Files),
    forall(member(file(Path, info(user, _, _, _, _, _, _)), Files),
           list_file(Path, _)),
    % then what the dynamic predicates hold now, asserted ones included
    findall(N/A, ( current_predicate(user:N/A),
                   functor(Head, N, A),
                   catch(predicate_property(user:Head, dynamic), _, fail) ),
            Dynamics0),
    sort(Dynamics0, Dynamics),
    forall(member(Key, Dynamics), list_dynamic(user, Key)).

%% listing(+Spec) is det.
%
%  Shows the clauses of the predicates Spec names (Name, Name/Arity or
%  Module:Name/Arity), as their files give them, with the file and the
%  line of each clause: the game's rules as well as the user's. A dynamic
%  predicate also shows the clauses it has now.
listing(Spec) :-
    host_clauses_known,
    (   listing_spec(Spec, Module, Name, Arity)
    ->  findall(M-N/A, source_predicate(Module, Name, Arity, M, N, A), Keys0),
        sort(Keys0, Keys1),
        findall(M-N/A, dynamic_only(Module, Name, Arity, Keys1, M, N, A), Dynamics0),
        sort(Dynamics0, Dynamics),
        (   Keys1 == [],
            Dynamics == []
        ->  (   callable_without_source(Module, Name, Arity)
            ->  say(listing_no_source(Spec))
            ;   say(listing_unknown(Spec))
            )
        ;   forall(member(M-N/A, Keys1), list_predicate(M, N/A)),
            forall(member(M-N/A, Dynamics), list_dynamic(M, N/A))
        )
    ;   throw(error(type_error(predicate_indicator, Spec), listing/1))
    ).

%  Name/Arity (any arity when it is unbound) can be called, but no loaded
%  file holds its clauses: a built-in or a library's predicate.
callable_without_source(Module, Name, Arity) :-
    listing_module(Module, M),
    (   catch(current_predicate(M:Name/Arity), _, fail)
    ->  \+ dropped(M, Name, Arity)
    ;   integer(Arity),
        Arity >= 0,
        functor(Head, Name, Arity),
        catch(predicate_property(M:Head, built_in), _, fail)
    ).

%  A loaded file defines Name/Arity but holds no clause of it now: the
%  engine gave up on the file and dropped it (Scryer 0.10 still knows the
%  name, but a call raises an existence error).
dropped(M, Name, Arity) :-
    files(Files),
    member(file(_, info(_, _, M, _, _, Defines, _)), Files),
    memberchk(Name/Arity, Defines),
    !.

%  The host's own files are read for listing/1 only when it is first
%  asked: reading them at every start would slow it for nothing.
host_clauses_known :-
    files(Files),
    forall(( member(file(Path, info(host, _, _, _, _, _, _)), Files),
             clauses_key(Path, Key),
             \+ bb_get(Key, _) ),
           (   catch(scan_file(Path, Scan), _, fail),
               Scan = scan(_, _, _, _, _, Clauses, _, _)
           ->  put_global(Key, Clauses)
           ;   put_global(Key, [])
           )).

listing_spec(Spec, _, _, _) :-
    var(Spec),
    !,
    throw(error(instantiation_error, listing/1)).
listing_spec(M:Spec, M, N, A) :-
    !,
    atom(M),
    listing_spec(Spec, M, N, A).
listing_spec(N/A, _, N, A) :-
    !,
    atom(N),
    ( var(A) ; integer(A) ).
listing_spec(N, _, N, _) :-
    atom(N).

source_predicate(Module, Name, Arity, M, N, A) :-
    files(Files),
    member(file(Path, info(Kind, _, _, _, _, _, _)), Files),
    file_info_clauses(Path, Clauses),
    member(clause(_, M, Clause, _), Clauses),
    clause_key(Clause, N/A),
    N == Name,
    ( var(Arity) -> true ; A =:= Arity ),
    (   nonvar(Module)
    ->  M == Module
    ;   Kind == host
    ->  % the host's machinery is not the user's: listed only when user
        % has it (the help's predicates), or when asked by module
        user_sees(N/A, _)
    ;   true
    ).

%  The module a listing/1 spec looks in: the one it names, else user.
listing_module(Module, M) :-
    (   var(Module)
    ->  M = user
    ;   M = Module
    ).

%  Dynamic predicates with no clause in any file: what they hold now.
dynamic_only(Module, Name, Arity, Known, M, N, A) :-
    listing_module(Module, M),
    current_predicate(M:Name/A),
    ( var(Arity) -> true ; A =:= Arity ),
    N = Name,
    \+ memberchk(M-N/A, Known),
    functor(Head, N, A),
    catch(predicate_property(M:Head, dynamic), _, fail).

list_predicate(Module, N/A) :-
    files(Files),
    forall(member(file(Path, _), Files),
           list_predicate_in(Path, Module, N/A)),
    functor(Head, N, A),
    (   catch(predicate_property(Module:Head, dynamic), _, fail)
    ->  nl,
        say(listing_dynamic_now(Module, N/A)),
        list_dynamic_clauses(Module, Head)
    ;   true
    ).

list_predicate_in(Path, Module, Key) :-
    file_info_clauses(Path, Clauses),
    findall(Line-Clause-Names,
            ( member(clause(Line, Module, Clause, Names), Clauses),
              clause_key(Clause, Key) ),
            Found),
    (   Found == []
    ->  true
    ;   shown_path(Path, Shown),
        nl,
        (   file_info(Path, info(_, _, Module, _, _, _, _)),
            overrides_for(Module, Replacing),
            memberchk(Key-Yours, Replacing),
            overriding_file(Module, Key, ByPath)
        ->  shown_path(ByPath, By),
            (   extended(Module, Key)
            ->  % what the engine runs: the clauses yours leave in place
                say(override_listing_extended(Module, Key, Shown, By)),
                findall(L-C-Ns, ( member(L-C-Ns, Found),
                                  \+ replaced_by(C, Yours) ),
                        Shown1)
            ;   say(listing_header_replaced(Module, Key, Shown, By)),
                Shown1 = Found
            )
        ;   overriding_file(Module, Key, ByPath),
            ByPath \== Path,
            file_info(Path, info(user, _, _, _, _, _, _))
        ->  shown_path(ByPath, By),
            say(override_listing_superseded(Module, Key, Shown, By)),
            Shown1 = Found
        ;   say(listing_header(Module, Key, Shown)),
            Shown1 = Found
        ),
        forall(member(Line-Clause-Names, Shown1),
               portray_source_clause(Clause, Names, Line))
    ).

list_file(Path, _) :-
    file_info_clauses(Path, Clauses),
    forall(member(clause(Line, _, Clause, Names), Clauses),
           portray_source_clause(Clause, Names, Line)).

list_dynamic(Module, N/A) :-
    functor(Head, N, A),
    nl,
    say(listing_dynamic_now(Module, N/A)),
    list_dynamic_clauses(Module, Head).

list_dynamic_clauses(Module, Head) :-
    % clause(user:Head, Body) raises an existence error in Scryer 0.10;
    % the qualified goal works.
    forall(catch(Module:clause(Head, Body), _, fail),
           (   Body == true
           ->  portray_source_clause(Head, [], none)
           ;   portray_source_clause((Head :- Body), [], none)
           )).

%% reason_source(+Reason, +Hint, -Key, -Place) is semidet.
%
%  The rule of the running game that gives Reason (a message key, such as
%  a refusal's reason): a clause of a game module (messages, help and
%  views left out), with a term of Reason's name and arity in its body.
%  The rules come first, then the commands (whose command_move/3 refuses
%  a command before the rules see a move). Among them a clause of
%  Hint_error (Hint is the move's name: draft_error/5 for draft) comes
%  first, then one of a predicate whose name starts with Hint, else the
%  first in load order. Key is its Name/Arity, Place is Path:Line.
reason_source(Reason, Hint, Key, Path:Line) :-
    functor(Reason, Name, Arity),
    findall(Tier-Rank-Order-source(Key0, Path0, Line0),
            ( reason_mention(Name, Arity, Tier-Order, Key0, Path0, Line0),
              source_rank(Key0, Hint, Rank) ),
            Found),
    Found = [_|_],
    keysort(Found, [_-_-_-source(Key, Path, Line)|_]).

%% reason_located(+Name, +Arity) is semidet.
%
%  why/1 can name the rule that gives a reason Name/Arity: some clause of
%  a game module's rules (as reason_source/4 searches them) has a term of
%  that name and arity in its body.
reason_located(Name, Arity) :-
    reason_mention(Name, Arity, _, _, _, _),
    !.

%  reason_mention(Name, Arity, Tier-Order, Key, Path, Line): the clause
%  of the game at Path:Line, of predicate Key and Order-th in load order,
%  has a term Name/Arity in its body; Tier is 0 for the rules, 1 for the
%  commands. Worked out once per load of the rules, into an assoc of
%  Name/Arity: walking every clause at every why/1 took half a second.
%  Global Conquest's 6 500 mentions take 70 ms (0.46 s when each
%  mention's module was tested with sub_atom/5).
reason_mention(Name, Arity, Place, Key, Path, Line) :-
    remembered('loader_listing:reasons', Index, reason_index(Index), [Index]),
    get_assoc(Name/Arity, Index, Mentions),
    member(mention(Place, Key, Path, Line), Mentions).

reason_index(Index) :-
    game_modules(Modules0),
    % each module's tier worked out once: sub_atom/5 is slow in Scryer
    findall(M-Tier, ( member(M, Modules0),
                      \+ view_or_text_module(M),
                      (   commands_module(M)
                      ->  Tier = 1
                      ;   Tier = 0
                      ) ),
            Modules),
    files(Files),
    findall(Name/Arity-mention(Tier-(FileOrder-ClauseOrder), Key, Path, Line),
            ( nth0(FileOrder, Files, file(Path, info(Kind, _, _, _, _, _, _))),
              Kind \== host,
              file_info_clauses(Path, Clauses),
              nth0(ClauseOrder, Clauses, clause(Line, Module, Clause, _)),
              memberchk(Module-Tier, Modules),
              clause_body(Clause, Body),
              clause_key(Clause, Key),
              body_mentions(Body, Mentions),
              member(Name/Arity, Mentions) ),
            Pairs0),
    % keysort keeps each name's mentions in load order
    keysort(Pairs0, Pairs),
    group_pairs_by_key(Pairs, Grouped),
    list_to_assoc(Grouped, Index).

%  A module of the game that says or shows things: its terms are not
%  the rules' reasons.
view_or_text_module(Module) :-
    member(Part, ['_messages', '_help', '_view']),
    sub_atom(Module, _, _, 0, Part),
    !.

%  A module of the game that reads commands: its terms are reasons only
%  where the rules have none (a command refused before it is a move).
commands_module(Module) :-
    sub_atom(Module, _, _, 0, '_commands').

%  The names of the compound terms and atoms in Body, each once.
body_mentions(Body, Mentions) :-
    mentions(Body, Mentions0, []),
    sort(Mentions0, Mentions).

mentions(Term, Ms0, Ms) :-
    (   compound(Term)
    ->  functor(Term, Name, Arity),
        Ms0 = [Name/Arity|Ms1],
        Term =.. [_|Args],
        foldl(mentions, Args, Ms1, Ms)
    ;   atom(Term)
    ->  Ms0 = [Term/0|Ms]
    ;   Ms0 = Ms
    ).

source_rank(Name0/_, Hint, Rank) :-
    (   atom(Hint),
        atom_concat(Hint, '_error', Name0)
    ->  Rank = 0
    ;   atom(Hint),
        sub_atom(Name0, 0, _, _, Hint)
    ->  Rank = 1
    ;   Rank = 2
    ).

%  A clause laid out as the house style lays it out, with the names its
%  variables have in the file and its line as a comment.
portray_source_clause(Clause0, Names0, Line) :-
    copy_term(Clause0-Names0, Clause-Names1),
    term_variables(Clause, Vars),
    occurrences(Clause, Occurrences, []),
    anonymous_names(Vars, Occurrences, Names1, 0, Names),
    (   Clause = (Head :- Body),
        Body \== true
    ->  line_comment(Line),
        write_source(Head, Names),
        write(' :-'),
        nl,
        portray_body(Body, Names, 1, 1000),
        write('.'),
        nl
    ;   (   Clause = (Head :- true)
        ->  true
        ;   Head = Clause
        ),
        write_source(Head, Names),
        write('.'),
        (   Line == none
        ->  true
        ;   write('    % line '),
            write(Line)
        ),
        nl
    ).

%  A variable without a name (in the file, or in a clause asserted) is
%  written `_` where it occurs once, else named A, B, ... as no other is:
%  the listing reads back as the same clause.
anonymous_names([], _, Names, _, Names).
anonymous_names([V|Vs], Occurrences, Names0, N0, Names) :-
    (   member(_=W, Names0),
        W == V
    ->  Names = Names1,
        N = N0
    ;   occurs_once(Occurrences, V, 0)
    ->  Names = ['_'=V|Names1],
        N = N0
    ;   fresh_name(Names0, N0, Name, N),
        Names = [Name=V|Names1]
    ),
    anonymous_names(Vs, Occurrences, Names0, N, Names1).

%  The variables of a term, one for each occurrence.
occurrences(T, [T|Vs], Vs) :-
    var(T),
    !.
occurrences(T, Vs0, Vs) :-
    compound(T),
    !,
    T =.. [_|Args],
    foldl(occurrences, Args, Vs0, Vs).
occurrences(_, Vs, Vs).

occurs_once([], _, 1).
occurs_once([W|Ws], V, Seen) :-
    (   W == V
    ->  Seen == 0,
        occurs_once(Ws, V, 1)
    ;   occurs_once(Ws, V, Seen)
    ).

%  The next of A, B, ..., Z, A1, B1, ... that names no variable of Names.
fresh_name(Names, N0, Name, N) :-
    Letter is 0'A + N0 mod 26,
    Round is N0 // 26,
    (   Round =:= 0
    ->  atom_codes(Name0, [Letter])
    ;   number_codes(Round, Digits),
        atom_codes(Name0, [Letter|Digits])
    ),
    N1 is N0 + 1,
    (   memberchk(Name0=_, Names)
    ->  fresh_name(Names, N1, Name, N)
    ;   Name = Name0,
        N = N1
    ).

line_comment(none) :- !.
line_comment(Line) :-
    write('% line '),
    write(Line),
    nl.

write_source(Term, Names) :-
    write_term(Term, [quoted(true), variable_names(Names), ignore_ops(false),
                      double_quotes(true)]).

%  A body: goals one a line at Depth, if-then-else and disjunctions laid
%  out as `(   Cond\n->  Then\n;   Else\n)`.
portray_body((A, B), Names, Depth, _) :-
    !,
    portray_body(A, Names, Depth, 999),
    write(','),
    nl,
    portray_body(B, Names, Depth, 1000).
portray_body(Goal, Names, Depth, _) :-
    ( Goal = (_ ; _) ; Goal = (_ -> _) ),
    !,
    indent(Depth),
    write('(   '),
    portray_alternatives(Goal, Names, Depth),
    nl,
    indent(Depth),
    write(')').
portray_body(Goal, Names, Depth, Priority) :-
    indent(Depth),
    portray_goal(Goal, Names, Priority).

portray_alternatives((If -> Then ; Else), Names, Depth) :-
    !,
    portray_branch(If, Names, Depth),
    nl,
    indent(Depth),
    write('->  '),
    portray_branch(Then, Names, Depth),
    nl,
    indent(Depth),
    write(';   '),
    portray_else(Else, Names, Depth).
portray_alternatives((If -> Then), Names, Depth) :-
    !,
    portray_branch(If, Names, Depth),
    nl,
    indent(Depth),
    write('->  '),
    portray_branch(Then, Names, Depth).
portray_alternatives((A ; B), Names, Depth) :-
    !,
    portray_branch(A, Names, Depth),
    nl,
    indent(Depth),
    write(';   '),
    portray_else(B, Names, Depth).
portray_alternatives(A, Names, Depth) :-
    portray_branch(A, Names, Depth).

portray_else(Else, Names, Depth) :-
    (   ( Else = (_ ; _) ; Else = (_ -> _) )
    ->  portray_alternatives(Else, Names, Depth)
    ;   portray_branch(Else, Names, Depth)
    ).

%  Goals after `(   `, `->  ` or `;   `: the first on that line, the
%  others under it, one level deeper.
portray_branch((A, B), Names, Depth) :-
    !,
    portray_branch(A, Names, Depth),
    write(','),
    nl,
    Depth1 is Depth + 1,
    portray_body(B, Names, Depth1, 1000).
portray_branch(Goal, Names, Depth) :-
    (   ( Goal = (_ ; _) ; Goal = (_ -> _) )
    ->  write('(   '),
        Depth1 is Depth + 1,
        portray_alternatives(Goal, Names, Depth1),
        nl,
        indent(Depth1),
        write(')')
    ;   portray_goal(Goal, Names, 999)
    ).

%  A goal as an argument of priority Priority: bracketed when its
%  principal operator binds more loosely (Scryer 0.10's write_term/2 has no
%  priority/1 option).
portray_goal(Goal, Names, Priority) :-
    (   callable(Goal),
        functor(Goal, Name, Arity),
        Arity > 0,
        Arity =< 2,
        current_op(P, Type, Name),
        atom_length(Type, L),
        L =:= Arity + 1,
        P > Priority
    ->  write('('),
        write_source(Goal, Names),
        write(')')
    ;   write_source(Goal, Names)
    ).

indent(0) :- !.
indent(N) :-
    write('    '),
    N1 is N - 1,
    indent(N1).
