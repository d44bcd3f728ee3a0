/** The texts of tic-tac-toe in English. */
:- module(tictactoe_messages_en, [en_message/2]).

%% en_message(?Key, ?Format).
en_message(not_a_cell(_), "~q is not a cell: give a number from 1 to 9.").
en_message(cell_taken(_), "Cell ~w is taken.").
en_message(unknown_option(_), "Unknown option ~q.").
