/** Two-player games: who plays against whom.

Battle for Olympia, Prolognite, Replica and Xero-G are games of two players,
p1 and p2, each the other's opponent. Their rules import this module.
*/
:- module(two_players, [opponent/2]).

%% opponent(?Player, ?Opponent).
%
%  In a game of two players, Opponent plays against Player.
%
%  ?- two_players:opponent(p1, O).
%     O = p2.
opponent(p1, p2).
opponent(p2, p1).
