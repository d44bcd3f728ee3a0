/** Indonesian messages of Prolognite.

prolognite_id(Key, Format): the text of message Key; the arguments of Key
are the arguments of Format, in order (`~i` skips one that only selects
the text).
*/
:- module(prolognite_messages_id, [prolognite_id/2]).

%% prolognite_id(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Pilihan startGame
prolognite_id(unknown_option(_), "Pilihan ~q tidak dikenal: pilihannya size(N), formation(true) atau formation(false), dan obstacles([Baris-Kolom, ...]).").
prolognite_id(duplicate_option(_), "Pilihan ~w diberikan dua kali.").
prolognite_id(bad_size(_, _, _), "Ukuran papan ~q tidak boleh: berikan bilangan bulat dari ~d sampai ~d.").
prolognite_id(bad_formation(_), "formation(~q): tulis formation(true) atau formation(false).").
prolognite_id(obstacles_not_list(_), "obstacles(~q): berikan daftar petak Baris-Kolom, misalnya obstacles([1-2, 3-3, 5-1, 2-4, 4-5]).").
prolognite_id(obstacle_off_board(_, _), "Rintangan ~q bukan petak Baris-Kolom pada papan berukuran ~d (baris dan kolom dihitung dari 1).").
prolognite_id(obstacle_twice(_), "Rintangan ~q disebut dua kali.").
prolognite_id(obstacles_count(_, _), "Ada ~d rintangan; aturan meminta rintangan sebanyak ukuran papan, ~d.").
prolognite_id(ask_size(_, _, _), "Ukuran papan N, untuk papan N x N, N pasukan per pemain dan N rintangan (~d sampai ~d, Enter untuk ~d): ").
prolognite_id(ask_formation, "Aturan formasi: apakah pasukanmu yang berbaris satu di belakang yang lain pada satu garis ikut mengancam? (ya/tidak, Enter untuk tidak): ").
prolognite_id(answer_not_size(_, _, _), "~w bukan ukuran papan dari ~d sampai ~d.").
prolognite_id(answer_not_yes_no(_), "Jawab ya atau tidak, bukan ~w.").

% Langkah yang dilarang aturan
prolognite_id(place_in_destruction, "Semua pasukan sudah diletakkan, sekarang fase penghancuran: destroy(Baris, Kolom) sebuah rintangan atau pasukan lawan yang terancam (targets. menampilkan daftarnya).").
prolognite_id(place_not_numbers(_, _, _), "place(~q, ~q, ~q): nilai, baris dan kolom harus bilangan bulat, misalnya place(3, 2, 4).").
prolognite_id(off_board(_, _, _), "(~w,~w) di luar papan: baris dan kolom dari 1 sampai ~d.").
prolognite_id(army_value_range(_, _), "Tidak ada pasukan bernilai ~w: pasukan tiap pemain bernilai 1 sampai ~d.").
prolognite_id(army_already_placed(_, _), "Pasukanmu yang bernilai ~w sudah ada di papan; cadanganmu: ~w.").
prolognite_id(cell_taken(_, _, obstacle), "Aturan (penempatan): pasukan diletakkan di petak kosong; di (~d,~d) ada rintangan~i.").
prolognite_id(cell_taken(_, _, army(_, _)), "Aturan (penempatan): pasukan diletakkan di petak kosong; di (~d,~d) sudah ada pasukan~i.").
prolognite_id(destroy_in_deployment(_), "Sekarang fase penempatan: tidak ada yang dihancurkan sebelum semua pasukan diletakkan. Letakkan pasukan dengan place(Nilai, Baris, Kolom); cadanganmu: ~w.").
prolognite_id(destroy_not_numbers(_, _), "destroy(~q, ~q): baris dan kolom harus bilangan bulat, misalnya destroy(2, 3).").
prolognite_id(destroy_empty(_, _), "(~d,~d) kosong: tidak ada yang bisa dihancurkan di sana.").
prolognite_id(destroy_own_army(_, _, _), "Di (~d,~d) ada pasukanmu sendiri yang bernilai ~d: kamu hanya menghancurkan rintangan dan pasukan lawan.").
prolognite_id(obstacle_not_seen(_, _), "Aturan: rintangan dihancurkan oleh pasukanmu yang sebaris atau sekolom dengannya tanpa apa pun (rintangan atau pasukan) di antaranya; tidak ada pasukanmu yang melihat rintangan di (~d,~d).").
prolognite_id(army_not_threatened(_, _, _, _), "Aturan: pasukan lawan hanya dihancurkan jika pasukanmu pada satu garis yang melaluinya (semua sebaris atau semua sekolom dengannya), masing-masing tanpa apa pun di antaranya, berjumlah lebih dari nilainya. Pasukan di (~d,~d) bernilai ~d; pasukanmu yang melihatnya pada satu garis paling banyak berjumlah ~d.").
prolognite_id(pass_in_deployment, "Tidak boleh lewat pada fase penempatan: letakkan pasukan dengan place(Nilai, Baris, Kolom).").
prolognite_id(pass_not_allowed(_), "Aturan: kamu hanya boleh lewat jika tidak ada yang bisa kamu hancurkan, dan sekarang ada ~d yang bisa kamu hancurkan (targets. menampilkan daftarnya).").
prolognite_id(pass_game_over, "Tidak ada pemain yang bisa menghancurkan apa pun: permainan selesai.").
prolognite_id(unknown_move(_), "~q bukan langkah Prolognite: langkahnya place(Nilai, Baris, Kolom), destroy(Baris, Kolom) dan pass.").

% Papan
prolognite_id(board_title_deployment(_), "Prolognite, penempatan: ~w meletakkan pasukan").
prolognite_id(board_title_destruction(_), "Prolognite, penghancuran: ~w menghancurkan salah satu petak bertanda [ ]").
prolognite_id(board_title_over, "Prolognite: permainan selesai").
prolognite_id(legend_player(p1, _, _, _), "~iw = putih, ~w: pasukan bernilai ~d; belum diletakkan: ~s").
prolognite_id(legend_player(p2, _, _, _), "~ib = hitam, ~w: pasukan bernilai ~d; belum diletakkan: ~s").
prolognite_id(legend_marks(_), "# = rintangan, . = kosong, [ ] = yang bisa dihancurkan ~w sekarang").
prolognite_id(legend_marks_over, "# = rintangan, . = kosong").
prolognite_id(legend_marks_deployment, "# = rintangan, . = kosong; setelah semua pasukan diletakkan, [ ] menandai apa yang bisa dihancurkan pemain yang bergiliran").

% Yang terjadi
prolognite_id(placed(_, _, _, _), "~w meletakkan ~w di (~d,~d).").
prolognite_id(destruction_begins, "Semua pasukan sudah diletakkan: fase penghancuran dimulai.").
prolognite_id(destroyed_obstacle(_, _, _, _), "~w menghancurkan rintangan di (~d,~d), dilihat oleh ~s.").
prolognite_id(destroyed_army(_, _, _, _, _, _, _), "~w menghancurkan ~w di (~d,~d), diancam oleh ~s: ~d > ~d.").
prolognite_id(passes(_, _), "~w tidak punya yang bisa dihancurkan dan lewat: ~w bermain lagi.").
prolognite_id(passed(_), "~w lewat.").
prolognite_id(final_sums(_, _), "Pasukan yang tersisa di papan: putih (p1) ~d, hitam (p2) ~d.").

% Perintah
prolognite_id(cancelled(_), "~w dibatalkan: tidak ada yang berubah.").
prolognite_id(ask_value(_), "Nilai pasukan yang diletakkan (cadanganmu: ~s): ").
prolognite_id(ask_row(_), "Baris (1 sampai ~d): ").
prolognite_id(ask_col(_), "Kolom (1 sampai ~d): ").
prolognite_id(coordinates_not_numbers(_, _), "(~q,~q): baris dan kolom harus bilangan bulat, misalnya inspect(2, 3).").
prolognite_id(not_a_number(_), "~w bukan bilangan bulat.").
prolognite_id(targets_header(_), "~w bisa menghancurkan:").
prolognite_id(targets_none(_), "~w tidak punya yang bisa dihancurkan.").
prolognite_id(target_obstacle(_, _, _), "  (~d,~d) rintangan, dilihat oleh ~s").
prolognite_id(target_army(_, _, _, _, _, _), "  (~d,~d) ~w, diancam oleh ~s: ~d > ~d").
prolognite_id(targets_deployment(_, _), "Fase penempatan: tidak ada yang dihancurkan sebelum semua pasukan diletakkan. Berikutnya ~w meletakkan pasukan; belum diletakkan: ~s.").
prolognite_id(score_player(p1, _, _, _), "~iputih (p1), ~w: pasukan bernilai ~d; belum diletakkan: ~s").
prolognite_id(score_player(p2, _, _, _), "~ihitam (p2), ~w: pasukan bernilai ~d; belum diletakkan: ~s").
prolognite_id(score_turn(deployment, _), "~iFase penempatan; giliran ~w.").
prolognite_id(score_turn(destruction, _), "~iFase penghancuran; giliran ~w.").
prolognite_id(score_over, "Permainan sudah selesai.").
prolognite_id(inspect_empty(_, _), "(~d,~d) kosong.").
prolognite_id(inspect_obstacle(_, _), "Di (~d,~d) ada rintangan.").
prolognite_id(inspect_army(_, _, _, _), "Di (~d,~d) ada ~w, pasukan milik ~w.").
prolognite_id(inspect_can_obstacle(_, _), "  ~w bisa menghancurkannya: dilihat oleh ~s.").
prolognite_id(inspect_cannot_obstacle(_), "  ~w tidak bisa menghancurkannya: tidak ada pasukannya yang melihatnya.").
prolognite_id(inspect_can_army(_, _, _, _), "  ~w bisa menghancurkannya: diancam oleh ~s, ~d > ~d.").
prolognite_id(inspect_cannot_army(_, _, _), "  ~w tidak bisa menghancurkannya: pasukannya yang melihatnya pada satu garis paling banyak berjumlah ~d, tidak lebih dari ~d.").
prolognite_id(hint(_), "Komputer search akan memainkan ~q.").
prolognite_id(rules_text, "Prolognite. Dua pemain, putih (p1, w) dan hitam (p2, b), bermain di papan N x N (N dari 3 sampai 9, 5 jika tidak dipilih) dengan N rintangan (#) di tempat acak. Masing-masing punya N pasukan bernilai 1 sampai N.~nPenempatan: bergiliran, putih dulu, tiap pemain meletakkan satu pasukan dari cadangannya di petak kosong: place(Nilai, Baris, Kolom).~nPenghancuran: bergiliran, putih dulu, tiap pemain menghancurkan dengan destroy(Baris, Kolom) sebuah rintangan yang dilihat salah satu pasukannya (sebaris atau sekolom, tanpa apa pun di antaranya), atau pasukan lawan yang diancam pasukannya pada satu garis yang melaluinya (semua sebaris atau semua sekolom, masing-masing melihatnya tanpa apa pun di antaranya) yang jumlah nilainya lebih dari nilai pasukan itu. Papan menandai [ ] apa yang bisa dihancurkan pemain yang sedang bergiliran.~nPemain yang tidak punya yang bisa dihancurkan lewat dan lawannya terus bermain; permainan selesai jika tidak ada pemain yang bisa menghancurkan apa pun. Jumlah nilai pasukan tersisa yang lebih besar menang; jika sama, seri.").
prolognite_id(rules_formation, "Permainan ini memakai aturan formasi: pasukanmu yang berbaris satu di belakang yang lain pada garis itu, masing-masing melihat yang di depannya, semuanya ikut mengancam.").

% Simpanan yang keadaannya bukan posisi permainan (state_error/2)
prolognite_id(save_bad_state(not_a_state), "keadaannya bukan posisi Prolognite (~w): bukan term prolognite(Size, Rule, Phase, Player, Cells, Reserves).").
prolognite_id(save_bad_state(state_bad_size(_)), "keadaannya bukan posisi Prolognite (~w): ukuran papan tidak dari 3 sampai 9.").
prolognite_id(save_bad_state(state_bad_rule(_)), "keadaannya bukan posisi Prolognite (~w): aturannya harus sight atau formation.").
prolognite_id(save_bad_state(state_bad_phase(_)), "keadaannya bukan posisi Prolognite (~w): fasenya harus deployment atau destruction.").
prolognite_id(save_bad_state(state_bad_player(_)), "keadaannya bukan posisi Prolognite (~w): pemain yang bergiliran harus p1 atau p2.").
prolognite_id(save_bad_state(state_bad_board), "keadaannya bukan posisi Prolognite (~w): petak-petaknya bukan papan persegi berukuran itu.").
prolognite_id(save_bad_state(state_bad_cell(_, _)), "keadaannya bukan posisi Prolognite (~w): ada petak yang isinya bukan empty, obstacle atau army(Pemain, Nilai).").
prolognite_id(save_bad_state(state_bad_reserves(_)), "keadaannya bukan posisi Prolognite (~w): cadangan harus reserves(Nilai1, Nilai2), nilai naik dari 1 sampai ukuran papan.").
prolognite_id(save_bad_state(state_army_twice(_)), "keadaannya bukan posisi Prolognite (~w): seorang pemain punya dua pasukan bernilai sama.").
prolognite_id(save_bad_state(state_army_missing(_)), "keadaannya bukan posisi Prolognite (~w): pada fase penempatan setiap pasukan ada di papan atau di cadangan, dan ada yang hilang.").
prolognite_id(save_bad_state(state_obstacles(_, _)), "keadaannya bukan posisi Prolognite (~w): jumlah rintangan tidak cocok dengan ukuran papan.").
prolognite_id(save_bad_state(state_turn(_)), "keadaannya bukan posisi Prolognite (~w): pada fase penempatan putih mulai dan pemain bergiliran, jadi pemain yang bergiliran salah.").
prolognite_id(save_bad_state(state_reserve_in_destruction), "keadaannya bukan posisi Prolognite (~w): fase penghancuran baru dimulai setelah semua pasukan diletakkan.").
