#!/usr/bin/env bash
# Classic benchmark programs (benches/classic/*.pl) through `conquest
# --game none` and `scryer-prolog` side by side: RUNS interleaved runs of
# each (default 5), the median CPU time (user + system) of `-g bench`
# minus the median of the same file's own `-g halt` start, the ratio, and
# the geometric mean of the ratios. Also checks each run's exit status and
# that both printed the same standard output (conquest's "Loaded FILE."
# line aside). A program that fails, raises or times out in one system is
# reported in its row and left out of the mean, never fatal.
#
# Usage: tools/scripts/classic_bench.sh [CONQUEST_BINARY] [RUNS]
#   CONQUEST_BINARY defaults to target/release/conquest (built by the
#   caller: this script runs no cargo); scryer-prolog 0.10.0 from PATH.
#   CONQUEST_RULES=DIR passes --rules DIR: a binary reads the prolog/ of
#   the tree it was built in while that exists, so a binary measured
#   beside a newer checkout needs the prolog/ of its own commit.
set -u
cd "$(dirname "$0")/../.."
conquest=${1:-target/release/conquest}
runs=${2:-5}
scryer=$(command -v scryer-prolog) || { echo "scryer-prolog not found" >&2; exit 2; }
[ -x "$conquest" ] || { echo "no executable $conquest" >&2; exit 2; }
limit=${CLASSIC_TIMEOUT:-300}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A plain conquest session stops a query at an inference limit (the
# safety net of a game session); the benchmarks run far past it, so the
# limit is lifted first with the goal the binary accepts for it.
c_bench=(-g 'set_inference_limit(infinite)' -g bench -g halt)
c_opts=(--game none)
[ -n "${CONQUEST_RULES:-}" ] && c_opts+=(--rules "$CONQUEST_RULES")

# run NAME OUTFILE CMD...: runs CMD with a timeout, appends "user+sys"
# seconds to $tmp/NAME.times, or "fail" on a non-zero exit status.
run() {
  local name=$1 out=$2; shift 2
  if NO_COLOR=1 /usr/bin/time -f '%U %S' -o "$tmp/time" timeout "$limit" "$@" </dev/null >"$out" 2>"$tmp/err"; then
    awk '{ printf "%.3f\n", $1 + $2 }' "$tmp/time" >>"$tmp/$name.times"
  else
    echo fail >>"$tmp/$name.times"
  fi
}

# Both systems go on to the next -g goal after one that failed or raised
# and exit 0, so a failed benchmark shows only in what they print.
bad_output='initialization failed|causes:|the goal failed|uncaught exception|error\('

# median FILE: the median of the numbers in FILE, or "fail" if any run
# failed.
median() {
  if grep -q fail "$1"; then echo fail; return; fi
  sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "conquest: $conquest ($(stat -c %y "$conquest" | cut -d. -f1))${CONQUEST_RULES:+ --rules $CONQUEST_RULES}; scryer-prolog: $("$scryer" --version 2>/dev/null)"
echo "$runs interleaved runs each; CPU seconds (user + system), medians; bench = run - start"
printf '%-16s %8s %8s %9s %9s %7s  %s\n' program c.start s.start conquest scryer ratio note
logsum=0; n=0
for file in benches/classic/*.pl; do
  p=$(basename "$file" .pl)
  rm -f "$tmp"/*.times
  for ((i = 1; i <= runs; i++)); do
    run cstart /dev/null "$conquest" "${c_opts[@]}" "$file" -g halt
    run sstart /dev/null "$scryer" "$file" -g halt
    run cbench "$tmp/c.out" "$conquest" "${c_opts[@]}" "$file" "${c_bench[@]}"
    cerr=$(head -c 160 "$tmp/err")
    run sbench "$tmp/s.out" "$scryer" "$file" -g bench -g halt
    serr=$(head -c 160 "$tmp/err")
  done
  cs=$(median "$tmp/cstart.times"); ss=$(median "$tmp/sstart.times")
  cb=$(median "$tmp/cbench.times"); sb=$(median "$tmp/sbench.times")
  note=""
  [ "$cb" = fail ] && note="$note conquest failed: ${cerr//$'\n'/ };"
  [ "$sb" = fail ] && note="$note scryer failed: ${serr//$'\n'/ };"
  [ -s "$tmp/s.out" ] || note="$note no output;"
  if grep -Eq "$bad_output" "$tmp/c.out"; then cb=fail; note="$note conquest: $(grep -Em1 "$bad_output" "$tmp/c.out");"; fi
  if grep -Eq "$bad_output" "$tmp/s.out"; then sb=fail; note="$note scryer: $(grep -Em1 "$bad_output" "$tmp/s.out");"; fi
  grep -v "^Loaded .*\.$" "$tmp/c.out" | cmp -s - "$tmp/s.out" || note="$note OUTPUT DIFFERS ($(grep -v '^Loaded .*\.$' "$tmp/c.out" | diff - "$tmp/s.out" | grep -c '^[<>]') lines);"
  if [[ "$cs $ss $cb $sb" == *fail* ]]; then
    printf '%-16s %8s %8s %9s %9s %7s %s\n' "$p" "$cs" "$ss" "$cb" "$sb" - "$note"
    continue
  fi
  c=$(awk -v a="$cb" -v b="$cs" 'BEGIN { printf "%.3f", a - b }')
  s=$(awk -v a="$sb" -v b="$ss" 'BEGIN { printf "%.3f", a - b }')
  ratio=$(awk -v c="$c" -v s="$s" 'BEGIN { if (s > 0 && c > 0) printf "%.2f", c / s; else print "-" }')
  if [ "$ratio" != - ]; then
    logsum=$(awk -v l="$logsum" -v r="$ratio" 'BEGIN { printf "%.6f", l + log(r) }')
    n=$((n + 1))
  fi
  printf '%-16s %8s %8s %9s %9s %7s %s\n' "$p" "$cs" "$ss" "$c" "$s" "$ratio" "$note"
done
if [ "$n" -gt 0 ]; then
  awk -v l="$logsum" -v n="$n" 'BEGIN { printf "geometric mean of %d ratios: %.2f\n", n, exp(l / n) }'
fi
