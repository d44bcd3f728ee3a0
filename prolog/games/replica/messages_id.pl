/** Indonesian messages of Replica.

id_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order. Sides are p1 (Putih) and p2 (Hitam).
*/
:- module(replica_messages_id, [id_message/2]).

:- use_module('../../common/messages').

%% id_message(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Sides and players
id_message(move_code_variable(_), "~q bukan langkah yang lengkap: petak ditulis dengan huruf kecil (b4, a1); kata yang diawali huruf kapital adalah variabel.").
id_message(side_label(p1, _), "~iPutih (~w)").
id_message(side_label(p2, _), "~iHitam (~w)").
id_message(default_name(p1), "~iPutih").
id_message(default_name(p2), "~iHitam").
id_message(computer_name(p1, _, _), "~iPutih (komputer, ~w)~i").
id_message(computer_name(p2, _, _), "~iHitam (komputer, ~w)~i").
id_message(seat_is(p1, Name), "~i~w: p1, jalan pertama, dari a1 ke h8") :-
    computer_called(Name).
id_message(seat_is(p2, Name), "~i~w: p2, dari h8 ke a1") :-
    computer_called(Name).
id_message(seat_is(p1, _), "~iPutih (p1, jalan pertama, dari a1 ke h8): ~w").
id_message(seat_is(p2, _), "~iHitam (p2, dari h8 ke a1): ~w").
id_message(game_won(p1, _), "~iPermainan selesai: Putih (~w) menang!").
id_message(game_won(p2, _), "~iPermainan selesai: Hitam (~w) menang!").
id_message(game_drawn, "Permainan selesai: seri (tidak ada langkah lagi, atau batas ronde tercapai).").

% The board
id_message(legend(p1, _), "~i~w: w bidak, W raja; bergerak ke arah h8").
id_message(legend(p2, _), "~i~w: b bidak, B raja; bergerak ke arah a1").
id_message(title_to_move(_, _), "Replica: giliran ~w, ronde ~d. ").
id_message(title_won(_), "Replica: ~w menang. ").
id_message(title_draw, "Replica: seri. ").
id_message(title_transforms(_, _, unlimited), "Transformasi: Putih ~d, Hitam ~d~i.").
id_message(title_transforms(_, _, _), "Transformasi: Putih ~d, Hitam ~d (paling banyak ~d per pihak).").

% What a move did
id_message(stepped(_, _, _), "~w melangkah dari ~w ke ~w.").
id_message(jumped(_, _, _, 1), "~w melompat dari ~w ke ~w melewati 1 bidak sendiri~i.").
id_message(jumped(_, _, _, _), "~w melompat dari ~w ke ~w melewati ~d bidak sendiri.").
id_message(captured(man, _, _), "~iSebuah bidak ~w ditangkap di ~w.").
id_message(captured(king, _, _), "~iSebuah RAJA ~w ditangkap di ~w!").
id_message(transformed(_, _, _, unlimited), "~w mengubah bidak di ~w menjadi raja (transformasi ke-~d~i).").
id_message(transformed(_, _, _, _), "~w mengubah bidak di ~w menjadi raja (transformasi ke-~d dari ~d).").
id_message(forfeited(_), "~w menyerah.").
id_message(ask_forfeit(_), "Menyerah: ~w memenangkan permainan ini. Anda yakin? (ya/tidak, bawaan tidak): ").
id_message(not_forfeited, "Tidak menyerah: permainan berlanjut.").
id_message(forfeit_answer_expected(_), "forfeit(yes) menyerah dan forfeit(no) tidak: ~q bukan keduanya.").
id_message(win_by_corner, "Sebuah raja telah mencapai sudut lawan.").
id_message(win_by_king_capture, "Sebuah raja lawan telah ditangkap.").

% Why a move is not allowed
id_message(unknown_move(_), "~q bukan langkah Replica: ketik move(Dari, Ke) (misalnya move(b4, b5)), transform(Petak) atau forfeit.").
id_message(not_a_square(_), "~q bukan petak papan: petaknya a1 sampai h8 (kolom a-h, baris 1-8).").
id_message(not_a_coordinate(_), "~q bukan koordinat: kolom dan baris adalah bilangan bulat 1 sampai 8.").
id_message(coordinate_variable, "Kolom dan baris adalah bilangan bulat dari 1 sampai 8, misalnya move(2, 4, 2, 5), atau petak dengan huruf kecil, misalnya move(b4, b5): kata yang diawali huruf kapital adalah variabel.").
id_message(no_piece(_), "Tidak ada bidak di ~w.").
id_message(not_your_piece(_, p1), "~w berisi bidak Hitam, dan sekarang giliran Putih~i: Anda hanya boleh menggerakkan bidak sendiri.").
id_message(not_your_piece(_, p2), "~w berisi bidak Putih, dan sekarang giliran Hitam~i: Anda hanya boleh menggerakkan bidak sendiri.").
id_message(same_square(_), "Langkah harus meninggalkan ~w: berikan petak tujuan yang lain.").
id_message(not_a_line(_, _), "~w ke ~w bukan garis lurus: bidak bergerak sepanjang baris, kolom atau diagonal.").
id_message(not_forward(_, _, p1), "~w ke ~w tidak maju~i: setiap langkah Putih, termasuk menangkap, ke kanan, ke atas atau ke kanan atas (ke arah h8).").
id_message(not_forward(_, _, p2), "~w ke ~w tidak maju~i: setiap langkah Hitam, termasuk menangkap, ke kiri, ke bawah atau ke kiri bawah (ke arah a1).").
id_message(king_not_forward(_, _, p1), "~w ke ~w tidak maju~i: raja Putih juga hanya bergerak ke kanan, ke atas atau ke kanan atas (aturan dasar yang dipilih permainan ini, kings_move_all_directions(false)).").
id_message(king_not_forward(_, _, p2), "~w ke ~w tidak maju~i: raja Hitam juga hanya bergerak ke kiri, ke bawah atau ke kiri bawah (aturan dasar yang dipilih permainan ini, kings_move_all_directions(false)).").
id_message(own_piece_there(_), "~w berisi bidak Anda sendiri, dan tidak ada lompatan ke arah itu yang mendarat di papan: bidak tidak pernah mendarat di bidak sendiri.").
id_message(own_piece_jump(_, _), "~w berisi bidak Anda sendiri: lompatan ke arah itu melewati bidak Anda dan mendarat di ~w.").
id_message(step_only(_, _, _), "~w ke ~w terlalu jauh: bidak melangkah satu petak, dan hanya melompati bidak sendiri (~w tidak berisi bidak Anda).").
id_message(jump_lands_first(_, _, _), "~w ke ~w bukan akhir lompatan: lompatan berhenti di petak pertama setelah bidak Anda, di sini ~w.").
id_message(jump_off_board(_, _), "~w tidak dapat bergerak ke arah ~w: bidak Anda memenuhi garis itu sampai tepi, jadi lompatan akan keluar papan.").
id_message(already_king(_), "Bidak di ~w sudah raja: hanya bidak biasa yang dapat diubah.").
id_message(no_transforms_left(_), "Transformasi Anda sudah habis: permainan ini mengizinkan paling banyak ~d per pihak.").
id_message(not_in_sight(_, p1), "Tidak ada raja Putih yang melihat ~w~i: raja melihat ke kanan, ke atas dan ke kanan atas, melewati petak kosong dan bidak sendiri, sampai bidak lawan menghalangi.").
id_message(not_in_sight(_, p2), "Tidak ada raja Hitam yang melihat ~w~i: raja melihat ke kiri, ke bawah dan ke kiri bawah, melewati petak kosong dan bidak sendiri, sampai bidak lawan menghalangi.").
id_message(not_in_sight_any(_), "Tidak ada raja Anda yang melihat ~w: raja melihat ke delapan arah, melewati petak kosong dan bidak sendiri, sampai bidak lawan menghalangi.").
id_message(not_your_king(_, p1), "~w bukan raja Putih~i: sebutkan salah satu raja Anda, lalu bidak yang diubahnya.").
id_message(not_your_king(_, p2), "~w bukan raja Hitam~i: sebutkan salah satu raja Anda, lalu bidak yang diubahnya.").
id_message(king_cannot_see(_, _), "Raja di ~w tidak melihat ~w: raja hanya melihat ke arah geraknya sendiri, dan bidak lawan menghalangi pandangannya.").

% Options
id_message(bad_option(_), "~q bukan pilihan Replica: pilihannya kings_move_all_directions(true atau false), max_transformations(N atau unlimited), max_rounds(N) dan position(standard, midgame atau endgame).").
id_message(conflicting_options(_, _), "Pilihan ~q dan ~q bertentangan: berikan setiap pilihan sekali saja.").
id_message(position_needs_transforms(_, _), "Posisi ~w sudah memiliki ~d transformasi pada satu pihak: izinkan paling sedikit sebanyak itu dengan max_transformations(N).").
id_message(ask_all_directions, "Aturan tambahan permainan seed: bolehkah raja bergerak (dan mengubah) ke segala arah? (ya/tidak, bawaan ya, atau batal): ").
id_message(ask_two_transformations, "Aturan tambahan: paling banyak 2 transformasi per pemain? (ya/tidak, bawaan tidak, atau batal): ").
id_message(yes_no_expected(_), "Jawab ya atau tidak, bukan ~w.").

% Commands
id_message(valid_moves_header(_, _), "Langkah yang sah untuk ~w (~d):").
id_message(valid_moves_piece(_, _), "  ~w -> ~w").
id_message(valid_moves_transforms(_), "  transform: ~w").
id_message(valid_moves_forfeit, "  dan forfeit.").
id_message(scored_moves_header(_), "Langkah ~w dengan nilainya (nilai Anda dikurangi nilai lawan tepat setelah langkah), terbaik lebih dulu:").
id_message(scored_move(_, _), "  ~d  ~w").
id_message(scored_move_win(_), "  MENANG  ~w").
id_message(value_line(_, _), "~w: ~d poin").
id_message(value_lead(_, _), "~w unggul ~d poin.").
id_message(value_even, "Nilai kedua pihak sama.").
id_message(value_explained(_ManBase, _ManStep, _KingBase, _KingClose, _KingCost), "(Bidak bernilai ~d ditambah ~d per langkah menuju sudut tujuan; raja ~d ditambah ~d per langkah lebih dekat ke sudut tujuan; setiap transformasi mengurangi ~d kali jumlah transformasi sebelumnya.)").
id_message(bad_demo(_), "~q bukan demonstrasi: coba demo(midgame) atau demo(endgame).").
id_message(demo_started(_), "Demonstrasi: posisi ~w.").
id_message(rules_in_force_header, "Aturan permainan ini:").
id_message(option_all_ways(true), "~i  raja bergerak dan mengubah ke delapan arah (kings_move_all_directions(true));").
id_message(option_all_ways(false), "~i  raja bergerak dan mengubah hanya maju, seperti bidak;").
id_message(option_max_t(unlimited), "~i  transformasi tidak dibatasi;").
id_message(option_max_t(_), "  paling banyak ~d transformasi per pihak;").
id_message(option_max_rounds(_), "  seri setelah ~d ronde.").
id_message(rules_text,
"Replica, karya Christian Freeling: 2 pemain di papan 8x8.~n\
 Susunan awal: setiap pihak punya 12 bidak di sudutnya: persegi 2x2 di sudut dan persegi 2x2 di sampingnya~n\
   pada tiap sisi. Bidak di petak sudut (a1 untuk Putih, h8 untuk Hitam) adalah raja pihak itu. Putih mulai.~n\
 Maju: setiap langkah, termasuk menangkap, menuju salah satu dari tiga arah ke sudut seberang~n\
   (Putih: kanan, atas, kanan atas; Hitam: kiri, bawah, kiri bawah).~n\
 Pada giliran Anda lakukan salah satu:~n\
   melangkah: gerakkan bidak satu petak maju, ke petak kosong atau bidak lawan, yang ditangkap;~n\
   melompat: gerakkan bidak lurus maju melewati satu atau lebih bidak sendiri ke petak pertama~n\
     yang bukan milik Anda: petak kosong, atau bidak lawan, yang ditangkap;~n\
   mengubah (transform): bidak Anda yang terlihat oleh salah satu raja Anda menjadi raja (itu satu giliran penuh).~n\
     Raja melihat sepanjang arah majunya; hanya bidak lawan yang menghalangi pandangannya.~n\
 Menang: bawa raja ke sudut lawan (Putih h8, Hitam a1) atau tangkap raja lawan mana pun.~n\
 Seri: pemain yang mendapat giliran tidak punya langkah, atau batas ronde tercapai (200 ronde kecuali max_rounds(N)).~n\
 Aturan tambahan (pilihan startGame/2, ditanyakan oleh startGame dan menu): kings_move_all_directions(true)~n\
   (raja melangkah, melompat dan melihat ke delapan arah); max_transformations(2) (setiap pihak paling banyak dua kali mengubah).~n\
 Cara bermain: move(b4, b5). transform(b2). forfeit. validmoves. scoredmoves. value. displayMap. help.").
id_message(commands_text,
"Perintah selama permainan:~n\
   move(Dari, Ke).      melangkah atau melompat, misalnya move(b4, b5); dengan angka seperti seed: move(2, 4, 2, 5)~n\
   transform(Petak).    ubah bidak menjadi raja, misalnya transform(b2); juga transform(Raja, Petak)~n\
   validmoves.          langkah yang boleh Anda lakukan~n\
   scoredmoves.         setiap langkah dengan nilainya, terbaik lebih dulu~n\
   value.               nilai setiap pihak~n\
   forfeit.             menyerah: pihak lawan menang (bertanya dulu; forfeit(yes) tidak)~n\
   displayMap.          papan; rules. aturan; saveGame(Berkas). loadGame(Berkas). help.").
id_message(menu_text,
"Selamat datang di Replica~n\
 1. Manusia vs Manusia~n\
 2. Manusia vs Komputer~n\
 3. Komputer vs Manusia~n\
 4. Komputer vs Komputer~n\
 5. Aturan & cara bermain~n\
 6. Keluar~n\
 10. [DEMO] Skenario tengah permainan~n\
 20. [DEMO] Skenario akhir permainan").
id_message(menu_prompt, "Pilih (1-6, 10, 20, atau batal): ").
id_message(menu_bad_choice(_), "~w bukan pilihan: ketik 1, 2, 3, 4, 5, 6, 10 atau 20.").
id_message(menu_cancelled, "Menu ditutup: tidak ada yang dimulai.").
id_message(menu_exit, "Sampai jumpa.").
id_message(ask_name(p1), "~iNama pemain Putih (jalan pertama), atau batal: ").
id_message(ask_name(p2), "~iNama pemain Hitam, atau batal: ").
id_message(name_empty, "Ketik sebuah nama.").
id_message(ask_level(p1, _), "~iTingkat komputer untuk Putih ~w, atau batal: ").
id_message(ask_level(p2, _), "~iTingkat komputer untuk Hitam ~w, atau batal: ").

% help. diawali jalannya permainan dan cara mengetik perintah.
id_message(help_intro, "Jalannya permainan: Putih lebih dulu, satu langkah per giliran: majukan bidak (selangkah, atau melompati bidak sendiri), atau ubah bidak yang dilihat raja Anda menjadi raja; bawa raja ke sudut seberang atau makan raja lawan. Petak a1..h8 (validmoves menampilkan langkah Anda). Perintah diakhiri titik; kode ditulis huruf kecil (huruf besar di awal berarti variabel); pertanyaan dijawab lalu Enter.").

% hint. menjelaskan alasannya dengan ukuran komputer search sendiri.
id_message(hint_wins, "Langkah ini langsung menang (raja lawan dimakan, atau raja sampai di sudut seberang).").
id_message(hint_score(_Now, _After), "Komputer menilai posisi ~d untuk Anda sekarang dan ~d setelah langkah ini (setiap bidak menurut seberapa jauh majunya, raja lebih tinggi dan makin tinggi dekat sudutnya; bidak di awal bernilai 100).").
id_message(hint_threat_now(_Name), "~w bisa langsung menang seandainya giliran dia: memakan raja Anda, atau rajanya sampai di sudutnya.").
id_message(hint_threat_answered(_Name), "Langkah ini mencegahnya: setelahnya, ~w tidak punya langkah yang menang.").
id_message(hint_threat_after(_Name), "Setelah langkah ini ~w masih punya langkah yang menang: tidak ada langkah Anda yang mencegah semuanya.").
id_message(hint_threat_two(_Name, _Move), "~w dua langkah lagi dari kemenangan: setelah ~w ia punya langkah yang menang (raja Anda dimakan, atau rajanya di sudutnya).").
id_message(hint_threat_two_answered(_Name), "Langkah ini mencegahnya: setelahnya, ~w tidak punya kemenangan dua langkah seperti itu.").
id_message(hint_threat_two_after(_Name, _Move), "Setelah langkah ini ~w masih dua langkah dari kemenangan: ~w akan menyiapkannya.").
id_message(hint_own_threat(_Name), "Setelah langkah ini Anda mengancam langsung menang pada langkah berikutnya; ~w harus menjawabnya.").

% Simpanan yang keadaannya bukan posisi permainan (state_error/2)
id_message(state_shape, "itu bukan keadaan replica(Player, Board, Transformations, Moves, Rules, Status) program ini.").
id_message(state_rules(_), "aturannya ~q; seharusnya rules(AllWays, MaxTransformations, MaxRounds): AllWays true atau false, MaxTransformations unlimited atau bilangan bulat dari 0, MaxRounds bilangan bulat paling sedikit 1.").
id_message(state_board, "papannya bukan 8 baris r(...) berisi 8 petak, tiap petak e (kosong), wm atau wk (bidak atau raja Putih), bm atau bk (bidak atau raja Hitam).").
id_message(state_ply(_), "jumlah langkah yang sudah dimainkan ~q; seharusnya bilangan bulat dari 0.").
id_message(state_player(_), "sisi yang mendapat giliran adalah ~q; seharusnya p1 (Putih) atau p2 (Hitam).").
id_message(state_turn(_, p1), "setelah ~d langkah giliran Hitam, bukan Putih~i: Putih jalan pertama, lalu kedua sisi bergantian.").
id_message(state_turn(_, p2), "setelah ~d langkah giliran Putih, bukan Hitam~i: Putih jalan pertama, lalu kedua sisi bergantian.").
id_message(state_rounds(_, _), "sudah ~d langkah dimainkan, lebih dari yang dibolehkan batas rondenya, ~d ronde (dua langkah per ronde).").
id_message(state_status(_), "statusnya ~q; seharusnya playing atau won(Side, Reason), Reason corner, king_captured atau forfeit.").
id_message(state_transforms(_), "transformasinya ~q; seharusnya t(Putih, Hitam), banyaknya transformasi yang sudah dibuat tiap sisi (bilangan bulat dari 0).").
id_message(state_too_many_transforms(_, _, _), "Putih sudah membuat ~d transformasi dan Hitam ~d, tetapi aturannya membolehkan paling banyak ~d per sisi.").
id_message(state_too_many_pieces(p1, _), "~iPutih punya ~d buah di papan; sebuah sisi mulai dengan 12 dan tidak pernah bertambah.").
id_message(state_too_many_pieces(p2, _), "~iHitam punya ~d buah di papan; sebuah sisi mulai dengan 12 dan tidak pernah bertambah.").
id_message(state_kings(p1, _, _), "~iPutih punya ~d raja di papan, tetapi transformasinya memberinya ~d: sebuah sisi punya raja pertamanya ditambah satu per transformasi, kurang satu bila salah satu rajanya tertangkap.").
id_message(state_kings(p2, _, _), "~iHitam punya ~d raja di papan, tetapi transformasinya memberinya ~d: sebuah sisi punya raja pertamanya ditambah satu per transformasi, kurang satu bila salah satu rajanya tertangkap.").
id_message(state_king_home_unnoticed(p1), "~iada raja Putih di h8, sudut Hitam, tetapi permainan berlanjut: mencapai sudut itu berarti menang.").
id_message(state_king_home_unnoticed(p2), "~iada raja Hitam di a1, sudut Putih, tetapi permainan berlanjut: mencapai sudut itu berarti menang.").
id_message(state_corner_win_without_king(p1), "~itertulis Putih menang dengan mencapai sudut Hitam, tetapi tidak ada raja Putih di h8.").
id_message(state_corner_win_without_king(p2), "~itertulis Hitam menang dengan mencapai sudut Putih, tetapi tidak ada raja Hitam di a1.").

% startGame/2's options: a known option with a value it does not take.
id_message(option_value_refused(kings_move_all_directions, _), "~w menerima true atau false, bukan ~q.").
id_message(option_value_refused(max_transformations, _), "~w menerima bilangan bulat dari 0 ke atas, atau unlimited (bawaan), bukan ~q.").
id_message(option_value_refused(max_rounds, _), "~w menerima bilangan bulat paling sedikit 1 (bawaannya 200), bukan ~q.").
id_message(option_value_refused(position, _), "~w menerima standard (bawaan), midgame atau endgame, bukan ~q.").
id_message(duplicate_option(_), "Pilihan ~w diberikan dua kali: berikan setiap pilihan sekali saja.").
