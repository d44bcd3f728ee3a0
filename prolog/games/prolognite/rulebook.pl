/* Prolognite on the common game library.

A plain file (not a module): it loads the library into user, which gives
startGame/0,1,2, displayMap/0, saveGame/1, loadGame/1, the autosave,
--resume and `conquest simulate`, and says what the library needs to know
of the game. The rules are in rules.pl and lines.pl, the computer players
in computer.pl, the commands in commands.pl.
*/
:- use_module('../../common/game').

%% rulebook(?Key, ?Value).
%
%  What the common library and `games.` need to know about Prolognite.
rulebook(name, prolognite).
rulebook(title, "Prolognite: deploy armies on an N x N board, then destroy obstacles and threatened enemies").
rulebook(players, 2-2).
rulebook(levels, [random, greedy, search]).
