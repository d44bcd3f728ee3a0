/** The texts of Xero-G, in English and Indonesian.

message(Lang, Key, Format): say/1 prints message Key in the current
language by formatting the arguments of Key with Format, in order. The
keys of the common library (no_game, game_is_over, ...) are in
common/messages.pl.
*/
:- module(xerog_messages, [message/3]).

%% message(?Lang, ?Key, ?Format).
%
%  Format is the text of message Key in language Lang (en or id).

% Moves refused: the rule each one breaks
message(en, game_ended, "The game is over: start a new one with startGame.").
message(en, not_placing, "The ships are already arranged: play a turn with move(Ship, Steps).").
message(en, not_a_move(_), "~q is not a move of Xero-G: type move(Ship, Steps), e.g. move(c1, [d, d, r]).").
message(en, must_arrange(_), "~w must first arrange its ships: arrange([1,2,3,3,2,1]) (levels left to right) or arrange(random).").
message(en, bad_arrangement(_), "~q is no arrangement: give the six levels 1, 1, 2, 2, 3, 3 in any order, left to right, e.g. arrange([1,2,3,3,2,1]).").
message(en, not_a_cell(_), "~q is not a cell of the 6x6 grid: cells are a1 to f6 (column a-f from the left, row 1-6 from the top, in lower case).").
message(en, steps_not_list, "The steps must be a list, e.g. [d, d, r] or [c2, c3, d3].").
message(en, no_steps, "Give at least one step: a ship moves exactly its level.").
message(en, bad_ending(_), "~q: a turn ends with stop or reprogram(Cell).").
message(en, no_ship(_), "There is no ship on ~w.").
message(en, no_ship_can_move(_), "No ship can move for ~w.").
message(en, not_home_row(_, _, _), "The ship on ~w is not in the home row of ~w, who is to move: the home row is row ~w (the row nearest its own base with a ship that can move), and only its ships may move.").
message(en, steps_left(_, _, _), "~iA ship moves exactly its level, and a rocket boost exactly the level of the ship landed on: after ~w, ~d step(s) remain.").
message(en, not_adjacent(_, _), "~w and ~w are not neighbours: a ship steps up, down, left or right, one cell at a time.").
message(en, gate_used(_, _), "The gate between ~w and ~w was already crossed this turn: each gate (edge between two cells) may be crossed only once per turn, boosts included.").
message(en, blocked(_, _), "~w holds a level-~w ship: a ship passes only through empty cells and may land on a ship only with its last step.").
message(en, base_not_adjacent(_), "The opponent's base cannot be entered from ~w: only a step off the grid from the row next to it enters it.").
message(en, base_steps_left(_), "The ship would enter the base with ~d step(s) left: it must land there exactly, with its last step.").
message(en, steps_after_base, "Entering the opponent's base ends the game: no steps may follow.").
message(en, reprogram_in_base, "A ship that lands in the base wins: there is no ship to reprogram there.").
message(en, steps_after_stop(_), "The ship landed on the empty cell ~w with its last step: the turn ends there, no steps may follow.").
message(en, reprogram_needs_ship(_), "~w is empty: you can reprogram only a ship your ship landed on.").
message(en, landed_on_ship(_, _), "The ship landed on ~w, which holds a level-~w ship: add that many steps to rocket boost, or reprogram it with move(Ship, Steps, Cell).").
message(en, target_occupied(_), "~w is not empty: a reprogrammed ship goes to an empty cell of the grid (never a base).").
message(en, board_unchanged, "The board must change in every turn, and this turn would leave it as it was.").
message(en, own_base(_), "From ~w that step leads into your own base: ships never enter it.").
message(en, off_grid(_, _), "From ~w, the step ~w leaves the grid.").
message(en, bad_step(_), "~q is not a step: use u, d, l, r (up, down, left, right), a cell such as c3, or base.").
message(en, ship_unbound, "Please give the ship's cell in lower case, e.g. move(c1, [d, d, r]).").
message(en, cell_unbound, "Please give the reprogram cell in lower case, e.g. e5.").
message(en, arrange_unbound, "Please give the levels, e.g. arrange([1,2,3,3,2,1]), or arrange(random).").

% Options
message(en, unknown_option(_), "~q is not an option of Xero-G: the options are arrangement(Spec), arrangement(p1, Spec), arrangement(p2, Spec) and max_rounds(N).").
message(en, bad_arrangement_option(_), "~q is no arrangement: use choose, random, or six levels such as [1,2,3,3,2,1].").
message(en, unknown_side(_), "~q is not a side: arrangement(p1, Spec) or arrangement(p2, Spec).").
message(en, bad_max_rounds(_), "max_rounds needs a whole number of at least 1, not ~q.").

% Reprogram question
message(en, ask_reprogram(_, _), "Your ship landed on ~w (a level-~w ship). Reprogram it to which empty cell (e.g. e5)? An empty line cancels: ").
message(en, turn_cancelled, "Turn cancelled: nothing changed.").

% What happened
message(en, arranged(_, _, _), "~w arranges its ships on row ~w: ~w.").
message(en, turn_stop(_, _, _, _, _), "~w moves the level-~w ship from ~w: ~w; it stops on ~w.").
message(en, turn_reprogram(_, _, _, _, _, _, _), "~w moves the level-~w ship from ~w: ~w; it lands on ~w and reprograms the level-~w ship there to ~w.").
message(en, turn_won(_, _, _, _, _), "~w moves the level-~w ship from ~w: ~w. It lands in base ~w!").
message(en, turn_boosts(_), "Rocket boosts on: ~w.").
message(en, path_base(_), "base ~w").
message(en, drawn_round_limit(_), "The round limit is reached after round ~d.").
message(en, drawn_no_move(_), "~w has no ship that can move.").

% The board
message(en, title_placing(_, _), "Xero-G, placing: ~w arranges its ships on row ~w (arrange/1)").
message(en, title_playing(_, _, _), "Xero-G, round ~d: ~w to move, home row ~w").
message(en, title_won(_), "Xero-G: ~w wins").
message(en, title_drawn, "Xero-G: a draw").
message(en, legend_base(_, _, _), "~i~w: base ~w").
message(en, legend_ships, "1 2 3 ship levels (neutral); [ ] the ships the player to move may move").

% Lists of turns
message(en, moves_header(_, _, _), "~w moves a ship of home row ~w; ~d different turns:").
message(en, ship_header(_, _, _), "Ship ~w (level ~w), ~d ends:").
message(en, line_win(_, _), "  ~w  wins: lands in the base of ~w").
message(en, line_stop(_, _), "  ~w  stops on ~w").
message(en, line_land(_, _, _), "  ~w  lands on the level-~w ship on ~w: reprogram it to an empty Cell, or add steps to boost").

% The rules
message(en, rules_goal, "Goal: land a ship in the opponent's base. p1's base (A) is above the grid, p2's base (B) below it; p1 moves first.").
message(en, rules_setup, "Setup: each player has six ships (levels 1, 1, 2, 2, 3, 3) arranged on the row next to its base. Ships belong to no one: you may move any ship of your home row.").
message(en, rules_home_row, "Home row: the row nearest your own base that holds a ship; if none of its ships can move, the next such row. You move one ship of it.").
message(en, rules_moving, "Moving: a ship moves exactly its level in steps up, down, left or right, turning freely, through empty cells only.").
message(en, rules_gates, "Gates: each edge between two cells may be crossed at most once per turn (boosts included).").
message(en, rules_landing, "Landing on a ship with the last step: Rocket Boost (move on exactly that ship's level, and again if you land on a ship) or Reprogram (your ship stays, the landed-on ship goes to any empty cell).").
message(en, rules_win, "Winning: step off the grid into the opponent's base with the very last step of your turn (that step counts as one).").
message(en, rules_end, "Every turn must change the board. A draw when the player to move has no ship that can move, or after the round limit (max_rounds, 100 by default).").

% Indonesian
message(id, game_ended, "Permainan sudah selesai: mulai yang baru dengan startGame.").
message(id, not_placing, "Kapal-kapal sudah disusun: mainkan giliran dengan move(Ship, Steps).").
message(id, not_a_move(_), "~q bukan langkah Xero-G: ketik move(Ship, Steps), misalnya move(c1, [d, d, r]).").
message(id, must_arrange(_), "~w harus menyusun kapalnya dulu: arrange([1,2,3,3,2,1]) (level dari kiri ke kanan) atau arrange(random).").
message(id, bad_arrangement(_), "~q bukan susunan: berikan enam level 1, 1, 2, 2, 3, 3 dalam urutan apa pun, dari kiri ke kanan, misalnya arrange([1,2,3,3,2,1]).").
message(id, not_a_cell(_), "~q bukan sel papan 6x6: sel adalah a1 sampai f6 (kolom a-f dari kiri, baris 1-6 dari atas, huruf kecil).").
message(id, steps_not_list, "Langkah harus berupa daftar, misalnya [d, d, r] atau [c2, c3, d3].").
message(id, no_steps, "Berikan paling sedikit satu langkah: kapal bergerak tepat sebanyak levelnya.").
message(id, bad_ending(_), "~q: giliran berakhir dengan stop atau reprogram(Cell).").
message(id, no_ship(_), "Tidak ada kapal di ~w.").
message(id, no_ship_can_move(_), "Tidak ada kapal yang dapat bergerak untuk ~w.").
message(id, not_home_row(_, _, _), "Kapal di ~w tidak berada di home row ~w, yang sedang mendapat giliran: home row adalah baris ~w (baris terdekat dengan markasnya yang berisi kapal yang dapat bergerak), dan hanya kapal di sana yang boleh bergerak.").
message(id, steps_left(_, _, _), "~iKapal bergerak tepat sebanyak levelnya, dan rocket boost tepat sebanyak level kapal yang didarati: setelah ~w, masih ada ~d langkah lagi.").
message(id, not_adjacent(_, _), "~w dan ~w tidak bersebelahan: kapal melangkah ke atas, bawah, kiri atau kanan, satu sel setiap kali.").
message(id, gate_used(_, _), "Gerbang antara ~w dan ~w sudah dilewati pada giliran ini: setiap gerbang (sisi antara dua sel) hanya boleh dilewati sekali per giliran, termasuk saat boost.").
message(id, blocked(_, _), "~w berisi kapal level ~w: kapal hanya melewati sel kosong dan hanya boleh mendarat di kapal dengan langkah terakhirnya.").
message(id, base_not_adjacent(_), "Markas lawan tidak dapat dimasuki dari ~w: hanya langkah keluar papan dari baris di sebelahnya yang memasukinya.").
message(id, base_steps_left(_), "Kapal akan masuk markas dengan sisa ~d langkah: kapal harus mendarat tepat di sana dengan langkah terakhirnya.").
message(id, steps_after_base, "Masuk ke markas lawan mengakhiri permainan: tidak boleh ada langkah sesudahnya.").
message(id, reprogram_in_base, "Kapal yang mendarat di markas menang: tidak ada kapal untuk di-reprogram di sana.").
message(id, steps_after_stop(_), "Kapal mendarat di sel kosong ~w dengan langkah terakhirnya: giliran berakhir di sana, tidak boleh ada langkah lagi.").
message(id, reprogram_needs_ship(_), "~w kosong: Anda hanya dapat me-reprogram kapal yang didarati kapal Anda.").
message(id, landed_on_ship(_, _), "Kapal mendarat di ~w, yang berisi kapal level ~w: tambahkan langkah sebanyak itu untuk rocket boost, atau reprogram dengan move(Ship, Steps, Cell).").
message(id, target_occupied(_), "~w tidak kosong: kapal yang di-reprogram pindah ke sel kosong di papan (tidak pernah ke markas).").
message(id, board_unchanged, "Papan harus berubah pada setiap giliran, dan giliran ini membiarkannya seperti semula.").
message(id, own_base(_), "Dari ~w langkah itu menuju markas Anda sendiri: kapal tidak pernah memasukinya.").
message(id, off_grid(_, _), "Dari ~w, langkah ~w keluar dari papan.").
message(id, bad_step(_), "~q bukan langkah: gunakan u, d, l, r (atas, bawah, kiri, kanan), sel seperti c3, atau base.").
message(id, ship_unbound, "Berikan sel kapal dengan huruf kecil, misalnya move(c1, [d, d, r]).").
message(id, cell_unbound, "Berikan sel tujuan reprogram dengan huruf kecil, misalnya e5.").
message(id, arrange_unbound, "Berikan levelnya, misalnya arrange([1,2,3,3,2,1]), atau arrange(random).").
message(id, unknown_option(_), "~q bukan pilihan Xero-G: pilihannya arrangement(Spec), arrangement(p1, Spec), arrangement(p2, Spec) dan max_rounds(N).").
message(id, bad_arrangement_option(_), "~q bukan susunan: gunakan choose, random, atau enam level seperti [1,2,3,3,2,1].").
message(id, unknown_side(_), "~q bukan pihak: arrangement(p1, Spec) atau arrangement(p2, Spec).").
message(id, bad_max_rounds(_), "max_rounds memerlukan bilangan bulat paling sedikit 1, bukan ~q.").
message(id, ask_reprogram(_, _), "Kapal Anda mendarat di ~w (kapal level ~w). Reprogram ke sel kosong mana (misalnya e5)? Baris kosong membatalkan: ").
message(id, turn_cancelled, "Giliran dibatalkan: tidak ada yang berubah.").
message(id, arranged(_, _, _), "~w menyusun kapalnya di baris ~w: ~w.").
message(id, turn_stop(_, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w; berhenti di ~w.").
message(id, turn_reprogram(_, _, _, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w; mendarat di ~w dan me-reprogram kapal level ~w di sana ke ~w.").
message(id, turn_won(_, _, _, _, _), "~w menggerakkan kapal level ~w dari ~w: ~w. Kapal mendarat di markas ~w!").
message(id, turn_boosts(_), "Rocket boost di: ~w.").
message(id, path_base(_), "markas ~w").
message(id, drawn_round_limit(_), "Batas ronde tercapai setelah ronde ~d.").
message(id, drawn_no_move(_), "~w tidak punya kapal yang dapat bergerak.").
message(id, title_placing(_, _), "Xero-G, penempatan: ~w menyusun kapalnya di baris ~w (arrange/1)").
message(id, title_playing(_, _, _), "Xero-G, ronde ~d: giliran ~w, home row ~w").
message(id, title_won(_), "Xero-G: ~w menang").
message(id, title_drawn, "Xero-G: seri").
message(id, legend_base(_, _, _), "~i~w: markas ~w").
message(id, legend_ships, "1 2 3 level kapal (netral); [ ] kapal yang boleh digerakkan pemain yang mendapat giliran").
message(id, moves_header(_, _, _), "~w menggerakkan kapal dari home row ~w; ~d giliran berbeda:").
message(id, ship_header(_, _, _), "Kapal ~w (level ~w), ~d akhir:").
message(id, line_win(_, _), "  ~w  menang: mendarat di markas ~w").
message(id, line_stop(_, _), "  ~w  berhenti di ~w").
message(id, line_land(_, _, _), "  ~w  mendarat di kapal level ~w di ~w: reprogram ke sel kosong Cell, atau tambahkan langkah untuk boost").
message(id, rules_goal, "Tujuan: mendaratkan kapal di markas lawan. Markas p1 (A) di atas papan, markas p2 (B) di bawahnya; p1 bergerak lebih dulu.").
message(id, rules_setup, "Persiapan: setiap pemain punya enam kapal (level 1, 1, 2, 2, 3, 3) yang disusun di baris sebelah markasnya. Kapal tidak dimiliki siapa pun: Anda boleh menggerakkan kapal mana pun di home row Anda.").
message(id, rules_home_row, "Home row: baris terdekat dengan markas Anda yang berisi kapal; jika tidak ada kapalnya yang dapat bergerak, baris berikutnya. Anda menggerakkan satu kapal dari baris itu.").
message(id, rules_moving, "Bergerak: kapal bergerak tepat sebanyak levelnya, langkah demi langkah ke atas, bawah, kiri atau kanan, boleh berbelok, hanya melewati sel kosong.").
message(id, rules_gates, "Gerbang: setiap sisi antara dua sel hanya boleh dilewati sekali per giliran (termasuk saat boost).").
message(id, rules_landing, "Mendarat di kapal dengan langkah terakhir: Rocket Boost (bergerak lagi tepat sebanyak level kapal itu, dan lagi bila mendarat di kapal) atau Reprogram (kapal Anda tetap di sana, kapal yang didarati pindah ke sel kosong mana pun).").
message(id, rules_win, "Menang: melangkah keluar papan ke markas lawan tepat pada langkah terakhir giliran Anda (langkah itu dihitung satu).").
message(id, rules_end, "Setiap giliran harus mengubah papan. Seri bila pemain yang mendapat giliran tidak punya kapal yang dapat bergerak, atau setelah batas ronde (max_rounds, bawaan 100).").
