#!/usr/bin/env bash
# Book variety in play (issue 9): N games of cotuong against itself at level 5 from the start
# position (each game stopped after its first 8 plies, which is all that is measured), then the
# number of distinct 8-ply openings and how many of them leave the book.
# Usage: tools/book/selfplay_variety.sh [build dir] [games]
set -euo pipefail
build=${1:-build} games=${2:-100}
work=$(mktemp -d)
printf 'startpos\n' >"$work/start.tsv"
"$build/tools/match/cotuong-match" -engine cmd="$build/cotuong" name=A -engine cmd="$build/cotuong" name=B \
  -each tc=10+0.1 option.level=5 -games 2 -rounds $((games / 2)) -concurrency 2 -maxmoves 4 \
  -openings file="$work/start.tsv" -pgnout "$work/games.pgn" >/dev/null
python3 - "$work/games.pgn" "$build" <<'PY'
import re, subprocess, sys
pgn, build = sys.argv[1], sys.argv[2]
prefixes = []
for game in open(pgn).read().split('[Event ')[1:]:
    body = re.sub(r'\{[^}]*\}', '', game.split('\n\n', 1)[1])
    prefixes.append(tuple(t for t in body.split() if re.fullmatch(r'[a-i][0-9][a-i][0-9]', t))[:8])
outside = 0
for p in set(prefixes):
    for i in range(len(p)):
        probe = subprocess.run([f'{build}/tools/book/cotuong-book', 'probe', f'{build}/cotuong.book', *p[:i]],
                               capture_output=True, text=True).stdout
        if p[i] not in probe.split():
            outside += 1
            break
print(f'games {len(prefixes)}, distinct 8-ply openings {len(set(prefixes))}, leaving the book {outside}')
PY
rm -rf "$work"
