#!/usr/bin/env bash
# How long `endTurn.` takes when a hard computer plays its turn after it,
# through the toplevel with its maps drawn, in batch with --timing.
#
#   tools/scripts/hard_turn_times.sh [GAMES] [TURNS]
#
# Plays GAMES games (default 8, seeds 1..GAMES) of
# startGame([alice, cpu(hard)], []), claimAutomatic., placeAutomatic., then
# `endTurn.` TURNS times (default 60; a refused one, after the end, is not
# counted): alice passive. Prints the median, p90, p95 and the largest time
# over every counted `endTurn.`, in ms: the wall-clock time --timing shows,
# and the CPU time of the process (statistics(runtime, _) around it), which
# the other sessions of a busy machine change less. CONQUEST names the
# binary (default the release build), RULES a rules folder to read instead
# of its own.
set -eu
GAMES=${1:-8}
TURNS=${2:-60}
BIN=${CONQUEST:-./target/release/conquest}
DATA=$(mktemp -d)
WALL=$(mktemp)
CPU=$(mktemp)
for seed in $(seq 1 "$GAMES"); do
    {
        echo "startGame([alice, cpu(hard)], [])."
        echo "claimAutomatic."
        echo "placeAutomatic."
        for _ in $(seq 1 "$TURNS"); do
            echo '\+ \+ ( statistics(runtime, [T0, _]), endTurn, statistics(runtime, [T1, _]), D is T1 - T0, format("~ncpu ~d~n", [D]) ).'
        done
    } | CONQUEST_DATA_DIR=$DATA "$BIN" ${RULES:+--rules "$RULES"} --seed "$seed" --timing 2>&1 \
      | awk -v wall="$WALL" -v cpu="$CPU" '
            /^cpu [0-9]+$/ { c = $2; next }
            /^\([0-9]+ ms\) yes$/ { if (c != "") { gsub(/[()]/, "", $1); print $1 >> wall; print c >> cpu; c = "" } }'
done
report() {
    sort -n "$2" | awk -v what="$1" '{ t[NR] = $1 }
        function q(p) { i = int(p * NR + 0.999999); if (i < 1) i = 1; return t[i] }
        END { printf "%s: %d turns: median %d ms, p90 %d, p95 %d, max %d\n", what, NR, q(0.5), q(0.9), q(0.95), t[NR] }'
}
report wall "$WALL"
report cpu "$CPU"
rm -rf "$DATA" "$WALL" "$CPU"
