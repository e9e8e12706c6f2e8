#!/usr/bin/env bash
# One match spread over the cores of a machine (a lent many-core one): PROCS cotuong-match
# processes, one game at a time each, each playing ROUNDS game pairs (both colours) of its own
# slice of the openings (sequential, process k from line 1 + k * ROUNDS on; the list wraps), then
# the parts merged into one PGN and scored as one (tools/match/pgn_score.py, pairs kept).
# Usage: tools/match/many.sh MATCH PROCS ROUNDS OPENINGS OUT NAME -- MATCH_ARGS...
#   MATCH: the cotuong-match binary (e.g. from tools/linux/bundle.sh); NAME: the engine whose
#   score is reported; MATCH_ARGS: the engines and their settings (-engine ..., -each ...), not
#   -games, -rounds, -concurrency, -openings, -sprt or -pgnout (the script sets those).
# Writes OUT/part-K.pgn and OUT/part-K.log for each process, OUT/all.pgn and OUT/score.txt; a
# part that fails (an engine that did not start) is named with its log, and then nothing is
# scored and the exit code is 1. Paths are the caller's: relative ones start from the current folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: tools/match/many.sh MATCH PROCS ROUNDS OPENINGS OUT NAME -- MATCH_ARGS..."
if [ $# -lt 7 ] || [ "$7" != "--" ]; then echo "$usage" >&2; exit 2; fi
MATCH=$1 PROCS=$2 ROUNDS=$3 OPENINGS=$4 OUT=$5 NAME=$6
shift 7
[[ $PROCS =~ ^[1-9][0-9]*$ && $ROUNDS =~ ^[1-9][0-9]*$ ]] || { echo "$usage" >&2; exit 2; }
[ -f "$OPENINGS" ] || { echo "tools/match/many.sh: no openings file $OPENINGS" >&2; exit 2; }
for w in "$@"; do
  case $w in -games | -rounds | -concurrency | -openings | -sprt | -pgnout)
    echo "tools/match/many.sh: $w is the script's to set" >&2
    exit 2 ;;
  esac
done
mkdir -p "$OUT"
rm -f "$OUT"/part-*.pgn "$OUT"/part-*.log "$OUT/all.pgn" "$OUT/score.txt"
pids=()
for k in $(seq 0 $((PROCS - 1))); do
  "$MATCH" "$@" -games 2 -rounds "$ROUNDS" -concurrency 1 \
    -openings file="$OPENINGS" order=sequential start=$((1 + k * ROUNDS)) \
    -pgnout "$OUT/part-$k.pgn" >"$OUT/part-$k.log" 2>&1 &
  pids+=($!)
done
failed=()
for k in "${!pids[@]}"; do wait "${pids[$k]}" || failed+=("$k"); done
# The games the parts played stay in OUT/all.pgn (a part that failed early may have none).
for k in $(seq 0 $((PROCS - 1))); do
  if [ -f "$OUT/part-$k.pgn" ]; then cat "$OUT/part-$k.pgn"; fi
done >"$OUT/all.pgn"
# A part that failed (an engine that did not start) makes the run an error: no score.
if [ ${#failed[@]} -gt 0 ]; then
  for k in "${failed[@]}"; do
    log="$OUT/part-$k.log"
    why=$(grep '^cotuong-match: ' "$log" | tail -n 1 || true)
    echo "tools/match/many.sh: part $k failed: see $log (${why:-$(tail -n 1 "$log")})" >&2
  done
  echo "tools/match/many.sh: no score: ${#failed[@]} of $PROCS parts failed" >&2
  exit 1
fi
python3 "$here/pgn_score.py" "$NAME" "$OUT/all.pgn" | tee "$OUT/score.txt"
