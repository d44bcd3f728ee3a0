/** Help for the commands of Global Conquest, in English and Indonesian.

help_entry(Lang, Template, Description): the host's help/0 lists them and
help(Name) shows those whose name is Name.
*/
:- module(conquest_help, [help_entry/3, why_example/1]).

%% why_example(-Command) is det.
%
%  The command the help of why/1 asks about.
why_example(draft(na1, 99)).

%% help_entry(?Lang, ?Template, ?Description).
%
%  The command written as Template does what Description says, in Lang.
help_entry(en, 'startGame', "Start a new game: asks the number of players (2-4) and their names.").
help_entry(en, 'startGame(Names)', "Start a new game with the players Names, e.g. startGame(['Alice', 'Bob']).").
help_entry(en, 'startGame(Players, Options)', "Start a new game without questions. Players: 2-4 entries, each a name (a human) or cpu(Level) (a computer: easy, normal or hard), e.g. startGame(['Alice', cpu(hard)], [reinforcement_probability(0.2)]). Options: reinforcement_probability(P), max_rounds(N) (a draw after N rounds). Computer turns play themselves and tell what they did; startGame([cpu(easy), cpu(hard)], [max_rounds(300)]) plays a whole game.").
help_entry(en, 'takeLocation(Territory)', "Claim an empty territory (claiming phase); the map is drawn before each human's claim.").
help_entry(en, 'claimAutomatic', "Deal the territories still free at random, in turn order (claiming phase).").
help_entry(en, 'placeTroops(Territory, Troops)', "Place some of your remaining troops on your territory (placing phase); the map is drawn before each human's placing.").
help_entry(en, 'placeAutomatic', "Place all your remaining troops at random on your territories (placing phase).").
help_entry(en, 'draft(Territory, Troops)', "Put reinforcements from your reserve on your territory.").
help_entry(en, 'move(From, To, Troops)', "Move troops between two of your territories, leaving one behind; 3 moves a turn.").
help_entry(en, 'attack', "Attack an adjacent enemy territory; once a turn. Asks origin, troops and target (its number in the list or its code, e.g. 2 or af1); cancel at any of these questions backs out with nothing changed.").
help_entry(en, 'attack(From, To, Troops)', "The attack without questions: Troops attack To from From (add those of your reinforcement territory as 5+2); after a won battle it asks how many move in. The history lists attacks this way.").
help_entry(en, 'attack(From, To, Troops, MoveIn)', "As attack(From, To, Troops), and if the battle is won MoveIn troops move in, e.g. attack(na4, sa1, 5, 3).").
help_entry(en, 'risk', "Draw a random risk card; once a turn.").
help_entry(en, 'endTurn', "End your turn; the next player receives reinforcements.").
help_entry(en, 'displayMap', "Draw the map.").
help_entry(en, 'checkLocationDetail(Territory)', "Show a territory: code, name, owner, troops, neighbours.").
help_entry(en, 'checkPlayerDetail(Player)', "Show a player (its name in any case, or its seat p1..p4): continents, territories, troops, reserve.").
help_entry(en, 'checkPlayerTerritories(Player)', "Show a player's territories by continent.").
help_entry(en, 'checkIncomingTroops(Player)', "Show the reinforcements a player receives next turn.").
help_entry(en, 'win_probability(Attackers, Defenders, P)', "P is the exact chance that Attackers dice sum to more than Defenders dice, e.g. win_probability(3, 2, P). With cards and leaders: attack_win_probability(Player, Defender, Sent, Defenders, P).").
help_entry(id, 'startGame', "Memulai permainan baru: menanyakan jumlah pemain (2-4) dan nama mereka.").
help_entry(id, 'startGame(Names)', "Memulai permainan baru dengan pemain Names, misalnya startGame(['Alice', 'Bob']).").
help_entry(id, 'startGame(Players, Options)', "Memulai permainan baru tanpa pertanyaan. Players: 2-4 pemain, masing-masing sebuah nama (manusia) atau cpu(Level) (komputer: easy, normal atau hard), misalnya startGame(['Alice', cpu(hard)], [reinforcement_probability(0.2)]). Options: reinforcement_probability(P), max_rounds(N) (seri setelah N ronde). Giliran komputer berjalan sendiri dan diceritakan; startGame([cpu(easy), cpu(hard)], [max_rounds(300)]) memainkan satu permainan penuh.").
help_entry(id, 'takeLocation(Territory)', "Mengambil wilayah kosong (fase pengambilan wilayah); peta ditampilkan sebelum setiap pemain manusia memilih.").
help_entry(id, 'claimAutomatic', "Membagikan wilayah yang masih kosong secara acak sesuai urutan giliran (fase pengambilan wilayah).").
help_entry(id, 'placeTroops(Territory, Troops)', "Meletakkan sebagian sisa tentara di wilayah sendiri (fase peletakan); peta ditampilkan sebelum setiap pemain manusia meletakkan.").
help_entry(id, 'placeAutomatic', "Meletakkan seluruh sisa tentara secara acak di wilayah sendiri (fase peletakan).").
help_entry(id, 'draft(Territory, Troops)', "Meletakkan tentara tambahan di wilayah sendiri.").
help_entry(id, 'move(From, To, Troops)', "Memindahkan tentara antar wilayah sendiri, menyisakan 1; maksimal 3 kali per giliran.").
help_entry(id, 'attack', "Menyerang wilayah lawan yang bertetangga; sekali per giliran. Target: nomornya di daftar atau kodenya, misalnya 2 atau af1; batal di pertanyaan mana pun membatalkan tanpa mengubah apa pun.").
help_entry(id, 'attack(From, To, Troops)', "Serangan tanpa pertanyaan: Troops tentara menyerang To dari From (tambahkan tentara wilayah reinforcement seperti 5+2); setelah menang ditanyakan berapa yang masuk. Riwayat mencatat serangan seperti ini.").
help_entry(id, 'attack(From, To, Troops, MoveIn)', "Seperti attack(From, To, Troops), dan jika menang MoveIn tentara masuk, misalnya attack(na4, sa1, 5, 3).").
help_entry(id, 'risk', "Mengambil risk card acak; sekali per giliran.").
help_entry(id, 'endTurn', "Mengakhiri giliran; pemain berikutnya mendapat tentara tambahan.").
help_entry(id, 'displayMap', "Menampilkan peta.").
help_entry(id, 'checkLocationDetail(Territory)', "Melihat detail wilayah: kode, nama, pemilik, tentara, tetangga.").
help_entry(id, 'checkPlayerDetail(Player)', "Melihat detail pemain (namanya, dengan huruf besar atau kecil, atau id-nya p1..p4): benua, wilayah, tentara, tentara tambahan.").
help_entry(id, 'checkPlayerTerritories(Player)', "Melihat wilayah pemain per benua.").
help_entry(id, 'checkIncomingTroops(Player)', "Melihat tentara tambahan pemain pada giliran berikutnya.").
help_entry(id, 'win_probability(Attackers, Defenders, P)', "P adalah peluang menang yang tepat: jumlah dadu Attackers lebih besar dari jumlah dadu Defenders, misalnya win_probability(3, 2, P). Dengan risk card dan pemimpin dunia: attack_win_probability(Player, Defender, Sent, Defenders, P).").
help_entry(en, 'hint', "What the hard computer would play now for the player to move (drafts, attacks, move-ins, moves), and why: each attack's chance of winning from the battle dice, what the turn does to the value of your position, the biggest threat against you. Nothing moves; the dice of a seeded game stay the same.").
help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves and every die and card included. claimAutomatic is listed as typed (typed back in the same seeded game it deals the same; the claims it made after its first are shown as takeLocation, marked as its), a battle and its move-in as attack(From, To, Troops, MoveIn), placements as placeTroops and draft commands. history(Moves) gives them as Player-Move.").
help_entry(en, 'saveGame(File)', "Save the whole game to File, e.g. saveGame('mygame.pl'). An earlier save is replaced; a file that holds something else is replaced only when you say so (saveGame(File, [replace(true)]) in a script). The game is also saved automatically after every command; conquest --game conquest --resume continues it.").
help_entry(en, 'loadGame(File)', "Replace the running game by the one saved in File, after checking it; a bad file changes nothing.").
help_entry(id, 'hint', "Langkah yang akan dimainkan komputer hard sekarang untuk pemain yang mendapat giliran (draft, serangan, pemindahan tentara), dan alasannya: peluang menang tiap serangan menurut dadu pertempuran, akibat giliran itu pada nilai posisi Anda, ancaman terbesar bagi Anda. Tidak ada yang bergerak; dadu permainan ber-seed tetap sama.").
help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer serta setiap dadu dan kartu. claimAutomatic dicatat seperti diketik (diketik kembali di permainan dengan seed yang sama, ia membagikan yang sama; klaim yang dibuatnya setelah yang pertama ditampilkan sebagai takeLocation, ditandai sebagai miliknya), pertempuran beserta pemindahan pasukannya sebagai attack(From, To, Troops, MoveIn), penempatan sebagai perintah placeTroops dan draft. history(Langkah) memberikannya sebagai Pemain-Langkah.").
help_entry(id, 'saveGame(File)', "Menyimpan seluruh permainan ke File, misalnya saveGame('permainanku.pl'). Simpanan lama diganti; berkas yang berisi hal lain diganti hanya jika Anda setuju (saveGame(File, [replace(true)]) dalam skrip). Permainan juga disimpan otomatis setelah setiap perintah; conquest --game conquest --resume melanjutkannya.").
help_entry(id, 'loadGame(File)', "Mengganti permainan yang berjalan dengan yang tersimpan di File, setelah diperiksa; berkas yang salah tidak mengubah apa pun.").
help_entry(en, 'draftReinforcement(Troops)', "Put troops of your reserve into your off-map reinforcement territory (when you have one); attack then asks how many of them join.").
help_entry(en, 'cheatTroops(Territory, N)', "CHEAT: N more troops on Territory.").
help_entry(en, 'cheatReserve(Player, N)', "CHEAT: N more troops in Player's reserve.").
help_entry(en, 'cheatTake(Territory)', "CHEAT: the current player takes Territory.").
help_entry(en, 'cheatCard(Card)', "CHEAT: the current player gets risk Card (ceasefire_order, super_soldier_serum, auxiliary_troops, rebellion, disease_outbreak, supply_chain_issue).").
help_entry(en, 'cheatLeader(Player, Leader)', "CHEAT: Player gains world leader Leader (napoleon, genghis_khan, kanye_west).").
help_entry(en, 'cheatReinforcementTerritory(Player)', "CHEAT: Player receives a reinforcement territory.").
help_entry(en, 'cheatWin(Player)', "CHEAT: the game ends with Player as the winner.").
help_entry(en, 'script_dice(Dice)', "CHEAT: the next dice rolled are Dice, e.g. script_dice([6,6,6]).").
help_entry(id, 'draftReinforcement(Troops)', "Menempatkan tentara cadangan ke wilayah reinforcement di luar peta (jika punya); attack lalu menanyakan berapa yang ikut menyerang.").
help_entry(id, 'cheatTroops(Territory, N)', "CHEAT: menambah N tentara di Territory.").
help_entry(id, 'cheatReserve(Player, N)', "CHEAT: menambah N tentara cadangan Player.").
help_entry(id, 'cheatTake(Territory)', "CHEAT: pemain saat ini merebut Territory.").
help_entry(id, 'cheatCard(Card)', "CHEAT: pemain saat ini mendapat risk card Card (ceasefire_order, super_soldier_serum, auxiliary_troops, rebellion, disease_outbreak, supply_chain_issue).").
help_entry(id, 'cheatLeader(Player, Leader)', "CHEAT: Player mendapat world leader Leader (napoleon, genghis_khan, kanye_west).").
help_entry(id, 'cheatReinforcementTerritory(Player)', "CHEAT: Player menerima wilayah reinforcement.").
help_entry(id, 'cheatWin(Player)', "CHEAT: permainan berakhir dengan Player sebagai pemenang.").
help_entry(id, 'script_dice(Dice)', "CHEAT: dadu berikutnya adalah Dice, misalnya script_dice([6,6,6]).").
