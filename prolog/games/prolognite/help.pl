/** Help for the commands of Prolognite, in English and Indonesian.

help_entry(Lang, Template, Description): the host's help/0 lists them
(after them the common ones: startGame, displayMap, saveGame, loadGame)
and help(Name) shows those whose name is Name.
*/
:- module(prolognite_help, [help_entry/3, why_example/1]).

%% why_example(-Command) is det.
%
%  The command the help of why/1 asks about.
why_example(place(3, 1, 1)).

%% help_entry(?Lang, ?Template, ?Description).
%
%  The command written as Template does what Description says, in Lang.
help_entry(en, 'place(Value, Row, Col)', "Deployment: place your army worth Value on the empty cell at Row, Col (row 1 at the top), e.g. place(3, 2, 4).").
help_entry(en, 'place', "As place(Value, Row, Col), asking for the value, the row and the column (or both at once: 3 3). A value or cell the rules refuse is asked again with their reason; cancel (or batal) or the end of input backs out with nothing changed.").
help_entry(en, 'destroy(Row, Col)', "Destruction: destroy the obstacle or the enemy army at Row, Col, e.g. destroy(2, 3). An obstacle must be seen by one of your armies (same row or column, nothing in between); an enemy army must be threatened: your armies on one line through it, each seeing it, sum to more than its value.").
help_entry(en, 'destroy', "As destroy(Row, Col): lists what you can destroy, then asks for the row and the column (or both: 3 3), again after a cell the rules refuse; cancel (or batal) or the end of input backs out with nothing changed.").
help_entry(en, 'pass', "Pass; allowed only when you have nothing to destroy (and then the turn passes by itself).").
help_entry(en, 'targets', "List what the player to move can destroy (the cells marked [ ] on the board) and which armies see or threaten each: every line (row, column) that threatens an army, strongest first, each printed on its own.").
help_entry(en, 'inspect(Row, Col)', "What stands at Row, Col and whether each player could destroy it now, e.g. inspect(3, 3).").
help_entry(en, 'score', "Both players' armies: their total value, the armies not placed yet, and whose turn it is.").
help_entry(en, 'rules', "The rules of Prolognite.").
help_entry(en, 'startGame(Players, [size(N), formation(B), obstacles(Cells)])', "Options: size(N) an N x N board with N armies each and N obstacles, N from 3 to 9 (default 5); formation(true) lets armies standing one behind the other join a threat (default false); obstacles([R-C, ...]) N obstacles where you say instead of at random. Computer levels: random, greedy, search, e.g. startGame(['Alice', cpu(greedy)], [size(6)]).").
help_entry(en, 'hint', "What the search computer would place or destroy now for the player to move, and why: how it scores your position before and after the move (in armies), and the threats to your armies. Nothing moves.").
help_entry(en, 'history', "The moves of the game since it began, numbered, each as the command that makes it: typed back after the same startGame into a game with the same --seed, the humans' lines play the same game again, the computers' moves included. place. and destroy., which ask, are listed as place(Value, Row, Col) and destroy(Row, Col) with the answers given; a pass the rules make by themselves is marked (the rules). history(Moves) gives them as Player-Move.").
help_entry(id, 'place(Value, Row, Col)', "Penempatan: letakkan pasukan Anda yang bernilai Value di petak kosong pada baris Row, kolom Col (baris 1 di atas), misalnya place(3, 2, 4).").
help_entry(id, 'place', "Sama dengan place(Value, Row, Col), dengan menanyakan nilai, baris dan kolom (atau keduanya: 3 3). Nilai atau petak yang ditolak aturan ditanyakan lagi beserta alasannya; batal (atau cancel) atau akhir masukan membatalkan tanpa mengubah apa pun.").
help_entry(id, 'destroy(Row, Col)', "Penghancuran: hancurkan rintangan atau pasukan lawan di baris Row, kolom Col, misalnya destroy(2, 3). Rintangan harus dilihat salah satu pasukan Anda (sebaris atau sekolom, tanpa apa pun di antaranya); pasukan lawan harus terancam: pasukan Anda pada satu garis yang melaluinya, masing-masing melihatnya, berjumlah lebih dari nilainya.").
help_entry(id, 'destroy', "Sama dengan destroy(Row, Col): menampilkan apa yang bisa Anda hancurkan, lalu menanyakan baris dan kolom (atau keduanya: 3 3), lagi setelah petak yang ditolak aturan; batal (atau cancel) atau akhir masukan membatalkan tanpa mengubah apa pun.").
help_entry(id, 'pass', "Lewat; hanya boleh jika tidak ada yang bisa Anda hancurkan (dan giliran lewat dengan sendirinya).").
help_entry(id, 'targets', "Menampilkan apa yang bisa dihancurkan pemain yang bergiliran (petak bertanda [ ] di papan) dan pasukan mana yang melihat atau mengancamnya: setiap garis (baris, kolom) yang mengancam sebuah pasukan, yang terkuat lebih dulu, masing-masing dicetak tersendiri.").
help_entry(id, 'inspect(Row, Col)', "Apa yang ada di baris Row, kolom Col dan apakah tiap pemain bisa menghancurkannya sekarang, misalnya inspect(3, 3).").
help_entry(id, 'score', "Pasukan kedua pemain: jumlah nilainya, pasukan yang belum diletakkan, dan giliran siapa.").
help_entry(id, 'rules', "Aturan Prolognite.").
help_entry(id, 'startGame(Players, [size(N), formation(B), obstacles(Cells)])', "Pilihan: size(N) papan N x N dengan N pasukan per pemain dan N rintangan, N dari 3 sampai 9 (bawaan 5); formation(true) membuat pasukan yang berbaris satu di belakang yang lain ikut mengancam (bawaan false); obstacles([B-K, ...]) N rintangan di tempat yang Anda tentukan, bukan acak. Tingkat komputer: random, greedy, search, misalnya startGame(['Alice', cpu(greedy)], [size(6)]).").
help_entry(id, 'hint', "Yang akan diletakkan atau dihancurkan komputer search sekarang untuk pemain yang mendapat giliran, dan alasannya: penilaiannya atas posisi Anda sebelum dan sesudah langkah (dalam pasukan), dan ancaman terhadap pasukan Anda. Tidak ada yang bergerak.").
help_entry(id, 'history', "Langkah-langkah permainan sejak awal, bernomor, masing-masing sebagai perintah yang membuatnya: diketik kembali setelah startGame yang sama di permainan dengan --seed yang sama, baris-baris para manusia memainkan permainan yang sama lagi, termasuk langkah komputer. place. dan destroy., yang bertanya, dicatat sebagai place(Value, Row, Col) dan destroy(Row, Col) dengan jawaban yang diberikan; pass yang dibuat aturan sendiri ditandai (aturan). history(Langkah) memberikannya sebagai Pemain-Langkah.").
