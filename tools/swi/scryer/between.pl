/** Scryer's library(between) under SWI-Prolog.

between/3 is built in and numlist/3 comes from SWI's library(lists);
nothing is left to define.
*/
:- module(scryer_between, []).
