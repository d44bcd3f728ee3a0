/** The game told again: history/0,1 lists its moves, replay/0,1 plays them.

Both read the history (history.pl): history/0 prints the moves as the
players typed them, so that typed again after the same startGame with
the same seed they play the same game; replay/0,1 plays them again from
the start, announcing each, and says whether the game ends in the same
position.
*/
:- module(replay, [history/0,
                   history/1,
                   replay/0,
                   replay/1]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module(library(iso_ext)).
:- use_module('../host/standard_operators').
:- use_module('../host/text').
:- use_module('../host/dice').
:- use_module('../host/screen').
:- use_module(save_file).
:- use_module(current_game).
:- use_module(history).
:- use_module(play).
:- use_module(advice).
:- use_module(saves).

%% history(-Moves) is semidet.
%
%  Moves are the moves of the running game since it began (or since the
%  save it was loaded from, if that had no history), each Player-Move
%  with the move completed with its chance. Fails without a game.
history(Moves) :-
    current_state(_),
    with_standard_operators(
        findall(P-M, history_entry(_, move(P, _, _, M)), Moves)).

%% history is det.
%
%  Prints how the running game began and every move since, numbered, as
%  the players typed them (the computers' and the rules' marked): typed
%  after the same startGame into a game with the same seed, the moves
%  of the humans play the same game again, computers and dice included
%  (hint/0 and why/1 do not move the generator). Each line is a command
%  (the rulebook's typed_move hooks); a move and its sequel that one
%  command makes are one line (typed_move_pair/3). A command that draws
%  at random is a move the rules complete with their chance (Xero-G's
%  arrange(random), Global Conquest's claimAutomatic): it is listed as
%  typed and draws the same again.
history :-
    (   current_state(_),
        bb_get('game:history_start', Start)
    ->  Start = start(Seats, Options, _, Seed, Position),
        (   Options == none
        ->  say(history_from_save)
        ;   maplist(typed_seat, Seats, Players),
            write_term_to_chars(startGame(Players, Options), [quoted(true)], Text),
            say(history_started(Text, Seed, Position))
        ),
        with_standard_operators(
            findall(N-Entry, history_entry(N, Entry), Entries)),
        Start = start(_, _, State0, _, _),
        say_entries(Entries, Seats, State0)
    ;   say(no_game)
    ).

%  Each move as the player to move types it in the position before it
%  (advice:moves_text/3: Olympia selects the unit first when another is
%  selected), the positions followed by applying the moves. A move and
%  the next one of the same player that one command makes (the
%  rulebook's typed_move_pair/3: Global Conquest's battle and its
%  move-in) are one line, numbered by the first. The moves typed as a
%  command that makes all of them (the rulebook's one_command_moves/1:
%  Global Conquest's claimAutomatic) are listed as typed the first time
%  and marked as that command's after it, as their complete moves.
say_entries(Entries, Seats, State0) :-
    say_entries(Entries, Seats, State0, []).

say_entries([], _, _, _).
say_entries([N-Entry|Entries], Seats, State0, Seen) :-
    (   Entry = move(Player, Source, Typed, Move),
        Entries = [_-move(Player, Source, Next, NextMove)|Rest],
        optional_hook(typed_move_pair(Typed, Next, _))
    ->  entry_text(State0, [Typed, Next], Text),
        say_line(N, Player, Source, Text, Seats),
        next_state(State0, Move, State1),
        next_state(State1, NextMove, State),
        say_entries(Rest, Seats, State, Seen)
    ;   Entry = move(Player, _, Typed, Move),
        memberchk(Typed, Seen)
    ->  entry_text(State0, [Move], Text),
        entry_text(State0, [Typed], Command),
        player_shown(Player, Name),
        say(history_made_by(N, Name, Text, Command)),
        next_state(State0, Move, State),
        say_entries(Entries, Seats, State, Seen)
    ;   Entry = move(Player, Source, Typed, Move)
    ->  entry_text(State0, [Typed], Text),
        say_line(N, Player, Source, Text, Seats),
        next_state(State0, Move, State),
        (   optional_hook(one_command_moves(Typed))
        ->  Seen1 = [Typed|Seen]
        ;   Seen1 = Seen
        ),
        say_entries(Entries, Seats, State, Seen1)
    ;   Entry = set(State)
    ->  say(history_set(N)),
        say_entries(Entries, Seats, State, Seen)
    ;   Entry = seat(Player, Kind, _)
    ->  seat_typed(Player, Kind, Who, Typed),
        write_term_to_chars(seat(Who, Typed), [quoted(true)], Text),
        say(history_seat(N, Who, Text)),
        seats_after([Entry], Seats, Seats1),
        say_entries(Entries, Seats1, State0, Seen)
    ).

%  The seat/2 call that gives Player's seat the Kind.
seat_typed(Player, Kind, Who, Typed) :-
    (   Kind = human(Name)
    ->  Who = Name,
        Typed = human
    ;   Kind = cpu(Level, Name)
    ->  Who = Name,
        Typed = cpu(Level)
    ;   Kind = cpu(Level),
        Who = Player,
        Typed = cpu(Level)
    ).

%  Without a position (one the rules could not follow), the moves as
%  typed anywhere.
entry_text(State, Moves, Text) :-
    (   State == unknown
    ->  foldl(move_text, Moves, [], Text)
    ;   moves_text(State, Moves, Text)
    ).

next_state(State0, Move, State) :-
    (   State0 \== unknown,
        user:apply_move(State0, Move, State1)
    ->  State = State1
    ;   State = unknown
    ).

typed_seat(_-Kind, Typed) :-
    typed_kind(Kind, Typed).

typed_kind(human(Name), Name).
typed_kind(cpu(Level), cpu(Level)).
typed_kind(cpu(Level, Name), cpu(Level, Name)).

%  Seats: who played each seat then (seat/2 changes it).
say_line(N, Player, Source, Text, Seats) :-
    player_shown(Player, Name),
    (   Source == forced
    ->  say(history_forced(N, Text))
    ;   memberchk(Player-Kind, Seats),
        functor(Kind, cpu, _)
    ->  say(history_computer(N, Name, Text))
    ;   say(history_human(N, Name, Text))
    ).

%% replay is semidet.
%
%  Plays the running game again from its beginning, announcing every move
%  as it was, and says whether it ends in the game's position. The game
%  itself and the generator are left as they were.
replay :-
    (   current_state(State),
        bb_get('game:history_start', Start)
    ->  with_standard_operators(findall(E, history_entry(_, E), Entries)),
        replay_history(Start, Entries, State)
    ;   refuse(no_game)
    ).

%% replay(+File) is semidet.
%
%  As replay/0 for the game saved in File (checked as loadGame/1 checks
%  it); the running game stays. Fails, saying why, for a file that is no
%  save of this game or has no history.
replay(File0) :-
    (   \+ save_file_name(File0, _)
    ->  refuse(save_file_invalid(replay))
    ;   save_file_name(File0, File),
        rulebook_name(Game),
        rng_state(Seed, Position),
        (   load_facts(File, Game, saves:saved_game_error, Facts)
        ->  Loaded = true
        ;   Loaded = false
        ),
        set_rng_state(Seed, Position),
        Loaded == true
    ->  Facts = [_, _, state(State)|History],
        (   History = [history_start(Start)|Moves]
        ->  findall(E, member(history_move(E), Moves), Entries),
            replay_history(Start, Entries, State)
        ;   refuse(replay_no_history(File))
        )
    ).

replay_history(start(Seats, _, State0, _, _), Entries, Expected) :-
    (   bb_get('game:game', Game)
    ->  true
    ;   Game = none
    ),
    rng_state(Seed, Position),
    setup_call_cleanup(true,
                       ( bb_put('game:game', game(Seats, State0, 0)),
                         say(replay_begins),
                         display_map,
                         replay_entries(Entries, 0, State0, Count, State) ),
                       ( bb_put('game:game', Game),
                         set_rng_state(Seed, Position) )),
    (   State == diverged
    ->  true
    ;   State == Expected
    ->  say(replay_same(Count))
    ;   say(replay_differs(Count))
    ).

replay_entries([], N, State, N, State).
replay_entries([Entry|Entries], N0, State0, N, State) :-
    N1 is N0 + 1,
    (   Entry = set(State1)
    ->  say(history_set(N1))
    ;   Entry = seat(Player, Kind, _)
    ->  bb_get('game:game', game(Seats0, _, _)),
        seats_after([Entry], Seats0, Seats1),
        bb_put('game:game', game(Seats1, State0, N0)),
        State1 = State0,
        seat_typed(Player, Kind, Who, Typed),
        write_term_to_chars(seat(Who, Typed), [quoted(true)], Text),
        say(history_seat(N1, Who, Text))
    ;   Entry = move(Player, Source, Chosen, Move),
        % a move a player chose is checked as when it was played: the
        % rules apply any move they are given
        \+ ( Source == chosen, rules_refusal(State0, Chosen, _) ),
        user:apply_move(State0, Move, State1)
    ->  announce(Player, Move, State0, State1)
    ;   State1 = diverged
    ),
    (   State1 == diverged
    ->  replay_stopped(N1, Entry, State0),
        N = N1,
        State = diverged
    ;   bb_get('game:game', game(Seats, _, _)),
        bb_put('game:game', game(Seats, State1, N1)),
        replay_entries(Entries, N1, State1, N, State)
    ).

%  Why move N of a history cannot be played again: the rules' reason when
%  they refuse it (a hand-edited save, or a rule changed since).
replay_stopped(N, Entry, State) :-
    (   Entry = move(_, chosen, Move, _),
        rules_refusal(State, Move, Error)
    ->  moves_text(State, [Move], Chars),
        atom_chars(Typed, Chars),
        say(replay_refused(N, Typed)),
        say_reason(Error)
    ;   say(replay_diverged(N))
    ).
