/** Scryer's library(files) under SWI-Prolog: the predicates the rules use.

delete_file/1 and rename_file/2 are SWI built-ins (they accept a list of
characters as a file name, as Scryer's do).
*/
:- module(scryer_files, [file_exists/1, directory_exists/1]).

file_exists(File) :-
    exists_file(File).

directory_exists(Dir) :-
    exists_directory(Dir).
