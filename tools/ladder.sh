#!/usr/bin/env bash
# The level ladder (issue 8): level N+1 against level N for N = 1..4, and level 1 against a random
# mover, with cotuong-match; prints one table row per rung with the score and whether it passes
# (>= 70% up the ladder, >= 95% against the random mover).
# Usage: tools/ladder.sh [-j concurrency] [-g games] [-t tc] [-b build dir] [-o out dir]
#   defaults: -j 1 -g 100 -t 10+0.1 -b build -o ladder-results
set -euo pipefail

concurrency=1 games=100 tc="10+0.1" build=build out=ladder-results
while getopts "j:g:t:b:o:h" opt; do
  case $opt in
    j) concurrency=$OPTARG ;;
    g) games=$OPTARG ;;
    t) tc=$OPTARG ;;
    b) build=$OPTARG ;;
    o) out=$OPTARG ;;
    *) sed -n '2,6p' "$0"; exit 2 ;;
  esac
done

engine=$(realpath "$build/cotuong")
random=$(realpath "$build/tools/random_mover/cotuong-random-mover")
match=$(realpath "$build/tools/match/cotuong-match")
for f in "$engine" "$random" "$match"; do
  [[ -x $f ]] || { echo "ladder: missing $f (build first)" >&2; exit 2; }
done
mkdir -p "$out"

# Runs one rung: $1 name, $2 needed fraction, then the two -engine specs; prints its row.
rung() {
  local name=$1 need=$2 first=$3 second=$4
  local log="$out/$name.log"
  # shellcheck disable=SC2086
  "$match" -engine $first -engine $second -each proto=ucci tc="$tc" -games "$games" \
    -concurrency "$concurrency" -openings order=random -pgnout "$out/$name.pgn" >"$log" 2>&1
  local line
  line=$(grep '^Score of' "$log" | tail -1)
  # "Score of A vs B: W - L - D  [0.731] 100"
  local w l d score n
  read -r w l d score n < <(sed -E 's/.*: ([0-9]+) - ([0-9]+) - ([0-9]+) +\[([0-9.]+)\] ([0-9]+)/\1 \2 \3 \4 \5/' <<<"$line")
  local verdict
  verdict=$(awk -v s="$score" -v t="$need" 'BEGIN { print (s >= t ? "pass" : "FAIL") }')
  printf '%-22s %6s %5s %5s %5s %7s %6s %s\n' "$name" "$n" "$w" "$d" "$l" "$score" "$need" "$verdict"
}

printf '%-22s %6s %5s %5s %5s %7s %6s %s\n' rung games wins draws losses score needs verdict
rung "L1-vs-random" 0.95 "cmd=$engine name=L1 option.level=1" "cmd=$random name=random"
for n in 1 2 3 4; do
  up=$((n + 1))
  rung "L$up-vs-L$n" 0.70 "cmd=$engine name=L$up option.level=$up" "cmd=$engine name=L$n option.level=$n"
done
echo "logs and PGN: $out/"
