/** What Global Conquest tells the host about itself (prolog/README.md).

`games.` shows the title, `conquest simulate` checks its --players
against the player count and the computer levels.
*/
:- module(conquest_rulebook, [rulebook/2]).

%% rulebook(?Key, ?Value).
%
%  ?- rulebook(levels, Levels).
%     Levels = [easy, normal, hard].
rulebook(name, conquest).
rulebook(title, "Global Conquest: a Risk-like game of 24 territories for 2-4 players").
rulebook(players, 2-4).
rulebook(levels, [easy, normal, hard]).
