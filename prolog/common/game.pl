/** Games on one explicit state: the library every rulebook is built on.

A rulebook writes its rules as relations over a State term and loads this
module into user (its rulebook.pl says `:- use_module('../../common/game').`).
The hooks a rulebook defines, required and optional, and the home file of
each in a game's folder are the rulebook contract of prolog/README.md
("The common game interface" and "Writing a rulebook on common/game.pl").

This module is the library's one entry point: it loads the parts and
exports what the host, the toplevel and the players call, the same for
every game:

    current_game.pl  the running game (one term), its players, the hooks
    play.pl          startGame/0,1,2, play_move/1, the computers' turns,
                     displayMap/0, the per-query checkpoint and rollback
    advice.pl        why/1 and hint/0: the rules asked, nothing moves
    history.pl       every move since the game began; the autosave's log
    replay.pl        history/0,1 and replay/0,1
    saves.pl         saveGame/1,2, loadGame/1, the autosave, --resume
                     (the file format is save_file.pl)
    simulation.pl    headless games of computers for `conquest simulate`

and gives message/3 over the rulebook's message tables and the help of
the commands above.
*/
:- module(game, [startGame/0,
                 startGame/1,
                 startGame/2,
                 seat/2,
                 current_state/1,
                 set_current_state/1,
                 game_player/2,
                 player_name/2,
                 player_shown/2,
                 player_id/2,
                 play_move/1,
                 refuse/1,
                 play_computers/0,
                 moves_played/1,
                 computer_moves_played/1,
                 displayMap/0,
                 hint/0,
                 why/1,
                 hint_moves/2,
                 history/0,
                 history/1,
                 replay/0,
                 replay/1,
                 current_board/1,
                 saveGame/1,
                 saveGame/2,
                 loadGame/1,
                 autosave_game/1,
                 resume_game/1,
                 game_in_progress/1,
                 game_checkpoint/1,
                 game_rollback/1,
                 simulation_game/3,
                 simulation_game/4,
                 move_refusal/2,
                 turn_refusal/1,
                 player_name_error/2,
                 answer_reads_as_command/1,
                 shared_help_entry/3,
                 message/3]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(current_game).
:- use_module(play).
:- use_module(advice).
:- use_module(saves).
:- use_module(replay).
:- use_module(simulation).

/* Messages: each rulebook's tables, in English and Indonesian. */

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang: the rulebook's
%  en_message/2 (messages_en.pl) and id_message/2 (messages_id.pl). The
%  host looks here first, then at the library's own texts
%  (common/messages.pl).
message(en, Key, Format) :-
    optional_hook(en_message(Key, Format)).
message(id, Key, Format) :-
    optional_hook(id_message(Key, Format)).

/* Help for the commands this module gives every game. */

%% shared_help_entry(?Lang, ?Template, ?Text).
shared_help_entry(en, 'startGame', "Start a new game: asks who plays each side (a name for a human, a level for a computer) and the game's options.").
shared_help_entry(en, 'startGame(Players, Options)', "Start a new game without questions, e.g. startGame(['Alice', cpu(normal)], []). startGame(Players) is startGame(Players, []).").
shared_help_entry(en, 'displayMap', "Draw the board.").
shared_help_entry(en, 'why(Command)', Text) :-
    why_help(en, Text).
shared_help_entry(en, 'hint', "What the strongest computer level would play now for the player to move, and why, in the game's own terms (nothing moves).").
shared_help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves and every draw of chance included. A random setup is listed as typed (typed back, it draws the same), and a command that asks as the command with its answers, which replays them (help(history) of each game says how its commands are listed). history(Moves) gives them as Player-Move.").
shared_help_entry(en, 'replay', "Play the game again from its beginning, every move announced, and check it ends in the same position; replay(File) does it for a saved game. The running game stays as it is.").
shared_help_entry(en, 'saveGame(File)', Text) :-
    save_help(en, Text).
shared_help_entry(en, 'loadGame(File)', "Replace the running game by the one saved in File, after checking it; a bad file changes nothing.").
shared_help_entry(id, 'startGame', "Memulai permainan baru: menanyakan siapa yang bermain di tiap sisi (nama untuk manusia, tingkat untuk komputer) dan pilihan permainan.").
shared_help_entry(id, 'startGame(Players, Options)', "Memulai permainan baru tanpa pertanyaan, misalnya startGame(['Alice', cpu(normal)], []). startGame(Players) sama dengan startGame(Players, []).").
shared_help_entry(id, 'displayMap', "Menampilkan papan.").
shared_help_entry(id, 'why(Command)', Text) :-
    why_help(id, Text).
shared_help_entry(id, 'hint', "Langkah yang akan dimainkan komputer tingkat terkuat sekarang untuk pemain yang mendapat giliran, dan alasannya, dalam ukuran permainan itu sendiri (tidak ada yang bergerak).").
shared_help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer dan setiap undian. Persiapan acak dicatat seperti diketik (diketik kembali, ia mengundi hal yang sama), dan perintah yang bertanya sebagai perintah beserta jawabannya, yang mengulangnya (help(history) setiap permainan menjelaskan cara perintahnya dicatat). history(Langkah) memberikannya sebagai Pemain-Langkah.").
shared_help_entry(id, 'replay', "Memainkan ulang permainan dari awal, setiap langkah diumumkan, dan memeriksa posisinya sama di akhir; replay(Berkas) untuk permainan yang disimpan. Permainan yang berjalan tetap.").
shared_help_entry(id, 'saveGame(File)', Text) :-
    save_help(id, Text).
shared_help_entry(id, 'loadGame(File)', "Mengganti permainan yang berjalan dengan yang tersimpan di File, setelah diperiksa; berkas yang salah tidak mengubah apa pun.").

%  The help of saveGame/1: the line that resumes the game names it, since
%  conquest --resume alone continues the default game, Global Conquest.
save_help(Lang, Text) :-
    rulebook_name(Game),
    atom_chars(Game, Chars),
    save_help_text(Lang, Text0),
    append(Text0, Chars, Text1),
    save_help_tail(Lang, Tail),
    append(Text1, Tail, Text).

save_help_text(en, "Save the game to File, e.g. saveGame('game.pl'). An earlier save is replaced; a file that holds something else is replaced only when you say so (saveGame(File, [replace(true)]) in a script). The game is also saved after every command; conquest --game ").
save_help_text(id, "Menyimpan permainan ke File, misalnya saveGame('permainan.pl'). Simpanan lama diganti; berkas yang berisi hal lain diganti hanya jika Anda setuju (saveGame(File, [replace(true)]) dalam skrip). Permainan juga disimpan otomatis setelah setiap perintah; conquest --game ").

save_help_tail(en, " --resume continues it.").
save_help_tail(id, " --resume melanjutkannya.").

%  The help of why/1, with the rulebook's example (its why_example/1, in
%  help.pl) when it gives one.
why_help(Lang, Text) :-
    (   optional_hook(why_example(Example))
    ->  write_term_to_chars(Example, [quoted(true)], Chars),
        why_help_text(Lang, Text0),
        why_help_example(Lang, Chars, Tail),
        append(Text0, Tail, Text)
    ;   why_help_text(Lang, Text0),
        append(Text0, ".", Text)
    ).

why_help_text(en, "Whether you may type Command now: the rules' reason if not (the one the command itself gives), with the rule that gives it (file and line), else what it would do; a command that is no move (a question, a save) is said to be one. Nothing moves").
why_help_text(id, "Apakah Command boleh diketik sekarang: alasan aturan bila tidak (yang juga diberikan perintah itu sendiri), dengan aturan yang memberikannya (berkas dan baris), atau apa akibatnya; perintah yang bukan langkah (pertanyaan, penyimpanan) disebut demikian. Tidak ada yang bergerak").

why_help_example(en, Chars, Text) :-
    append(", e.g. why(", Chars, Text0),
    append(Text0, ").", Text).
why_help_example(id, Chars, Text) :-
    append(", misalnya why(", Chars, Text0),
    append(Text0, ").", Text).
