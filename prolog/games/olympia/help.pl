/** Help for the commands of Battle for Olympia, in English and Indonesian.

help_entry(Lang, Template, Description): the toplevel's help/0 lists them
(then the common library's startGame, displayMap, saveGame and loadGame)
and help(Name) shows those whose name is Name. The seed's command names
are in capitals in each description.
*/
:- module(olympia_help, [help_entry/3, why_example/1]).

%% why_example(-Command) is det.
%
%  The command the help of why/1 asks about.
why_example(move(6, 1)).

%% help_entry(?Lang, ?Template, ?Description).
%
%  The command written as Template does what Description says, in Lang.
help_entry(en, 'startGame(Players, Opts)', "A new game: Players are two names or cpu(easy) / cpu(normal); Opts a list of size(Rows, Cols), diagonal(true), hit_probability(true), colours(red, blue), e.g. startGame([alice, cpu(normal)], [size(12, 12), diagonal(true)]). The options: the map size (at least 8 x 8, default 10 x 10), diagonal moves (any path of steps: a diagonal cell costs 2), attacks that hit only with the defender's hit chance, the players' colours (red, blue, green, yellow). startGame. asks all of these.").
help_entry(en, 'move', "MOVE: show the cells the selected unit can reach ([ ] on the map), then ask for one (row col).").
help_entry(en, 'move(Row, Col)', "MOVE the selected unit to (Row, Col): a straight line (any path with diagonal moves), through your own units but never enemies, ending on an empty cell. Moving onto a village captures it and ends the unit's movement.").
help_entry(en, 'undo', "UNDO the selected unit's last move this turn (movement points back). Any command but MOVE, MAP and INFO clears what can be undone.").
help_entry(en, 'changeUnit', "CHANGE_UNIT: list your units (number, place, health, movement points, attack) and choose one.").
help_entry(en, 'changeUnit(Id)', "CHANGE_UNIT: select your unit number Id.").
help_entry(en, 'nextUnit', "NEXT_UNIT: select your next unit that can still move, or still attack an enemy next to it.").
help_entry(en, 'recruit', "RECRUIT: your King, on his Tower, recruits into an empty Castle: asks the castle, lists the units with their prices, asks which.").
help_entry(en, 'recruit(Type, Row, Col)', "RECRUIT a unit of Type (archer, swordsman, white_mage) into your empty Castle (Row, Col). Recruits start with no movement points.").
help_entry(en, 'attack', "ATTACK: list the enemies next to the selected unit (and whether they retaliate) and choose one. Once a turn; it ends the unit's movement.").
help_entry(en, 'attack(TargetId)', "ATTACK enemy unit TargetId, next to the selected unit.").
help_entry(en, 'info', "INFO: ask for a cell, then show its tile, owner and unit.").
help_entry(en, 'info(Row, Col)', "INFO about cell (Row, Col): its tile, owner and unit.").
help_entry(en, 'endTurn', "END_TURN: the other player's turn begins (income, upkeep, healing).").
help_entry(en, 'status', "Your cash, income, upkeep and selected unit.").
help_entry(en, 'exit', "EXIT: leave the program (as halt.; the game is autosaved, conquest --game olympia --resume continues it).").
help_entry(en, 'hint', "What the normal computer would do now for the player to move (an attack, a recruit, a walk or endTurn), and why: an attack's worth from its hit chances and the damage each side deals, or why nothing better pays. Nothing moves; the hits of a seeded game stay the same.").
help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves and every hit roll included. Each is the command typed for it: move(Row, Col) and attack(Target) of the selected unit, changeUnit(Id) when another unit moves, nextUnit, recruit(Type, Row, Col), undo, endTurn. history(Moves) gives them as Player-Move.").
help_entry(id, 'startGame(Players, Opts)', "Permainan baru: Players berisi dua nama atau cpu(easy) / cpu(normal); Opts daftar size(Rows, Cols), diagonal(true), hit_probability(true), colours(red, blue), misalnya startGame([alice, cpu(normal)], [size(12, 12), diagonal(true)]). Pilihan: ukuran peta (minimal 8 x 8, bawaan 10 x 10), gerak diagonal (jalur langkah apa pun: petak diagonal memakan 2), serangan yang hanya kena dengan peluang terkena unit yang diserang, warna pemain (red, blue, green, yellow). startGame. menanyakan semuanya.").
help_entry(id, 'move', "MOVE: menampilkan petak yang dapat dicapai unit terpilih ([ ] di peta), lalu menanyakan tujuannya (baris kolom).").
help_entry(id, 'move(Row, Col)', "MOVE unit terpilih ke (Row, Col): garis lurus (jalur apa pun dengan gerak diagonal), menembus unit sendiri tetapi tidak unit musuh, berhenti di petak kosong. Pindah ke village merebutnya dan menghabiskan movement point.").
help_entry(id, 'undo', "UNDO langkah terakhir unit terpilih pada turn ini (movement point kembali). Perintah selain MOVE, MAP dan INFO menghapus riwayat UNDO.").
help_entry(id, 'changeUnit', "CHANGE_UNIT: daftar unit Anda (nomor, posisi, health, movement point, serangan) lalu pilih satu.").
help_entry(id, 'changeUnit(Id)', "CHANGE_UNIT: memilih unit Anda bernomor Id.").
help_entry(id, 'nextUnit', "NEXT_UNIT: memilih unit berikutnya yang masih bisa bergerak, atau masih bisa menyerang musuh di sebelahnya.").
help_entry(id, 'recruit', "RECRUIT: King di Tower merekrut ke Castle kosong: menanyakan castle, menampilkan unit beserta harganya, menanyakan pilihan.").
help_entry(id, 'recruit(Type, Row, Col)', "RECRUIT unit bertipe Type (archer, swordsman, white_mage) ke Castle kosong (Row, Col). Rekrutan mulai dengan movement point 0.").
help_entry(id, 'attack', "ATTACK: daftar musuh di sebelah unit terpilih (dan apakah membalas) lalu pilih satu. Sekali per turn; movement point unit menjadi 0.").
help_entry(id, 'attack(TargetId)', "ATTACK unit musuh TargetId yang bersebelahan dengan unit terpilih.").
help_entry(id, 'info', "INFO: menanyakan petak, lalu menampilkan jenis petak, pemilik dan unitnya.").
help_entry(id, 'info(Row, Col)', "INFO petak (Row, Col): jenis petak, pemilik dan unitnya.").
help_entry(id, 'endTurn', "END_TURN: giliran pemain lain dimulai (income, upkeep, penyembuhan).").
help_entry(id, 'status', "Cash, income, upkeep dan unit terpilih Anda.").
help_entry(id, 'exit', "EXIT: keluar dari program (sama dengan halt.; permainan disimpan otomatis, conquest --game olympia --resume melanjutkannya).").
help_entry(id, 'hint', "Yang akan dilakukan komputer normal sekarang untuk pemain yang mendapat giliran (serangan, rekrut, langkah atau endTurn), dan alasannya: nilai serangan menurut peluang kena dan kerusakan yang diberikan tiap pihak, atau mengapa tidak ada yang lebih baik. Tidak ada yang bergerak; hasil serangan permainan ber-seed tetap sama.").
help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer serta setiap undian serangan. Masing-masing adalah perintah yang diketik: move(Row, Col) dan attack(Target) unit yang dipilih, changeUnit(Id) bila unit lain bergerak, nextUnit, recruit(Type, Row, Col), undo, endTurn. history(Langkah) memberikannya sebagai Pemain-Langkah.").
