/** The commands of Replica: what a player types at the prompt.

A thin layer over the rules: a move command hands its move to
game:play_move/1, which checks it (move_error/3, legal_move/2),
applies it, tells what happened and lets the computers reply. The other
commands read the running game and print. The seed's menu (menu.) and
its in-game commands (validmoves, scoredmoves, value, forfeit, commands)
are all here, and its two demonstration positions (demo(midgame),
demo(endgame)).
*/
:- module(replica_commands, [move/2,
                             move/4,
                             transform/1,
                             transform/2,
                             transform/4,
                             forfeit/0,
                             forfeit/1,
                             validmoves/0,
                             scoredmoves/0,
                             value/0,
                             rules/0,
                             commands/0,
                             demo/1,
                             demo/2,
                             menu/0,
                             command_move/3,
                             command_kind/2,
                             typed_move/2,
                             ask_options/1]).

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(iso_ext)).
:- use_module('../../host/text').
:- use_module('../../host/screen').
:- use_module('../../host/session').
:- use_module('../../common/game').
:- use_module('../../common/two_players').
:- use_module(board).
:- use_module(rules).
:- use_module(computer).
:- use_module(view).

/* Moves */

%% move(+From, +To) is det.
%
%  The player to move steps or jumps the piece on From to To (squares such
%  as b2), e.g. move(b4, b5).
move(From, To) :-
    play_move(move(From, To)).

%% move(+X, +Y, +X1, +Y1) is det.
%
%  The seed's form of a move, four numbers: column and row of the piece,
%  then of its target (1-8; column 1 is a, row 1 is rank 1), e.g.
%  move(2, 4, 2, 5) is move(b4, b5).
move(X, Y, X1, Y1) :-
    (   numbers_square(X, Y, From, Error)
    ->  refuse(Error)
    ;   numbers_square(X1, Y1, To, Error)
    ->  refuse(Error)
    ;   numbers_square(X, Y, From),
        numbers_square(X1, Y1, To),
        play_move(move(From, To))
    ).

%% transform(+Square) is det.
%
%  The player to move makes the man on Square a king; a king of theirs must
%  see it.
transform(Square) :-
    play_move(transform(Square)).

%% transform(+King, +Square) is det.
%
%  As transform/1, naming the king that sees Square (the seed's form).
transform(King, Square) :-
    (   ( var(King) ; var(Square) )
    ->  refuse(move_code_variable(transform(King, Square)))
    ;   move_refusal(transform(Square), Error)
    ->  refuse(Error)
    ;   current_state(State),
        king_sight_error(State, King, Square, Error)
    ->  refuse(Error)
    ;   play_move(transform(Square))
    ).

%% command_move(+State, +Command, -What) is semidet.
%
%  What the typed Command does in State, once nobody else is to move
%  (game:why/1): move(Move), the move the rules judge, or refused(Error),
%  the reason the command gives itself (a number that is no coordinate,
%  a king that does not see the square).
command_move(_, move(From, To), move(move(From, To))).
command_move(State, move(X, Y, X1, Y1), What) :-
    (   numbers_square(X, Y, _, Error)
    ->  What = refused(Error)
    ;   numbers_square(X1, Y1, _, Error)
    ->  What = refused(Error)
    ;   numbers_square(X, Y, From),
        numbers_square(X1, Y1, To),
        command_move(State, move(From, To), What)
    ).
command_move(_, transform(Square), move(transform(Square))).
command_move(State, transform(King, Square), What) :-
    (   ( var(King) ; var(Square) )
    ->  What = refused(move_code_variable(transform(King, Square)))
    ;   ground(Square),
        \+ move_error(State, transform(Square), _),
        legal_move(State, transform(Square)),
        king_sight_error(State, King, Square, Error)
    ->  What = refused(Error)
    ;   What = move(transform(Square))
    ).
command_move(State, transform(KX, KY, X, Y), What) :-
    (   numbers_square(KX, KY, _, Error)
    ->  What = refused(Error)
    ;   numbers_square(X, Y, _, Error)
    ->  What = refused(Error)
    ;   numbers_square(KX, KY, King),
        numbers_square(X, Y, Square),
        command_move(State, transform(King, Square), What)
    ).
command_move(_, forfeit, move(forfeit)).
command_move(_, forfeit(Answer), What) :-
    (   forfeit_answer(Answer, true)
    ->  What = move(forfeit)
    ;   \+ forfeit_answer(Answer, false),
        What = refused(forfeit_answer_expected(Answer))
    ).

%% typed_move(+Move, -Text) is semidet.
%
%  What a player types for Move where the typed form is not the move
%  itself (history/0): a forfeit is typed with its answer, so that a
%  history typed back does not stop at the question forfeit/0 asks.
typed_move(forfeit, "forfeit(yes)").

%% command_kind(+Command, -Kind) is semidet.
%
%  Command is no move: query (it only tells) or other (it starts a game).
command_kind(validmoves, query).
command_kind(scoredmoves, query).
command_kind(value, query).
command_kind(rules, query).
command_kind(commands, query).
command_kind(menu, other).
command_kind(demo(_), other).
command_kind(demo(_, _), other).
command_kind(forfeit(Answer), query) :-
    forfeit_answer(Answer, false).

%% transform(+KX, +KY, +X, +Y) is det.
%
%  The seed's form with numbers: the king on column KX, row KY transforms
%  the man on column X, row Y.
transform(KX, KY, X, Y) :-
    (   numbers_square(KX, KY, _, Error)
    ->  refuse(Error)
    ;   numbers_square(X, Y, _, Error)
    ->  refuse(Error)
    ;   numbers_square(KX, KY, King),
        numbers_square(X, Y, Square),
        transform(King, Square)
    ).

%  Error says why column X, row Y is no square (semidet).
numbers_square(X, Y, _, Error) :-
    (   ( var(X) ; var(Y) )
    ->  Error = coordinate_variable
    ;   \+ coordinate(X)
    ->  Error = not_a_coordinate(X)
    ;   \+ coordinate(Y)
    ->  Error = not_a_coordinate(Y)
    ).

numbers_square(X, Y, Square) :-
    xy_square(X, Y, Square).

coordinate(N) :-
    integer(N),
    between(1, 8, N).

%% forfeit is det.
%
%  The player to move gives up, the other side wins, once they answer yes
%  to the question it asks first (ask/2). Any other answer, cancel or the
%  end of input keeps the game as it was.
forfeit :-
    (   move_refusal(forfeit, Error)
    ->  refuse(Error)
    ;   current_state(State),
        state_player(State, Player),
        opponent(Player, Other),
        side_label(Other, Winner),
        catch(ask(key(ask_forfeit(Winner)), Answer),
              error(host_error(end_of_input), _),
              Answer = ''),
        (   forfeit_answer(Answer, true)
        ->  play_move(forfeit)
        ;   say(not_forfeited)
        )
    ).

%% forfeit(+Answer) is det.
%
%  forfeit/0 with its question answered: forfeit(yes) gives up at once,
%  forfeit(no) does not (for batch input and a history typed back).
forfeit(Answer) :-
    (   forfeit_answer(Answer, Yes)
    ->  (   Yes == true
        ->  play_move(forfeit)
        ;   say(not_forfeited)
        )
    ;   refuse(forfeit_answer_expected(Answer))
    ).

%  Answer to the forfeit question says yes (true) or no (false): a yes
%  or no word of either language, an empty answer (no) or cancel (no).
forfeit_answer(Answer, Yes) :-
    atom(Answer),
    (   yes_no(Answer, Yes0)
    ->  Yes = Yes0
    ;   Answer == ''
    ->  Yes = false
    ;   cancel_answer(Answer)
    ->  Yes = false
    ).

/* Looking at the game */

%% validmoves is det.
%
%  Lists the moves of the player to move, piece by piece, then the
%  transformations.
validmoves :-
    (   playing_state(State)
    ->  state_player(State, Player),
        side_label(Player, Label),
        board_moves(State, Moves),
        length(Moves, Count),
        say(valid_moves_header(Label, Count)),
        findall(X-Y, member(m(X, Y, _, _), Moves), Froms0),
        dedupe(Froms0, Froms),
        forall(member(From, Froms),
               say_piece_moves(Moves, From)),
        say_transforms(Moves),
        say(valid_moves_forfeit)
    ;   true
    ).

%  Prints where the piece on X-Y can go.
say_piece_moves(Moves, X-Y) :-
    findall(To,
            ( member(m(X, Y, X1, Y1), Moves),
              xy_square(X1, Y1, To) ),
            Tos),
    xy_square(X, Y, From),
    squares_text(Tos, Text),
    say(valid_moves_piece(From, Text)).

%  Prints the men that may be transformed, if any.
say_transforms(Moves) :-
    findall(Square,
            ( member(t(X, Y), Moves),
              xy_square(X, Y, Square) ),
            Squares),
    (   Squares == []
    ->  true
    ;   squares_text(Squares, Text),
        say(valid_moves_transforms(Text))
    ).

%  Text is the squares separated by blanks, e.g. 'b5 c4 c5'.
squares_text(Squares, Text) :-
    squares_chars(Squares, Chars),
    atom_chars(Text, Chars).

squares_chars([], []).
squares_chars([S|Ss], Chars) :-
    atom_chars(S, Cs),
    (   Ss == []
    ->  Chars = Cs
    ;   append(Cs, [' '|Rest], Chars),
        squares_chars(Ss, Rest)
    ).

%  The list without its repetitions, in the order of first appearance.
dedupe([], []).
dedupe([X|Xs], [X|Ys]) :-
    without(Xs, X, Rest),
    dedupe(Rest, Ys).

without([], _, []).
without([Y|Ys], X, Zs) :-
    (   Y == X
    ->  without(Ys, X, Zs)
    ;   Zs = [Y|Zs1],
        without(Ys, X, Zs1)
    ).

%  The running game goes on (else the reason is printed and this fails).
playing_state(State) :-
    (   \+ current_state(_)
    ->  say(no_game),
        fail
    ;   current_state(State0),
        game_over(State0, _)
    ->  say(game_is_over),
        fail
    ;   current_state(State)
    ).

%% scoredmoves is det.
%
%  Lists every move of the player to move with its score (the greedy
%  player's view: the score difference right after it), best first.
scoredmoves :-
    (   playing_state(State)
    ->  state_player(State, Player),
        side_label(Player, Label),
        scored_moves(State, Scored),
        say(scored_moves_header(Label)),
        forall(member(Score-Move, Scored),
               ( move_text(Move, Text),
                 scored_line(Score, Text) ))
    ;   true
    ).

scored_line(Score, Text) :-
    (   Score >= 100000
    ->  say(scored_move_win(Text))
    ;   say(scored_move(Score, Text))
    ).

%% value is det.
%
%  Shows each side's score (the sum of its pieces' values) and who leads.
value :-
    (   current_state(State)
    ->  side_label(p1, White),
        side_label(p2, Black),
        player_score(State, p1, V1),
        player_score(State, p2, V2),
        say(value_line(White, V1)),
        say(value_line(Black, V2)),
        Lead is V1 - V2,
        (   Lead > 0
        ->  say(value_lead(White, Lead))
        ;   Lead < 0
        ->  Lead1 is -Lead,
            say(value_lead(Black, Lead1))
        ;   say(value_even)
        ),
        eval_weights(ManBase, ManStep, KingBase, _, KingNear, KingCost),
        say(value_explained(ManBase, ManStep, KingBase, KingNear, KingCost))
    ;   say(no_game)
    ).

%% rules is det.
%
%  Prints the rules of Replica (the seed's "Rules & How to play"), and the
%  options of the running game.
rules :-
    say(rules_text),
    (   current_state(State)
    ->  state_rules(State, rules(AllWays, MaxT, MaxRounds)),
        say(rules_in_force_header),
        say(option_all_ways(AllWays)),
        say(option_max_t(MaxT)),
        say(option_max_rounds(MaxRounds))
    ;   true
    ).

%% commands is det.
%
%  Lists the commands of a game in progress (the seed's [commands].).
commands :-
    say(commands_text).

/* Demonstrations */

%% demo(+Name) is det.
%
%  Starts the seed's demonstration position Name (midgame or endgame) as the
%  running game, with the players of the running game (two humans, White
%  and Black, if there is none).
demo(Name) :-
    (   current_state(_),
        findall(Seat, ( member(P, [p1, p2]), game_player(P, Kind), kind_seat(Kind, Seat) ), Players),
        Players = [_, _]
    ->  demo(Name, Players)
    ;   message_text(default_name(p1), W),
        message_text(default_name(p2), B),
        atom_chars(White, W),
        atom_chars(Black, B),
        demo(Name, [White, Black])
    ).

kind_seat(human(Name), Name).
kind_seat(cpu(Level), cpu(Level)).

%% demo(+Name, +Players) is det.
%
%  As demo/1 with Players as in startGame/2 (the running game gives way
%  to the demonstration: asking for one is asking to leave it), e.g.
%  demo(endgame, ['Alice', cpu(search)]). The demonstration keeps the
%  rules of the running game (its options), if there is one.
demo(Name, Players) :-
    (   \+ demo_name(Name)
    ->  refuse(bad_demo(Name))
    ;   running_options(Options),
        say(demo_started(Name)),
        startGame(Players, [position(Name), replace(true)|Options])
    ).

%  The options the running game was started with; none without a game.
running_options(Options) :-
    (   current_state(State)
    ->  state_rules(State, rules(AllWays, MaxT, MaxRounds)),
        Options = [kings_move_all_directions(AllWays),
                   max_transformations(MaxT),
                   max_rounds(MaxRounds)]
    ;   Options = []
    ).

demo_name(Name) :-
    atom(Name),
    memberchk(Name, [midgame, endgame]).

/* The seed's menu */

%% menu is det.
%
%  The seed's main menu: play human or computer on each side, the rules,
%  exit, and the two demonstrations. The end of input, or cancel (batal)
%  at any of its questions, closes it with nothing started.
menu :-
    catch(cancellable_questions(once(replica_commands:menu_choice(Choice))),
          error(host_error(end_of_input), _),
          Choice = cancelled),
    menu_action(Choice).

menu_choice(Choice) :-
    say(menu_text),
    ask(key(menu_prompt), Answer),
    (   answer_number(Answer, N),
        memberchk(N, [1, 2, 3, 4, 5, 6, 10, 20])
    ->  menu_setup(N, Choice)
    ;   say(menu_bad_choice(Answer)),
        menu_choice(Choice)
    ).

answer_number(Answer, N) :-
    atom_chars(Answer, Chars),
    Chars \== [],
    catch(number_chars(N, Chars), _, fail),
    integer(N).

menu_setup(1, play([H1, H2], Options)) :-
    ask_human(p1, H1),
    ask_human(p2, H2),
    ask_options(Options).
menu_setup(2, play([H1, cpu(L2)], Options)) :-
    ask_human(p1, H1),
    ask_level(p2, L2),
    ask_options(Options).
menu_setup(3, play([cpu(L1), H2], Options)) :-
    ask_level(p1, L1),
    ask_human(p2, H2),
    ask_options(Options).
menu_setup(4, play([cpu(L1), cpu(L2)], Options)) :-
    ask_level(p1, L1),
    ask_level(p2, L2),
    ask_options(Options).
menu_setup(5, rules).
menu_setup(6, exit).
menu_setup(10, demo(midgame)).
menu_setup(20, demo(endgame)).

menu_action(cancelled) :-
    say(menu_cancelled).
menu_action(play(Players, Options)) :-
    startGame(Players, Options).
menu_action(rules) :-
    rules.
menu_action(exit) :-
    say(menu_exit),
    halt_toplevel(0).
menu_action(demo(Name)) :-
    demo(Name).

ask_human(Player, Name) :-
    ask(key(ask_name(Player)), Answer),
    (   Answer == ''
    ->  say(name_empty),
        ask_human(Player, Name)
    ;   Name = Answer
    ).

ask_level(Player, Level) :-
    user:rulebook(levels, Levels),
    ask(key(ask_level(Player, Levels)), Answer),
    (   memberchk(Answer, Levels)
    ->  Level = Answer
    ;   say(unknown_level(Answer, Levels)),
        ask_level(Player, Level)
    ).

%% ask_options(-Options) is det.
%
%  Asks for the seed's two extra rules (startGame/0 and menu/0 call it):
%  kings moving in all directions (the seed's game plays it: an empty
%  answer is yes), and at most two transformations each (its optional
%  rule: an empty answer is no). Throws at end of input, as ask/2 does,
%  and at cancel (batal) in startGame/0 and menu/0, which run it under
%  screen:cancellable_questions/1.
ask_options(Options) :-
    ask_yes_no(ask_all_directions, true, AllWays),
    ask_yes_no(ask_two_transformations, false, Two),
    findall(O,
            (   AllWays == false,
                O = kings_move_all_directions(false)
            ;   Two == true,
                O = max_transformations(2)
            ),
            Options).

ask_yes_no(Question, Default, Bool) :-
    ask(key(Question), Answer),
    (   Answer == ''
    ->  Bool = Default
    ;   yes_no(Answer, Bool0)
    ->  Bool = Bool0
    ;   say(yes_no_expected(Answer)),
        ask_yes_no(Question, Default, Bool)
    ).

yes_no(n, false).
yes_no(no, false).
yes_no(t, false).
yes_no(tidak, false).
yes_no(y, true).
yes_no(yes, true).
yes_no(ya, true).
