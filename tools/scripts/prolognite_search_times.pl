/* CPU time of every move of Prolognite's search computer, in whole games
   of search against greedy (search is p1 in odd games, p2 in even ones),
   all in one process from the seed given on the command line:

     conquest --game prolognite --seed 1 tools/scripts/prolognite_search_times.pl \
         -g 'set_inference_limit(infinite)' -g 'search_times(9, 12)' -g halt

   Prints, for the search's moves, the count, average and maximum of the
   placements, of the destructions and of all moves, and the range of each
   game's first placement (statistics(runtime, _), milliseconds). The
   moves follow the seed, so two builds give the same games when their
   computers choose the same moves. `--rules DIR` times another rule tree
   with the same binary.
*/
:- use_module(library(lists)).
:- use_module(library(format)).
:- use_module(library(between)).

%% search_times(+Size, +Games) is det.
%
%  Plays Games games of search against greedy on a Size x Size board and
%  prints the times of the search's moves.
search_times(Size, Games) :-
    findall(Times, ( between(1, Games, G),
                     (   G mod 2 =:= 1
                     ->  Levels = [search, greedy]
                     ;   Levels = [greedy, search]
                     ),
                     new_state([p1, p2], [size(Size)], State),
                     game_times(State, Levels, true-true, Times) ),
            Timess),
    append(Timess, Times),
    format("search on ~w x ~w, ~w games~n", [Size, Size, Games]),
    findall(T, member(move(deployment, _, T), Times), Placements),
    times_line(placements, Placements),
    findall(T, member(move(destruction, _, T), Times), Destructions),
    times_line(destructions, Destructions),
    findall(T, member(move(_, _, T), Times), Moves),
    times_line('every move', Moves),
    findall(T, member(move(_, true, T), Times), Firsts),
    min_list(Firsts, Least),
    max_list(Firsts, Most),
    format("first placement of a game: ~w-~w ms~n", [Least, Most]).

times_line(Name, Ts) :-
    length(Ts, N),
    sum_list(Ts, Sum),
    max_list(Ts, Max),
    Average is Sum / N,
    format("~w: ~w, ~1f ms on average, at most ~w ms~n", [Name, N, Average, Max]).

%  Times: move(Phase, First, Ms) for every move of the search in the game
%  from State, First true for its first placement; Fresh1-Fresh2 says
%  whether p1 and p2 have yet to place.
game_times(State, _, _, []) :-
    game_over(State, _),
    !.
game_times(State, Levels, Fresh0, Times) :-
    state_player(State, Player),
    (   Player == p1
    ->  Levels = [Level, _],
        Fresh0 = First-Fresh2,
        Fresh = false-Fresh2
    ;   Levels = [_, Level],
        Fresh0 = Fresh1-First,
        Fresh = Fresh1-false
    ),
    state_phase(State, Phase),
    statistics(runtime, [T0|_]),
    computer_move(Level, State, Move),
    statistics(runtime, [T1|_]),
    T is T1 - T0,
    apply_move(State, Move, State1),
    (   Level == search
    ->  Times = [move(Phase, First, T)|Times1]
    ;   Times = Times1
    ),
    game_times(State1, Levels, Fresh, Times1).
