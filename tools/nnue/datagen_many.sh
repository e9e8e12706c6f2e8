#!/usr/bin/env bash
# Self-play data on every core of a lent machine for a fixed time, packed to travel back: runs
# PROCS cotuong-datagen processes with seeds FIRST_SEED, FIRST_SEED+1, ..., stops each with
# SIGTERM after SECONDS (it ends its shard at a game boundary; SIGINT or SIGTERM to this script
# stops them all sooner the same way), records each shard's manifest row (tools/nnue/data/regen.py
# --add: seed, positions, sha256, and --positions N with the options, quoted as regen.py reads
# them, so regen.py remakes the shard byte for byte at COMMIT) and packs the shards with xz.
# Usage: tools/nnue/datagen_many.sh BUNDLE OUT COMMIT FIRST_SEED PROCS SECONDS [datagen options]
#   BUNDLE: a folder from tools/linux/bundle.sh (or a build's tools/nnue/ folder) holding
#   cotuong-datagen; COMMIT: the commit it was built from (the copy on the lent machine may have
#   no git history). Paths are the caller's: relative ones start from the current folder.
# Writes the shards as OUT/shard-s<seed>.bin while they are made, then OUT/manifest-rows.tsv
# (rows for tools/nnue/data/manifest.tsv, header included; an earlier run's rows stay),
# OUT/shards-<commit>-s<first>-s<last>.tar.xz (split into 15 MB parts .tar.xz.00, .01, ... when
# larger, since what comes back from a lent machine is limited to 16 MiB a file; rejoin with
# cat) and OUT/datagen.log. No shard is ever deleted unpacked: a process that fails is said on
# stderr and in the log (a killed one's shard is still a prefix of its seed's data, so it gets
# its row); a shard that gets no row is packed apart in OUT/unrecorded-<commit>-s<first>-s<last>
# .tar.xz, each with its reason in OUT/unrecorded.tsv; when packing fails the shards stay in OUT.
# Exit status: 0 when every process ended cleanly and every shard is recorded and packed; 1 when
# not (what failed is said); 2 for a usage error, found before anything runs.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
regen=$here/data/regen.py
me=tools/nnue/datagen_many.sh
usage="usage: $me BUNDLE OUT COMMIT FIRST_SEED PROCS SECONDS [datagen options]
  FIRST_SEED 0 to 999999999999999999, PROCS 1 to 4096, SECONDS 1 to 999999999 (decimal, no
  leading zeros)"
refuse() {
  echo "$me: $*" >&2
  exit 2
}
[ $# -ge 6 ] || { echo "$usage" >&2; exit 2; }
BUNDLE=$1 OUT=$2 COMMIT=$3 FIRST=$4 PROCS=$5 SECONDS_=$6
shift 6
# Decimal only: bash arithmetic reads 010 as octal and 08 as an error.
[[ $FIRST =~ ^(0|[1-9][0-9]{0,17})$ && $PROCS =~ ^[1-9][0-9]{0,3}$ && $PROCS -le 4096 &&
  $SECONDS_ =~ ^[1-9][0-9]{0,8}$ ]] || { echo "$usage" >&2; exit 2; }
datagen=$BUNDLE/cotuong-datagen
[ -x "$datagen" ] || refuse "no cotuong-datagen in $BUNDLE"
[[ $COMMIT =~ ^[0-9a-f]{7,40}$ ]] ||
  refuse "COMMIT '$COMMIT' is not a commit's hash (7 to 40 hex digits)"
for w in "$@"; do
  case $w in --out | --out=* | --seed | --seed=* | --positions | --positions=* | --games | --games=*)
    refuse "$w is the script's to set (seeds from FIRST_SEED, the end by time)" ;;
  esac
  [[ $w != *[$'\t\r\n']* ]] ||
    refuse "option '$w' holds a tab or a line break (a manifest cell cannot)"
done
# The options as regen.py reads them back (shlex): a value with a space or a quote stays one word.
options=$(python3 -c 'import shlex, sys; print(shlex.join(sys.argv[1:]))' "$@") ||
  refuse "python3 is needed to write the manifest rows"
[ -f "$regen" ] || refuse "no $regen"

last=$((FIRST + PROCS - 1))
tag=${COMMIT:0:7}-s$FIRST-s$last
rows=$OUT/manifest-rows.tsv log=$OUT/datagen.log unrecorded_list=$OUT/unrecorded.tsv
packed=shards-$tag.tar.xz unpacked=unrecorded-$tag.tar.xz
mkdir -p "$OUT" || refuse "cannot make $OUT"
# Nothing of an earlier run is overwritten: its shards, archives or rows for these seeds.
for f in "$OUT/$packed" "$OUT/$packed".[0-9][0-9] "$OUT/$unpacked" "$OUT/$unpacked".[0-9][0-9]; do
  [ ! -e "$f" ] || refuse "$f is there already (an earlier run?): choose other seeds or another OUT"
done
listed=
if [ -e "$rows" ]; then
  listed=$(python3 "$regen" --manifest "$rows" --list) || refuse "$rows cannot be read (above)"
fi
for ((seed = FIRST; seed <= last; seed++)); do
  name=shard-s$seed.bin
  [ ! -e "$OUT/$name" ] || refuse "$OUT/$name is there already: choose other seeds or another OUT"
  ! grep -qxF "$name" <<<"$listed" || refuse "$rows lists $name already: choose other seeds"
done

stopping=0
trap 'stopping=1' INT TERM
now_ms() { echo $(($(date +%s%N) / 1000000)); }
any_running() {
  local pid
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}
pids=()
for ((seed = FIRST; seed <= last; seed++)); do
  # A position limit far beyond what the time allows: the time ends every shard.
  "$datagen" --out "$OUT/shard-s$seed.bin" --seed "$seed" --positions 1000000000 --quiet "$@" \
    2>>"$log" &
  pids+=($!)
done
end=$(($(now_ms) + SECONDS_ * 1000))
while ((!stopping)) && any_running; do
  left=$((end - $(now_ms)))
  ((left > 0)) || break
  ((left < 1000)) || left=1000
  sleep "$((left / 1000)).$(printf %03d $((left % 1000)))"
done
kill -TERM "${pids[@]}" 2>/dev/null
# The processes finish their games; a second signal here must not cut the waits short.
trap '' INT TERM
failures=0
say() {  # a failure, on stderr and in the log
  echo "$me: $*" | tee -a "$log" >&2
  failures=$((failures + 1))
}
for ((i = 0; i < PROCS; i++)); do
  wait "${pids[i]}"
  status=$?
  seed=$((FIRST + i))
  if ((status > 128)); then
    say "seed $seed: cotuong-datagen was ended by signal $((status - 128))" \
      "($(kill -l $((status - 128)) 2>/dev/null || echo '?'))"
  elif ((status != 0)); then
    say "seed $seed: cotuong-datagen failed with exit status $status ($log)"
  fi
done
trap - INT TERM  # an interrupted packing leaves the shards in OUT

# A row for each shard regen.py accepts. A shard is written in order, in whole records, so even a
# killed process's file is the first N positions of its seed's data, which --positions N remakes.
recorded=() unrecorded=() positions=0
for ((seed = FIRST; seed <= last; seed++)); do
  name=shard-s$seed.bin shard=$OUT/shard-s$seed.bin
  if [ ! -e "$shard" ]; then
    say "seed $seed: no shard was written"
    continue
  fi
  records=$(($(stat -c %s "$shard") / 32 - 1))  # one header record
  why=
  if ((records <= 0)); then
    why="no positions"
  elif ! why=$(python3 "$regen" --manifest "$rows" --add "$shard" --commit "$COMMIT" \
    --options "--positions $records${options:+ $options}" 2>&1 >/dev/null); then
    why=${why:-regen.py --add failed}
  else
    why=
  fi
  if [ -n "$why" ]; then
    say "seed $seed: $name gets no manifest row: ${why//$'\n'/ }"
    printf '%s\t%s\n' "$name" "${why//$'\n'/ }" >>"$unrecorded_list"
    unrecorded+=("$name")
  else
    recorded+=("$name")
    positions=$((positions + records))
  fi
done

# pack NAME FILE...: packs OUT's FILEs into OUT/NAME with xz (15 MB parts when larger) and
# deletes the FILEs only once the archive reads back whole; else says so and keeps them.
pack() {
  local name=$1 archive=$OUT/$1
  shift
  if ! tar -C "$OUT" -cf - -- "$@" | xz -6 -T0 >"$archive.partial" ||
    [ "$(tar -tJf "$archive.partial" | wc -l)" -ne $# ] ||
    ! mv "$archive.partial" "$archive"; then
    rm -f "$archive.partial"
    say "packing $name failed: its shards stay in $OUT"
    return
  fi
  if [ "$(stat -c %s "$archive")" -gt $((16 * 1024 * 1024)) ]; then
    if split -b 15M -d "$archive" "$archive."; then
      rm "$archive"
    else
      rm -f "$archive".[0-9][0-9]
      say "splitting $name failed: it stays whole"
    fi
  fi
  (cd "$OUT" && rm -f -- "$@")
}
((${#recorded[@]} == 0)) || pack "$packed" "${recorded[@]}"
((${#unrecorded[@]} == 0)) || pack "$unpacked" "${unrecorded[@]}"
echo "${#recorded[@]} shards, $positions positions"
if ((${#unrecorded[@]})); then
  echo "${#unrecorded[@]} shards without a row, packed apart: $unpacked ($unrecorded_list)"
fi
if ((failures)); then
  echo "$me: $failures thing(s) failed (above, and in $log)" >&2
  exit 1
fi
