/** What `cargo bench --bench measure` times for Global Conquest.

The benchmark (benches/measure/main.rs) knows no game: it loads this file
into an engine that loaded the rulebook, asks it for these facts, runs
their queries as a player types them at the toplevel, and times them. A
game without such a file is measured by its loading time and its
simulated games only.

  - bench_setup(Players, Queries): the queries that start a game of
    Players (humans, or a human against computer(Level)) and bring it to
    the position the commands are timed in; the benchmark then takes a
    checkpoint (game:game_checkpoint/1) and rolls back to it before every
    timed run, so every run does the same work.
  - bench_command(Name, Before, Query, Answers): Query is timed after the
    untimed query Before; Answers are the lines its questions read.
  - bench_computer(Level, Query): Query, timed in the position of
    bench_setup(computer(Level), _), hands the turn to the computer, which
    plays its turn and hands it back.
  - bench_simulation(Levels, Games, QuickGames): whole games per second
    between computers at Levels (Games of them, QuickGames with --quick).
  - bench_memory(Levels): the pairing of the long run that measures
    resident memory.

Queries are atoms of toplevel text, ending with a full stop.
*/
:- module(conquest_bench, [bench_setup/2,
                           bench_command/4,
                           bench_computer/2,
                           bench_simulation/3,
                           bench_memory/1]).

%% bench_setup(?Players, -Queries) is nondet.
%
%  Queries start a two-player game without reinforcement territories,
%  claim every territory in map order and place all troops at random. For
%  humans the player to move then holds NA1 with 10 troops, every enemy
%  neighbour of NA1 holds at least 3 and its reserve is 1000; against a
%  computer, it is the human's turn.
%
%  ?- bench_setup(computer(hard), Qs), length(Qs, N).
%     N = 4.
bench_setup(humans,
            [ 'startGame([alice, bob], [reinforcement_probability(0.0)]).',
              'forall(territory(T, _, _), takeLocation(T)).',
              'placeAutomatic.',
              'placeAutomatic.',
              'current_player(P), ( owner(na1, P) -> true ; endTurn ).',
              'current_player(P), troops(na1, N), K is 10 - N, ( K > 0 -> cheatTroops(na1, K) ; true ).',
              'current_player(P), forall(( adjacent(na1, T), \\+ owner(T, P), troops(T, N), N < 3 ), ( K is 3 - N, cheatTroops(T, K) )).',
              'current_player(P), cheatReserve(P, 1000).'
            ]).
bench_setup(computer(Level),
            [ Start,
              'forall(territory(T, _, _), takeLocation(T)).',
              'placeAutomatic.',
              'phase(playing), current_player(p1).'
            ]) :-
    computer_level(Level),
    atom_concat('startGame([alice, cpu(', Level, A),
    atom_concat(A, ')], [reinforcement_probability(0.0)]).', Start).

computer_level(easy).
computer_level(normal).
computer_level(hard).

%% bench_command(?Name, -Before, -Query, -Answers) is nondet.
%
%  The commands timed in the position of bench_setup(humans, _). The
%  attack's dice are scripted to lose, so no move-in question follows.
bench_command('draft(na1, 1)', 'true.', 'draft(na1, 1).', []).
bench_command('move(na1, <own territory>, 1)', 'true.',
              'current_player(P), once((owner(T, P), T \\== na1)), move(na1, T, 1).', []).
bench_command('attack (3 questions answered, lost)', 'script_dice([1, 6, 6, 6]).', 'attack.',
              [na1, '1', '1']).
bench_command('risk', 'true.', 'risk.', []).
bench_command('checkLocationDetail(na1)', 'true.', 'checkLocationDetail(na1).', []).
bench_command('checkPlayerDetail(p1)', 'true.', 'checkPlayerDetail(p1).', []).
bench_command('checkPlayerTerritories(p1)', 'true.', 'checkPlayerTerritories(p1).', []).
bench_command('checkIncomingTroops(p1)', 'true.', 'checkIncomingTroops(p1).', []).
bench_command('displayMap', 'true.', 'displayMap.', []).
bench_command('endTurn (map drawn for the next player)', 'true.', 'endTurn.', []).

%% bench_computer(?Level, -Query) is nondet.
%
%  The human's endTurn: the computer at Level plays a turn.
bench_computer(Level, 'endTurn.') :-
    computer_level(Level).

%% bench_simulation(?Levels, ?Games, ?QuickGames) is nondet.
bench_simulation([easy, easy], 20, 5).
bench_simulation([normal, easy], 50, 10).
bench_simulation([hard, normal], 4, 1).

%% bench_memory(?Levels).
bench_memory([normal, easy]).
