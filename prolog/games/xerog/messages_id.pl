/** Indonesian texts of Xero-G.

id_message(Key, Format): as en_message/2 of messages_en.pl, in
Indonesian.
*/
:- module(xerog_messages_id, [id_message/2]).

%% id_message(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Indonesian
id_message(move_code_variable(_), "~q bukan langkah yang lengkap: sel ditulis dengan huruf kecil (c1, f6); kata yang diawali huruf kapital adalah variabel.").
id_message(game_ended, "Permainan sudah selesai: mulai yang baru dengan startGame.").
id_message(not_placing, "Kapal-kapal sudah disusun: mainkan giliran dengan move(Ship, Steps).").
id_message(not_a_move(_), "~q bukan langkah Xero-G: ketik move(Ship, Steps), misalnya move(c1, [d, d, r]).").
id_message(must_arrange(_), "~w harus menyusun kapalnya dulu: arrange([1,2,3,3,2,1]) (level dari kiri ke kanan) atau arrange(random).").
id_message(bad_arrangement(_, _), "~q bukan susunan: berikan level ~w dalam urutan apa pun, dari kiri ke kanan, misalnya arrange([1,2,3,3,2,1]).").
id_message(not_a_cell(_), "~q bukan sel papan 6x6: sel adalah a1 sampai f6 (kolom a-f dari kiri, baris 1-6 dari atas, huruf kecil).").
id_message(steps_not_list, "Langkah harus berupa daftar, misalnya [d, d, r] atau [c2, c3, d3].").
id_message(no_steps, "Berikan paling sedikit satu langkah: kapal bergerak tepat sebanyak levelnya.").
id_message(bad_ending(_), "~q: giliran berakhir dengan stop atau reprogram(Cell).").
id_message(no_ship(_), "Tidak ada kapal di ~w.").
id_message(no_ship_can_move(_), "Tidak ada kapal yang dapat bergerak untuk ~w.").
id_message(not_home_row(_, _, _), "Kapal di ~w tidak berada di home row ~w, yang sedang mendapat giliran: home row adalah baris ~w (baris terdekat dengan markasnya yang berisi kapal yang dapat bergerak), dan hanya kapal di sana yang boleh bergerak.").
id_message(steps_left(_, _, _), "~iKapal bergerak tepat sebanyak levelnya, dan rocket boost tepat sebanyak level kapal yang didarati: setelah ~w, masih ada ~d langkah lagi.").
id_message(not_adjacent(_, _), "~w dan ~w tidak bersebelahan: kapal melangkah ke atas, bawah, kiri atau kanan, satu sel setiap kali.").
id_message(gate_used(_, _), "Gerbang antara ~w dan ~w sudah dilewati pada giliran ini: setiap gerbang (sisi antara dua sel) hanya boleh dilewati sekali per giliran, termasuk saat boost.").
id_message(blocked(_, _), "~w berisi kapal level ~w: kapal hanya melewati sel kosong dan hanya boleh mendarat di kapal dengan langkah terakhirnya.").
id_message(base_not_adjacent(_), "Markas lawan tidak dapat dimasuki dari ~w: hanya langkah keluar papan dari baris di sebelahnya yang memasukinya.").
id_message(base_steps_left(_), "Kapal akan masuk markas dengan sisa ~d langkah: kapal harus mendarat tepat di sana dengan langkah terakhirnya.").
id_message(steps_after_base, "Masuk ke markas lawan mengakhiri permainan: tidak boleh ada langkah sesudahnya.").
id_message(reprogram_in_base, "Kapal yang mendarat di markas menang: tidak ada kapal untuk di-reprogram di sana.").
id_message(steps_after_stop(_), "Kapal mendarat di sel kosong ~w dengan langkah terakhirnya: giliran berakhir di sana, tidak boleh ada langkah lagi.").
id_message(reprogram_needs_ship(_), "~w kosong: Anda hanya dapat me-reprogram kapal yang didarati kapal Anda.").
id_message(landed_on_ship(_, _), "Kapal mendarat di ~w, yang berisi kapal level ~w: tambahkan langkah sebanyak itu untuk rocket boost, atau reprogram dengan move(Ship, Steps, Cell).").
id_message(target_occupied(_), "~w tidak kosong: kapal yang di-reprogram pindah ke sel kosong di papan (tidak pernah ke markas).").
id_message(board_unchanged, "Papan harus berubah pada setiap giliran, dan giliran ini membiarkannya seperti semula.").
id_message(own_base(_), "Dari ~w langkah itu menuju markas Anda sendiri: kapal tidak pernah memasukinya.").
id_message(off_grid(_, _), "Dari ~w, langkah ~w keluar dari papan.").
id_message(bad_step(_), "~q bukan langkah: gunakan u, d, l, r (atas, bawah, kiri, kanan), sel seperti c3, atau base.").
id_message(step_variable, "Langkah ditulis dengan huruf kecil: u, d, l, r (atas, bawah, kiri, kanan), sel seperti c3, atau base; kata yang diawali huruf kapital adalah variabel.").
id_message(ship_unbound, "Berikan sel kapal dengan huruf kecil, misalnya move(c1, [d, d, r]).").
id_message(cell_unbound, "Berikan sel tujuan reprogram dengan huruf kecil, misalnya e5.").
id_message(arrange_unbound, "Berikan levelnya, misalnya arrange([1,2,3,3,2,1]), atau arrange(random).").
id_message(unknown_option(_), "~q bukan pilihan Xero-G: pilihannya arrangement(Spec), arrangement(p1, Spec), arrangement(p2, Spec), max_rounds(N) dan reprogram(anywhere atau pips).").
id_message(bad_arrangement_option(_), "~q bukan susunan: gunakan choose, random, atau enam level seperti [1,2,3,3,2,1].").
id_message(unknown_side(_), "~q bukan pihak: arrangement(p1, Spec) atau arrangement(p2, Spec).").
id_message(bad_max_rounds(_), "max_rounds memerlukan bilangan bulat paling sedikit 1, bukan ~q.").
id_message(bad_reprogram(_), "~q bukan aturan Reprogram: reprogram(anywhere) (aturan resmi: sel kosong mana pun) atau reprogram(pips) (tafsiran seed: sel kosong dalam jangkauan pip kapal Anda).").
id_message(ask_reprogram(_, _), "Kapal Anda mendarat di ~w (kapal level ~w). Reprogram ke sel kosong mana (misalnya e5)? Baris kosong atau batal membatalkan: ").
id_message(ask_reprogram_within(_, _, _), "Kapal Anda mendarat di ~w (kapal level ~w). Reprogram ke sel kosong mana, paling jauh ~d langkah darinya (misalnya e5)? Baris kosong atau batal membatalkan: ").
id_message(turn_cancelled, "Giliran dibatalkan: tidak ada yang berubah.").
id_message(target_too_far(_, _, _), "Dari ~w, ~w terlalu jauh: dalam permainan ini (reprogram(pips), tafsiran seed) kapal yang didarati pindah paling jauh ~d langkah, sebanyak pip kapal Anda, dihitung sepanjang baris dan kolom.").
id_message(ask_arrangement, "Bagaimana kapal disusun: choose (setiap pemain dengan arrange/1) atau random? (Enter untuk choose, atau batal): ").
id_message(ask_max_rounds(_), "Jumlah ronde sebelum permainan seri (Enter untuk ~d, atau batal): ").
id_message(ask_reprogram_rule, "Reprogram: kapal yang didarati pindah ke sel kosong mana pun (anywhere, aturan resmi Gyges) atau ke sel kosong dalam jangkauan pip kapal Anda (pips, tafsiran seed)? (Enter untuk anywhere, atau batal): ").
id_message(answer_not_word(_, _), "~w bukan salah satu dari ~w.").
id_message(rules_reprogram_pips, "Permainan ini memainkan Reprogram menurut tafsiran seed (reprogram(pips)): kapal yang didarati pindah ke sel kosong paling jauh sebanyak pip kapal Anda, dihitung sepanjang baris dan kolom.").
id_message(arranged(_, _, _), "~w menyusun kapalnya di baris ~w: ~w.").
id_message(turn_stop(_, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w; berhenti di ~w.").
id_message(turn_reprogram(_, _, _, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w; mendarat di ~w dan me-reprogram kapal level ~w di sana ke ~w.").
id_message(turn_won(_, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w. Kapal mendarat di markas ~w!").
id_message(turn_boosts(_), "Rocket boost di: ~w.").
id_message(boost_at(_, _), "~w (level ~w)").
id_message(path_base(_), "markas ~w").
id_message(drawn_round_limit(_), "Batas ronde tercapai setelah ronde ~d.").
id_message(drawn_no_move(_), "~w tidak punya kapal yang dapat bergerak.").
id_message(title_placing(_, _), "Xero-G, penempatan: ~w menyusun kapalnya di baris ~w (arrange/1)").
id_message(title_playing(_, _, _), "Xero-G, ronde ~d: giliran ~w, home row ~w").
id_message(title_won(_), "Xero-G: ~w menang").
id_message(title_drawn, "Xero-G: seri").
id_message(legend_base(_, _, _), "~i~w: markas ~w").
id_message(legend_ships, "1 2 3 level kapal (netral); [ ] kapal yang boleh digerakkan pemain yang mendapat giliran").
id_message(moves_header(_, _, _), "~w menggerakkan kapal dari home row ~w; ~d giliran berbeda:").
id_message(ship_header(_, _, _), "Kapal ~w (level ~w), ~d akhir:").
id_message(line_win(_, _), "  ~w  menang: mendarat di markas ~w").
id_message(line_stop(_, _), "  ~w  berhenti di ~w").
id_message(line_land(_, _, _), "  ~w  mendarat di kapal level ~w di ~w: reprogram ke sel kosong Cell, atau tambahkan langkah untuk boost").
id_message(line_land_within(_, _, _, _), "  ~w  mendarat di kapal level ~w di ~w: reprogram ke sel kosong Cell paling jauh ~d langkah darinya, atau tambahkan langkah untuk boost").
id_message(rules_goal, "Tujuan: mendaratkan kapal di markas lawan. Markas p1 (A) di atas papan, markas p2 (B) di bawahnya; p1 bergerak lebih dulu.").
id_message(rules_setup, "Persiapan: setiap pemain punya enam kapal (level 1, 1, 2, 2, 3, 3) yang disusun di baris sebelah markasnya. Kapal tidak dimiliki siapa pun: Anda boleh menggerakkan kapal mana pun di home row Anda.").
id_message(rules_home_row, "Home row: baris terdekat dengan markas Anda yang berisi kapal; jika tidak ada kapalnya yang dapat bergerak, baris berikutnya. Anda menggerakkan satu kapal dari baris itu.").
id_message(rules_moving, "Bergerak: kapal bergerak tepat sebanyak levelnya, langkah demi langkah ke atas, bawah, kiri atau kanan, boleh berbelok, hanya melewati sel kosong.").
id_message(rules_gates, "Gerbang: setiap sisi antara dua sel hanya boleh dilewati sekali per giliran (termasuk saat boost).").
id_message(rules_landing, "Mendarat di kapal dengan langkah terakhir: Rocket Boost (bergerak lagi tepat sebanyak level kapal itu, dan lagi bila mendarat di kapal) atau Reprogram (kapal Anda tetap di sana, kapal yang didarati pindah ke sel kosong mana pun).").
id_message(rules_win, "Menang: melangkah keluar papan ke markas lawan tepat pada langkah terakhir giliran Anda (langkah itu dihitung satu).").
id_message(rules_end, "Setiap giliran harus mengubah papan. Seri bila pemain yang mendapat giliran tidak punya kapal yang dapat bergerak, atau setelah batas ronde (max_rounds, bawaan 100).").

% help. diawali jalannya permainan dan cara mengetik perintah.
id_message(help_intro, "Jalannya permainan: setiap pemain mengatur enam kapal di barisnya (arrange/1), lalu bergiliran: gerakkan kapal dari baris terdekat Anda sesuai levelnya, memantul pada kapal lain; mendarat di markas lawan untuk menang. Petak a1..f6 (moves menampilkan langkah Anda). Perintah diakhiri titik; kode ditulis huruf kecil (huruf besar di awal berarti variabel); pertanyaan dijawab lalu Enter.").

% hint. menjelaskan alasannya dengan ukuran komputer search sendiri.
id_message(hint_wins, "Langkah ini mendarat di markas lawan: Anda menang.").
id_message(hint_threat_now(_Name), "Dengan papan seperti sekarang, ~w bisa mendaratkan kapal di markas Anda pada giliran berikutnya.").
id_message(hint_threat_now(_Name, _Move), "Dengan papan seperti sekarang, ~w bisa mendaratkan kapal di markas Anda pada giliran berikutnya: ~q.").
id_message(hint_threat_after(_Name, _Move), "Setelah langkah ini ~w masih bisa mendarat di markas Anda: ~q; tidak ada langkah Anda yang mencegahnya.").
id_message(hint_threat_answered(_Name), "Langkah ini mencegahnya: setelahnya, ~w tidak bisa langsung mendarat di markas Anda.").
id_message(hint_threat_after(_Name), "Setelah langkah ini ~w masih bisa mendarat di markas Anda: tidak ada langkah Anda yang mencegahnya.").
id_message(hint_no_threat(_Name), "~w tidak bisa langsung mendarat di markas Anda, dan setelah langkah ini tetap tidak bisa.").
id_message(hint_own_threat(_Name), "Setelah langkah ini Anda bisa mendarat di markas ~w pada giliran berikutnya, kecuali dia mencegahnya.").

% Simpanan yang keadaannya bukan posisi permainan (state_error/2)
id_message(state_not_xerog, "itu bukan keadaan xerog(Phase, Player, Round, Board, MaxRounds) program ini.").
id_message(state_bad_player(_), "pemain yang mendapat giliran adalah ~q; seharusnya p1 atau p2.").
id_message(state_bad_max_rounds(_), "batas rondenya ~q; seharusnya bilangan bulat paling sedikit 1.").
id_message(state_bad_round(_), "rondenya ~q, yang tidak cocok: 0 selama kapal disusun, lalu bilangan bulat dari 1 sampai batas ronde.").
id_message(state_bad_board, "papannya bukan 36 sel grid, b(...) dengan 36 argumen, masing-masing 0 (kosong) atau level kapal 1, 2 atau 3.").
id_message(state_bad_placing, "kapalnya sedang disusun, tetapi ada kapal di luar baris 1 dan 6, atau baris pemain yang menyusun tidak kosong, atau baris yang sudah disusun bukan level 1, 1, 2, 2, 3, 3.").
id_message(state_bad_ships(_), "papan memuat kapal level 1, 2 dan 3 sebanyak ~w; seharusnya empat dari tiap level (tiga dari level kapal yang mendarat di markas).").
id_message(state_no_move_in_play(_), "giliran ~w, tetapi tidak ada kapal yang boleh digerakkannya yang dapat bergerak: permainan seharusnya sudah berakhir seri.").
id_message(state_bad_phase(_), "fasenya ~q; seharusnya placing, playing, won(Player, Level, Column) (Level 1 sampai 3, Column 1 sampai 6), drawn(round_limit) atau drawn(no_move(Player)).").

% why/1 of a command that draws at random, in the game's terms.
id_message(why_chance, "Hasilnya bergantung pada peluang (pengacakan kapal), diundi saat dimainkan.").

% startGame/2's options given twice, or disagreeing.
id_message(duplicate_option(_), "Pilihan ~q diberikan dua kali: berikan setiap pilihan sekali saja.").
id_message(conflicting_options(arrangement(_), _), "Pilihan ~q dan ~q bertentangan: berikan arrangement(Spec) untuk kedua pihak, atau arrangement(p1, Spec) dan arrangement(p2, Spec), dan setiap pilihan sekali saja.").
id_message(conflicting_options(arrangement(_, _), _), "Pilihan ~q dan ~q bertentangan: berikan arrangement(Spec) untuk kedua pihak, atau arrangement(p1, Spec) dan arrangement(p2, Spec), dan setiap pilihan sekali saja.").
id_message(conflicting_options(_, _), "Pilihan ~q dan ~q bertentangan: berikan setiap pilihan sekali saja.").
