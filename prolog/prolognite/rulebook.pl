/* Prolognite on the common game interface.

A plain file (not a module): it loads the common library into user, which
gives startGame/0,1,2, displayMap/0, saveGame/1, loadGame/1, the autosave,
--resume and `conquest simulate`. The rules are in rules.pl and lines.pl,
the computer players in computer.pl, the commands in commands.pl.
*/
:- use_module('../common/board_game').
