/** Indonesian messages of Global Conquest (the language of the seed).

id_message(Key, Format): the text of message Key; the arguments of Key are
the arguments of Format, in order, already made readable by report/1.
A key whose argument only selects the text (continent_name(na),
card_text(rebellion)) skips it with ~i.
*/
:- module(conquest_messages_id, [id_message/2]).

:- use_module('../../common/messages').

%% id_message(?Key, ?Format).
%
%  Format is the Indonesian text of message Key.

% Nama
id_message(move_code_variable(_), "~q bukan langkah yang lengkap: kode wilayah ditulis dengan huruf kecil (na1, au2); kata yang diawali huruf kapital adalah variabel.").
id_message(continent_name(na), "~iAmerika Utara").
id_message(continent_name(eu), "~iEropa").
id_message(continent_name(as), "~iAsia").
id_message(continent_name(sa), "~iAmerika Selatan").
id_message(continent_name(af), "~iAfrika").
id_message(continent_name(au), "~iAustralia").
% Nama wilayah yang berbeda dalam bahasa Indonesia (yang lain: nama di map.pl).
id_message(place_name(na2), "~iKanada").
id_message(place_name(na3), "~iAmerika Serikat").
id_message(place_name(na4), "~iMeksiko").
id_message(place_name(e1), "~iBritania Raya").
id_message(place_name(e2), "~iSkandinavia").
id_message(place_name(e3), "~iPrancis").
id_message(place_name(e4), "~iJerman").
id_message(place_name(e5), "~iUkraina").
id_message(place_name(a1), "~iRusia").
id_message(place_name(a3), "~iArab Saudi").
id_message(place_name(a4), "~iTiongkok").
id_message(place_name(a7), "~iJepang").
id_message(place_name(sa1), "~iBrasil").
id_message(place_name(af1), "~iMaroko").
id_message(place_name(af2), "~iMesir").
id_message(place_name(af3), "~iAfrika Selatan").
id_message(place_name(au2), "~iSelandia Baru").

id_message(card_name(ceasefire_order), "~iCEASEFIRE ORDER").
id_message(card_name(super_soldier_serum), "~iSUPER SOLDIER SERUM").
id_message(card_name(auxiliary_troops), "~iAUXILIARY TROOPS").
id_message(card_name(rebellion), "~iREBELLION").
id_message(card_name(disease_outbreak), "~iDISEASE OUTBREAK").
id_message(card_name(supply_chain_issue), "~iSUPPLY CHAIN ISSUE").
id_message(phase_name(start), "~iawal permainan (aturan melempar dadu untuk urutan giliran)").
id_message(phase_name(claiming), "~ifase pengambilan wilayah (takeLocation, claimAutomatic)").
id_message(phase_name(placing), "~ifase peletakan tentara (placeTroops, placeAutomatic)").
id_message(phase_name(playing), "~ifase permainan (draft, move, attack, risk, endTurn)").
id_message(phase_name(over), "~ipermainan selesai").

% Syarat dan argumen
id_message(no_game, "Belum ada permainan. Mulai dengan startGame.").
id_message(game_over(_Winner), "Permainan sudah selesai: ~w telah menguasai dunia. Mulai permainan baru dengan startGame.").
id_message(wrong_phase(_Command, _Phase, _Required), "~w tidak bisa digunakan pada ~w; perintah ini untuk ~w.").
id_message(territory_unbound, "Mohon masukkan kode wilayah, misalnya na1. Kode ditulis huruf kecil: kata yang diawali huruf besar, seperti NA1, adalah variabel.").
id_message(unknown_territory(_T), "~w bukan wilayah. Kode wilayah: NA1..NA5, E1..E5, A1..A7, SA1, SA2, AF1..AF3, AU1, AU2.").
id_message(troops_unbound, "Mohon masukkan jumlah tentara, misalnya 3.").
id_message(not_a_number(_X), "~w bukan bilangan bulat.").
id_message(not_positive(_X), "Jumlah tentara minimal 1, bukan ~w.").
id_message(player_unbound, "Mohon masukkan id pemain, misalnya p1.").
id_message(unknown_player(_P), "Tidak ada pemain ~w dalam permainan ini.").
id_message(unknown_player_of(_P, _Players), "Tidak ada pemain ~w dalam permainan ini; pemainnya: ~w.").

% Memulai permainan
id_message(ask_player_count, "Masukkan jumlah pemain (atau batal): ").
id_message(player_count_invalid, "Mohon masukkan angka antara 2 - 4.").
id_message(players_count(_Min, _Max, _Count), "Mohon masukkan angka antara ~d - ~d.~i").
id_message(ask_player_name(_I), "Masukkan nama pemain ~w (atau batal): ").
id_message(players_not_list(_), "Mohon berikan nama pemain sebagai list, misalnya startGame(['Alice', 'Bob']).~i").
id_message(seat_unbound, "Berikan setiap pemain: nama seperti 'Alice', atau cpu(Level).").
id_message(bad_player_name(_), "Nama harus berupa atom dari karakter yang dapat dicetak, misalnya 'Alice'.~i").
id_message(name_is_a_command(_), "~w terbaca sebagai perintah, bukan nama: permainan belum disiapkan. Ketik nama pemainnya saja (atau batal).").
id_message(empty_player_name, "Nama tidak boleh kosong.").
id_message(same_player_name(_Name), "Nama ~w sudah dipakai. Silahkan pilih nama lain.").
id_message(name_taken(_Name), "Nama ~w sudah dipakai. Silahkan pilih nama lain.").
id_message(setup_cancelled, "Dibatalkan (atau input berakhir): permainan baru tidak dimulai.").
id_message(game_replaced, "Permainan yang sedang berjalan ditinggalkan; permainan baru dimulai.").
id_message(rolled(_Name, _Total), "~w melempar dadu dan mendapatkan ~d.").
id_message(roll_tie, "Lemparan tertinggi seri: semua pemain melempar ulang.").
id_message(turn_order(_Order), "Urutan pemain: ~w").
id_message(goes_first(_P), "~w dapat mulai terlebih dahulu.").
id_message(initial_troops(_N), "Setiap pemain mendapatkan ~d tentara.").

% Pengambilan dan peletakan
id_message(claim_turn(_P), "Giliran ~w untuk memilih wilayahnya.").
id_message(took(_P, _T), "~w mengambil wilayah ~w.").
id_message(already_yours(_T), "Wilayah ~w sudah Anda kuasai. Pilih wilayah kosong.").
id_message(already_taken(_T), "Wilayah ~w sudah dikuasai. Tidak bisa mengambil.").
id_message(all_claimed, "Seluruh wilayah telah diambil pemain.").
id_message(placing_begins, "Memulai pembagian sisa tentara.").
id_message(place_turn(_P), "Giliran ~w untuk meletakkan tentaranya.").
id_message(placed(_P, _N, _T), "~w meletakkan ~d tentara di wilayah ~w.").
id_message(troops_left(_N), "Terdapat ~d tentara yang tersisa.").
id_message(owned_by_other(_T), "Wilayah ~w dimiliki pemain lain. Silahkan pilih wilayah lain.").
id_message(too_many_troops(_N, _R), "Tidak bisa meletakkan ~d tentara: hanya tersisa ~d.").
id_message(all_placed(_P), "Seluruh tentara ~w sudah diletakkan.").
id_message(everyone_placed, "Seluruh pemain telah meletakkan sisa tentara. Memulai permainan.").

% Giliran
id_message(turn_begins(_P), "Sekarang giliran Player ~w!").
id_message(reinforcements_received(_P, _N), "Player ~w mendapatkan ~d tentara tambahan.").
id_message(no_reinforcements(_P), "Player ~w tidak mendapatkan tentara tambahan.").
id_message(reinforcement_card(_P, _Card), "Player ~w terdampak ~w!").
id_message(reserve_total(_P, _R), "Jumlah Pasukan Tambahan Player ~w: ~d").
id_message(effect_expired(_P, _Card), "~w: ~w sudah tidak berlaku.").
id_message(turn_ended(_P), "Player ~w mengakhiri giliran.").
id_message(reserve_carries_over(_P, _R), "Player ~w menyimpan ~d tentara tambahan untuk giliran berikutnya.").
id_message(drafted(_P, _N, _T), "Player ~w meletakkan ~d tentara tambahan di ~w.").
id_message(territory_total(_T, _N), "Tentara total di ~w: ~d").
id_message(reserve_left(_P, _R), "Jumlah Pasukan Tambahan Player ~w: ~d").
id_message(not_owner(_P, _T), "Player ~w tidak memiliki wilayah ~w.").
id_message(not_enough_reserve(_P, _N, _R), "Pasukan tidak mencukupi. Player ~w ingin meletakkan ~d tentara, Jumlah Pasukan Tambahan: ~d.").
id_message(draft_cancelled, "draft dibatalkan.").
id_message(moved(_P, _N, _F, _T), "~w memindahkan ~d tentara dari ~w ke ~w.").
id_message(moves_left(_N), "Sisa pemindahan giliran ini: ~d").
id_message(no_moves_left(_P, _Max), "~w sudah memindahkan tentara ~d kali pada giliran ini.").
id_message(same_territory(_T), "Wilayah tujuan harus berbeda dari ~w.").
id_message(not_enough_troops(_T, _N), "Tentara tidak mencukupi: ~w memiliki ~d tentara dan 1 harus tetap menjaga.").
id_message(move_cancelled, "pemindahan dibatalkan.").

% Serangan
id_message(attack_used(_P), "Player ~w sudah menyerang pada giliran ini.").
id_message(no_attack_possible(_P), "Player ~w tidak memiliki daerah yang bisa menyerang (lebih dari 1 tentara dan bertetangga dengan wilayah lawan yang bisa diserang).").
id_message(attack_begins(_P), "Sekarang giliran Player ~w menyerang.").
id_message(attack_cancelled, "Tidak ada jawaban (akhir masukan atau Ctrl-C): penyerangan dibatalkan, tidak ada yang berubah.").
id_message(attack_cancelled_by_player, "Penyerangan dibatalkan, tidak ada yang berubah.").
id_message(attack_origins(_Ts), "Daerah yang bisa menyerang: ~w").
id_message(ask_attack_origin, "Pilihlah daerah yang ingin Anda mulai untuk melakukan penyerangan (atau batal): ").
id_message(attack_from(_P, _T), "Player ~w ingin memulai penyerangan dari daerah ~w.").
id_message(troops_in(_T, _N), "Dalam daerah ~w, Anda memiliki sebanyak ~d tentara.").
id_message(ask_attack_troops, "Masukkan banyak tentara yang akan bertempur (atau batal): ").
id_message(troops_invalid(_Max), "Banyak tentara tidak valid (1 - ~d). Silahkan input kembali.").
id_message(sending(_P, _N), "Player ~w mengirim sebanyak ~d tentara untuk berperang.").
id_message(choose_target, "Pilihlah daerah yang ingin Anda serang.").
id_message(target_option(_I, _T, _Owner, _N), "~d. ~w (~w, ~d tentara)").
id_message(target_option(_I, _T, _Owner, _N, _Percent), "~d. ~w (~w, ~d tentara) - peluang menang ~w%").
id_message(ask_choice, "Pilih (atau batal): ").
id_message(choice_invalid(_Max), "Input tidak valid (1 - ~d, atau kode wilayahnya). Silahkan input kembali.").
id_message(ceasefire_refused(_T), "Tidak bisa menyerang! Wilayah ~w dalam pengaruh CEASEFIRE ORDER.").
id_message(try_again, "Silahkan input kembali.").
id_message(too_few_to_attack(_T), "Daerah ~w harus memiliki lebih dari 1 tentara untuk menyerang.").
id_message(no_enemy_neighbour(_T), "Daerah ~w tidak bertetangga dengan wilayah lawan.").
id_message(neighbours_protected(_T), "Semua tetangga lawan dari ~w dalam pengaruh CEASEFIRE ORDER.").
id_message(under_effect(_P, _Card), "Tentara ~w dalam pengaruh ~w.").
id_message(battle_begins, "Perang telah dimulai.").
id_message(dice_of(_P), "Player ~w").
id_message(die(_I, _D), "Dadu ~d: ~d.").
id_message(dice_total(_T), "Total: ~d.").
id_message(attacker_wins(_P, _T), "Player ~w menang! Wilayah ~w berhasil direbut.").
id_message(defender_wins(_P), "Player ~w menang! Sayang sekali penyerangan Anda gagal :(.").
id_message(ask_move_in(_T, _Max), "Silahkan tentukan banyaknya tentara yang menetap di wilayah ~w (1 - ~d): ").
id_message(territories_left(_P, _N), "Jumlah wilayah Player ~w ~d.").
id_message(player_out(_P), "Player ~w keluar dari permainan!").
id_message(world_conquered(_P), "*** ~w telah menguasai dunia ***").

% Kartu risk
id_message(risk_used(_P), "Player ~w sudah mengambil risk card pada giliran ini.").
id_message(card_drawn(_P, _Card), "Player ~w mendapatkan risk card ~w.").
id_message(card_text(ceasefire_order), "~iHingga giliran berikutnya, wilayah pemain tidak dapat diserang oleh lawan.").
id_message(card_text(super_soldier_serum), "~iHingga giliran berikutnya, semua hasil lemparan dadu saat penyerangan dan pertahanan akan bernilai 6.").
id_message(card_text(auxiliary_troops), "~iPada giliran berikutnya, tentara tambahan yang didapatkan pemain akan bernilai 2 kali lipat.").
id_message(card_text(rebellion), "~iSalah satu wilayah acak pemain akan berpindah kekuasaan menjadi milik lawan.").
id_message(card_text(disease_outbreak), "~iHingga giliran berikutnya, semua hasil lemparan dadu saat penyerangan dan pertahanan akan bernilai 1.").
id_message(card_text(supply_chain_issue), "~iPada giliran berikutnya, pemain tidak mendapatkan tentara tambahan.").
id_message(rebellion_result(_T, _P), "Wilayah ~w sekarang dikuasai oleh Player ~w.").
id_message(rebellion_fails(_P), "Wilayah terakhir Player ~w tetap setia: pemberontakan gagal.").

% Pemeriksaan
id_message(location_code(_T), "Kode          : ~w").
id_message(location_name(_N), "Nama          : ~w").
id_message(location_owner(_P), "Pemilik       : ~w").
id_message(location_no_owner, "Pemilik       : -").
id_message(location_troops(_N), "Total Tentara : ~d").
id_message(location_neighbours(_Ns), "Tetangga      : ~w").
id_message(player_heading(_P), "PLAYER ~w").
id_message(player_name(_P), "Nama                  : ~w").
id_message(player_continents(_Cs), "Benua                 : ~w").
id_message(player_no_continents, "Benua                 : -").
id_message(player_territory_total(_N), "Total Wilayah         : ~d").
id_message(player_active_troops(_N), "Total Tentara Aktif   : ~d").
id_message(player_reserve(_N), "Total Tentara Tambahan: ~d").
id_message(player_is_out(_P), "~w sudah keluar dari permainan.").
id_message(player_holds_nothing(_P), "~w tidak memiliki wilayah.").
id_message(continent_heading(_C, _K, _N), "~nBenua ~w (~d/~d)").
id_message(holding(_T, _Name, _N), "~w~nNama                  : ~w~nJumlah tentara        : ~d").
id_message(incoming_from_territories(_N), "Jumlah tentara tambahan dari wilayah : ~d").
id_message(incoming_bonus(_C, _B), "Bonus benua ~w : ~d").
id_message(incoming_card(auxiliary_troops), "~iAUXILIARY TROOPS: 2 kali lipat").
id_message(incoming_card(supply_chain_issue), "~iSUPPLY CHAIN ISSUE: tidak ada tentara tambahan").
id_message(incoming_total(_N), "Total tentara tambahan : ~d").

% Legenda peta
% A computer's name says its seat already: it stands alone.
id_message(legend(_Id, Name), "~i~w") :-
    computer_called(Name).
id_message(legend_current(_Id, Name), "~i~w (giliran)") :-
    computer_called(Name).
id_message(legend_out(_Id, Name), "~i~w (keluar)") :-
    computer_called(Name).
id_message(legend(_Id, _Name), "~w ~w").
id_message(legend_current(_Id, _Name), "~w ~w (giliran)").
id_message(legend_out(_Id, _Name), "~w ~w (keluar)").

% Ronde, wilayah reinforcement dan world leaders (bonus)
id_message(round_begins(_R), "=== Ronde ~d ===").
id_message(reinforcement_territory_gained(_P), "~w menerima wilayah reinforcement di luar peta: tidak dapat diserang, diisi dengan draftReinforcement(N), dan tentaranya dapat ikut dalam serangan mana pun.").
id_message(reinforcement_territory_drafted(_P, _N, _Total), "~w menempatkan ~d tentara di wilayah reinforcement, yang kini berisi ~d.").
id_message(no_reinforcement_territory(_P), "~w tidak memiliki wilayah reinforcement.").
id_message(reinforcement_territory_left(_P, _N), "Wilayah reinforcement ~w berisi ~d tentara.").
id_message(ask_attack_extra(_N), "Tentara dari wilayah reinforcement yang ikut menyerang (0-~d, atau batal): ").
id_message(extra_invalid(_N), "Jumlah tidak valid: masukkan angka 0 sampai ~d.").
id_message(leader_name(napoleon), "~iNapoleon Bonaparte").
id_message(leader_name(genghis_khan), "~iGenghis Khan").
id_message(leader_name(kanye_west), "~iKanye West").
id_message(leader_gained(_P, _L), "*** ~w menyelesaikan secret mission dan mendapatkan world leader ~w! ***").
id_message(napoleon_wins(_P, _T), "Napoleon memimpin pasukan ~w: ~w jatuh tanpa satu dadu pun!").
id_message(kanye_raids(_P, _N, _T, _V), "Kanye West beraksi untuk ~w: ~d tentara dari ~w (~w) masuk ke cadangan.").
id_message(kanye_takes(_P, _T, _V), "Kanye West beraksi untuk ~w: ~w (~w) berpindah tangan.").

% Cheat
id_message(cheat_unclaimed(_T), "CHEAT: ~w belum dimiliki siapa pun; ambil dahulu.").
id_message(cheat_troops(_T, _N, _Total), "CHEAT: ~w mendapat ~d tentara lagi (kini ~d).").
id_message(cheat_reserve(_P, _N, _Total), "CHEAT: ~w mendapat ~d tentara cadangan lagi (kini ~d).").
id_message(cheat_take(_P, _T), "CHEAT: ~w merebut ~w.").
id_message(cheat_already_yours(_T), "CHEAT: ~w sudah milik Anda.").
id_message(cheat_unknown(_X, _Options), "CHEAT: ~w tidak dikenal; pilih salah satu dari: ~w.").
id_message(cheat_has_leader(_P, _L), "CHEAT: ~w sudah memiliki ~w.").
id_message(cheat_has_reinforcement_territory(_P), "CHEAT: ~w sudah memiliki wilayah reinforcement.").

% Persiapan permainan: pemain komputer dan opsi
id_message(ask_player_kind(_Name), "Siapa yang memainkan ~w? human, easy, normal atau hard (Enter: human; atau batal): ").
id_message(kind_invalid, "Jawab human, easy, normal atau hard.").
id_message(ask_reinforcement_probability(_P), "Peluang wilayah reinforcement setiap ronde, 0.0 sampai 1.0 (Enter: ~w; atau batal): ").
id_message(probability_invalid(_P), "~w bukan peluang: masukkan angka 0.0 sampai 1.0.").
id_message(unknown_level(_L, _Levels), "~w bukan level komputer; pilih salah satu: ~w.").
id_message(options_not_list(_), "Berikan opsi sebagai list, misalnya [reinforcement_probability(0.2)].~i").
id_message(option_unknown(_O), "Opsi ~w tidak dikenal: opsi yang ada reinforcement_probability(P) dan max_rounds(N).").
id_message(duplicate_option(_Name), "Pilihan ~w diberikan dua kali.").
id_message(max_rounds_invalid(_N), "max_rounds memerlukan bilangan bulat positif, bukan ~w.").

% Permainan tersimpan (save.pl)
id_message(game_summary(_Players, _Current, _Phase), "Pemain: ~w. Giliran: ~w. Fase: ~w.").
id_message(map_grew_since_saved(_Territories, _Cheat), "~w: ada di map.pl tetapi tidak ada dalam permainan ini, yang dimulai sebelum wilayah itu ditambahkan: tidak ada yang memilikinya. ~w memberikan satu wilayah kepada pemain yang sedang giliran, dengan satu pasukan; atau mulai permainan baru di peta ini (startGame.).").
id_message(round_limit_reached(_Max), "Batas ~d ronde tercapai: permainan berakhir seri.").
id_message(game_drawn, "Permainan sudah berakhir seri. Mulai yang baru dengan startGame.").
id_message(player_reinforcement_territory(_N), "Wilayah reinforcement : ~d tentara").
id_message(player_leader(_L), "World leader         : ~w").
id_message(player_computer(_Level), "Dimainkan oleh       : komputer (~w)").

% Pemain komputer (computer.pl)
id_message(cpu_drafts(_P, _N, _T, _Total), "~w menempatkan ~d tentara di ~w (sekarang ~d).").
id_message(cpu_attacks(_P, _To, _From, _N, _Percent), "~w menyerang ~w dari ~w dengan ~d tentara (peluang menang ~w%).").
id_message(cpu_moves_in(_P, _N, _T), "~w memindahkan ~d tentara ke ~w.").
id_message(cpu_moves(_P, _N, _From, _To), "~w memindahkan ~d tentara dari ~w ke ~w.").
id_message(cpu_no_attack(_P), "~w tidak menyerang pada giliran ini.").
id_message(dice_line(_N, _Dice), "~d dadu: ~w.").

% Moves, their limits and the battle that stands (rules.pl)
id_message(move_in_typed(_N), "~d tentara sudah pindah masuk").
id_message(move_in_minimum(_T), "Tidak ada jawaban (akhir masukan atau Ctrl-C): pertempuran tetap berlaku; 1 tentara masuk ke ~w.").
id_message(move_in_first(_T), "Tentukan dulu berapa tentara yang masuk ke ~w: ketik attack.").
id_message(no_battle_won, "Tidak ada pertempuran yang dimenangkan untuk memasukkan tentara.").
id_message(not_a_target(_To, _From), "~w tidak dapat diserang dari ~w.").
id_message(territory_full(_T, _Max), "~w tidak dapat memuat lebih dari ~d tentara.").
id_message(reserve_full(_P, _Max), "~w tidak dapat menyimpan lebih dari ~d tentara cadangan.").
id_message(no_placements(_), "Berikan peletakan sebagai list pasangan Wilayah-Tentara, misalnya [na1-3].~i").
id_message(not_a_move(_M), "~q bukan langkah Global Conquest.").
id_message(rules_to_move, "Sekarang aturan yang bergerak (lemparan urutan giliran, atau undian sebuah ronde).").
id_message(cheat_reinforcement_territory_limit(_Max), "CHEAT: sudah ~d wilayah reinforcement diberikan, paling banyak dalam satu permainan.").

% Saved games: what a state of the game may not be (state_error/2)
id_message(state_not_a_game, "itu bukan keadaan conquest(...) program ini.").
id_message(state_bad(_Part, _Value), "bagian ~w-nya adalah ~q, yang tidak mungkin dalam permainan.").
id_message(state_bad_reserve(_P, _R, _Max), "cadangan ~w adalah ~q; seharusnya bilangan bulat dari 0 sampai ~d.").
id_message(state_bad_reinforcement_territory(_P, _B, _Max), "wilayah reinforcement ~w memuat ~q; seharusnya none atau bilangan bulat dari 0 sampai ~d.").
id_message(state_bad_leader(_P, _L), "~w memiliki pemimpin dunia ~q; seharusnya none, napoleon, genghis_khan atau kanye_west.").
id_message(state_bad_status(_P, _S), "~w berstatus ~q; pemain berstatus alive atau out(By), By seorang pemain.").
id_message(state_bad_conquest_rounds(_P, _Rs), "ronde penaklukan ~w, ~q, seharusnya ronde yang sudah dimainkan, berurutan.").
id_message(state_two_owners(_T), "~w dikuasai dua kali: sebuah wilayah punya satu pemilik.").
id_message(state_out_but_holds(_P, _T), "~w sudah tersingkir tetapi menguasai ~w.").
id_message(state_alive_without_land(_P), "~w tidak menguasai wilayah tetapi belum tersingkir.").
id_message(state_to_move_is_out(_P), "giliran milik ~w, yang sudah tersingkir.").
id_message(state_out_with_effects(_P), "~w sudah tersingkir tetapi masih punya risk card yang berlaku.").
id_message(state_claimed_before_roll(_T), "fasenya awal permainan, sebelum lemparan urutan giliran, tetapi ~w sudah dikuasai: tidak ada wilayah yang diambil sebelum lemparan itu.").
id_message(state_start_not_new, "fasenya awal permainan, sebelum lemparan urutan giliran, tetapi sisanya bukan permainan baru: cadangan, urutan giliran, giliran, ronde, pemimpin dan kartu baru diisi setelah lemparan itu.").
id_message(state_nothing_to_claim, "fasenya pengambilan wilayah, tetapi semua wilayah sudah dikuasai: tidak ada perintah yang bisa mengakhiri fase pengambilan.").
id_message(state_turn_before_play(_Phase, _Turn), "fasenya ~w, tetapi bagian giliran-nya adalah ~q: sebelum permainan tidak ada aksi yang dipakai, langkah yang dibuat, atau yang ditunggu (turn([],0,none)).").
id_message(state_no_troops_to_claim(_P), "~w harus mengambil wilayah tetapi tidak punya tentara lagi untuk ditempatkan di sana.").
id_message(state_no_troops_to_place(_P), "~w harus meletakkan tentara tetapi tidak punya lagi: tidak ada perintah yang bisa melanjutkan.").
id_message(state_won_but_playing(_P), "~w menguasai semua wilayah, tetapi permainan belum selesai.").
id_message(state_move_in_from(_From, _P), "tentara harus masuk setelah pertempuran yang dimenangkan dari ~w, tetapi ~w tidak menguasainya.").
id_message(state_move_in_to(_To, _P), "tentara harus masuk setelah pertempuran yang dimenangkan melawan ~w, tetapi ~w sudah menguasainya.").
id_message(state_move_in_reach(_From, _To), "tentara harus masuk setelah pertempuran yang dimenangkan dari ~w melawan ~w, yang tidak terjangkau (tetangga, atau wilayah mana pun dengan Genghis Khan).").
id_message(state_move_in_no_attack(_P), "tentara harus masuk setelah pertempuran yang dimenangkan, tetapi ~w belum memakai serangan gilirannya.").
id_message(state_move_in_sent(_Sent, _From, _N), "~d tentara bertempur dari ~w, yang memuat ~d: serangan mengirim paling banyak semua tentara wilayah kecuali satu.").
id_message(state_move_in_extra(_P, _Extra, _Stored), "wilayah reinforcement ~w mengirim ~d tentara ke pertempuran, padahal hanya memuat ~d.").
id_message(state_move_in_protected(_To), "tentara harus masuk setelah pertempuran yang dimenangkan melawan ~w, yang pemiliknya dilindungi Ceasefire Order: wilayah itu tidak bisa diserang.").
id_message(cheat_breaks_game(_Text), "CHEAT ditolak: permainan sesudahnya bukan posisi Global Conquest: ~s").

% Permainan tersimpan: fakta yang tidak boleh ada di berkas simpanan (save_error/2)
id_message(save_names_repeat(_Name), "fakta players/1-nya menyebut ~q dua kali (nama dibedakan tanpa memperhatikan huruf besar-kecil): setiap pemain perlu nama sendiri.").
id_message(save_history_move(_N, _Move, _Text), "langkah ~d riwayatnya, ~q, bukan langkah permainan ini: ~s").
id_message(save_history_count(_Moves, _Played), "fakta moves/1-nya menyebut ~d langkah sudah dimainkan, tetapi riwayatnya sejak startGame memuat ~d.").
id_message(save_history_too_long(_Moves, _Played), "fakta moves/1-nya menyebut ~d langkah sudah dimainkan, tetapi riwayatnya memuat lebih banyak, ~d.").
id_message(save_history_start, "fakta history_start/1-nya tidak diawali permainan baru dari panggilan startGame-nya (pemain dan pilihannya).").
id_message(history_move_forced(_Source), "langkah itu ditandai ~q: langkah aturan sendiri (roll_for_order, begin_round) ditandai forced, langkah lain chosen.").
id_message(history_move_incomplete, "langkah itu tidak pernah dilengkapi dengan peluangnya (dadu, kartu, peletakan).").
id_message(history_move_luck(_Luck), "peluangnya ~q bukan daftar angka yang diundi.").
id_message(history_move_extra(_Extra), "~q tentara wilayah reinforcement bukan bilangan bulat mulai 0.").

% help. diawali jalannya permainan dan cara mengetik perintah.
id_message(help_intro, "Jalannya permainan: fase pengambilan wilayah (takeLocation atau claimAutomatic, bergiliran), fase peletakan (placeTroops atau placeAutomatic), lalu ronde demi ronde: draft tentara tambahan, move paling banyak 3 kali, attack sekali, risk, endTurn. Kode wilayah: na1, e2, a7, sa1, af3, au2 (displayMap menampilkannya). Perintah diakhiri titik; kode ditulis huruf kecil (huruf besar di awal berarti variabel); pertanyaan dijawab lalu Enter, dan batal membatalkan perintah.").

% hint. menjelaskan alasannya dengan ukuran komputer hard sendiri.
id_message(hint_claim(_T, _C, _Mine, _Size, _Bonus), "~w ada di ~w, tempat Anda memiliki ~d dari ~d wilayah: seluruh benua memberi ~d tentara tambahan setiap giliran.").
id_message(hint_value(_V), "Komputer hard menilai posisi Anda ~1f sekarang (0 berarti seimbang: tentara dan pendapatan Anda dibanding lawan, dikurangi yang bisa mereka rebut giliran berikutnya).").
id_message(hint_attack(_To, _D, _From, _F, _Percent), "Serangan ke ~w (~d tentara) dari ~w dengan ~d tentara menang ~w% dari seluruh kemungkinan.").
id_message(hint_attack_value(_V, _D), "Menyerang bernilai rata-rata ~1f (menang dan kalah ditimbang dengan peluangnya), dibanding ~1f jika draft untuk bertahan.").
id_message(hint_defend(_T, _V), "Tidak ada serangan yang sepadan dengan risikonya: draft ke ~w, perbatasan yang paling terancam, menjaga posisi pada ~1f.").
id_message(hint_threat(_O, _T, _NT, _E, _F, _Percent), "Ancaman terbesar bagi Anda: ~w bisa menyerang ~w (~d tentara) dari ~w dengan ~d tentara giliran berikutnya dan menang ~w% dari seluruh kemungkinan.").
id_message(hint_threat_after(_O, _T, _NT, _E, _F, _Percent), "Setelah tentara yang disarankan diletakkan dan dipindahkan, ancaman terbesar adalah serangan ~w ke ~w (~d tentara) dari ~w dengan ~d tentara: ~w%.").
id_message(hint_no_threat, "Tidak ada lawan yang bisa menyerang Anda giliran berikutnya.").
id_message(hint_no_threat_after, "Setelah tentara yang disarankan diletakkan dan dipindahkan, tidak ada lawan yang bisa menyerang Anda giliran berikutnya.").

% why/1 of a command that draws at random, in the game's terms.
id_message(why_chance, "Hasilnya bergantung pada peluang (dadu atau kartu), diundi saat dimainkan.").
id_message(attack_troops_form(_T), "~q bukan banyak tentara: ketik sebuah angka, misalnya attack(na4, sa1, 5), atau tentara yang dikirim ditambah tentara wilayah reinforcement Anda, misalnya attack(na4, sa1, 5+2).").
id_message(move_in_invalid(_N, _Max), "~q tentara tidak dapat masuk: setelah menang, 1 sampai ~d tentara masuk. Tidak ada yang berubah.").

% A command that takes a player, given a variable (checkPlayerDetail(Budi)).
id_message(player_unbound_of(_Players), "Mohon sebutkan pemain: id (p1, p2, ...) atau nama, dengan huruf kecil atau dalam tanda kutip (budi atau 'Budi'); kata yang diawali huruf kapital adalah variabel. Pemainnya: ~w.").
id_message(option_probability_invalid(_P), "reinforcement_probability memerlukan angka 0.0 sampai 1.0 (peluang wilayah reinforcement setiap ronde), bukan ~w.").
