% chat_parser: a definite clause grammar for a fragment of English
% questions and statements, in the spirit of chat_parser of van Roy's
% Aquarius set (Pereira and Warren's CHAT-80 front end), much smaller:
% parses twelve sentences to parse trees; DCG translation, backtracking
% over alternatives, term building.
:- use_module(library(lists)).
:- use_module(library(dcgs)).
:- use_module(library(between)).

count(1500).

sentence(s(NP, VP)) --> noun_phrase(NP, N), verb_phrase(VP, N).
sentence(q(W, VP)) --> wh(W), verb_phrase(VP, _).
sentence(yn(Aux, NP, VP)) --> aux(Aux, N), noun_phrase(NP, N), verb_phrase(VP, inf).
sentence(c(S1, S2)) --> simple(S1), [and], sentence(S2).

simple(s(NP, VP)) --> noun_phrase(NP, N), verb_phrase(VP, N).

noun_phrase(np(D, A, N, R), Num) --> det(D, Num), adjs(A), noun(N, Num), rel(R, Num).
noun_phrase(np(P), sg) --> proper(P).
noun_phrase(np(P), pl) --> pronoun(P).

adjs([A|As]) --> adj(A), adjs(As).
adjs([]) --> [].

rel(rel(V), Num) --> [that], verb_phrase(V, Num).
rel(rel(P), _) --> pp(P).
rel(none, _) --> [].

pp(pp(P, NP)) --> prep(P), noun_phrase(NP, _).

verb_phrase(vp(V, NP, PP), Num) --> tverb(V, Num), noun_phrase(NP, _), pps(PP).
verb_phrase(vp(V, PP), Num) --> iverb(V, Num), pps(PP).
verb_phrase(vp(be, A), Num) --> be(Num), adj(A).
verb_phrase(vp(be, NP), Num) --> be(Num), noun_phrase(NP, _).

pps([P|Ps]) --> pp(P), pps(Ps).
pps([]) --> [].

wh(who) --> [who].
wh(what) --> [what].
aux(does, sg) --> [does].
aux(do, pl) --> [do].
be(sg) --> [is].
be(pl) --> [are].

det(the, _) --> [the].
det(a, sg) --> [a].
det(every, sg) --> [every].
det(some, _) --> [some].
det(all, pl) --> [all].

adj(A) --> [A], { adj(A) }.
noun(N, sg) --> [N], { noun(N, _) }.
noun(N, pl) --> [P], { noun(N, P) }.
proper(P) --> [P], { proper(P) }.
pronoun(P) --> [P], { member(P, [they, we]) }.
prep(P) --> [P], { member(P, [in, on, with, near, of, to]) }.
tverb(V, sg) --> [S], { verb_forms(V, S, _, _) }.
tverb(V, pl) --> [P], { verb_forms(V, _, P, _) }.
tverb(V, inf) --> [V], { verb_forms(V, _, _, _) }.
iverb(V, sg) --> [S], { iverb(V, S, _) }.
iverb(V, pl) --> [P], { iverb(V, _, P) }.
iverb(V, inf) --> [V], { iverb(V, _, _) }.

adj(big). adj(small). adj(old). adj(european). adj(african). adj(red). adj(large).
noun(country, countries). noun(river, rivers). noun(ocean, oceans).
noun(city, cities). noun(sea, seas). noun(capital, capitals). noun(border, borders).
proper(france). proper(paris). proper(europe). proper(danube). proper(africa).
verb_forms(border, borders, border, bordered).
verb_forms(contain, contains, contain, contained).
verb_forms(flow, flows, flow, flowed).
verb_forms(see, sees, see, seen).
iverb(flow, flows, flow).
iverb(rise, rises, rise).
iverb(live, lives, live).

sentences([
    [what, borders, france],
    [who, lives, in, paris],
    [every, european, country, borders, a, sea],
    [the, danube, flows, through, europe],
    [does, france, border, some, european, countries, that, contain, a, big, river],
    [some, old, cities, are, large],
    [all, rivers, that, flow, to, the, sea, flow, in, europe],
    [what, contains, the, capital, of, france],
    [the, big, old, city, near, the, river, is, paris],
    [they, see, a, red, sea, and, france, borders, every, old, european, country],
    [do, all, african, countries, border, an, ocean],
    [a, small, river, rises, in, africa, and, it, flows, to, the, ocean]
]).

parse_all(Trees) :-
    sentences(Ss),
    findall(N-T, (nth1(N, Ss, S), phrase(sentence(T), S)), Trees).

bench :-
    count(K), parse_all(T0), length(T0, L0),
    (   between(1, K, _), parse_all(T), T \== T0 -> throw(wrong(T)) ; true ),
    ( L0 >= 5 -> true ; throw(too_few_parses(L0)) ),
    write(chat_parser(L0)), nl.
