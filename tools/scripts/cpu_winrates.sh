#!/usr/bin/env bash
# Win rates of the computer players, headless: games of A against B.
#
#   tools/scripts/cpu_winrates.sh A B [GAMES] [GAMES_PER_PROCESS] [MAX_ROUNDS]
#   tools/scripts/cpu_winrates.sh normal easy 200
#
# Runs GAMES games (default 200) of cpu(A) against cpu(B) through the release
# binary, GAMES_PER_PROCESS (default 10) in one process started with
# --seed S (S = 1, 2, ...), A as player 1 in odd games and player 2 in even
# ones, two processes at a time. Prints one line per game (seed, game, winner
# level, rounds, computer actions, ms) and the totals.
set -eu
A=$1
B=$2
GAMES=${3:-200}
PER=${4:-10}
MAX=${5:-300}
BIN=${CONQUEST:-./target/release/conquest}
OUT=$(mktemp -d)
PROCS=$(( (GAMES + PER - 1) / PER ))

run_seed() {
    seed=$1
    {
        echo "set_quiet(true), set_inference_limit(100000000000)."
        i=1
        while [ "$i" -le "$PER" ]; do
            g=$(( (seed - 1) * PER + i ))
            if [ "$g" -le "$GAMES" ]; then
                if [ $((g % 2)) -eq 1 ]; then P="[cpu($A), cpu($B)]"; L1=$A; L2=$B
                else P="[cpu($B), cpu($A)]"; L1=$B; L2=$A; fi
                echo "startGame($P, [max_rounds($MAX)]), (winner(W) -> true ; W = draw), round(R), computer_actions(N), G = g($g, $L1, $L2)."
            fi
            i=$((i + 1))
        done
    } | "$BIN" --seed "$seed" --timing > "$OUT/$seed.txt" 2>&1
}

seq 1 "$PROCS" | while read -r s; do
    run_seed "$s" &
    if [ $((s % 2)) -eq 0 ]; then wait; fi
done
wait

cat "$OUT"/*.txt | awk -v A="$A" -v B="$B" '
/^W = / { w = $3 }
/^R = / { r = $3 }
/^N = / { n = $3 }
/^G = g\(/ { sub(/^G = g\(/, ""); sub(/\)$/, ""); split($0, f, ","); g = f[1]; l1 = f[2]; l2 = f[3] }
/^\([0-9]+ ms\) yes/ && g != "" {
    ms = substr($1, 2)
    if (w == "p1") lev = l1; else if (w == "p2") lev = l2; else lev = "draw"
    if (lev == A && A != B) a++; else if (lev == B && A != B) b++; else if (lev == "draw") d++; else if (w == "p1") a++; else b++
    games++; rounds += r; time += ms; acts += n
    printf "game %d: %s rounds %d actions %d %d ms\n", g, (lev == "draw" ? "draw" : lev " (" w ")"), r, n, ms
    g = ""
}
END {
    printf "\n%s vs %s: %d games: %s wins %d (%.1f%%), %s wins %d (%.1f%%), draws %d\n", A, B, games, A, a, 100*a/games, B, b, 100*b/games, d
    printf "average %.1f rounds, %.0f ms per game, %.0f computer actions per game\n", rounds/games, time/games, acts/games
}'
rm -rf "$OUT"
