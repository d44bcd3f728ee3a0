/** Indonesian messages of Battle for Olympia (the seed's language).

id_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. The unit names stay as in the seed
(King, Archer, Swordsman, White Mage).
*/
:- module(olympia_messages_id, [id_message/2]).

:- use_module('../../common/messages').

%% id_message(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Names and words
id_message(unit_name(king), "~iKing").
id_message(unit_name(archer), "~iArcher").
id_message(unit_name(swordsman), "~iSwordsman").
id_message(unit_name(white_mage), "~iWhite Mage").
id_message(word_yes, "ya").
id_message(word_no, "tidak").
id_message(cell(_R, _C), "(~d,~d)").
id_message(owned_unit(_Name, _Type, _Name2), "~i~w milik ~w").

% Options and the questions of startGame
id_message(unknown_option(_O), "~q bukan pilihan; pilihannya size(Baris, Kolom), diagonal(true/false), hit_probability(true/false) dan colours(Warna1, Warna2).").
id_message(duplicate_option(_Name), "Pilihan ~w diberikan dua kali.").
id_message(size_not_numbers(_R, _C), "Ukuran peta harus dua bilangan bulat, bukan ~q x ~q.").
id_message(map_too_small(_R, _C, _Min), "Peta ~d x ~d terlalu kecil: minimal ~d baris dan kolom.").
id_message(map_too_large(_R, _C, _Max), "Peta ~d x ~d terlalu besar: maksimal ~d baris dan kolom.").
id_message(not_boolean(_Name, _B), "Pilihan ~w harus true atau false, bukan ~q.").
id_message(unknown_colour(_C), "~q bukan warna; pilih red, blue, green atau yellow.").
id_message(same_colours(_C), "Kedua pemain tidak boleh sama-sama ~w: warnanya harus berbeda.").
id_message(ask_map_size, "Ukuran peta, baris dan kolom (minimal 8 8; Enter untuk 10 10, atau batal): ").
id_message(size_answer_bad(_A), "~w bukan ukuran: ketik dua bilangan bulat, misalnya 10 12.").
id_message(ask_diagonal, "Izinkan gerak diagonal (jalur langkah apa pun)? ya/tidak (Enter untuk tidak, atau batal): ").
id_message(ask_hit_probability, "Serangan hanya kena dengan peluang? ya/tidak (Enter untuk tidak, atau batal): ").
id_message(ask_colour(_P, _Default), "Warna ~w: red, blue, green atau yellow (Enter untuk ~w, atau batal): ").
id_message(yes_no_answer_bad(_A), "Jawab ya atau tidak, bukan ~w.").

% Why a move is refused
id_message(game_over, "Permainan sudah selesai.").
id_message(unknown_move(_M), "~q bukan langkah permainan ini.").
id_message(nothing_to_undo, "Tidak ada yang bisa di-UNDO: unit terpilih belum bergerak sejak perintah terakhir yang bukan MOVE.").
id_message(undo_cell_taken(_R, _C), "Unit tidak dapat kembali: (~d,~d) sudah ditempati.").
id_message(no_other_unit_can_act, "Tidak ada unit lain yang masih bisa bergerak atau menyerang pada turn ini.").
id_message(unit_id_not_number(_Id), "~w bukan nomor unit: unit bernomor 1, 2, 3, ... (lihat changeUnit).").
id_message(no_such_unit(_Id), "Tidak ada unit bernomor ~w.").
id_message(not_your_unit(_Id, _Type), "Unit ~w (~w) bukan milik Anda.").
id_message(coordinates_not_numbers(_R, _C), "(~w, ~w) bukan petak: berikan baris dan kolom berupa bilangan bulat, misalnya 3 4.").
id_message(unit_number_variable(_, _), "~w memerlukan nomor unit, misalnya ~w(2): papan menamai unit dengan huruf dan nomornya (K2 adalah unit 2), dan kata yang diawali huruf kapital, seperti K2, adalah variabel.").
id_message(unit_type_variable, "Jenis unit ditulis dengan huruf kecil, misalnya recruit(archer, 7, 1): kata yang diawali huruf kapital adalah variabel.").
id_message(coordinates_variable(_R, _C, _Example), "(~w, ~w) bukan petak: baris dan kolom adalah bilangan bulat, misalnya ~w; kata yang diawali huruf kapital adalah variabel.").
id_message(move_code_variable(_), "~q bukan langkah yang lengkap: petak adalah nomor baris dan kolom, unit dinamai dengan nomornya, jenis unit dengan huruf kecil; kata yang diawali huruf kapital adalah variabel.").
id_message(off_map(_R, _C, _MaxR, _MaxC), "(~w,~w) di luar peta: baris dari 0 sampai ~d, kolom dari 0 sampai ~d.").
id_message(already_there(_Type, _R, _C), "~w sudah berada di (~d,~d).").
id_message(cell_occupied(_R, _C, king), "(~d,~d) sudah ditempati King.~i").
id_message(cell_occupied(_R, _C, archer), "(~d,~d) sudah ditempati Archer.~i").
id_message(cell_occupied(_R, _C, swordsman), "(~d,~d) sudah ditempati Swordsman.~i").
id_message(cell_occupied(_R, _C, white_mage), "(~d,~d) sudah ditempati White Mage.~i").
id_message(cell_occupied(_R, _C, _Type), "(~d,~d) sudah ditempati ~w.").
id_message(no_moves_left(_Type), "~w tidak punya movement point lagi pada turn ini.").
id_message(not_in_line(_R, _C), "(~d,~d) tidak segaris lurus ke atas, bawah, kiri atau kanan (gerak diagonal adalah pilihan startGame).").
id_message(too_far(_R, _C, _Steps, _Moves), "(~d,~d) berjarak ~d langkah, tetapi movement point tinggal ~d.").
id_message(path_blocked(_R, _C), "Jalan ke (~d,~d) terhalang unit musuh.").
id_message(unknown_recruit(_Type, _Types), "~q tidak dapat direkrut; unitnya ~w.").
id_message(no_king, "Anda tidak punya King untuk merekrut.").
id_message(king_not_on_tower(_R, _C), "Hanya King yang berada di Tower yang dapat merekrut, dan King Anda berada di (~d,~d).").
id_message(castles_full, "Semua Castle Anda sudah ditempati: pindahkan dulu sebuah unit.").
id_message(not_your_castle(_R, _C), "(~d,~d) bukan Castle milik Anda.").
id_message(castle_occupied(_R, _C, king), "Castle (~d,~d) sudah ditempati King!~i").
id_message(castle_occupied(_R, _C, archer), "Castle (~d,~d) sudah ditempati Archer!~i").
id_message(castle_occupied(_R, _C, swordsman), "Castle (~d,~d) sudah ditempati Swordsman!~i").
id_message(castle_occupied(_R, _C, white_mage), "Castle (~d,~d) sudah ditempati White Mage!~i").
id_message(castle_occupied(_R, _C, _Type), "Castle (~d,~d) sudah ditempati ~w!").
id_message(not_enough_gold(king, _Price, _Gold), "~iKing berharga ~dG, tetapi Anda hanya punya ~dG.").
id_message(not_enough_gold(archer, _Price, _Gold), "~iArcher berharga ~dG, tetapi Anda hanya punya ~dG.").
id_message(not_enough_gold(swordsman, _Price, _Gold), "~iSwordsman berharga ~dG, tetapi Anda hanya punya ~dG.").
id_message(not_enough_gold(white_mage, _Price, _Gold), "~iWhite Mage berharga ~dG, tetapi Anda hanya punya ~dG.").
id_message(not_enough_gold(_Type, _Price, _Gold), "~w berharga ~dG, tetapi Anda hanya punya ~dG.").
id_message(not_enough_gold_for_any(_Price, _Gold), "Gold tidak cukup: unit termurah berharga ~dG dan Anda punya ~dG.").
id_message(already_attacked(_Type), "~w sudah menyerang pada turn ini.").
id_message(no_enemy_adjacent(_Type), "Tidak ada musuh di sebelah ~w.").
id_message(own_target(_Id, _Type), "Unit ~w (~w) adalah milik Anda sendiri.").
id_message(target_not_adjacent(_Id, _Type), "Unit ~w tidak bersebelahan dengan ~w.").

% Commands
id_message(no_unit_selected, "Tidak ada unit yang dipilih: pilih dengan changeUnit.").
id_message(nowhere_to_go(_Type), "~w tidak dapat mencapai petak kosong mana pun.").
id_message(reachable_cells(_Type, _Moves, _Cells), "~w (~d movement point) dapat pindah ke: ~w").
id_message(ask_move_cell, "Masukkan petak tujuan (baris kolom), atau batal: ").
id_message(cell_answer_bad(_A), "~w bukan petak: ketik baris dan kolom, misalnya 3 4.").
id_message(cannot_move_there, "Anda tidak dapat pindah ke sana:").
id_message(command_cancelled, "Dibatalkan: tidak ada yang berubah.").
id_message(answer_empty, "Silakan jawab, atau ketik batal.").
id_message(own_units_header, "== Daftar Unit ==").
id_message(unit_line(_Id, _Name, _R, _C, _H, _MaxH, _M, _MaxM, _A), "~d. ~w (~d,~d) | Health ~d/~d | Movement point ~d/~d | Bisa menyerang: ~w").
id_message(ask_unit_id, "Masukkan nomor unit yang ingin dipilih, atau batal: ").
id_message(id_answer_bad(_A), "~w bukan nomor unit.").
id_message(free_castles(_Cells), "Castle kosong: ~w").
id_message(ask_castle, "Masukkan koordinat castle kosong (baris kolom), atau batal: ").
id_message(recruits_header(_Gold), "=== Daftar Rekrutan (gold Anda ~dG) ===").
id_message(recruit_line(_N, _Name, _L, _H, _A, _K, _M, _Hit, _P), "~d. ~w (~w) | Health ~d | ATK ~d ~w | Langkah ~d | Peluang terkena ~d% | ~dG").
id_message(ask_recruit, "Masukkan nomor (atau nama) unit yang ingin direkrut, atau batal: ").
id_message(recruit_answer_bad(_A, _N), "~w tidak ada di daftar: ketik 1 sampai ~d atau nama unit.").
id_message(targets_header(_Type), "Musuh yang dapat diserang ~w:").
id_message(target_line(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w").
id_message(target_line_retaliates(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w (membalas)").
id_message(ask_target, "Pilih musuh yang ingin diserang (nomornya), atau batal: ").
id_message(ask_info_cell, "Masukkan koordinat petak (baris kolom), atau batal: ").
id_message(cell_info_header(_R, _C), "== Info Petak (~d,~d) ==").
id_message(tile_tower(Name, _P), "Tower milik ~w~i") :-
    computer_called(Name).
id_message(tile_tower(_Name, _P), "Tower milik ~w (~w)").
id_message(tile_castle(Name, _P), "Castle milik ~w~i") :-
    computer_called(Name).
id_message(tile_castle(_Name, _P), "Castle milik ~w (~w)").
id_message(tile_village_free, "Village, belum dimiliki siapa pun").
id_message(tile_village(Name, _P), "Village milik ~w~i") :-
    computer_called(Name).
id_message(tile_village(_Name, _P), "Village milik ~w (~w)").
id_message(tile_normal, "Petak biasa").
id_message(unit_info_header, "== Info Unit ==").
id_message(unit_owner(_Type, _Id, Name, _P), "~w, unit ~d, milik ~w~i") :-
    computer_called(Name).
id_message(unit_owner(_Type, _Id, _Name, _P), "~w, unit ~d, milik ~w (~w)").
id_message(unit_details(_H, _MaxH, _A, _K, _M, _MaxM, _CA, _Hit), "Health ~d/~d | ATK ~d ~w | Movement point ~d/~d | Bisa menyerang: ~w | Peluang terkena ~d%").
id_message(no_unit_here, "Tidak ada unit di petak ini.").
id_message(status_turn(_Round, Name, _P), "Ronde ~d: giliran ~w~i") :-
    computer_called(Name).
id_message(status_turn(_Round, _Name, _P), "Ronde ~d: giliran ~w (~w)").
id_message(status_gold(_G, _I, _U), "Cash: ~dG | Income: ~dG | Upkeep: ~dG").
id_message(status_unit(_Name, _Id, _R, _C, _H, _MaxH, _M, _MaxM, _A), "Unit: ~w ~d (~d,~d) | Health ~d/~d | Movement point ~d/~d | Bisa menyerang: ~w").

% What happened
id_message(moved(_Label, _Id, _R0, _C0, _R, _C), "~w (~d) pindah dari (~d,~d) ke (~d,~d).").
id_message(selected_now(_Name, _Id), "Anda sekarang memilih ~w (~d).").
id_message(captured(_Name, _R, _C), "~w merebut village di (~d,~d).").
id_message(undone(_Name, _Id, _R, _C, _M), "UNDO: ~w (~d) kembali ke (~d,~d) dengan ~d movement point.").
id_message(recruited(_Name, _Id, _Type, _R, _C, _P, _G), "~w merekrut unit ~d, ~w, di (~d,~d) seharga ~dG; sisa ~dG.").
id_message(blow_hit(attack, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) menyerang ~w (~d): kena, damage ~d, health ~d/~d.").
id_message(blow_hit(retaliation, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) membalas ~w (~d): kena, damage ~d, health ~d/~d.").
id_message(blow_miss(attack, _S, _SId, _T, _TId), "~i~w (~d) menyerang ~w (~d) dan meleset.").
id_message(blow_miss(retaliation, _S, _SId, _T, _TId), "~i~w (~d) membalas ~w (~d) dan meleset.").
id_message(blow_kill(attack, _S, _SId, _T, _TId, _D), "~i~w (~d) menyerang ~w (~d): kena, damage ~d, unit itu mati.").
id_message(blow_kill(retaliation, _S, _SId, _T, _TId, _D), "~i~w (~d) membalas ~w (~d): kena, damage ~d, unit itu mati.").
id_message(no_retaliation(_Label, _Id), "~w (~d) tidak dapat membalas (tipe serangan berbeda).").
id_message(king_fallen(_Name), "King milik ~w telah gugur, dan seluruh unitnya ikut mati.").
id_message(turn_began(_Round, _Name, _I, _U, _G), "Ronde ~d: giliran ~w. Income ~dG, upkeep ~dG: cash ~dG.").
id_message(healed(_Name, _Id, _A, _H, _Max), "~w (~d) sembuh ~d: health ~d/~d.").

% The board
id_message(board_title(_Round, _Name, _G, _I, _U), "Ronde ~d, giliran ~w | Cash ~dG | Income ~dG | Upkeep ~dG").
id_message(legend_player(_P, Name, _Colour, _D), "~i~w (~w): Tower, Castle, village dan unit bertanda ~w") :-
    computer_called(Name).
id_message(legend_player(_P, _Name, _Colour, _D), "~w ~w (~w): Tower, Castle, village dan unit bertanda ~w").
id_message(legend_health(_Name, _Units), "unit ~w, kesehatan: ~w").
id_message(legend_selected, "* unit yang dipilih").
id_message(legend_marked, "[ ] petak yang dapat dipilih").

% help. diawali jalannya permainan dan cara mengetik perintah.
id_message(help_intro, "Jalannya permainan: pada giliran Anda pilih unit (changeUnit, nextUnit), gerakkan, serang dengannya, rekrut unit baru di kastel Anda, lalu endTurn; desa memberi emas, dan permainan dimenangkan dengan membunuh Raja lawan. Petak ditulis Baris, Kolom (info(Baris, Kolom) menjelaskan isinya). Perintah diakhiri titik; kode ditulis huruf kecil (huruf besar di awal berarti variabel); pertanyaan dijawab lalu Enter, dan batal membatalkan perintah.").

% hint. menjelaskan alasannya dengan ukuran komputer normal sendiri.
id_message(hint_attack(_V), "Serangan ini bernilai ~1f bagi komputer normal, terbaik dan di atas 0: dua kali perkiraan kerusakan yang diberikan, ditambah harga korban jika pasti mati, dikurangi kerusakan balasan.").
id_message(hint_recruit(_Gold), "Tidak ada serangan yang menguntungkan sekarang; Raja Anda ada di Tower dan emas Anda ~d: unit baru didahulukan.").
id_message(hint_walk, "Tidak ada serangan yang menguntungkan dan tidak ada rekrutmen; langkah ini paling memperbaiki kedudukan satu unit (desa untuk direbut, serangan berikutnya, kedekatan dengan Raja dan unit lawan).").
id_message(hint_end_turn, "Tidak ada yang sepadan: tidak ada serangan yang menguntungkan, tidak ada rekrutmen, tidak ada langkah yang memperbaiki unit.").

% why/1 of a command that draws at random, in the game's terms.
id_message(why_chance, "Hasilnya bergantung pada peluang (apakah setiap serangan kena), diundi saat dimainkan.").
