/** The running game, its players, and how the library asks the rulebook.

The game is one global variable game(Players, State, Moves): Players is
[p1-Kind, p2-Kind, ...] with Kind human(Name), cpu(Level) or cpu(Level,
Name) (a computer with a name of its own), Moves the number of moves
played. Keeping it in one term makes a checkpoint a copy of a term and a
save three facts.

The rulebook's relations live in user (prolog/README.md lists them); the
parts of the library call the optional ones through optional_hook/1, so a
rulebook without one gets the library's default.
*/
:- module(current_game, [current_state/1,
                         set_current_state/1,
                         game_player/2,
                         moves_played/1,
                         computer_moves_played/1,
                         player_id/2,
                         player_name/2,
                         player_shown/2,
                         answer_reads_as_command/1,
                         player_name_error/2,
                         rulebook_name/1,
                         rulebook_players/2,
                         levels/1,
                         player_to_move/2,
                         refuse/1,
                         say_reason/1,
                         readable_key/2,
                         hook_defined/1,
                         optional_hook/1,
                         user_goal/1]).

:- use_module(library(lists)).
:- use_module(library(iso_ext)).
:- use_module(library(charsio), [read_term_from_chars/3]).
:- use_module('../host/text').
:- use_module(history).

%% current_state(-State) is semidet.
%
%  State is the state of the running game; fails when none was started.
current_state(State) :-
    bb_get('game:game', game(_, State, _)).

%% set_current_state(+State) is det.
%
%  Replaces the state of the running game (for rulebook commands that change
%  what is not a move, such as choosing which unit to command, and for
%  cheats).
set_current_state(State) :-
    bb_get('game:game', game(Players, _, Moves)),
    bb_put('game:game', game(Players, State, Moves)),
    record(set(State)).

%% game_player(?Player, ?Kind) is nondet.
%
%  Player (p1, p2, ...) of the running game is human(Name) or cpu(Level)
%  (a computer with a name of its own is cpu(Level) here too).
game_player(Player, Kind) :-
    bb_get('game:game', game(Players, _, _)),
    member(Player-Kind0, Players),
    (   Kind0 = cpu(Level, _)
    ->  Kind = cpu(Level)
    ;   Kind = Kind0
    ).

%% moves_played(-N) is det.
%
%  N moves have been played in the running game (0 without one).
moves_played(N) :-
    (   bb_get('game:game', game(_, _, N0))
    ->  N = N0
    ;   N = 0
    ).

%% computer_moves_played(-N) is det.
%
%  Computers have played N moves since the running game was started or
%  loaded in this session.
computer_moves_played(N) :-
    (   bb_get('game:computer_moves', N0)
    ->  N = N0
    ;   N = 0
    ).

%% player_id(?N, ?Player) is det.
%
%  Player is the id of the Nth player.
%
%  ?- player_id(3, P).
%     P = p3.
player_id(N, P) :-
    (   integer(N)
    ->  number_chars(N, Ds),
        atom_chars(P, [p|Ds])
    ;   atom_chars(P, [p|Ds]),
        number_chars(N, Ds)
    ).

%% player_name(+Player, -Name) is det.
%
%  Name is how messages call Player: the human's name or, for a computer,
%  the message computer_name(Player, Level, N) (N its place), e.g.
%  'p2 (computer, normal)'.
player_name(Player, Name) :-
    (   game_player(Player, human(Name0))
    ->  Name = Name0
    ;   bb_get('game:game', game(Players, _, _)),
        memberchk(Player-cpu(_, Name0), Players)
    ->  Name = Name0
    ;   game_player(Player, cpu(Level))
    ->  player_id(N, Player),
        message_text(computer_name(Player, Level, N), Chars),
        atom_chars(Name, Chars)
    ;   Name = Player
    ).

%% player_shown(+Player, -Shown) is det.
%
%  Shown is how a message shows Player: as player_name/2 names it, but a
%  computer without a name of its own is the message inside the message
%  message(computer_name(Player, Level, N)), which each reader of a
%  served game reads in their own language ('p2 (computer, normal)',
%  'p2 (komputer, normal)'; text:message_text/2). For what rules say;
%  a query's answer or a comparison of names takes player_name/2.
player_shown(Player, Shown) :-
    (   game_player(Player, cpu(Level)),
        \+ own_name(Player)
    ->  player_id(N, Player),
        Shown = message(computer_name(Player, Level, N))
    ;   player_name(Player, Shown)
    ).

own_name(Player) :-
    bb_get('game:game', game(Players, _, _)),
    memberchk(Player-cpu(_, _), Players).

%% answer_reads_as_command(+Answer) is semidet.
%
%  Answer, typed where a name was asked, reads as a compound term: a
%  command typed at the question (`arrange(random).`: the host drops the
%  full stop), not a name.
%
%  ?- answer_reads_as_command('draft(na1, 3)').
%     true.
%  ?- answer_reads_as_command('Dr. Who').
%     false.
answer_reads_as_command(Answer) :-
    atom(Answer),
    atom_chars(Answer, Chars),
    append(Chars, [' ', '.'], Text),
    catch(read_term_from_chars(Text, Term, []), _, fail),
    compound(Term).

%% player_name_error(+Name, -Error) is semidet.
%
%  Name cannot be a human player's name (startGame/2 and saved games ask
%  the same): it must be a non-empty atom of printable characters.
%
%  ?- player_name_error('Alice', E).
%     false.
%  ?- player_name_error('', E).
%     E = empty_player_name.
player_name_error(Name, Error) :-
    (   \+ atom(Name)
    ->  Error = bad_player_name(Name)
    ;   Name == ''
    ->  Error = empty_player_name
    ;   Name == []
    ->  Error = bad_player_name(Name)
    ;   atom_chars(Name, Chars),
        member(C, Chars),
        char_code(C, Code),
        ( Code < 32 ; Code =:= 127 )
    ->  Error = bad_player_name(Name)
    ).

%% rulebook_players(-Min, -Max) is det.
%
%  A game of the rulebook has Min to Max players (2-2 when it does not say).
rulebook_players(Min, Max) :-
    (   optional_hook(rulebook(players, Min0-Max0))
    ->  Min = Min0,
        Max = Max0
    ;   Min = 2,
        Max = 2
    ).

%% levels(-Levels) is det.
%
%  The rulebook's computer levels, weakest first ([] when it has none).
levels(Levels) :-
    (   optional_hook(rulebook(levels, Levels0))
    ->  Levels = Levels0
    ;   Levels = []
    ).

%% refuse(+Reason) is failure.
%
%  Says Reason (a message key; made readable by the rulebook's
%  readable_reason/2 when it has one) and fails: a command the rules
%  refuse answers `no` at the toplevel, so a script or a rule can test it
%  (`( draft(na1, 99) -> ... ; ... )`).
refuse(Reason) :-
    say_reason(Reason),
    fail.

%% say_reason(+Reason) is det.
%
%  Says a reason (or any message key) as the game prints it.
say_reason(Reason) :-
    readable_key(Reason, Readable),
    say(Readable).

%% readable_key(+Key, -Readable) is det.
%
%  Key with its arguments made readable by the rulebook's
%  readable_reason/2, when it has one.
readable_key(Key, Readable) :-
    (   optional_hook(readable_reason(Key, Readable0))
    ->  Readable = Readable0
    ;   Readable = Key
    ).

%% player_to_move(+State, -Player) is det.
%
%  Player is to move in State (the rulebook's state_player/2).
player_to_move(State, Player) :-
    user:state_player(State, Player).

%% hook_defined(+Goal) is semidet.
%% optional_hook(+Goal) is semidet.
%
%  The optional parts of the interface: a hook the rulebook does not define
%  fails; an error inside one that it defines is an error (a bad rule edit
%  must show, not pass for "no reason").
%  Hooks are called as user:Goal with Goal a variable: a call written out
%  (user:announce_move(...)) makes Scryer enter the predicate in user,
%  defined or not, and current_predicate/1 then finds it.
hook_defined(Goal) :-
    functor(Goal, Name, Arity),
    current_predicate(user:Name/Arity).

optional_hook(Goal) :-
    hook_defined(Goal),
    user_goal(Goal).

%% user_goal(+Goal) is nondet.
%
%  Goal called in user.
%  (A goal made in one clause and called as user:Goal in that clause may be
%  compiled as the call written out; a clause of its own keeps it a variable.)
user_goal(Goal) :-
    user:Goal.

%% rulebook_name(-Name) is det.
%
%  The rulebook's name, its folder's (rulebook(name, Name)).
rulebook_name(Game) :-
    user:rulebook(name, Game).
