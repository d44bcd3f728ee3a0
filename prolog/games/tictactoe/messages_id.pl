/** The texts of tic-tac-toe in Indonesian. */
:- module(tictactoe_messages_id, [id_message/2]).

%% id_message(?Key, ?Format).
id_message(not_a_cell(_), "~q bukan sel: berikan angka 1 sampai 9.").
id_message(cell_taken(_), "Sel ~w sudah terisi.").
id_message(unknown_option(_), "Pilihan tidak dikenal: ~q.").
