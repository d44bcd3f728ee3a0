/** Help for the commands of Replica, in English and Indonesian.

help_entry(Lang, Template, Description): help. lists them (after them the
common board-game commands of game:shared_help_entry/3) and
help(Name) shows those called Name. A command's name listed here also runs
without the toplevel's inference limit.
*/
:- module(replica_help, [help_entry/3, why_example/1]).

%% why_example(-Command) is det.
%
%  The command the help of why/1 asks about.
why_example(move(b4, b5)).

%% help_entry(?Lang, ?Template, ?Description).
%
%  The command written as Template does what Description says, in Lang.
help_entry(en, 'menu', "The seed's main menu: human or computer on each side, the rules, exit (6 leaves conquest as halt. does: a game in progress is autosaved), and the midgame (10) and endgame (20) demonstrations; cancel (or batal) at any of its questions closes it with nothing started.").
help_entry(en, 'startGame(Players, Options)', "Replica: Players are two names or computer levels cpu(random), cpu(greedy), cpu(search), White first, e.g. startGame(['Alice', cpu(search)], [max_transformations(2)]). Options: kings_move_all_directions(false) (the base rules: kings move forward only; by default they go every way, as in the seed's game), max_transformations(N) (each side transforms at most N times; the seed's optional rule is 2, default unlimited), max_rounds(N) (a draw after N rounds, default 200), position(midgame or endgame; default the standard start). A demonstration keeps the options of the running game.").
help_entry(en, 'move(From, To)', "Step or jump the piece on From to To, e.g. move(b4, b5). Every move goes forward; a jump passes over your own pieces to the first cell that is not yours; landing on an enemy piece captures it.").
help_entry(en, 'move(X, Y, X1, Y1)', "The same with the seed's numbers (column, row, 1-8), e.g. move(2, 4, 2, 5) is move(b4, b5).").
help_entry(en, 'transform(Square)', "Turn your man on Square into a king; one of your kings must see it (only enemy pieces block sight). This is your whole turn.").
help_entry(en, 'transform(King, Square)', "The seed's form: the king on King transforms the man on Square, e.g. transform(a1, b2); also transform(1, 1, 2, 2).").
help_entry(en, 'forfeit', "Give up: the other side wins. It asks first; any answer but yes (and the end of input) keeps the game going.").
help_entry(en, 'forfeit(Answer)', "forfeit with its question answered: forfeit(yes) gives up at once (batch input, a history typed back), forfeit(no) does not.").
help_entry(en, 'validmoves', "List the moves you may make now.").
help_entry(en, 'scoredmoves', "List your moves with their score (what the greedy computer maximises), best first.").
help_entry(en, 'value', "Show each side's score: the values of its pieces.").
help_entry(en, 'rules', "Print the rules of Replica and the options of the running game.").
help_entry(en, 'commands', "List the commands used during a game.").
help_entry(en, 'demo(Name)', "Start the seed's demonstration position midgame or endgame, e.g. demo(endgame), with the players and the options of the running game (else two humans and the default rules).").
help_entry(en, 'demo(Name, Players)', "The same with new players, e.g. demo(midgame, [cpu(greedy), cpu(search)]).").
help_entry(en, 'hint', "What the search computer would play now for the player to move, and why: its score of the position before and after the move, and the threat it answers (a king of yours taken, or an enemy king on its corner). Nothing moves.").
help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves included. Moves are listed as move(From, To) and transform(Square) (the seed's number forms as squares), and a forfeit as forfeit(yes), since forfeit. asks first. history(Moves) gives them as Player-Move.").
help_entry(id, 'menu', "Menu utama seperti pada seed: manusia atau komputer di tiap pihak, aturan, keluar (6 meninggalkan conquest seperti halt.: permainan yang sedang berjalan disimpan otomatis), dan demonstrasi tengah (10) serta akhir (20) permainan; batal (atau cancel) pada pertanyaan mana pun menutupnya tanpa memulai apa pun.").
help_entry(id, 'startGame(Players, Options)', "Replica: Players adalah dua nama atau tingkat komputer cpu(random), cpu(greedy), cpu(search), Putih lebih dulu, misalnya startGame(['Alice', cpu(search)], [max_transformations(2)]). Options: kings_move_all_directions(false) (aturan dasar: raja hanya maju; bawaannya raja bergerak ke segala arah, seperti permainan seed), max_transformations(N) (setiap pihak paling banyak N transformasi; aturan pilihan seed adalah 2, bawaan tanpa batas), max_rounds(N) (seri setelah N ronde, bawaan 200), position(midgame atau endgame; bawaan posisi awal biasa). Demonstrasi memakai pilihan permainan yang berjalan.").
help_entry(id, 'move(From, To)', "Melangkah atau melompatkan bidak dari From ke To, misalnya move(b4, b5). Setiap langkah maju; lompatan melewati bidak sendiri sampai petak pertama yang bukan milik Anda; mendarat di bidak lawan berarti menangkapnya.").
help_entry(id, 'move(X, Y, X1, Y1)', "Sama, dengan angka seperti seed (kolom, baris, 1-8), misalnya move(2, 4, 2, 5) sama dengan move(b4, b5).").
help_entry(id, 'transform(Square)', "Mengubah bidak Anda di Square menjadi raja; salah satu raja Anda harus melihatnya (hanya bidak lawan yang menghalangi). Ini satu giliran penuh.").
help_entry(id, 'transform(King, Square)', "Bentuk seperti seed: raja di King mengubah bidak di Square, misalnya transform(a1, b2); juga transform(1, 1, 2, 2).").
help_entry(id, 'forfeit', "Menyerah: pihak lawan menang. Ada pertanyaan dulu; jawaban selain ya (dan akhir masukan) membuat permainan berlanjut.").
help_entry(id, 'forfeit(Answer)', "forfeit dengan pertanyaannya sudah dijawab: forfeit(yes) langsung menyerah (masukan batch, riwayat yang diketik ulang), forfeit(no) tidak.").
help_entry(id, 'validmoves', "Menampilkan langkah yang boleh Anda lakukan sekarang.").
help_entry(id, 'scoredmoves', "Menampilkan langkah Anda dengan nilainya (yang dimaksimalkan komputer greedy), terbaik lebih dulu.").
help_entry(id, 'value', "Menampilkan nilai setiap pihak: jumlah nilai bidaknya.").
help_entry(id, 'rules', "Menampilkan aturan Replica dan pilihan permainan yang berjalan.").
help_entry(id, 'commands', "Menampilkan perintah selama permainan.").
help_entry(id, 'demo(Name)', "Memulai posisi demonstrasi seed midgame atau endgame, misalnya demo(endgame), dengan pemain dan pilihan permainan yang berjalan (jika tidak ada, dua manusia dan aturan bawaan).").
help_entry(id, 'demo(Name, Players)', "Sama, dengan pemain baru, misalnya demo(midgame, [cpu(greedy), cpu(search)]).").
help_entry(id, 'hint', "Langkah yang akan dimainkan komputer search sekarang untuk pemain yang mendapat giliran, dan alasannya: skor posisi sebelum dan sesudah langkah, dan ancaman yang dijawabnya (raja Anda dimakan, atau raja lawan sampai di sudutnya). Tidak ada yang bergerak.").
help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer. Langkah dicatat sebagai move(From, To) dan transform(Square) (bentuk angka seed sebagai petak), dan menyerah sebagai forfeit(yes), karena forfeit. bertanya dulu. history(Langkah) memberikannya sebagai Pemain-Langkah.").
