/* Battle for Olympia, a two-player board game on the common game library:
   this plain file loads the library into user, which gives the players
   startGame, displayMap, saveGame, loadGame and the computers, and says
   what the library needs to know of the game. */
:- use_module('../../common/game').

%% rulebook(?Key, ?Value).
rulebook(name, olympia).
rulebook(title, "Battle for Olympia: a simplified Battle for Wesnoth for two players").
rulebook(players, 2-2).
rulebook(levels, [easy, normal]).
