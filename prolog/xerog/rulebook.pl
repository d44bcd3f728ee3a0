/* Xero-G (Gyges) on the common game interface: this file loads the common
   board game library into user; the rules are the xerog_*.pl modules. */
:- use_module('../common/board_game').
