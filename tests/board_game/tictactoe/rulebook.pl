% Tic-tac-toe, the test fixture: loads the common game library into user
% (startGame, saveGame, ...) and says what the library needs to know.
:- use_module('../../common/game').

rulebook(name, tictactoe).
rulebook(title, "Tic-tac-toe (test fixture)").
rulebook(players, 2-2).
rulebook(levels, [random, first]).
