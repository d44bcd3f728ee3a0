/** The habits of GNU Prolog (and SWI-Prolog) users, at the toplevel.

The seed's course uses GNU Prolog, where format/2 takes an atom, msort/2,
last/2, max_list/2 and statistics/2 are built in and nothing needs an
import. Scryer keeps some of these under other names or libraries and has
no others; this module gives the missing ones to `user` (consult:start_user
imports it with library(lists), library(between), ...).

    ?- format('~w and ~a~n', [1, two]).
    ?- msort([b, a, b], L).          L = [a,b,b]
    ?- last([1, 2, 3], X).           X = 3
    ?- max_list([2, 7, 1], M).       M = 7
*/
:- module(gnu, [gnu_format/2,
                gnu_format/3,
                msort/2,
                predsort/3,
                tab/1,
                tab/2,
                print/1,
                print/2,
                writeln/1,
                writeln/2,
                name/2,
                last/2,
                max_list/2,
                min_list/2,
                max_member/2,
                min_member/2,
                sumlist/2,
                nth/3,
                delete/3,
                subtract/3,
                include/3,
                exclude/3,
                partition/4,
                flatten/2,
                ignore/1,
                atomic_list_concat/2,
                atomic_list_concat/3,
                atom_number/2,
                term_to_atom/2,
                statistics/0,
                statistics/2,
                time/1]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(error)).
:- use_module(library(iso_ext)).
:- use_module(library(between)).
% Loaded for the qualified calls below (format:format/2, time:time/1),
% imported under no name of ours.
:- use_module(library(format), [format_//2]).
%  Loaded before this file: imported by module name (see toplevel.pl).
:- use_module(library(util)).
:- use_module(library(bridge)).

:- meta_predicate(predsort(3, ?, ?)).
:- meta_predicate(include(1, ?, ?)).
:- meta_predicate(exclude(1, ?, ?)).
:- meta_predicate(partition(1, ?, ?, ?)).
:- meta_predicate(ignore(0)).
:- meta_predicate(time(0)).

%% gnu_format(+Format, +Arguments) is det.
%% gnu_format(+Stream, +Format, +Arguments) is det.
%
%  format/2,3 as GNU Prolog has them: Format may be an atom or a code list
%  as well as characters, and a single argument need not be in a list.
%  The toplevel and the loader rewrite format/1,2,3 in users' goals into
%  these: library(format) makes format/2,3 in module user its own by goal
%  expansion, whatever user imports, and takes only characters.
%
%  ?- gnu_format('~w-~a~n', [1, b]).
gnu_format(Format, Arguments) :-
    format_chars(Format, Chars0),
    argument_list(Arguments, List0),
    gnu_directives(Chars0, List0, Chars, List),
    format:format(Chars, List).

gnu_format(Stream, Format, Arguments) :-
    format_chars(Format, Chars0),
    argument_list(Arguments, List0),
    gnu_directives(Chars0, List0, Chars, List),
    format:format(Stream, Chars, List).

format_chars(Format, Chars) :-
    (   var(Format)
    ->  throw(error(instantiation_error, format/2))
    ;   atom(Format)
    ->  atom_chars(Format, Chars)
    ;   is_list(Format),
        Format = [C|_],
        integer(C)
    ->  catch(atom_codes(A, Format), _, throw(error(type_error(format, Format), format/2))),
        atom_chars(A, Chars)
    ;   Chars = Format
    ).

/* GNU Prolog's directives that Scryer 0.10's format/2 lacks: ~Nc (the
   character N times), ~Ne (a float in C's %.Ne) and ~p (print/1), each
   with N or * before it. Each becomes ~a with its text as the argument,
   so the column stops (~t~20|) count it; the other directives and their
   arguments pass as they are, for library(format) to do or refuse. */

gnu_directives([], As, [], As).
gnu_directives([C|Fs0], As0, Fs, As) :-
    (   C == (~)
    ->  directive_count(Fs0, Count, CountChars, Fs1),
        (   Fs1 = [D|Fs2],
            gnu_directive(D),
            count_argument(Count, As0, N, [A|As1])
        ->  gnu_directive_text(D, N, A, Text),
            Fs = [~, a|Fs3],
            As = [Text|As2],
            gnu_directives(Fs2, As1, Fs3, As2)
        ;   directive_arguments(Count, Fs1, Taken),
            take_arguments(Taken, As0, Passed, As1),
            directive_letter(Fs1, Letter, Fs2),
            append([[~], CountChars, Letter, Fs3], Fs),
            append(Passed, As2, As),
            gnu_directives(Fs2, As1, Fs3, As2)
        )
    ;   Fs = [C|Fs1],
        gnu_directives(Fs0, As0, Fs1, As)
    ).

gnu_directive(c).
gnu_directive(e).
gnu_directive(p).

%  The count before a directive's letter, as a term (star, digits(Ds) or
%  none) and as written.
directive_count([*|Fs], star, [*], Fs) :- !.
directive_count(Fs0, digits([D|Ds]), [D|Ds], Fs) :-
    Fs0 = [D|_],
    digit_char(D),
    !,
    digit_chars(Fs0, [D|Ds], Fs).
directive_count(Fs, none, [], Fs).

digit_chars([D|Fs0], [D|Ds], Fs) :-
    digit_char(D),
    !,
    digit_chars(Fs0, Ds, Fs).
digit_chars(Fs, [], Fs).

digit_char(D) :-
    member(D, "0123456789"),
    !.

count_argument(none, As, none, As).
count_argument(digits(Ds), As, N, As) :-
    number_chars(N, Ds).
count_argument(star, [N|As], N, As).

%  How many arguments a directive of library(format) takes, its count's
%  included.
directive_arguments(Count, Fs, Taken) :-
    (   Count == star
    ->  Star = 1
    ;   Star = 0
    ),
    (   Fs = [D|_],
        member(D, "wpqadDULfegsrRci")
    ->  Taken is Star + 1
    ;   Taken = Star
    ).

%  Up to N arguments (fewer when there are not so many: library(format)
%  then says so).
take_arguments(N, As0, Taken, As) :-
    (   N > 0,
        As0 = [A|As1]
    ->  Taken = [A|Taken1],
        N1 is N - 1,
        take_arguments(N1, As1, Taken1, As)
    ;   Taken = [],
        As = As0
    ).

%  The letter of a directive passed as it is, a fill character's backquote
%  and character with it (~`-t).
directive_letter(['`', F, L|Fs], ['`', F, L], Fs) :- !.
directive_letter([L|Fs], [L], Fs) :- !.
directive_letter([], [], []).

gnu_directive_text(c, N0, Code, Text) :-
    (   N0 == none
    ->  N = 1
    ;   N = N0
    ),
    must_be(integer, N),
    char_code(Char, Code),
    length(Chars, N),
    maplist(=(Char), Chars),
    atom_chars(Text, Chars).
gnu_directive_text(e, N0, X, Text) :-
    (   N0 == none
    ->  N = 6
    ;   N = N0
    ),
    must_be(integer, N),
    exponent_chars(N, X, Chars),
    atom_chars(Text, Chars).
gnu_directive_text(p, _, Term, Text) :-
    write_term_to_chars(Term, [numbervars(true)], Chars),
    atom_chars(Text, Chars).

%% exponent_chars(+Digits, +Number, -Chars) is det.
%
%  Number (an arithmetic expression, evaluated) as C's printf writes it
%  with %.<Digits>e: one digit, Digits decimals, the exponent with a sign
%  and at least two digits, rounded from the float's exact value half to
%  even as printf rounds.
%
%  ?- exponent_chars(3, -12345.678, Cs).
%     Cs = "-1.235e+04".
exponent_chars(N, X0, Chars) :-
    X is float(X0),
    (   X < 0
    ->  Sign = "-",
        A is -X
    ;   Sign = "",
        A = X
    ),
    (   A =:= 0
    ->  Q = 0,
        E = 0
    ;   float_ratio(A, 0, I, K),
        E0 is floor(log(A) / log(10)),
        scaled_digits(I, K, N, E0, Q, E)
    ),
    number_chars(Q, QChars0),
    Width is N + 1,
    pad_left(QChars0, Width, QChars),
    QChars = [First|Decimals],
    (   N =:= 0
    ->  Mantissa = [First]
    ;   Mantissa = [First, '.'|Decimals]
    ),
    (   E < 0
    ->  ESign = "e-"
    ;   ESign = "e+"
    ),
    EA is abs(E),
    number_chars(EA, EChars0),
    pad_left(EChars0, 2, EChars),
    append([Sign, Mantissa, ESign, EChars], Chars).

%  A = I / 2^K, exactly: doubling a float is exact, and one with a
%  fraction is far from overflowing.
float_ratio(A, K0, I, K) :-
    (   A =:= float_integer_part(A)
    ->  I is truncate(A),
        K = K0
    ;   A1 is A * 2.0,
        K1 is K0 + 1,
        float_ratio(A1, K1, I, K)
    ).

%  Q is I / 2^K scaled to N+1 digits, rounded half to even, and E its
%  exponent; E0 is a guess of E (a logarithm is off by one near powers of
%  ten).
scaled_digits(I, K, N, E0, Q, E) :-
    S is N - E0,
    (   S >= 0
    ->  Num is I * 10^S,
        Den is 2^K
    ;   Num = I,
        Den is 2^K * 10^(-S)
    ),
    Q0 is Num // Den,
    R is Num mod Den,
    (   (   2 * R > Den
        ;   2 * R =:= Den,
            Q0 mod 2 =:= 1
        )
    ->  Q1 is Q0 + 1
    ;   Q1 = Q0
    ),
    (   Q1 >= 10^(N + 1)
    ->  E1 is E0 + 1,
        scaled_digits(I, K, N, E1, Q, E)
    ;   Q1 < 10^N
    ->  E1 is E0 - 1,
        scaled_digits(I, K, N, E1, Q, E)
    ;   Q = Q1,
        E = E0
    ).

pad_left(Chars0, Width, Chars) :-
    length(Chars0, L),
    (   L >= Width
    ->  Chars = Chars0
    ;   Pad is Width - L,
        length(Zeros, Pad),
        maplist(=('0'), Zeros),
        append(Zeros, Chars0, Chars)
    ).

argument_list(Arguments, List) :-
    (   is_list(Arguments)
    ->  List = Arguments
    ;   List = [Arguments]
    ).

%% msort(+List, -Sorted) is det.
%
%  Sorted is List in standard order, duplicates kept.
%
%  ?- msort([b, a, b], L).
%     L = [a,b,b].
msort(List, Sorted) :-
    must_be(list, List),
    pair_with_nothing(List, Pairs),
    keysort(Pairs, SortedPairs),
    pair_with_nothing(Sorted, SortedPairs).

pair_with_nothing([], []).
pair_with_nothing([X|Xs], [X-0|Ps]) :-
    pair_with_nothing(Xs, Ps).

%% predsort(:Order_3, +List, -Sorted) is det.
%
%  Sorted is List ordered by Order_3 (called as call(Order_3, Delta, A, B)
%  with Delta one of <, >, =); elements found = are dropped, as in SWI.
predsort(Order_3, List, Sorted) :-
    length(List, N),
    (   N < 2
    ->  Sorted = List
    ;   Half is N // 2,
        length(Front, Half),
        append(Front, Back, List),
        predsort(Order_3, Front, S1),
        predsort(Order_3, Back, S2),
        predmerge(Order_3, S1, S2, Sorted)
    ).

predmerge(_, [], Ys, Ys) :- !.
predmerge(_, Xs, [], Xs) :- !.
predmerge(Order_3, [X|Xs], [Y|Ys], Merged) :-
    call(Order_3, Delta, X, Y),
    (   Delta == (<)
    ->  Merged = [X|Merged1],
        predmerge(Order_3, Xs, [Y|Ys], Merged1)
    ;   Delta == (>)
    ->  Merged = [Y|Merged1],
        predmerge(Order_3, [X|Xs], Ys, Merged1)
    ;   Merged = [X|Merged1],
        predmerge(Order_3, Xs, Ys, Merged1)
    ).

%% tab(+N) is det.
%
%  Writes N spaces (N may be an expression, as in GNU Prolog).
tab(N) :-
    current_output(S),
    tab(S, N).

tab(S, N0) :-
    N is N0,
    forall(between(1, N, _), put_char(S, ' ')).

%% print(+Term) is det.
%% print(+Stream, +Term) is det.
%
%  Writes Term as write/1 does, '$VAR'(N) terms as variable names, as GNU
%  Prolog's print/1 does: print('A b') writes A b. format/2's ~p is this.
print(Term) :-
    current_output(S),
    print(S, Term).

print(S, Term) :-
    write_term(S, Term, [numbervars(true)]).

%% writeln(+Term) is det.
writeln(Term) :-
    write(Term),
    nl.

writeln(S, Term) :-
    write(S, Term),
    nl(S).

%% name(?AtomOrNumber, ?Codes) is det.
%
%  Codes are the character codes of AtomOrNumber; text that reads as a
%  number gives the number.
%
%  ?- name(X, "42").
%     X = 42.
name(X, Codes0) :-
    (   var(X)
    ->  must_be(list, Codes0),
        % "..." is a list of characters here (double_quotes is chars).
        maplist(code_of, Codes0, Codes),
        (   catch(number_codes(N, Codes), _, fail)
        ->  X = N
        ;   atom_codes(X, Codes)
        )
    ;   number(X)
    ->  number_codes(X, Codes0)
    ;   atom_codes(X, Codes0)
    ).

code_of(C, Code) :-
    (   atom(C)
    ->  char_code(C, Code)
    ;   Code = C
    ).

%% last(?List, ?Last).
%
%  Last is the last element of List.
%
%  ?- last([1, 2, 3], X).
%     X = 3.
last([X|Xs], Last) :-
    last_(Xs, X, Last).

last_([], Last, Last).
last_([X|Xs], _, Last) :-
    last_(Xs, X, Last).

%% max_list(+Numbers, -Max) is semidet.
%% min_list(+Numbers, -Min) is semidet.
%
%  ?- max_list([2, 7, 1], M).
%     M = 7.
max_list(Numbers, Max) :-
    list_max(Numbers, Max).

min_list(Numbers, Min) :-
    list_min(Numbers, Min).

%% max_member(-Max, +List) is semidet.
%% min_member(-Min, +List) is semidet.
%
%  The largest and smallest element in the standard order of terms.
max_member(Max, [X|Xs]) :-
    foldl(max_term, Xs, X, Max).

min_member(Min, [X|Xs]) :-
    foldl(min_term, Xs, X, Min).

max_term(X, M0, M) :-
    (   X @> M0
    ->  M = X
    ;   M = M0
    ).

min_term(X, M0, M) :-
    (   X @< M0
    ->  M = X
    ;   M = M0
    ).

%% sumlist(+Numbers, -Sum) is det.
sumlist(Numbers, Sum) :-
    sum_list(Numbers, Sum).

%% nth(?N, ?List, ?Element).
%
%  GNU Prolog's name for nth1/3.
nth(N, List, Element) :-
    nth1(N, List, Element).

%% delete(+List, @Element, -Rest) is det.
%
%  Rest is List without the elements that unify with Element.
delete([], _, []).
delete([X|Xs], E, Rest) :-
    (   \+ X \= E
    ->  Rest = Rest1
    ;   Rest = [X|Rest1]
    ),
    delete(Xs, E, Rest1).

%% subtract(+Set, +Delete, -Rest) is det.
%
%  Rest is Set without the elements of Delete (memberchk/2).
subtract([], _, []).
subtract([X|Xs], Delete, Rest) :-
    (   memberchk(X, Delete)
    ->  Rest = Rest1
    ;   Rest = [X|Rest1]
    ),
    subtract(Xs, Delete, Rest1).

%% include(:Goal_1, +List, -Included) is det.
%% exclude(:Goal_1, +List, -Excluded) is det.
%% partition(:Goal_1, +List, -Included, -Excluded) is det.
include(Goal_1, List, Included) :-
    partition(Goal_1, List, Included, _).

exclude(Goal_1, List, Excluded) :-
    partition(Goal_1, List, _, Excluded).

partition(_, [], [], []).
partition(Goal_1, [X|Xs], Included, Excluded) :-
    (   call(Goal_1, X)
    ->  Included = [X|Included1],
        Excluded = Excluded1
    ;   Included = Included1,
        Excluded = [X|Excluded1]
    ),
    partition(Goal_1, Xs, Included1, Excluded1).

%% flatten(+NestedList, -Flat) is det.
flatten(List, Flat) :-
    flatten_(List, Flat, []).

flatten_(X, [X|Fs], Fs) :-
    var(X),
    !.
flatten_([], Fs, Fs) :-
    !.
flatten_([X|Xs], Fs0, Fs) :-
    !,
    flatten_(X, Fs0, Fs1),
    flatten_(Xs, Fs1, Fs).
flatten_(X, [X|Fs], Fs).

%% ignore(:Goal) is det.
%
%  Calls Goal once and succeeds even when it fails.
ignore(Goal) :-
    (   call(Goal)
    ->  true
    ;   true
    ).

%% atomic_list_concat(+List, -Atom) is det.
%% atomic_list_concat(+List, +Separator, -Atom) is det.
%% atomic_list_concat(-List, +Separator, +Atom) is det.
%
%  ?- atomic_list_concat([a, 1, b], '-', A).
%     A = 'a-1-b'.
%  ?- atomic_list_concat(L, ',', 'x,y').
%     L = [x,y].
%  ?- atomic_list_concat([a, 1, "s"], A).
%     A = a1s.
atomic_list_concat(List, Atom) :-
    atomic_list_concat(List, '', Atom).

atomic_list_concat(List, Separator, Atom) :-
    (   atomic(Separator)
    ->  true
    ;   var(Separator)
    ->  throw(error(instantiation_error, atomic_list_concat/3))
    ;   throw(error(type_error(atomic, Separator), atomic_list_concat/3))
    ),
    (   is_list(List),
        maplist(text_item, List)
    ->  atomic_chars(Separator, SepChars),
        joined(List, SepChars, Chars),
        atom_chars(Atom, Chars)
    ;   atom(Atom),
        Separator \== ''
    ->  atom_chars(Atom, Chars),
        atomic_chars(Separator, SepChars),
        split_chars(Chars, SepChars, Parts),
        maplist(atom_chars, List, Parts)
    ;   is_list(List),
        member(Item, List),
        nonvar(Item),
        \+ text_item(Item)
    ->  throw(error(type_error(atomic, Item), atomic_list_concat/3))
    ;   throw(error(instantiation_error, atomic_list_concat/3))
    ).

%  An item of the list may be a double-quoted text, a list of characters
%  with the engine's double_quotes flag (SWI-Prolog takes its strings).
text_item(X) :-
    (   atomic(X)
    ->  true
    ;   is_list(X),
        maplist(atom, X),
        maplist(atom_length_1, X)
    ).

atom_length_1(C) :-
    atom_length(C, 1).

atomic_chars(X, Chars) :-
    (   atom(X)
    ->  atom_chars(X, Chars)
    ;   number(X)
    ->  number_chars(X, Chars)
    ;   Chars = X
    ).

joined([], _, []).
joined([X], _, Chars) :-
    !,
    atomic_chars(X, Chars).
joined([X|Xs], Sep, Chars) :-
    atomic_chars(X, Cs),
    joined(Xs, Sep, Rest),
    append([Cs, Sep, Rest], Chars).

split_chars(Chars, Sep, [Part|Parts]) :-
    (   append(Part, Rest0, Chars),
        append(Sep, Rest, Rest0)
    ->  split_chars(Rest, Sep, Parts)
    ;   Part = Chars,
        Parts = []
    ).

%% atom_number(+Atom, -Number) is semidet.
atom_number(Atom, Number) :-
    atom(Atom),
    atom_chars(Atom, Chars),
    catch(number_chars(Number, Chars), _, fail).

%% term_to_atom(?Term, ?Atom) is det.
term_to_atom(Term, Atom) :-
    (   atom(Atom)
    ->  atom_chars(Atom, Chars),
        append(Chars, " .", Text),
        read_term_from_chars(Text, Term, [])
    ;   write_term_to_chars(Term, [quoted(true)], Chars),
        atom_chars(Atom, Chars)
    ).

%% statistics is det.
%
%  Prints the CPU and wall-clock time used so far.
statistics :-
    host_clock(Wall, Cpu),
    format:format("% CPU time ~3d s, wall-clock time ~3d s since the start.~n", [Cpu, Wall]).

%% statistics(?Key, ?Value) is det.
%
%  GNU Prolog's keys: runtime, cputime, process_cputime, user_time (CPU
%  milliseconds), walltime, real_time (wall-clock milliseconds), each as
%  [SinceStart, SinceLastAsked].
statistics(Key, [Now, Since]) :-
    must_be(atom, Key),
    (   memberchk(Key, [runtime, cputime, process_cputime, user_time])
    ->  host_clock(_, Now)
    ;   memberchk(Key, [walltime, real_time])
    ->  host_clock(Now, _)
    ;   throw(error(domain_error(statistics_key, Key), statistics/2))
    ),
    atom_concat('gnu:statistics:', Key, Slot),
    (   bb_get(Slot, Last)
    ->  true
    ;   Last = 0
    ),
    Since is Now - Last,
    put_global(Slot, Now).

%% time(:Goal).
%
%  Calls Goal and prints the CPU time and inferences each of its answers
%  took, and those of its failure or error, as library(time) does:
%  `% CPU time: 0.002s, 1 inference`. Library(time)'s own time/1 sets its
%  line for scryer-prolog's toplevel (indented, with a stray indent after
%  it here).
time(Goal) :-
    time_started(T0-I0),
    time_next_id(Id),
    setup_call_cleanup(asserta(time_state(Id, T0, I0)),
                       (   call_cleanup(catch(Goal, E, (time_report(Id), throw(E))),
                                        Det = true),
                           time_answer(Id),
                           (   Det == true
                           ->  !
                           ;   true
                           )
                       ;   time_report(Id),
                           fail
                       ),
                       retract(time_state(Id, _, _))).

:- dynamic(time_state/3).
:- dynamic(time_id/1).

time_next_id(Id) :-
    (   retract(time_id(Id0))
    ->  Id is Id0 + 1
    ;   Id = 0
    ),
    asserta(time_id(Id)).

time_started(T0-I0) :-
    '$cpu_now'(T0),
    '$inference_count'(I0).

%  An answer is reported; asked for the next one, the clock restarts.
time_answer(Id) :-
    time_report(Id).
time_answer(Id) :-
    retract(time_state(Id, _, _)),
    time_started(T0-I0),
    asserta(time_state(Id, T0, I0)),
    fail.

% The inferences time/1 itself makes between its two readings, so that
% time(true) reports 1.
time_own_inferences(93).

time_report(Id) :-
    time_state(Id, T0, I0),
    time_started(T-I),
    Time is T - T0,
    time_own_inferences(Own),
    Inferences is max(0, I - I0 - Own),
    (   Inferences =:= 1
    ->  Plural = ""
    ;   Plural = "s"
    ),
    format("% CPU time: ~3fs, ~d inference~s~n", [Time, Inferences, Plural]).
