/** Indonesian messages of Battle for Olympia (the seed's language).

olympia_id(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. The unit names stay as in the seed
(King, Archer, Swordsman, White Mage).
*/
:- module(olympia_messages_id, [olympia_id/2]).

%% olympia_id(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Names and words
olympia_id(unit_name(king), "~iKing").
olympia_id(unit_name(archer), "~iArcher").
olympia_id(unit_name(swordsman), "~iSwordsman").
olympia_id(unit_name(white_mage), "~iWhite Mage").
olympia_id(word_yes, "ya").
olympia_id(word_no, "tidak").
olympia_id(cell(_R, _C), "(~d,~d)").
olympia_id(owned_unit(_Name, _Type, _Name2), "~i~w milik ~w").

% Options and the questions of startGame
olympia_id(unknown_option(_O), "~q bukan pilihan; pilihannya size(Baris, Kolom), diagonal(true/false), hit_probability(true/false) dan colours(Warna1, Warna2).").
olympia_id(duplicate_option(_Name), "Pilihan ~w diberikan dua kali.").
olympia_id(size_not_numbers(_R, _C), "Ukuran peta harus dua bilangan bulat, bukan ~q x ~q.").
olympia_id(map_too_small(_R, _C, _Min), "Peta ~d x ~d terlalu kecil: minimal ~d baris dan kolom.").
olympia_id(map_too_large(_R, _C, _Max), "Peta ~d x ~d terlalu besar: maksimal ~d baris dan kolom.").
olympia_id(not_boolean(_Name, _B), "Pilihan ~w harus true atau false, bukan ~q.").
olympia_id(unknown_colour(_C), "~q bukan warna; pilih red, blue, green atau yellow.").
olympia_id(same_colours(_C), "Kedua pemain tidak boleh sama-sama ~w: warnanya harus berbeda.").
olympia_id(ask_map_size, "Ukuran peta, baris dan kolom (minimal 8 8; Enter untuk 10 10): ").
olympia_id(size_answer_bad(_A), "~w bukan ukuran: ketik dua bilangan bulat, misalnya 10 12.").
olympia_id(ask_diagonal, "Izinkan gerak diagonal (jalur langkah apa pun)? ya/tidak (Enter untuk tidak): ").
olympia_id(ask_hit_probability, "Serangan hanya kena dengan peluang? ya/tidak (Enter untuk tidak): ").
olympia_id(ask_colour(_P, _Default), "Warna ~w: red, blue, green atau yellow (Enter untuk ~w): ").
olympia_id(yes_no_answer_bad(_A), "Jawab ya atau tidak, bukan ~w.").

% Why a move is refused
olympia_id(game_over, "Permainan sudah selesai.").
olympia_id(unknown_move(_M), "~q bukan langkah permainan ini.").
olympia_id(nothing_to_undo, "Tidak ada yang bisa di-UNDO: unit terpilih belum bergerak sejak perintah terakhir yang bukan MOVE.").
olympia_id(undo_cell_taken(_R, _C), "Unit tidak dapat kembali: (~d,~d) sudah ditempati.").
olympia_id(no_other_unit_can_act, "Tidak ada unit lain yang masih bisa bergerak atau menyerang pada turn ini.").
olympia_id(unit_id_not_number(_Id), "~q bukan nomor unit: unit bernomor 1, 2, 3, ... (lihat changeUnit).").
olympia_id(no_such_unit(_Id), "Tidak ada unit bernomor ~w.").
olympia_id(not_your_unit(_Id, _Type), "Unit ~w (~w) bukan milik Anda.").
olympia_id(coordinates_not_numbers(_R, _C), "(~q, ~q) bukan petak: berikan baris dan kolom berupa bilangan bulat, misalnya 3 4.").
olympia_id(off_map(_R, _C, _MaxR, _MaxC), "(~w,~w) di luar peta: baris dari 0 sampai ~d, kolom dari 0 sampai ~d.").
olympia_id(already_there(_Type, _R, _C), "~w sudah berada di (~d,~d).").
olympia_id(cell_occupied(_R, _C, _Type), "(~d,~d) sudah ditempati ~w.").
olympia_id(no_moves_left(_Type), "~w tidak punya movement point lagi pada turn ini.").
olympia_id(not_in_line(_R, _C), "(~d,~d) tidak segaris lurus ke atas, bawah, kiri atau kanan (gerak diagonal adalah pilihan startGame).").
olympia_id(too_far(_R, _C, _Steps, _Moves), "(~d,~d) berjarak ~d langkah, tetapi movement point tinggal ~d.").
olympia_id(path_blocked(_R, _C), "Jalan ke (~d,~d) terhalang unit musuh.").
olympia_id(unknown_recruit(_Type, _Types), "~q tidak dapat direkrut; unitnya ~w.").
olympia_id(no_king, "Anda tidak punya King untuk merekrut.").
olympia_id(king_not_on_tower(_R, _C), "Hanya King yang berada di Tower yang dapat merekrut, dan King Anda berada di (~d,~d).").
olympia_id(castles_full, "Semua Castle Anda sudah ditempati: pindahkan dulu sebuah unit.").
olympia_id(not_your_castle(_R, _C), "(~d,~d) bukan Castle milik Anda.").
olympia_id(castle_occupied(_R, _C, _Type), "Castle (~d,~d) sudah ditempati ~w!").
olympia_id(not_enough_gold(_Type, _Price, _Gold), "~w berharga ~dG, tetapi Anda hanya punya ~dG.").
olympia_id(not_enough_gold_for_any(_Price, _Gold), "Gold tidak cukup: unit termurah berharga ~dG dan Anda punya ~dG.").
olympia_id(already_attacked(_Type), "~w sudah menyerang pada turn ini.").
olympia_id(no_enemy_adjacent(_Type), "Tidak ada musuh di sebelah ~w.").
olympia_id(own_target(_Id, _Type), "Unit ~w (~w) adalah milik Anda sendiri.").
olympia_id(target_not_adjacent(_Id, _Type), "Unit ~w tidak bersebelahan dengan ~w.").

% Commands
olympia_id(no_unit_selected, "Tidak ada unit yang dipilih: pilih dengan changeUnit.").
olympia_id(nowhere_to_go(_Type), "~w tidak dapat mencapai petak kosong mana pun.").
olympia_id(reachable_cells(_Type, _Moves, _Cells), "~w (~d movement point) dapat pindah ke: ~w").
olympia_id(ask_move_cell, "Masukkan petak tujuan (baris kolom), atau batal: ").
olympia_id(cell_answer_bad(_A), "~w bukan petak: ketik baris dan kolom, misalnya 3 4.").
olympia_id(cannot_move_there, "Anda tidak dapat pindah ke sana:").
olympia_id(command_cancelled, "Dibatalkan: tidak ada yang berubah.").
olympia_id(answer_empty, "Silakan jawab, atau ketik batal.").
olympia_id(own_units_header, "== Daftar Unit ==").
olympia_id(unit_line(_Id, _Name, _R, _C, _H, _MaxH, _M, _MaxM, _A), "~d. ~w (~d,~d) | Health ~d/~d | Movement point ~d/~d | Bisa menyerang: ~w").
olympia_id(ask_unit_id, "Masukkan nomor unit yang ingin dipilih, atau batal: ").
olympia_id(id_answer_bad(_A), "~w bukan nomor unit.").
olympia_id(free_castles(_Cells), "Castle kosong: ~w").
olympia_id(ask_castle, "Masukkan koordinat castle kosong (baris kolom), atau batal: ").
olympia_id(recruits_header(_Gold), "=== Daftar Rekrutan (gold Anda ~dG) ===").
olympia_id(recruit_line(_N, _Name, _L, _H, _A, _K, _M, _Hit, _P), "~d. ~w (~w) | Health ~d | ATK ~d ~w | Langkah ~d | Peluang terkena ~d% | ~dG").
olympia_id(ask_recruit, "Masukkan nomor (atau nama) unit yang ingin direkrut, atau batal: ").
olympia_id(recruit_answer_bad(_A, _N), "~w tidak ada di daftar: ketik 1 sampai ~d atau nama unit.").
olympia_id(targets_header(_Type), "Musuh yang dapat diserang ~w:").
olympia_id(target_line(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w").
olympia_id(target_line_retaliates(_Id, _Name, _R, _C, _H, _MaxH, _Kind), "~d. ~w (~d,~d) | Health ~d/~d | ~w (membalas)").
olympia_id(ask_target, "Pilih musuh yang ingin diserang (nomornya), atau batal: ").
olympia_id(ask_info_cell, "Masukkan koordinat petak (baris kolom), atau batal: ").
olympia_id(cell_info_header(_R, _C), "== Info Petak (~d,~d) ==").
olympia_id(tile_tower(_Name, _P), "Tower milik ~w (~w)").
olympia_id(tile_castle(_Name, _P), "Castle milik ~w (~w)").
olympia_id(tile_village_free, "Village, belum dimiliki siapa pun").
olympia_id(tile_village(_Name, _P), "Village milik ~w (~w)").
olympia_id(tile_normal, "Petak biasa").
olympia_id(unit_info_header, "== Info Unit ==").
olympia_id(unit_owner(_Type, _Id, _Name, _P), "~w, unit ~d, milik ~w (~w)").
olympia_id(unit_details(_H, _MaxH, _A, _K, _M, _MaxM, _CA, _Hit), "Health ~d/~d | ATK ~d ~w | Movement point ~d/~d | Bisa menyerang: ~w | Peluang terkena ~d%").
olympia_id(no_unit_here, "Tidak ada unit di petak ini.").
olympia_id(status_turn(_Round, _Name, _P), "Ronde ~d: giliran ~w (~w)").
olympia_id(status_gold(_G, _I, _U), "Cash: ~dG | Income: ~dG | Upkeep: ~dG").
olympia_id(status_unit(_Name, _Id, _R, _C, _H, _MaxH, _M, _MaxM, _A), "Unit: ~w ~d (~d,~d) | Health ~d/~d | Movement point ~d/~d | Bisa menyerang: ~w").

% What happened
olympia_id(moved(_Label, _Id, _R0, _C0, _R, _C), "~w (~d) pindah dari (~d,~d) ke (~d,~d).").
olympia_id(selected_now(_Name, _Id), "Anda sekarang memilih ~w (~d).").
olympia_id(captured(_Name, _R, _C), "~w merebut village di (~d,~d).").
olympia_id(undone(_Name, _Id, _R, _C, _M), "UNDO: ~w (~d) kembali ke (~d,~d) dengan ~d movement point.").
olympia_id(recruited(_Name, _Id, _Type, _R, _C, _P, _G), "~w merekrut unit ~d, ~w, di (~d,~d) seharga ~dG; sisa ~dG.").
olympia_id(blow_hit(attack, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) menyerang ~w (~d): kena, damage ~d, health ~d/~d.").
olympia_id(blow_hit(retaliation, _S, _SId, _T, _TId, _D, _H, _Max), "~i~w (~d) membalas ~w (~d): kena, damage ~d, health ~d/~d.").
olympia_id(blow_miss(attack, _S, _SId, _T, _TId), "~i~w (~d) menyerang ~w (~d) dan meleset.").
olympia_id(blow_miss(retaliation, _S, _SId, _T, _TId), "~i~w (~d) membalas ~w (~d) dan meleset.").
olympia_id(blow_kill(attack, _S, _SId, _T, _TId, _D), "~i~w (~d) menyerang ~w (~d): kena, damage ~d, unit itu mati.").
olympia_id(blow_kill(retaliation, _S, _SId, _T, _TId, _D), "~i~w (~d) membalas ~w (~d): kena, damage ~d, unit itu mati.").
olympia_id(no_retaliation(_Label, _Id), "~w (~d) tidak dapat membalas (tipe serangan berbeda).").
olympia_id(king_fallen(_Name), "King milik ~w telah gugur, dan seluruh unitnya ikut mati.").
olympia_id(turn_began(_Round, _Name, _I, _U, _G), "Ronde ~d: giliran ~w. Income ~dG, upkeep ~dG: cash ~dG.").
olympia_id(healed(_Name, _Id, _A, _H, _Max), "~w (~d) sembuh ~d: health ~d/~d.").

% The board
olympia_id(board_title(_Round, _Name, _G, _I, _U), "Ronde ~d, giliran ~w | Cash ~dG | Income ~dG | Upkeep ~dG").
olympia_id(legend_player(_P, _Name, _Colour, _D), "~w ~w (~w): Tower, Castle, village dan unit bertanda ~w").
olympia_id(legend_selected, "* unit yang dipilih").
olympia_id(legend_marked, "[ ] petak yang dapat dipilih").
