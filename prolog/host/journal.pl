/** The running game's history, kept by the host as a list of texts.
*/
:- module(journal, [journal_add/1,
                    journal_add_all/1,
                    journal_truncate/1,
                    journal_entry/2]).

:- use_module(library(bridge), [host_request/2]).

%% journal_add(+Chars) is det.
%% journal_truncate(+N) is det.
%% journal_entry(+N, -Chars) is semidet.
%
%  A list of texts the host keeps for the rules (the running game's
%  history): add one at the end, keep the first N, read the Nth (from 1;
%  fails past the end). The host holds them in a few bytes each; asserted
%  as facts, Scryer 0.10 takes kilobytes for each.
journal_add(Chars) :-
    host_request([journal_add, Chars], _).

%% journal_add_all(+Texts) is det.
%
%  journal_add/1 of each of Texts (lists of characters), in one request.
journal_add_all(Texts) :-
    (   Texts == []
    ->  true
    ;   host_request([journal_add|Texts], _)
    ).

journal_truncate(N) :-
    host_request([journal_truncate, N], _).

journal_entry(N, Chars) :-
    catch(host_request([journal_get, N], Chars), error(host_error(no_entry), _), fail).
