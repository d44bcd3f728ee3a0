/* Xero-G (Gyges) on the common game library: this plain file loads the
   library into user and says what it needs to know of the game; the rules
   are the xerog_*.pl modules. */
:- use_module('../../common/game').

%% rulebook(?Key, ?Value).
%
%  What the toplevel and the common library need to know of this game.
rulebook(name, xerog).
rulebook(title, "Xero-G (Gyges): land a neutral ship in the opponent's base").
rulebook(players, 2-2).
rulebook(levels, [random, search]).
