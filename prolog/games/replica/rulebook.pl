/** Replica: what the rulebook tells the host, and the common game library.

A plain file (not a module): it loads prolog/common/game.pl into user, which
gives startGame, play_move, saves, computers and simulate on top of the
relations of rules.pl.
*/
:- use_module('../../common/game').

%% rulebook(?Key, ?Value).
%
%  ?- rulebook(levels, Levels).
%     Levels = [random, greedy, search].
rulebook(name, replica).
rulebook(title, "Replica (Christian Freeling): race a king to the far corner on an 8x8 board, 2 players").
rulebook(players, 2-2).
rulebook(levels, [random, greedy, search]).
