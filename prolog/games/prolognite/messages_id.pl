/** Indonesian messages of Prolognite.

id_message(Key, Format): the text of message Key; the arguments of Key
are the arguments of Format, in order (`~i` skips one that only selects
the text).
*/
:- module(prolognite_messages_id, [id_message/2]).

%% id_message(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Pilihan startGame
id_message(unknown_option(_), "Pilihan ~q tidak dikenal: pilihannya size(N), formation(true) atau formation(false), dan obstacles([Baris-Kolom, ...]).").
id_message(duplicate_option(_), "Pilihan ~w diberikan dua kali.").
id_message(bad_size(_, _, _), "Ukuran papan ~q tidak boleh: berikan bilangan bulat dari ~d sampai ~d.").
id_message(bad_formation(_), "formation(~q): tulis formation(true) atau formation(false).").
id_message(obstacles_not_list(_), "obstacles(~q): berikan daftar petak Baris-Kolom, misalnya obstacles([1-2, 3-3, 5-1, 2-4, 4-5]).").
id_message(obstacle_off_board(_, _), "Rintangan ~q bukan petak Baris-Kolom pada papan berukuran ~d (baris dan kolom dihitung dari 1).").
id_message(obstacle_twice(_), "Rintangan ~q disebut dua kali.").
id_message(obstacles_count(_, _), "Ada ~d rintangan; aturan meminta rintangan sebanyak ukuran papan, ~d.").
id_message(ask_size(_, _, _), "Ukuran papan N, untuk papan N x N, N pasukan per pemain dan N rintangan (~d sampai ~d, Enter untuk ~d, atau batal): ").
id_message(ask_formation, "Aturan formasi: apakah pasukan Anda yang berbaris satu di belakang yang lain pada satu garis ikut mengancam? (ya/tidak, Enter untuk tidak, atau batal): ").
id_message(answer_not_size(_, _, _), "~w bukan ukuran papan dari ~d sampai ~d.").
id_message(answer_not_yes_no(_), "Jawab ya atau tidak, bukan ~w.").

% Langkah yang dilarang aturan
id_message(place_in_destruction, "Semua pasukan sudah diletakkan, sekarang fase penghancuran: destroy(Baris, Kolom) sebuah rintangan atau pasukan lawan yang terancam (targets. menampilkan daftarnya).").
id_message(place_not_numbers(_, _, _), "place(~q, ~q, ~q): nilai, baris dan kolom harus bilangan bulat, misalnya place(3, 2, 4).").
id_message(move_code_variable(_), "~q bukan langkah yang lengkap: nilai, baris dan kolom adalah bilangan bulat, misalnya place(3, 2, 4) atau destroy(2, 3); w1 dan b2 di papan menamai pasukan, bukan petak, dan kata yang diawali huruf kapital adalah variabel.").
id_message(off_board(_, _, _), "(~w,~w) di luar papan: baris dan kolom dari 1 sampai ~d.").
id_message(army_value_range(_, _), "Tidak ada pasukan bernilai ~w: pasukan tiap pemain bernilai 1 sampai ~d.").
id_message(army_already_placed(_, _), "Pasukan Anda yang bernilai ~w sudah ada di papan; cadangan Anda: ~w.").
id_message(cell_taken(_, _, obstacle), "Aturan (penempatan): pasukan diletakkan di petak kosong; di (~d,~d) ada rintangan~i.").
id_message(cell_taken(_, _, army(_, _)), "Aturan (penempatan): pasukan diletakkan di petak kosong; di (~d,~d) sudah ada pasukan~i.").
id_message(destroy_in_deployment(_), "Sekarang fase penempatan: tidak ada yang dihancurkan sebelum semua pasukan diletakkan. Letakkan pasukan dengan place(Nilai, Baris, Kolom); cadangan Anda: ~w.").
id_message(destroy_not_numbers(_, _), "destroy(~q, ~q): baris dan kolom harus bilangan bulat, misalnya destroy(2, 3).").
id_message(destroy_empty(_, _), "(~d,~d) kosong: tidak ada yang bisa dihancurkan di sana.").
id_message(destroy_own_army(_, _, _), "Di (~d,~d) ada pasukan Anda sendiri yang bernilai ~d: Anda hanya menghancurkan rintangan dan pasukan lawan.").
id_message(obstacle_not_seen(_, _), "Aturan: rintangan dihancurkan oleh pasukan Anda yang sebaris atau sekolom dengannya tanpa apa pun (rintangan atau pasukan) di antaranya; tidak ada pasukan Anda yang melihat rintangan di (~d,~d).").
id_message(army_not_threatened(_, _, _, _), "Aturan: pasukan lawan hanya dihancurkan jika pasukan Anda pada satu garis yang melaluinya (semua sebaris atau semua sekolom dengannya), masing-masing tanpa apa pun di antaranya, berjumlah lebih dari nilainya. Pasukan di (~d,~d) bernilai ~d; pasukan Anda yang melihatnya pada satu garis paling banyak berjumlah ~d.").
id_message(pass_in_deployment, "Tidak boleh lewat pada fase penempatan: letakkan pasukan dengan place(Nilai, Baris, Kolom).").
id_message(pass_not_allowed(_), "Aturan: Anda hanya boleh lewat jika tidak ada yang bisa Anda hancurkan, dan sekarang ada ~d yang bisa Anda hancurkan (targets. menampilkan daftarnya).").
id_message(pass_game_over, "Tidak ada pemain yang bisa menghancurkan apa pun: permainan selesai.").
id_message(unknown_move(_), "~q bukan langkah Prolognite: langkahnya place(Nilai, Baris, Kolom), destroy(Baris, Kolom) dan pass.").

% Papan
id_message(board_title_deployment(_), "Prolognite, penempatan: ~w meletakkan pasukan").
id_message(board_title_destruction(_), "Prolognite, penghancuran: ~w menghancurkan salah satu petak bertanda [ ]").
id_message(board_title_over, "Prolognite: permainan selesai").
id_message(legend_player(p1, _, _, _), "~iw = putih, ~w: pasukan bernilai ~d; belum diletakkan: ~s").
id_message(legend_player(p2, _, _, _), "~ib = hitam, ~w: pasukan bernilai ~d; belum diletakkan: ~s").
id_message(legend_marks(_), "# = rintangan, . = kosong, [ ] = yang bisa dihancurkan ~w sekarang").
id_message(legend_marks_over, "# = rintangan, . = kosong").
id_message(legend_marks_deployment, "# = rintangan, . = kosong; setelah semua pasukan diletakkan, [ ] menandai apa yang bisa dihancurkan pemain yang bergiliran").

% Yang terjadi
id_message(placed(_, _, _, _), "~w meletakkan ~w di (~d,~d).").
id_message(destruction_begins, "Semua pasukan sudah diletakkan: fase penghancuran dimulai.").
id_message(destroyed_obstacle(_, _, _, _), "~w menghancurkan rintangan di (~d,~d), dilihat oleh ~s.").
id_message(destroyed_army(_, _, _, _, _, _, _), "~w menghancurkan ~w di (~d,~d), diancam oleh ~s: ~d > ~d.").
id_message(passes(_, _), "~w tidak punya yang bisa dihancurkan dan lewat: ~w bermain lagi.").
id_message(passed(_), "~w lewat.").
id_message(final_sums(_, _), "Pasukan yang tersisa di papan: putih (p1) ~d, hitam (p2) ~d.").

% Perintah
id_message(cancelled(_), "~w dibatalkan: tidak ada yang berubah.").
id_message(ask_value(_), "Nilai pasukan yang diletakkan (cadangan Anda: ~s; atau batal): ").
id_message(ask_row(_), "Baris (1 sampai ~d), atau baris dan kolom seperti 3 3, atau batal: ").
id_message(ask_col(_), "Kolom (1 sampai ~d, atau batal): ").
id_message(coordinates_not_numbers(_, _), "(~q,~q): baris dan kolom harus bilangan bulat, misalnya inspect(2, 3).").
id_message(not_a_number(_), "~w bukan bilangan bulat.").
id_message(not_a_cell(_), "~w bukan baris, juga bukan baris dan kolom (seperti 3 3).").
id_message(targets_header(_), "~w bisa menghancurkan:").
id_message(targets_none(_), "~w tidak punya yang bisa dihancurkan.").
id_message(target_obstacle(_, _, _), "  (~d,~d) rintangan, dilihat oleh ~s").
id_message(target_army(_, _, _, _, _, _), "  (~d,~d) ~w, diancam oleh ~s: ~d > ~d").
id_message(targets_deployment(_, _), "Fase penempatan: tidak ada yang dihancurkan sebelum semua pasukan diletakkan. Berikutnya ~w meletakkan pasukan; belum diletakkan: ~s.").
id_message(score_player(p1, _, _, _), "~iputih (p1), ~w: pasukan bernilai ~d; belum diletakkan: ~s").
id_message(score_player(p2, _, _, _), "~ihitam (p2), ~w: pasukan bernilai ~d; belum diletakkan: ~s").
id_message(score_turn(deployment, _), "~iFase penempatan; giliran ~w.").
id_message(score_turn(destruction, _), "~iFase penghancuran; giliran ~w.").
id_message(score_over, "Permainan sudah selesai.").
id_message(inspect_empty(_, _), "(~d,~d) kosong.").
id_message(inspect_obstacle(_, _), "Di (~d,~d) ada rintangan.").
id_message(inspect_army(_, _, _, _), "Di (~d,~d) ada ~w, pasukan milik ~w.").
id_message(inspect_can_obstacle(_, _), "  ~w bisa menghancurkannya: dilihat oleh ~s.").
id_message(inspect_cannot_obstacle(_), "  ~w tidak bisa menghancurkannya: tidak ada pasukannya yang melihatnya.").
id_message(inspect_can_army(_, _, _, _), "  ~w bisa menghancurkannya: diancam oleh ~s, ~d > ~d.").
id_message(inspect_cannot_army(_, _, _), "  ~w tidak bisa menghancurkannya: pasukannya yang melihatnya pada satu garis paling banyak berjumlah ~d, tidak lebih dari ~d.").
id_message(rules_text, "Prolognite. Dua pemain, putih (p1, w) dan hitam (p2, b), bermain di papan N x N (N dari 3 sampai 9, 5 jika tidak dipilih) dengan N rintangan (#) di tempat acak. Masing-masing punya N pasukan bernilai 1 sampai N.~nPenempatan: bergiliran, putih dulu, tiap pemain meletakkan satu pasukan dari cadangannya di petak kosong: place(Nilai, Baris, Kolom).~nPenghancuran: bergiliran, putih dulu, tiap pemain menghancurkan dengan destroy(Baris, Kolom) sebuah rintangan yang dilihat salah satu pasukannya (sebaris atau sekolom, tanpa apa pun di antaranya), atau pasukan lawan yang diancam pasukannya pada satu garis yang melaluinya (semua sebaris atau semua sekolom, masing-masing melihatnya tanpa apa pun di antaranya) yang jumlah nilainya lebih dari nilai pasukan itu. Papan menandai [ ] apa yang bisa dihancurkan pemain yang sedang bergiliran.~nPemain yang tidak punya yang bisa dihancurkan lewat dan lawannya terus bermain; permainan selesai jika tidak ada pemain yang bisa menghancurkan apa pun. Jumlah nilai pasukan tersisa yang lebih besar menang; jika sama, seri.").
id_message(rules_formation, "Permainan ini memakai aturan formasi: pasukan Anda yang berbaris satu di belakang yang lain pada garis itu, masing-masing melihat yang di depannya, semuanya ikut mengancam.").

% Simpanan yang keadaannya bukan posisi permainan (state_error/2)
id_message(not_a_state, "itu bukan keadaan prolognite(Size, Rule, Phase, Player, Cells, Reserves) program ini.").
id_message(state_bad_size(_), "ukuran papannya ~q; seharusnya bilangan bulat dari 3 sampai 9.").
id_message(state_bad_rule(_), "aturannya ~q; seharusnya sight atau formation.").
id_message(state_bad_phase(_), "fasenya ~q; seharusnya deployment atau destruction.").
id_message(state_bad_player(_), "pemain yang bergiliran adalah ~q; seharusnya p1 (putih) atau p2 (hitam).").
id_message(state_bad_board, "petak-petaknya bukan papan persegi seukuran papannya (Size x Size petak).").
id_message(state_bad_cell(_, _), "petak ~w (baris-kolom) berisi ~q; sebuah petak berisi empty, obstacle atau army(Pemain, Nilai), Pemain p1 atau p2 dan Nilai dari 1 sampai ukuran papan.").
id_message(state_bad_reserves(_), "cadangannya ~q; seharusnya reserves(Putih, Hitam), masing-masing daftar naik nilai pasukan yang belum diletakkan, dari 1 sampai ukuran papan.").
id_message(state_army_twice(p1), "~iputih (p1) punya dua pasukan bernilai sama, di papan dan di cadangannya bersama-sama.").
id_message(state_army_twice(p2), "~ihitam (p2) punya dua pasukan bernilai sama, di papan dan di cadangannya bersama-sama.").
id_message(state_army_missing(p1), "~iada pasukan putih (p1) yang tidak di papan dan tidak di cadangannya: pada fase penempatan setiap pasukan ada di salah satunya.").
id_message(state_army_missing(p2), "~iada pasukan hitam (p2) yang tidak di papan dan tidak di cadangannya: pada fase penempatan setiap pasukan ada di salah satunya.").
id_message(state_obstacles(_, _), "papan memuat ~d rintangan; papan berukuran ~d punya tepat sebanyak itu pada fase penempatan, dan tidak pernah lebih sesudahnya.").
id_message(state_turn(p1), "~igiliran putih (p1), yang tidak sesuai dengan cadangannya: putih meletakkan dulu lalu pemain bergiliran, jadi putih meletakkan bila kedua cadangan sama banyak, paling sedikit satu.").
id_message(state_turn(p2), "~igiliran hitam (p2), yang tidak sesuai dengan cadangannya: putih meletakkan dulu lalu pemain bergiliran, jadi hitam meletakkan bila cadangannya lebih satu pasukan dari cadangan putih.").
id_message(state_reserve_in_destruction, "fasenya destruction, tetapi masih ada pasukan di cadangan: fase penghancuran baru dimulai setelah semua pasukan diletakkan.").

% help. diawali jalannya permainan dan cara mengetik perintah.
id_message(help_intro, "Jalannya permainan: fase penempatan (setiap pemain meletakkan pasukannya, satu per giliran: place(Nilai, Baris, Kolom) atau place.), lalu fase penghancuran (hancurkan rintangan atau pasukan lawan yang terancam: targets. menampilkannya; pass hanya jika tak ada yang bisa dihancurkan). Petak ditulis Baris, Kolom. Perintah diakhiri titik; kode ditulis huruf kecil (huruf besar di awal berarti variabel); pertanyaan dijawab lalu Enter, dan batal membatalkan perintah.").

% hint. menjelaskan alasannya dengan ukuran komputer sendiri.
id_message(hint_takes(_Name, _V, _Pos, _Sum), "Langkah ini menghancurkan pasukan ~w bernilai ~d di ~s (garis Anda yang melaluinya berjumlah ~d).").
id_message(hint_clears(_Pos), "Langkah ini menyingkirkan rintangan di ~s, sehingga baris dan kolomnya terbuka.").
id_message(hint_score(_Now, _After), "Komputer menilai posisi Anda ~1f pasukan sekarang dan ~1f setelah langkah ini (pasukan kedua pihak, ancaman masing-masing, sasaran berikutnya).").
id_message(hint_wins, "Langkah ini mengakhiri permainan dengan kemenangan Anda.").
id_message(hint_draw, "Langkah ini mengakhiri permainan dengan seri.").
id_message(hint_loses_anyway, "Permainan berakhir dengan langkah ini, dan tidak ada langkah Anda yang menghindari kekalahan.").
id_message(hint_threatened_now(_Name, _Armies), "~w mengancam pasukan Anda ~s sekarang.").
id_message(hint_threatened_after(_Name, _Armies), "Setelah langkah ini, ~w mengancam pasukan Anda ~s.").
id_message(hint_threatened_none_now(_Name), "~w tidak mengancam satu pun pasukan Anda sekarang.").
id_message(hint_threatened_none_after(_Name), "Setelah langkah ini, ~w tidak mengancam satu pun pasukan Anda.").
