/** Help for the commands of tic-tac-toe, in English and Indonesian. */
:- module(tictactoe_help, [help_entry/3]).

%% help_entry(?Lang, ?Template, ?Text).
help_entry(en, 'place(Cell)', "mark Cell (1..9, row by row from the top left)").
help_entry(en, 'startGame(Players, Options)', "tic-tac-toe takes no options").
help_entry(id, 'place(Sel)', "menandai Sel (1..9, baris demi baris dari kiri atas)").
help_entry(id, 'startGame(Players, Options)', "tic-tac-toe tidak punya pilihan").
