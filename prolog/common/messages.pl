/** Messages of the common library (prolog/common/), in English and Indonesian.

The host looks a message up in the rulebook's message/3 first, then here,
then in its own table (text:message_text/2), so a rulebook can reword any of
these by defining the same key.
*/
:- module(common_messages, [common_message/3,
                            common_plural_word/2,
                            computer_called/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(current_game).

%% common_message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang (en or id).
common_message(en, save_file_invalid(_Command), "Please give the file name as an atom, for example ~w('mygame.pl').").
common_message(en, save_no_game, "No game is running: there is nothing to save.").
common_message(en, game_saved(_File), "Game saved to ~w.").
common_message(en, save_failed(_File, _Text), "The game was not saved to ~w: ~s").
common_message(en, save_problem_folder, "its folder does not exist.").
common_message(en, save_problem_no_space, "the disk is full; the file as it was is kept.").
common_message(en, save_problem_read_only, "the disk or folder is read-only.").
common_message(en, save_problem_too_many_files, "the program has too many files open; the file as it was is kept.").
common_message(en, save_problem_not_a_save, "the file holds something else than a saved game and was left as it is. To replace it: saveGame(File, [replace(true)]).").
common_message(en, save_problem_file_too_large, "the file would be larger than this system allows; the file as it was is kept.").
common_message(en, save_problem_short, "it could not be written whole (is the disk full?); the file as it was is kept.").
common_message(en, save_problem_missing, "the file is not there.").
common_message(en, save_problem_too_big, "the file is larger than any this program reads.").
common_message(en, save_problem_io, "the system could not write it (an input/output error); the file as it was is kept.").
common_message(en, save_replace_question(_File), "~w holds something else than a saved game. Replace it with the game? (yes/no) ").
common_message(en, save_not_replaced(_File), "~w was left as it is; the game was not saved.").
common_message(en, save_option_invalid(_Option), "~q is not an option of saveGame/2 (its option is replace(true) or replace(false)).").
common_message(en, save_problem_permission, "permission denied.").
common_message(en, save_problem_directory, "it is a directory.").
common_message(en, save_problem_link, "it is a symbolic link; name the file it points to.").
common_message(en, save_problem_other, "it is not a regular file (a device or a pipe); it was left as it is.").
common_message(en, autosave_failed(_File, _Text), "Autosave to ~w failed (said once; play goes on): ~s").
common_message(en, history_log_lost(_Log), "The history log ~w is missing or damaged: the game goes on, its history begins here.").
common_message(en, history_log_unwritable(_Log, _Text), "The history log ~w cannot be written: ~s (said once; play goes on, and the log catches up when it can be written again).").
common_message(en, history_log_written_again(_Log), "The history log ~w is written again: the history is whole.").
common_message(en, history_log_damaged(_Log, _Kept, _Dropped), "The history log ~w was cut short: the history keeps its first ~d moves, and the last ~d are left out (the history goes from there straight to the loaded position).").
common_message(en, game_loaded(_File), "Game loaded from ~w.").
common_message(en, game_resumed(_File), "Resumed the last game (~w).").
common_message(en, load_failed(_File, _Text), "~w was not loaded, the current game is unchanged: ~s").
common_message(en, save_missing, "there is no such file.").
common_message(en, save_not_regular, "it is not a regular file (a device or a pipe).").
common_message(en, save_unreadable, "the file cannot be read.").
common_message(en, save_too_big(_Bytes, _Max), "it is ~d bytes, more than any saved game (at most ~d): it was not read.").
common_message(en, save_too_deep(_Line, _Max), "line ~d nests brackets more than ~d deep, which no saved game does: it was not read.").
common_message(en, save_not_a_save, "it is not a saved game (a save begins with conquest_save(Version, Game)).").
common_message(en, save_version(_V, _Ours), "it is in save format ~q; this program reads format ~q.").
common_message(en, save_other_game(_G, _Ours), "it is a saved game of ~q, not of ~q.").
common_message(en, save_bad_rng(_Line, _Term), "line ~d should be rng(Seed, Position), not ~s.").
common_message(en, save_syntax(_Line, _What), "line ~d does not parse (~w): the file is damaged or truncated.").
common_message(en, save_truncated, "it ends before its end marker end_of_save(N): the file is truncated.").
common_message(en, save_count(_Expected, _Count), "its end marker counts ~q facts but it holds ~d: lines are missing or were added (after editing a save, correct N in end_of_save(N)).").
common_message(en, save_after_end(_Line), "there is more text after the end marker, at line ~d.").
common_message(en, save_not_ground(_Line), "line ~d contains a variable.").

common_message(id, save_file_invalid(_Command), "Berikan nama berkas sebagai atom, misalnya ~w('permainanku.pl').").
common_message(id, save_no_game, "Tidak ada permainan yang berjalan: tidak ada yang disimpan.").
common_message(id, game_saved(_File), "Permainan disimpan ke ~w.").
common_message(id, save_failed(_File, _Text), "Permainan tidak disimpan ke ~w: ~s").
common_message(id, save_problem_folder, "foldernya tidak ada.").
common_message(id, save_problem_no_space, "disk penuh; berkas yang lama tetap disimpan.").
common_message(id, save_problem_read_only, "disk atau foldernya hanya bisa dibaca.").
common_message(id, save_problem_too_many_files, "program membuka terlalu banyak berkas; berkas yang lama tetap disimpan.").
common_message(id, save_problem_not_a_save, "berkas itu berisi sesuatu yang bukan permainan tersimpan dan dibiarkan apa adanya. Untuk menggantinya: saveGame(File, [replace(true)]).").
common_message(id, save_problem_file_too_large, "berkas itu akan lebih besar dari yang diizinkan sistem ini; berkas yang lama tetap disimpan.").
common_message(id, save_problem_short, "berkas itu tidak dapat ditulis utuh (apakah disk penuh?); berkas yang lama tetap disimpan.").
common_message(id, save_problem_missing, "berkas itu tidak ada.").
common_message(id, save_problem_too_big, "berkas itu lebih besar dari yang dibaca program ini.").
common_message(id, save_problem_io, "sistem tidak dapat menulisnya (galat masukan/keluaran); berkas yang lama tetap disimpan.").
common_message(id, save_replace_question(_File), "~w berisi sesuatu yang bukan permainan tersimpan. Ganti dengan permainan ini? (yes/no) ").
common_message(id, save_not_replaced(_File), "~w dibiarkan apa adanya; permainan tidak disimpan.").
common_message(id, save_option_invalid(_Option), "~q bukan pilihan saveGame/2 (pilihannya replace(true) atau replace(false)).").
common_message(id, save_problem_permission, "izin ditolak.").
common_message(id, save_problem_directory, "itu sebuah direktori.").
common_message(id, save_problem_link, "itu tautan simbolik; sebutkan berkas yang ditunjuknya.").
common_message(id, save_problem_other, "itu bukan berkas biasa (perangkat atau pipa); dibiarkan apa adanya.").
common_message(id, autosave_failed(_File, _Text), "Simpan otomatis ke ~w gagal (disebut sekali; permainan berlanjut): ~s").
common_message(id, history_log_lost(_Log), "Log riwayat ~w hilang atau rusak: permainan berlanjut, riwayatnya dimulai di sini.").
common_message(id, history_log_unwritable(_Log, _Text), "Log riwayat ~w tidak dapat ditulis: ~s (disebut sekali; permainan berlanjut, dan log menyusul saat dapat ditulis lagi).").
common_message(id, history_log_written_again(_Log), "Log riwayat ~w ditulis lagi: riwayatnya utuh.").
common_message(id, history_log_damaged(_Log, _Kept, _Dropped), "Log riwayat ~w terpotong: riwayat menyimpan ~d langkah pertamanya, dan ~d langkah terakhir tidak ada (riwayat langsung melompat ke posisi yang dimuat).").
common_message(id, game_loaded(_File), "Permainan dimuat dari ~w.").
common_message(id, game_resumed(_File), "Melanjutkan permainan terakhir (~w).").
common_message(id, load_failed(_File, _Text), "~w tidak dimuat, permainan saat ini tidak berubah: ~s").
common_message(id, save_missing, "berkas itu tidak ada.").
common_message(id, save_not_regular, "itu bukan berkas biasa (perangkat atau pipa).").
common_message(id, save_unreadable, "berkas tidak dapat dibaca.").
common_message(id, save_too_big(_Bytes, _Max), "berkas ~d bita, lebih besar dari simpanan mana pun (paling banyak ~d): tidak dibaca.").
common_message(id, save_too_deep(_Line, _Max), "baris ~d bersarang lebih dari ~d tingkat kurung, tidak seperti simpanan mana pun: tidak dibaca.").
common_message(id, save_not_a_save, "itu bukan permainan tersimpan (simpanan diawali conquest_save(Versi, Permainan)).").
common_message(id, save_version(_V, _Ours), "formatnya versi ~q; program ini membaca versi ~q.").
common_message(id, save_other_game(_G, _Ours), "itu simpanan permainan ~q, bukan ~q.").
common_message(id, save_bad_rng(_Line, _Term), "baris ~d seharusnya rng(Benih, Posisi), bukan ~s.").
common_message(id, save_syntax(_Line, _What), "baris ~d tidak dapat dibaca (~w): berkas rusak atau terpotong.").
common_message(id, save_truncated, "berkas berakhir sebelum penanda akhir end_of_save(N): berkas terpotong.").
common_message(id, save_count(_Expected, _Count), "penanda akhirnya menghitung ~q fakta tetapi isinya ~d: ada baris yang hilang atau ditambahkan (setelah menyunting simpanan, betulkan N pada end_of_save(N)).").
common_message(id, save_after_end(_Line), "masih ada teks setelah penanda akhir, di baris ~d.").
common_message(id, save_not_ground(_Line), "baris ~d mengandung variabel.").

% Games (game.pl)
common_message(en, computer_name(_P, _Level, _N), "~w (computer, ~w)~i").
common_message(en, ask_seat(_P, _Levels), "Who plays ~w? A name for a human, or a computer level ~w (or cancel): ").
common_message(en, ask_joined_players(_), "The players who joined: ~w. Press Enter to play with them, or type no to choose the players (or cancel): ").
common_message(en, seat_empty, "Please type a name or a computer level.").
common_message(en, level_of_another_game(_, _), "~w is a computer level of another game; this game's levels are ~w. Type one of them, or a name for a human.").
common_message(en, setup_cancelled, "No new game was started.").
common_message(en, players_not_list(_), "Players must be a list, e.g. ['Alice', cpu(normal)].~i").
common_message(en, options_not_list(_), "Options must be a list, e.g. [].~i").
common_message(en, replace_not_boolean(_), "replace(~w) is no option: replace(true) abandons a running game, replace(false) (the default) keeps it.").
common_message(en, players_count(_Min, _Max, _Count), "This game has ~d to ~d players, not ~d.").
common_message(en, unknown_level(_, _), "Unknown computer level ~w; the levels are ~w.").
common_message(en, bad_player_name(_), "~q is not a player: give a name (an atom such as 'Alice') or cpu(Level).").
common_message(en, same_player_name(_), "Two players are called ~w.").
common_message(en, empty_player_name, "A player's name cannot be empty.").
common_message(en, seat_unbound, "Every player must be given: a name such as 'Alice', or cpu(Level).").
common_message(en, level_not_said(_), "A computer at which level? Type one of ~w, or a name for a human.").
common_message(en, option_unbound, "An option is a variable: give every option in full, e.g. [] for none (a word that starts with a capital letter is a variable).").
common_message(en, option_not_ground(_), "~w is not a complete option: give every value (a word that starts with a capital letter is a variable).").
common_message(en, seat_answer_is_a_command(_), "~w reads as a command, not a name: the game is not set up yet. Type only the answer: a name for a human, or a computer level (or cancel).").
common_message(en, seat_name_taken(_), "The name ~w is already taken (names are told apart without regard to case). Please choose another.").
common_message(en, name_is_a_seat(_, _), "A player cannot be called ~w: that is what the game calls the seat ~w. Please choose another name.").
common_message(en, game_replaced, "The running game is abandoned.").
common_message(en, game_started, "A new game begins.").
common_message(en, seat_is(_, Name), "~i~w") :-
    computer_called(Name).
common_message(en, seat_is(_, _), "~w: ~w").
common_message(en, no_game, "No game is running: start one with startGame.").
common_message(en, ask_abandon, "A game is running: abandon it for a new one? (yes/no) ").
common_message(en, game_running, "A game is running: it was kept. To abandon it, add the option replace(true), e.g. startGame(Players, [replace(true)]); saveGame(File) keeps it first.").
common_message(en, game_is_over, "The game is over: start a new one with startGame.").
common_message(en, hint(_Level, _Moves), "The ~w computer would play ~s.").
common_message(en, why_not_a_command(_Command), "~q is no command: ask why/1 about a command of the game (help. lists them).").
common_message(en, why_refused(_Command, _Reason), "~q is refused: ~s").
common_message(en, why_rule(_Key, _Path, _Line), "The rule that says so: ~q, ~w:~d.").
common_message(en, why_allowed(_Command), "~q is allowed now.").
common_message(en, why_effect, "It would do this:").
common_message(en, why_chance, "What it does depends on chance, drawn when it is played.").
common_message(en, why_asks, "It asks its questions first, and each answer is checked as it is given.").
common_message(en, why_query(_Command), "~q is no move but a question: it changes nothing and no rule of the game judges it; typed, it answers, or says what is wrong with what it was asked.").
common_message(en, why_not_a_move(_Command), "~q is no move: the rules of the game have no say in it (help. tells what it does).").
common_message(en, why_answers(_Command, _Typed), "~q is not typed as such: it stands for ~q with these answers to its questions.").
common_message(en, hint_none, "The computer finds no move to suggest here.").
common_message(en, history_started(_, _, _), "The game began with ~s, seed ~d (generator at ~d).").
common_message(en, history_from_save, "The history begins at a loaded game that had none.").
common_message(en, history_human(_, _, _), "~t~d~4|. ~w: ~s").
common_message(en, history_computer(_, Name, _), "~t~d~4|. ~w: ~s") :-
    computer_called(Name).
common_message(en, history_computer(_, _, _), "~t~d~4|. ~w (computer): ~s").
common_message(en, history_forced(_, _), "~t~d~4|. (the rules) ~s").
common_message(en, history_made_by(_, _, _, _), "~t~d~4|. ~w: ~s (made by ~s above, not typed)").
common_message(en, history_set(_), "~t~d~4|. (a command changed the position without a move: a cheat or a choice)").
common_message(en, no_such_seat(_), "~q is no seat of this game: give a player's name or a seat (p1, p2, ...).").
common_message(en, seat_kind_bad(_, _), "~q is no kind of seat: give human, or cpu(Level) with a level of ~w.").
common_message(en, seat_has_no_name(_), "The seat ~w is a computer's without a name: no human plays it.").
common_message(en, seat_unchanged(_), "~w's seat is played that way already: nothing was changed.").
common_message(en, seat_to_computer(_, _), "~w's seat is played by a computer (~w) from now on.").
common_message(en, seat_to_human(_), "~w plays their own seat again.").
common_message(en, history_seat(_, _, _), "~t~d~4|. (seat) ~w: ~s").
common_message(en, replay_begins, "Replaying the game from its beginning.").
common_message(en, replay_same(_), "Replayed ~d moves: the position is the game's.").
common_message(en, replay_differs(_), "Replayed ~d moves, but the position differs from the game's (a rule file changed since?).").
common_message(en, replay_refused(_, _), "Move ~d, ~w, is not legal when replayed (the save was edited, or a rule changed since it was played), and the replay stops there. The rules say:").
common_message(en, replay_diverged(_), "Move ~d cannot be played again: the rules changed since it was played. The replay stops.").
common_message(en, replay_no_history(_), "~w holds no history to replay: it was saved before games carried one, or it is an autosave, whose history is in its .history log (resume it, then type replay.).").
common_message(en, computer_to_move(_), "It is the computer's (~w) turn.").
common_message(en, move_not_ground(_), "~q is not a complete move.").
common_message(en, illegal_move(_), "The rules do not allow ~q now.").
common_message(en, moved(_, _), "~w plays ~q.").
common_message(en, game_won(_, _), "Game over: ~w (~w) wins!").
common_message(en, computer_won(_), "Game over: ~w wins!").
common_message(en, game_drawn, "Game over: a draw.").
common_message(en, save_bad_layout, "it does not hold the facts players/1, moves/1 and state/1 of a game, then its history (history_start/1 and history_move/1 facts).").
common_message(en, save_bad_players(_), "its players/1 fact ~q is not a list p1-Kind, p2-Kind, ... with Kind human(Name) or cpu(Level).").
common_message(en, save_bad_moves(_), "its moves/1 fact should be a whole number, not ~q.").
common_message(en, save_bad_history, "its history_start/1 and history_move/1 facts are not a history of this game's players and states.").
common_message(en, save_bad_state(_), "its state is not a position of this game: ~s").
common_message(en, no_player_to_move, "nobody of its players is to move.").
common_message(en, state_error_threw(_), "checking it raised an error: ~s.").
common_message(en, save_players_mismatch(_), "its players/1 fact does not name the players of its state, ~w.").
common_message(en, move_code_variable(_), "~q is not a complete move: codes are written in lowercase; a word that starts with a capital letter is a variable.").

common_message(id, computer_name(_P, _Level, _N), "~w (komputer, ~w)~i").
common_message(id, ask_seat(_P, _Levels), "Siapa yang bermain sebagai ~w? Nama untuk manusia, atau tingkat komputer ~w (atau batal): ").
common_message(id, ask_joined_players(_), "Pemain yang bergabung: ~w. Tekan Enter untuk bermain dengan mereka, atau ketik tidak untuk memilih pemain (atau batal): ").
common_message(id, seat_empty, "Ketik sebuah nama atau tingkat komputer.").
common_message(id, level_of_another_game(_, _), "~w adalah tingkat komputer permainan lain; tingkat permainan ini adalah ~w. Ketik salah satunya, atau sebuah nama untuk manusia.").
common_message(id, setup_cancelled, "Permainan baru tidak dimulai.").
common_message(id, players_not_list(_), "Pemain harus berupa daftar, misalnya ['Alice', cpu(normal)].~i").
common_message(id, options_not_list(_), "Pilihan harus berupa daftar, misalnya [].~i").
common_message(id, replace_not_boolean(_), "replace(~w) bukan pilihan: replace(true) meninggalkan permainan yang berjalan, replace(false) (bawaan) mempertahankannya.").
common_message(id, players_count(_Min, _Max, _Count), "Permainan ini untuk ~d sampai ~d pemain, bukan ~d.").
common_message(id, unknown_level(_, _), "Tingkat komputer ~w tidak dikenal; tingkatnya: ~w.").
common_message(id, bad_player_name(_), "~q bukan pemain: berikan nama (atom seperti 'Alice') atau cpu(Level).").
common_message(id, same_player_name(_), "Dua pemain bernama ~w.").
common_message(id, empty_player_name, "Nama pemain tidak boleh kosong.").
common_message(id, seat_unbound, "Setiap pemain harus diberikan: nama seperti 'Alice', atau cpu(Level).").
common_message(id, level_not_said(_), "Komputer di tingkat apa? Ketik salah satu dari ~w, atau sebuah nama untuk manusia.").
common_message(id, option_unbound, "Sebuah pilihan berupa variabel: berikan setiap pilihan selengkapnya, misalnya [] bila tidak ada (kata yang diawali huruf kapital adalah variabel).").
common_message(id, option_not_ground(_), "~w bukan pilihan yang lengkap: berikan setiap nilainya (kata yang diawali huruf kapital adalah variabel).").
common_message(id, seat_answer_is_a_command(_), "~w terbaca sebagai perintah, bukan nama: permainan belum disiapkan. Ketik jawabannya saja: nama untuk manusia, atau tingkat komputer (atau batal).").
common_message(id, seat_name_taken(_), "Nama ~w sudah dipakai (huruf besar dan kecil tidak dibedakan). Silakan pilih nama lain.").
common_message(id, name_is_a_seat(_, _), "Pemain tidak boleh bernama ~w: itu sebutan permainan untuk pemain ~w. Silakan pilih nama lain.").
common_message(id, game_replaced, "Permainan yang berjalan ditinggalkan.").
common_message(id, game_started, "Permainan baru dimulai.").
common_message(id, seat_is(_, Name), "~i~w") :-
    computer_called(Name).
common_message(id, seat_is(_, _), "~w: ~w").
common_message(id, no_game, "Belum ada permainan: mulai dengan startGame.").
common_message(id, ask_abandon, "Ada permainan yang berjalan: tinggalkan untuk permainan baru? (ya/tidak) ").
common_message(id, game_running, "Ada permainan yang berjalan: permainan itu dipertahankan. Untuk meninggalkannya, tambahkan pilihan replace(true), misalnya startGame(Players, [replace(true)]); saveGame(File) menyimpannya dulu.").
common_message(id, game_is_over, "Permainan sudah selesai: mulai yang baru dengan startGame.").
common_message(id, hint(_Level, _Moves), "Komputer ~w akan memainkan ~s.").
common_message(id, why_not_a_command(_Command), "~q bukan perintah: tanyakan why/1 tentang perintah permainan (help. mendaftarnya).").
common_message(id, why_refused(_Command, _Reason), "~q ditolak: ~s").
common_message(id, why_rule(_Key, _Path, _Line), "Aturan yang menyatakannya: ~q, ~w:~d.").
common_message(id, why_allowed(_Command), "~q boleh dimainkan sekarang.").
common_message(id, why_effect, "Akibatnya:").
common_message(id, why_chance, "Hasilnya bergantung pada peluang, diundi saat dimainkan.").
common_message(id, why_asks, "Perintah ini bertanya dulu, dan setiap jawaban diperiksa saat diberikan.").
common_message(id, why_query(_Command), "~q bukan langkah melainkan pertanyaan: tidak mengubah apa pun dan tidak dinilai oleh aturan permainan; bila diketik, ia menjawab, atau mengatakan apa yang salah dengan yang ditanyakan.").
common_message(id, why_not_a_move(_Command), "~q bukan langkah: aturan permainan tidak menilainya (help. menjelaskan gunanya).").
common_message(id, why_answers(_Command, _Typed), "~q tidak diketik begitu: artinya ~q dengan jawaban-jawaban ini atas pertanyaannya.").
common_message(id, hint_none, "Komputer tidak menemukan langkah untuk disarankan di sini.").
common_message(id, history_started(_, _, _), "Permainan dimulai dengan ~s, benih ~d (pembangkit di posisi ~d).").
common_message(id, history_from_save, "Riwayat dimulai dari permainan yang dimuat tanpa riwayat.").
common_message(id, history_human(_, _, _), "~t~d~4|. ~w: ~s").
common_message(id, history_computer(_, Name, _), "~t~d~4|. ~w: ~s") :-
    computer_called(Name).
common_message(id, history_computer(_, _, _), "~t~d~4|. ~w (komputer): ~s").
common_message(id, history_forced(_, _), "~t~d~4|. (aturan) ~s").
common_message(id, history_made_by(_, _, _, _), "~t~d~4|. ~w: ~s (dibuat oleh ~s di atas, tidak diketik)").
common_message(id, history_set(_), "~t~d~4|. (sebuah perintah mengubah posisi tanpa langkah: cheat atau pilihan)").
common_message(id, no_such_seat(_), "~q bukan kursi permainan ini: berikan nama pemain atau kursi (p1, p2, ...).").
common_message(id, seat_kind_bad(_, _), "~q bukan jenis kursi: berikan human, atau cpu(Level) dengan tingkat dari ~w.").
common_message(id, seat_has_no_name(_), "Kursi ~w milik komputer tanpa nama: tidak ada manusia yang memainkannya.").
common_message(id, seat_unchanged(_), "Kursi ~w sudah dimainkan seperti itu: tidak ada yang diubah.").
common_message(id, seat_to_computer(_, _), "Kursi ~w dimainkan komputer (~w) mulai sekarang.").
common_message(id, seat_to_human(_), "~w memainkan kursinya sendiri lagi.").
common_message(id, history_seat(_, _, _), "~t~d~4|. (kursi) ~w: ~s").
common_message(id, replay_begins, "Memutar ulang permainan dari awal.").
common_message(id, replay_same(_), "~d langkah diputar ulang: posisinya sama dengan permainan.").
common_message(id, replay_differs(_), "~d langkah diputar ulang, tetapi posisinya berbeda dari permainan (berkas aturan berubah?).").
common_message(id, replay_refused(_, _), "Langkah ~d, ~w, tidak sah saat diputar ulang (berkas simpanan diubah, atau aturannya berubah sejak langkah itu dimainkan), dan pemutaran berhenti di situ. Kata aturannya:").
common_message(id, replay_diverged(_), "Langkah ~d tidak dapat dimainkan lagi: aturannya berubah sejak itu. Pemutaran berhenti.").
common_message(id, replay_no_history(_), "~w tidak berisi riwayat untuk diputar ulang: disimpan sebelum ada riwayat, atau berkas simpanan otomatis yang riwayatnya ada di log .history (lanjutkan permainannya, lalu ketik replay.).").
common_message(id, computer_to_move(_), "Sekarang giliran komputer (~w).").
common_message(id, move_not_ground(_), "~q bukan langkah yang lengkap.").
common_message(id, illegal_move(_), "Aturan tidak mengizinkan ~q sekarang.").
common_message(id, moved(_, _), "~w memainkan ~q.").
common_message(id, game_won(_, _), "Permainan selesai: ~w (~w) menang!").
common_message(id, computer_won(_), "Permainan selesai: ~w menang!").
common_message(id, game_drawn, "Permainan selesai: seri.").
common_message(id, save_bad_layout, "berkas tidak memuat fakta players/1, moves/1 dan state/1 sebuah permainan, lalu riwayatnya (fakta history_start/1 dan history_move/1).").
common_message(id, save_bad_players(_), "fakta players/1 ~q bukan daftar p1-Kind, p2-Kind, ... dengan Kind human(Nama) atau cpu(Level).").
common_message(id, save_bad_moves(_), "fakta moves/1 harus bilangan bulat, bukan ~q.").
common_message(id, save_bad_history, "fakta history_start/1 dan history_move/1-nya bukan riwayat pemain dan posisi permainan ini.").
common_message(id, save_bad_state(_), "keadaannya bukan posisi permainan ini: ~s").
common_message(id, no_player_to_move, "tidak ada pemainnya yang mendapat giliran.").
common_message(id, state_error_threw(_), "pemeriksaannya menimbulkan galat: ~s.").
common_message(id, save_players_mismatch(_), "fakta players/1 tidak menyebut pemain keadaannya, ~w.").
common_message(id, move_code_variable(_), "~q bukan langkah yang lengkap: kode ditulis dengan huruf kecil; kata yang diawali huruf kapital adalah variabel.").

%  words(Part1, Part2, ...), in any language, is its parts one after the
%  other, each written as ~w writes it: a list whose parts are messages
%  inside the message (message(Key), text:message_text/2), e.g. a turn
%  order with a computer in it, which each reader reads in their own
%  language: message(words(Ann, ' - ', message(computer_name(...)))).
common_message(Lang, Words, Format) :-
    memberchk(Lang, [en, id]),
    compound(Words),
    functor(Words, words, N),
    length(Directives, N),
    % characters, not a "~w" string: SWI-Prolog reads the file too
    maplist(=([~, w]), Directives),
    append(Directives, Format).

%% computer_called(+Name) is semidet.
%
%  Name is what a computer player of the running game is called when it
%  has no name of its own: computer_name/3, the seat and the level, e.g.
%  'p2 (computer, normal)' or Replica's 'Black (computer, search)'. A
%  message that shows a player with its seat, or says it is a computer,
%  shows such a name alone: it says both already (prolog/README.md,
%  Conventions). Name is the name or, as rules say it
%  (current_game:player_shown/2), the message inside the message that
%  names the computer: message(computer_name(Player, Level, N)).
computer_called(Name) :-
    (   atom(Name)
    ->  game_player(Player, cpu(_)),
        \+ own_name(Player),
        player_name(Player, Name),
        !
    ;   compound(Name),
        Name = message(computer_name(Player, _, _)),
        atom(Player),
        game_player(Player, cpu(_)),
        \+ own_name(Player)
    ).

own_name(Player) :-
    bb_get('game:game', game(Players, _, _)),
    memberchk(Player-cpu(_, _), Players).

%% common_plural_word(?Plural, ?Singular) is nondet.
%
%  The English words these messages count with: after a count of one a
%  message says Singular ("1 move"), see text:singular_counts/2.
common_plural_word("moves", "move").
common_plural_word("players", "player").
common_plural_word("bytes", "byte").
common_plural_word("rounds", "round").
common_plural_word("turns", "turn").
common_plural_word("times", "time").
common_plural_word("points", "point").
common_plural_word("steps", "step").
