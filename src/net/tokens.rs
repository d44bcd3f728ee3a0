//! Seat tokens: a name's seat belongs to the client that first joined
//! with it.
//!
//! On a player's first `welcome` the server issues a token, random bytes
//! from the operating system (never the game's seeded generator, which
//! `--seed` makes anyone's to predict), and the client keeps it per server
//! address and name. Whoever joins with that name again must give it.
//! The server keeps its tokens in a file beside the autosave, so that
//! `conquest serve --resume` keeps each seat for its player (the other
//! choice, the first to rejoin after a resume takes a name, would give
//! a seat away exactly when every player rejoins at once).
//! Both files are the user's alone (mode 0600) and written whole or not
//! at all.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use rand::rngs::OsRng;
use rand::RngCore;
use serde_json::{Map, Value};

/// The bytes of a token (written as twice as many hexadecimal digits).
const TOKEN_BYTES: usize = 16;

/// The longest token a hello may carry: longer is no token of ours.
pub const MAX_TOKEN: usize = 128;

/// The most names the server holds seats for: a client joining under
/// ever new names would otherwise grow its tokens (and their file)
/// without end.
pub const MAX_NAMES: usize = 4096;

/// A token file bigger than this is not read (it holds one short line a
/// name).
const MAX_FILE: u64 = 1 << 20;

/// Why a hello may not take a name's seat, in words.
pub fn wrong_token_reason(name: &str) -> String {
    format!("the seat of {name} belongs to whoever joined as {name} first; join with that client's token")
}

/// A new token: random bytes from the operating system, in hexadecimal.
pub fn new_token() -> String {
    let mut bytes = [0u8; TOKEN_BYTES];
    OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Equal, compared in a time that does not tell how much of the start
/// of `given` was right.
fn same_token(given: &str, held: &str) -> bool {
    let (a, b) = (given.as_bytes(), held.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The server's tokens: name to token.
#[derive(Debug, Default)]
pub struct ServerTokens {
    tokens: BTreeMap<String, String>,
    /// Where they are kept, when there is a data folder.
    file: Option<PathBuf>,
}

/// What a hello's name and token come to.
#[derive(Debug, PartialEq, Eq)]
pub enum Admission {
    /// The name's seat is the client's: its token (new when `issued`).
    Admitted { token: String, issued: bool },
    /// The name is held by another token (or the hello gave none).
    Refused(String),
}

impl ServerTokens {
    /// The tokens of the server that autosaves to `file`'s folder: read
    /// from `file` when `resume` (a missing or unreadable file is none),
    /// else none (the file is written anew at the first token).
    pub fn open(file: Option<PathBuf>, resume: bool) -> ServerTokens {
        let tokens = match (&file, resume) {
            (Some(path), true) => read_map(path),
            _ => BTreeMap::new(),
        };
        ServerTokens { tokens, file }
    }

    /// The names that hold a token: every player who joined (before a
    /// resume too).
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.tokens.keys().map(String::as_str)
    }

    /// Whether a hello with `name` and `given` may take the name's seat.
    /// A spectator (`watch`) is given no token for a free name, but must
    /// give the one a name holds: else a spectator could keep a player
    /// from joining by being connected under their name.
    pub fn admit(&mut self, name: &str, given: Option<&str>, watch: bool) -> Admission {
        match self.tokens.get(name) {
            Some(held) => {
                if given.is_some_and(|g| same_token(g, held)) {
                    Admission::Admitted {
                        token: held.clone(),
                        issued: false,
                    }
                } else {
                    Admission::Refused(wrong_token_reason(name))
                }
            }
            None if watch => Admission::Admitted {
                token: String::new(),
                issued: false,
            },
            None if self.tokens.len() >= MAX_NAMES => Admission::Refused(format!(
                "the server holds the seats of {MAX_NAMES} names: no new name can join"
            )),
            None => {
                let token = new_token();
                self.tokens.insert(name.to_string(), token.clone());
                if let Some(file) = &self.file {
                    if let Err(e) = write_map(file, &self.tokens) {
                        eprintln!(
                            "conquest serve: cannot keep the seat tokens in {}: {e}",
                            file.display()
                        );
                    }
                }
                Admission::Admitted {
                    token,
                    issued: true,
                }
            }
        }
    }
}

/// The server's token file beside the autosave of `game`.
pub fn server_file(data_dir: &Path, game: &str) -> PathBuf {
    data_dir.join(format!("serve-tokens-{game}.json"))
}

/// The client's token file.
pub fn client_file(data_dir: &Path) -> PathBuf {
    data_dir.join("join-tokens.json")
}

/// The key of a seat in the client's file: the address as typed, the name.
fn client_key(address: &str, name: &str) -> String {
    format!("{name}@{address}")
}

/// The token the client keeps for `name` at `address`.
pub fn stored_token(file: &Path, address: &str, name: &str) -> Option<String> {
    read_map(file).remove(&client_key(address, name))
}

/// Keeps `token` for `name` at `address`.
pub fn store_token(file: &Path, address: &str, name: &str, token: &str) -> std::io::Result<()> {
    let mut map = read_map(file);
    if map.get(&client_key(address, name)).map(String::as_str) == Some(token) {
        return Ok(());
    }
    map.insert(client_key(address, name), token.to_string());
    write_map(file, &map)
}

/// The string fields of the JSON object in `path`; none when it is
/// missing, too big or not such an object.
fn read_map(path: &Path) -> BTreeMap<String, String> {
    let Ok(bytes) = crate::storage::read_regular(path, MAX_FILE) else {
        return BTreeMap::new();
    };
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(object)) => object
            .into_iter()
            .filter_map(|(k, v)| match v {
                Value::String(s) => Some((k, s)),
                _ => None,
            })
            .collect(),
        _ => BTreeMap::new(),
    }
}

/// Writes `map` to `path` as a JSON object, whole or not at all, readable
/// by the user alone.
fn write_map(path: &Path, map: &BTreeMap<String, String>) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(folder)?;
    let object: Map<String, Value> = map
        .iter()
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    let mut text = Value::Object(object).to_string();
    text.push('\n');
    let mut temporary = tempfile::Builder::new()
        .prefix(".tokens.")
        .suffix(".tmp")
        .permissions(std::fs::Permissions::from_mode(0o600))
        .tempfile_in(folder)?;
    temporary.write_all(text.as_bytes())?;
    temporary.as_file().sync_all()?;
    temporary.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_new_each_time_and_hexadecimal() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 2 * TOKEN_BYTES);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn a_name_is_taken_back_only_with_its_token() {
        let mut tokens = ServerTokens::default();
        let Admission::Admitted { token, issued } = tokens.admit("alice", None, false) else {
            panic!("the first hello takes the name");
        };
        assert!(issued);
        assert_eq!(
            tokens.admit("alice", None, false),
            Admission::Refused(wrong_token_reason("alice"))
        );
        assert!(matches!(
            tokens.admit("alice", Some("0000"), true),
            Admission::Refused(_)
        ));
        assert_eq!(
            tokens.admit("alice", Some(&token), false),
            Admission::Admitted {
                token: token.clone(),
                issued: false
            }
        );
        // A spectator of a free name is given no token.
        assert_eq!(
            tokens.admit("bob", None, true),
            Admission::Admitted {
                token: String::new(),
                issued: false
            }
        );
    }

    #[test]
    fn the_names_held_are_bounded() {
        let mut tokens = ServerTokens::default();
        for n in 0..MAX_NAMES {
            let name = format!("p{n}");
            assert!(matches!(
                tokens.admit(&name, None, false),
                Admission::Admitted { issued: true, .. }
            ));
        }
        assert!(matches!(
            tokens.admit("one_more", None, false),
            Admission::Refused(_)
        ));
    }

    #[test]
    fn the_files_are_the_users_alone_and_read_back() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = server_file(dir.path(), "conquest");
        let mut tokens = ServerTokens::open(Some(file.clone()), false);
        let Admission::Admitted { token, .. } = tokens.admit("alice", None, false) else {
            panic!("admitted");
        };
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let mut resumed = ServerTokens::open(Some(file.clone()), true);
        assert!(matches!(
            resumed.admit("alice", None, false),
            Admission::Refused(_)
        ));
        let mut fresh = ServerTokens::open(Some(file), false);
        assert!(matches!(
            fresh.admit("alice", None, false),
            Admission::Admitted { issued: true, .. }
        ));

        let client = client_file(dir.path());
        store_token(&client, "127.0.0.1:4000", "alice", &token).unwrap();
        assert_eq!(
            stored_token(&client, "127.0.0.1:4000", "alice").as_deref(),
            Some(token.as_str())
        );
        assert_eq!(stored_token(&client, "127.0.0.1:4001", "alice"), None);
        let mode = std::fs::metadata(&client).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }

    #[test]
    fn a_damaged_file_holds_no_tokens() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("t.json");
        std::fs::write(&file, "[1, 2").unwrap();
        assert!(read_map(&file).is_empty());
    }
}
