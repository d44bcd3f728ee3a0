/** What Scryer's library(lists) has and SWI's lacks: list_max/2, list_min/2.

Defined as Scryer defines them (a fold with max/2, min/2), so ties between
an integer and an equal float resolve the same way.
*/
:- module(scryer_lists, [list_max/2, list_min/2]).

:- use_module(library(apply)).

list_max([N|Ns], Max) :-
    foldl(list_max_, Ns, N, Max).

list_max_(N, Max0, Max) :-
    Max is max(N, Max0).

list_min([N|Ns], Min) :-
    foldl(list_min_, Ns, N, Min).

list_min_(N, Min0, Min) :-
    Min is min(N, Min0).
