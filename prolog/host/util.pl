/** Utilities every layer uses: global variables set safely, is_list/1,
and tables worked out once from the rules' facts.
*/
:- module(util, [put_global/2,
                 is_list/1,
                 same_name/2,
                 lower_char/2,
                 remembered/4,
                 forget_remembered/0,
                 template_indicator/2]).

:- use_module(library(iso_ext)).
:- use_module(library(lists), [maplist/3, append/3]).
:- use_module(library(charsio), [read_from_chars/2]).

%% put_global(+Key, +Value) is det.
%
%  bb_put/2, safe from a Scryer 0.10 bug: bb_put(Key, V) with V a clause's
%  head argument that was unbound when the clause was called and bound
%  since stores a reference to the caller's stack, and a later bb_get/2
%  reads garbage or crashes. A copy is always safe.
put_global(Key, Value) :-
    copy_term(Value, Copy),
    bb_put(Key, Copy).

%% is_list(@Term) is semidet.
%
%  Term is a proper list. (Scryer's library has no is_list/1; GNU Prolog and
%  SWI do.)
is_list(Term) :-
    '$skip_max_list'(_, _, Term, Tail),
    Tail == [].

%% same_name(+Name1, +Name2) is semidet.
%
%  Two players' names are the same name when they differ only in the case
%  of letters: "Budi" and "budi" cannot both join a game.
%
%  ?- util:same_name('Budi', budi).
%     true.
%  ?- util:same_name(budi, budi2).
%     false.
same_name(Name1, Name2) :-
    atom(Name1),
    atom(Name2),
    atom_chars(Name1, Chars1),
    atom_chars(Name2, Chars2),
    maplist(lower_char, Chars1, Lower),
    maplist(lower_char, Chars2, Lower).

%% lower_char(+Char, -Lower) is det.
%
%  Lower is Char in lower case (ASCII letters; other characters as they are).
%
%  ?- util:lower_char('Q', L).
%     L = q.
lower_char(C, L) :-
    (   char_code(C, Code),
        Code >= 0'A,
        Code =< 0'Z
    ->  LCode is Code + 32,
        char_code(L, LCode)
    ;   L = C
    ).

:- meta_predicate(remembered(+, ?, 0, -)).

%% remembered(+Key, ?Template, :Goal, -List) is det.
%
%  List is findall(Template, Goal, List), worked out once until the rules
%  are loaded again (the loader calls forget_remembered/0 after every
%  load), for a table the rules derive from their facts. Scryer 0.10
%  indexes a predicate on its first argument only, so a search by another
%  one (the territories of a continent) goes through every fact at every
%  call; SWI-Prolog indexes it. Key is an atom naming the table.
%
%  ?- remembered(squares, X-Y, (member(X, [1,2,3]), Y is X * X), L).
%     L = [1-1,2-4,3-9].
remembered(Key, Template, Goal, List) :-
    rules_generation(Generation),
    (   bb_get(Key, Generation-List0)
    ->  List = List0
    ;   findall(Template, Goal, List0),
        put_global(Key, Generation-List0),
        List = List0
    ).

%% forget_remembered is det.
%
%  Every table of remembered/4 is worked out again at its next use.
forget_remembered :-
    rules_generation(Generation),
    Next is Generation + 1,
    bb_put('host:rules_generation', Next).

rules_generation(Generation) :-
    (   bb_get('host:rules_generation', Generation0)
    ->  Generation = Generation0
    ;   Generation = 0
    ).

%% template_indicator(+Template, -Indicator) is semidet.
%
%  Indicator is Name/Arity of the goal a help line's Template shows
%  (`'saveGame(File)'`, `'startGame.'`); fails for a template that does
%  not read as a goal.
%
%  ?- util:template_indicator('saveGame(File)', I).
%     I = saveGame/1.
template_indicator(Template, Name/Arity) :-
    atom_chars(Template, Chars0),
    (   append(Chars, ['.'], Chars0)
    ->  true
    ;   Chars = Chars0
    ),
    append(Chars, ['.'], Clause),
    catch(read_from_chars(Clause, Term), _, fail),
    callable(Term),
    functor(Term, Name, Arity).
