/** The texts of the host, the loader and the toplevel, in English and Indonesian.

text:message_text/2 looks a key up in the loaded game's message/3 first,
then in the common library's, then here. host_help/3 is the host's part
of `help.`.
*/
:- module(host_messages, [host_message/3,
                          host_plural_word/2,
                          host_help/3]).

:- use_module(library(format)).
:- discontiguous([host_message/3, host_help/3, host_plural_word/2]).

%% host_plural_word(?Plural, ?Singular) is nondet.
%
%  The English words the host's messages count with: after a count of one
%  a message says Singular, see text:singular_counts/2.
host_plural_word("bits", "bit").
host_plural_word("directives", "directive").
host_plural_word("clauses", "clause").

%% host_message(?Lang, ?Key, ?Format).
host_message(en, no_map, "This game has no map to draw.").
host_message(en, games_header, "Games (play(NAME). switches to one; conquest --game NAME starts with it):").
host_message(en, already_playing(_), "~w is the game already loaded.").
host_message(en, already_playing_unloaded(_), "~w is the game already loaded, but not all of its rule files are: fix the errors told when it loaded, then type make.").
host_message(en, loading_game(_), "Loading ~w.").
host_message(en, leaving_idle_for_plain(_), "Leaving ~w (no game in progress) for plain Prolog, no game loaded.").
host_message(en, leaving_idle_game(_, _), "Leaving ~w (no game in progress); loading ~w.").
host_message(en, leaving_for_plain(_), "Leaving ~w (a game in progress is saved) for plain Prolog, no game loaded.").
host_message(en, leaving_game(_, _), "Leaving ~w (a game in progress is saved); loading ~w.").
host_message(en, leaving_loses_the_game(_, _), "~w is not autosaved in this session: leaving it loses the game in progress here. saveGame(File) keeps it; play(~w) again leaves without keeping it.").
host_message(en, leaving_for_plain_unsaved(_), "Leaving ~w (not saved: this session does not autosave it) for plain Prolog, no game loaded.").
host_message(en, leaving_game_unsaved(_, _), "Leaving ~w (not saved: this session does not autosave it); loading ~w.").
host_message(en, unknown_game(_, _), "There is no game called ~q; the games are: ~s (or none, for plain Prolog).").
host_message(en, game_line(_, _), "    ~w  ~s").
host_message(en, game_line_current(_, _), "  * ~w  ~s   (loaded)").
host_message(en, consulted(_), "Loaded ~w.").
host_message(en, consulted_partly(_, _), "Loaded ~w: all its clauses are in force; ~d directives above failed or raised an error.").
host_message(en, consulted_given_up(_), "~w was not loaded: the engine gave up on it at the error above.").
host_message(en, load_kept_previous(_), "~w was not loaded; the version loaded before stays in force.").
host_message(en, load_nothing(_), "~w was not loaded: nothing of it is in force.").
host_message(en, load_needs(_, _), "~w was not loaded either: it loads ~w.").
host_message(en, load_error_at(_, _, _), "~w:~w: error while loading: ~s").
host_message(en, make_nothing, "No loaded file has changed.").
host_message(en, reloaded(_), "Reloaded ~w.").
host_message(en, reloaded_dependants(_, _), "Reloaded too, since they load it (~d): ~w.").
host_message(en, file_gone(_), "~w is gone: what it defined stays loaded.").
host_message(en, help_game_header, "Commands of this game:").
host_message(en, help_host_header, "Toplevel and host builtins:").
host_message(en, help_unknown(_), "No command or builtin is called ~w. Type help. for the list.").
host_message(en, user_clause_error(_), "That clause does not read (~q); type it again.").
host_message(en, shadows_game_rule(_, _, _, _, _, _, _, _),
             "~w:~w: this ~w is yours, at the toplevel; the game's own (module ~w, ~w:~w) stays as it is and runs the game. To change the game's rule instead, write its clauses as ~w:~w(...) (see help(override)).").
host_message(en, override_replaces(_, _, _, _, _, _, _),
             "~w: ~w:~w: the game's ~d clauses are all replaced by your ~d. To add a clause or change one instead, put :- extend(~w:~w). before yours: then each of yours replaces only the game's clause with the same first argument (see help(override)).").
host_message(en, override_extends(_, _, _, _, _, _),
             "~w: ~w:~w extended: your clauses replace ~d of the game's ~d and add ~d.").
host_message(en, override_listing_extended(_, _, _, _), "% ~w:~w, from ~w: the clauses still in force; those of ~w come before them").
host_message(en, override_listing_superseded(_, _, _, _), "% ~w:~w, from ~w: not in force, replaced by the clauses of ~w").
host_message(en, override_unknown(_, _, _), "~w: the game's module ~w has no ~w to override; those clauses were not loaded.").
host_message(en, syntax_error_at(_, _, _, _), "~w:~w:~w: syntax error: ~s").
host_message(en, clause_error_at(_, _, _, _), "~w:~w:~w: ~s").
host_message(en, clause_variable, "a clause cannot be a variable").
host_message(en, directive_variable, "a directive cannot be a variable").
host_message(en, declaration_unbound(_), "the declaration ~s needs values where it has variables").
host_message(en, head_variable, "the head of a clause cannot be a variable").
host_message(en, head_not_callable(_), "~s cannot be the head of a clause").
host_message(en, head_builtin(_), "~s is a built-in predicate: it cannot be redefined").
host_message(en, body_not_callable(_), "~s is not a goal (a goal is an atom or a compound term)").
host_message(en, not_evaluable(_), "~s is not an arithmetic function: the engine refuses the clause that uses it").
host_message(en, library_missing(_), "~s is not one of the engine's libraries").
host_message(en, file_missing(_), "the file ~s does not exist (with or without .pl), next to this one").
host_message(en, syntax_unexpected(_), "unexpected ~s").
host_message(en, syntax_unclosed(_), "~w is never closed").
host_message(en, syntax_unterminated(_), "the quote ~w is never closed").
host_message(en, syntax_ends_early, "the clause ends too early").
host_message(en, syntax_engine(_), "~w").
host_message(en, syntax_engine_at(_, _), "~w at ~s").
host_message(en, query_syntax_error(_, _, _, _), "syntax error: ~s (column ~w)~n~s~n~s").
host_message(en, query_syntax_error(_, _, _, _, _), "syntax error: ~s (line ~w, column ~w)~n~s~n~s").
host_message(en, error_memory, "The engine has not enough memory for this query; nothing it did was kept.").
host_message(en, error_integer_bits(_), "The result would be an integer of more than ~d bits; set_max_integer_bits(N) changes that limit.").
host_message(en, error_cyclic_term, "A term that contains itself (made by X = f(X)) cannot be stored as a clause.").
host_message(en, slip_arity(_, _, _), "~w is not a command; it is typed:~s~nSee help(~w).").
host_message(en, slip_other_game(_, _), "~w is a command of ~w, not of this game; help. lists this game's commands.").
host_message(en, slip_unquoted_file(_), "A file name is written in quotes: ~s").
host_message(en, slip_capital_code(_, _), "~s starts with a capital letter, which makes it a variable: codes are written in lowercase, e.g. ~s.").
host_message(en, slip_missing_dot, "The line before it does not end with a full stop, so both lines were read as one query: end each query or command with '.'.").
host_message(en, slip_capital_code_comma(_, _), "~s starts with a capital letter, which makes it a variable: codes are written in lowercase, e.g. ~s; and arguments are separated by commas.").
host_message(en, slip_meant(_, _, _, _), "~w is not a command. Did you mean ~w? It is typed:~s~nSee help(~w).").
host_message(en, directive_raised(_, _, _, _), "~w:~w: the directive ~s raised ~s").
host_message(en, directive_failed(_, _, _), "~w:~w: the directive ~s failed").
host_message(en, listing_unknown(_), "No predicate called ~q is loaded.").
host_message(en, listing_no_source(_), "~q has no clauses to list: it is built in or comes from a library.").
host_message(en, listing_header(_, _, _), "% ~w:~w, from ~w").
host_message(en, listing_header_replaced(_, _, _, _), "% ~w:~w, from ~w: not in force, replaced by the clauses of ~w").
host_message(en, listing_dynamic_now(_, _), "% ~w:~w is dynamic; its clauses now:").
% Errors and runaway rules named at their rule (rule_errors.pl).
host_message(en, rule_error_at(_, _, _, _), "Error in ~w, the rule at ~w:~w: ~s").
host_message(en, rule_budget_at(_, _, _, _, _), "Stopped after ~d inferences, the budget of a command (~w changes it), in ~w, the rule at ~w:~w: does it loop?").
host_message(en, rule_error_unplaced(_), "Error (its rule was not found again): ~s").
host_message(en, rule_budget_unplaced(_, _), "Stopped after ~d inferences, the budget of a command (~w changes it).").
host_message(en, rule_command_undone, "The command changed nothing.").
host_message(en, rule_turns_kept, "The turns the computers finished are kept; set_command_budget(infinite) lets a long game of computers play on in one command.").
host_message(en, rule_error_said_at(_, _, _, _), "~s, in ~w at ~w:~w").
host_message(en, view_raised(_, _), "The board cannot be drawn: the view's ~w raised: ~s").
host_message(en, hook_raised(_, _), "The game's ~w raised, so the host goes on without its answer: ~s").
host_message(en, view_failed(_), "The board cannot be drawn: the view's ~w failed.").
host_message(en, rule_error_words(_, _), "~s (~s)").
host_message(en, error_instantiation, "an argument is unbound where a value is needed").
host_message(en, error_uninstantiation(_), "~q should be unbound").
host_message(en, error_not_evaluable(_), "~q is not a number or an arithmetic function").
host_message(en, error_type(_, _), "~q is not of type ~w").
host_message(en, error_domain(_, _), "~q is outside the domain ~w").
host_message(en, error_unknown_procedure(_), "no predicate ~q is defined or imported there").
host_message(en, error_existence(_, _), "there is no ~w ~q").
host_message(en, error_permission(_, _, _), "no permission to ~w the ~w ~q").
host_message(en, error_representation(_), "a value beyond the limit ~w").
host_message(en, error_evaluation(_), "arithmetic error: ~w").
host_message(en, error_resource(_), "out of ~w").
host_message(en, error_syntax(_), "syntax error: ~w").
host_message(en, error_system, "system error").
host_message(id, no_map, "Permainan ini tidak memiliki peta.").
host_message(id, games_header, "Permainan (play(NAMA). berpindah ke sana; conquest --game NAMA memulai dengannya):").
host_message(id, already_playing(_), "~w sudah dimuat.").
host_message(id, already_playing_unloaded(_), "~w sudah dimuat, tetapi tidak semua berkas aturannya: perbaiki galat yang disebut saat dimuat, lalu ketik make.").
host_message(id, loading_game(_), "Memuat ~w.").
host_message(id, leaving_idle_for_plain(_), "Meninggalkan ~w (tidak ada permainan yang berjalan) untuk Prolog biasa, tanpa permainan.").
host_message(id, leaving_idle_game(_, _), "Meninggalkan ~w (tidak ada permainan yang berjalan); memuat ~w.").
host_message(id, leaving_for_plain(_), "Meninggalkan ~w (permainan yang berjalan disimpan) untuk Prolog biasa, tanpa permainan.").
host_message(id, leaving_game(_, _), "Meninggalkan ~w (permainan yang berjalan disimpan); memuat ~w.").
host_message(id, leaving_loses_the_game(_, _), "~w tidak disimpan otomatis dalam sesi ini: meninggalkannya menghilangkan permainan yang berjalan di sini. saveGame(Berkas) menyimpannya; play(~w) sekali lagi keluar tanpa menyimpannya.").
host_message(id, leaving_for_plain_unsaved(_), "Meninggalkan ~w (tidak disimpan: sesi ini tidak menyimpannya otomatis) untuk Prolog biasa, tanpa permainan.").
host_message(id, leaving_game_unsaved(_, _), "Meninggalkan ~w (tidak disimpan: sesi ini tidak menyimpannya otomatis); memuat ~w.").
host_message(id, unknown_game(_, _), "Tidak ada permainan bernama ~q; permainannya: ~s (atau none, untuk Prolog biasa).").
host_message(id, game_line(_, _), "    ~w  ~s").
host_message(id, game_line_current(_, _), "  * ~w  ~s   (dimuat)").
host_message(id, consulted(_), "~w dimuat.").
host_message(id, consulted_partly(_, _), "~w dimuat: semua klausanya berlaku; ~d direktif di atas gagal atau memunculkan galat.").
host_message(id, consulted_given_up(_), "~w tidak dimuat: mesin menyerah pada berkas itu di galat di atas.").
host_message(id, load_kept_previous(_), "~w tidak dimuat; versi yang dimuat sebelumnya tetap berlaku.").
host_message(id, load_nothing(_), "~w tidak dimuat: tidak ada isinya yang berlaku.").
host_message(id, load_needs(_, _), "~w juga tidak dimuat: berkas itu memuat ~w.").
host_message(id, load_error_at(_, _, _), "~w:~w: galat saat memuat: ~s").
host_message(id, make_nothing, "Tidak ada berkas yang berubah.").
host_message(id, reloaded(_), "~w dimuat ulang.").
host_message(id, reloaded_dependants(_, _), "Ikut dimuat ulang karena memuatnya (~d): ~w.").
host_message(id, file_gone(_), "~w sudah tidak ada: isinya tetap dimuat.").
host_message(id, help_game_header, "Perintah permainan ini:").
host_message(id, help_host_header, "Perintah toplevel dan bawaan host:").
host_message(id, help_unknown(_), "Tidak ada perintah bernama ~w. Ketik help. untuk daftarnya.").
host_message(id, user_clause_error(_), "Klausa itu tidak terbaca (~q); ketik lagi.").
host_message(id, shadows_game_rule(_, _, _, _, _, _, _, _),
             "~w:~w: ~w ini milik Anda, di toplevel; milik permainan (modul ~w, ~w:~w) tidak berubah dan tetap menjalankan permainan. Untuk mengubah aturan permainan, tulis klausanya sebagai ~w:~w(...) (lihat help(override)).").
host_message(id, override_replaces(_, _, _, _, _, _, _),
             "~w: ~w:~w: ~d klausa permainan semuanya diganti oleh ~d klausa Anda. Untuk menambah atau mengubah satu klausa saja, tulis :- extend(~w:~w). sebelum klausa Anda: maka setiap klausa Anda hanya mengganti klausa permainan dengan argumen pertama yang sama (lihat help(override)).").
host_message(id, override_extends(_, _, _, _, _, _),
             "~w: ~w:~w diperluas: klausa Anda mengganti ~d dari ~d klausa permainan dan menambah ~d.").
host_message(id, override_listing_extended(_, _, _, _), "% ~w:~w, dari ~w: klausa yang masih berlaku; klausa dari ~w didahulukan").
host_message(id, override_listing_superseded(_, _, _, _), "% ~w:~w, dari ~w: tidak berlaku, diganti klausa dari ~w").
host_message(id, override_unknown(_, _, _), "~w: modul permainan ~w tidak memiliki ~w untuk diganti; klausa itu tidak dimuat.").
host_message(id, syntax_error_at(_, _, _, _), "~w:~w:~w: galat sintaks: ~s").
host_message(id, clause_error_at(_, _, _, _), "~w:~w:~w: ~s").
host_message(id, clause_variable, "klausa tidak boleh berupa variabel").
host_message(id, directive_variable, "direktif tidak boleh berupa variabel").
host_message(id, declaration_unbound(_), "deklarasi ~s memerlukan nilai di tempat variabelnya").
host_message(id, head_variable, "kepala klausa tidak boleh berupa variabel").
host_message(id, head_not_callable(_), "~s tidak dapat menjadi kepala klausa").
host_message(id, head_builtin(_), "~s adalah predikat bawaan: tidak dapat didefinisikan ulang").
host_message(id, body_not_callable(_), "~s bukan goal (goal berupa atom atau term majemuk)").
host_message(id, not_evaluable(_), "~s bukan fungsi aritmetika: mesin menolak klausa yang memakainya").
host_message(id, library_missing(_), "~s bukan salah satu pustaka mesin").
host_message(id, file_missing(_), "berkas ~s tidak ada (dengan atau tanpa .pl) di samping berkas ini").
host_message(id, syntax_unexpected(_), "~s tidak diharapkan").
host_message(id, syntax_unclosed(_), "~w tidak pernah ditutup").
host_message(id, syntax_unterminated(_), "tanda kutip ~w tidak pernah ditutup").
host_message(id, syntax_ends_early, "klausa berakhir terlalu cepat").
host_message(id, syntax_engine(_), "~w").
host_message(id, syntax_engine_at(_, _), "~w pada ~s").
host_message(id, query_syntax_error(_, _, _, _), "galat sintaks: ~s (kolom ~w)~n~s~n~s").
host_message(id, query_syntax_error(_, _, _, _, _), "galat sintaks: ~s (baris ~w, kolom ~w)~n~s~n~s").
host_message(id, error_memory, "Memori mesin tidak cukup untuk kueri ini; tidak ada hasilnya yang disimpan.").
host_message(id, error_integer_bits(_), "Hasilnya akan berupa bilangan bulat lebih dari ~d bit; set_max_integer_bits(N) mengubah batas itu.").
host_message(id, error_cyclic_term, "Term yang memuat dirinya sendiri (dibuat oleh X = f(X)) tidak dapat disimpan sebagai klausa.").
host_message(id, slip_arity(_, _, _), "~w bukan perintah; perintah itu diketik:~s~nLihat help(~w).").
host_message(id, slip_other_game(_, _), "~w adalah perintah ~w, bukan perintah permainan ini; help. menampilkan perintah permainan ini.").
host_message(id, slip_unquoted_file(_), "Nama berkas ditulis dalam tanda kutip: ~s").
host_message(id, slip_capital_code(_, _), "~s diawali huruf kapital, sehingga menjadi variabel: kode ditulis dengan huruf kecil, misalnya ~s.").
host_message(id, slip_missing_dot, "Baris sebelumnya tidak diakhiri titik, sehingga kedua baris dibaca sebagai satu kueri: akhiri setiap kueri atau perintah dengan '.'.").
host_message(id, slip_capital_code_comma(_, _), "~s diawali huruf kapital, sehingga menjadi variabel: kode ditulis dengan huruf kecil, misalnya ~s; dan argumen dipisahkan dengan koma.").
host_message(id, slip_meant(_, _, _, _), "~w bukan perintah. Maksud Anda ~w? Perintah itu diketik:~s~nLihat help(~w).").
host_message(id, directive_raised(_, _, _, _), "~w:~w: direktif ~s memunculkan ~s").
host_message(id, directive_failed(_, _, _), "~w:~w: direktif ~s gagal").
host_message(id, listing_unknown(_), "Tidak ada predikat bernama ~q yang dimuat.").
host_message(id, listing_no_source(_), "~q tidak punya klausa untuk ditampilkan: predikat bawaan atau dari pustaka.").
host_message(id, listing_header(_, _, _), "% ~w:~w, dari ~w").
host_message(id, listing_header_replaced(_, _, _, _), "% ~w:~w, dari ~w: tidak berlaku, diganti klausa dari ~w").
host_message(id, listing_dynamic_now(_, _), "% ~w:~w dinamis; klausanya sekarang:").
% Galat dan aturan yang berputar, disebut di aturannya (rule_errors.pl).
host_message(id, rule_error_at(_, _, _, _), "Galat di ~w, aturan di ~w:~w: ~s").
host_message(id, rule_budget_at(_, _, _, _, _), "Dihentikan setelah ~d inferensi, anggaran sebuah perintah (~w mengubahnya), di ~w, aturan di ~w:~w: apakah ia berputar tanpa henti?").
host_message(id, rule_error_unplaced(_), "Galat (aturannya tidak ditemukan lagi): ~s").
host_message(id, rule_budget_unplaced(_, _), "Dihentikan setelah ~d inferensi, anggaran sebuah perintah (~w mengubahnya).").
host_message(id, rule_command_undone, "Perintah itu tidak mengubah apa pun.").
host_message(id, rule_turns_kept, "Giliran yang sudah diselesaikan komputer tetap disimpan; set_command_budget(infinite) membiarkan permainan panjang antarkomputer berlanjut dalam satu perintah.").
host_message(id, rule_error_said_at(_, _, _, _), "~s, di ~w pada ~w:~w").
host_message(id, view_raised(_, _), "Papan tidak dapat digambar: ~w milik tampilan menimbulkan galat: ~s").
host_message(id, hook_raised(_, _), "~w milik permainan menimbulkan galat, jadi host melanjutkan tanpa jawabannya: ~s").
host_message(id, view_failed(_), "Papan tidak dapat digambar: ~w milik tampilan gagal.").
host_message(id, rule_error_words(_, _), "~s (~s)").
host_message(id, error_instantiation, "sebuah argumen belum terikat padahal nilainya diperlukan").
host_message(id, error_uninstantiation(_), "~q seharusnya belum terikat").
host_message(id, error_not_evaluable(_), "~q bukan bilangan atau fungsi aritmetika").
host_message(id, error_type(_, _), "~q bukan bertipe ~w").
host_message(id, error_domain(_, _), "~q di luar domain ~w").
host_message(id, error_unknown_procedure(_), "tidak ada predikat ~q yang didefinisikan atau diimpor di sana").
host_message(id, error_existence(_, _), "tidak ada ~w ~q").
host_message(id, error_permission(_, _, _), "tidak ada izin untuk ~w ~w ~q").
host_message(id, error_representation(_), "nilai melampaui batas ~w").
host_message(id, error_evaluation(_), "galat aritmetika: ~w").
host_message(id, error_resource(_), "kehabisan ~w").
host_message(id, error_syntax(_), "galat sintaks: ~w").
host_message(id, error_system, "galat sistem").
host_message(en, sandbox_safe, "safe: a joined player may ask this (it runs under the sandbox's budget)").
host_message(en, sandbox_seat_bound, "safe for the player whose seat it is about: the server checks the seat first").
host_message(en, sandbox_command, "a command of the game, not a query: the server lets only the player whose turn it is run it").
host_message(en, sandbox_unsafe(_, _), "refused: ~q -- ~s").
host_message(en, sandbox_reason_unbound_goal, "the goal is not known before it runs (a variable, or a term built while the query runs), so it cannot be checked").
host_message(en, sandbox_reason_cyclic_goal, "the goal is a cyclic term").
host_message(en, sandbox_reason_not_callable, "this is not a goal").
host_message(en, sandbox_reason_loads_code, "it loads code into the program").
host_message(en, sandbox_reason_host_internal, "it is an internal predicate of the engine or the host").
host_message(en, sandbox_reason_host_module, "it calls into the host's own modules (the loader, the toplevel, the bridge), which a joined player never reaches").
host_message(en, sandbox_reason_command_in_query, "a command of the game inside a query: type the command alone, when it is your turn").
host_message(en, sandbox_reason_not_whitelisted, "it is neither a safe built-in of the sandbox's list nor a rule of the game or the user").
host_message(en, sandbox_reason_too_complex, "the goal, or the rules it calls, are too big to check").
host_message(en, sandbox_reason_changes_database, "it changes the program's clauses; a joined player has no database of their own in this version").
host_message(en, sandbox_reason_changes_syntax, "it changes how everyone's text is read").
host_message(en, sandbox_reason_changes_flags, "it changes a setting of the host's session").
host_message(en, sandbox_reason_opens_stream, "it opens, closes or switches a file or a stream").
host_message(en, sandbox_reason_reads_input, "it reads from the host's terminal or a stream").
host_message(en, sandbox_reason_writes_stream, "it writes to a stream named in the goal; a joined player writes only to their own output").
host_message(en, sandbox_reason_halts, "it ends the program; for a joined player the server ends their connection instead").
host_message(en, sandbox_reason_operating_system, "it reaches the operating system (files, processes, the environment)").
host_message(en, sandbox_reason_changes_state, "it changes the game, the host's globals or the dice's generator").
host_message(en, sandbox_reason_changes_budget, "it sets an inference limit of its own; the server's budget is the query's").
host_message(en, sandbox_reason_names_a_file, "it reads or writes a file the player names; the server never does").
host_message(en, sandbox_reason_unreadable_clauses, "its clauses cannot be read, so they cannot be checked").
host_message(en, sandbox_reason_check_failed, "the check itself failed on it, so it is refused").
host_message(en, seat_not_your_turn(_), "It is ~w's turn: nothing was changed.").
host_message(en, seat_none(_), "You have no seat in this game, and it is ~w's turn: nothing was changed (a seat is a name in startGame, e.g. startGame([alice, bob], [])).").
host_message(en, seat_watching, "You are watching: commands of the game are for its players.").
host_message(en, seat_host_only, "Who plays a seat is the host's to say (seat/2): nothing was changed.").
host_message(en, seat_away(_, _), "~w is away: a computer (~w) plays their seat until they are back.").
host_message(en, seat_back(_), "~w is back and plays their own seat again.").
host_message(en, seat_game_running, "A game is in progress: it goes on until it ends (the host may start another).").
host_message(id, sandbox_safe, "aman: pemain yang bergabung boleh menanyakannya (berjalan dengan anggaran sandbox)").
host_message(id, sandbox_seat_bound, "aman bagi pemain yang kursinya ditanyakan: server memeriksa kursinya dulu").
host_message(id, sandbox_command, "perintah permainan, bukan kueri: server hanya mengizinkan pemain yang mendapat giliran menjalankannya").
host_message(id, sandbox_unsafe(_, _), "ditolak: ~q -- ~s").
host_message(id, sandbox_reason_unbound_goal, "tujuannya belum diketahui sebelum dijalankan (sebuah variabel, atau term yang dibangun saat kueri berjalan), jadi tidak dapat diperiksa").
host_message(id, sandbox_reason_cyclic_goal, "tujuannya term siklik").
host_message(id, sandbox_reason_not_callable, "ini bukan tujuan").
host_message(id, sandbox_reason_loads_code, "memuat kode ke dalam program").
host_message(id, sandbox_reason_host_internal, "predikat internal mesin atau host").
host_message(id, sandbox_reason_host_module, "memanggil modul milik host sendiri (pemuat, toplevel, jembatan), yang tidak pernah dijangkau pemain yang bergabung").
host_message(id, sandbox_reason_command_in_query, "perintah permainan di dalam kueri: ketik perintahnya sendiri, saat giliran Anda").
host_message(id, sandbox_reason_not_whitelisted, "bukan bawaan aman dalam daftar sandbox dan bukan aturan permainan atau pengguna").
host_message(id, sandbox_reason_too_complex, "tujuannya, atau aturan yang dipanggilnya, terlalu besar untuk diperiksa").
host_message(id, sandbox_reason_changes_database, "mengubah klausa program; pemain yang bergabung belum punya basis data sendiri di versi ini").
host_message(id, sandbox_reason_changes_syntax, "mengubah cara teks semua orang dibaca").
host_message(id, sandbox_reason_changes_flags, "mengubah pengaturan sesi host").
host_message(id, sandbox_reason_opens_stream, "membuka, menutup atau mengganti berkas atau aliran").
host_message(id, sandbox_reason_reads_input, "membaca dari terminal host atau dari sebuah aliran").
host_message(id, sandbox_reason_writes_stream, "menulis ke aliran yang disebut dalam tujuan; pemain yang bergabung hanya menulis ke keluarannya sendiri").
host_message(id, sandbox_reason_halts, "mengakhiri program; bagi pemain yang bergabung, server mengakhiri sambungannya saja").
host_message(id, sandbox_reason_operating_system, "menjangkau sistem operasi (berkas, proses, lingkungan)").
host_message(id, sandbox_reason_changes_state, "mengubah permainan, variabel global host atau pembangkit dadu").
host_message(id, sandbox_reason_changes_budget, "menetapkan batas inferensi sendiri; anggaran server adalah milik kueri").
host_message(id, sandbox_reason_names_a_file, "membaca atau menulis berkas yang disebut pemain; server tidak pernah melakukannya").
host_message(id, sandbox_reason_unreadable_clauses, "klausanya tidak dapat dibaca, jadi tidak dapat diperiksa").
host_message(id, sandbox_reason_check_failed, "pemeriksaannya sendiri gagal, jadi ditolak").
host_message(id, seat_not_your_turn(_), "Sekarang giliran ~w: tidak ada yang berubah.").
host_message(id, seat_none(_), "Anda tidak punya kursi dalam permainan ini, dan sekarang giliran ~w: tidak ada yang berubah (kursi adalah nama dalam startGame, mis. startGame([alice, bob], [])).").
host_message(id, seat_watching, "Anda menonton: perintah permainan untuk para pemainnya.").
host_message(id, seat_host_only, "Siapa yang memainkan sebuah kursi ditentukan tuan rumah (seat/2): tidak ada yang berubah.").
host_message(id, seat_away(_, _), "~w sedang pergi: komputer (~w) memainkan kursinya sampai ia kembali.").
host_message(id, seat_back(_), "~w kembali dan memainkan kursinya sendiri lagi.").
host_message(id, seat_game_running, "Permainan sedang berlangsung: berlanjut sampai selesai (tuan rumah boleh memulai yang lain).").

%% host_help(?Lang, ?Template, ?Text).
host_help(en, 'help.', "this list").
host_help(en, 'games.', "the games this program plays").
host_help(en, 'play(Game).', "switch to another game, e.g. play(olympia): this one is saved (when this session autosaves it), Game's saved game (if any) continues").
host_help(en, 'help(Name).', "the commands called Name").
host_help(en, '[File]. or consult(File).', "load a file of your own rules (checked whole first; [user]. reads clauses you type until Ctrl-D)").
host_help(en, 'make.', "reload every loaded file that changed on disk, and what uses it; load the game's rule files left out for errors; tell the undefined calls of your files it reloaded").
host_help(en, 'listing(Name).', "show the clauses of a predicate, the game's rules too, with file and line").
host_help(en, 'override', Text) :-
    override_help(en, Text).
host_help(en, 'roll_dice(N, Dice).', "Dice is a list of N six-sided dice").
host_help(en, 'random_between(Low, High, X).', "a random integer X with Low =< X =< High").
host_help(en, 'random_member(X, List).', "a random element X of List").
host_help(en, 'ask(Prompt, Answer).', "print Prompt and read one line as the atom Answer").
host_help(en, 'display_map.', "draw the map of the current game").
host_help(en, 'host_seed(S).', "the seed of the random generator (replay with --seed S)").
host_help(en, 'rng_state(Seed, Position).', "where the random generator is; set_rng_state(Seed, Position) puts it back").
host_help(en, 'set_lang(L).', "messages in English (en) or Indonesian (id)").
host_help(en, 'set_max_integer_bits(N).', "refuse shifts and powers whose result has more than N bits (default 8388608)").
host_help(en, 'set_inference_limit(N).', "stop toplevel queries after N inferences (default 50000000 with a game, infinite in plain Prolog)").
host_help(en, 'statistics.', "CPU and wall-clock time used; statistics(Key, [Since, Last]) and time(Goal) as in GNU Prolog").
host_help(en, 'halt.', "leave the program").
host_help(en, 'set_command_budget(N).', "stop a game command, a computer turn, hint. or why/1 after N inferences, naming the rule where it ran (default 200000000; infinite for none)").
host_help(en, 'seat(Name, Kind).', "hand a seat to a computer or back, e.g. seat(alice, cpu(normal)) while alice is away, seat(alice, human) when she is back (Name: a player's name or p1, p2, ...); everyone is told, and saves keep it").
host_help(en, 'sandbox_check(Goal).', "whether a player who joined over the network could run Goal, and if not why (Goal does not run)").
host_help(id, 'help.', "daftar ini").
host_help(id, 'games.', "permainan yang tersedia").
host_help(id, 'play(Permainan).', "berpindah ke permainan lain, misalnya play(olympia): yang ini disimpan (bila sesi ini menyimpannya otomatis), simpanan Permainan (jika ada) dilanjutkan").
host_help(id, 'help(Nama).', "perintah yang bernama Nama").
host_help(id, '[Berkas]. atau consult(Berkas).', "memuat berkas aturan Anda sendiri (diperiksa utuh dulu; [user]. membaca klausa yang Anda ketik sampai Ctrl-D)").
host_help(id, 'make.', "memuat ulang setiap berkas yang berubah, dan yang memakainya; memuat berkas aturan permainan yang tertinggal karena galat; menyebut panggilan tak terdefinisi dalam berkas Anda yang dimuat ulang").
host_help(id, 'listing(Nama).', "menampilkan klausa sebuah predikat, termasuk aturan permainan, dengan berkas dan barisnya").
host_help(id, 'override', Text) :-
    override_help(id, Text).
host_help(id, 'roll_dice(N, Dadu).', "Dadu adalah daftar N dadu bersisi enam").
host_help(id, 'random_between(Bawah, Atas, X).', "bilangan bulat acak X dengan Bawah =< X =< Atas").
host_help(id, 'random_member(X, Daftar).', "elemen acak X dari Daftar").
host_help(id, 'ask(Tanya, Jawab).', "mencetak Tanya dan membaca satu baris sebagai atom Jawab").
host_help(id, 'display_map.', "menggambar peta permainan").
host_help(id, 'host_seed(S).', "benih pembangkit acak (ulangi dengan --seed S)").
host_help(id, 'rng_state(Benih, Posisi).', "posisi pembangkit acak; set_rng_state(Benih, Posisi) mengembalikannya").
host_help(id, 'set_lang(L).', "pesan dalam bahasa Inggris (en) atau Indonesia (id)").
host_help(id, 'set_max_integer_bits(N).', "tolak geser dan pangkat yang hasilnya lebih dari N bit (bawaan 8388608)").
host_help(id, 'set_inference_limit(N).', "hentikan kueri setelah N inferensi (bawaan 50000000 dengan permainan, infinite di Prolog biasa)").
host_help(id, 'statistics.', "waktu CPU dan waktu nyata yang terpakai; statistics(Kunci, [Sejak, Terakhir]) dan time(Tujuan) seperti di GNU Prolog").
host_help(id, 'halt.', "keluar dari program").
host_help(id, 'set_command_budget(N).', "hentikan perintah permainan, giliran komputer, hint. atau why/1 setelah N inferensi, dengan menyebut aturan tempatnya berjalan (bawaan 200000000; infinite untuk tanpa batas)").
host_help(id, 'seat(Nama, Jenis).', "serahkan sebuah kursi kepada komputer atau kembalikan, mis. seat(alice, cpu(normal)) selama alice pergi, seat(alice, human) saat ia kembali (Nama: nama pemain atau p1, p2, ...); semua diberi tahu, dan simpanan menyimpannya").
host_help(id, 'sandbox_check(Tujuan).', "apakah pemain yang bergabung lewat jaringan boleh menjalankan Tujuan, dan bila tidak mengapa (Tujuan tidak dijalankan)").

%  help(override) names a fact of the loaded game (see
%  loader_files:override_example/3), so that its example runs as written
%  in that game and, restating the game's own clause, changes nothing.
override_help(Lang, Text) :-
    (   catch(loader_files:override_example(M, Key, Fact), _, fail)
    ->  true
    ;   M = game_module, Key = rule/2, Fact = rule(name, value)
    ),
    override_help_format(Lang, Format),
    phrase(format_(Format, [M, Key, M, Fact, M, Key]), Text).

override_help_format(en, "to change a game rule from a file of your own, write its clauses with the module's name. With :- extend(~w:~w). first, a clause like ~w:~q. replaces only the game's clause with the same first argument, and a new first argument adds a clause; without it, your clauses replace all of the game's ~w:~w. listing(Name) shows a rule's module").
override_help_format(id, "untuk mengubah aturan permainan dari berkas Anda sendiri, tulis klausanya dengan nama modulnya. Dengan :- extend(~w:~w). lebih dulu, klausa seperti ~w:~q. hanya mengganti klausa permainan dengan argumen pertama yang sama, dan argumen pertama yang baru menambah klausa; tanpanya, klausa Anda mengganti semua ~w:~w milik permainan. listing(Nama) menunjukkan modul sebuah aturan").

%  check/0 (loader_check) and `conquest check`: the place (file, line)
%  comes first in every key of a problem.
host_plural_word("problems", "problem").
host_message(en, check_undefined(_, _, _, _, _),
             "~w:~w: ~w calls ~w, which module ~w neither defines nor imports: the call raises an existence error.").
host_message(en, check_undefined_library(_, _, _, _, _, _, _),
             "~w:~w: ~w calls ~w, which module ~w does not import: it is in library(~w), add :- use_module(library(~w)).").
host_message(en, check_undefined_toplevel(_, _, _, _, _, _),
             "~w:~w: ~w calls ~w, which module ~w neither defines nor imports: the toplevel has it (from ~w), a rule module does not; define it in the game.").
host_message(en, check_unknown_module(_, _, _, _, _),
             "~w:~w: ~w calls ~w, but no module ~w is loaded.").
host_message(en, check_reason_unlocated(_, _, _, _, _),
             "~w:~w: the reason ~w, a refusal of ~w, is written in a head of ~w and in no clause body of the rules: why/1 cannot say where it comes from. Bind it in the body (Error = ...).").
host_message(en, check_export_undefined(_, _, _, _),
             "~w:~w: module ~w exports ~w but neither defines nor imports it: every call of it raises an existence error.").
host_message(en, check_text_problem(_), "~a").
host_message(en, check_no_contract(_), "~w is not in a rules folder whose README.md has the table \"The rulebook contract\": its hooks, help, message keys and map templates are not checked.").
host_message(en, check_clean_calls, "The rulebook's calls all reach a predicate, and why/1 can locate every reason.").
host_message(en, check_clean, "The rulebook keeps the contract: its hooks, help and texts are complete, its calls all reach a predicate, and why/1 can locate every reason.").
host_message(en, check_count(_), "~d problems in the rulebook.").
host_message(en, check_count_files(_), "~d problems in the files you consulted.").
host_message(en, check_count_both(_), "~d problems in the rulebook and the files you consulted.").
host_message(en, check_no_game, "Nothing to check: no game is loaded and no file consulted. check. checks the loaded game's rules and the files you consult (play(Game). loads a game, consult(File). a file).").
host_message(en, check_clean_files, "The files you consulted call only predicates that are defined or imported.").
host_message(id, check_undefined(_, _, _, _, _),
             "~w:~w: ~w memanggil ~w, yang tidak didefinisikan atau diimpor modul ~w: panggilan itu memunculkan galat eksistensi.").
host_message(id, check_undefined_library(_, _, _, _, _, _, _),
             "~w:~w: ~w memanggil ~w, yang tidak diimpor modul ~w: ada di library(~w), tambahkan :- use_module(library(~w)).").
host_message(id, check_undefined_toplevel(_, _, _, _, _, _),
             "~w:~w: ~w memanggil ~w, yang tidak didefinisikan atau diimpor modul ~w: toplevel memilikinya (dari ~w), modul aturan tidak; definisikan di permainan.").
host_message(id, check_unknown_module(_, _, _, _, _),
             "~w:~w: ~w memanggil ~w, tetapi tidak ada modul ~w yang dimuat.").
host_message(id, check_reason_unlocated(_, _, _, _, _),
             "~w:~w: alasan ~w, penolakan dari ~w, ditulis di kepala klausa ~w dan tidak di badan klausa aturan mana pun: why/1 tidak dapat menyebut asalnya. Ikat alasan di badan (Error = ...).").
host_message(id, check_export_undefined(_, _, _, _),
             "~w:~w: modul ~w mengekspor ~w tetapi tidak mendefinisikan atau mengimpornya: setiap panggilannya memunculkan galat eksistensi.").
host_message(id, check_text_problem(_), "~a").
host_message(id, check_no_contract(_), "~w tidak berada di folder aturan yang README.md-nya memuat tabel \"The rulebook contract\": hook, bantuan, kunci pesan, dan templat petanya tidak diperiksa.").
host_message(id, check_clean_calls, "Semua panggilan aturan mencapai sebuah predikat, dan why/1 dapat menemukan setiap alasan.").
host_message(id, check_clean, "Aturan permainan menepati kontraknya: hook, bantuan, dan teksnya lengkap, semua panggilannya mencapai sebuah predikat, dan why/1 dapat menemukan setiap alasan.").
host_message(id, check_count(_), "~d masalah dalam aturan permainan.").
host_message(id, check_count_files(_), "~d masalah dalam berkas yang Anda consult.").
host_message(id, check_count_both(_), "~d masalah dalam aturan permainan dan berkas yang Anda consult.").
host_message(id, check_no_game, "Tidak ada yang diperiksa: tidak ada permainan yang dimuat dan tidak ada berkas yang di-consult. check. memeriksa aturan permainan yang dimuat dan berkas yang Anda consult (play(Permainan). memuat permainan, consult(Berkas). sebuah berkas).").
host_message(id, check_clean_files, "Berkas yang Anda consult hanya memanggil predikat yang didefinisikan atau diimpor.").
host_help(en, 'check.', "check the loaded game's rules as conquest check does (required hooks, help for every command, message keys in both languages, map templates, calls of predicates a module neither defines nor imports, refusal reasons why/1 cannot locate) and the calls of the files you consulted, each at its file and line").
host_help(id, 'check.', "periksa aturan permainan yang dimuat seperti conquest check (hook wajib, bantuan setiap perintah, kunci pesan dalam kedua bahasa, templat peta, panggilan predikat yang tidak didefinisikan atau diimpor modulnya, alasan penolakan yang tidak dapat ditemukan why/1) dan panggilan dalam berkas yang Anda consult, masing-masing dengan berkas dan barisnya").
host_message(en, extend_bad_form(_, _, _),
             "~w:~w: :- extend(~q). is ignored: it takes Module:Name/Arity, a predicate of the game (listing(Name) shows its module).").
host_message(en, extend_unknown_module(_, _, _, _),
             "~w:~w: :- extend(~q). is ignored: the game has no module ~w (listing(Name) shows a rule's module); it takes Module:Name/Arity.").
host_message(en, extend_wrong_arity(_, _, _, _, _, _),
             "~w:~w: :- extend(~q). is ignored: module ~w has no ~w; did you mean ~w?").
host_message(en, extend_undefined(_, _, _, _, _),
             "~w:~w: :- extend(~q). is ignored: the game's module ~w has no ~w to extend.").
host_message(en, extend_no_clauses(_, _, _),
             "~w:~w: :- extend(~q). changes nothing: this file has no clause of that predicate (write them as Module:Name(...)).").
host_message(id, extend_bad_form(_, _, _),
             "~w:~w: :- extend(~q). diabaikan: bentuknya Modul:Nama/Aritas, sebuah predikat permainan (listing(Nama) menunjukkan modulnya).").
host_message(id, extend_unknown_module(_, _, _, _),
             "~w:~w: :- extend(~q). diabaikan: permainan tidak memiliki modul ~w (listing(Nama) menunjukkan modul sebuah aturan); bentuknya Modul:Nama/Aritas.").
host_message(id, extend_wrong_arity(_, _, _, _, _, _),
             "~w:~w: :- extend(~q). diabaikan: modul ~w tidak memiliki ~w; maksud Anda ~w?").
host_message(id, extend_undefined(_, _, _, _, _),
             "~w:~w: :- extend(~q). diabaikan: modul permainan ~w tidak memiliki ~w untuk diperluas.").
host_message(id, extend_no_clauses(_, _, _),
             "~w:~w: :- extend(~q). tidak mengubah apa pun: berkas ini tidak memiliki klausa predikat itu (tulis sebagai Modul:Nama(...)).").
