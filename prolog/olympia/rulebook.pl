/* Battle for Olympia is a two-player board game on the common game
   interface: this plain file loads the library into user, which gives the
   players startGame, displayMap, saveGame, loadGame and the computers. */
:- use_module('../common/board_game').
