/** Scryer's library(dcgs) under SWI-Prolog.

Grammar rules (-->), phrase/2 and phrase/3 are built into SWI: nothing is
missing.
*/
:- module(scryer_dcgs, []).
