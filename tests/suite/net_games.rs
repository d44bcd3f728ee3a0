//! Issue 36's proof over loopback: a client that never reads does not
//! hold up the others' commands.

use crate::net::{two_players, Server};

/// Twenty claims of Global Conquest's territories, alice's and bob's in turn.
const CLAIMS: [&str; 20] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1",
];

#[test]
fn a_client_that_never_reads_holds_up_no_other_command() {
    let server = Server::start("net-games-deaf", &[]);
    // carol joins and never reads a byte: the map drawn before each
    // claim goes to her too, and fills her socket's buffers.
    let mut carol = server.join("carol");
    let (mut alice, mut bob) = two_players(&server);
    for (i, territory) in CLAIMS.iter().enumerate() {
        let (player, name) = if i % 2 == 0 {
            (&mut alice, "alice")
        } else {
            (&mut bob, "bob")
        };
        // Every prompt comes within the helpers' read timeout, or the
        // read panics: carol held the game up.
        let took = player.ask(&format!("takeLocation({territory})."));
        assert!(
            took.contains(&format!(
                "{name} takes territory {}.",
                territory.to_uppercase()
            )),
            "{took}"
        );
        let other = if i % 2 == 0 { &mut bob } else { &mut alice };
        other.until(&format!("takes territory {}.", territory.to_uppercase()));
    }
    let owner = bob.ask("owner(af1, P).");
    assert!(owner.contains("P = p2"), "{owner}");
    carol.line("true.");
}
