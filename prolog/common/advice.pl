/** The player's questions answered from the rules: why/1 and hint/0.

why(Command) says whether Command may be typed now: the rules' reason if
not, with the rule that gives it (file and line, from the loader), else
what it would do. hint/0 says what the strongest computer level would
play now, and the rulebook's hint_reason/3 why. Neither moves anything,
and both put the generator back where it was.
*/
:- module(advice, [why/1,
                   hint/0,
                   hint_moves/2,
                   moves_text/3,
                   move_text/3]).

:- use_module(library(lists)).
:- use_module(library(charsio)).
:- use_module('../host/util').
:- use_module('../host/text').
:- use_module('../host/dice').
:- use_module(current_game).
:- use_module(play).

/* Why: the rules asked about a command. */

%% why(+Command) is det.
%
%  Says whether the player to move may type Command now, and gives the
%  reason the command itself would give. If it is refused: the reason,
%  and the rule that gives it (its predicate, file and line, found among
%  the rulebook's clauses). If it is allowed: what it would do (without
%  chance: the announcement of its effect; with chance: that its outcome
%  depends on it; a command that asks questions: that it asks them). A
%  command that is not a move (a question about the game, a save, a new
%  game) is said to be one. The rulebook's command_move/3 says what each
%  of its commands is (else the command is taken as a move), its
%  command_kind/2 which are no moves. Nothing moves, and the generator is put back where it was.
why(Command) :-
    rng_state(Seed, Position),
    (   \+ callable(Command)
    ->  say(why_not_a_command(Command))
    ;   command_not_move(Command, Kind)
    ->  say_not_move(Kind, Command)
    ;   turn_refusal(Error)
    ->  reason_text(Error, Text),
        say(why_refused(Command, Text))
    ;   current_state(State),
        command_what(State, Command, What),
        why_what(What, Command, State)
    ),
    set_rng_state(Seed, Position).

%  Command is no move: Kind is query (a question about the game) or other
%  (it changes the game, but the rules have no say in it).
command_not_move(Command, Kind) :-
    (   library_command(Command, Kind0)
    ->  Kind = Kind0
    ;   optional_hook(command_kind(Command, Kind0))
    ->  Kind = Kind0
    ).

%  The commands of this library that are no moves.
library_command(startGame, other).
library_command(startGame(_), other).
library_command(startGame(_, _), other).
library_command(saveGame(_), other).
library_command(saveGame(_, _), other).
library_command(loadGame(_), other).
library_command(replay, query).
library_command(replay(_), query).
library_command(displayMap, query).
library_command(hint, query).
library_command(why(_), query).
library_command(history, query).
library_command(history(_), query).

say_not_move(query, Command) :-
    say(why_query(Command)).
say_not_move(other, Command) :-
    say(why_not_a_move(Command)).

%  What Command does in State: the rulebook's command_move/3 (a command
%  it does not know is none), else Command is a move itself.
command_what(State, Command, What) :-
    (   optional_hook(command_move(State, Command, What0))
    ->  What = What0
    ;   hook_defined(command_move(_, _, _))
    ->  What = none
    ;   What = move(Command)
    ).

why_what(move(Move), Command, State) :-
    (   rules_refusal(State, Move, Error)
    ->  reason_text(Error, Text),
        say(why_refused(Command, Text)),
        why_rule(Error, Move)
    ;   say(why_allowed(Command)),
        why_effect(State, Move)
    ).
why_what(answers(Typed, Move), Command, State) :-
    say(why_answers(Command, Typed)),
    why_what(move(Move), Command, State).
why_what(refused(Error), Command, _) :-
    reason_text(Error, Text),
    say(why_refused(Command, Text)),
    why_rule(Error, Command).
why_what(none, Command, _) :-
    say(why_not_a_command(Command)).
why_what(allowed(Effect), Command, _) :-
    say(why_allowed(Command)),
    (   Effect == none
    ->  true
    ;   say(Effect)
    ).

%  A reason as the game prints it (its readable_reason/2, when it has
%  one), a message inside why_refused/2.
reason_text(Error, message(Readable)) :-
    readable_key(Error, Readable).

%  The rule that gives the reason Error, when the loader knows it. Called
%  by module name, not imported: under SWI-Prolog (tools/swi/) the library
%  runs without the host's loader, and then no rule is named.
why_rule(Error, Move) :-
    functor(Move, Hint, _),
    Goal = consult:reason_source(Error, Hint, Key, Path:Line),
    (   catch(Goal, _, fail)
    ->  say(why_rule(Key, Path, Line))
    ;   true
    ).

%  What the allowed Move would do in State: the announcement of a move
%  without chance; the generator is put back either way.
why_effect(State, Move) :-
    rng_state(Seed, Position),
    (   optional_hook(complete_move(State, Move, Complete))
    ->  true
    ;   Complete = Move
    ),
    set_rng_state(Seed, Position),
    player_to_move(State, Player),
    (   Complete \== Move
    ->  say(why_chance)
    ;   user:apply_move(State, Move, State1),
        hook_defined(announce_move(_, _, _, _))
    ->  say(why_effect),
        (   optional_hook(announce_move(Player, Move, State, State1))
        ->  true
        ;   true
        )
    ;   true
    ).

/* Hints: the strongest computer's choice, for the player to move. */

%% hint is det.
%
%  Says what the strongest computer level of the rulebook (the last of
%  rulebook(levels, Levels)) would play now for the player to move. Nothing
%  moves, and the generator is put back where it was, so asking for a hint
%  never changes the dice of a seeded game.
hint :-
    (   \+ current_state(_)
    ->  say(no_game)
    ;   current_state(State),
        user:game_over(State, _)
    ->  say(game_is_over)
    ;   hint_moves(Level, Moves)
    ->  current_state(State),
        moves_text(State, Moves, Text),
        say(hint(Level, Text)),
        hint_reasons(Moves)
    ;   say(hint_none)
    ).

%  Why: the rulebook's hint_reason/3 says it in the game's terms (a chance
%  to win a battle, what the position is worth, the threat the move
%  answers), one message a line. The generator is put back, as for the
%  hint itself.
hint_reasons(Moves) :-
    current_state(State),
    rng_state(Seed, Position),
    (   optional_hook(hint_reason(State, Moves, Reasons0)),
        is_list(Reasons0)
    ->  Reasons = Reasons0
    ;   Reasons = []
    ),
    set_rng_state(Seed, Position),
    maplist(say_reason, Reasons).

%% hint_moves(-Level, -Moves) is semidet.
%
%  Moves (not empty) is what the computer at Level, the strongest, would
%  play in the running game: one move, or a whole turn for a rulebook
%  with computer_moves/3. Fails without a game, a level or a move; the
%  generator is left where it was.
hint_moves(Level, Moves) :-
    current_state(State),
    levels(Levels),
    append(_, [Level], Levels),
    rng_state(Seed, Position),
    (   turn_moves(Level, State, Moves0)
    ->  Found = some(Moves0)
    ;   Found = none
    ),
    set_rng_state(Seed, Position),
    Found = some(Moves).

%% moves_text(+State, +Moves, -Text) is det.
%
%  Moves as the player to move in State types them, separated by commas:
%  the rulebook's typed_move/3 when what is typed depends on the
%  position (Olympia's unit to select first), else as move_text/3.
moves_text(State, Moves, Text) :-
    moves_text(Moves, State, [], Text).

%  A move and the next that one command makes (the rulebook's
%  typed_move_pair/3) are that command.
moves_text([], _, Text, Text).
moves_text([Move|Moves], State, Text0, Text) :-
    (   Moves = [Next|Rest],
        optional_hook(typed_move_pair(Move, Next, Chars))
    ->  text_append(Text0, Chars, Text1),
        moves_text(Rest, State, Text1, Text)
    ;   state_move_text(State, Move, Text0, Text1),
        moves_text(Moves, State, Text1, Text)
    ).

state_move_text(State, Move, Text0, Text) :-
    (   optional_hook(typed_move(State, Move, Chars))
    ->  text_append(Text0, Chars, Text)
    ;   move_text(Move, Text0, Text)
    ).

%% move_text(+Move, +Text0, -Text) is det.
%
%  Text is Text0 followed by Move as the player types it (after a comma
%  when Text0 is not empty): the rulebook's typed_move/2 when its
%  move terms are not its commands, else the move itself.
move_text(Move, Text0, Text) :-
    (   optional_hook(typed_move(Move, Chars0))
    ->  Chars = Chars0
    ;   write_term_to_chars(Move, [quoted(true)], Chars)
    ),
    text_append(Text0, Chars, Text).

text_append(Text0, Chars, Text) :-
    (   Text0 == []
    ->  Text = Chars
    ;   append(Text0, [',', ' '|Chars], Text)
    ).
