#!/usr/bin/env bash
# The engine's own test programs (its crate sources: src/tests/*.pl and the
# ISO conformity file), consulted through conquest and through scryer-prolog
# itself (when installed: cargo install scryer-prolog --version 0.10.0),
# side by side. tests/engine_programs.rs checks the conquest column.
set -u
cd "$(dirname "$0")/../.."
src=vendor/scryer-prolog
cargo build --release --quiet || exit 2
conquest=target/release/conquest
have_scryer=$(command -v scryer-prolog || true)
suite() { echo "use_module(library($1)), $1:main_quiet($1)"; }
# file | goal (or -) | expected output
programs=(
  "src/tests/builtins.pl|-|"
  "src/tests/call_with_inference_limit.pl|-|"
  "src/tests/facts.pl|-|"
  "src/tests/hello_world.pl|-|Hello World!"
  "src/tests/predicates.pl|-|"
  "src/tests/rules.pl|-|"
  "src/tests/setup_call_cleanup.pl|-|1+21+31+2>A+B1+G1+2>41+2>B1+2>31+2>31+2>4ba"
  "src/tests/clpz/test_clpz.pl|-|"
  "tests-pl/iso-conformity-tests.pl|-|All tests passed"
  "src/tests/acyclic_term.pl|main_quiet|All tests passed"
  "src/tests/arithmetic.pl|$(suite arithmetic_tests)|All tests passed"
  "src/tests/dif.pl|$(suite dif_tests)|All tests passed"
  "src/tests/ground.pl|$(suite ground_tests)|All tests passed"
  "src/tests/nth_partial_strings.pl|$(suite nth_partial_strings_tests)|[A,A]65All tests passed"
  "src/tests/term_variables.pl|$(suite term_variables_tests)|All tests passed"
  "src/tests/when.pl|$(suite when_tests)|All tests passed"
)
pass_c=0; pass_s=0; n=0
printf '%-40s %-10s %-10s\n' program conquest scryer
for entry in "${programs[@]}"; do
  IFS='|' read -r file goal expected <<<"$entry"
  n=$((n + 1))
  args=()
  [ "$goal" = "-" ] || args=(-g "$goal")
  got_c=$(NO_COLOR=1 "$conquest" --game none "$src/$file" "${args[@]}" -g halt </dev/null 2>&1 | sed "s|Loaded $src/$file\.||" | tr -d '\n')
  [ "$got_c" = "$expected" ] && { c=pass; pass_c=$((pass_c + 1)); } || c=FAIL
  if [ -n "$have_scryer" ]; then
    got_s=$(cd "$src" && scryer-prolog -f --no-add-history "$file" "${args[@]}" -g halt </dev/null 2>&1 | tr -d '\n')
    [ "$got_s" = "$expected" ] && { s=pass; pass_s=$((pass_s + 1)); } || s=FAIL
  else
    s=-
  fi
  printf '%-40s %-10s %-10s\n' "$file" "$c" "$s"
done
if [ -n "$have_scryer" ]; then
  echo "conquest: $pass_c/$n pass; scryer-prolog: $pass_s/$n pass"
else
  echo "conquest: $pass_c/$n pass; scryer-prolog: not installed"
fi
