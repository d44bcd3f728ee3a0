#!/bin/sh
# Scryer (conquest simulate) against SWI-Prolog (the same rule files through
# tools/swi/swi.pl): the same levels, games and max rounds, one after
# the other, games/s and ms per computer action side by side.
#
#   tools/scripts/swi_simulate.sh [LEVELS] [GAMES] [SEED]     e.g. normal,easy 100 3
#
# CONQUEST (default target/release/conquest) is the binary to measure.
# Without swipl on PATH the SWI side is skipped with a message
# (apt-get install swi-prolog-nox).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
levels=${1:-normal,easy}
games=${2:-20}
seed=${3:-1}
conquest=${CONQUEST:-$here/target/release/conquest}

row() { # engine json
    printf '%s\n' "$2" | awk -v engine="$1" '{
        match($0, /"games_per_second":[0-9.]+/); gps = substr($0, RSTART + 19, RLENGTH - 19)
        match($0, /"average_actions":[0-9.]+/); act = substr($0, RSTART + 18, RLENGTH - 18)
        match($0, /"average_rounds":[0-9.]+/); rnd = substr($0, RSTART + 17, RLENGTH - 17)
        ms = (gps > 0 && act > 0) ? 1000 / (gps * act) : 0
        printf "%-8s %10.2f %12.1f %12.1f %14.3f\n", engine, gps, rnd, act, ms }'
}

echo "players $levels, $games games, seed $seed, max 300 rounds"
printf '%-8s %10s %12s %12s %14s\n' engine games/s rounds/game actions/game ms/action
# One job: SWI plays on one core, so the time per action compares.
scryer=$("$conquest" simulate --rules "$here/prolog" --players "$levels" --games "$games" --seed "$seed" --jobs 1 --json)
row scryer "$scryer"
if command -v swipl >/dev/null 2>&1; then
    swi=$(swipl "$here/tools/swi/swi_simulate.pl" --players "$levels" --games "$games" --seed "$seed" --json)
    row swipl "$swi"
else
    echo "swipl        skipped: swipl is not installed (apt-get install swi-prolog-nox)"
fi
