/* Global Conquest on the common game library.

A plain file (not a module): it loads the library (prolog/common/game.pl)
into user, which gives startGame/0,1,2, saveGame/1, loadGame/1, the
autosave, --resume, rollback, `conquest simulate` and displayMap/0 on top
of the rules (rules.pl), and says what the library and `games.`
need to know of the game (prolog/README.md).
*/
:- use_module('../../common/game').

%% rulebook(?Key, ?Value).
%
%  ?- rulebook(levels, Levels).
%     Levels = [easy, normal, hard].
rulebook(name, conquest).
rulebook(title, "Global Conquest: a Risk-like game of 24 territories for 2-4 players").
rulebook(players, 2-4).
rulebook(levels, [easy, normal, hard]).
rulebook(board_after_computers, false).
