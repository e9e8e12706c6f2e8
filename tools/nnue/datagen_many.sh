#!/usr/bin/env bash
# Self-play data on every core of a lent machine for a fixed time, packed to travel back: runs
# PROCS cotuong-datagen processes with seeds FIRST_SEED, FIRST_SEED+1, ..., stops each with
# SIGTERM after SECONDS (it ends its shard at a game boundary), records each shard's manifest
# row (tools/nnue/data/regen.py --add: seed, positions, sha256, and --positions N with the
# options, so regen.py remakes the shard byte for byte at COMMIT) and packs the shards with xz.
# Usage: tools/nnue/datagen_many.sh BUNDLE OUT COMMIT FIRST_SEED PROCS SECONDS [datagen options]
#   BUNDLE: a folder from tools/linux/bundle.sh (or a build's tools/nnue/ folder) holding
#   cotuong-datagen; COMMIT: the commit it was built from (the copy on the lent machine may have
#   no git history). Paths are the caller's: relative ones start from the current folder.
# Writes OUT/manifest-rows.tsv (rows for tools/nnue/data/manifest.tsv, header included),
# OUT/shards-<commit>-s<first>-s<last>.tar.xz (split into 15 MB parts .tar.xz.00, .01, ... when
# larger, since what comes back from a lent machine is limited to 16 MiB a file; rejoin with
# cat) and OUT/datagen.log.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: tools/nnue/datagen_many.sh BUNDLE OUT COMMIT FIRST_SEED PROCS SECONDS [datagen options]"
[ $# -ge 6 ] || { echo "$usage" >&2; exit 2; }
BUNDLE=$1 OUT=$2 COMMIT=$3 FIRST=$4 PROCS=$5 SECONDS_=$6
shift 6
datagen=$BUNDLE/cotuong-datagen
[ -x "$datagen" ] || { echo "tools/nnue/datagen_many.sh: no cotuong-datagen in $BUNDLE" >&2; exit 2; }
for n in "$FIRST" "$PROCS" "$SECONDS_"; do
  [[ $n =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 2; }
done
for w in "$@"; do
  case $w in --out | --out=* | --seed | --seed=* | --positions | --positions=* | --games | --games=*)
    echo "tools/nnue/datagen_many.sh: $w is the script's to set (seeds from FIRST_SEED, the end by time)" >&2
    exit 2 ;;
  esac
done
mkdir -p "$OUT"
shards=$(mktemp -d)
trap 'rm -rf "$shards"' EXIT
last=$((FIRST + PROCS - 1))
pids=()
for seed in $(seq "$FIRST" "$last"); do
  # A position limit far beyond what the time allows: the time ends every shard.
  "$datagen" --out "$shards/shard-s$seed.bin" --seed "$seed" --positions 1000000000 --quiet "$@" \
    2>>"$OUT/datagen.log" &
  pids+=($!)
done
sleep "$SECONDS_"
kill -TERM "${pids[@]}" 2>/dev/null || true
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
[ $status -eq 0 ] || { echo "tools/nnue/datagen_many.sh: a cotuong-datagen failed (OUT/datagen.log)" >&2; exit 1; }

rows=$OUT/manifest-rows.tsv
rm -f "$rows"
for seed in $(seq "$FIRST" "$last"); do
  shard=$shards/shard-s$seed.bin
  records=$(($(stat -c %s "$shard") / 32 - 1))  # one header record
  python3 "$here/data/regen.py" --manifest "$rows" --add "$shard" --commit "$COMMIT" \
    --options "--positions $records${*:+ $*}" >/dev/null
done
name=shards-${COMMIT:0:7}-s$FIRST-s$last.tar.xz
files=()
for seed in $(seq "$FIRST" "$last"); do files+=("shard-s$seed.bin"); done
tar -C "$shards" -cf - "${files[@]}" | xz -6 -T0 >"$OUT/$name"
if [ "$(stat -c %s "$OUT/$name")" -gt $((16 * 1024 * 1024)) ]; then
  split -b 15M -d "$OUT/$name" "$OUT/$name."
  rm "$OUT/$name"
fi
awk -F'\t' 'NR > 1 {n += $4} END {printf "%d shards, %d positions\n", NR - 1, n}' "$rows"
