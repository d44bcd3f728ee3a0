/* The harness of tests/suite/doc_examples.rs: checks one `?- Query.` example of
   a rule file's %% comments against its answer, in a fresh state (no game
   running), and prints `DOC ok Where` or `DOC fail Where: Why`.

   An answer is `true.`, `false.`, or alternatives separated by `;`, each a
   conjunction of Name = Value: the query's solutions, projected on the
   names the answer mentions, must be exactly these, in this order (values
   compared as variants, so an answer may show variables). */

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(format)).
:- use_module(library(terms)).

doc_check(Where, QueryChars, AnswerChars) :-
    catch(doc_result(QueryChars, AnswerChars, Result), Error, Result = error(Error)),
    (   Result == ok
    ->  format("DOC ok ~w~n", [Where])
    ;   format("DOC fail ~w: ~q~n", [Where, Result])
    ).

doc_result(QueryChars, AnswerChars, Result) :-
    game_rollback(none),
    script_clear,
    read_term_from_chars(QueryChars, Query, [variable_names(QueryNames)]),
    read_term_from_chars(AnswerChars, Answer, [variable_names(AnswerNames)]),
    alternatives(Answer, AnswerNames, Expected),
    expected_names(Expected, Names),
    (   member(Name, Names),
        \+ memberchk(Name=_, QueryNames)
    ->  Result = unknown_name(Name)
    ;   query_values(Names, QueryNames, Vars),
        findall(Vars, user:Query, Solutions),
        findall(Vs, ( member(Alt, Expected), alt_values(Names, Alt, Vs) ), Wanted),
        (   Expected == [[]],
            Solutions = [_|_]
        ->  Result = ok
        ;   length(Solutions, N),
            length(Wanted, N),
            maplist(same_variant, Solutions, Wanted)
        ->  Result = ok
        ;   Result = got(Solutions, expected(Wanted))
        )
    ).

% alternatives(+Answer, +Names, -Alts): each Alt a list Name-Value.
alternatives(false, _, []) :- !.
alternatives(true, _, [[]]) :- !.
alternatives((A ; B), Names, [Alt|Alts]) :-
    !,
    conjunction(A, Names, Alt),
    alternatives(B, Names, Alts).
alternatives(A, Names, [Alt]) :-
    conjunction(A, Names, Alt).

conjunction((A, B), Names, Pairs) :-
    !,
    conjunction(A, Names, P1),
    conjunction(B, Names, P2),
    append(P1, P2, Pairs).
conjunction(Var = Value, Names, [Name-Value]) :-
    var(Var),
    member(Name=V, Names),
    V == Var,
    !.
conjunction(Other, _, _) :-
    throw(not_an_answer(Other)).

expected_names(Alts, Names) :-
    findall(N, ( member(Alt, Alts), member(N-_, Alt) ), Ns0),
    sort(Ns0, Names).

query_values([], _, []).
query_values([N|Ns], QueryNames, [V|Vs]) :-
    memberchk(N=V, QueryNames),
    query_values(Ns, QueryNames, Vs).

alt_values([], _, []).
alt_values([N|Ns], Alt, [V|Vs]) :-
    (   memberchk(N-V0, Alt)
    ->  V = V0
    ;   true
    ),
    alt_values(Ns, Alt, Vs).

same_variant(A, B) :-
    \+ \+ ( copy_term(A, A1),
            copy_term(B, B1),
            numbervars(A1, 0, E),
            numbervars(B1, 0, E),
            A1 == B1 ).
