//! The loader lifts the control-construct goals of findall/3, forall/2,
//! once/1 and the like in a game's files into predicates of their own
//! (prolog/host/loader/expansion.pl, lift_clause/3): the answers must be those of the goals as
//! written, the predicates around them must keep all their clauses, and
//! listing/1 must show the source.

use crate::common::*;

const TOY: &str = r#":- module(toy, [evens/2, all_small/1, first_big/2, pairs/2, kept/1,
                words//1, lifted/1, rule/1]).
:- use_module(library(lists)).
:- use_module(library(iso_ext)).
evens(Xs, Es) :- findall(X, (member(X, Xs), X mod 2 =:= 0), Es).
all_small(Xs) :- forall((member(X, Xs), X > 0), X < 10).
first_big(Xs, B) :- once((member(B, Xs), B > 5)).
pairs(Xs, Ps) :-
    findall(X-Ys, (member(X, Xs), findall(Y, (member(Y, Xs), Y > X), Ys)), Ps).
kept(one).
kept(X) :- findall(Y, (member(Y, [two, three]), !), [X]).
kept(four).
words(Ws) --> { findall(W, (member(W, [red, green, blue]), W \== blue), Ws) }, [].
:- dynamic(rule/1).
rule(X) :- findall(Y, (member(Y, [1, 2]), Y > 1), X).
lifted(N) :-
    findall(Name, ( current_predicate(toy:Name/_),
                    atom_concat('$lifted_', _, Name) ), Names),
    length(Names, N).
"#;

fn toy(input: &str) -> Run {
    let dir = toy_rules(&[("toy.pl", TOY)]);
    conquest(&strs(&toy_args(&dir)), input)
}

#[test]
fn lifted_goals_answer_as_written() {
    let run = toy("evens([1,2,3,4], E).\n\
         all_small([1,5,20]).\n\
         all_small([-3,4]).\n\
         first_big([1,7,9], B).\n\
         pairs([1,2,3], P).\n\
         findall(X, kept(X), K).\n\
         phrase(words(W), []).\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The cut stays inside the lifted goal; kept/1 keeps the clauses on
    // both sides of the one that was lifted.
    let expected = [
        "E = [2,4]",
        "",
        "",
        "B = 7",
        "P = [1-[2,3],2-[3],3-[]]",
        "K = [one,two,four]",
        "W = [red,green]",
    ];
    let outcome = ["yes", "no", "yes", "yes", "yes", "yes", "yes"];
    let mut want = String::new();
    for (binding, end) in expected.iter().zip(outcome) {
        if !binding.is_empty() {
            want.push_str(&format!("\n{binding}\n"));
        }
        want.push_str(&format!("\n{end}\n"));
    }
    assert_eq!(run.stdout, want);
}

#[test]
fn every_control_goal_of_a_meta_call_is_lifted_and_listing_shows_the_source() {
    let run = toy("lifted(N).\nlisting(evens/2).\nclause(toy:rule(_), B), rule(R).\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    // evens, all_small's condition, first_big, pairs' two findalls, kept,
    // words and lifted itself (not the dynamic rule/1).
    assert!(run.stdout.contains("N = 8"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("findall(X,(member(X,Xs),X mod 2=:=0),Es)"),
        "{}",
        run.stdout
    );
    // A dynamic predicate's clauses stay as written, for clause/2.
    assert!(
        run.stdout.contains("B = findall(") && run.stdout.contains("R = [2]"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("$lifted"), "{}", run.stdout);
}
