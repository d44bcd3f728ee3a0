#!/usr/bin/env bash
# What scryer-prolog itself needs to compile Global Conquest's clauses and
# the game library's, against SWI-Prolog, with neither host around them:
# the clauses are written into one plain file (tools/swi/dump_clauses.pl)
# and each engine consults it and halts. Prints each run's CPU seconds
# (user + system), the engines interleaved.
# Run from the repository root: tools/scripts/engine_compile_floor.sh [RUNS]
set -euo pipefail
runs=${1:-5}
out=$(mktemp --suffix=.pl)
trap 'rm -f "$out"' EXIT
swipl tools/swi/dump_clauses.pl -- "$out" prolog/games/conquest/*.pl prolog/common/*.pl
echo "clauses: $(grep -c '^[a-z]' "$out" || true) in $out"
for _ in $(seq "$runs"); do
    /usr/bin/time -f "scryer-prolog %U %S" scryer-prolog "$out" -g halt 2>&1 >/dev/null | grep '^scryer' | awk '{print $1, $2 + $3}'
    /usr/bin/time -f "swipl %U %S" swipl -q "$out" -g halt 2>&1 >/dev/null | grep '^swipl' | awk '{print $1, $2 + $3}'
    /usr/bin/time -f "scryer-prolog-empty %U %S" scryer-prolog -g halt 2>&1 >/dev/null | grep '^scryer' | awk '{print $1, $2 + $3}'
    /usr/bin/time -f "swipl-empty %U %S" swipl -q -g halt 2>&1 >/dev/null | grep '^swipl' | awk '{print $1, $2 + $3}'
done
