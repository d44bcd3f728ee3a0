% Tic-tac-toe, the example rulebook and the template of `conquest new-game`:
% loads the common game library into user (startGame, saveGame, ...) and
% says what the library needs to know.
:- use_module('../../common/game').

rulebook(name, tictactoe).
rulebook(title, "Tic-tac-toe (the example rulebook)").
rulebook(players, 2-2).
% The first level is the default of a computer seat; search is the strongest.
rulebook(levels, [random, first, search]).
