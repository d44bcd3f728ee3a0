/** The world map of Global Conquest: territories, continents and borders.

24 territories in 6 continents. The map is an undirected graph: each border
is stored once as adjacent_/2 and adjacent/2 makes it symmetric. The map
wraps around: Alaska (NA5) borders Russia (A1) across the Bering Strait.
The drawing in map.txt shows exactly these borders; change both together.

A user who wants Asia to be worth 7 troops edits one continent/3 fact.
*/
:- module(conquest_map, [territory/3,
                continent/3,
                adjacent/2,
                territory_neighbours/2,
                continent_territories/2,
                in_map_order/2,
                territory_count/1,
                territory_label/2,
                territory_code/1]).

:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module('../../host/util').

%% continent(?Code, ?Name, ?Bonus).
%
%  Continent Code is called Name; holding all of it is worth Bonus troops
%  at the start of each turn.
%
%  ?- continent(as, Name, Bonus).
%     Name = 'Asia', Bonus = 5.
continent(na, 'North America', 3).
continent(eu, 'Europe', 3).
continent(as, 'Asia', 5).
continent(sa, 'South America', 2).
continent(af, 'Africa', 2).
continent(au, 'Australia', 1).

%% territory(?Code, ?Name, ?Continent).
%
%  Territory Code is called Name and lies in Continent.
%
%  ?- territory(sa1, Name, C).
%     Name = 'Brazil', C = sa.
territory(na1, 'Greenland', na).
territory(na2, 'Canada', na).
territory(na3, 'United States', na).
territory(na4, 'Mexico', na).
territory(na5, 'Alaska', na).
territory(e1, 'United Kingdom', eu).
territory(e2, 'Scandinavia', eu).
territory(e3, 'France', eu).
territory(e4, 'Germany', eu).
territory(e5, 'Ukraine', eu).
territory(a1, 'Russia', as).
territory(a2, 'Kazakhstan', as).
territory(a3, 'Saudi Arabia', as).
territory(a4, 'China', as).
territory(a5, 'India', as).
territory(a6, 'Indonesia', as).
territory(a7, 'Japan', as).
territory(sa1, 'Brazil', sa).
territory(sa2, 'Argentina', sa).
territory(af1, 'Morocco', af).
territory(af2, 'Egypt', af).
territory(af3, 'South Africa', af).
territory(au1, 'Australia', au).
territory(au2, 'New Zealand', au).

% Each border once. Inside continents first, then between continents.
adjacent_(na1, na2).
adjacent_(na1, na3).
adjacent_(na2, na3).
adjacent_(na2, na4).
adjacent_(na3, na4).
adjacent_(na3, na5).
adjacent_(na4, na5).
adjacent_(e1, e2).
adjacent_(e1, e3).
adjacent_(e2, e3).
adjacent_(e2, e4).
adjacent_(e3, e4).
adjacent_(e3, e5).
adjacent_(e4, e5).
adjacent_(a1, a2).
adjacent_(a1, a3).
adjacent_(a2, a3).
adjacent_(a2, a4).
adjacent_(a3, a4).
adjacent_(a3, a5).
adjacent_(a4, a5).
adjacent_(a4, a6).
adjacent_(a5, a6).
adjacent_(a5, a7).
adjacent_(a6, a7).
adjacent_(sa1, sa2).
adjacent_(af1, af2).
adjacent_(af1, af3).
adjacent_(af2, af3).
adjacent_(au1, au2).
adjacent_(na1, e1).
adjacent_(na4, sa1).
adjacent_(na5, a1).             % Bering Strait: the map wraps around
adjacent_(e4, af1).
adjacent_(e5, a2).
adjacent_(e5, af2).
adjacent_(e4, a2).
adjacent_(sa2, af1).
adjacent_(a6, au1).

%% adjacent(?A, ?B).
%
%  Territories A and B share a border. Symmetric.
%
%  ?- adjacent(sa2, T).
%     T = af1 ; T = sa1.
adjacent(A, B) :-
    (   adjacent_(A, B)
    ;   adjacent_(B, A)
    ).

%% territory_neighbours(+Territory, -Neighbours) is det.
%
%  Neighbours is the list of territories bordering Territory, in map order.
%
%  ?- territory_neighbours(au1, Ns).
%     Ns = [a6, au2].
territory_neighbours(Territory, Neighbours) :-
    (   atom(Territory)
    ->  % Worked out once per load of the rules for every territory: a
        % search through every territory and border at each call (Scryer
        % indexes facts on their first argument only).
        remembered('conquest_map:neighbours', T-Ns,
                   ( territory(T, _, _), neighbours_in_map_order(T, Ns) ),
                   Table),
        (   memberchk(Territory-Neighbours0, Table)
        ->  Neighbours = Neighbours0
        ;   Neighbours = []
        )
    ;   neighbours_in_map_order(Territory, Neighbours)
    ).

neighbours_in_map_order(Territory, Neighbours) :-
    findall(N, ( territory(N, _, _), adjacent(Territory, N) ), Neighbours).

%% continent_territories(?Continent, -Territories) is det.
%
%  Territories is the list of territories of Continent, in map order.
%
%  ?- continent_territories(sa, Ts).
%     Ts = [sa1, sa2].
continent_territories(Continent, Territories) :-
    continent(Continent, _, _),
    % A continent's territories are found by the third argument of
    % territory/3: worked out once per load of the rules.
    remembered('conquest_map:continents', C-Ts,
               ( continent(C, _, _), findall(T, territory(T, _, C), Ts) ),
               Table),
    memberchk(Continent-Territories, Table).

%% in_map_order(+Territories, -Ordered) is det.
%
%  Ordered is Territories in map order, each once; what is not a territory
%  code is left out.
%
%  ?- in_map_order([au1, na1, a6, na1], Ts).
%     Ts = [na1, a6, au1].
in_map_order(Territories, Ordered) :-
    % The codes given, sorted, find their places in one walk through the
    % places (a search of the map for each took ~70 us a call).
    territory_places(Places),
    sort(Territories, Sorted),
    placed(Sorted, Places, Pairs),
    keysort(Pairs, Ordered0),
    pairs_values(Ordered0, Ordered).

%% territory_count(-N) is det.
%
%  The map has N territories.
%
%  ?- territory_count(N).
%     N = 24.
territory_count(N) :-
    territory_places(Places),
    length(Places, N).

%  Territory-Place for every territory, Place its number in map order,
%  sorted by code: worked out once per load.
territory_places(Places) :-
    remembered('conquest_map:places', T-P,
               ( findall(T0, territory(T0, _, _), Ts),
                 findall(T1-P1, nth1(P1, Ts, T1), Places0),
                 sort(Places0, Places1),
                 member(T-P, Places1) ),
               Places).

%  Place-Territory for each territory of the first list (sorted) found in
%  the second (Territory-Place, sorted).
placed([], _, []) :- !.
placed(_, [], []) :- !.
placed([T|Ts], [T0-P|Places], Pairs) :-
    compare(Order, T, T0),
    placed(Order, T, Ts, T0-P, Places, Pairs).

placed(=, T, Ts, _-P, Places, [P-T|Pairs]) :-
    placed(Ts, Places, Pairs).
placed(<, _, Ts, Place, Places, Pairs) :-
    placed(Ts, [Place|Places], Pairs).
placed(>, T, Ts, _, Places, Pairs) :-
    placed([T|Ts], Places, Pairs).

%% territory_code(?Code) is nondet.
%
%  Code is a territory code.
territory_code(Code) :-
    territory(Code, _, _).

%% territory_label(+Code, -Label) is det.
%
%  Label is Code in upper case, as players see it in messages: `na1` -> 'NA1'.
%  Works for any atom (player ids too).
%
%  ?- territory_label(au1, L).
%     L = 'AU1'.
territory_label(Code, Label) :-
    atom_chars(Code, Chars),
    maplist(upper_char, Chars, Upper),
    atom_chars(Label, Upper).

upper_char(C, U) :-
    char_code(C, X),
    (   X >= 0'a,
        X =< 0'z
    ->  Y is X - 32
    ;   Y = X
    ),
    char_code(U, Y).
