/** Help for the commands of Xero-G, in English and Indonesian.

help/0 lists them with the common library's own (startGame, saveGame, ...;
an entry here for the same command replaces the library's).
*/
:- module(xerog_help, [help_entry/3, why_example/1]).

%% why_example(-Command) is det.
%
%  The command the help of why/1 asks about.
why_example(move(a1, [d])).

%% help_entry(?Lang, ?Template, ?Text).
%
%  The commands of Xero-G, for help/0 and help/1, in English and Indonesian.
help_entry(en, 'move(Ship, Steps)', "Your turn with the ship on cell Ship of your home row, e.g. move(c1, [d, d, r]). Steps are directions u, d, l, r (up, down, left, right) or cells, e.g. move(c1, [c2, c3, d3]). A ship moves exactly its level. Landing on a ship with the last step: type more steps to rocket boost (exactly that ship's level), or stop there and you are asked where the landed-on ship goes (reprogram). Win by stepping off the grid into the opponent's base with the very last step (d from row 6 for p1, u from row 1 for p2).").
help_entry(en, 'move(Ship, Steps, Cell)', "As move(Ship, Steps) when the last step lands on a ship: reprogram that ship to the empty Cell, e.g. move(c1, [d, r], e5).").
help_entry(en, 'moves', "List your turns: for each ship of your home row, every different end of a turn and one way to type it.").
help_entry(en, 'moves(Ship)', "List the turns of the ship on cell Ship, e.g. moves(c1).").
help_entry(en, 'arrange(Levels)', "Placing: put your six ships (levels 1, 1, 2, 2, 3, 3) on the row next to your base, left to right, e.g. arrange([1,2,3,3,2,1]); arrange(random) shuffles them.").
help_entry(en, 'rules', "The rules of Xero-G in short.").
help_entry(en, 'startGame(Players, [arrangement(Spec), max_rounds(N), reprogram(Rule)])', "Options of Xero-G: arrangement(Spec) for both sides or arrangement(p1, Spec) / arrangement(p2, Spec) for one, Spec is choose (arrange with arrange/1: the default), random, or a list such as [1,2,3,3,2,1]; max_rounds(N): a draw after N rounds (default 100); reprogram(Rule): anywhere (the official Gyges rule: the ship landed on goes to any empty cell, the default) or pips (the seed's reading of \"according to the pips of your previous ship\": to an empty cell at most as many steps away, along rows and columns, as the ship that landed on it has pips). startGame. asks them all. E.g. startGame(['Alice', cpu(search)], [arrangement(random)]).").
help_entry(en, 'hint', "What the search computer would play now for the player to move, and why: whether it lands in the opponent's base, and the landings on your base it leaves open or stops. Nothing moves.").
help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves included. arrange(random) is listed as typed (typed back in the same seeded game it draws the same arrangement), and a reprogram answered at its question as move(Ship, Steps, Cell). history(Moves) gives them as Player-Move.").
help_entry(id, 'move(Ship, Steps)', "Giliran Anda dengan kapal di sel Ship pada home row Anda, misalnya move(c1, [d, d, r]). Steps adalah arah u, d, l, r (atas, bawah, kiri, kanan) atau sel, misalnya move(c1, [c2, c3, d3]). Kapal bergerak tepat sebanyak levelnya. Jika langkah terakhir mendarat di kapal lain: ketik langkah tambahan untuk rocket boost (tepat sebanyak level kapal itu), atau berhenti di situ dan Anda ditanya ke mana kapal yang didarati dipindahkan (reprogram). Menang dengan melangkah keluar papan ke markas lawan tepat pada langkah terakhir (d dari baris 6 untuk p1, u dari baris 1 untuk p2).").
help_entry(id, 'move(Ship, Steps, Cell)', "Seperti move(Ship, Steps) bila langkah terakhir mendarat di kapal: kapal itu di-reprogram ke sel kosong Cell, misalnya move(c1, [d, r], e5).").
help_entry(id, 'moves', "Daftar giliran Anda: untuk setiap kapal di home row Anda, setiap akhir giliran yang berbeda dan satu cara mengetiknya.").
help_entry(id, 'moves(Ship)', "Daftar giliran kapal di sel Ship, misalnya moves(c1).").
help_entry(id, 'arrange(Levels)', "Penempatan: letakkan enam kapal Anda (level 1, 1, 2, 2, 3, 3) di baris sebelah markas Anda, dari kiri ke kanan, misalnya arrange([1,2,3,3,2,1]); arrange(random) mengacaknya.").
help_entry(id, 'rules', "Aturan Xero-G secara singkat.").
help_entry(id, 'startGame(Players, [arrangement(Spec), max_rounds(N), reprogram(Rule)])', "Pilihan Xero-G: arrangement(Spec) untuk kedua pihak atau arrangement(p1, Spec) / arrangement(p2, Spec) untuk satu pihak, Spec adalah choose (menyusun dengan arrange/1: bawaan), random, atau daftar seperti [1,2,3,3,2,1]; max_rounds(N): seri setelah N ronde (bawaan 100); reprogram(Rule): anywhere (aturan resmi Gyges: kapal yang didarati pindah ke sel kosong mana pun, bawaan) atau pips (tafsiran seed atas \"menurut pip kapal Anda sebelumnya\": ke sel kosong paling jauh sebanyak pip kapal yang mendaratinya, dihitung sepanjang baris dan kolom). startGame. menanyakan semuanya. Misalnya startGame(['Alice', cpu(search)], [arrangement(random)]).").
help_entry(id, 'hint', "Langkah yang akan dimainkan komputer search sekarang untuk pemain yang mendapat giliran, dan alasannya: apakah langkah itu mendarat di markas lawan, dan pendaratan di markas Anda yang dibiarkan atau dicegahnya. Tidak ada yang bergerak.").
help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer. arrange(random) dicatat seperti diketik (diketik kembali di permainan dengan seed yang sama, ia mengundi susunan yang sama), dan reprogram yang dijawab pada pertanyaannya sebagai move(Ship, Steps, Cell). history(Langkah) memberikannya sebagai Pemain-Langkah.").
