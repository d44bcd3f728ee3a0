#!/usr/bin/env python3
"""The resident memory of `conquest serve` over a long computer game.

4 players (alice, bob, carol, dave: joined, no seat) and 20 spectators
join a release server on 127.0.0.1; the host types a game of four
computers, which plays to its winner in one command; games are played
one after another until 500 rounds have been played in all (one game
ends well before 500 rounds). Every connection is read on a thread of
its own. After each game the server's VmRSS and VmHWM are printed.
Not part of the tests: run by hand, `python3 scripts/net_memory.py
[BINARY] [ROUNDS]`.
"""
import json, os, re, socket, subprocess, sys, tempfile, threading, time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "target/release/conquest")
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 500
GAME = "startGame([cpu(normal), cpu(normal), cpu(easy), cpu(easy)], [])."

def status(pid):
    with open(f"/proc/{pid}/status") as f:
        fields = dict(l.split(":", 1) for l in f if ":" in l)
    return int(fields["VmRSS"].split()[0]) // 1024, int(fields["VmHWM"].split()[0]) // 1024

class Conn:
    def __init__(self, port, name, watch):
        self.s = socket.create_connection(("127.0.0.1", port))
        self.s.settimeout(600)
        self.f = self.s.makefile("r")
        self.send({"type": "hello", "name": name, "watch": watch})
        self.received = 0
    def send(self, m):
        self.s.sendall((json.dumps(m) + "\n").encode())
    def drain(self):
        for line in self.f:
            self.received += len(line)

def main():
    work = tempfile.mkdtemp(prefix="net_memory.")
    env = dict(os.environ, CONQUEST_DATA_DIR=work + "/data", NO_COLOR="1")
    server = subprocess.Popen([BIN, "serve", "--port", "0", "--seed", "7"], cwd=work,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True)
    try:
        port = int(server.stdout.readline().strip().rsplit(":", 1)[1])
        host_out = []
        threading.Thread(target=lambda: [host_out.append(l) for l in server.stdout], daemon=True).start()
        time.sleep(1)
        print("before joining: RSS %d MB, peak %d MB" % status(server.pid))
        conns = [Conn(port, n, False) for n in ["alice", "bob", "carol", "dave"]]
        conns += [Conn(port, f"watcher{i}", True) for i in range(20)]
        for c in conns:
            threading.Thread(target=c.drain, daemon=True).start()
        time.sleep(1)
        print("24 joined: RSS %d MB, peak %d MB" % status(server.pid))
        rounds = games = 0
        while rounds < ROUNDS:
            seen = len(host_out)
            server.stdin.write(GAME + "\nround(R), write(rounds_played(R)), nl.\n")
            server.stdin.flush()
            for _ in range(36000):
                found = [re.search(r"rounds_played\((\d+)\)", l) for l in host_out[seen:]]
                found = [m for m in found if m]
                if found:
                    break
                time.sleep(0.1)
            else:
                sys.exit("no end of game within an hour")
            games += 1
            rounds += int(found[0].group(1))
            rss, hwm = status(server.pid)
            print(f"game {games}: {rounds} rounds in all, RSS {rss} MB, peak {hwm} MB, "
                  f"{conns[-1].received // 1024} KB sent to a spectator", flush=True)
    finally:
        server.kill()
        server.wait()

main()
